package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ./play simulate}: its options and what it says about the scenario it is given. */
class SimulateCommandTest {
    private static final Path ROOT = Path.of(System.getProperty("escarmouche.content", "../content")).getParent();
    private static final Path DUEL = ROOT.resolve("content/encounters/tutorial-duel.json");

    @Test
    @DisplayName("--threads below 1 is refused: exit 2")
    void threadsBelowOne() {
        for (String t : new String[] {"0", "-3"}) {
            Cli.Result r = Cli.run("simulate", DUEL.toString(), "--runs", "2", "--threads", t);
            assertEquals(2, r.exit(), t);
            assertTrue(r.err().contains("--threads must be between 1 and"), r.err());
        }
    }

    @Test
    @DisplayName("simulate '' is refused as run '' is, not read as the working folder's scenarios: exit 2, nothing fought")
    void anEmptyNameIsRefused() {
        for (String[] args : new String[][] {{"simulate", "", "--runs", "3"}, {"simulate", DUEL.toString(), "", "--runs", "3"}}) {
            Cli.Result r = Cli.run(args);
            assertEquals(2, r.exit(), r.err());
            assertEquals("the scenario file (JSON) has an empty name\n", r.err());
            assertEquals("", r.out());
        }
    }

    @Test
    @DisplayName("a recording given to simulate is named as one, with the commands that take it: exit 2")
    void recordingIsNotAScenario() {
        Path recording = ROOT.resolve("game/src/test/resources/recordings/duel-won.jsonl");
        Cli.Result r = Cli.run("simulate", recording.toString(), "--runs", "2");
        assertEquals(2, r.exit(), r.err());
        assertEquals(recording + " is a recording of one fight, not a scenario: ./play replay " + recording
                + " watches it and ./play run " + recording + " writes its event log; simulate fights a scenario (a"
                + " .json file) many times\n", r.err());
        assertEquals("", r.out());
    }

    @Test
    @DisplayName("an event log given to simulate is named as one, not as a recording run and replay would refuse: exit 2,"
            + " in English and French")
    void eventLogIsNotAScenario(@TempDir Path tmp) throws IOException {
        Path log = ROOT.resolve("game/src/test/resources/golden/tutorial-duel.jsonl");
        Cli.Result r = Cli.run("simulate", log.toString(), "--runs", "3");
        assertEquals(2, r.exit(), r.err());
        assertEquals(log + " is the event log of a fight, written by ./play run (--events), not a scenario: simulate"
                + " fights a scenario (a .json file) many times, such as the one that fight was played from\n", r.err());
        assertEquals("", r.out());
        Cli.Result fr = Cli.run("simulate", log.toString(), "--runs", "3", "--lang", "fr");
        assertEquals(2, fr.exit(), fr.err());
        assertEquals(log + " est le journal des événements d'un combat, écrit par ./play run (--events), pas un"
                + " scénario\u00a0: simulate livre bien des fois le combat d'un scénario (un fichier .json), comme celui"
                + " dont ce combat est tiré\n", fr.err());
        assertEquals("", fr.out());
        // Told by its first line, whatever its name; among several files, it is left out with the same words.
        Path named = Files.copy(log, tmp.resolve("log.json"));
        Cli.Result survey = Cli.run("simulate", named.toString(), DUEL.toString(), "--runs", "2", "--threads", "1");
        assertEquals(named + " is the event log of a fight, written by ./play run (--events), not a scenario: simulate"
                + " fights a scenario (a .json file) many times, such as the one that fight was played from",
                survey.err().lines().findFirst().orElse(""), survey.err());
    }

