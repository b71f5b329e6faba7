package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a GM's hand-written scenario or script meets: each slip said once, where it is, in the GM's language. */
class GmMistakesTest {
    private static final String ROOM = "\"map\": {\"rows\": [\"#########\", \"#.......#\", \"#.......#\", \"#########\"]}";

    @TempDir
    Path tmp;

    @Test
    @DisplayName("combatants whose ids are English words (the, to): only the sentences' creatures become names")
    void idsThatAreWords() throws IOException {
        Path scenario = Files.writeString(tmp.resolve("words.json"), "{\"format\": 1, " + ROOM + ",\n"
                + " \"combatants\": [{\"id\": \"the\", \"template\": \"fighter\", \"at\": [1, 1]},\n"
                + "  {\"id\": \"to\", \"template\": \"goblin\", \"at\": [4, 1]}], \"initiative\": [\"the\", \"to\"]}\n");
        Path script = Files.writeString(tmp.resolve("words.commands"), "move 9,9\nmoveto 3,1\nend\nend\nend\n");
        Cli.Result r = Cli.run("run", scenario.toString(), "--commands", script.toString(), "--seed", "1", "--text");
        assertTrue(r.out().contains("Cannot move there: 9,9 is off the map."), r.out());
        // The goblin's intent: its target named, its behaviour's reason as its author wrote it.
        assertTrue(r.out().contains("Goblin means to attack The (skirmisher: stab the weakest foe in reach)"), r.out());
        assertFalse(r.out().contains("Goblin means Goblin"), r.out());
        assertTrue(r.out().contains("The moves 1,1 → 3,1"), r.out());
    }

