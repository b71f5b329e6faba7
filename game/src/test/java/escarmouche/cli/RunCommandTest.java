package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code ./play run} end to end: the encounters shipped in content/ with their example scripts give the
 * event logs kept as golden files. When a change of rules or AI alters a log on purpose, regenerate
 * them with {@code mvn -B test -Dgolden.update=true} and review the diff.
 */
class RunCommandTest {
    private static final Path ROOT = Path.of(System.getProperty("escarmouche.content", "../content")).getParent();
    private static final Path GOLDEN = Path.of("src/test/resources/golden");

    @ParameterizedTest
    @ValueSource(strings = {"tutorial-duel", "goblins-at-the-ford", "ogre-and-grapplers", "ambush-in-the-crypt"})
    void scriptedLogMatchesTheGoldenFile(String encounter, @TempDir Path tmp) throws IOException {
        Path scenario = ROOT.resolve("content/encounters/" + encounter + ".json");
        Path commands = ROOT.resolve("content/encounters/" + encounter + ".commands");
        compareWithGolden(encounter, tmp, "run", scenario.toString(), "--commands", commands.toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"goblins-at-the-ford", "ogre-and-grapplers", "wolf-pack"})
    void allAiFightMatchesTheGoldenFile(String encounter, @TempDir Path tmp) throws IOException {
        Path scenario = ROOT.resolve("content/encounters/" + encounter + ".json");
        compareWithGolden(encounter + ".all-ai", tmp, "run", scenario.toString(), "--all-ai");
    }

    private static void compareWithGolden(String name, Path tmp, String... args) throws IOException {
        Path events = tmp.resolve(name + ".jsonl");
        String[] all = java.util.Arrays.copyOf(args, args.length + 2);
        all[args.length] = "--events";
        all[args.length + 1] = events.toString();
        Cli.Result r = Cli.run(all);
        assertEquals(0, r.exit(), r.err());
        String log = Files.readString(events);
        assertTrue(log.endsWith("\n") && log.contains("\"type\":\"state\""), "no final state event");
        Path golden = GOLDEN.resolve(name + ".jsonl");
        if (Boolean.getBoolean("golden.update")) {
            Files.writeString(golden, log);
        }
        assertTrue(Files.exists(golden), "no golden file " + golden + ": create it with mvn -B test -Dgolden.update=true");
        String expected = Files.readString(golden);
        if (!expected.equals(log)) {
            fail("the event log of " + name + " changed at " + firstDifference(expected, log) + "\nIf this was "
                    + "intended, regenerate with: mvn -B test -Dgolden.update=true (and review the diff)");
        }
    }

    private static String firstDifference(String expected, String actual) {
        String[] a = expected.split("\n", -1);
        String[] b = actual.split("\n", -1);
        for (int i = 0; i < Math.max(a.length, b.length); i++) {
            String x = i < a.length ? a[i] : "(end of file)";
            String y = i < b.length ? b[i] : "(end of file)";
            if (!x.equals(y)) return "line " + (i + 1) + ":\n  golden: " + x + "\n  now:    " + y;
        }
        return "(no difference)";
    }

