package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import escarmouche.save.Recording;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Recorded fights as regression cases: each recording in {@code src/test/resources/recordings} replays
 * through {@code ./play run RECORDING} to the event log kept beside it ({@code NAME.events.jsonl}).
 * {@code -Dgolden.update=true} rewrites the logs; {@code -Drecordings.update=true} plays the fights of
 * {@link RecordedFights} again and rewrites the recordings themselves.
 */
class RecordedFightsTest {
    private static final Path DIR = Path.of("src/test/resources/recordings");

    @Test
    @DisplayName("Each kept recording replays through ./play run to its golden event log")
    void recordingsReplayToTheirGoldenLogs(@TempDir Path tmp) throws IOException {
        boolean answered = false;
        for (RecordedFights.Fight f : RecordedFights.ALL) {
            Path recording = DIR.resolve(f.name() + ".jsonl");
            if (Boolean.getBoolean("recordings.update")) RecordedFights.keep(f, recording);
            assertTrue(Files.exists(recording), "no recording " + recording + ": make it with -Drecordings.update=true");
            answered |= Files.readString(recording).contains("\"input\":\"!");
            Path events = tmp.resolve(f.name() + ".events.jsonl");
            Cli.Result r = Cli.run("run", recording.toString(), "--out", events.toString());
            assertEquals(0, r.exit(), r.err());
            String log = Files.readString(events);
            Path golden = DIR.resolve(f.name() + ".events.jsonl");
            if (Boolean.getBoolean("golden.update")) Files.writeString(golden, log);
            assertTrue(Files.exists(golden), "no golden log " + golden + ": make it with -Dgolden.update=true");
            if (!Files.readString(golden).equals(log)) {
                fail("the replay of " + recording + " no longer gives " + golden + " (if intended, regenerate with "
                        + "-Dgolden.update=true and review the diff)");
            }
        }
        assertTrue(answered, "at least one kept recording answers an opportunity-attack question");
    }

    @Test
    @DisplayName("A fight recorded now replays through ./play run to the log it had while played")
    void freshRecordingReplays(@TempDir Path tmp) throws IOException {
        RecordedFights.Fight f = RecordedFights.ALL.get(1);
        Path file = tmp.resolve("fight.jsonl");
        Recording rec = RecordedFights.record(f, file);
        assertFalse(rec.inputs().isEmpty());
        Cli.Result r = Cli.run("run", file.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().strip().endsWith("}") && r.out().contains("\"type\":\"state\""), r.out());
    }

    @Test
    @DisplayName("A recording that does not fit its scenario exits 2 with its file and line, and writes nothing")
    void misfitExitsTwo(@TempDir Path tmp) throws IOException {
        String text = Files.readString(DIR.resolve("duel-won.jsonl"));
        List<String> lines = new java.util.ArrayList<>(text.lines().toList());
        // The duel's first command walks up to the goblin; the second attacks it: swapped, the attack cannot reach.
        String first = lines.get(1);
        lines.set(1, "{\"input\":\"attack g1 weapon=nothing-here\"}");
        lines.add(2, first);
        Path bad = tmp.resolve("bad.jsonl");
        Files.writeString(bad, String.join("\n", lines) + "\n");
        Path events = tmp.resolve("out.jsonl");
        Files.writeString(events, "precious");
        Cli.Result r = Cli.run("run", bad.toString(), "--out", events.toString());
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().startsWith(bad + ":2: input 1"), r.err());
        assertEquals("precious", Files.readString(events));
        Path damaged = tmp.resolve("damaged.jsonl");
        Files.writeString(damaged, text.replaceFirst("\\{\"input\":\"[^\"]*\"}", "{\"input\":\"fly away\"}"));
        Cli.Result d = Cli.run("run", damaged.toString(), "--out", events.toString());
        assertEquals(2, d.exit());
        assertTrue(d.err().startsWith(damaged + ":2: not a command"), d.err());
        assertFalse(d.err().contains("Exception"), d.err());
        assertEquals("precious", Files.readString(events));
    }

    @Test
    @DisplayName("./play replay and ./play run refuse a file that is not a recording with its name and line, exit 2")
    void notARecording(@TempDir Path tmp) throws IOException {
        Path bad = tmp.resolve("notes.jsonl");
        Files.writeString(bad, "{\"hello\": 1}\n");
        Cli.Result replay = Cli.run("replay", bad.toString());
        assertEquals(2, replay.exit());
        assertTrue(replay.err().startsWith(bad + ":1: not a recording"), replay.err());
        Cli.Result missing = Cli.run("replay", tmp.resolve("nothing.jsonl").toString());
        assertEquals(2, missing.exit());
        assertTrue(missing.err().contains("no such file"), missing.err());
        Cli.Result run = Cli.run("run", DIR.resolve("duel-won.jsonl").toString(), "--seed", "4");
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("a recording holds its own commands, seed and rules"), run.err());
    }

    @Test
    @DisplayName("./play replay refuses --seed with a recording, standard input, and a broken scenario: each with a message, exit 2")
    void replayRefusals(@TempDir Path tmp) throws IOException {
        Cli.Result seeded = Cli.run("replay", DIR.resolve("duel-won.jsonl").toString(), "--seed", "4");
        assertEquals(2, seeded.exit());
        assertTrue(seeded.err().contains("--seed is for a scenario: a recording keeps its own seed"), seeded.err());
        Cli.Result piped = Cli.withInput(new byte[0], "replay", "-");
        assertEquals(2, piped.exit());
        assertTrue(piped.err().contains("replay reads its keys from the terminal"), piped.err());
        Path broken = Files.writeString(tmp.resolve("broken.json"), "{\"format\": 1, \"name\": ");
        Cli.Result scenario = Cli.run("replay", broken.toString(), "--seed", "3");
        assertEquals(2, scenario.exit());
        assertTrue(scenario.err().startsWith(broken.toString()), scenario.err());
    }
}