    @Test
    @DisplayName("a forced die that does not fit its die: file, line, column and $.dice[i], in French too")
    void forcedDieThatDoesNotFit() throws IOException {
        Path scenario = Files.writeString(tmp.resolve("dice.json"), "{\"format\": 1, " + ROOM + ",\n"
                + " \"combatants\": [{\"id\": \"a\", \"template\": \"fighter\", \"at\": [1, 1]},\n"
                + "  {\"id\": \"g\", \"template\": \"goblin\", \"at\": [2, 1]}], \"initiative\": [\"a\", \"g\"],\n"
                + " \"dice\": [12, 50]}\n");
        Path script = Files.writeString(tmp.resolve("dice.commands"), "attack g\n");
        Cli.Result r = Cli.run("run", scenario.toString(), "--commands", script.toString());
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains(scenario + ":4:15: $.dice[1]: the forced die 50 came up for a d8: expected a value"
                + " from 1 to 8"), r.err());
        Cli.Result fr = Cli.run("--lang", "fr", "run", scenario.toString(), "--commands", script.toString(), "--text");
        assertEquals(2, fr.exit(), fr.err());
        assertTrue(fr.err().contains(scenario + ":4:15: $.dice[1]\u00a0: le dé forcé 50 a servi pour un d8, attendu\u00a0: une"
                + " valeur de 1 à 8"), fr.err());
        // The log says it as the scenario's problem it is, not as a refused command.
        assertTrue(fr.out().contains("Les dés forcés du scénario arrêtent le combat ici\u00a0: le dé forcé 50 a servi pour"
                + " un d8, attendu\u00a0: une valeur de 1 à 8 ($.dice[1])"), fr.out());
    }

    @Test
    @DisplayName("check warns of a hide DC that run refuses (ACT-HIDE: 1 to 40)")
    void hideDcOutOfRange() throws IOException {
        // run refuses dc=0 as it refuses dc=abc, whatever the fight: both are problems of the script (exit 2).
        Path script = Files.writeString(tmp.resolve("hide.commands"), "hide dc=41\n  hide  dc=0\nhide dc=40\nhide\n");
        Cli.Result r = Cli.run("check", script.toString());
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains(script + ":1:6: hide dc=41: a hide command names a DC from 1 to 40, not 41"), r.err());
        assertTrue(r.err().contains(script + ":2:9: hide  dc=0: a hide command names a DC from 1 to 40, not 0"), r.err());
        assertFalse(r.err().contains("warning"), r.err());
        assertFalse(r.err().contains(script + ":3:"), r.err());
        assertFalse(r.err().contains(script + ":4:"), r.err());
    }

    @Test
    @DisplayName("a script whose scenario beside it has problems: check says it was checked without it (or without its map)")
    void scriptBesideABrokenScenarioIsSaidToBeCheckedAlone() throws IOException {
        String script = "attack zz\nmove 1,1 99,1\nend\n";
        Path alone = Files.writeString(tmp.resolve("cut.commands"), script);
        Files.writeString(tmp.resolve("cut.json"), "{\"format\": 1, " + ROOM + ", \"combatants\": [");
        Cli.Result r = Cli.run("check", alone.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.err().contains("warning: " + alone + ": checked on its own: its scenario cut.json has problems, so"
                + " the creatures and squares it names were not checked against it (./play check " + tmp.resolve("cut.json") + " lists them)"),
                r.err());
        Cli.Result fr = Cli.run("--lang", "fr", "check", alone.toString());
        assertTrue(fr.err().contains(alone + ": vérifié seul\u00a0: son scénario cut.json a des problèmes"), fr.err());

        Path noMap = Files.writeString(tmp.resolve("typo.commands"), script);
        Files.writeString(tmp.resolve("typo.json"), "{\"format\": 1, " + ROOM + ", \"combatants\": ["
                + "{\"id\": \"a\", \"template\": \"fighter\", \"at\": [1, 1]},"
                + " {\"id\": \"g\", \"template\": \"goblinn\", \"at\": [3, 1]}]}");
        Cli.Result typo = Cli.run("check", noMap.toString());
        assertEquals(0, typo.exit(), typo.err());
        assertTrue(typo.err().contains(noMap + ":1:1: attack zz: typo.json has no combatant \"zz\""), typo.err());
        assertTrue(typo.err().contains("warning: " + noMap + ": checked against the combatants of its scenario typo.json"
                + " but not its map: typo.json has problems (./play check " + tmp.resolve("typo.json") + " lists them)"), typo.err());

        Path fits = Files.writeString(tmp.resolve("fine.commands"), script);
        Files.writeString(tmp.resolve("fine.json"), "{\"format\": 1, " + ROOM + ", \"combatants\": ["
                + "{\"id\": \"a\", \"template\": \"fighter\", \"at\": [1, 1]},"
                + " {\"id\": \"g\", \"template\": \"goblin\", \"at\": [3, 1]}]}");
        Cli.Result fine = Cli.run("check", fits.toString());
        assertFalse(fine.err().contains("has problems"), fine.err());
        assertTrue(fine.err().contains("off the map of fine.json"), fine.err());
    }

    @Test
    @DisplayName("check places a script's syntax problem at the word at fault, not at column 1")
    void scriptProblemsAtTheirColumn() throws IOException {
        Path script = Files.writeString(tmp.resolve("opt.commands"), "hide dc=abc\n"
                + "attack g dex=both\n"
                + "attack g weapon=dagger weapon=longsword\n"
                + "\tcast fire-bolt g ability=cha # é\n"
                + "moveto 99999999999,1\n"
                + "move 2,1 risky=con\n"
                + "attack g ko ko\n"
                + "dodge now\n"
                + "shove g sideways\n"
                + "  frobnicate\n"
                + "été dc=é\n"
                + "cast fire-bolt 99999999999,1\n"
                + "read scroll 1,99999999999\n");
        Cli.Result r = Cli.run("check", script.toString());
        assertEquals(2, r.exit(), r.err());
        for (String said : List.of(":1:6: dc=abc: expected a whole number", ":2:10: dex=both: expected hit or damage",
                ":3:24: option 'weapon' given twice", ":4:19: ability=cha: expected int, wis or dex",
                ":5:8: moveto: '99999999999,1' is not a square", ":6:10: risky=con: expected str or dex",
                ":7:13: flag 'ko' given twice", ":8:7: dodge takes no argument, found 'now'",
                ":9:1: expected: shove TARGET prone|push", ":10:3: unknown command 'frobnicate'",
                ":11:1: unknown command 'été'", ":12:16: cast: '99999999999,1' is not a square",
                ":13:13: read: '1,99999999999' is not a square")) {
            assertTrue(r.err().contains(script + said), said + "\n" + r.err());
        }
    }

    @Test
    @DisplayName("a hidden object whose dc is written wrong: that one problem, not also \"an empty object\" (SURP-CHECK)")
    void hiddenDcWrittenWrong() throws IOException {
        Path scenario = Files.writeString(tmp.resolve("hidden.json"), "{\"format\": 1, " + ROOM + ",\n"
                + " \"combatants\": [{\"id\": \"a\", \"template\": \"fighter\", \"at\": [1, 1]},\n"
                + "  {\"id\": \"g\", \"template\": \"goblin\", \"at\": [6, 1], \"hidden\": {\"dc\": \"x\"}}]}\n");
        Cli.Result r = Cli.run("check", scenario.toString());
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("$.combatants[1].hidden.dc"), r.err());
        assertFalse(r.err().contains("an empty object"), r.err());
        Path empty = Files.writeString(tmp.resolve("empty.json"), Files.readString(scenario).replace("{\"dc\": \"x\"}", "{}"));
        assertTrue(Cli.run("check", empty.toString()).err().contains("an empty object"));
    }

    @Test
    @DisplayName("a recording whose result line was edited: check and run say its inputs end the fight otherwise")
    void editedResult() throws IOException {
        Path won = Path.of("src/test/resources/recordings/duel-won.jsonl");
        Path edited = Files.writeString(tmp.resolve("duel.jsonl"),
                Files.readString(won).replace("{\"result\":\"party\"}", "{\"result\":\"monsters\"}"));
        Cli.Result check = Cli.run("check", edited.toString());
        assertEquals(2, check.exit(), check.err());
        int last = Files.readString(edited).split("\n").length;
        assertTrue(check.err().contains(edited + ":" + last + ": its result line says \"monsters\", but its inputs end the fight"
                + " with \"party\""), check.err());
        Cli.Result run = Cli.run("--lang", "fr", "run", edited.toString());
        assertEquals(2, run.exit(), run.err());
        assertTrue(run.err().contains(edited + ":" + last + ": sa ligne de résultat annonce la victoire des monstres, mais ses"
                + " entrées mènent à celle du groupe"), run.err());
        assertEquals("", run.out());
        assertEquals(0, Cli.run("check", won.toString()).exit());
    }

    @Test
    @DisplayName("a script longer than its fight: run says from which line its commands were not played")
    void scriptLongerThanTheFight() throws IOException {
        Path scenario = Files.writeString(tmp.resolve("short.json"), "{\"format\": 1, " + ROOM + ",\n"
                + " \"combatants\": [{\"id\": \"a\", \"template\": \"fighter\", \"at\": [1, 1]},\n"
                + "  {\"id\": \"g\", \"template\": \"goblin\", \"at\": [2, 1], \"hp\": 1}], \"initiative\": [\"a\", \"g\"],\n"
                + " \"rules\": \"dd5\", \"dice\": [15, 3]}\n");
        Path script = Files.writeString(tmp.resolve("short.commands"), "attack g\n# the goblin is down\n\nmove 3,1\nend\n");
        Cli.Result r = Cli.run("run", scenario.toString(), "--commands", script.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.err().contains("note: " + scenario + ": the fight ended before the end of " + script + ": its 2 commands"
                + " from line 4 on were not played"), r.err());
        Path exact = Files.writeString(tmp.resolve("exact.commands"), "attack g\n# nothing after\n");
        Cli.Result fits = Cli.run("run", scenario.toString(), "--commands", exact.toString());
        assertEquals(0, fits.exit(), fits.err());
        assertFalse(fits.err().contains("ended before the end"), fits.err());
    }

    @Test
    @DisplayName("TURN-OBJECT / ACT-LOCKPICK: open, close or pick aimed at a wall, a floor or a square off the map is said"
            + " to find no door there, not a door out of reach, in English and French")
    void TURN_OBJECT_aDoorCommandWhereThereIsNoDoor() throws IOException {
        Path scenario = Files.writeString(tmp.resolve("yard.json"), "{\"format\": 1, " + ROOM + ",\n"
                + " \"combatants\": [{\"id\": \"aldric\", \"template\": \"fighter\", \"at\": [1, 1]},\n"
                + "  {\"id\": \"g\", \"template\": \"goblin\", \"at\": [6, 1]}], \"initiative\": [\"aldric\", \"g\"]}\n");
        Path script = Files.writeString(tmp.resolve("yard.commands"), "open 4,2\nclose 4,2\npick 4,2\nopen 0,0\n"
                + "open 50,50\n");
        Cli.Result r = Cli.run("run", scenario.toString(), "--commands", script.toString(), "--seed", "1", "--text");
        assertEquals(List.of("Cannot do that to the door: there is no closed door at 4,2.",
                "Cannot do that to the door: there is no open door at 4,2.", "Cannot do that: there is no locked door at 4,2.",
                "Cannot do that to the door: there is no closed door at 0,0.",
                "Cannot do that to the door: there is no closed door at 50,50."),
                r.out().lines().filter(l -> l.startsWith("Cannot")).toList(), r.out());
        Cli.Result fr = Cli.run("--lang", "fr", "run", scenario.toString(), "--commands", script.toString(), "--seed", "1",
                "--text");
        assertEquals(List.of("Impossible de faire cela à la porte\u00a0: il n'y a pas de porte fermée en 4,2.",
                "Impossible de faire cela à la porte\u00a0: il n'y a pas de porte ouverte en 4,2.",
                "Impossible de faire cela\u00a0: il n'y a pas de porte verrouillée en 4,2.",
                "Impossible de faire cela à la porte\u00a0: il n'y a pas de porte fermée en 0,0.",
                "Impossible de faire cela à la porte\u00a0: il n'y a pas de porte fermée en 50,50."),
                fr.out().lines().filter(l -> l.startsWith("Impossible")).toList(), fr.out());
        assertTrue(fr.err().contains(script + ":5: open 50,50\u00a0: il n'y a pas de porte fermée en 50,50\n"), fr.err());
    }
}
