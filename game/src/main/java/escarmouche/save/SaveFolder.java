package escarmouche.save;

import escarmouche.lang.TerminalControl;
import java.io.IOException;
import java.nio.file.DirectoryIteratorException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;

/**
 * A folder of saves: one recording per fight, named by the date-time it started and the encounter
 * ({@code 2026-11-23_23-50-12_goblins-at-the-ford.jsonl}), so the names sort oldest to newest; beside
 * each, its {@code .bak} (previous version), {@code .lock} (a game plays it) and {@code .txt} (the fight
 * report, once it ended).
 */
public final class SaveFolder {
    /** The date-time part of a new file's name; in a holder, so that listing the saves does not set up a formatter. */
    private static final class Stamp {
        static final DateTimeFormatter FORMAT = DateTimeFormatter.ofPattern("yyyy-MM-dd_HH-mm-ss");
    }
    /** The newest recordings the list reads; older ones stay on disk, untouched. */
    public static final int LISTED = 40;

    private final Path dir;
    /**
     * Made when a recording is first read or written ({@link #files}): the title screen reads no recording
     * unless one is unfinished. Two threads that race here each make one, which is harmless.
     */
    private volatile RecordingFile files;

    public SaveFolder(Path dir) {
        this.dir = dir;
    }

    public Path dir() {
        return dir;
    }

    /**
     * One recording in the folder: read, or the reason it cannot be.
     *
     * @param round the round its last keyframe starts (how far the fight went), 0 when it has none
     */
    public record Entry(Path file, Recording recording, String problem, int round) {
        public Entry(Path file, Recording recording, String problem) {
            this(file, recording, problem, 0);
        }

        public boolean readable() {
            return recording != null;
        }

        /** The {@code .bak} beside it, when there is one. */
        public Path backup() {
            Path b = file.resolveSibling(file.getFileName() + ".bak");
            return Files.isRegularFile(b) ? b : null;
        }

        /** The date-time part of the name, as {@code 2026-11-23 23:50}. */
        public String started() {
            String n = file.getFileName().toString();
            if (n.length() < 16 || n.charAt(10) != '_') return "";
            return n.substring(0, 10) + " " + n.substring(11, 16).replace('-', ':');
        }
    }

    /** A new fight's recording, claimed: its file created (empty) and its lock held. */
    public record Claimed(Path file, SaveLock lock) {}

    /** How many names {@link #claim} tries before it gives up: far more games than start a fight in one second. */
    static final int CLAIMS = 1000;

    /**
     * Claims a new file for a fight of {@code encounter} starting at {@code now}, for {@code who}: its lock is
     * taken, then the file is created new (never over an existing one, in one atomic step); a name that another
     * game holds or has created meanwhile (two games starting a fight in the same second) is passed over for the
     * next ({@code -2}, {@code -3}...), so that each fight gets its own file.
     *
     * @throws IOException when no file can be made here (a read-only folder, a full disk): the fight is not recorded
     */
    public Claimed claim(LocalDateTime now, String encounter, String who) throws IOException {
        return claim(now, encounter, who, SaveLock::take);
    }