    @Test
    void commandsRunningOutStopTheLogWithANoteOnTheErrorStream(@TempDir Path tmp) throws IOException {
        // No script at all (standard input is empty): the first hero's turn finds no command.
        Path events = tmp.resolve("log.jsonl");
        Cli.Result r = Cli.run("run", ROOT.resolve("content/encounters/wolf-pack.json").toString(), "--events",
                events.toString());
        assertEquals(0, r.exit(), r.err());
        String log = Files.readString(events);
        assertTrue(log.strip().endsWith("}") && log.lines().reduce((a, b) -> b).orElse("").contains("\"type\":\"state\""),
                log);
        assertTrue(r.err().contains("the commands ran out in round 1, on the turn of tarik, so the log stops there"),
                r.err());
        assertTrue(r.err().contains("--commands FILE") && r.err().contains("--all-ai"), r.err());
        // A script given by name that runs short is asked for more lines, not to be given.
        Path short_ = Files.writeString(tmp.resolve("short.commands"), "");
        Cli.Result ran = Cli.run("run", ROOT.resolve("content/encounters/wolf-pack.json").toString(), "--commands",
                short_.toString(), "--events", tmp.resolve("short.jsonl").toString());
        assertEquals(0, ran.exit(), ran.err());
        assertTrue(ran.err().contains("the commands of " + short_ + " ran out in round 1, on the turn of tarik"), ran.err());
        assertTrue(ran.err().contains("add that turn's commands and the rest to " + short_), ran.err());
        assertFalse(ran.err().contains("--commands FILE"), ran.err());
        // A fight played to its end says nothing.
        Cli.Result all = Cli.run("run", ROOT.resolve("content/encounters/wolf-pack.json").toString(), "--all-ai",
                "--events", tmp.resolve("all.jsonl").toString());
        assertEquals(0, all.exit(), all.err());
        assertFalse(all.err().contains("ran out"), all.err());
    }

    @Test
    void refusedLinesAreNamedWithTheirLineNumbersOnTheErrorStream(@TempDir Path tmp) throws IOException {
        // The tutorial duel: aldric at 2,2 acts first. A comment and a blank line count as lines.
        Path script = Files.writeString(tmp.resolve("bad.commands"),
                "# first turn\n\nmove 3,4\nattack nobody\nfly away\nend\n");
        Path events = tmp.resolve("log.jsonl");
        Cli.Result r = Cli.run("run", ROOT.resolve("content/encounters/tutorial-duel.json").toString(), "--commands",
                script.toString(), "--events", events.toString());
        assertEquals(0, r.exit(), r.err());
        List<String> err = r.err().lines().toList();
        assertEquals("note: content/encounters/tutorial-duel.json: 3 lines of " + script
                + " changed nothing (the log has them as error events):", err.get(0).replace(ROOT + "/", ""), r.err());
        assertEquals("  " + script + ":3: move 3,4: 3,4 is not next to 2,2", err.get(1), r.err());
        assertEquals("  " + script + ":4: attack nobody: no creature 'nobody'", err.get(2), r.err());
        assertTrue(err.get(3).startsWith("  " + script + ":5: fly away: unknown command 'fly'"), r.err());
        assertEquals(3, Files.readString(events).lines().filter(l -> l.contains("\"type\":\"error\"")).count());
        // More than ten: ten are named, the rest counted.
        Path many = Files.writeString(tmp.resolve("many.commands"), "attack nobody\n".repeat(12));
        Cli.Result lots = Cli.run("--lang", "fr", "run", ROOT.resolve("content/encounters/tutorial-duel.json").toString(),
                "--commands", many.toString(), "--events", tmp.resolve("many.jsonl").toString());
        assertEquals(0, lots.exit(), lots.err());
        assertTrue(lots.err().contains("remarque\u00a0: ") && lots.err().contains(" 12 lignes de " + many), lots.err());
        // The place in the compiler's shape ("file:10: "), then the command and its reason joined by French's colon.
        assertTrue(lots.err().contains("  " + many + ":10: attack nobody\u00a0: aucune créature «\u00a0nobody\u00a0»\n"),
                lots.err());
        assertFalse(lots.err().contains(":11: "), lots.err());
        assertTrue(lots.err().contains("et 2 de plus, toutes dans le journal"), lots.err());
        // A script whose every line is played names none.
        Cli.Result good = Cli.run("run", ROOT.resolve("content/encounters/tutorial-duel.json").toString(), "--commands",
                ROOT.resolve("content/encounters/tutorial-duel.commands").toString(), "--events",
                tmp.resolve("good.jsonl").toString());
        assertEquals(0, good.exit(), good.err());
        assertFalse(good.err().contains("changed nothing"), good.err());
    }

