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
 * A guest's folder as {@code players list} shows it: how many fights it keeps and what it weighs, so that an
 * admin whose server is open to guests sees where the space goes and which guests still come ("bert  3 fights,
 * 2 encounters, 24 KB, last written 2026-12-05", in UTC; the encounters the guest built, when there are some).
 */
final class GuestFolders {
    private GuestFolders() {}

    static String line(PlayerName guest, Path playersDir, ScreenMessages m) {
        Path dir = guest.folder(playersDir);
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
            String day = last == null ? m.text("cli.players.guest.never")
                    : DateTimeFormatter.ISO_LOCAL_DATE.format(last.toInstant().atOffset(ZoneOffset.UTC));
            String built = encounters == 0 ? ""
                    : m.text("cli.players.guest.encounters", String.valueOf(encounters), encounters == 1 ? 1 : 0);
            return m.text("cli.players.guest.line", guest, String.valueOf(fights), fights == 1 ? 1 : 0, size(bytes, m), day, built);
        } catch (IOException | UncheckedIOException e) {
            return m.text("cli.players.entry.unreadable", guest, e.getMessage());
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
        if (kb < 10 * 1024) return m.text("cli.players.kb", String.valueOf(kb));
        return m.text("cli.players.mb", String.format(m.language().locale(), "%.1f", bytes / (1024.0 * 1024.0)));
    }
}
