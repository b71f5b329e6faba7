package escarmouche.launch;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import escarmouche.content.load.Content;
import escarmouche.content.load.Loaded;
import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.engine.Standpoint;
import escarmouche.lang.Language;
import escarmouche.save.ContentSnapshot;
import escarmouche.save.FileStamp;
import escarmouche.save.IoReason;
import escarmouche.save.JsonTree;
import escarmouche.save.Recorder;
import escarmouche.save.SavedFight;
import escarmouche.save.Recording;
import escarmouche.save.RecordingFile;
import escarmouche.save.Replays;
import escarmouche.save.SaveFolder;
import escarmouche.save.SaveLock;
import escarmouche.save.SaveQuota;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.FightSaves;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The session's fights kept in a folder of recordings ({@link SaveFolder}): each new fight gets a file,
 * a lock and a {@link Recorder}; the title screen's list, Continue and "fight again" read them back. The
 * content copy every recording holds is read once per process ({@link Snapshot}) and shared.
 */
public final class SaveShelf implements FightSaves {
    /** Today's content, its files and their hash: read once per process, shared by every session. */
    public record Snapshot(Content content, Map<String, String> files, String hash) {
        public static Snapshot read(Content content) throws IOException {
            Map<String, String> files = ContentSnapshot.read(content.directory());
            return new Snapshot(content, files, ContentSnapshot.hash(files));
        }
    }

    private final SaveFolder folder;
    /** Asked only when a fight is recorded or reopened: the local game lists its saves before its content is read. */
    private final Supplier<Snapshot> today;
    private final Clock clock;
    private final String who;
    private final SaveQuota quota;
    /** Paths are shown from here (a remote player's own folder), or whole when null (the local player's machine). */
    private final Path shownFrom;
    /** {@link #copies()}: written by the table's thread, read by the player's session. */
    private final AtomicInteger copies = new AtomicInteger();
    /** What the last {@link #past} listing read, by file; replaced whole by each listing. */
    private volatile Map<Path, Listed> listed = Map.of();
    /** The saves whose replay found them damaged since they were listed (a keyframe or result line edited). */
    private final FoundDamaged found = new FoundDamaged();
    /** The last {@link #overview}; guarded by this shelf. */
    private Looked looked;
    /**
     * The files an overview found ending with their result, with their stamps then: passed over unopened by the next
     * while their stamps are the same, so a fight changed among thousands costs the next overview one file read, not
     * thousands. Guarded by this shelf; replaced whole by each overview, so it never holds a file gone.
     */
    private Map<Path, FileStamp> over = Map.of();
    /**
     * Reads the recorded scenarios' names with the streaming parser: no mapper on the title screen's way
     * ({@link JsonTree}). Default settings, as a mapper's would be; shared by the threads of the shelf.
     */
    private final JsonTree scenarios = new JsonTree(new JsonFactory());
    /**
     * Told when a fight's file stops being written and when it is written again: the server's log. Set once,
     * before the shelf is used ({@link #reporting}).
     */
    private volatile BiConsumer<Path, Recorder.Trouble> troubleLog = (file, t) -> { };

    /** @param who the game holding a lock, as a second opening is told ("a local game", "an SSH session of ana") */
    public SaveShelf(Path dir, Snapshot today, Clock clock, String who) {
        this(dir, today, clock, who, SaveQuota.NONE);
    }

    /** @param quota how much the folder may hold: a new fight beyond it is played but not recorded */
    public SaveShelf(Path dir, Snapshot today, Clock clock, String who, SaveQuota quota) {
        this(dir, today, clock, who, quota, null);
    }

    /**
     * @param shownFrom for a player on another machine (over SSH): the folder the player's messages name paths
     *                  from ({@code saves/...}), so that they never learn where the server keeps its data, nor
     *                  which process or host holds a lock; null shows whole paths and the lock's owner, for the
     *                  player at this machine
     */
    public SaveShelf(Path dir, Snapshot today, Clock clock, String who, SaveQuota quota, Path shownFrom) {
        this(dir, () -> today, clock, who, quota, shownFrom);
    }