    @Test
    @DisplayName("a scenario's forced dice: simulate says on standard error that it ignores them")
    void forcedDiceAreIgnoredAndSaidSo(@TempDir Path tmp) throws IOException {
        Path s = Files.writeString(tmp.resolve("s.json"), Files.readString(DUEL).replace("\"seed\": 1", "\"seed\": 1, \"dice\": [20, 3]"));
        Cli.Result r = Cli.withInput(new byte[0], "simulate", s.toString(), "--runs", "3", "--threads", "1");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.err().contains("simulate ignores the scenario's 2 forced dice"), r.err());
        assertTrue(r.out().contains("3 fights"), r.out());
    }

    @Test
    @DisplayName("a side spelt two ways: simulate and run say so on standard error before they play, in the command's language")
    void aSideSpeltTwoWaysIsSaid(@TempDir Path tmp) throws IOException {
        Path s = Files.writeString(tmp.resolve("s.json"), Files.readString(DUEL)
                .replace("\"template\": \"goblin\", \"side\": \"monsters\"", "\"template\": \"goblin\", \"side\": \"Party\""));
        String warning = "warning: " + s + ":18:48: $.combatants[1].side: side \"Party\" is not side \"party\" of $.combatants[0]:"
                + " creatures on different sides are enemies (did you mean \"party\"?)\n";
        Cli.Result simulated = Cli.withInput(new byte[0], "simulate", s.toString(), "--runs", "2", "--threads", "1");
        assertEquals(0, simulated.exit(), simulated.err());
        assertTrue(simulated.err().startsWith(warning), simulated.err());
        Cli.Result run = Cli.withInput(new byte[0], "run", s.toString(), "--all-ai", "--out", tmp.resolve("log.jsonl").toString());
        assertEquals(0, run.exit(), run.err());
        assertEquals(warning, run.err());
        Cli.Result french = Cli.withInput(new byte[0], "run", s.toString(), "--all-ai", "--lang", "fr",
                "--out", tmp.resolve("log.jsonl").toString());
        assertTrue(french.err().startsWith("attention\u00a0: " + s + ":18:48: $.combatants[1].side\u00a0: le camp «\u00a0Party\u00a0» n'est pas le camp"
                + " «\u00a0party\u00a0» de $.combatants[0]\u00a0: des créatures de camps différents sont ennemies"), french.err());
    }

    @Test
    @DisplayName("a scenario without forced dice gets no such note")
    void noNoteWithoutDice() {
        Cli.Result r = Cli.withInput(new byte[0], "simulate", DUEL.toString(), "--runs", "2", "--threads", "1");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.err().isEmpty(), r.err());
    }

    @Test
    @DisplayName("the report names fights to watch and the command that shows one; the path quoted when a shell needs it")
    void fightsToWatch(@TempDir Path tmp) throws IOException {
        Cli.Result r = Cli.withInput(new byte[0], "simulate", DUEL.toString(), "--runs", "4", "--threads", "1");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("  to watch      longest: seed "), r.out());
        assertTrue(oneLine(r.out()).endsWith(" (watch one: ./play replay " + DUEL + " --seed N)\n"), r.out());
        Path spaced = Files.copy(DUEL, tmp.resolve("my duel's.json"));
        Cli.Result quoted = Cli.withInput(new byte[0], "simulate", spaced.toString(), "--runs", "2", "--threads", "1");
        assertTrue(oneLine(quoted.out()).contains("./play replay '" + tmp + "/my duel'\\''s.json' --seed N"), quoted.out());
        Cli.Result piped = Cli.withInput(Files.readAllBytes(DUEL), "simulate", "-", "--runs", "2", "--threads", "1");
        assertTrue(piped.out().contains("to watch"), piped.out());
        assertTrue(!piped.out().contains("./play replay"), "no file to name: " + piped.out());
    }

    @Test
    @DisplayName("--rules dd5 plays the scenario under plain 5e: the same report as the scenario written with"
            + " \"rules\": \"dd5\", a title that says so, and a command to watch that keeps the rules")
    void rulesOverride(@TempDir Path tmp) throws IOException {
        Path wolves = ROOT.resolve("content/encounters/wolf-pack.json");
        Path plain = Files.writeString(tmp.resolve("plain.json"),
                Files.readString(wolves).replace("\"rules\": \"house\"", "\"rules\": \"dd5\""));
        Cli.Result asked = Cli.withInput(new byte[0], "simulate", wolves.toString(), "--runs", "40", "--threads", "1",
                "--rules", "dd5", "--json");
        Cli.Result written = Cli.withInput(new byte[0], "simulate", plain.toString(), "--runs", "40", "--threads", "1",
                "--json");
        Cli.Result house = Cli.withInput(new byte[0], "simulate", wolves.toString(), "--runs", "40", "--threads", "1",
                "--json");
        assertEquals(0, asked.exit(), asked.err());
        assertEquals(written.out(), asked.out(), "the override is the rules field");
        assertTrue(!house.out().equals(asked.out()), "house rules give other fights");
        Cli.Result text = Cli.withInput(new byte[0], "simulate", wolves.toString(), "--runs", "40", "--threads", "1",
                "--rules", "dd5");
        assertTrue(text.out().startsWith("The wolf pack (plain 5e): 40 fights\n"), text.out());
        assertTrue(oneLine(text.out()).endsWith("(watch one: ./play replay " + wolves + " --rules dd5 --seed N)\n"),
                text.out());
        Cli.Result bad = Cli.run("simulate", wolves.toString(), "--rules", "5e");
        assertEquals(2, bad.exit());
        assertTrue(bad.err().contains("'5e' is not a rule set; the rule sets are house, dd5"), bad.err());
        Cli.Result recording = Cli.run("replay", tmp.resolve("fight.jsonl").toString(), "--rules", "dd5");
        assertEquals(2, recording.exit());
        assertTrue(recording.err().contains("--rules is for a scenario: a recording keeps the rules it was played under"),
                recording.err());
    }

    @Test
    @DisplayName("--compare fights the scenario under both rule sets on the same seeds: each column is what --rules"
            + " gives alone, and a verdict on the party's win rate; --compare with --rules is refused")
    void compareBothRules() throws IOException {
        Path wolves = ROOT.resolve("content/encounters/wolf-pack.json");
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        Cli.Result both = Cli.withInput(new byte[0], "simulate", wolves.toString(), "--runs", "60", "--threads", "1",
                "--compare", "--json");
        assertEquals(0, both.exit(), both.err());
        var tree = json.readTree(both.out());
        for (String rules : new String[] {"house", "dd5"}) {
            Cli.Result alone = Cli.withInput(new byte[0], "simulate", wolves.toString(), "--runs", "60", "--threads",
                    "1", "--rules", rules, "--json");
            assertEquals(json.readTree(alone.out()), tree.get(rules), rules);
        }
        double difference = tree.get("house").get("partyWins").asDouble() - tree.get("dd5").get("partyWins").asDouble();
        assertEquals(difference, tree.get("partyWinsDifference").get("houseMinusDd5").asDouble(), 1e-12);
        assertTrue(tree.get("partyWinsDifference").get("low").asDouble() < difference, both.out());
        Cli.Result text = Cli.withInput(new byte[0], "simulate", wolves.toString(), "--runs", "60", "--threads", "1",
                "--compare");
        assertTrue(text.out().startsWith("The wolf pack: 60 fights under each rule set, the same seeds\n"), text.out());
        assertTrue(text.out().contains("house rules") && text.out().contains("plain 5e"), text.out());
        assertTrue(text.out().contains("more often under plain 5e") || text.out().contains("Within noise"), text.out());
        Cli.Result refused = Cli.run("simulate", wolves.toString(), "--compare", "--rules", "dd5");
        assertEquals(2, refused.exit());
        assertTrue(refused.err().contains("--compare plays both rule sets: leave out --rules"), refused.err());
    }

    @Test
    @DisplayName("--parts fights the house rules, then each part as in plain 5e, then plain 5e, on the same seeds: the"
            + " house and dd5 reports are --rules' own, the parts come largest move first; --parts with --compare or"
            + " --rules is refused")
    void partsOneByOne() throws IOException {
        Path bandits = ROOT.resolve("content/encounters/bandit-parley.json");
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        Cli.Result parts = Cli.withInput(new byte[0], "simulate", bandits.toString(), "--runs", "40", "--threads", "1",
                "--parts", "--json");
        assertEquals(0, parts.exit(), parts.err());
        var tree = json.readTree(parts.out());
        for (String rules : new String[] {"house", "dd5"}) {
            Cli.Result alone = Cli.withInput(new byte[0], "simulate", bandits.toString(), "--runs", "40", "--threads",
                    "1", "--rules", rules, "--json");
            assertEquals(json.readTree(alone.out()), tree.get(rules), rules);
        }
        var list = tree.get("parts");
        assertEquals(escarmouche.rules.core.RulePart.all().size(), list.size());
        double previous = Double.MAX_VALUE;
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (var p : list) {
            double points = p.get("partyWinsDifference").get("houseMinusThis").asDouble();
            assertTrue(Math.abs(points) <= previous + 1e-12, "largest move first: " + parts.out());
            previous = Math.abs(points);
            assertEquals(tree.get("house").get("partyWins").asDouble() - p.get("report").get("partyWins").asDouble(),
                    points, 1e-12);
            if (p.get("sameAsHouse").asBoolean()) assertEquals(tree.get("house"), p.get("report"), p.get("part").asText());
            assertTrue(seen.add(p.get("part").asText()));
            assertEquals(escarmouche.rules.core.RulePart.byId(p.get("part").asText()).prefix(), p.get("prefix").asText());
        }
        assertTrue(seen.contains("hit-points") && seen.contains("opportunity"), seen.toString());
        Cli.Result text = Cli.withInput(new byte[0], "simulate", bandits.toString(), "--runs", "40", "--threads", "1",
                "--parts");
        String[] lines = text.out().split("\n");
        assertEquals("The bandit captain: each part of the house rules played as in plain 5e, the rest", lines[0]);
        assertEquals("kept; 40 fights each, the same seeds", lines[1]);
        lines = java.util.Arrays.copyOfRange(lines, 1, lines.length);
        assertTrue(lines[1].startsWith("  rules ") && lines[1].contains("party wins") && lines[1].contains("rounds")
                && lines[1].contains("party down"), lines[1]);
        assertTrue(lines[2].startsWith("  house rules, every part "), lines[2]);
        assertEquals(escarmouche.rules.core.RulePart.all().size(),
                java.util.Arrays.stream(lines).filter(l -> l.startsWith("  5e: ")).count(), text.out());
        assertTrue(text.out().contains("  5e: hit points (HP) "), text.out());
        // Under each part's row, what the house's way gives the party, or that it changed nothing.
        assertTrue(lines[4].startsWith("      the house's way gives the party ")
                || lines[4].startsWith("      the same figures: "), text.out());
        // After the last part's rows (a row and what the house's way gives, which may wrap onto a third line).
        int last = 0;
        for (int i = 0; i < lines.length; i++) if (lines[i].startsWith("  5e: ")) last = i;
        int plain = last + 1;
        while (plain < lines.length && lines[plain].startsWith("      ")) plain++;
        assertTrue(lines[plain].startsWith("  plain 5e, every part "), text.out());
        Cli.Result french = Cli.withInput(new byte[0], "simulate", bandits.toString(), "--runs", "10", "--threads", "1",
                "--parts", "--lang", "fr");
        assertTrue(french.out().contains("  5e\u00a0: points de vie (HP) "), french.out());
        // The first fight a part ends apart: played headless under both rules, it ends as the report says.
        var hp = java.util.stream.StreamSupport.stream(list.spliterator(), false)
                .filter(p -> p.get("part").asText().equals("hit-points")).findFirst().orElseThrow();
        assertTrue(hp.get("fightsApart").asInt() > 0, hp.toString());
        long seed = hp.get("firstApart").get("seed").asLong();
        boolean underHouse = hp.get("firstApart").get("partyWinsUnderHouse").asBoolean();
        for (String rules : new String[] {"house", "house-5e-hit-points"}) {
            Cli.Result fight = Cli.run("run", bandits.toString(), "--all-ai", "--seed", String.valueOf(seed),
                    "--rules", rules);
            assertEquals(0, fight.exit(), fight.err());
            String end = java.util.Arrays.stream(fight.out().split("\n")).filter(l -> l.contains("\"type\":\"end\""))
                    .findFirst().orElseThrow();
            assertEquals(rules.equals("house") == underHouse, end.contains("\"winner\":\"party\""),
                    rules + ", seed " + seed + ": " + end);
        }
        assertTrue(oneLine(text.out()).contains("Fights that end apart (the party wins them one way only)"), text.out());
        assertTrue(oneLine(text.out()).contains(" (watch one: ./play replay " + bandits + " --seed N, under the house"
                + " rules, or with --rules house-5e-PART for a part as in 5e)"), text.out());
        Cli.Result mixed = Cli.withInput(new byte[0], "simulate", bandits.toString(), "--runs", "10", "--threads", "1",
                "--rules", "house-5e-hit-points");
        assertTrue(mixed.out().startsWith("The bandit captain (house rules, hit points as in 5e): 10 fights"), mixed.out());
        assertTrue(oneLine(mixed.out()).contains("--rules house-5e-hit-points --seed N)"), mixed.out());
        Cli.Result unknown = Cli.run("simulate", bandits.toString(), "--rules", "house-5e-everything");
        assertEquals(2, unknown.exit());
        assertTrue(unknown.err().contains("or house-5e-PART, the house rules with one part as in plain 5e (PART: turn,"),
                unknown.err());
        Cli.Result both = Cli.run("simulate", bandits.toString(), "--parts", "--compare");
        assertEquals(2, both.exit());
        assertTrue(both.err().contains("--parts and --compare each choose the rules to fight under"), both.err());
        Cli.Result ruled = Cli.run("simulate", bandits.toString(), "--parts", "--rules", "dd5");
        assertEquals(2, ruled.exit());
        assertTrue(ruled.err().contains("--parts plays the house rules and plain 5e part by part: leave out --rules"),
                ruled.err());
    }

    @Test
    @DisplayName("the combatants' table of the crypt of the wight fits 80 columns, in English and French, alone and side by side (it was 87 and 84 wide)")
    void theTableFitsEightyColumns() {
        Path crypt = ROOT.resolve("content/encounters/crypt-of-the-wight.json");
        for (String lang : new String[] {"en", "fr"}) {
            for (String compare : new String[] {"", "--compare"}) {
                Cli.Result r = compare.isEmpty() ? Cli.run("simulate", crypt.toString(), "--runs", "4", "--lang", lang)
                        : Cli.run("simulate", crypt.toString(), "--runs", "4", "--lang", lang, compare);
                assertEquals(0, r.exit(), r.err());
                java.util.List<String> lines = r.out().lines().toList();
                int head = 0;
                while (head < lines.size() && !lines.get(head).startsWith("  comba")) head++;
                assertTrue(head < lines.size(), r.out());
                for (String row : lines.subList(head, head + 12)) {
                    assertTrue(row.length() <= 80, lang + " " + compare + ": " + row.length() + " columns: " + row);
                }
                assertTrue(lines.get(head + 11).startsWith("  wight "), r.out());
            }
        }
    }

    @Test
    @DisplayName("every line of simulate's reports, alone, --compare and --parts, fits 80 columns in English and French"
            + " (the parts' table was 122 wide, French footnotes 113), and a command to copy keeps --seed with its N")
    void everyReportFitsEightyColumns() {
        for (String name : new String[] {"ogre-and-grapplers", "bandit-parley", "crypt-of-the-wight"}) {
            Path file = ROOT.resolve("content/encounters/" + name + ".json");
            for (String lang : new String[] {"en", "fr"}) {
                for (String mode : new String[] {"--runs", "--compare", "--parts"}) {
                    Cli.Result r = mode.equals("--runs") ? Cli.run("simulate", file.toString(), "--runs", "6", "--lang", lang)
                            : Cli.run("simulate", file.toString(), "--runs", "6", "--lang", lang, mode);
                    assertEquals(0, r.exit(), r.err());
                    for (String line : r.out().lines().toList()) {
                        assertTrue(line.length() <= 80, name + " " + lang + " " + mode + ": " + line.length()
                                + " columns: " + line);
                        assertFalse(line.endsWith("--seed"), name + " " + lang + " " + mode + ": " + r.out());
                    }
                    if (!mode.equals("--compare")) assertTrue(r.out().contains("--seed N"), r.out());
                }
            }
        }
    }

    /**
     * A report with each line that begins with spaces joined to the one before it, to find a sentence whatever
     * the width (a table's rows and the indented lines run together too: look for words, not margins).
     */
    private static String oneLine(String report) {
        return report.replaceAll("\\n +", " ");
    }
}
