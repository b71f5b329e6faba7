package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * check, run and replay read a save as the game does: its keyframes are checked against the replay of its inputs
 * (one that disagrees makes the save unreadable, exit 2, its previous version offered), and only a regular file is
 * opened.
 */
class EditedSaveCommandsTest {
    private static final Path GOLDEN = Path.of("src/test/resources/saves/format-1-ford-seed7.jsonl");

    @TempDir
    Path dir;
    private String text;

    @BeforeEach
    void read() throws Exception {
        text = Files.readString(GOLDEN);
    }

    /** The golden save with its line {@code number} (from 1) changed by {@code edit}. */
    private Path edited(int number, java.util.function.UnaryOperator<String> edit) throws Exception {
        List<String> lines = new java.util.ArrayList<>(List.of(text.split("\n")));
        String before = lines.get(number - 1);
        lines.set(number - 1, edit.apply(before));
        assertFalse(before.equals(lines.get(number - 1)), "line " + number + " edited: " + before);
        Path file = dir.resolve("2026-11-23_20-15-00_goblins-at-the-ford.jsonl");
        Files.writeString(file, String.join("\n", lines) + "\n");
        return file;
    }

    /** The line of the keyframe of round {@code round}. */
    private int keyframeLine(int round) {
        String[] lines = text.split("\n");
        for (int i = 0; i < lines.length; i++) if (lines[i].startsWith("{\"keyframe\":{\"round\":" + round + ",")) return i + 1;
        throw new AssertionError("no keyframe of round " + round);
    }

    @Test
    @DisplayName("A keyframe edited by hand (an hp) is refused by check, run and replay with its line and what differs, exit 2")
    void editedKeyframe() throws Exception {
        int line = keyframeLine(2);
        Path file = edited(line, l -> l.replaceFirst("\"id\":\"brunhild\",\"hp\":(\\d+)", "\"id\":\"brunhild\",\"hp\":99"));
        String hp = text.split("\n")[line - 1].replaceFirst(".*\"id\":\"brunhild\",\"hp\":(\\d+).*", "$1");
        String said = file + ":" + line + ": keyframe of round 2 disagrees with the replay: brunhild hp: 99 in the file, "
                + hp + " in the replay";
        for (String command : List.of("check", "run", "replay")) {
            Cli.Result r = Cli.run(command, file.toString());
            assertEquals(2, r.exit(), command + ": " + r.err());
            assertTrue(r.err().startsWith(said + "\n"), command + ": " + r.err());
            assertEquals("", r.out(), command + " writes nothing of a save it cannot read");
        }
        Cli.Result fr = Cli.run("check", "--lang", "fr", file.toString());
        assertTrue(fr.err().startsWith(file + ":" + line + ": l'instantané du round 2 ne correspond pas à la relecture\u00a0:"
                + " brunhild hp\u00a0: 99 dans le fichier, " + hp + " dans la relecture\n"), fr.err());
    }