    /** The same, today's content given once it is read ({@code today} may wait for it; it is never asked to list the saves). */
    public SaveShelf(Path dir, Supplier<Snapshot> today, Clock clock, String who, SaveQuota quota, Path shownFrom) {
        this.quota = quota;
        this.folder = new SaveFolder(dir);
        this.today = today;
        this.clock = clock;
        this.who = who;
        this.shownFrom = shownFrom == null ? null : shownFrom.toAbsolutePath().normalize();
    }

    /** This shelf, telling {@code log} when a fight's file stops being written and when it is written again. */
    public SaveShelf reporting(BiConsumer<Path, Recorder.Trouble> log) {
        this.troubleLog = log;
        return this;
    }

    /** A path as this player's messages name it. */
    private String shown(Path p) {
        if (shownFrom == null) return SaveFolder.printable(p.toString());
        Path whole = p.toAbsolutePath().normalize();
        return SaveFolder.printable(whole.startsWith(shownFrom) ? shownFrom.relativize(whole).toString()
                : whole.getFileName().toString());
    }

    /** A sentence from elsewhere naming {@code file} (a damaged save's problem), the file said as {@link #shown} says it. */
    private String naming(String text, Path file) {
        return hide(text.replace(file.toString(), SaveFolder.printable(file.toString())));
    }

    /** A sentence from elsewhere (an exception's message) with this player's folder cut from the paths in it. */
    private String hide(String text) {
        if (shownFrom == null || text == null) return text;
        return text.replace(shownFrom + File.separator, "").replace(shownFrom.toString(), ".");
    }

    /** Why a fight cannot be written to this folder, as this player may be told. */
    private String unsaved(IOException e) {
        return "The fight cannot be saved in " + shown(folder.dir()) + ": " + reason(e);
    }

    /**
     * What went wrong with a file, as this player may be told: the file and the reason ({@link IoReason}, the words the
     * save's reader says them in too), the paths in it as this player may see them.
     */
    String reason(IOException e) {
        if (e instanceof java.nio.file.FileSystemException f && f.getFile() != null) {
            return shown(Path.of(f.getFile())) + ": " + hide(IoReason.of(e));
        }
        return hide(IoReason.of(e));
    }

    /** Whether a failure says the folder cannot be written (permissions, a read-only file system), not that it broke. */
    private static boolean unwritable(IOException e) {
        if (e instanceof java.nio.file.AccessDeniedException) return true;
        if (!(e instanceof java.nio.file.FileSystemException f) || f.getReason() == null) return false;
        String why = f.getReason().toLowerCase(java.util.Locale.ROOT);
        // EPERM: a file of another user's in a sticky folder (/tmp), or one made immutable, cannot be replaced.
        return why.contains("read-only") || why.contains("operation not permitted");
    }

    /** Takes the saves' locks; a test puts one that fails in its place ({@link #locking}). */
    private SaveLock.Taker locks = SaveLock::take;

    /** This shelf, its locks taken by {@code locks} (a test's failure: a folder the game may not write in). */
    public SaveShelf locking(SaveLock.Taker locks) {
        this.locks = locks;
        return this;
    }

    /** Who holds a lock, as much as this player may be told. */
    private String holder(SaveLock.Held e) {
        return shownFrom == null ? e.getMessage() : hide(e.briefly());
    }

    public Path dir() {
        return folder.dir();
    }

    /** Writes a fight's file, whole: a recorder's own writer; a test puts one that fails in its place ({@link #writing}). */
    private Function<Path, Recorder.Keeping> writers = Recorder::toFile;

    /** This shelf, its fights' files written by {@code writers} (a test's failure: a full disk, a file that cannot be replaced). */
    public SaveShelf writing(Function<Path, Recorder.Keeping> writers) {
        this.writers = writers;
        return this;
    }

    /** When a new fight started and what it is: the name its file is claimed under ({@link SaveFolder#claim}). */
    private record Start(LocalDateTime at, String encounter) {}

