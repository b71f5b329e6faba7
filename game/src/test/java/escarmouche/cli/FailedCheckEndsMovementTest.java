package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A creature's own failed terrain check ends its movement for the turn (MOVE-DIFFICULT, MOVE-STAIRS, MOVE-PRONE): the
 * seed's worked example, "si jet loupé = mouvement de 6 cases pour le round et chute au sol", and its way back up
 * with the action. Nothing gives that movement back this turn: a Dash after the failure is refused with nothing
 * spent, and a speed that rises after it (healed out of MOVE-WOUNDED) adds nothing. A Dash taken before the risky
 * move still counts, as the seed's "with a Dash: 12, or 6 and prone" says. Forced dice, exact log lines.
 */
class FailedCheckEndsMovementTest {
    /** B, speed 6, at 1,2 at the start of 13 squares of difficult ground; the first die is B's check. */
    private static String rough(int... dice) {
        return """
                {"format":1,"name":"diff","map":{"rows":["################","#,,,,,,,,,,,,,.#","#,,,,,,,,,,,,,.#",
                 "#..............#","################"]},
                 "combatants":[{"id":"a","template":"fighter","at":[1,1]},
                  {"id":"b","template":"fighter","at":[1,2]},
                  {"id":"g","template":"goblin","at":[14,3],"control":"player"}],
                 "initiative":["a","b","g"],"dice":%s,"seed":1}""".formatted(java.util.Arrays.toString(dice));
    }

    private static final String RISKY = "end\nmove 2,2 3,2 4,2 5,2 6,2 7,2 risky=dex\n";

    /** Prone fighters beside very difficult ground at 2,2 (DC 15); B's crawl check rolls 3 and 2. */
    private static final String CRAWL = """
            {"format":1,"name":"crawl","map":{"rows":["############","#.,,;;.....#","#.;;.......#","#..........#",
             "############"]},
             "combatants":[{"id":"a","template":"fighter","at":[1,1],"conditions":["prone"]},
              {"id":"b","template":"fighter","at":[1,2],"conditions":["prone"]},
              {"id":"g","template":"goblin","at":[10,3],"control":"player"}],
             "initiative":["a","b","g"],"dice":[3,2],"seed":1}""";

    private static Cli.Result run(Path tmp, String scenario, String commands, String... options) throws IOException {
        Cli.Result r = Cli.script(tmp, scenario, commands, options);
        assertEquals(0, r.exit(), r.err());
        return r;
    }

    private static List<String> lines(Cli.Result r, String... starts) {
        return Cli.linesStarting(r, starts);
    }

    @Test
    @DisplayName("MOVE-DIFFICULT: after the failed risky move a Dash is refused, nothing spent: the action still stands B up")
    void MOVE_DIFFICULT_dashAfterTheFallIsRefused(@TempDir Path tmp) throws Exception {
        Cli.Result r = run(tmp, rough(2), RISKY + "dash\nstand\nstand with=action\nend\n", "--text");
        assertEquals(List.of("B Dex check (risky move): d20 2 +1 Dex = 3 vs DC 10: failure  [MOVE-DIFFICULT]",
                "B stumbles 1,2 → 4,2 (3 squares, 3 movement, 0 left: the failed check ends their movement this turn)  [MOVE-DIFFICULT]",
                "B is now prone (fails the terrain check and falls)  [MOVE-DIFFICULT]",
                "Cannot dash: B's failed terrain check ended their movement this turn: a Dash gives them none back."
                        + "  [MOVE-DIFFICULT]",
                "Cannot stand up: standing up costs 3 movement; 0 left.  [MOVE-PRONE]",
                "B is no longer prone (stands up with their action: too little movement left after the fall)"
                        + "  [MOVE-DIFFICULT MOVE-PRONE]"),
                lines(r, "B ", "Cannot"));
        // The log keeps the engine's own sentence, about "it", with the rule that refuses it.
        Cli.Result json = run(tmp, rough(2), RISKY + "dash\nend\n");
        assertEquals(List.of("{\"seq\":9,\"round\":1,\"type\":\"error\",\"rule\":\"MOVE-DIFFICULT\",\"command\":\"dash\","
                + "\"reason\":\"b's failed terrain check ended its movement this turn: a Dash gives it none back\"}"),
                lines(json, "{\"seq\":9,"));
    }

    @Test
    @DisplayName("MOVE-DIFFICULT: in French, the refused Dash says the failed check ended the movement")
    void MOVE_DIFFICULT_dashAfterTheFallInFrench(@TempDir Path tmp) throws Exception {
        Cli.Result r = run(tmp, rough(2), RISKY + "dash\nend\n", "--text", "--lang", "fr");
        assertEquals(List.of("Impossible de foncer\u00a0: le test de terrain raté de B a mis fin à son déplacement pour"
                + " ce tour\u00a0: foncer ne lui en rend aucun.  [MOVE-DIFFICULT]"), lines(r, "Impossible"));
    }

