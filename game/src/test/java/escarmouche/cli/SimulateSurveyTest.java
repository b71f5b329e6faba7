package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ./play simulate} of several scenarios, or a folder of them: one line of odds for each. */
class SimulateSurveyTest {
    private static final Path ROOT = Path.of(System.getProperty("escarmouche.content", "../content")).getParent();
    private static final Path ENCOUNTERS = ROOT.resolve("content/encounters");
    private static final Path DUEL = ENCOUNTERS.resolve("tutorial-duel.json");
    private static final Path WOLVES = ENCOUNTERS.resolve("wolf-pack.json");

    private static JsonNode json(String text) throws IOException {
        return new ObjectMapper().readTree(text);
    }

    @Test
    @DisplayName("Each scenario of several is fought as it would be alone: the same seeds, the same report")
    void eachAsAlone() throws IOException {
        Cli.Result both = Cli.withInput(new byte[0], "simulate", DUEL.toString(), WOLVES.toString(), "--runs", "30",
                "--threads", "1", "--json");
        assertEquals(0, both.exit(), both.err());
        JsonNode scenarios = json(both.out()).get("scenarios");
        assertEquals(2, scenarios.size());
        Path[] files = {DUEL, WOLVES};
        for (int i = 0; i < files.length; i++) {
            Cli.Result alone = Cli.withInput(new byte[0], "simulate", files[i].toString(), "--runs", "30", "--threads",
                    "1", "--json");
            assertEquals(files[i].toString(), scenarios.get(i).get("file").asText());
            assertEquals(json(alone.out()), scenarios.get(i).get("report"), files[i].toString());
        }
        assertEquals(0, json(both.out()).get("unread").size());
    }

    @Test
    @DisplayName("A folder stands for its scenarios by file name; one line each within 80 columns, in English and French")
    void aFolderByName() {
        Cli.Result r = Cli.withInput(new byte[0], "simulate", ENCOUNTERS.toString(), "--runs", "20", "--threads", "1");
        assertEquals(0, r.exit(), r.err());
        String[] lines = r.out().split("\n");
        assertEquals("8 scenarios, 20 fights each", lines[0]);
        assertEquals("  scenario                   party wins (95%)      rounds  down most often", lines[1]);
        assertTrue(lines[2].startsWith("  Ambush in the crypt "), lines[2]);
        assertTrue(lines[9].startsWith("  Zoid rampage "), lines[9]);
        assertTrue(r.out().contains("\n  Goblins at the ford         100.0% ("), r.out());
        for (String line : lines) assertTrue(line.length() <= 80, line);
        Cli.Result fr = Cli.withInput(new byte[0], "simulate", ENCOUNTERS.toString(), "--runs", "20", "--threads", "1",
                "--lang", "fr");
        assertEquals(0, fr.exit(), fr.err());
        assertTrue(fr.out().startsWith("8 scénarios, 20 combats chacun\n"), fr.out());
        assertTrue(fr.out().contains("\n  Gobelins au gué "), fr.out());
        assertTrue(fr.out().matches("(?s).*\\d,\\d\u00a0%.*"), "decimal commas: " + fr.out());
        for (String line : fr.out().split("\n")) assertTrue(line.length() <= 80, line);
    }

    @Test
    @DisplayName("A rate won every time over thousands of fights keeps its whole interval, its lower bound not rounded onto 100.0: 100.0% (99.962-100.0)")
    void aPerfectRecordKeepsItsInterval(@TempDir Path tmp) throws IOException {
        // One side only: the party is the winner of every fight, and 10,000 of them put the interval at 100.0.
        Files.writeString(tmp.resolve("alone.json"), Files.readString(DUEL).replace("\"monsters\"", "\"party\"")
                .replace("Tutorial: a duel", "Alone in the yard"));
        Files.copy(DUEL, tmp.resolve("duel.json"));
        Cli.Result r = Cli.withInput(new byte[0], "simulate", tmp.toString(), "--runs", "10000");
        assertEquals(0, r.exit(), r.err());
        // The column widens by the digit the bound took, its header with it.
        assertTrue(r.out().contains("  scenario                   party wins (95%)        rounds  down most often\n"
                + "  Alone in the yard           100.0% (99.962-100.0)       1  nobody\n"
                + "  Tutorial: a duel             98.4% (98.1-98.6)          4  Aldric 1.8%\n"), r.out());
        for (String line : r.out().split("\n")) assertTrue(line.length() <= 80, line);
    }