    /**
     * A fight being written: its file and lock, its recorder once attached. A new fight's file is claimed by its first
     * write that gets through: one whose first save failed (a full disk) holds no file nor lock, and each action tries
     * again, claiming the name then, as a new fight would; a claim whose write fails is let go at once (an empty file
     * would be listed as a damaged save).
     */
    private final class Live implements Kept {
        /** A new fight's start, to claim its file by; null for a fight continued, its file and lock taken already. */
        private final Start start;
        /** Who its lock names, as a second opening is told: this shelf's game, or a table's ("gm's table"). */
        private String holder = who;
        /** Whether its file is a new one this game made (a fight continued from a backup goes on in a new file). */
        private final boolean made;
        /** Its file and lock, null while a new fight has claimed none; guarded by this. */
        private Path file;
        private SaveLock lock;
        private Recorder.Keeping writer;
        /** Whether a write of its file got through: its claim is then kept, whatever happens to later writes. */
        private boolean written;
        private boolean closed;
        /** What the file holds: its inputs, and its keyframes, which the recorder keeps as it writes on. */
        final SavedFight saved;
        /** The recorder writing the file, once attached to the game. */
        private volatile Recorder recorder;

        /** A fight continued in its file (its own, or a new one beside a damaged save: {@code made}), its lock taken. */
        Live(Path file, SaveLock lock, SavedFight saved, boolean made) {
            this.start = null;
            this.made = made;
            this.file = file;
            this.lock = lock;
            this.writer = writers.apply(file);
            this.saved = saved;
        }

        /** A new fight, whose file its first write claims. */
        Live(Start start, SavedFight saved, String holder) {
            this.start = start;
            this.made = true;
            this.saved = saved;
            this.holder = holder;
        }

        /** Its file, or for a new fight that has none yet the name its first write tries. */
        synchronized Path file() {
            return file != null ? file : folder.firstName(start.at(), start.encounter());
        }

        /** Its file when it has one, else empty: a fight not saved yet. */
        synchronized Optional<Path> claimed() {
            return Optional.ofNullable(file);
        }

        @Override
        public String name() {
            return file().getFileName().toString();
        }

        @Override
        public String report(String text) {
            // Once the fight has ended no action comes to write its file again: the disk may have room by now.
            Optional<String> behind = catchUp();
            Optional<Path> at = claimed();
            if (at.isEmpty()) {
                // No recording to write it beside: the disk refused it, and a report alone would be a fight's
                // record no list shows.
                return "the report could not be written to " + shown(SaveFolder.reportOf(file())) + ": "
                        + behind.orElse("the fight is not saved");
            }
            // A report says how the fight ended: beside a recording that stops before its end (the disk refused its
            // last writes) it would tell an end that Continue does not find, and that Past fights lists as unfinished.
            if (behind.isPresent()) {
                return "the report could not be written to " + shown(SaveFolder.reportOf(at.get())) + ": " + behind.get();
            }
            return written(at.get(), text);
        }

        @Override
        public Optional<String> trouble() {
            Recorder r = recorder;
            return r == null ? Optional.empty() : r.trouble().map(SaveShelf.this::unsaved);
        }

        @Override
        public Optional<String> catchUp() {
            Recorder r = recorder;
            if (r != null) r.catchUp();
            return trouble();
        }

        @Override
        public void stopped() {
            Recorder r = recorder;
            if (r != null) r.stopped();
        }

        /** Writes the whole fight, claiming its file first when it has none. */
        synchronized void write(SavedFight fight) throws IOException {
            if (file == null) {
                // Left: a claim now would hold a lock nobody lets go.
                if (closed) throw new IOException("the fight was left before it could be saved");
                SaveFolder.Claimed claimed = folder.claim(start.at(), start.encounter(), holder, locks);
                file = claimed.file();
                lock = claimed.lock();
                writer = writers.apply(file);
            }
            try {
                writer.write(fight);
                written = true;
            } catch (IOException | RuntimeException e) {
                if (!written && start != null) letGo(e);
                throw e;
            }
        }

        /**
         * Lets go of a file no write got through to: removes it when this game made it (the empty file a new fight
         * claimed, a fight restored from a backup), never a save it continues, and lets its lock go.
         */
        private void letGo(Exception e) {
            if (made && !written) {
                try {
                    Files.deleteIfExists(file);
                } catch (IOException left) {
                    e.addSuppressed(left);
                }
            }
            lock.close();
            if (start != null) {
                file = null;
                lock = null;
                writer = null;
            }
        }

