package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Under plain 5e (dd5) a hero at 0 hit points rolls a d20 death saving throw at the start of each turn: the text
 * log says that roll with plain 5e's words and the tally of successes and failures, never the house rule's d100
 * ("stable on 10 or less", "loses 1 HP"). Forced dice, exact lines, in English and French.
 */
class PlainDeathSaveTextTest {
    @TempDir
    Path tmp;

    /** A, unconscious at 0, rolls first each round; B and the goblin, walled apart, wait. */
    private Path scenario(String rules, String dice) throws IOException {
        return Files.writeString(tmp.resolve("ds.json"), """
                {"format":1,"name":"ds","rules":"%s","map":{"rows":["#########","#...#...#","#...#...#","#########"]},
                 "combatants":[{"id":"a","template":"fighter","at":[1,1],"hp":0,"conditions":["unconscious"]},
                  {"id":"b","template":"fighter","at":[1,2],"control":"ai","behavior":"hero"},
                  {"id":"g","template":"goblin","at":[7,2]}],
                 "initiative":["a","b","g"],"dice":%s,"seed":2}""".formatted(rules, dice));
    }

    /** A's death saves and what comes of them (a death, 1 hit point back), as {@code run --text} writes them. */
    private List<String> saves(String rules, String dice, String... options) throws IOException {
        List<String> args = new java.util.ArrayList<>(List.of("run", scenario(rules, dice).toString(), "--all-ai", "--text"));
        args.addAll(List.of(options));
        Cli.Result r = Cli.run(args.toArray(String[]::new));
        assertEquals(0, r.exit(), r.err());
        return r.out().lines().filter(l -> l.startsWith("A ") && (l.contains("mourant") || l.contains("dying")
                || l.contains("dies") || l.contains("meurt") || l.contains("regains"))).limit(4).toList();
    }

    @Test
    @DisplayName("HP-DYING under dd5: 10, 12, 15 are three successes, the third making A stable")
    void HP_DYING_plainFiveThreeSuccesses() throws IOException {
        assertEquals(List.of(
                "A is dying: death save 1d20 10 (success on 10 or more): success (successes 1/3, failures 0/3)  [HP-DYING]",
                "A is dying: death save 1d20 12 (success on 10 or more): success (successes 2/3, failures 0/3)  [HP-DYING]",
                "A is dying: death save 1d20 15 (success on 10 or more): a third success: becomes stable  [HP-DYING]"),
                saves("dd5", "[10,12,15]"));
    }

    @Test
    @DisplayName("HP-DYING under dd5: 9, 8, 2 are three failures, the third killing A")
    void HP_DYING_plainFiveThreeFailures() throws IOException {
        assertEquals(List.of(
                "A is dying: death save 1d20 9 (success on 10 or more): failure (successes 0/3, failures 1/3)  [HP-DYING]",
                "A is dying: death save 1d20 8 (success on 10 or more): failure (successes 0/3, failures 2/3)  [HP-DYING]",
                "A is dying: death save 1d20 2 (success on 10 or more): a third failure  [HP-DYING]",
                "A dies  [HP-DEAD]"), saves("dd5", "[9,8,2]"));
    }

    @Test
    @DisplayName("HP-DYING under dd5: a natural 1 counts two failures, so a 5 after it is the third")
    void HP_DYING_plainFiveNaturalOne() throws IOException {
        assertEquals(List.of("A is dying: death save 1d20 1 (success on 10 or more): a natural 1, two failures"
                        + " (successes 0/3, failures 2/3)  [HP-DYING]",
                "A is dying: death save 1d20 5 (success on 10 or more): a third failure  [HP-DYING]",
                "A dies  [HP-DEAD]"), saves("dd5", "[1,5]"));
    }

    @Test
    @DisplayName("HP-DYING under the hit points of 5e alone (house-5e-hit-points): a natural 20 brings A back with 1 HP")
    void HP_DYING_plainFiveNaturalTwenty() throws IOException {
        assertEquals(List.of("A is dying: death save 1d20 20 (success on 10 or more): a natural 20: comes back with 1 HP"
                        + "  [HP-DYING]",
                "A regains 1 HP: HP 0 → 1  [HP-DYING DMG-HEAL]"),
                saves("house", "[20]", "--rules", "house-5e-hit-points").subList(0, 2));
    }

    @Test
    @DisplayName("HP-DYING under dd5, in French: the death save and its tally, with French's no-break spaces")
    void HP_DYING_plainFiveInFrench() throws IOException {
        String nb = "\u00a0";
        assertEquals(List.of(("A est mourant : jet de sauvegarde contre la mort 1d20 9 (réussi sur 10 ou plus) : échec"
                        + " (réussites 0/3, échecs 1/3)  [HP-DYING]").replace(" :", nb + ":"),
                ("A est mourant : jet de sauvegarde contre la mort 1d20 1 (réussi sur 10 ou plus) : un 1 naturel, deux"
                        + " échecs : le troisième est atteint  [HP-DYING]").replace(" :", nb + ":"),
                "A meurt  [HP-DEAD]"), saves("dd5", "[9,1]", "--lang", "fr").subList(0, 3));
        assertEquals(List.of(("A est mourant : jet de sauvegarde contre la mort 1d20 10 (réussi sur 10 ou plus) :"
                        + " réussite (réussites 1/3, échecs 0/3)  [HP-DYING]").replace(" :", nb + ":"),
                ("A est mourant : jet de sauvegarde contre la mort 1d20 11 (réussi sur 10 ou plus) : réussite"
                        + " (réussites 2/3, échecs 0/3)  [HP-DYING]").replace(" :", nb + ":"),
                ("A est mourant : jet de sauvegarde contre la mort 1d20 19 (réussi sur 10 ou plus) : troisième"
                        + " réussite : il se stabilise  [HP-DYING]").replace(" :", nb + ":")),
                saves("dd5", "[10,11,19]", "--lang", "fr"));
    }

    @Test
    @DisplayName("HP-DYING under the house rules keeps its d100 line: 07 makes a dying hero stable")
    void HP_DYING_houseLineUnchanged() throws IOException {
        Path s = Files.writeString(tmp.resolve("h.json"), """
                {"format":1,"name":"h","map":{"rows":["#########","#...#...#","#...#...#","#########"]},
                 "combatants":[{"id":"a","template":"fighter","at":[1,1],"hp":-2},
                  {"id":"b","template":"fighter","at":[1,2],"control":"ai","behavior":"hero"},
                  {"id":"g","template":"goblin","at":[7,2]}],
                 "initiative":["a","b","g"],"dice":[7],"seed":2}""");
        Cli.Result r = Cli.run("run", s.toString(), "--all-ai", "--text");
        assertEquals(0, r.exit(), r.err());
        assertEquals(List.of("A is dying: 1d100 7 (stable on 10 or less): becomes stable  [HP-DYING]"),
                r.out().lines().filter(l -> l.startsWith("A is dying")).limit(1).toList());
    }
}