    @Test
    @DisplayName("MOVE-ENTER: a refused line's terrain is said on the error stream as the --text log says it, in English"
            + " and in French (a low wall, not its id low-wall)")
    void refusedLinesSayTheTerrainAsTheLogDoes(@TempDir Path tmp) throws IOException {
        Path scenario = Files.writeString(tmp.resolve("wall.json"), """
                {"format": 1, "name": "wall", "map": {"rows": ["#######", "#..o..#", "#.....#", "#######"]},
                 "combatants": [
                  {"id": "a", "template": "fighter", "at": [2, 1]},
                  {"id": "g", "template": "goblin", "at": [5, 2], "control": "player"}
                 ],
                 "initiative": ["a", "g"], "dice": []}
                """);
        Path script = Files.writeString(tmp.resolve("wall.commands"), "move 3,1\nmove 3,2\nend\nend\n");
        Cli.Result en = Cli.run("run", scenario.toString(), "--commands", script.toString(), "--text");
        assertEquals(0, en.exit(), en.err());
        List<String> err = en.err().lines().toList();
        assertEquals("  " + script + ":1: move 3,1: low wall at 3,1 blocks the way", err.get(1), en.err());
        assertEquals("  " + script + ":2: move 3,2: cannot cut the corner of the low wall at 3,1 from 2,1 to 3,2",
                err.get(2), en.err());
        assertTrue(en.out().contains("Cannot move there: low wall at 3,1 blocks the way.  [MOVE-ENTER]\n"
                + "Cannot move there: cannot cut the corner of the low wall at 3,1 from 2,1 to 3,2.  [MOVE-ENTER]\n"),
                en.out());
        Cli.Result fr = Cli.run("--lang", "fr", "run", scenario.toString(), "--commands", script.toString(), "--text");
        assertEquals(0, fr.exit(), fr.err());
        List<String> errFr = fr.err().lines().toList();
        assertEquals("  " + script + ":1: move 3,1\u00a0: un muret en 3,1 barre le passage", errFr.get(1), fr.err());
        assertEquals("  " + script + ":2: move 3,2\u00a0: un muret en 3,1\u00a0: impossible d'en couper l'angle de 2,1 à 3,2",
                errFr.get(2), fr.err());
        assertTrue(fr.out().contains("un muret en 3,1 barre le passage.") && fr.out().contains(
                "un muret en 3,1\u00a0: impossible d'en couper l'angle de 2,1 à 3,2."), fr.out());
    }

    @Test
    @DisplayName("CAST-ROLL: a script's cast of a spell its caster does not know is noted with the spells it knows, by"
            + " their names in French as the log says them, by their ids in English as a script writes them")
    void unknownSpellNoteListsTheKnownSpellsInTheRunsLanguage(@TempDir Path tmp) throws IOException {
        Path scenario = Files.writeString(tmp.resolve("wiz.json"), """
                {"format": 1, "name": "wiz", "map": {"rows": ["######", "#....#", "######"]},
                 "combatants": [
                  {"id": "wiz", "template": "wizard", "side": "party", "at": [1, 1], "level": 1},
                  {"id": "gob", "template": "goblin", "side": "monsters", "at": [4, 1], "control": "player"}
                 ],
                 "initiative": ["wiz", "gob"], "dice": [10]}
                """);
        Path script = Files.writeString(tmp.resolve("wiz.commands"), "cast sacred-flame gob\nend\n");
        Cli.Result fr = Cli.run("--lang", "fr", "run", scenario.toString(), "--commands", script.toString(), "--text");
        assertEquals(0, fr.exit(), fr.err());
        assertTrue(fr.err().contains("  " + script + ":1: cast sacred-flame gob\u00a0: wiz ne connaît pas le sort flamme"
                + " sacrée (sorts connus\u00a0: trait de feu, projectile magique)\n"), fr.err());
        Cli.Result en = Cli.run("run", scenario.toString(), "--commands", script.toString(), "--text");
        assertEquals(0, en.exit(), en.err());
        assertTrue(en.err().contains("  " + script + ":1: cast sacred-flame gob: wiz does not know sacred-flame"
                + " (spells known: fire-bolt, magic-missile)\n"), en.err());
    }