        /** Starts writing the fight as it is played. */
        void record(Recorder r, Game game, Supplier<Standpoint> side) {
            // A fight's first write may have failed already, before anyone listened: the admin's log is told too.
            r.trouble().ifPresent(e -> troubleLog.accept(file(), new Recorder.Trouble(e, false)));
            r.onTrouble(t -> troubleLog.accept(file(), t));
            r.attach(game, side);
            recorder = r;
        }

        /** Gives up a fight whose first write failed, before it is played: what this game made goes, its lock too. */
        synchronized void abandon(Exception e) {
            closed = true;
            if (lock != null) letGo(e);
        }

        @Override
        public synchronized void close() {
            // The session's saves and the screen may both let it go: its lock is let go once.
            if (closed) return;
            closed = true;
            if (lock != null) lock.close();
        }
    }

    /**
     * The newest saves, each read again only when its file changed since the last listing ({@link FileStamp}):
     * the title screen lists them each time it comes back, and reading and checking forty recordings took it
     * a few tenths of a second.
     */
    @Override
    public List<Past> past() {
        List<Past> out = new ArrayList<>();
        Map<Path, Listed> before = listed;
        Map<Path, Listed> now = new HashMap<>();
        for (Path file : folder.newest()) {
            FileStamp stamp = FileStamp.of(file);
            Past past = unchanged(before, file, stamp);
            if (past == null) past = read(file);
            if (stamp != null) now.put(file, new Listed(stamp, past));
            out.add(found.listed(file, stamp, past));
        }
        listed = now;
        return out;
    }

    /**
     * The count is every recording of the folder's, not only the {@link SaveFolder#LISTED} newest the list shows; the
     * unfinished fight is searched among them all, newest first, so that Continue finds it however many finished
     * fights came after it. A file that ends with its result is passed over unread (its last bytes only are read): it
     * is over, or unreadable, and neither is continued. The title screen then reads no recording at all unless one is
     * unfinished. The answer is kept with the files it came from and the stamps of those it looked at (the newest,
     * down to the unfinished one), and given again while they are the same: the local game asks for it on a thread of
     * its own as it starts ({@link #overviewAhead}), and the title screen, asking later, waits for that answer.
     */
    @Override
    public synchronized Overview overview() {
        List<Path> files = folder.all();
        Looked last = looked;
        if (last != null && last.files().equals(files) && same(files, last.stamps()) && locksAsBefore(last)
                && !foundDamaged(last)) {
            return last.overview();
        }
        List<FileStamp> stamps = new ArrayList<>();
        List<Path> held = new ArrayList<>();
        Overview overview = overview(files, stamps, held);
        looked = new Looked(files, stamps, overview, held);
        return overview;
    }

    /**
     * Whether the fights passed over as another game's are still its, and the one found still nobody else's: a
     * lock comes and goes without the recording changing.
     */
    private static boolean locksAsBefore(Looked last) {
        for (Path file : last.held()) if (!SaveLock.heldByAnotherProcess(file)) return false;
        Past found = last.overview().unfinished();
        return found == null || !SaveLock.heldByAnotherProcess(Path.of(found.key()));
    }

    /** Whether the fight an overview found to continue has been found damaged since, by its replay. */
    private boolean foundDamaged(Looked last) {
        Past unfinished = last.overview().unfinished();
        if (unfinished == null) return false;
        Path file = Path.of(unfinished.key());
        return found.holds(file, FileStamp.of(file));
    }

    /** Whether the first files still have the stamps they had: the ones an overview looked at. */
    private static boolean same(List<Path> files, List<FileStamp> stamps) {
        for (int i = 0; i < stamps.size(); i++) {
            FileStamp now = FileStamp.of(files.get(i));
            if (now == null ? stamps.get(i) != null : !now.equals(stamps.get(i))) return false;
        }
        return true;
    }