    /** The same, the locks taken by {@code locks}. */
    public Claimed claim(LocalDateTime now, String encounter, String who, SaveLock.Taker locks) throws IOException {
        String base = base(now, encounter);
        for (int n = 1; n <= CLAIMS; n++) {
            Path file = dir.resolve(n == 1 ? base + ".jsonl" : base + "-" + n + ".jsonl");
            if (Files.exists(file)) continue;
            SaveLock lock;
            try {
                lock = locks.take(file, who);
            } catch (SaveLock.Held held) {
                continue;
            }
            try {
                PrivateFiles.open(file, EnumSet.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)).close();
                return new Claimed(file, lock);
            } catch (java.nio.file.FileAlreadyExistsException taken) {
                lock.close();
            } catch (IOException | RuntimeException e) {
                lock.close();
                throw e;
            }
        }
        throw new IOException("no free name for " + base + ".jsonl after " + CLAIMS + " tries");
    }

    /**
     * The file {@link #claim} tries first for a fight of {@code encounter} starting at {@code now}: the name of a fight
     * not saved yet (its first save failed), which its first write that gets through claims.
     */
    public Path firstName(LocalDateTime now, String encounter) {
        return dir.resolve(base(now, encounter) + ".jsonl");
    }

    private static String base(LocalDateTime now, String encounter) {
        return Stamp.FORMAT.format(now) + "_" + slug(encounter);
    }

    /**
     * A path in this folder for a recording named {@code name} elsewhere ({@code DATE_ENCOUNTER.jsonl}), kept
     * as it is when free, else with {@code -2}, {@code -3}... as {@link #claim} does; only its last part is
     * used, so the name cannot lead out of the folder.
     */
    public Path freeName(String name) {
        String base = Path.of(name).getFileName().toString().replaceFirst("\\.jsonl$", "");
        if (base.isEmpty() || base.startsWith(".")) base = "fight";
        Path file = dir.resolve(base + ".jsonl");
        for (int n = 2; Files.exists(file) || Files.exists(SaveLock.of(file)); n++) {
            file = dir.resolve(base + "-" + n + ".jsonl");
        }
        return file;
    }

    /** A file-name-safe form of a name: lower case letters, digits and dashes. */
    static String slug(String name) {
        return FileSlug.of(name, "fight");
    }

    /** The recordings' files, newest first (at most {@link #LISTED}), unread; a missing folder has none. */
    public List<Path> newest() {
        List<Path> all = all();
        return all.size() > LISTED ? List.copyOf(all.subList(0, LISTED)) : all;
    }

    /**
     * Every recording's file, newest first, unread; a missing folder has none. Only names are read, and each
     * recording's kind of file (not its content): a folder of thousands of fights lists in a few milliseconds.
     */
    public List<Path> all() {
        if (!Files.isDirectory(dir)) return List.of();
        // Loops, not streams: the first stream pipeline, its lambdas and a comparator built from method references
        // are linked when first used, about 30 ms in a JVM just started, and this listing is on the way to the title
        // screen when a fight is unfinished (docs/speed-rounds.md, twenty-second round).
        List<String> stems = new ArrayList<>();
        try (DirectoryStream<Path> all = Files.newDirectoryStream(dir)) {
            for (Path p : all) {
                String name = p.getFileName().toString();
                // A folder named like a recording is no fight, damaged or not: deleting it as one would fail (files in
                // it) or take a folder that is not the game's. A FIFO or a link is still listed, as damaged ("not a
                // regular file"), which the player can delete: only a file of its own is removed.
                if (isRecording(name) && !Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
                    stems.add(name.substring(0, name.length() - ".jsonl".length()));
                }
            }
        } catch (IOException | DirectoryIteratorException e) {
            return List.of();
        }
        // Newest first: by name without ".jsonl", in reverse order, so that "NAME-2" (the second fight of the same
        // second) comes before "NAME". Each name is cut once, not at every comparison: a pattern compiled at every
        // comparison made listing forty saves take about 70 ms instead of 20 in a JVM just started.
        stems.sort(Collections.reverseOrder());
        List<Path> found = new ArrayList<>(stems.size());
        for (String stem : stems) found.add(dir.resolve(stem + ".jsonl"));
        return Collections.unmodifiableList(found);
    }

    /** The reader and writer of this folder's recordings, made when first asked for. */
    public RecordingFile files() {
        RecordingFile f = files;
        if (f == null) files = f = new RecordingFile();
        return f;
    }

    /** One recording, read. */
    public Entry read(Path file) {
        try {
            // The folder's own file, never what a link there points at (a FIFO would block the listing for good).
            SavedFight fight = files().load(file, LinkOption.NOFOLLOW_LINKS);
            List<Keyframe> keys = fight.keyframes();
            return new Entry(file, fight.recording(), null, keys.isEmpty() ? 0 : keys.get(keys.size() - 1).round());
        } catch (RecordingFile.Unreadable e) {
            return new Entry(file, null, e.getMessage());
        }
    }

    /** Whether {@code file} is a recording of this folder, as {@link #newest} lists them (not a path elsewhere). */
    public boolean holds(Path file) {
        Path whole = file.toAbsolutePath().normalize();
        return whole.getFileName() != null && isRecording(whole.getFileName().toString())
                && dir.toAbsolutePath().normalize().equals(whole.getParent());
    }

    /** A recording's file name: {@code NAME.jsonl}, not hidden. */
    private static boolean isRecording(String name) {
        return name.endsWith(".jsonl") && !name.startsWith(".");
    }

    /**
     * Deletes a recording with what belongs to it: its previous version ({@code .bak}), its report ({@code .txt}) and
     * the hidden half-written copies a crash left ({@link FightFiles}); every part is looked at first, and a folder
     * under one of their names stops the deletion before anything goes. Its lock is the caller's to hold.
     *
     * @throws java.nio.file.NoSuchFileException the recording is gone already
     * @throws NotOurs a part is a folder: nothing was deleted
     * @throws PartlyDeleted a part could not be deleted once others had gone
     */
    public void delete(Path recording) throws IOException {
        FightFiles.delete(recording);
    }

    /** A part of a fight that is not the game's to delete, a folder under its name ({@link IoReason#FOLDER}): nothing was deleted. */
    public static final class NotOurs extends java.nio.file.FileSystemException {
        NotOurs(Path part) {
            super(part.toString(), null, IoReason.FOLDER);
        }
    }

    /** A fight's deletion stopped part way: the files that went, then the one the system would not delete, and why. */
    public static final class PartlyDeleted extends IOException {
        private final transient List<Path> gone;
        private final transient Path left;

        PartlyDeleted(List<Path> gone, Path left, IOException why) {
            super(left + ": " + IoReason.of(why), why);
            this.gone = List.copyOf(gone);
            this.left = left;
        }

        /** The files deleted, the recording first. */
        public List<Path> gone() {
            return gone;
        }

        /** The file that stays. */
        public Path left() {
            return left;
        }

        /** Why it stays, as {@link IoReason} says it. */
        public IOException why() {
            return (IOException) getCause();
        }
    }

    /**
     * A file's name as a screen or a message may show it: each character a terminal obeys (a newline, an escape, a
     * direction override: any a name may hold, {@link TerminalControl}) replaced by '?', so that the name stays on its line and cannot drive the terminal.
     */
    public static String printable(String name) {
        return TerminalControl.replaced(name, '?');
    }

    /** Where a recording's fight report goes: {@code NAME.txt} beside {@code NAME.jsonl}. */
    public static Path reportOf(Path recording) {
        String n = recording.getFileName().toString();
        return recording.resolveSibling((n.endsWith(".jsonl") ? n.substring(0, n.length() - 6) : n) + ".txt");
    }

    /**
     * Writes the fight report beside its recording, readable by the game's user only like the recording: whole and
     * crash-safely ({@link AtomicFile}), so that whatever had its name (a link to a file elsewhere, which opening it
     * would have followed and overwritten) is replaced, never written through.
     */
    public static void writeReport(Path recording, String text) throws IOException {
        AtomicFile.writeAlone(reportOf(recording), text);
    }
}