    @Test
    @DisplayName("COND-PARALYZED: hold person refused on a wolf is noted by the ids a script writes and the type with its"
            + " article ('w1 is a beast'), in French with the spell's name and the type's word, as the log says both")
    void holdPersonOnABeastIsNotedWithTheTypesArticle(@TempDir Path tmp) throws IOException {
        Path scenario = Files.writeString(tmp.resolve("hold.json"), """
                {"format": 1, "name": "hold", "map": {"rows": ["##########", "#........#", "#........#", "##########"]},
                 "combatants": [
                  {"id": "cler", "template": "cleric", "at": [1, 1]},
                  {"id": "w1", "template": "wolf", "at": [5, 2], "control": "player"}
                 ],
                 "initiative": ["cler", "w1"], "dice": []}
                """);
        Path script = Files.writeString(tmp.resolve("hold.commands"), "cast hold-person w1\n");
        Cli.Result en = Cli.run("run", scenario.toString(), "--commands", script.toString(), "--text");
        assertEquals(0, en.exit(), en.err());
        assertEquals("  " + script + ":1: cast hold-person w1: hold-person only works on humanoid creatures; w1 is a beast",
                en.err().lines().toList().get(1), en.err());
        assertTrue(en.out().contains("Cannot cast that: hold person only works on humanoid creatures; Wolf is a beast.\n"),
                en.out());
        Cli.Result fr = Cli.run("--lang", "fr", "run", scenario.toString(), "--commands", script.toString(), "--text");
        assertEquals(0, fr.exit(), fr.err());
        assertEquals("  " + script + ":1: cast hold-person w1\u00a0: immobilisation de personne n'agit que sur les créatures"
                + " de type humanoïde\u00a0; w1 est de type bête", fr.err().lines().toList().get(1), fr.err());
        assertTrue(fr.out().contains("Impossible de lancer ce sort\u00a0: immobilisation de personne n'agit que sur les"
                + " créatures de type humanoïde\u00a0; Loup est de type bête.\n"), fr.out());
    }

    @Test
    @DisplayName("TURN-ECONOMY: a hero's second action is noted 'mage has already used their action', as the --text log"
            + " says it of a hero, not 'its'; French 'son action' in both")
    void heroSecondActionNoteSaysTheirAsTheLogDoes(@TempDir Path tmp) throws IOException {
        Path scenario = Files.writeString(tmp.resolve("twice.json"), """
                {"format": 1, "name": "twice", "map": {"rows": ["##########", "#........#", "#........#", "##########"]},
                 "combatants": [
                  {"id": "mage", "template": "wizard", "at": [1, 1], "level": 5},
                  {"id": "g1", "template": "goblin", "at": [8, 2], "hp": 100, "control": "player"}
                 ],
                 "initiative": ["mage", "g1"], "dice": [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]}
                """);
        Path script = Files.writeString(tmp.resolve("twice.commands"), "cast fireball 5,1\ncast fireball 1,1\nend\n");
        Cli.Result en = Cli.run("run", scenario.toString(), "--commands", script.toString(), "--text");
        assertEquals(0, en.exit(), en.err());
        assertEquals("  " + script + ":2: cast fireball 1,1: mage has already used their action this turn",
                en.err().lines().toList().get(1), en.err());
        assertTrue(en.out().contains("Cannot cast that: Mage has already used their action this turn.  [TURN-ECONOMY]\n"),
                en.out());
        Cli.Result fr = Cli.run("--lang", "fr", "run", scenario.toString(), "--commands", script.toString(), "--text");
        assertEquals(0, fr.exit(), fr.err());
        assertEquals("  " + script + ":2: cast fireball 1,1\u00a0: mage a déjà utilisé son action ce tour-ci",
                fr.err().lines().toList().get(1), fr.err());
        assertTrue(fr.out().contains("Impossible de lancer ce sort\u00a0: Mage a déjà utilisé son action ce tour-ci."
                + "  [TURN-ECONOMY]\n"), fr.out());
    }