    /**
     * Looks for the newest unfinished fight, newest first, adding the stamp of each file it looks at to {@code stamps};
     * an unfinished fight another local game is playing now (its lock held by a live process) is passed over and
     * added to {@code held}: Continue could only say it is open elsewhere, and the player's own would stay hidden.
     */
    private Overview overview(List<Path> files, List<FileStamp> stamps, List<Path> held) {
        Map<Path, Listed> before = listed;
        Map<Path, FileStamp> wasOver = over;
        Map<Path, FileStamp> nowOver = new HashMap<>();
        try {
            for (Path file : files) {
                FileStamp stamp = FileStamp.of(file);
                stamps.add(stamp);
                Past past = unchanged(before, file, stamp);
                if (past == null) {
                    if (stamp != null && stamp.equals(wasOver.get(file))) {
                        nowOver.put(file, stamp);
                        continue;
                    }
                    if (RecordingFile.endsWithResult(file, stamp)) {
                        if (stamp != null) nowOver.put(file, stamp);
                        continue;
                    }
                    past = read(file);
                }
                if (!found.listed(file, stamp, past).continuable()) continue;
                if (SaveLock.heldByAnotherProcess(file)) {
                    held.add(file);
                    continue;
                }
                return new Overview(files.size(), past);
            }
            return new Overview(files.size(), null);
        } finally {
            // The files past the one found keep what was known of them: the next overview may go further.
            for (int i = stamps.size(); i < files.size(); i++) {
                FileStamp known = wasOver.get(files.get(i));
                if (known != null) nowOver.put(files.get(i), known);
            }
            over = nowOver;
        }
    }

    /** The save as a listing read it, when its file has the same stamp now; else null (read it). */
    private static Past unchanged(Map<Path, Listed> before, Path file, FileStamp stamp) {
        Listed was = before.get(file);
        return stamp != null && was != null && was.stamp().equals(stamp) ? was.past() : null;
    }

    /**
     * Works out the {@link #overview} on a daemon thread of its own, for the title screen to find ready:
     * reading an unfinished recording is a fifth of a second of the way to the title screen when nothing
     * else has read JSON yet.
     */
    public void overviewAhead() {
        WorkAside.later("saves", this::overview).start();
    }

    /**
     * An overview and what it was made from: every recording, newest first, and the stamps of those it looked at, from
     * the newest (null for one gone or not a regular file).
     */
    private record Looked(List<Path> files, List<FileStamp> stamps, Overview overview, List<Path> held) {}

    /** A listed save as the last listing found it. */
    private record Listed(FileStamp stamp, Past past) {}

    /** A save read from its file. */
    private Past read(Path file) {
        return past(folder.read(file), scenarios);
    }

    private static Past past(SaveFolder.Entry e, JsonTree scenarios) {
        String key = e.file().toString();
        if (!e.readable()) {
            // A name may hold any character but '/': a newline or an escape in it is shown as '?'.
            String problem = e.problem().replace(key, SaveFolder.printable(key));
            return new Past(key, SaveFolder.printable(e.started()), SaveFolder.printable(e.file().getFileName().toString()),
                    null, 0, false, problem);
        }
        Recording r = e.recording();
        // The screen says the result in its own language, and the name in it when the scenario gives one.
        JsonNode scenario = scenarioTree(r, scenarios);
        return new Past(key, SaveFolder.printable(e.started()), encounterName(r, scenario), r.result(), r.inputs().size(), r.over(), null,
                translatedNames(scenario), e.round(), r.table(), r.playedAs());
    }

    /** The recorded scenario as a tree, or an empty one when its text is not JSON (only names are read from it). */
    private static JsonNode scenarioTree(Recording r, JsonTree scenarios) {
        try {
            return scenarios.read(r.scenario());
        } catch (IOException e) {
            return MissingNode.getInstance();
        }
    }

    /** The scenario's own name, else its file's. */
    private static String encounterName(Recording r, JsonNode scenario) {
        // Read from the file, which may have been edited: a newline or an escape in a name is shown as '?'.
        String name = scenario.path("name").asText("");
        if (!name.isBlank()) return SaveFolder.printable(name);
        String p = r.scenarioPath() == null ? "fight" : Path.of(r.scenarioPath()).getFileName().toString();
        return SaveFolder.printable(p.replaceFirst("\\.json$", ""));
    }

