package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ./play check} on the real content and on a broken copy of it. */
class CheckCommandTest {
    private static final Path CONTENT = Path.of(System.getProperty("escarmouche.content", "../content"));

    @Test
    void shippedContentIsValid() {
        Cli.Result r = Cli.run("check", CONTENT.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().startsWith("ok"));
    }

    private static final Path RECORDINGS = Path.of("src/test/resources/recordings");

    @Test
    @DisplayName("check names the content a scenario is read with when it differs from the one it was checked as part of, or passed over a nearer one, and the game's when a copy is checked as a whole")
    void theContentPassedOverIsNamed(@TempDir Path temp) throws IOException {
        Path copy = temp.resolve("content");
        try (Stream<Path> files = Files.walk(CONTENT)) {
            for (Path p : files.sorted().toList()) {
                Path to = copy.resolve(CONTENT.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(to);
                else Files.copy(p, to);
            }
        }
        Path scenario = Files.copy(CONTENT.resolve("encounters/wolf-pack.json"), temp.resolve("wolves.json"));
        Cli.Result r = Cli.run("check", scenario.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().startsWith("ok: 1 file checked"), r.out());
        assertTrue(r.err().startsWith("note: the scenarios were read with the content in "), r.err());
        assertTrue(r.err().contains(", as run and simulate read them, not with " + copy.toAbsolutePath().normalize()
                + ", the content folder nearest them, unless ESCARMOUCHE_CONTENT=" + copy.toAbsolutePath().normalize() + "\n"),
                r.err());
        // A scenario of the game's own content folder is checked as part of it: nothing to say.
        Cli.Result own = Cli.run("check", CONTENT.resolve("encounters/wolf-pack.json").toString());
        assertEquals("", own.err());
        // One of the copy's is checked as part of the copy, which run and simulate do not read: said too.
        Cli.Result theirs = Cli.run("check", copy.resolve("encounters/wolf-pack.json").toString());
        assertEquals(0, theirs.exit(), theirs.err());
        Path whole = copy.toAbsolutePath().normalize();
        assertTrue(theirs.err().startsWith("note: checked as part of the content in " + whole
                + "; run and simulate read it with the content in "), theirs.err());
        assertTrue(theirs.err().endsWith(", unless ESCARMOUCHE_CONTENT=" + whole + "\n"), theirs.err());
        // The copy as a whole: valid, and not what the game plays with.
        Cli.Result folder = Cli.run("check", copy.toString());
        assertEquals(0, folder.exit(), folder.err());
        assertTrue(folder.err().startsWith("note: the game, run and simulate read the content in "), folder.err());
        assertTrue(folder.err().endsWith(", not " + whole + ", unless ESCARMOUCHE_CONTENT=" + whole + "\n"), folder.err());
        // The game's own as a whole: nothing to say.
        assertEquals("", Cli.run("check", CONTENT.toString()).err());
    }

    @Test
    @DisplayName("check plays a recording again as run and replay read it; an event log is not one")
    void recordingIsPlayedAgain() {
        Cli.Result ok = Cli.run("check", RECORDINGS.resolve("duel-won.jsonl").toString());
        assertEquals(0, ok.exit(), ok.err());
        assertEquals("ok: 1 file checked, no problem found\n", ok.out());
        Cli.Result log = Cli.run("check", RECORDINGS.resolve("duel-won.events.jsonl").toString());
        assertEquals(2, log.exit(), log.err());
        assertTrue(log.err().contains("duel-won.events.jsonl:1: not a recording"), log.err());
        assertTrue(log.err().endsWith("1 problem found.\n"), log.err());
    }

    @Test
    @DisplayName("check of a saves folder: each recording played again, a torn one named with its backup, companions not warned of")
    void savesFolder(@TempDir Path tmp) throws IOException {
        Path saves = Files.createDirectory(tmp.resolve("saves"));
        Files.copy(RECORDINGS.resolve("duel-won.jsonl"), saves.resolve("duel.jsonl"));
        Files.copy(RECORDINGS.resolve("duel-won.jsonl"), saves.resolve("duel.jsonl.bak"));
        Files.writeString(saves.resolve("duel.jsonl.lock"), "pid 1\n");
        Files.writeString(saves.resolve("duel.txt"), "the fight's report\n");
        String ford = Files.readString(RECORDINGS.resolve("ford-holding.jsonl"));
        Files.writeString(saves.resolve("ford.jsonl"), ford.substring(0, ford.length() - 5));
        Files.writeString(saves.resolve("ford.jsonl.bak"), ford);
        Files.writeString(saves.resolve("notes.md"), "mine\n");
        // The player's choices, kept beside the fights, are the game's own files: neither scenarios nor warned of.
        Files.writeString(saves.resolve("settings.properties"), "language=fr\n");
        Files.writeString(saves.resolve("parties.json"), "{\"format\": 1, \"encounters\": []}\n");
        Cli.Result r = Cli.run("check", saves.toString());
        assertEquals(2, r.exit(), r.err());
        int last = (int) ford.lines().count();
        assertTrue(r.err().matches("(?s).*" + java.util.regex.Pattern.quote(saves.resolve("ford.jsonl") + ":" + last + ":")
                + "\\d+: not JSON: .*"), r.err());
        assertTrue(r.err().contains("note: the version before its last save is kept in " + saves.resolve("ford.jsonl.bak")
                + ": ./play replay " + saves.resolve("ford.jsonl.bak") + " shows it"), r.err());
        assertFalse(r.err().contains("parties.json") || r.err().contains("settings.properties"), r.err());
        // Only the file that is no save's companion is warned of.
        assertEquals(1, r.err().lines().filter(l -> l.startsWith("warning:")).count(), r.err());
        assertTrue(r.err().contains("notes.md: skipped"), r.err());
        assertTrue(r.err().endsWith("1 problem found.\n"), r.err());
        Files.delete(saves.resolve("ford.jsonl"));
        Files.delete(saves.resolve("notes.md"));
        Cli.Result whole = Cli.run("check", saves.toString());
        assertEquals(0, whole.exit(), whole.err());
        // The backup of the deleted recording is nobody's companion any more: warned of, and the last line says so.
        assertTrue(whole.err().contains("ford.jsonl.bak: skipped, not a .json file"), whole.err());
        assertEquals("ok: 1 file checked, no problem found; 1 warning above\n", whole.out(), whole.err());
        // A copy a crash left half-written is warned of as what it is, and what to do with it.
        Files.writeString(saves.resolve(".duel.jsonl.tmp"), "{\"half");
        Cli.Result torn = Cli.run("check", saves.toString());
        assertEquals(0, torn.exit(), torn.err());
        assertTrue(torn.err().contains(".duel.jsonl.tmp: skipped, half written by a save that a crash cut short: duel.jsonl"
                + " is whole without it, and it can be deleted"), torn.err());
        // One whose fight is gone (deleted before deleting took such copies with it) says so.
        Files.writeString(saves.resolve(".gone.jsonl.bak.tmp"), "{\"half");
        Cli.Result orphan = Cli.run("check", saves.toString());
        assertTrue(orphan.err().contains(".gone.jsonl.bak.tmp: skipped, half written by a save that a crash cut short, of"
                + " gone.jsonl, which is no longer here: it can be deleted"), orphan.err());
    }

    @Test
    @DisplayName("check of a saves folder: the previous versions the game keeps of an encounter built, of the settings and of"
            + " the parties (NAME.bak) are not warned of; a .bak whose file is gone, and any other file, still are")
    void savesFolderBackupsOfTheGamesOwnFiles(@TempDir Path tmp) throws IOException {
        Path saves = Files.createDirectory(tmp.resolve("saves"));
        Path encounters = Files.createDirectory(saves.resolve("encounters"));
        String alpha = "{\"format\": 1, \"name\": \"Alpha\", \"difficulty\": \"easy\", \"map\": {\"rows\": [\"#####\", \"#...#\","
                + " \"#####\"]}, \"combatants\": [{\"id\": \"kenji\", \"template\": \"samurai\", \"at\": [1, 1]},"
                + " {\"id\": \"g1\", \"template\": \"goblin\", \"at\": [3, 1]}]}";
        Files.writeString(encounters.resolve("alpha.json"), alpha);
        Files.writeString(encounters.resolve("alpha.json.bak"), alpha.replace("Alpha", "Alpha 0"));
        Files.writeString(encounters.resolve("gone.json.bak"), alpha);
        Files.writeString(saves.resolve("settings.properties"), "language=fr\n");
        Files.writeString(saves.resolve("settings.properties.bak"), "language=en\n");
        Files.writeString(saves.resolve("parties.json"), "{\"format\": 1, \"encounters\": []}\n");
        Files.writeString(saves.resolve("parties.json.bak"), "{\"format\": 1, \"encounters\": []}\n");
        Files.writeString(saves.resolve("notes.txt.bak"), "mine\n");
        Cli.Result r = Cli.run("check", saves.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals("warning: " + encounters.resolve("gone.json.bak") + ": skipped, not a .json file\n"
                + "warning: " + saves.resolve("notes.txt.bak") + ": skipped, not a .json file\n", r.err());
        assertEquals("ok: 1 file checked, no problem found; 2 warnings above\n", r.out());
        // The settings gone, their previous version is a stray file like any other.
        Files.delete(saves.resolve("settings.properties"));
        Cli.Result stray = Cli.run("check", saves.toString());
        assertTrue(stray.err().contains("warning: " + saves.resolve("settings.properties.bak") + ": skipped, not a .json file\n"),
                stray.err());
        assertEquals("ok: 1 file checked, no problem found; 3 warnings above\n", stray.out());
    }

    @Test
    @DisplayName("check of a recording whose input was edited (the replay refuses it) names its backup too, as for a torn one")
    void editedInputNamesTheBackup(@TempDir Path tmp) throws IOException {
        String text = Files.readString(RECORDINGS.resolve("duel-won.jsonl"));
        Path edited = tmp.resolve("duel.jsonl");
        Files.writeString(edited, text.replaceFirst("\\{\"input\":\"[^\"]*\"}", "{\"input\":\"move 99,99\"}"));
        Cli.Result alone = Cli.run("check", edited.toString());
        assertEquals(2, alone.exit(), alone.err());
        assertTrue(alone.err().startsWith(edited + ":2: input 1 (move 99,99) is refused"), alone.err());
        assertFalse(alone.err().contains(".bak"), "no backup, none named: " + alone.err());
        Files.writeString(tmp.resolve("duel.jsonl.bak"), text);
        Cli.Result r = Cli.run("check", edited.toString());
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("note: the version before its last save is kept in " + tmp.resolve("duel.jsonl.bak")
                + ": ./play replay " + tmp.resolve("duel.jsonl.bak") + " shows it"), r.err());
        assertTrue(r.err().endsWith("1 problem found.\n"), r.err());
    }

    @Test
    void brokenCopyListsEveryProblemAndExitsTwo(@TempDir Path tmp) throws IOException {
        Path copy = tmp.resolve("content");
        try (Stream<Path> files = Files.walk(CONTENT)) {
            for (Path p : (Iterable<Path>) files::iterator) {
                Path target = copy.resolve(CONTENT.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(target);
                else Files.copy(p, target);
            }
        }
        Path weapons = copy.resolve("weapons.json");
        Files.writeString(weapons, Files.readString(weapons).replaceFirst("\"1d8\"", "\"2d\""));
        Path goblin = copy.resolve("monsters/goblin.json");
        Files.writeString(goblin, Files.readString(goblin).replaceFirst("\\{", "{\"colour\": \"green\","));
        Path ogre = copy.resolve("monsters/ogre.json");
        Files.writeString(ogre, Files.readString(ogre).replaceFirst("\\{", "{{"));

        Cli.Result r = Cli.run("check", copy.toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("weapons.json"), r.err());
        assertTrue(r.err().contains("'2d'"), r.err());
        assertTrue(r.err().contains("colour"), r.err());
        assertTrue(r.err().contains("ogre.json:1:"), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
    }

    @Test
    @DisplayName("a map of 300 rows of 300 squares gives 301 problems: the rows' limit, three rows in full, one line for the other 297; the count says 301")
    void aLongRunOfLikeProblemsIsCounted(@TempDir Path tmp) throws IOException {
        StringBuilder rows = new StringBuilder();
        for (int r = 0; r < 300; r++) rows.append(r == 0 ? "" : ",").append('"').append(".".repeat(300)).append('"');
        Path scenario = tmp.resolve("huge.json");
        Files.writeString(scenario, "{\"format\": 1, \"name\": \"huge\", \"map\": {\"rows\": [" + rows + "]}, \"combatants\": ["
                + "{\"id\": \"a\", \"template\": \"fighter\", \"side\": \"party\", \"at\": [1, 1]},"
                + "{\"id\": \"g\", \"template\": \"goblin\", \"side\": \"monsters\", \"at\": [3, 1]}]}");
        for (String command : new String[] {"check", "run"}) {
            Cli.Result r = Cli.run(command, scenario.toString());
            assertEquals(2, r.exit(), r.err());
            assertTrue(r.err().contains("$.map.rows: found 300 rows, expected 200 at most"), r.err());
            assertTrue(r.err().contains("$.map.rows[2]: found a row of 300 squares, expected 200 at most"), r.err());
            assertFalse(r.err().contains("$.map.rows[3]: found"), r.err());
            assertTrue(r.err().contains(scenario + ": ... and 297 more like these, from $.map.rows[3] to $.map.rows[299]\n"),
                    r.err());
            assertEquals(command.equals("check") ? 6 : 5, r.err().lines().count(), r.err());
        }
        assertTrue(Cli.run("check", scenario.toString()).err().endsWith("301 problems found.\n"));
    }

    /** A goblin whose behaviour misspells a rule ID, casts a spell it lacks and drinks a potion it lacks. */
    private static String behaviours(String format, String extraRules) {
        return "{\n  \"format\": " + format + ",\n  \"map\": {\"rows\": [\"##########\", \"#........#\", \"#........#\","
                + " \"##########\"]},\n  \"combatants\": [\n    {\"id\": \"aldric\", \"template\": \"fighter\", \"at\": [2, 1]},\n"
                + "    {\"id\": \"g1\", \"template\": \"goblin\", \"at\": [7, 2], \"behavior\": {\"rules\": [\n"
                + "      {\"when\": [{\"happened\": [\"ATK-CRT\"]}], \"do\": \"flee\"},\n"
                + "      {\"do\": \"cast\", \"spell\": \"fireball\"},\n      {\"do\": \"drink\"}" + extraRules + "\n    ]}}\n  ]\n}\n";
    }

    @Test
    @DisplayName("a scenario with problems: its warnings that do not hang on them come in the same run, the others are"
            + " said to wait for the fixes")
    void warningsBesideProblems(@TempDir Path temp) throws IOException {
        String misspelt = "warning: %s:7:31: $.combatants[1].behavior.rules[0].when[0].happened[0]: \"ATK-CRT\" is no rule"
                + " of the house rules (did you mean \"ATK-CRIT\"?): no event names it, so this condition never holds\n";
        // The broken rules are the goblin's own: what it can carry out waits, its misspelt rule ID does not.
        Path broken = Files.writeString(temp.resolve("broken.json"), behaviours("1",
                ",\n      {\"do\": \"attack\", \"target\": \"wekest\"}"));
        Cli.Result r = Cli.run("check", broken.toString());
        assertEquals(2, r.exit(), r.err());
        assertEquals(String.format(misspelt, broken)
                + broken + ":10:34: $.combatants[1].behavior.rules[3].target: found string \"wekest\" (did you mean"
                + " \"weakest\"?), expected one of: nearest, weakest, most-wounded, lowest-ac, caster, grappled-by-ally,"
                + " last-attacker, wounded-ally, self\n"
                + "note: " + broken + ": what its combatants read with problems can carry out (spells, potions, shots,"
                + " hands) and its sides are checked once its problems are fixed: check it again then for their warnings\n"
                + "1 problem found.\n", r.err());
        Cli.Result fr = Cli.run("--lang", "fr", "check", broken.toString());
        assertTrue(fr.err().contains("remarque\u00a0: " + broken + ": ce que ses combattants lus avec des problèmes peuvent"
                + " accomplir (sorts, potions, tirs, mains) et ses camps sont vérifiés une fois ses problèmes corrigés\u00a0:"
                + " vérifiez-le de nouveau alors pour leurs avertissements\n"), fr.err());
        // A problem away from the combatants (the format): every warning comes with it, and no note.
        Path format = Files.writeString(temp.resolve("format.json"), behaviours("3", ""));
        Cli.Result all = Cli.run("check", format.toString());
        assertEquals(2, all.exit(), all.err());
        assertEquals(String.format(misspelt, format)
                + "warning: " + format + ":8:14: $.combatants[1].behavior.rules[1].do: g1 does not know \"fireball\": this"
                + " rule never casts (spells it knows: none)\n"
                + "warning: " + format + ":9:14: $.combatants[1].behavior.rules[2].do: g1 carries no potion: this rule never"
                + " drinks (give it \"items\", such as {\"potion-of-healing\": 1})\n"
                + format + ":2:13: $.format: found 3, expected 1 (the only scenario format this version reads)\n"
                + "1 problem found.\n", all.err());
        // Fixed, the same three warnings.
        Path fixed = Files.writeString(temp.resolve("fixed.json"), behaviours("1", ""));
        Cli.Result ok = Cli.run("check", fixed.toString());
        assertEquals(0, ok.exit(), ok.err());
        assertEquals(3, ok.err().lines().filter(l -> l.startsWith("warning: ")).count(), ok.err());
    }
}
