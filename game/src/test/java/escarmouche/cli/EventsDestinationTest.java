package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ./play run --events}: whatever the path names, nothing is damaged and failures are explained. */
class EventsDestinationTest {
    private static final Path ROOT = Path.of(System.getProperty("escarmouche.content", "../content")).getParent();
    private static final String DUEL = ROOT.resolve("content/encounters/tutorial-duel.json").toString();
    private static final String DUEL_COMMANDS = ROOT.resolve("content/encounters/tutorial-duel.commands").toString();

    @TempDir
    Path tmp;

    private Cli.Result runTo(Path events) {
        return Cli.run("run", DUEL, "--commands", DUEL_COMMANDS, "--events", events.toString());
    }

    private List<String> leftovers() throws IOException {
        try (Stream<Path> files = Files.list(tmp)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".tmp")).toList();
        }
    }

    @Test
    @DisplayName("a device (a node like /dev/null, made in the test's folder) is written in place, not replaced")
    void deviceStaysADevice() throws IOException {
        Path devNull = Fifos.device(tmp.resolve("null"), 1, 3);
        Cli.Result r = runTo(devNull);
        assertEquals(0, r.exit(), r.err());
        assertTrue(Files.exists(devNull) && !Files.isRegularFile(devNull), "the device was replaced by a plain file");
        assertEquals(List.of(), leftovers());
    }

    @Test
    @DisplayName("a full device (a node like /dev/full) is written in place and its error reported: exit 2")
    void fullDeviceIsReported() throws IOException {
        Path devFull = Fifos.device(tmp.resolve("full"), 1, 7);
        Cli.Result r = runTo(devFull);
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("cannot write the event log to " + devFull + ": No space left on device"), r.err());
        assertTrue(Files.exists(devFull) && !Files.isRegularFile(devFull), "the device was replaced by a plain file");
    }

    @Test
    @DisplayName("a FIFO is written in place: its reader gets the log and it stays a FIFO")
    void fifoIsWrittenInPlace() throws Exception {
        Path fifo = Fifos.fifo(tmp.resolve("events.fifo"));
        CompletableFuture<byte[]> reader = CompletableFuture.supplyAsync(() -> {
            try (InputStream in = Files.newInputStream(fifo)) {
                return in.readAllBytes();
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        Cli.Result r = runTo(fifo);
        assertEquals(0, r.exit(), r.err());
        String log = new String(reader.get(10, TimeUnit.SECONDS), java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(log.contains("\"type\":\"state\""), log);
        assertFalse(Files.isRegularFile(fifo), "the FIFO was replaced by a plain file");
        assertEquals(List.of(), leftovers());
    }

    @Test
    @DisplayName("a link to an open file with no name (/proc/self/fd/1 reading \"pipe:[1]\") is opened itself, not"
            + " followed to a \"pipe:[1]\" that does not exist")
    void linkToAnAnonymousPipeIsNotFollowed() throws Exception {
        Path fd = Files.createSymbolicLink(tmp.resolve("1"), Path.of("pipe:[1]"));
        Path toFd = Files.createSymbolicLink(tmp.resolve("stdout"), fd.getFileName());
        for (String kernel : List.of("socket:[42]", "anon_inode:[eventfd]")) {
            Path other = Files.createSymbolicLink(tmp.resolve("fd-" + kernel.charAt(0)), Path.of(kernel));
            assertEquals(other, EventLogFile.followLinks(other, escarmouche.lang.ScreenMessages.of(
                    escarmouche.lang.Language.EN)));
        }
        assertEquals(fd, EventLogFile.followLinks(toFd, escarmouche.lang.ScreenMessages.of(escarmouche.lang.Language.EN)));
        // A link to a new file whose name merely has a colon is still followed, to be created.
        Path plain = Files.createSymbolicLink(tmp.resolve("plain"), Path.of("notes:today.jsonl"));
        assertEquals(tmp.resolve("notes:today.jsonl"), EventLogFile.followLinks(plain,
                escarmouche.lang.ScreenMessages.of(escarmouche.lang.Language.EN)));
    }

    @Test
    @DisplayName("run --events /dev/stdout (and /dev/fd/1) when standard output is a pipe, as in | wc -l: the log goes"
            + " down the pipe")
    void devStdoutThroughAPipe() throws Exception {
        assumeTrue(Files.isSymbolicLink(Path.of("/proc/self/fd/1")), "no /proc/self/fd here");
        for (String stdout : List.of("/dev/stdout", "/dev/fd/1")) {
            List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                    "run", DUEL, "--commands", DUEL_COMMANDS, "--events", stdout);
            Path err = tmp.resolve("err.txt");
            ProcessBuilder pb = new ProcessBuilder(command).directory(tmp.toFile()).redirectError(err.toFile());
            pb.environment().put("ESCARMOUCHE_CONTENT", ROOT.resolve("content").toAbsolutePath().toString());
            Process p = pb.start();
            p.getOutputStream().close();
            String log = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the run ended");
            assertEquals(0, p.exitValue(), stdout + ": " + Files.readString(err));
            assertTrue(log.contains("\"type\":\"end\""), stdout + ": " + log);
        }
    }

    @Test
    @DisplayName("a symbolic link stays a link; the file it points to gets the log and keeps its permissions")
    void symlinkIsFollowed() throws IOException {
        Path target = Files.writeString(tmp.resolve("real.jsonl"), "old\n");
        Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rw-r-----"));
        Path link = Files.createSymbolicLink(tmp.resolve("link.jsonl"), target.getFileName());
        Cli.Result r = runTo(link);
        assertEquals(0, r.exit(), r.err());
        assertTrue(Files.isSymbolicLink(link), "the link was replaced");
        assertTrue(Files.readString(target).contains("\"type\":\"state\""));
        assertEquals("rw-r-----", PosixFilePermissions.toString(Files.getPosixFilePermissions(target)));
        assertEquals(List.of(), leftovers());
    }

    @Test
    @DisplayName("an existing file keeps its permissions when the log replaces it")
    void existingFileKeepsItsPermissions() throws IOException {
        Path out = Files.writeString(tmp.resolve("out.jsonl"), "old\n");
        Files.setPosixFilePermissions(out, PosixFilePermissions.fromString("rw-r---w-"));
        Cli.Result r = runTo(out);
        assertEquals(0, r.exit(), r.err());
        assertTrue(Files.readString(out).contains("\"type\":\"state\""));
        assertTrue(Files.isRegularFile(out, LinkOption.NOFOLLOW_LINKS));
        assertEquals("rw-r---w-", PosixFilePermissions.toString(Files.getPosixFilePermissions(out)));
    }

    @Test
    @DisplayName("a run that fails half-way (a forced die too large for its die) leaves the existing log untouched")
    void failedRunLeavesTheOldLog() throws IOException {
        Path scenario = tmp.resolve("s.json");
        Files.writeString(scenario, Files.readString(Path.of(DUEL))
                .replace("\"initiative\": [\"aldric\", \"g1\"],", "")
                .replace("\"seed\": 1", "\"seed\": 1, \"dice\": [50]"));
        Path out = Files.writeString(tmp.resolve("out.jsonl"), "precious");
        Cli.Result r = Cli.run("run", scenario.toString(), "--commands", DUEL_COMMANDS, "--events", out.toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("$.dice[0]: the forced die 50 came up for a d20"), r.err());
        assertEquals("precious", Files.readString(out));
        assertEquals(List.of(), leftovers());
    }

    @Test
    @DisplayName("--events naming the scenario or the command script (even through a link) is refused: exit 2")
    void anInputIsNeverOverwritten() throws IOException {
        Path scenario = Files.copy(Path.of(DUEL), tmp.resolve("duel.json"));
        Path commands = Files.copy(Path.of(DUEL_COMMANDS), tmp.resolve("duel.commands"));
        String before = Files.readString(scenario);
        Cli.Result same = Cli.run("run", scenario.toString(), "--commands", commands.toString(), "--events", commands.toString());
        assertEquals(2, same.exit());
        assertTrue(same.err().contains("is the command script of this run"), same.err());
        Path link = Files.createSymbolicLink(tmp.resolve("log.jsonl"), scenario);
        Cli.Result viaLink = Cli.run("run", scenario.toString(), "--commands", commands.toString(), "--events", link.toString());
        assertEquals(2, viaLink.exit());
        assertTrue(viaLink.err().contains("is the scenario of this run"), viaLink.err());
        assertEquals(before, Files.readString(scenario));
        assertEquals(Files.readString(Path.of(DUEL_COMMANDS)), Files.readString(commands));
    }

    @Test
    @DisplayName("--out, the other name of --events, is named as the user typed it when it names the scenario, a folder"
            + " or nothing, in English and French")
    void theOptionIsNamedAsTyped() throws IOException {
        Path scenario = Files.copy(Path.of(DUEL), tmp.resolve("duel.json"));
        Cli.Result same = Cli.run("run", scenario.toString(), "--commands", DUEL_COMMANDS, "--out", scenario.toString());
        assertEquals(2, same.exit());
        assertTrue(same.err().startsWith("--out " + scenario + " is the scenario of this run"), same.err());
        Cli.Result folder = Cli.run("run", DUEL, "--commands", DUEL_COMMANDS, "--out=" + tmp);
        assertTrue(folder.err().contains(tmp + ": this is a folder; --out needs a file name"), folder.err());
        Cli.Result empty = Cli.run("run", DUEL, "--commands", DUEL_COMMANDS, "--out", "", "--lang", "fr");
        assertTrue(empty.err().contains("--out\u00a0:"), empty.err());
        Cli.Result typed = Cli.run("run", DUEL, "--commands", DUEL_COMMANDS, "--events", "");
        assertTrue(typed.err().contains("--events: the file name is empty"), typed.err());
    }

    @Test
    @DisplayName("an unwritable --events (a folder, an empty name, a file where a folder should be): exit 2 with the reason")
    void unwritableDestinations() throws IOException {
        Cli.Result folder = runTo(tmp);
        assertEquals(2, folder.exit());
        assertTrue(folder.err().contains(tmp + ": this is a folder; --events needs a file name"), folder.err());
        Cli.Result empty = Cli.run("run", DUEL, "--commands", DUEL_COMMANDS, "--events", "");
        assertEquals(2, empty.exit());
        assertTrue(empty.err().contains("--events: the file name is empty"), empty.err());
        Path file = Files.writeString(tmp.resolve("plain"), "x");
        Cli.Result under = runTo(file.resolve("log.jsonl"));
        assertEquals(2, under.exit());
        assertTrue(under.err().contains("cannot write the event log to " + file.resolve("log.jsonl") + ": "
                + file.toAbsolutePath() + " is a file, not a folder"), under.err());
        assertFalse(folder.err().contains("bug") || empty.err().contains("bug") || under.err().contains("bug"));
    }

    @Test
    @DisplayName("a new log gets the permissions of any new file, not those of a private temporary file")
    void newFileIsReadableLikeAnyOther() throws IOException {
        Path out = tmp.resolve("new/dir/log.jsonl");
        assertEquals(0, runTo(out).exit());
        Path probe = Files.createFile(tmp.resolve("probe"));
        assertEquals(Files.getPosixFilePermissions(probe), Files.getPosixFilePermissions(out));
    }

    @Test
    @DisplayName("stopped by a signal, the run removes its temporary file (the shutdown hook) and leaves the old log")
    void stopSignalRemovesTheTemporaryFile() throws Exception {
        Path out = Files.writeString(tmp.resolve("out.jsonl"), "precious");
        RecordingHooks hooks = new RecordingHooks();
        EventLogFile file = EventLogFile.open(out, java.util.Map.of(), hooks);
        file.stream().write("half a log".getBytes(java.nio.charset.StandardCharsets.UTF_8));
        assertEquals(1, hooks.added.size());
        assertEquals(1, leftovers().size(), "the log is written beside the destination first");
        hooks.added.get(0).run(); // what the JVM does on SIGINT or SIGTERM
        assertEquals(List.of(), leftovers());
        assertEquals("precious", Files.readString(out));
        file.close();
        assertEquals(hooks.added, hooks.removed, "the hook is removed once the file is dealt with");
    }

    @Test
    @DisplayName("a committed log removes its shutdown hook; a closed one leaves no temporary file")
    void hooksAreRemoved() throws Exception {
        RecordingHooks hooks = new RecordingHooks();
        EventLogFile kept = EventLogFile.open(tmp.resolve("a.jsonl"), java.util.Map.of(), hooks);
        kept.stream().write('x');
        kept.commit();
        EventLogFile dropped = EventLogFile.open(tmp.resolve("b.jsonl"), java.util.Map.of(), hooks);
        dropped.close();
        assertEquals(2, hooks.added.size());
        assertEquals(hooks.added, hooks.removed);
        assertEquals("x", Files.readString(tmp.resolve("a.jsonl")));
        assertFalse(Files.exists(tmp.resolve("b.jsonl")));
        assertEquals(List.of(), leftovers());
    }

    static final class RecordingHooks implements ShutdownHooks {
        final List<Thread> added = new java.util.ArrayList<>();
        final List<Thread> removed = new java.util.ArrayList<>();

        @Override
        public void add(Thread hook) {
            added.add(hook);
        }

        @Override
        public void remove(Thread hook) {
            removed.add(hook);
        }
    }

    @Test
    @DisplayName("run --help shows --events, as every page writes it, in its synopsis; --out is said to be its other name,"
            + " and --lang's default names the --lang given before the command (./play --lang fr run ...) first")
    void helpShowsEvents() {
        Cli.Result help = Cli.run("run", "--help");
        assertEquals(0, help.exit(), help.err());
        String out = help.out().replaceAll("\\s+", " ");
        assertTrue(out.contains("[--events=FILE]"), out);
        assertFalse(out.contains("[--out=FILE]"), out);
        assertTrue(out.contains("--out FILE is another name for it"), out);
        assertTrue(out.contains("(default: the --lang given before the command, else LC_ALL, LC_MESSAGES or LANG, else en)"), out);
    }
}