    /** The names its {@code "fr"} (and any other language's) block gives, by language code. */
    private static Map<String, String> translatedNames(JsonNode scenario) {
        Map<String, String> names = new TreeMap<>();
        for (Language l : Language.values()) {
            String name = scenario.path(l.code()).path("name").asText("");
            if (l != Language.EN && !name.isBlank()) names.put(l.code(), SaveFolder.printable(name));
        }
        return names;
    }

    @Override
    public Answer<Kept> record(EncounterCatalog.Opened opened, long seed, Game game, String gm) {
        if (opened.text() == null) return Answer.failed(List.of("This fight was not read from a file: it is not saved."));
        try {
            Optional<String> full = quota.full(folder.dir());
            if (full.isPresent()) return Answer.failed(List.of(full.get()));
        } catch (IOException e) {
            return Answer.failed(List.of(unsaved(e)));
        }
        Recording start = Replays.start(opened.path(), opened.text(), today.get().files(), seed, gm);
        // A table's fight is held by the table, not by the game master's session: it outlives it, and a second opening
        // (deleting it from Past fights while the game master is away) is told the table holds it.
        Live live = new Live(new Start(LocalDateTime.now(clock), opened.scenario().name()), new SavedFight(start, List.of()),
                gm == null ? who : tableHolder(gm));
        // A first save that fails (a full disk, a folder that cannot be written) is a save failing mid-fight: the fight
        // is played, the screen keeps saying it is not saved, and each action tries again, claiming the file then.
        Recorder recorder = Recorder.trying(live::write, live.saved);
        // A table's game master is the referee whatever creatures they held; a player alone tells the end from the
        // creatures played by hand, as the end page does.
        Supplier<Standpoint> side = gm != null ? () -> Standpoint.REFEREE : () -> Standpoint.alone(game);
        try {
            live.record(recorder, game, side);
        } catch (RuntimeException e) {
            live.abandon(e);
            throw e;
        }
        return Answer.of(live);
    }

    /**
     * The holder a table's recording's lock names: the fight at its game master's table (said in French by
     * {@code engine.save.table}).
     */
    static String tableHolder(String gm) {
        return "the fight at " + gm + "'s table";
    }

    @Override
    public Answer<Reopened> reopen(String key, boolean fromBackup) {
        Path file = Path.of(key);
        Path source = fromBackup ? file.resolveSibling(file.getFileName() + ".bak") : file;
        // Stamped before it is read: what its replay finds is said of this version of the file only.
        FileStamp stamp = fromBackup ? null : FileStamp.of(file);
        SavedFight saved;
        try {
            saved = folder.files().load(source, LinkOption.NOFOLLOW_LINKS);
        } catch (RecordingFile.Unreadable e) {
            return Answer.failed(damaged(file, fromBackup, e.getMessage()));
        }
        Recording r = saved.recording();
        Loaded<Scenario> scenario;
        try {
            Snapshot now = today.get();
            scenario = Replays.scenario(r, now.content(), now.hash());
        } catch (IOException e) {
            return Answer.failed(damaged(file, fromBackup, "its content copy cannot be unpacked: " + e.getMessage()));
        }
        if (!scenario.ok()) {
            return Answer.failed(damaged(file, fromBackup, "its scenario does not load: "
                    + Replays.describe(scenario.problems())));
        }
        EncounterCatalog.Opened opened = new EncounterCatalog.Opened(scenario.value(), List.of(), r.scenario(),
                r.scenarioPath());
        boolean tutorial = r.scenarioPath() != null && r.scenarioPath().replace('\\', '/').endsWith(ContentCatalog.TUTORIAL);
        // Every replay of it (continued, watched, read as text, or before it is fought again) checks its keyframes and
        // its result line on the way, as loading a save does; what it finds makes the list say the save is damaged.
        return Answer.of(new Reopened(opened, r.seed(), Replays.inputs(r), r.over(), tutorial,
                escarmouche.save.Version.GAME.equals(r.game()) ? null : r.game(),
                found.remembering(file, stamp, shown(source), Replays.keyframes(saved, shown(source)))));
    }

