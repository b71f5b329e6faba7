package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.simulate.Report;
import escarmouche.ssh.ServerConfig;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The tools speak French with {@code --lang fr} (on the command or on {@code ./play}) or a French
 * LC_ALL/LC_MESSAGES/LANG; their exit codes stay the same, and English stays as it was.
 */
class FrenchCommandLineTest {
    private static final Path CONTENT = Path.of(System.getProperty("escarmouche.content", "../content"));
    private static final Path FORD = CONTENT.resolve("encounters/goblins-at-the-ford.json");
    private static final Map<String, String> FRENCH = Map.of("LANG", "fr_FR.UTF-8");
    private static final Map<String, String> ENGLISH = Map.of("LANG", "C.UTF-8");
    private static final String NBSP = "\u00a0";

    @TempDir
    Path tmp;

    private Path badScenario() throws IOException {
        Path bad = tmp.resolve("bad.json");
        Files.writeString(bad, "{\"name\": \"x\", \"seed\": \"a\", \"combatants\": 3, \"bogus\": 1}");
        return bad;
    }

    @Test
    @DisplayName("check --lang fr: every problem in French with its file, line, column and JSON path, the count, exit 2")
    void checkSaysItsProblemsInFrench() throws IOException {
        Path bad = badScenario();
        Cli.Result r = Cli.inEnvironment(ENGLISH, "check", "--lang", "fr", bad.toString());
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains(bad + ":1:1: $\u00a0: champ obligatoire \"format\" absent"), r.err());
        assertTrue(r.err().contains(bad + ":1:23: $.seed\u00a0: trouvé le texte «" + NBSP + "a" + NBSP + "», attendu" + NBSP + ": un nombre entier"), r.err());
        assertTrue(r.err().contains(bad + ":1:42: $.combatants\u00a0: trouvé le nombre 3, attendu" + NBSP + ": une liste"), r.err());
        assertTrue(r.err().contains(bad + ":1:45: $.bogus\u00a0: champ \"bogus\" inconnu" + NBSP + "; champs permis" + NBSP
                + ": format, name"), r.err());
        assertTrue(r.err().endsWith("5 problèmes trouvés.\n"), r.err());
    }

    @Test
    @DisplayName("check of a valid scenario with warnings: they go to the error stream, and the last line counts them, in both languages")
    void checkCountsItsWarnings(@TempDir Path tmp) throws IOException {
        Path file = tmp.resolve("warren.json");
        Files.writeString(file, """
                {"format": 1, "map": "ford", "combatants": [{"id": "a", "template": "fighter", "at": [1, 1]},
                 {"id": "k1", "template": "goblin", "side": "monsters", "at": [3, 1],
                  "behavior": {"rules": [{"do": "yield"}, {"when": [{"self": "acted"}], "do": "dodge"}]}}]}
                """);
        Cli.Result en = Cli.inEnvironment(ENGLISH, "check", file.toString());
        assertEquals(0, en.exit(), en.err());
        assertEquals(2, en.err().lines().filter(l -> l.startsWith("warning: " + file)).count(), en.err());
        assertEquals("ok: 1 file checked, no problem found; 2 warnings above\n", en.out());
        Cli.Result fr = Cli.inEnvironment(ENGLISH, "check", "--lang", "fr", file.toString());
        assertTrue(fr.err().contains("\"yield\" sans condition" + NBSP + ": la créature abandonne"), fr.err());
        assertEquals("ok" + NBSP + ": 1 fichier vérifié, aucun problème" + NBSP + "; 2 avertissements plus haut\n", fr.out());
    }

    @Test
    @DisplayName("check --lang fr on a scenario naming an unknown map and monster, a goblin off the map: French, with the suggestion, exit 2")
    void unknownNamesInFrench() throws IOException {
        String ford = Files.readString(FORD);
        Path typo = tmp.resolve("typo.json");
        Files.writeString(typo, ford.replaceFirst("\"map\": \"([a-z-]+)\"", "\"map\": \"$1x\"")
                .replaceFirst("\"goblin\"", "\"gobelin\""));
        Cli.Result r = Cli.inEnvironment(FRENCH, "check", typo.toString());
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().matches("(?s).*\\$\\.map" + NBSP + ": carte «" + NBSP + "[a-z-]+x" + NBSP + "» inconnue \\(vouliez-vous dire «"
                + NBSP + "[a-z-]+" + NBSP + "»" + NBSP + "\\?\\)" + NBSP + ": absente de content/maps/.*"), r.err());
        assertTrue(r.err().contains("modèle «" + NBSP + "gobelin" + NBSP + "» inconnu (vouliez-vous dire «" + NBSP + "goblin" + NBSP
                + "»" + NBSP + "?)" + NBSP
                + ": ni une classe de content/classes/ ni un monstre de content/monsters/"), r.err());
        Path off = tmp.resolve("off.json");
        Files.writeString(off, ford.replace("[14, 6]", "[99, 6]"));
        Cli.Result outside = Cli.inEnvironment(FRENCH, "check", off.toString());
        assertEquals(2, outside.exit());
        assertTrue(outside.err().contains(": la case 99,6 est hors de la carte (x de 0 à "), outside.err());
        Cli.Result en = Cli.inEnvironment(ENGLISH, "check", typo.toString());
        assertTrue(en.err().contains("unknown template \"gobelin\" (did you mean \"goblin\"?): not a class of content/classes/"
                + " nor a monster of content/monsters/"), en.err());
    }

    @Test
    @DisplayName("check --lang fr of a command script: each line that is no command said in French, the words of the grammar kept")
    void scriptLinesInFrench() throws IOException {
        Path script = Files.writeString(tmp.resolve("bad.commands"), "mvoe 2,2\nmove 2;2\ncast fire-bolt g1 ability=cha\n"
                + "stand up\nattack\nend\n");
        Cli.Result r = Cli.inEnvironment(ENGLISH, "check", "--lang", "fr", script.toString());
        assertEquals(2, r.exit(), r.err());
        List<String> lines = r.err().lines().toList();
        assertTrue(lines.get(0).startsWith(script + ":1:1: commande inconnue «" + NBSP + "mvoe" + NBSP + "» (vouliez-vous dire"
                + " move" + NBSP + "?)" + NBSP + ": attendu l'une de move, moveto, "), r.err());
        assertEquals(List.of(script + ":2:6: move" + NBSP + ": «" + NBSP + "2;2" + NBSP + "» n'est pas une case" + NBSP
                        + ": attendu X,Y, par exemple 3,4",
                script + ":3:19: ability=cha" + NBSP + ": attendu int, wis ou dex",
                script + ":4:7: stand ne prend pas d'argument, trouvé «" + NBSP + "up" + NBSP + "»",
                script + ":5:1: attack demande exactement un identifiant de CIBLE",
                "5 problèmes trouvés."), lines.subList(1, lines.size()));
        Cli.Result en = Cli.inEnvironment(ENGLISH, "check", script.toString());
        assertTrue(en.err().contains(script + ":3:19: ability=cha: expected int, wis or dex\n"), en.err());
        assertTrue(en.err().startsWith(script + ":1:1: unknown command 'mvoe' (did you mean move?): expected one of move, "),
                en.err());
    }

    @Test
    @DisplayName("check --lang fr on a folder holding only notes: « attention : ... : ignoré, pas un fichier .json », nothing checked, exit 2")
    void skippedFilesInFrench() throws IOException {
        Path folder = Files.createDirectories(tmp.resolve("scenarios"));
        Files.writeString(folder.resolve("notes.txt"), "to do");
        Cli.Result r = Cli.inEnvironment(ENGLISH, "check", "--lang", "fr", folder.toString());
        assertEquals(2, r.exit(), r.err());
        assertEquals("attention" + NBSP + ": " + folder.resolve("notes.txt") + ": ignoré, pas un fichier .json\n"
                + folder + ": rien n'a été vérifié" + NBSP + ": ce dossier ne contient ni scénario (.json), ni script"
                + " de commandes (.commands), ni enregistrement (.jsonl)\n", r.err());
        Cli.Result en = Cli.inEnvironment(ENGLISH, "check", folder.toString());
        assertTrue(en.err().startsWith("warning: " + folder.resolve("notes.txt") + ": skipped, not a .json file\n"), en.err());
    }

    @Test
    @DisplayName("a file that is not a recording, and a damaged one, are said in French as the game's pages say them")
    void recordingProblemsInFrench() throws IOException {
        Path log = Files.writeString(tmp.resolve("events.jsonl"), "{\"seq\":1,\"round\":0,\"type\":\"turn\"}\n");
        Cli.Result r = Cli.inEnvironment(ENGLISH, "check", "--lang", "fr", log.toString());
        assertEquals(2, r.exit(), r.err());
        assertEquals(log + ":1: ce n'est pas un enregistrement mais le journal des événements d'un combat (écrit par"
                + " ./play run --events)" + NBSP + ": un enregistrement, un combat que le jeu a gardé, commence par"
                + " \"type\" valant «" + NBSP + "escarmouche-recording" + NBSP + "»\n1 problème trouvé.\n", r.err());
        Cli.Result en = Cli.inEnvironment(ENGLISH, "check", log.toString());
        assertEquals(log + ":1: not a recording but a fight's event log (written by ./play run --events): a recording,"
                + " a fight the game saved, starts with \"type\": \"escarmouche-recording\"\n1 problem found.\n", en.err());
        Cli.Result replay = Cli.inEnvironment(FRENCH, "run", log.toString());
        assertEquals(2, replay.exit(), replay.err());
        assertTrue(replay.err().contains(log + ":1: ce n'est pas un enregistrement"), replay.err());
        // A recording whose first command no longer plays: the replay's diagnosis, in French.
        String won = Files.readString(Path.of("src/test/resources/recordings/duel-won.jsonl"));
        Path misfit = Files.writeString(tmp.resolve("misfit.jsonl"),
                won.replaceFirst("\\{\"input\":\"moveto 6,3\"}", "{\"input\":\"moveto 40,40\"}"));
        Cli.Result refused = Cli.inEnvironment(ENGLISH, "check", "--lang", "fr", misfit.toString());
        assertEquals(2, refused.exit(), refused.err());
        assertTrue(refused.err().startsWith(misfit + ":2: l'entrée 1 (moveto 40,40) est refusée" + NBSP
                + ": "), refused.err());
        assertTrue(refused.err().contains("(l'enregistrement ne correspond pas à son scénario et à sa graine)"),
                refused.err());
    }

    @Test
    @DisplayName("a flag written twice (attack g1 ko ko) is said as a repeated option is, not as a second target")
    void aRepeatedFlagIsSaidSo() throws IOException {
        Path script = Files.writeString(tmp.resolve("twice.commands"), "attack g1 ko ko\nattack g1 weapon=dagger weapon=club\n"
                + "attack ko ko\n");
        Cli.Result en = Cli.inEnvironment(ENGLISH, "check", script.toString());
        assertEquals(2, en.exit(), en.err());
        assertEquals(script + ":1:14: flag 'ko' given twice\n" + script + ":2:25: option 'weapon' given twice\n"
                + "2 problems found.\n", en.err());
        Cli.Result fr = Cli.inEnvironment(ENGLISH, "check", "--lang", "fr", script.toString());
        assertEquals(script + ":1:14: mot «" + NBSP + "ko" + NBSP + "» donné deux fois\n" + script + ":2:25: option «" + NBSP
                + "weapon" + NBSP + "» donnée deux fois\n2 problèmes trouvés.\n", fr.err());
    }

    @Test
    @DisplayName("a damaged recording is said in French in the shape file:line:column: message, every sentence translated")
    void recordingProblemsKeepTheirShapeInFrench() throws IOException {
        String won = Files.readString(Path.of("src/test/resources/recordings/duel-won.jsonl"));
        Path hash = Files.writeString(tmp.resolve("hash.jsonl"), won.replaceFirst("\"contentHash\":\"62", "\"contentHash\":\"63"));
        Path twice = Files.writeString(tmp.resolve("twice.jsonl"),
                won.replaceFirst("\\{\"input\":\"moveto 6,3\"}", "{\"input\":\"moveto 6,3\",\"input\":\"moveto 1,1\"}"));
        Path seed = Files.writeString(tmp.resolve("seed.jsonl"), won.replaceFirst("\"seed\":3,", "\"seed\":1.5,"));
        Path table = Files.writeString(tmp.resolve("table.jsonl"), won.replaceFirst("\"seed\":3,", "\"seed\":3,\"table\":\"GM!\","));
        Cli.Result r = Cli.inEnvironment(ENGLISH, "check", "--lang", "fr", hash.toString(), twice.toString(), seed.toString(),
                table.toString());
        assertEquals(2, r.exit(), r.err());
        assertEquals(String.join("\n",
                hash + ":1: la copie du contenu ne correspond pas à son empreinte" + NBSP + ": le fichier a été modifié ou abîmé",
                twice + ":2:30: pas du JSON" + NBSP + ": clé \"input\" en double" + NBSP + ": une clé ne s'écrit qu'une fois"
                        + " dans un objet",
                seed + ":1: le champ \"seed\" de l'en-tête manque ou n'est pas un nombre entier",
                table + ":1: \"table\" n'est pas un nom de joueur (1 à 32 caractères parmi a-z 0-9 _ -)",
                "4 problèmes trouvés.", ""), r.err());
        Cli.Result en = Cli.inEnvironment(ENGLISH, "check", twice.toString());
        assertTrue(en.err().startsWith(twice + ":2:30: not JSON: duplicate key \"input\": a key is written once in an object\n"),
                en.err());
        Cli.Result missing = Cli.inEnvironment(FRENCH, "run", tmp.resolve("nope.json").toString());
        assertEquals(tmp.resolve("nope.json") + ": aucun fichier de ce nom" + NBSP + "; attendu" + NBSP
                + ": fichier de scénario (JSON)\n", missing.err());
    }

    @Test
    @DisplayName("check in English keeps its exact words: found string \"a\", expected a whole number; 5 problems found.")
    void checkStaysEnglish() throws IOException {
        Path bad = badScenario();
        Cli.Result r = Cli.inEnvironment(ENGLISH, "check", bad.toString());
        assertEquals(2, r.exit(), r.err());
        assertEquals(String.join("\n",
                bad + ":1:1: $: missing required field \"format\"",
                bad + ":1:1: $: missing required field \"map\"",
                bad + ":1:23: $.seed: found string \"a\", expected a whole number",
                bad + ":1:42: $.combatants: found number 3, expected a list",
                bad + ":1:45: $.bogus: unknown field \"bogus\"; allowed fields: format, name, description, difficulty,"
                        + " rules, map, combatants, initiative, dice, seed, doors, planned, fr",
                "note: " + bad + ": what its combatants read with problems can carry out (spells, potions, shots, hands)"
                        + " and its sides are checked once its problems are fixed: check it again then for their warnings",
                "5 problems found.", ""), r.err());
    }

    @Test
    @DisplayName("The language follows LANG=fr_FR.UTF-8 and ./play --lang fr, LC_ALL=C before a French LANG keeps English")
    void theLanguageComesFromTheEnvironmentOrThePlayOption() {
        Cli.Result fromLang = Cli.inEnvironment(FRENCH, "check", CONTENT.toString());
        assertEquals(0, fromLang.exit(), fromLang.err());
        assertTrue(fromLang.out().matches("ok" + NBSP + ": \\d+ fichiers vérifiés, aucun problème\n"), fromLang.out());
        Cli.Result fromPlay = Cli.inEnvironment(ENGLISH, "--lang", "fr", "check", tmp.resolve("nope").toString());
        assertEquals(2, fromPlay.exit(), fromPlay.err());
        assertTrue(fromPlay.err().contains("nope: aucun fichier ou dossier de ce nom\n1 problème trouvé."), fromPlay.err());
        Cli.Result posix = Cli.inEnvironment(Map.of("LC_ALL", "C", "LANG", "fr_FR.UTF-8"), "check", CONTENT.toString());
        assertTrue(posix.out().matches("ok: \\d+ files checked, no problem found\n"), posix.out());
        Cli.Result asked = Cli.inEnvironment(FRENCH, "check", "--lang", "en", CONTENT.toString());
        assertTrue(asked.out().startsWith("ok: "), "--lang en beats a French LANG: " + asked.out());
    }

    @Test
    @DisplayName("run in French: a missing command script, an event log aimed at a folder or at the scenario, exit 2")
    void runSaysItsRefusalsInFrench() throws IOException {
        Cli.Result missing = Cli.inEnvironment(FRENCH, "run", FORD.toString(), "--commands", tmp.resolve("x.commands").toString());
        assertEquals(2, missing.exit());
        assertEquals(tmp.resolve("x.commands") + ": aucun fichier de ce nom" + NBSP + "; attendu" + NBSP
                + ": script de commandes\n", missing.err());
        Cli.Result folder = Cli.inEnvironment(FRENCH, "run", FORD.toString(), "--all-ai", "--events", tmp.toString());
        assertEquals(2, folder.exit());
        assertTrue(folder.err().contains(tmp + ": c'est un dossier ; --events attend un nom de fichier, par exemple "
                .replace(" ;", NBSP + ";")), folder.err());
        Path copy = tmp.resolve("ford.json");
        Files.copy(FORD, copy);
        Cli.Result itself = Cli.inEnvironment(FRENCH, "run", copy.toString(), "--all-ai", "--events", copy.toString());
        assertEquals(2, itself.exit());
        assertTrue(itself.err().startsWith("--events " + copy + " est le scénario de cette partie"), itself.err());
        Cli.Result stdin = Cli.inEnvironment(FRENCH, "run", "-");
        assertEquals(2, stdin.exit());
        assertTrue(stdin.err().startsWith("le scénario est lu sur l'entrée standard (-)"), stdin.err());
    }

    @Test
    @DisplayName("simulate in French: the report's words, decimal commas, the forced-dice note; --runs 0 is refused in French, exit 2")
    void simulateReportsInFrench() {
        Cli.Result r = Cli.inEnvironment(FRENCH, "simulate", FORD.toString(), "--runs", "40", "--threads", "1");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().startsWith("Gobelins au gué" + NBSP + ": 40 combats\n"), "the encounter's French name: " + r.out());
        assertTrue(r.out().contains("\n  le groupe gagne  "), r.out());
        assertTrue(r.out().contains("(intervalle à 95\u00a0%" + NBSP + ": "), r.out());
        assertTrue(r.out().contains("\n  les monstres gagnent  "), r.out());
        assertTrue(r.out().matches("(?s).*\\d,\\d\u00a0%.*"), "decimal commas: " + r.out());
        assertFalse(r.out().matches("(?s).*\\d\\.\\d.*"), "no decimal point left: " + r.out());
        assertTrue(r.out().contains("(tombe" + NBSP + ": combats où il est tombé à 0 point de vie" + NBSP
                + ";\n   dég. infl." + NBSP + ": sur l'autre camp, ni sur lui-même ni sur ses alliés" + NBSP
                + ";\n   dégâts, critiques et échecs critiques (éch. crit.)" + NBSP + ": moyennes par combat)"), r.out());
        assertTrue(r.out().contains("  combattant camp       survit    tombe dég. infl. dég. subis  crit. éch. crit.\n"), r.out());
        Cli.Result zero = Cli.inEnvironment(FRENCH, "simulate", FORD.toString(), "--runs", "0");
        assertEquals(2, zero.exit());
        assertEquals("escarmouche\u00a0: --runs doit être entre 1 et 10\u202f000\u202f000, trouvé 0\n", zero.err());
    }

    @Test
    @DisplayName("The simulate report rebuilt from the bundles is, in English, exactly the simulator's own text")
    void theEnglishReportIsTheSimulatorsOwn() {
        Report report = new Report("Goblins at the ford", 1000, 0.4521, 0.5012, 0.0467, 5.23, 5, 2, 14,
                List.of(new Report.CombatantFigures("brunhild", "party", 0.995, 22.94, 7.6, 0.24, 0.31),
                        new Report.CombatantFigures("g1", "monsters", 0.0, 2.3, 17.6, 0.07, 0.03)),
                0.421, 0.483, 8, List.of(new Report.RoundsCount(2, 10), new Report.RoundsCount(5, 700),
                        new Report.RoundsCount(14, 290)), 41.5);
        assertEquals(report.text(), ReportText.of(report, ScreenMessages.of(Language.EN)));
        String french = ReportText.of(report, ScreenMessages.of(Language.FR));
        assertTrue(french.contains("  le groupe gagne        45,2\u00a0%   (intervalle à 95\u00a0%" + NBSP + ": 42,1-48,3\u00a0%)"), french);
        assertTrue(french.contains(("moyenne 5,2, médiane 5, 90 % en 8 au plus, min 2, max 14").replace(" ", NBSP)
                .replace(",\u00a0", ", ")), french);
        assertTrue(french.contains("  brunhild   groupe     99,5\u00a0%    0,5\u00a0%       22,9        7,6   0,24       0,31\n"), french);
        Report stalemate = new Report("x", 20_000, 0.5, 0.49995, 1 / 20_000.0, 2, 2, 1, 200, List.of(), 0.49, 0.51, 3,
                List.of(new Report.RoundsCount(2, 19_999), new Report.RoundsCount(200, 1)), 9);
        assertEquals(stalemate.text(), ReportText.of(stalemate, ScreenMessages.of(Language.EN)));
        String frenchStalemate = ReportText.of(stalemate, ScreenMessages.of(Language.FR));
        assertTrue(frenchStalemate.contains("0,0\u00a0%   (1 combat)"), frenchStalemate);
        assertTrue(frenchStalemate.contains("0,0\u00a0% #  (1 combat)"), "the chart's bar too: " + frenchStalemate);
        Report watched = new Report("x", 20_000, 0.5, 0.49995, 1 / 20_000.0, 2, 2, 1, 200, List.of(), 0.49, 0.51, 3,
                List.of(new Report.RoundsCount(2, 19_999), new Report.RoundsCount(200, 1)), 9,
                List.of(new Report.FightToWatch("longest", 7037, 200, "none"),
                        new Report.FightToWatch("defeat", 12, 1, "monsters"),
                        new Report.FightToWatch("no-winner", 7037, 200, "none")));
        assertEquals(watched.text(), ReportText.of(watched, ScreenMessages.of(Language.EN)));
        assertTrue(watched.text().contains("  to watch      longest: seed 7037, 200 rounds, no winner\n"
                + "                first defeat: seed 12, 1 round\n"
                + "                first with no winner: seed 7037, 200 rounds\n"), watched.text());
        String frenchWatched = ReportText.of(watched, ScreenMessages.of(Language.FR));
        assertTrue(frenchWatched.contains("le plus long" + NBSP + ": graine 7037, 200 rounds, sans vainqueur"), frenchWatched);
        assertTrue(frenchWatched.contains("première défaite" + NBSP + ": graine 12, 1 round"), frenchWatched);
        Report bandits = new Report("x", 3, 1 / 3.0, 1 / 3.0, 1 / 3.0, 2, 2, 1, 3,
                List.of(new Report.CombatantFigures("kenji", "party", 0.9, 40, 23),
                        new Report.CombatantFigures("captain", "bandits", 1.0, 26, 44)), 0.1, 0.8, 3,
                List.of(new Report.RoundsCount(2, 3)), 0, List.of(new Report.FightToWatch("longest", 36, 3, "monsters")));
        assertEquals(bandits.text(), ReportText.of(bandits, ScreenMessages.of(Language.EN)));
        String frenchBandits = ReportText.of(bandits, ScreenMessages.of(Language.FR));
        assertTrue(frenchBandits.contains("  les bandits gagnent   33,3\u00a0%") && frenchBandits.contains("graine 36, 3 rounds, les bandits gagnent"),
                frenchBandits);
    }

    @Test
    @DisplayName("simulate's progress bar counts the time left in French: encore 12 s, encore 2 min 05 s")
    void progressInFrench() {
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        Progress p = new Progress(100, new PrintStream(sink, true, StandardCharsets.UTF_8), true, () -> 0L,
                ShutdownHooks.runtime(), ScreenMessages.of(Language.FR));
        assertTrue(p.line(50, 12_000_000_000L).contains("  encore 12\u00a0s"), p.line(50, 12_000_000_000L));
        assertTrue(p.line(50, 125_000_000_000L).contains("  encore 2\u00a0min 05\u00a0s"), p.line(50, 125_000_000_000L));
        Progress english = new Progress(100, new PrintStream(sink, true, StandardCharsets.UTF_8), true, () -> 0L,
                ShutdownHooks.runtime());
        assertTrue(english.line(50, 12_000_000_000L).contains("  12 s left"), english.line(50, 12_000_000_000L));
    }

    @Test
    @DisplayName("serve --lang fr: its start-up lines and its refusals of options are French, exit 2 unchanged")
    void serveInFrench() {
        Cli.Result both = Cli.inEnvironment(ENGLISH, "serve", "--lang", "fr", "--guests", "--no-guests",
                "--data", tmp.toString());
        assertEquals(2, both.exit());
        assertEquals("escarmouche" + NBSP + ": --guests et --no-guests ne vont pas ensemble\n", both.err());
        Cli.Result port = Cli.inEnvironment(FRENCH, "serve", "--port", "70000", "--data", tmp.toString());
        assertEquals(2, port.exit());
        assertEquals("escarmouche" + NBSP + ": --port doit être entre 0 et 65\u202f535, trouvé 70000\n", port.err());

        ServeCommand serve = new ServeCommand();
        new CommandLine(serve).parseArgs("--lang", "fr", "--data", tmp.toString());
        ServerConfig c = serve.config(System.err).orElseThrow();
        List<String> fr = serve.greeting(ScreenMessages.of(Language.FR), 2222, "SHA256:abc", Optional.empty(), c,
                tmp.resolve("server.log"));
        assertEquals("Escarmouche est servi par SSH sur 127.0.0.1:2222.", fr.get(0));
        assertEquals("Connexion" + NBSP + ":  ssh -p 2222 NOM@127.0.0.1   (NOM" + NBSP + ": 1 à 32 de a-z 0-9 _ -)",
                fr.get(2));
        assertTrue(fr.get(3).endsWith("; invités sous des noms libres, sans mot de passe.".replace(";", NBSP + ";")), fr.get(3));
        assertEquals("Ctrl-C arrête le serveur.", fr.get(5));
        List<String> withNotice = serve.greeting(ScreenMessages.of(Language.FR), 2222, "SHA256:abc",
                Optional.of("Une nouvelle clé"), c, tmp.resolve("server.log"));
        // No capital after a colon in French: the host key's notice goes on in lower case, a name in capitals stays;
        // "remarque" itself in lower case, as every other command's note says it.
        assertEquals("remarque" + NBSP + ": une nouvelle clé", withNotice.get(2));
        assertEquals(ScreenMessages.of(Language.FR).text("cli.note", "une nouvelle clé"), withNotice.get(2));
        assertEquals("remarque" + NBSP + ": une nouvelle clé du serveur a été créée dans /k" + NBSP
                + ": sauvegardez-la (voir docs/server.md).", serve.greeting(ScreenMessages.of(Language.FR), 2222,
                "SHA256:abc", Optional.of(ScreenMessages.of(Language.FR).text("ssh.hostkey.made", "/k")), c,
                tmp.resolve("server.log")).get(2));
        assertEquals("remarque" + NBSP + ": SSH", serve.greeting(ScreenMessages.of(Language.FR), 2222, "SHA256:abc",
                Optional.of("SSH"), c, tmp.resolve("server.log")).get(2));
        List<String> en = serve.greeting(ScreenMessages.of(Language.EN), 2222, "SHA256:abc", Optional.of("new key"), c,
                tmp.resolve("server.log"));
        assertEquals(List.of("Escarmouche is served over SSH on 127.0.0.1:2222.",
                "Host key fingerprint: SHA256:abc  (publish it: players compare it on first login)",
                "Note: new key",
                "Connect with:  ssh -p 2222 NAME@127.0.0.1   (NAME: 1-32 of a-z 0-9 _ -)",
                "Logins: SSH keys (a name belongs to the first key that uses it), passwords set with ./play players; "
                        + "guests under free names, without a password.",
                "Data: " + tmp + "   log: " + tmp.resolve("server.log"),
                "Ctrl-C stops the server."), en);
    }

    @Test
    @DisplayName("players in French: an empty list, a bad name with the rule, a missing player; exit codes 0 and 2")
    void playersInFrench() {
        Cli.Result list = Cli.inEnvironment(FRENCH, "players", "--data", tmp.toString(), "list");
        assertEquals(0, list.exit(), list.err());
        assertTrue(list.out().startsWith("Pas encore de joueur dans "), list.out());
        Cli.Result bad = Cli.inEnvironment(ENGLISH, "players", "--lang", "fr", "--data", tmp.toString(), "password", "Ana!");
        assertEquals(2, bad.exit());
        assertTrue(bad.err().startsWith("escarmouche" + NBSP + ": «" + NBSP + "Ana!" + NBSP + "» n'est pas un nom de joueur."
                + " Un nom de joueur a de 1 à 32 signes"), bad.err());
        Cli.Result none = Cli.inEnvironment(FRENCH, "players", "--data", tmp.toString(), "clear-password", "zoe");
        assertEquals(2, none.exit());
        Cli.Result english = Cli.inEnvironment(ENGLISH, "players", "--data", tmp.toString(), "password", "Ana!");
        assertTrue(english.err().startsWith("escarmouche: 'Ana!' is not a player name. Player names are 1 to 32"), english.err());
    }

    @Test
    @DisplayName("bench, an unknown command and a missing scenario in French, with their exit code 2")
    void otherRefusalsInFrench() {
        Cli.Result bench = Cli.inEnvironment(FRENCH, "bench", "--batches", "0");
        assertEquals(2, bench.exit());
        assertEquals("escarmouche" + NBSP + ": --batches doit être entre 1 et 99, trouvé 0\n", bench.err());
        Cli.Result unknown = Cli.inEnvironment(FRENCH, "jouer");
        assertEquals(2, unknown.exit());
        assertTrue(unknown.err().startsWith("escarmouche" + NBSP + ": commande «" + NBSP + "jouer" + NBSP + "» inconnue"),
                unknown.err());
        Cli.Result scenario = Cli.inEnvironment(FRENCH, "run", tmp.toString());
        assertEquals(2, scenario.exit());
        assertEquals(tmp + ": c'est un dossier" + NBSP + "; attendu" + NBSP + ": fichier de scénario (JSON)\n",
                scenario.err());
        Cli.Result folder = Cli.inEnvironment(FRENCH, "simulate", tmp.toString());
        assertEquals(2, folder.exit());
        assertEquals(tmp + ": aucun scénario (fichier .json) dans ce dossier\n", folder.err());
        Cli.Result replay = Cli.inEnvironment(FRENCH, "replay", tmp.resolve("none.jsonl").toString());
        assertEquals(2, replay.exit());
        assertTrue(replay.err().contains("aucun fichier de ce nom" + NBSP + "; attendu" + NBSP + ": enregistrement (.jsonl)"),
                replay.err());
    }

    @Test
    @DisplayName("--help in French: ./play --lang fr --help and LANG=fr run --help; English help is the annotations' own")
    void helpInFrench() {
        Cli.Result play = Cli.inEnvironment(ENGLISH, "--lang", "fr", "--help");
        assertEquals(0, play.exit(), play.err());
        assertTrue(play.out().startsWith("Utilisation" + NBSP + ": play [-hV]"), play.out());
        assertTrue(play.out().contains("\nCommandes" + NBSP + ":\n  run       Joue un scénario sans écran"), play.out());
        Cli.Result run = Cli.inEnvironment(FRENCH, "run", "--help");
        assertTrue(run.out().replaceAll("[ \\n]+", " ").contains("graine des dés (par défaut" + NBSP + ": celle du scénario, sinon 0)"),
                run.out());
        Cli.Result english = Cli.inEnvironment(ENGLISH, "run", "--help");
        assertTrue(english.out().startsWith("Usage: play run [-hV] [--all-ai]"), english.out());
        assertTrue(english.out().contains("dice seed (default: the scenario's, else 0)"), english.out());
    }

    @Test
    @DisplayName("check --help in French: \"(.jsonl)\" and \"(.commands)\" stay whole, never cut after their dot")
    void checkHelpKeepsExtensionsWhole() {
        String out = Cli.inEnvironment(FRENCH, "check", "--help").out();
        assertTrue(out.contains("(.jsonl)"), out);
        assertTrue(out.contains("(.commands)"), out);
        assertFalse(out.contains("(.\n"), out);
    }

    @Test
    @DisplayName("Every command and option of ./play has its French help (a new option without one fails here)")
    void everyOptionHasFrenchHelp() {
        CommandLine french = Main.commandLine(ENGLISH);
        HelpLanguage.apply(french, Language.FR);
        List<String> untranslated = new java.util.ArrayList<>();
        check(Main.commandLine(ENGLISH), french, untranslated);
        assertEquals(List.of(), untranslated);
    }

    private static void check(CommandLine english, CommandLine french, List<String> untranslated) {
        var en = english.getCommandSpec();
        var fr = french.getCommandSpec();
        if (java.util.Arrays.equals(en.usageMessage().description(), fr.usageMessage().description())) {
            untranslated.add(en.qualifiedName());
        }
        for (int i = 0; i < en.options().size(); i++) {
            String[] was = en.options().get(i).description();
            if (was.length > 0 && java.util.Arrays.equals(was, fr.options().get(i).description())) {
                untranslated.add(en.qualifiedName() + " " + en.options().get(i).longestName());
            }
        }
        for (int i = 0; i < en.positionalParameters().size(); i++) {
            String[] was = en.positionalParameters().get(i).description();
            if (was.length > 0 && java.util.Arrays.equals(was, fr.positionalParameters().get(i).description())) {
                untranslated.add(en.qualifiedName() + " " + en.positionalParameters().get(i).paramLabel());
            }
        }
        for (String name : english.getSubcommands().keySet()) {
            check(english.getSubcommands().get(name), french.getSubcommands().get(name), untranslated);
        }
    }

    @Test
    @DisplayName("Every cli.*, problem.* and ssh.* key the code names is in the bundles")
    void everyKeyOfTheToolsExists() throws IOException {
        Path src = Path.of("src", "main", "java", "escarmouche");
        java.util.regex.Pattern literal = java.util.regex.Pattern.compile("\"((?:cli|problem|ssh)\\.[a-z][\\w.]*[a-z])\"");
        ScreenMessages en = ScreenMessages.of(Language.EN);
        ScreenMessages fr = ScreenMessages.of(Language.FR);
        List<String> missing = new java.util.ArrayList<>();
        int found = 0;
        try (var files = Files.walk(src)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                var m = literal.matcher(Files.readString(f));
                while (m.find()) {
                    found++;
                    if (!en.has(m.group(1)) || !fr.has(m.group(1))) missing.add(m.group(1) + " (" + f.getFileName() + ")");
                }
            }
        }
        assertTrue(found > 100, "the sources were read: " + found);
        assertEquals(List.of(), missing);
    }

    @Test
    @DisplayName("MOVE-ENTER: replay in French explains each line (w) with the French rules reference, as the game does")
    void replayExplainsInFrench() {
        assertEquals("Entrer dans une case", ReplayCommand.reference(ScreenMessages.of(Language.FR)).get("MOVE-ENTER").title());
        assertEquals("Entering a square", ReplayCommand.reference(ScreenMessages.of(Language.EN)).get("MOVE-ENTER").title());
    }
}
