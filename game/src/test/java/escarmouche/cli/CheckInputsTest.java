package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ./play check}: what it reads, what it says it skipped, and when it had nothing to check. */
class CheckInputsTest {
    private static final Path CONTENT = Path.of(System.getProperty("escarmouche.content", "../content"));
    private static final Path DUEL = CONTENT.resolve("encounters/tutorial-duel.json");

    @TempDir
    Path tmp;

    private Path contentCopy() throws IOException {
        Path copy = tmp.resolve("content");
        try (Stream<Path> files = Files.walk(CONTENT)) {
            for (Path p : files.sorted().toList()) {
                Path target = copy.resolve(CONTENT.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(target);
                else Files.copy(p, target);
            }
        }
        return copy;
    }

    @Test
    @DisplayName("check '' is refused as run '' is, not read as the working folder: exit 2, nothing checked, in either language")
    void anEmptyNameIsRefused() {
        for (String[] args : new String[][] {{"check", ""}, {"check", DUEL.toString(), ""}}) {
            Cli.Result r = Cli.run(args);
            assertEquals(2, r.exit(), r.err());
            assertEquals("the file or folder to check has an empty name\n", r.err());
            assertEquals("", r.out());
        }
        Cli.Result fr = Cli.run("--lang", "fr", "check", "");
        assertEquals(2, fr.exit(), fr.err());
        assertEquals("le nom du fichier est vide (attendu\u00a0: fichier ou dossier à vérifier)\n", fr.err());
    }

    @Test
    @DisplayName("a folder's JSON file that is no scenario (a copy of the weapons) is one line, as simulate says it; named alone, every field")
    void aFolderFileThatIsNoScenarioIsOneLine() throws IOException {
        Path folder = Files.createDirectories(tmp.resolve("fights"));
        Files.copy(DUEL, folder.resolve("a-duel.json"));
        Path weapons = Files.copy(CONTENT.resolve("weapons.json"), folder.resolve("b-weapons.json"));
        Cli.Result r = Cli.run("check", folder.toString());
        assertEquals(2, r.exit(), r.err());
        assertEquals(weapons + ": not a scenario: no format, map or combatants at its top level (see docs/scenarios.md)\n"
                + "1 problem found.\n", r.err());
        Cli.Result fr = Cli.run("--lang", "fr", "check", folder.toString());
        assertTrue(fr.err().startsWith(weapons + ": pas un scénario\u00a0: ni format, ni carte, ni combattants à son"
                + " premier niveau (voir docs/scenarios.md)\n"), fr.err());
        Cli.Result alone = Cli.run("check", weapons.toString());
        assertEquals(2, alone.exit(), alone.err());
        assertTrue(alone.err().startsWith(weapons + ":1:1: $: missing required field \"format\"\n"), alone.err());
    }

    @Test
    @DisplayName("an empty folder: nothing was checked, said so, exit 2")
    void emptyFolder() throws IOException {
        Path empty = Files.createDirectories(tmp.resolve("empty"));
        Cli.Result r = Cli.run("check", empty.toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains(empty + ": nothing was checked"), r.err());
        assertFalse(r.out().startsWith("ok"), r.out());
    }

    @Test
    @DisplayName("check content also checks the tutorial scenario of content/tutorial")
    void tutorialIsChecked() throws IOException {
        Path copy = contentCopy();
        Path tutorial = copy.resolve("tutorial/first-fight.json");
        Files.writeString(tutorial, Files.readString(tutorial).replace("\"template\": \"goblin\"", "\"template\": \"goblyn\""));
        Cli.Result r = Cli.run("check", copy.toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains(tutorial + ":") && r.err().contains("unknown template \"goblyn\""), r.err());
    }

    @Test
    @DisplayName("files that check skips (not JSON, a link to nothing) are named in warnings; command scripts are checked")
    void skippedFilesAreNamed() throws IOException {
        Path copy = contentCopy();
        Path notes = Files.writeString(copy.resolve("monsters/notes.txt"), "to do");
        Path dangling = Files.createSymbolicLink(copy.resolve("maps/old.json"), copy.resolve("maps/gone.json"));
        Cli.Result r = Cli.run("check", copy.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.err().contains("warning: " + notes + ": skipped, not a .json file"), r.err());
        assertTrue(r.err().contains("warning: " + dangling + ": skipped, a link to a missing file"), r.err());
        assertFalse(r.err().contains(".commands"), "the example scripts beside encounters are read, not skipped: " + r.err());

        Path scenarios = Files.createDirectories(tmp.resolve("mine"));
        Files.copy(DUEL, scenarios.resolve("duel.json"));
        Path readme = Files.writeString(scenarios.resolve("README.md"), "# mine");
        Cli.Result folder = Cli.run("check", scenarios.toString());
        assertEquals(0, folder.exit(), folder.err());
        assertTrue(folder.err().contains("warning: " + readme + ": skipped, not a .json file"), folder.err());
    }

    @Test
    @DisplayName("a command script is checked line by line: grammar errors and bytes that are not text")
    void commandScripts() throws IOException {
        Path script = tmp.resolve("a.commands");
        Files.write(script, "move 2,3\nattak g1\n# caf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1));
        Cli.Result r = Cli.run("check", script.toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains(script + ":2:1: "), r.err());
        assertTrue(r.err().contains(script + ":3:6: not UTF-8 text (byte 0xE9)"), r.err());
    }

    @Test
    @DisplayName("a command script beside its scenario (the same name) is warned of each creature it names that the"
            + " scenario lacks, with the closest id and the scenario's combatants; the check still passes")
    void scriptNamesAStranger() throws IOException {
        Files.copy(DUEL, tmp.resolve("duel.json"));
        Path script = Files.writeString(tmp.resolve("duel.commands"),
                "moveto 6,3\nattack g9\nhelp aldric g1\nready\ncast sacred-flame orc\nend\n");
        Cli.Result r = Cli.run("check", script.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals("warning: " + script + ":2:1: attack g9: duel.json has no combatant \"g9\" (did you mean \"g1\"?);"
                + " its combatants: aldric, g1\n"
                + "warning: " + script + ":5:1: cast sacred-flame orc: duel.json has no combatant \"orc\"; its combatants:"
                + " aldric, g1\n", r.err());
        // Alone, without its scenario, a script is checked for its grammar only.
        Files.delete(tmp.resolve("duel.json"));
        Cli.Result alone = Cli.run("check", script.toString());
        assertEquals(0, alone.exit(), alone.err());
        assertEquals("", alone.err());
    }

    @Test
    @DisplayName("COND-RESTRAINED: a command script's cut and escape lines are warned of a creature the scenario lacks;"
            + " cut and escape of no one (the creature's own net) name none")
    void scriptCutsOrFreesAStranger() throws IOException {
        Files.copy(DUEL, tmp.resolve("duel.json"));
        Path script = Files.writeString(tmp.resolve("duel.commands"), "cut g9\nescape g9\ncut\nescape\nend\n");
        Cli.Result r = Cli.run("check", script.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals("warning: " + script + ":1:1: cut g9: duel.json has no combatant \"g9\" (did you mean \"g1\"?);"
                + " its combatants: aldric, g1\n"
                + "warning: " + script + ":2:1: escape g9: duel.json has no combatant \"g9\" (did you mean \"g1\"?);"
                + " its combatants: aldric, g1\n", r.err());
    }

    @Test
    @DisplayName("a command script beside its scenario is warned of each square its map rules out: off the map, a walk"
            + " onto a wall or a pillar, a door command where there is no door; the map may be the content's")
    void scriptSquaresTheMapRulesOut() throws IOException {
        // The bandit captain's crypt, 18 by 9 squares, its map given by id: a pillar at 8,2, an open door at 5,2.
        Files.copy(CONTENT.resolve("encounters/bandit-parley.json"), tmp.resolve("crypt.json"));
        Path script = Files.writeString(tmp.resolve("crypt.commands"), String.join("\n",
                "move 3,2 40,2", "moveto 8,2", "crawl 1,2 0,1", "close 5,2", "close 3,3", "cast fireball 6,30",
                "move 3,3 4,3", "moveto 16,2", ""));
        Cli.Result r = Cli.run("check", script.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals("warning: " + script + ":1:1: move 3,2 40,2: 40,2 is off the map of crypt.json, whose squares run"
                + " from 0,0 to 17,8\n"
                + "warning: " + script + ":2:1: moveto 8,2: 8,2 is a pillar on the map of crypt.json: no creature"
                + " stands there\n"
                + "warning: " + script + ":3:1: crawl 1,2 0,1: 0,1 is a wall on the map of crypt.json: no creature"
                + " stands there\n"
                + "warning: " + script + ":5:1: close 3,3: there is no door at 3,3 on the map of crypt.json (terrain:"
                + " floor)\n"
                + "warning: " + script + ":6:1: cast fireball 6,30: 6,30 is off the map of crypt.json, whose squares"
                + " run from 0,0 to 17,8\n", r.err());
        Cli.Result fr = Cli.run("check", "--lang", "fr", script.toString());
        assertTrue(fr.err().contains(":2:1: moveto 8,2\u00a0: 8,2 est un pilier sur la carte de crypt.json\u00a0: aucune"
                + " créature ne s'y tient"), fr.err());
        assertTrue(fr.err().contains(":5:1: close 3,3\u00a0: pas de porte en 3,3 sur la carte de crypt.json (terrain\u00a0:"
                + " sol)"), fr.err());
        // A scenario that cannot be played has no map to read: its own check says why, the squares are not guessed.
        Files.writeString(tmp.resolve("crypt.json"), Files.readString(tmp.resolve("crypt.json"))
                .replace("\"template\": \"samurai\"", "\"template\": \"samurei\""));
        Cli.Result broken = Cli.run("check", script.toString());
        assertEquals(0, broken.exit(), broken.err());
        assertFalse(broken.err().contains("off the map"), broken.err());
    }

    @Test
    @DisplayName("a script of a hundred thousand bad lines is read to its end and counted, its first thousand problems and"
            + " warnings kept (a file made to flood the check takes the memory of a thousand); a crowd of combatants is"
            + " listed by its first twenty")
    void aFloodOfBadLinesIsCounted() throws IOException {
        StringBuilder more = new StringBuilder();
        for (int i = 10; i < 40; i++) {
            more.append(",{\"id\": \"x").append(i).append("\", \"template\": \"goblin\", \"at\": [8, 4]}");
        }
        String crowd = Files.readString(DUEL).replace("\"initiative\": [\"aldric\", \"g1\"],", "")
                .replace("\"behavior\": \"brute\"}", "\"behavior\": \"brute\"}" + more);
        Files.writeString(tmp.resolve("duel.json"), crowd);
        Path script = tmp.resolve("duel.commands");
        Files.writeString(script, "attack g9\n".repeat(100_000) + "xyz\n".repeat(100_000));
        Cli.Result r = Cli.run("check", script.toString());
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains(":1:1: attack g9: duel.json has no combatant \"g9\" (did you mean \"g1\"?); its"
                + " combatants: aldric, g1, x10, x11, x12, x13, x14, x15, x16, x17, x18, x19, x20, x21, x22, x23, x24, x25,"
                + " x26, x27, … (32 in all)"), r.err());
        assertTrue(r.err().contains("... and 997 more like these, from line 4 to line 1000"), r.err());
        assertTrue(r.err().contains(script + ": warnings past the first 1000 of this script, not listed: 99000"),
                r.err());
        assertTrue(r.err().contains(script + ": lines with a problem past the first 1000 of this script, not listed:"
                + " 99000"), r.err());
    }

    @Test
    @DisplayName("in French, a script that is not text (a binary file, Latin-1) and the count of problems past the"
            + " first thousand are said in French")
    void scriptBytesInFrench() throws IOException {
        Path binary = tmp.resolve("bin.commands");
        Files.write(binary, new byte[] {'e', 'n', 'd', '\n', 0x7f, 'E', 'L', 'F', '\n'});
        Path latin = tmp.resolve("lat.commands");
        Files.write(latin, "end\ncaf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1));
        Path flood = Files.writeString(tmp.resolve("flood.commands"), "xyz\n".repeat(1_005));
        Cli.Result fr = Cli.run("check", "--lang", "fr", binary.toString(), latin.toString(), flood.toString());
        assertEquals(2, fr.exit());
        assertTrue(fr.err().contains(binary + ":2:1: caractère de contrôle U+007F\u00a0: un script de commandes est du"
                + " texte, une commande par ligne (est-ce un fichier binaire\u00a0?)"), fr.err());
        assertTrue(fr.err().contains(latin + ":2:4: ce n'est pas du texte UTF-8 (octet 0xE9)\u00a0: enregistrez le script"
                + " en UTF-8"), fr.err());
        assertTrue(fr.err().contains(flood + ": lignes avec un problème après les 1000 premières de ce script, non"
                + " listées\u00a0: 5"), fr.err());
    }

    @Test
    @DisplayName("a combatant placed where no creature stands is told what is there in words, in French too (un pilier)")
    void combatantOnSolidGround() throws IOException {
        Path s = Files.writeString(tmp.resolve("crypt.json"), Files.readString(CONTENT.resolve(
                "encounters/bandit-parley.json")).replace("\"at\": [2, 2]", "\"at\": [8, 2]"));
        Cli.Result r = Cli.run("check", s.toString());
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("$.combatants[0].at: square 8,2 is a pillar, where no creature can stand"), r.err());
        Cli.Result fr = Cli.run("check", "--lang", "fr", s.toString());
        assertTrue(fr.err().contains("$.combatants[0].at\u00a0: la case 8,2 est un pilier, où aucune créature ne peut se"
                + " tenir"), fr.err());
    }

    @Test
    @DisplayName("a command script is warned of each weapon, spell or item it names that the content lacks, with the"
            + " closest name; names the content has (the bare fist too) pass, and so does the check")
    void scriptNamesWhatTheContentLacks() throws IOException {
        Path script = Files.writeString(tmp.resolve("mine.commands"), String.join("\n",
                "attack g1 weapon=longswrd", "attack g1 weapon=unarmed", "cast sacred-flam g1", "drink potion-of-healng",
                "read scroll-of-magic-missile g1", "pickup javelin", "pickup rope", "ready g1 weapon=longsword", ""));
        Cli.Result r = Cli.run("check", script.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals("warning: " + script + ":1:1: attack g1 weapon=longswrd: the content has no weapon \"longswrd\""
                + " (did you mean \"longsword\"?)\n"
                + "warning: " + script + ":3:1: cast sacred-flam g1: the content has no spell \"sacred-flam\""
                + " (did you mean \"sacred-flame\"?)\n"
                + "warning: " + script + ":4:1: drink potion-of-healng: the content has no item \"potion-of-healng\""
                + " (did you mean \"potion-of-healing\"?)\n"
                + "warning: " + script + ":7:1: pickup rope: the content has no weapon or item \"rope\"\n", r.err());
        Cli.Result fr = Cli.run("check", "--lang", "fr", script.toString());
        assertTrue(fr.err().contains(":3:1: cast sacred-flam g1\u00a0: le contenu n'a pas de sort «\u00a0sacred-flam\u00a0»"),
                fr.err());
    }

    @Test
    @DisplayName("ATK-DEXDMG: a script sending Dex to the damage of a net (which deals none) is warned of, as run refuses"
            + " that line, in French too; Dex to the hit with it, or to a longsword's damage, passes")
    void ATK_DEXDMG_scriptDexToTheDamageOfANet() throws IOException {
        Path script = Files.writeString(tmp.resolve("net.commands"), String.join("\n",
                "attack g1 weapon=net dex=damage", "attack g1 weapon=net dex=hit", "attack g1 weapon=longsword dex=damage",
                "attack g1 dex=damage", ""));
        Cli.Result r = Cli.run("check", script.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals("warning: " + script + ":1:1: attack g1 weapon=net dex=damage: the net deals no damage for Dex to"
                + " add to (ATK-DEXDMG): run refuses this line\n", r.err());
        Cli.Result fr = Cli.run("check", "--lang", "fr", script.toString());
        assertTrue(fr.err().contains(script + ":1:1: attack g1 weapon=net dex=damage\u00a0: la Dex n'a aucun dégât auquel"
                + " s'ajouter avec une arme sans dégâts (net) (ATK-DEXDMG)\u00a0: run refuse cette ligne\n"), fr.err());
    }

    @Test
    @DisplayName("a forced die no die can take (0, above 100) is reported with its position dice[i]")
    void impossibleForcedDice() throws IOException {
        Path s = Files.writeString(tmp.resolve("s.json"), Files.readString(DUEL)
                .replace("\"seed\": 1", "\"seed\": 1, \"dice\": [3, 0, 100, 101]"));
        Cli.Result r = Cli.run("check", s.toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("$.dice[1]: found 0, expected a whole number from 1 to 100"), r.err());
        assertTrue(r.err().contains("$.dice[3]: found 101, expected a whole number from 1 to 100"), r.err());
        assertFalse(r.err().contains("dice[2]"), r.err());
    }

    @Test
    @DisplayName("check - reads a scenario from standard input; /dev/null is an empty file, not a missing one")
    void standardInputAndDevNull() throws IOException {
        Cli.Result ok = Cli.withInput(Files.readAllBytes(DUEL), "check", "-");
        assertEquals(0, ok.exit(), ok.err());
        assertTrue(ok.out().startsWith("ok: 1 file checked"), ok.out());
        Cli.Result bad = Cli.withInput("{\"format\": 1,".getBytes(StandardCharsets.UTF_8), "check", "-");
        assertEquals(2, bad.exit());
        assertTrue(bad.err().contains("<stdin>:1:"), bad.err());
        Cli.Result empty = Cli.run("check", "/dev/null");
        assertEquals(2, empty.exit());
        assertTrue(empty.err().contains("/dev/null:1:1: $: the file is empty"), empty.err());
    }

    @Test
    @DisplayName("a missing path is named, and the other paths are still checked")
    void missingPath() {
        Cli.Result r = Cli.run("check", tmp.resolve("nope").toString(), DUEL.toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("nope: no such file or directory"), r.err());
    }

    @Test
    @DisplayName("check - - reads standard input once, as simulate - - does: a second read found it empty and failed a good scenario; a file named twice is checked once, with the same note, in either language")
    void aPathNamedTwiceIsCheckedOnce() {
        Cli.Result stdin = Cli.withInput(readDuel(), "check", "-", "-");
        assertEquals(0, stdin.exit(), stdin.err());
        assertEquals("note: - is named a second time: it is checked once\n", stdin.err());
        assertEquals("ok: 1 file checked, no problem found\n", stdin.out());
        Path other = DUEL.getParent().resolve("..").resolve("encounters").resolve(DUEL.getFileName());
        Cli.Result twice = Cli.run("check", DUEL.toString(), other.toString());
        assertEquals(0, twice.exit(), twice.err());
        assertEquals("note: " + other + " is named a second time: it is checked once\n", twice.err());
        assertEquals("ok: 1 file checked, no problem found\n", twice.out());
        Cli.Result fr = Cli.withInput(readDuel(), "--lang", "fr", "check", "-", "-");
        assertEquals(0, fr.exit(), fr.err());
        assertEquals("remarque\u00a0: - est nommé une seconde fois\u00a0: il est vérifié une fois\n", fr.err());
    }

    @Test
    @DisplayName("a file named besides its folder, before or after it, is checked once, with the note of a path named"
            + " twice: its problem said once, its file counted once; so is a folder inside a named one")
    void aFileNamedWithItsFolderIsCheckedOnce() throws IOException {
        Path copy = contentCopy();
        Path ford = copy.resolve("encounters/goblins-at-the-ford.json");
        Files.writeString(ford, Files.readString(ford).replaceFirst("\"template\": \"goblin\"", "\"template\": \"goblyn\""));
        Cli.Result alone = Cli.run("check", copy.toString());
        assertEquals(2, alone.exit(), alone.err());
        for (List<String> args : List.of(List.of(copy.toString(), ford.toString()), List.of(ford.toString(), copy.toString()),
                List.of(copy.resolve("encounters").toString(), ford.toString()))) {
            List<String> command = new java.util.ArrayList<>(List.of("check"));
            command.addAll(args);
            Cli.Result r = Cli.run(command.toArray(String[]::new));
            assertEquals(2, r.exit(), r.err());
            assertEquals(1, r.err().lines().filter(l -> l.contains("unknown template \"goblyn\"")).count(), r.err());
            assertTrue(r.err().startsWith("note: " + ford + " is named a second time: it is checked once\n"), r.err());
            assertTrue(r.err().endsWith("1 problem found.\n"), r.err());
        }
        Files.writeString(ford, Files.readString(ford).replace("goblyn", "goblin"));
        Cli.Result whole = Cli.run("check", copy.toString());
        Cli.Result twice = Cli.run("check", copy.toString(), ford.toString(), copy.resolve("encounters").toString());
        assertEquals(0, twice.exit(), twice.err());
        assertEquals("note: " + ford + " is named a second time: it is checked once\n"
                + "note: " + copy.resolve("encounters") + " is named a second time: it is checked once\n" + whole.err(),
                twice.err());
        assertEquals(whole.out(), twice.out(), "the same files counted as for the folder alone");

        Path folder = Files.createDirectories(tmp.resolve("fights"));
        Path duel = Files.copy(DUEL, folder.resolve("duel.json"));
        Files.copy(DUEL, folder.resolve("duel-again.json"));
        Cli.Result plain = Cli.run("check", duel.toString(), folder.toString());
        assertEquals(0, plain.exit(), plain.err());
        assertTrue(plain.err().startsWith("note: " + duel + " is named a second time: it is checked once\n"), plain.err());
        assertEquals("ok: 2 files checked, no problem found\n", plain.out());
        // A folder of one file and that file read the same: the first named is checked, the other noted.
        Path lone = Files.createDirectories(tmp.resolve("lone"));
        Path single = Files.copy(DUEL, lone.resolve("duel.json"));
        Cli.Result same = Cli.run("check", single.toString(), lone.toString());
        assertTrue(same.err().startsWith("note: " + lone + " is named a second time: it is checked once\n"), same.err());
        assertEquals("ok: 1 file checked, no problem found\n", same.out());
    }

    private static byte[] readDuel() {
        try {
            return Files.readAllBytes(DUEL);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