    /** The message for a recording that cannot be played: the file, the problem, the backup if any. */
    private List<String> damaged(Path file, boolean fromBackup, String problem) {
        List<String> out = new ArrayList<>();
        Path source = fromBackup ? file.resolveSibling(file.getFileName() + ".bak") : file;
        out.add(shown(source) + " cannot be played: " + naming(problem, source));
        out.add("");
        if (!fromBackup) backupNote(file.toString()).ifPresent(out::add);
        out.add("Nothing was overwritten.");
        return out;
    }

    @Override
    public Optional<String> backupNote(String key) {
        Path file = Path.of(key);
        Path bak = file.resolveSibling(file.getFileName() + ".bak");
        if (!Files.isRegularFile(bak)) return Optional.empty();
        return Optional.of("Its previous version is kept in " + shown(bak) + ": press b to continue from it (into a new save;"
                + " this file stays as it is).");
    }

    /**
     * Locks a fight to continue it: its own file, or for a backup a new file beside it (the damaged one is
     * never overwritten).
     */
    @Override
    public Answer<Kept> lock(String key, boolean fromBackup) {
        Path file = Path.of(key);
        Path source = fromBackup ? file.resolveSibling(file.getFileName() + ".bak") : file;
        Path target = fromBackup ? restored(file) : file;
        try {
            SavedFight saved = folder.files().load(source, LinkOption.NOFOLLOW_LINKS);
            SaveLock lock = locks.take(target, who);
            return Answer.of(new Live(target, lock, saved, fromBackup));
        } catch (SaveLock.Held e) {
            return Answer.held(List.of(holder(e), "", "Each save is played by one game at a time."));
        } catch (RecordingFile.Unreadable e) {
            return Answer.failed(damaged(file, fromBackup, e.getMessage()));
        } catch (IOException e) {
            // Not another game's: this one cannot write beside the save (its lock, then its inputs).
            if (unwritable(e)) {
                return Answer.failed(List.of(shown(file) + " cannot be continued: its folder cannot be written: " + reason(e)));
            }
            return Answer.failed(List.of(shown(file) + " cannot be locked: " + reason(e)));
        }
    }

    private static Path restored(Path file) {
        String n = file.getFileName().toString().replaceFirst("\\.jsonl$", "");
        Path p = file.resolveSibling(n + "-restored.jsonl");
        for (int i = 2; Files.exists(p); i++) p = file.resolveSibling(n + "-restored-" + i + ".jsonl");
        return p;
    }

    @Override
    public boolean hasBackup(String key) {
        Path file = Path.of(key);
        return Files.isRegularFile(file.resolveSibling(file.getFileName() + ".bak"));
    }

    /**
     * A copy of another shelf's kept fight under the original's name (the time it started, its encounter),
     * made free in this folder; the recording read and written whole, crash-safely, within this folder's
     * quota. The original is not touched and its lock not needed: a copy of a fight still going stops where
     * the original stood.
     */
    @Override
    public Answer<String> keepCopy(Kept original, Standpoint playedAs) {
        if (!(original instanceof Live live)) return Answer.failed(List.of("This fight is not kept in a file."));
        Optional<Path> file = live.claimed();
        if (file.isEmpty()) return Answer.failed(List.of(live.trouble().orElse("This fight is not kept in a file.")));
        try {
            Optional<String> full = quota.full(folder.dir());
            if (full.isPresent()) return Answer.failed(List.of(full.get()));
            SavedFight fight = folder.files().load(file.get(), LinkOption.NOFOLLOW_LINKS);
            // The game master's recording is told from the referee's side; the copy from its player's, once it has ended.
            if (fight.recording().over()) fight = new SavedFight(fight.recording().toldFrom(playedAs), fight.keyframes());
            // The scenario's file is the game master's, in their folder of the server: the copy names it by its name.
            fight = new SavedFight(fight.recording().from(copiedPath(fight.recording().scenarioPath())), fight.keyframes());
            Path target = folder.freeName(file.get().getFileName().toString());
            folder.files().write(target, fight);
            copies.incrementAndGet();
            return Answer.of(target.toString());
        } catch (RecordingFile.Unreadable e) {
            return Answer.failed(damaged(file.get(), false, e.getMessage()));
        } catch (IOException e) {
            return Answer.failed(List.of(unsaved(e)));
        }
    }