    @Test
    @DisplayName("An input edited so that it still fits but plays otherwise (a square changed) is caught by the next keyframe")
    void editedInputCaughtByAKeyframe() throws Exception {
        int line = 0;
        String[] lines = text.split("\n");
        for (int i = 0; i < lines.length; i++) if (lines[i].equals("{\"input\":\"move 4,3\"}")) line = i + 1;
        Path file = edited(line, l -> l.replace("move 4,3", "move 4,4"));
        Files.writeString(dir.resolve(file.getFileName() + ".bak"), text);
        Cli.Result r = Cli.run("check", file.toString());
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().startsWith(file + ":" + keyframeLine(3) + ": keyframe of round 3 disagrees with the replay:"
                + " mathis at: [4,3] in the file, [4,4] in the replay\n"), r.err());
        assertTrue(r.err().contains("note: the version before its last save is kept in " + file + ".bak"), r.err());
        Cli.Result run = Cli.run("run", file.toString());
        assertEquals(2, run.exit(), run.err());
        assertTrue(run.err().contains("note: the version before its last save is kept in " + file + ".bak"), run.err());
    }

    @Test
    @DisplayName("The untouched save still checks and runs: its keyframes agree with the replay")
    void untouched() throws Exception {
        Path file = dir.resolve("fight.jsonl");
        Files.writeString(file, text);
        Cli.Result r = Cli.run("check", file.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals(0, Cli.run("run", file.toString()).exit());
    }

    @Test
    @DisplayName("A FIFO named like a save is refused as not a regular file by check, run and replay, at once")
    void fifo() throws Exception {
        Path fifo = Fifos.fifo(dir.resolve("2026-12-06_17-05-00_fifo.jsonl"));
        for (String command : List.of("check", "run", "replay")) {
            Cli.Result r = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> Cli.run(command, fifo.toString()));
            assertEquals(2, r.exit(), command + ": " + r.err());
            assertTrue(r.err().startsWith(fifo + ": not a regular file\n"), command + ": " + r.err());
        }
    }

    @Test
    @DisplayName("A link on the command line to a save is read as the save")
    void linkToASave() throws Exception {
        Path file = dir.resolve("fight.jsonl");
        Files.writeString(file, text);
        Path link = Files.createSymbolicLink(dir.resolve("link.jsonl"), file);
        assertEquals(0, Cli.run("check", link.toString()).exit());
    }

    @Test
    @DisplayName("A result line edited by hand (party made monsters) is refused alike by check, run and replay, exit 2,"
            + " in English and French")
    void editedResult() throws Exception {
        int last = text.split("\n").length;
        Path file = edited(last, l -> l.replace("\"party\"", "\"monsters\""));
        String said = file + ":" + last + ": its result line says \"monsters\", but its inputs end the fight with \"party\"\n";
        for (String command : List.of("check", "run", "replay")) {
            Cli.Result r = Cli.run(command, file.toString());
            assertEquals(2, r.exit(), command + ": " + r.err());
            assertTrue(r.err().startsWith(said), command + ": " + r.err());
            assertEquals("", r.out(), command + " writes nothing of a save it cannot read");
        }
        Cli.Result fr = Cli.run("replay", "--lang", "fr", file.toString());
        assertEquals(2, fr.exit(), fr.err());
        assertTrue(fr.err().startsWith(file + ":" + last + ": sa ligne de résultat annonce la victoire des monstres, mais ses"
                + " entrées mènent à celle du groupe\n"), fr.err());
    }

    @Test
    @DisplayName("A result line that is no side's name as the game writes it (\"Party\", \"party \") is quoted as written, in"
            + " French as in English, never said as the side it resembles; the line is named")
    void editedResultQuotedAsWritten() throws Exception {
        int last = text.split("\n").length;
        for (String written : List.of("Party", "PARTY", "party ", "none")) {
            Path file = edited(last, l -> l.replace("\"party\"", "\"" + written + "\""));
            Cli.Result en = Cli.run("check", file.toString());
            assertEquals(2, en.exit(), en.err());
            assertTrue(en.err().startsWith(file + ":" + last + ": its result line says \"" + written + "\", but its inputs"
                    + " end the fight with \"party\"\n"), en.err());
            Cli.Result fr = Cli.run("--lang", "fr", "check", file.toString());
            assertEquals(2, fr.exit(), fr.err());
            assertTrue(fr.err().startsWith(file + ":" + last + ": sa ligne de résultat dit \u00ab\u00a0" + written
                    + "\u00a0\u00bb, mais ses entrées mènent à la victoire du groupe\n"), fr.err());
        }
    }

    @Test
    @DisplayName("check of a folder skips a link named like a save, as the game lists it (not a regular file), without"
            + " reading what it points to; the same link named on the command line is read through")
    void linkInAFolderIsSkipped(@TempDir Path elsewhere) throws Exception {
        Path saves = Files.createDirectory(dir.resolve("saves"));
        Files.writeString(saves.resolve("2026-11-23_20-15-00_goblins-at-the-ford.jsonl"), text);
        Path secret = Files.writeString(elsewhere.resolve("secret.txt"), "secret words\n");
        Path link = Files.createSymbolicLink(saves.resolve("2026-11-24_10-00-00_link.jsonl"), secret);
        Path good = Files.createSymbolicLink(saves.resolve("2026-11-24_11-00-00_good.jsonl"),
                Files.writeString(elsewhere.resolve("good.jsonl"), text));
        Path fifo = Fifos.fifo(saves.resolve("2026-11-25_10-00-00_fifo.jsonl"));
        Cli.Result r = Cli.run("check", saves.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals("warning: " + link + ": skipped, not a regular file\n"
                + "warning: " + good + ": skipped, not a regular file\n"
                + "warning: " + fifo + ": skipped, not a regular file\n", r.err());
        assertFalse(r.err().contains("secret"), r.err());
        assertTrue(r.out().startsWith("ok: 1 file checked"), r.out());
        Cli.Result named = Cli.run("check", good.toString());
        assertEquals(0, named.exit(), named.err());
    }
}
