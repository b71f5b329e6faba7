package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The seed's worked example of MOVE-DIFFICULT, played: a failed risky check leaves 3 squares covered and the
 * creature prone, "il est possible d'utiliser son action pour se relever" ({@code stand with=action}); and a failed
 * crawl check (MOVE-PRONE) says that the movement is gone. Forced dice, exact log lines.
 */
class FallAndStandWithActionTest {
    /** B, speed 6, at 1,2 beside difficult ground; the first die is B's risky check. */
    private static String rough(String b, int die) {
        return """
                {"format":1,"name":"diff","map":{"rows":["################","#,,,,,,,,,,,,,.#","#,,,,,,,,,,,,,.#",
                 "#..............#","################"]},
                 "combatants":[{"id":"a","template":"fighter","at":[1,1]},
                  {"id":"b","template":"fighter","at":[1,2]%s},
                  {"id":"g","template":"goblin","at":[14,3],"control":"player"}],
                 "initiative":["a","b","g"],"dice":[%d],"seed":1}""".formatted(b, die);
    }

    private static final String RISKY = "end\nmove 2,2 3,2 4,2 5,2 6,2 7,2 risky=dex\n";

    private static Cli.Result run(Path tmp, String scenario, String commands, String... options) throws IOException {
        Cli.Result r = Cli.script(tmp, scenario, commands, options);
        assertEquals(0, r.exit(), r.err());
        return r;
    }

    private static List<String> lines(Cli.Result r, String... starts) {
        return Cli.linesStarting(r, starts);
    }

    @Test
    @DisplayName("MOVE-DIFFICULT: fallen from its own failed risky check, with 0 movement, it stands up with its action")
    void MOVE_DIFFICULT_standsUpWithItsActionAfterTheFall(@TempDir Path tmp) throws Exception {
        Cli.Result r = run(tmp, rough("", 2), RISKY + "stand\nstand with=action\ndash\nend\n", "--text");
        assertEquals(List.of("B Dex check (risky move): d20 2 +1 Dex = 3 vs DC 10: failure  [MOVE-DIFFICULT]",
                "B stumbles 1,2 → 4,2 (3 squares, 3 movement, 0 left: the failed check ends their movement this turn)"
                        + "  [MOVE-DIFFICULT]",
                "B is now prone (fails the terrain check and falls)  [MOVE-DIFFICULT]",
                "Cannot stand up: standing up costs 3 movement; 0 left.  [MOVE-PRONE]",
                "B is no longer prone (stands up with their action: too little movement left after the fall)"
                        + "  [MOVE-DIFFICULT MOVE-PRONE]",
                "Cannot dash: B has already used their action this turn.  [TURN-ECONOMY]"),
                lines(r, "B ", "Cannot"));
    }

    @Test
    @DisplayName("MOVE-DIFFICULT: a failed risky move cut by an opportunity attack says of each part what is true: the"
            + " check ended the turn's movement, the fall comes at the end of the last")
    void MOVE_DIFFICULT_fallbackCutByAnOpportunityAttack(@TempDir Path tmp) throws Exception {
        // The goblin at 3,3 strikes as B goes on inside its reach from 3,2 (OA-WITHIN), and misses with its 5.
        String near = rough("", 2).replace("[14,3],\"control\":\"player\"", "[3,3]").replace("\"dice\":[2]",
                "\"dice\":[2,5]");
        Cli.Result r = run(tmp, near, RISKY + "end\n", "--text");
        assertEquals(List.of("B Dex check (risky move): d20 2 +1 Dex = 3 vs DC 10: failure  [MOVE-DIFFICULT]",
                "B stumbles 1,2 → 3,2 (2 squares, 2 movement, 0 left: the failed check ends their movement this turn)"
                        + "  [MOVE-DIFFICULT]",
                "B stumbles 3,2 → 4,2 (1 square, 1 movement, 0 left: the failed check ends their movement this turn)"
                        + "  [MOVE-DIFFICULT]",
                "B is now prone (fails the terrain check and falls)  [MOVE-DIFFICULT]"),
                lines(r, "B Dex", "B stumbles", "B is now"));
        Cli.Result fr = run(tmp, near, RISKY + "end\n", "--text", "--lang", "fr");
        assertEquals(List.of("B trébuche 1,2 → 3,2 (2 cases, 2 de déplacement, reste 0\u00a0: le test raté met fin à son"
                        + " déplacement pour ce tour)  [MOVE-DIFFICULT]",
                "B trébuche 3,2 → 4,2 (1 case, 1 de déplacement, reste 0\u00a0: le test raté met fin à son déplacement"
                        + " pour ce tour)  [MOVE-DIFFICULT]"), lines(fr, "B trébuche"));
    }

    @Test
    @DisplayName("MOVE-DIFFICULT: the stand event names the check's rule and MOVE-PRONE, and says it used the action")
    void MOVE_DIFFICULT_standEventSaysTheAction(@TempDir Path tmp) throws Exception {
        Cli.Result r = run(tmp, rough("", 2), RISKY + "stand with=action\nend\n");
        assertEquals(List.of("{\"seq\":9,\"round\":1,\"type\":\"condition\",\"rule\":[\"MOVE-DIFFICULT\",\"MOVE-PRONE\"],"
                        + "\"target\":\"b\",\"condition\":\"prone\",\"added\":false,"
                        + "\"reason\":\"stands up with its action (too little movement left after the fall)\"}"),
                lines(r, "{\"seq\":9,"));
    }