    @Test
    @DisplayName("Two files of one name (a copy being tuned): each line says its file after the name, or its file alone")
    void oneNameTwoFiles(@TempDir Path tmp) throws IOException {
        Files.copy(DUEL, tmp.resolve("duel.json"));
        Files.copy(DUEL, tmp.resolve("duel-harder.json"));
        Files.copy(DUEL, tmp.resolve("the-duel-with-a-much-longer-name.json"));
        Files.copy(WOLVES, tmp.resolve("wolves.json"));
        Cli.Result r = Cli.withInput(new byte[0], "simulate", tmp.toString(), "--runs", "5", "--threads", "1");
        assertEquals(0, r.exit(), r.err());
        String[] lines = r.out().split("\n");
        assertTrue(lines[2].startsWith("  duel-harder.json            "), "no room for the title beside it: " + lines[2]);
        assertTrue(lines[3].startsWith("  Tutorial: a… (duel.json)   "), lines[3]);
        assertTrue(lines[4].startsWith("  the-duel-with-a-much-long… "), lines[4]);
        assertTrue(lines[5].startsWith("  The wolf pack    "), "a name of its own stays alone: " + lines[5]);
        Cli.Result compared = Cli.withInput(new byte[0], "simulate", tmp.toString(), "--runs", "5", "--threads", "1",
                "--compare");
        assertTrue(compared.out().contains("\n  Tutorial: a… (duel.json)   "), compared.out());
    }

