package escarmouche.cli;

import escarmouche.lang.ScreenMessages;
import escarmouche.ssh.account.PlayerName;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.stream.Stream;

/**
 * A player's folder as {@code players list} shows it: how many fights it keeps, the encounters built there
 * and what it weighs, so that an admin sees where the space goes and who still comes ("3 fights,
 * 2 encounters, 24 KB, last written 2026-12-05", in UTC; the encounters only when there are some). A
 * guest's line starts with the name; an account's stands under its keys.
 */
final class PlayerFolders {
    private PlayerFolders() {}

    /** "bert  3 fights, 24 KB, last written 2026-12-05": a guest's folder, by its name. */
    static String guest(PlayerName guest, Path playersDir, ScreenMessages m) {
        return guest + "  " + usage(guest, playersDir, m);
    }

    /** "folder: 3 fights, 24 KB, last written 2026-12-05": an account's folder, under its keys. */
    static String account(PlayerName player, Path playersDir, ScreenMessages m) {
        return m.text("cli.players.account.saves", usage(player, playersDir, m));
    }

    private static String usage(PlayerName name, Path playersDir, ScreenMessages m) {
        Path dir = name.folder(playersDir);
        // A name that never played has no folder yet: nothing kept.
        if (!Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)) {
            return m.text("cli.players.usage", "0", 0L, "", m.text("cli.players.kb", "0"), m.text("cli.players.never"));
        }
        try {
            long fights = count(dir.resolve("saves"), ".jsonl");
            long encounters = count(dir.resolve("encounters"), ".json");
            long bytes = 0;
            FileTime last = null;
            // Links are counted as links, never followed: a folder cannot make the count read elsewhere.
            try (Stream<Path> s = Files.walk(dir)) {
                for (Path p : (Iterable<Path>) s::iterator) {
                    BasicFileAttributes a = Files.readAttributes(p, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
                    if (!a.isRegularFile()) continue;
                    bytes += a.size();
                    if (last == null || a.lastModifiedTime().compareTo(last) > 0) last = a.lastModifiedTime();
                }
            }
            // The day its files last changed: which guests still come, and which folders only take room.
            String day = last == null ? m.text("cli.players.never") : m.text("cli.players.written",
                    DateTimeFormatter.ISO_LOCAL_DATE.format(last.toInstant().atOffset(ZoneOffset.UTC)));
            String built = encounters == 0 ? ""
                    : m.text("cli.players.encounters", m.language().number(encounters), encounters);
            // The count itself chooses the word: English says "0 fights", French "0 combat".
            return m.text("cli.players.usage", m.language().number(fights), fights, built, size(bytes, m), day);
        } catch (IOException | UncheckedIOException e) {
            return m.text("cli.players.folder.unreadable", e.getMessage());
        }
    }

    /** The files of {@code folder} whose names end with {@code ending}: fights (.jsonl) or built encounters (.json). */
    private static long count(Path folder, String ending) throws IOException {
        if (!Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) return 0;
        try (Stream<Path> s = Files.list(folder)) {
            return s.filter(p -> p.getFileName().toString().endsWith(ending)).count();
        }
    }

    /** "24 KB", "3.2 MB": rounded up, so that a few bytes never read as nothing. */
    private static String size(long bytes, ScreenMessages m) {
        long kb = (bytes + 1023) / 1024;
        if (kb < 10 * 1024) return m.text("cli.players.kb", m.language().number(kb));
        return m.text("cli.players.mb", String.format(m.language().locale(), "%.1f", bytes / (1024.0 * 1024.0)));
    }
}