    @Test
    @DisplayName("MOVE-DIFFICULT: in French, the stand with the action and its refusal to a creature that did not fall")
    void MOVE_DIFFICULT_standWithActionInFrench(@TempDir Path tmp) throws Exception {
        Cli.Result r = run(tmp, rough(",\"conditions\":[\"prone\"]", 2),
                "end\nstand with=action\nstand with=foo\nend\n", "--text", "--lang", "fr");
        assertEquals(List.of("Impossible de se relever\u00a0: seule une créature tombée à cause de son propre test de"
                        + " terrain raté ce tour-ci peut se relever avec son action.  [MOVE-DIFFICULT]",
                "Impossible de se relever\u00a0: with=foo\u00a0: attendu move ou action."),
                lines(r, "Impossible de se relever"));
        Cli.Result fell = run(tmp, rough("", 2), RISKY + "stand with=action\nend\n", "--text", "--lang", "fr");
        assertEquals(List.of("B n'est plus à terre (se relève avec son action\u00a0: trop peu de déplacement après la"
                + " chute)  [MOVE-DIFFICULT MOVE-PRONE]"), lines(fell, "B n'est plus"));
    }

    @Test
    @DisplayName("MOVE-DIFFICULT, HP-DISABLED: a disabled creature's failed move was its one thing: no action to stand with")
    void MOVE_DIFFICULT_HP_DISABLED_noActionToStandWith(@TempDir Path tmp) throws Exception {
        // At 0 HP it moves at half speed (MOVE-WOUNDED): 3 movement, a fallback of 1 square.
        Cli.Result r = run(tmp, rough(",\"hp\":0", 2), "end\nmove 2,2 3,2 4,2 risky=dex\nstand with=action\nend\n",
                "--text");
        assertEquals(List.of("Cannot stand up: B is disabled (0 HP) and has already moved: no action this turn."
                + "  [HP-DISABLED]"), lines(r, "Cannot"));
    }

    /** Prone fighters beside rough terrain (very difficult at 2,2: DC 15); B's crawl check rolls 3 and 2. */
    private static final String CRAWL = """
            {"format":1,"name":"crawl","map":{"rows":["############","#.,,;;.....#","#.;;.......#","#..........#",
             "############"]},
             "combatants":[{"id":"a","template":"fighter","at":[1,1],"conditions":["prone"]},
              {"id":"b","template":"fighter","at":[1,2],"conditions":["prone"]},
              {"id":"g","template":"goblin","at":[10,3],"control":"player"}],
             "initiative":["a","b","g"],"dice":[3,2],"seed":1}""";

    @Test
    @DisplayName("MOVE-PRONE: a failed crawl check says that it ends the movement, and how much is lost")
    void MOVE_PRONE_failedCrawlSaysTheMovementIsLost(@TempDir Path tmp) throws Exception {
        Cli.Result r = run(tmp, CRAWL, "end\ncrawl 2,2\nend\n", "--text");
        assertEquals(List.of("B Str check (crawl through rough terrain): d20 3, 2 (advantage, keeps the higher) +3 Str"
                        + " = 6 vs DC 15: failure  [MOVE-PRONE MOVE-DIFFICULT]",
                "B stays at 1,2: the failed check ends their movement this turn (6 movement lost)"
                        + "  [MOVE-PRONE MOVE-DIFFICULT]"),
                lines(r, "B "));
        Cli.Result json = run(tmp, CRAWL, "end\ncrawl 2,2\nend\n");
        assertEquals(List.of("{\"seq\":5,\"round\":1,\"type\":\"note\",\"rule\":[\"MOVE-PRONE\",\"MOVE-DIFFICULT\"],"
                + "\"actor\":\"b\",\"text\":\"b stays at 1,2: the failed check ends its movement this turn"
                + " (6 movement lost)\"}"), lines(json, "{\"seq\":5,"));
    }

    @Test
    @DisplayName("MOVE-PRONE: a crawl that gets a square before its failed check stops there, the rest lost, in French")
    void MOVE_PRONE_failedCrawlAfterASquareInFrench(@TempDir Path tmp) throws Exception {
        // A plain square (2 to crawl), then difficult ground (4, DC 10): the check fails (3 +3 Str = 6), so the
        // crawl keeps the plain square and the 4 movement left are lost.
        String scenario = """
                {"format":1,"name":"crawl","map":{"rows":["########","#..,...#","########"]},
                 "combatants":[{"id":"b","template":"fighter","at":[1,1],"conditions":["prone"]},
                  {"id":"g","template":"goblin","at":[6,1],"control":"player"}],
                 "initiative":["b","g"],"dice":[3,2],"seed":1}""";
        Cli.Result r = run(tmp, scenario, "crawl 2,1 3,1\nend\n", "--text", "--lang", "fr");
        assertEquals(List.of("B rampe 1,1 → 2,1 (1 case, 2 de déplacement, reste 0)  [MOVE-PRONE]",
                "B s'arrête en 2,1\u00a0: le test raté met fin à son déplacement pour ce tour"
                + " (déplacement perdu\u00a0: 4)  [MOVE-PRONE MOVE-DIFFICULT]"), lines(r, "B rampe", "B s'arrête"));
    }
}