    @Test
    @DisplayName("run --text writes the fight as the game's log tells it: a walk in one line, each line's rules, no JSON")
    void textIsTheGamesLog(@TempDir Path tmp) throws IOException {
        Path duel = ROOT.resolve("content/encounters/tutorial-duel.json");
        Path script = ROOT.resolve("content/encounters/tutorial-duel.commands");
        Path out = tmp.resolve("duel.txt");
        Cli.Result r = Cli.run("run", duel.toString(), "--commands", script.toString(), "--text", "--out", out.toString());
        assertEquals(0, r.exit(), r.err());
        List<String> lines = Files.readAllLines(out);
        assertEquals("Initiative fixed by the scenario: Aldric, Goblin  [TURN-ORDER]", lines.get(0));
        assertEquals("Round 1: Aldric's turn (6 movement)", lines.get(1));
        // Four steps of the walk, one line.
        assertEquals("Aldric moves 2,2 \u2192 6,3 (4 squares, 4 movement, 2 left)  [MOVE-ENTER]", lines.get(2));
        assertEquals("Aldric attacks Goblin with longsword: d20 6 +3 Str +2 prof = 11 vs AC 15: miss"
                + "  [ATK-ROLL ACT-ATTACK ATK-ABILITY ATK-PROF]", lines.get(3));
        assertTrue(lines.contains("Goblin system shock: 1d100 54 +31 below 0 = 85 vs 70%: dies  [HP-SHOCK]"), lines.toString());
        assertEquals("The fight is over: the party wins (no enemy of the party is left standing)",
                lines.get(lines.size() - 1));
        assertFalse(lines.stream().anyMatch(l -> l.startsWith("{")), lines.toString());
        // The same fight in French, from the same events.
        Cli.Result fr = Cli.run("--lang", "fr", "run", duel.toString(), "--commands", script.toString(), "--text");
        assertEquals(0, fr.exit(), fr.err());
        assertEquals("Round 1\u00a0: au tour d'Aldric (6 de déplacement)", fr.out().lines().toList().get(1));
        assertEquals(lines.size(), fr.out().lines().count());
        // A recording gives its fight's text too.
        Cli.Result rec = Cli.run("run", ROOT.resolve("game/src/test/resources/recordings/duel-won.jsonl").toString(),
                "--text");
        assertEquals(0, rec.exit(), rec.err());
        assertTrue(rec.out().lines().reduce((a, b) -> b).orElse("").startsWith("The fight is over: the party wins"),
                rec.out());
        assertFalse(rec.out().contains("\"seq\""), rec.out());
    }

    @Test
    void logIsValidJsonLinesNumberedAndEndsWithState(@TempDir Path tmp) throws IOException {
        Path events = tmp.resolve("log.jsonl");
        Cli.Result r = Cli.run("run", ROOT.resolve("content/encounters/tutorial-duel.json").toString(), "--commands",
                ROOT.resolve("content/encounters/tutorial-duel.commands").toString(), "--events", events.toString());
        assertEquals(0, r.exit(), r.err());
        List<String> lines = Files.readAllLines(events);
        ObjectMapper m = new ObjectMapper();
        for (int i = 0; i < lines.size(); i++) {
            JsonNode e = m.readTree(lines.get(i));
            assertEquals(i + 1, e.get("seq").asInt());
            assertTrue(e.has("round") && e.has("type"));
        }
        assertEquals("state", m.readTree(lines.get(lines.size() - 1)).get("type").asText());
    }