    @Test
    @DisplayName("A file named twice (a folder and one of its files, two spellings of one path) is fought once, and said")
    void aFileNamedTwice(@TempDir Path tmp) throws IOException {
        Path duel = Files.copy(DUEL, tmp.resolve("duel.json"));
        Files.copy(WOLVES, tmp.resolve("wolves.json"));
        Path again = tmp.resolve(".").resolve("duel.json");
        Cli.Result r = Cli.withInput(new byte[0], "simulate", tmp.toString(), again.toString(), "--runs", "5",
                "--threads", "1");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().startsWith("2 scenarios, 5 fights each\n"), r.out());
        assertEquals("note: " + again + " is named a second time: it is fought once\n", r.err());
        assertTrue(Files.exists(duel));
    }

    @Test
    @DisplayName("Standard input named twice (simulate - -) is read and fought once, with the note a file named twice gets")
    void standardInputNamedTwice() throws IOException {
        Cli.Result r = Cli.withInput(Files.readAllBytes(DUEL), "simulate", "-", "-", "--runs", "20", "--threads", "1");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().startsWith("1 scenario, 20 fights\n"), r.out());
        assertEquals("note: - is named a second time: it is fought once\n", r.err());
    }

    @Test
    @DisplayName("A saves folder's parties.json, beside the encounters a player keeps there, is not taken for a scenario")
    void thePartiesRememberedAreNoScenario(@TempDir Path tmp) throws IOException {
        Files.copy(DUEL, tmp.resolve("a-duel.json"));
        Files.writeString(tmp.resolve("parties.json"), "{\"format\": 1, \"encounters\": []}\n");
        Cli.Result r = Cli.withInput(new byte[0], "simulate", tmp.toString(), "--runs", "5", "--threads", "1");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().startsWith("1 scenario, 5 fights\n"), r.out());
        assertEquals("", r.err());
    }

    @Test
    @DisplayName("A file that is no scenario is said in one line, a missing one as it always is; the rest is fought, exit 2")
    void unreadFilesAreSaid(@TempDir Path tmp) throws IOException {
        Files.copy(DUEL, tmp.resolve("a-duel.json"));
        Files.writeString(tmp.resolve("b-weapons.json"), "{\"club\": {\"damage\": \"1d4\"}}");
        Files.writeString(tmp.resolve("notes.txt"), "not read: not a .json file");
        Cli.Result r = Cli.withInput(new byte[0], "simulate", tmp.toString(), tmp.resolve("gone.json").toString(),
                "--runs", "5", "--threads", "1");
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.out().startsWith("1 scenario, 5 fights\n"), r.out());
        assertTrue(r.out().contains("  Tutorial: a duel "), r.out());
        assertEquals(tmp.resolve("b-weapons.json") + ": not a scenario: no format, map or combatants at its top level"
                + " (see docs/scenarios.md)\n"
                + tmp.resolve("gone.json") + ": no such file; expected a scenario file (JSON)\n"
                + "2 of 3 files could not be read as scenarios (above): they were not fought\n", r.err());
        for (String command : new String[] {"run", "simulate", "replay"}) {
            Cli.Result alone = Cli.withInput(new byte[0], command, tmp.resolve("b-weapons.json").toString());
            assertEquals(2, alone.exit(), command);
            assertEquals(tmp.resolve("b-weapons.json") + ": not a scenario: no format, map or combatants at its top"
                    + " level (see docs/scenarios.md)\n", alone.err(), command + ": one line, not a line per field");
        }
                Path empty = Files.createDirectory(tmp.resolve("empty"));
        Cli.Result none = Cli.withInput(new byte[0], "simulate", empty.toString(), "--runs", "5");
        assertEquals(2, none.exit());
        assertEquals("", none.out());
        assertEquals(empty + ": no scenario (.json file) in this folder\n", none.err());
    }

    @Test
    @DisplayName("--parts weighs one scenario: given several, it says so, exit 2, nothing fought")
    void partsTakesOne() {
        Cli.Result r = Cli.run("simulate", DUEL.toString(), WOLVES.toString(), "--parts");
        assertEquals(2, r.exit());
        assertEquals("--parts weighs one scenario: give one file, not several or a folder (--compare takes several)\n",
                r.err());
        assertEquals("", r.out());
    }

    @Test
    @DisplayName("--compare of several: each scenario as --compare of it alone gives it, one line each, the noise marked")
    void compareEach() throws IOException {
        Cli.Result both = Cli.withInput(new byte[0], "simulate", DUEL.toString(), WOLVES.toString(), "--runs", "40",
                "--threads", "1", "--compare", "--json");
        assertEquals(0, both.exit(), both.err());
        JsonNode scenarios = json(both.out()).get("scenarios");
        Path[] files = {DUEL, WOLVES};
        for (int i = 0; i < files.length; i++) {
            Cli.Result alone = Cli.withInput(new byte[0], "simulate", files[i].toString(), "--runs", "40", "--threads",
                    "1", "--compare", "--json");
            JsonNode one = json(alone.out());
            assertEquals(files[i].toString(), scenarios.get(i).get("file").asText());
            for (String field : new String[] {"house", "dd5", "partyWinsDifference"}) {
                assertEquals(one.get(field), scenarios.get(i).get(field), files[i] + " " + field);
            }
            // Fields in one order in every run: Map.of's order would change from one JVM to the next.
            String said = alone.out().replaceAll("\\s", "");
            assertTrue(said.matches("(?s).*\"partyWinsDifference\":\\{\"houseMinusDd5\":[^,]+,\"low\":[^,]+,\"high\".*"),
                    alone.out());
        }
        Cli.Result text = Cli.withInput(new byte[0], "simulate", DUEL.toString(), WOLVES.toString(), "--runs", "40",
                "--threads", "1", "--compare");
        assertEquals(0, text.exit(), text.err());
        String[] lines = text.out().split("\n");
        assertEquals("2 scenarios, 40 fights each under each rule set, the same seeds", lines[0]);
        assertEquals("  scenario                   house rules    plain 5e  house - 5e, points (95%)", lines[1]);
        assertTrue(lines[2].startsWith("  Tutorial: a duel ") && lines[2].endsWith(") ~"), "within noise: " + lines[2]);
        assertTrue(lines[3].startsWith("  The wolf pack ") && lines[3].matches(".*-\\d+\\.\\d \\(-\\d+\\.\\d to -\\d+\\.\\d\\)"),
                "house rules cost the party: " + lines[3]);
        for (String line : lines) assertTrue(line.length() <= 80, line);
    }

    @Test
    @DisplayName("More fights in all than a run can count is refused before any is fought: exit 2")
    void tooManyFightsInAll(@TempDir Path tmp) throws IOException {
        String[] args = new String[2 + 300];
        args[0] = "simulate";
        args[1] = "--runs=10000000";
        // 300 files (one named 300 times is one encounter, fought once).
        for (int i = 0; i < 300; i++) args[2 + i] = Files.copy(DUEL, tmp.resolve("duel-" + i + ".json")).toString();
        Cli.Result r = Cli.run(args);
        assertEquals(2, r.exit(), r.err());
        assertEquals("300 scenarios of 10,000,000 fights each are more fights than one run counts (2,147,483,647 at most):"
                + " give fewer scenarios or a smaller --runs\n", r.err());
        assertEquals("", r.out());
    }
}
