package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The counts of simulate's, check's and bench's reports: one fight, one square, one core, never "1 fights". */
class SingularCountsTest {
    private static final Path ROOT = Path.of(System.getProperty("escarmouche.content", "../content")).getParent();
    private static final Path WOLVES = ROOT.resolve("content/encounters/wolf-pack.json");
    private static final ScreenMessages EN = ScreenMessages.of(Language.EN);
    private static final ScreenMessages FR = ScreenMessages.of(Language.FR);

    @Test
    @DisplayName("simulate --runs 1: its title says 1 fight (1 combat), --compare's title and verdict too")
    void oneFight() {
        Cli.Result en = Cli.run("simulate", WOLVES.toString(), "--runs", "1");
        assertEquals("The wolf pack: 1 fight", en.out().lines().findFirst().orElse(""), en.out());
        Cli.Result fr = Cli.run("--lang", "fr", "simulate", WOLVES.toString(), "--runs", "1");
        assertEquals("La meute de loups\u00a0: 1 combat", fr.out().lines().findFirst().orElse(""), fr.out());
        Cli.Result both = Cli.run("simulate", WOLVES.toString(), "--runs", "1", "--compare");
        assertEquals("The wolf pack: 1 fight under each rule set, the same seeds", both.out().lines().findFirst().orElse(""));
        assertTrue(both.out().replaceAll("\\s+", " ").contains("so 1 fight each cannot tell the two rules apart here."),
                both.out());
        Cli.Result deux = Cli.run("--lang", "fr", "simulate", WOLVES.toString(), "--runs", "1", "--compare");
        assertEquals("La meute de loups\u00a0: 1 combat sous chaque jeu de règles, les mêmes graines",
                deux.out().lines().findFirst().orElse(""));
        assertTrue(deux.out().replaceAll("\\s+", " ").contains("; 1 combat de chaque côté ne suffit pas à distinguer les"
                + " deux règles ici."), deux.out());
        Cli.Result two = Cli.run("simulate", WOLVES.toString(), "--runs", "2", "--compare");
        assertEquals("The wolf pack: 2 fights under each rule set, the same seeds", two.out().lines().findFirst().orElse(""));
        assertTrue(two.out().replaceAll("\\s+", " ").contains("so 2 fights each cannot tell"), two.out());
    }

    @Test
    @DisplayName("simulate of a folder, and of several files with --compare, --runs 1: 1 fight each")
    void oneFightEach(@TempDir Path tmp) throws IOException {
        Files.copy(WOLVES, tmp.resolve("wolf-pack.json"));
        Cli.Result alone = Cli.run("simulate", tmp.toString(), "--runs", "1");
        assertEquals("1 scenario, 1 fight", alone.out().lines().findFirst().orElse(""), alone.out());
        Files.copy(ROOT.resolve("content/encounters/tutorial-duel.json"), tmp.resolve("duel.json"));
        Cli.Result fr = Cli.run("--lang", "fr", "simulate", tmp.toString(), "--runs", "1");
        assertEquals("2 scénarios, 1 combat chacun", fr.out().lines().findFirst().orElse(""), fr.out());
        Cli.Result both = Cli.run("simulate", tmp.toString(), "--runs", "1", "--compare");
        assertEquals("2 scenarios, 1 fight each under each rule set, the same seeds",
                both.out().lines().findFirst().orElse(""), both.out());
    }

    @Test
    @DisplayName("simulate --parts --runs 1: 1 fight each (1 combat chacune)")
    void onePartsFight() {
        Cli.Result en = Cli.run("simulate", WOLVES.toString(), "--runs", "1", "--parts");
        assertTrue(en.out().replaceAll("\\s+", " ").startsWith("The wolf pack: each part of the house rules played as in"
                + " plain 5e, the rest kept; 1 fight each, the same seeds "), en.out());
        Cli.Result fr = Cli.run("--lang", "fr", "simulate", WOLVES.toString(), "--runs", "1", "--parts");
        assertTrue(fr.out().replaceAll("\\s+", " ").startsWith("La meute de loups\u00a0: chaque partie des règles maison"
                + " jouée comme en 5e de base, le reste gardé\u00a0; 1 combat chacune, les mêmes graines "), fr.out());
    }