    @Test
    void sameSeedAndCommandsGiveIdenticalBytesAndSeedChangesThem(@TempDir Path tmp) throws IOException {
        String scenario = ROOT.resolve("content/encounters/goblins-at-the-ford.json").toString();
        Path commands = tmp.resolve("none.commands");
        Files.writeString(commands, "");
        String[] logs = new String[3];
        String[] seeds = {"7", "7", "8"};
        for (int i = 0; i < 3; i++) {
            Path events = tmp.resolve("log" + i + ".jsonl");
            assertEquals(0, Cli.run("run", scenario, "--commands", commands.toString(), "--events", events.toString(),
                    "--seed", seeds[i]).exit());
            logs[i] = Files.readString(events);
        }
        assertEquals(logs[0], logs[1]);
        assertFalse(logs[0].equals(logs[2]), "a different seed should give a different fight");
    }

    @Test
    void invalidScenarioExitsTwoWithEveryProblemAndWritesNothing(@TempDir Path tmp) throws IOException {
        Path bad = tmp.resolve("bad.json");
        Files.writeString(bad, "{\"format\": 1, \"name\": \"x\", \"map\": {\"rows\": [\"#..#\"]},\n"
                + " \"combatants\": [{\"id\": \"a\", \"template\": \"nobody\", \"at\": [9, 9]}], \"dice\": [0]}\n");
        Path events = tmp.resolve("out.jsonl");
        Files.writeString(events, "precious");
        Cli.Result r = Cli.run("run", bad.toString(), "--events", events.toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("nobody"), r.err());
        assertTrue(r.err().contains("$.dice[0]"), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
        assertEquals("precious", Files.readString(events));
    }

    @Test
    void forcedDieTooLargeForItsDieIsReportedWithItsIndex(@TempDir Path tmp) throws IOException {
        Path s = tmp.resolve("s.json");
        Files.writeString(s, Files.readString(ROOT.resolve("content/encounters/tutorial-duel.json"))
                .replace("\"initiative\": [\"aldric\", \"g1\"],", "")
                .replace("\"seed\": 1", "\"seed\": 1, \"dice\": [50]"));
        Cli.Result r = Cli.run("run", s.toString(), "--events", tmp.resolve("o.jsonl").toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains(s + ":21:23: $.dice[0]: the forced die 50 came up for a d20: expected a value"
                + " from 1 to 20"), r.err());
    }

    @Test
    void missingFilesAndBadOptionsExitTwo(@TempDir Path tmp) {
        assertEquals(2, Cli.run("run", tmp.resolve("nope.json").toString()).exit());
        assertEquals(2, Cli.run("run").exit());
        assertEquals(2, Cli.run("run", "x.json", "--seed", "abc").exit());
        assertEquals(2, Cli.run("frobnicate").exit());
    }

    @Test
    void rulesOverrideAnAllAiRun(@TempDir Path tmp) throws IOException {
        Path wolves = ROOT.resolve("content/encounters/wolf-pack.json");
        Path plain = Files.writeString(tmp.resolve("plain.json"),
                Files.readString(wolves).replace("\"rules\": \"house\"", "\"rules\": \"dd5\""));
        Cli.Result asked = Cli.run("run", wolves.toString(), "--all-ai", "--rules", "dd5");
        Cli.Result written = Cli.run("run", plain.toString(), "--all-ai");
        assertEquals(0, asked.exit(), asked.err());
        assertEquals(written.out(), asked.out(), "--rules dd5 plays the fight the scenario written with dd5 plays");
        assertFalse(asked.out().equals(Cli.run("run", wolves.toString(), "--all-ai").out()), "the house rules' differs");
        Path recording = ROOT.resolve("game/src/test/resources/recordings/duel-won.jsonl");
        Cli.Result refused = Cli.run("run", recording.toString(), "--rules", "dd5");
        assertEquals(2, refused.exit());
        assertTrue(refused.err().contains("a recording holds its own commands, seed and rules"), refused.err());
    }
}