    /**
     * The scenario's path as a player's copy keeps it: the file's name alone (the guided fight's as the content
     * names it, so that its copy still plays as the tutorial); the recording's own text is what the copy plays.
     */
    private static String copiedPath(String path) {
        if (path == null || path.isBlank()) return path;
        if (path.replace('\\', '/').endsWith(ContentCatalog.TUTORIAL)) return ContentCatalog.TUTORIAL;
        return EncounterCatalog.fileName(path);
    }

    /**
     * The report of a fight of this folder (a table's copy) beside it, as a fight played here writes its own; a
     * key elsewhere is not written to.
     */
    @Override
    public String report(String key, java.util.function.UnaryOperator<String> text) {
        Path file = Path.of(key);
        if (!folder.holds(file)) return shown(file) + " is not a fight of this folder.";
        return written(file, text.apply(file.getFileName().toString()));
    }

    /** Writes a recording's report beside it: where it went, or a sentence saying why not. */
    private String written(Path recording, String text) {
        try {
            SaveFolder.writeReport(recording, text);
            return shown(SaveFolder.reportOf(recording));
        } catch (IOException e) {
            return "the report could not be written to " + shown(SaveFolder.reportOf(recording)) + ": " + hide(e.getMessage());
        }
    }

    /**
     * Deletes a fight of this folder under its lock: a fight another game plays (the player's other session, a
     * table) holds the lock and is left alone.
     */
    @Override
    public Answer<String> delete(String key) {
        Path file = Path.of(key);
        if (!folder.holds(file)) return Answer.failed(List.of(shown(file) + " is not a fight of this folder."));
        try (SaveLock lock = locks.take(file, who)) {
            folder.delete(file);
            return Answer.of(shown(file));
        } catch (SaveLock.Held e) {
            return Answer.failed(List.of(holder(e), "", "A fight being played cannot be deleted."));
        } catch (java.nio.file.NoSuchFileException e) {
            return Answer.failed(List.of(shown(file) + " is gone already."));
        } catch (SaveFolder.NotOurs e) {
            return Answer.failed(List.of(shown(file) + " cannot be deleted: " + reason(e), "", "Nothing was deleted."));
        } catch (SaveFolder.PartlyDeleted e) {
            // The recording went: the list no longer has it, and the player learns what is left to remove by hand.
            List<String> gone = new ArrayList<>();
            for (Path p : e.gone()) gone.add(shown(p));
            return Answer.failed(List.of("Deleted: " + String.join(", ", gone) + "; but " + shown(e.left())
                    + " could not be deleted: " + hide(IoReason.of(e.why()))));
        } catch (IOException e) {
            return Answer.failed(List.of(shown(file) + " cannot be deleted: " + reason(e)));
        }
    }

    @Override
    public Optional<String> full() {
        try {
            return quota.full(folder.dir());
        } catch (IOException e) {
            return Optional.of(unsaved(e));
        }
    }

    @Override
    public int copies() {
        return copies.get();
    }

    /**
     * Goes on recording a continued fight, its file written again at once. A write refused for good (a folder the
     * game may not write in, a file it may not replace) refuses the fight, as a lock it cannot take does: played
     * on, it would never be saved. Any other failure (a full disk) is a save failing mid-fight: the fight is
     * played, the screen says it is not saved, and each action tries again. Either way the save and its previous
     * version are as they were; a refused fight's lock is let go, and the new file of a fight continued from its
     * backup removed.
     */
    @Override
    public Answer<Kept> attach(Kept kept, Game game) {
        Live live = (Live) kept;
        Recorder recorder = Recorder.trying(live::write, live.saved);
        Optional<IOException> failed = recorder.trouble();
        if (failed.isPresent() && unwritable(failed.get())) {
            live.abandon(failed.get());
            return Answer.failed(List.of(shown(live.file()) + " cannot be continued: its folder cannot be written: "
                    + reason(failed.get()), "", "The save is as it was."));
        }
        try {
            // Continued here, by its player alone (a table's fight its game master takes up after a stop included).
            live.record(recorder, game, () -> Standpoint.alone(game));
        } catch (RuntimeException e) {
            live.abandon(e);
            throw e;
        }
        return Answer.of(live);
    }
}