    @Test
    @DisplayName("Ctrl-C after the first fight: the figures are the first fight's (ceux du premier)")
    void stoppedAfterOne() {
        assertEquals("Stopped after 1 of 1,000 fights: the figures below are those of the first fight, as --runs 1 gives"
                + " them.", EN.text("cli.simulate.enough", "1", "1,000", 1, "1"));
        assertEquals("Arrêté après 1 des 1\u202f000 combats\u00a0: les chiffres ci-dessous sont ceux du premier, tels que --runs"
                + " 1 les donne.", FR.text("cli.simulate.enough", "1", "1\u202f000", 1, "1"));
        assertEquals("Stopped after 1 of 1,000 fights under each rule set: the figures below are those of the first fight,"
                + " as --runs 1 gives them.", EN.text("cli.simulate.enough.each", "1", "1,000", 1, "1"));
        assertEquals("Stopped after 12 of 1,000 fights: the figures below are those of the first 12, as --runs 12 gives"
                + " them.", EN.text("cli.simulate.enough", "12", "1,000", 12, "12"));
        assertEquals("Arrêté après 1\u202f200 des 5\u202f000 combats sous chaque jeu de règles\u00a0: les chiffres"
                + " ci-dessous sont ceux des 1\u202f200 premiers, tels que --runs 1200 les donne.",
                FR.text("cli.simulate.enough.each", "1200", "5\u202f000", 1200, "1\u202f200"));
    }

    @Test
    @DisplayName("check: a map row of one square is '1 square' ('1 case')")
    void oneSquareRow(@TempDir Path tmp) throws IOException {
        Path scenario = Files.writeString(tmp.resolve("row.json"), "{\"format\": 1, \"map\": {\"rows\": [\"#####\", \"#\","
                + " \"#...#\", \"#####\"]},\n \"combatants\": [{\"id\": \"a\", \"template\": \"fighter\", \"at\": [1, 2]},"
                + " {\"id\": \"g\", \"template\": \"goblin\", \"at\": [3, 2]}]}\n");
        Cli.Result en = Cli.run("check", scenario.toString());
        assertEquals(scenario + ":1:41: $.map.rows[1]: found a row of 1 square, expected 5 like the first row (every row"
                + " has the same width)\n1 problem found.\n", en.err());
        Cli.Result fr = Cli.run("--lang", "fr", "check", scenario.toString());
        assertEquals(scenario + ":1:41: $.map.rows[1]\u00a0: trouvé une rangée de 1 case, attendu\u00a0: 5 comme la première"
                + " rangée (toutes les rangées ont la même largeur)\n1 problème trouvé.\n", fr.err());
    }

    @Test
    @DisplayName("bench on a machine of one core: '1 core' ('1 cœur')")
    void oneCore() {
        assertEquals("load average before: 0.52; 1 core; OpenJDK 17", EN.text("cli.bench.load.before", "0.52", 1, "OpenJDK 17"));
        assertEquals("load average before: 0.52; 2 cores; OpenJDK 17", EN.text("cli.bench.load.before", "0.52", 2, "OpenJDK 17"));
        assertEquals("charge moyenne avant\u00a0: 0.52\u00a0; 1 cœur\u00a0; OpenJDK 17",
                FR.text("cli.bench.load.before", "0.52", 1, "OpenJDK 17"));
        assertEquals("charge moyenne avant\u00a0: 0.52\u00a0; 16 cœurs\u00a0; OpenJDK 17",
                FR.text("cli.bench.load.before", "0.52", 16, "OpenJDK 17"));
    }
}