    @Test
    @DisplayName("MOVE-DIFFICULT, MOVE-DASH: the seed's Dash first, then risky 12: a failure covers 6 squares, prone, 0 left")
    void MOVE_DIFFICULT_MOVE_DASH_dashBeforeTheRiskyMoveStillCounts(@TempDir Path tmp) throws Exception {
        Cli.Result r = run(tmp, rough(2),
                "end\ndash\nmove 2,2 3,2 4,2 5,2 6,2 7,2 8,2 9,2 10,2 11,2 12,2 13,2 risky=dex\nstand\nend\n", "--text");
        assertEquals(List.of("B dashes: +6 movement, 12 left  [ACT-DASH MOVE-DASH]",
                "B Dex check (risky move): d20 2 +1 Dex = 3 vs DC 10: failure  [MOVE-DIFFICULT]",
                "B stumbles 1,2 → 7,2 (6 squares, 6 movement, 0 left: the failed check ends their movement this turn)  [MOVE-DIFFICULT]",
                "B is now prone (fails the terrain check and falls)  [MOVE-DIFFICULT]",
                "Cannot stand up: standing up costs 3 movement; 0 left.  [MOVE-PRONE]"),
                lines(r, "B ", "Cannot"));
    }

    @Test
    @DisplayName("MOVE-PRONE: after a failed crawl check a Dash is refused, and the crawl does not go on")
    void MOVE_PRONE_dashAfterAFailedCrawlIsRefused(@TempDir Path tmp) throws Exception {
        Cli.Result r = run(tmp, CRAWL, "end\ncrawl 2,2\ndash\ncrawl 1,3\nend\n", "--text");
        assertEquals(List.of("B Str check (crawl through rough terrain): d20 3, 2 (advantage, keeps the higher) +3 Str"
                        + " = 6 vs DC 15: failure  [MOVE-PRONE MOVE-DIFFICULT]",
                "B stays at 1,2: the failed check ends their movement this turn (6 movement lost)"
                        + "  [MOVE-PRONE MOVE-DIFFICULT]",
                "Cannot dash: B's failed terrain check ended their movement this turn: a Dash gives them none back."
                        + "  [MOVE-PRONE]",
                "Cannot crawl there: B has no movement left this turn.  [MOVE-ENTER]"),
                lines(r, "B ", "Cannot"));
    }

    @Test
    @DisplayName("MOVE-STAIRS: after a failed rush down the stairs a Dash is refused, naming MOVE-STAIRS")
    void MOVE_STAIRS_dashAfterTheFallDownTheStairsIsRefused(@TempDir Path tmp) throws Exception {
        // The risky check rolls 2, then the fall's d6 rolls 1.
        String stairs = """
                {"format":1,"name":"steps","map":{"rows":["#########","#..>>>..#","#.......#","#########"],
                 "legend":{">":"stairs-down-east"}},
                 "combatants":[{"id":"hero","template":"fighter","at":[1,1],"hp":30},
                  {"id":"gob","template":"goblin","at":[7,2],"control":"player"}],
                 "initiative":["hero","gob"],"dice":[2,1],"seed":1}""";
        Cli.Result r = run(tmp, stairs, "move 2,1 3,1 4,1 5,1 6,1 risky=dex\ndash\nend\n", "--text");
        assertEquals(List.of("Cannot dash: Hero's failed terrain check ended their movement this turn: a Dash gives"
                + " them none back.  [MOVE-STAIRS]"), lines(r, "Cannot"));
    }

    @Test
    @DisplayName("MOVE-DIFFICULT, MOVE-WOUNDED: healed after its failed check, a wounded goblin's speed doubles but no"
            + " movement comes back")
    void MOVE_DIFFICULT_MOVE_WOUNDED_healingGivesNoMovementBack(@TempDir Path tmp) throws Exception {
        // At -2 HP the goblin moves at half speed (3): its fallback is 1 square. The potion's d20 20 works, 2d4 heals.
        String wounded = """
                {"format":1,"name":"wounded","map":{"rows":["################","#,,,,,,,,,,,,,.#","#..............#",
                 "################"]},
                 "combatants":[{"id":"g","template":"goblin","at":[1,1],"hp":-2,"control":"player",
                   "items":{"potion-of-healing":1}},
                  {"id":"a","template":"fighter","at":[14,2],"control":"player"}],
                 "initiative":["g","a"],"dice":[1,20,4,4],"seed":1}""";
        Cli.Result r = run(tmp, wounded, "move 2,1 3,1 4,1 risky=dex\ndrink potion-of-healing\nstand\nend\n", "--text");
        assertEquals(List.of("Goblin stumbles 1,1 → 2,1 (1 square, 1 movement, 0 left: the failed check ends its movement this turn)"
                        + "  [MOVE-DIFFICULT MOVE-WOUNDED]",
                "Cannot stand up: standing up costs 3 movement; 0 left.  [MOVE-PRONE]"),
                lines(r, "Goblin stumbles", "Cannot"));
    }
}
