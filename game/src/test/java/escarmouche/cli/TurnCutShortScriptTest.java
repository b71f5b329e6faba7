package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A turn the game ends itself, its creature dropped, dead, knocked out or incapacitated by what one of its commands
 * set off: the lines the script wrote for the rest of that turn, up to and including its {@code end}, are skipped,
 * and the error stream names them, so that the next creature reads its own lines.
 */
class TurnCutShortScriptTest {
    /** Fighter a at 2 HP beside goblin g; its second step, on inside g's reach, provokes a blow of 15 and 6: -4. */
    private static final String DROPPED = """
            {"format":1,"name":"t1",
             "map":{"rows":["############", "#..........#", "#..........#", "#..........#", "############"]},
             "combatants":[
              {"id":"a","template":"fighter","at":[1,1],"hp":2},
              {"id":"b","template":"fighter","at":[1,3]},
              {"id":"g","template":"goblin","at":[2,1],"control":"player","hp":20},
              {"id":"k","template":"goblin","at":[9,3],"control":"player","hp":20}
             ],
             "initiative":["a","b","g","k"],
             "dice":[15,6]
            }
            """;
    private static final String SCRIPT = """
            # a steps away from g: the blow drops a to -4
            move 1,2
            move 1,1
            attack g
            end
            # b's turn
            move 2,3
            end
            end
            end
            """;

    private static List<String> events(Cli.Result r, String type) {
        return r.out().lines().filter(l -> l.contains("\"type\":\"" + type + "\"")).toList();
    }

    @Test
    @DisplayName("HP-DYING: a dropped by an opportunity attack mid-turn: its attack and end lines are skipped and named,"
            + " and b's move is b's")
    void HP_DYING_theDroppedCreaturesLeftoverLinesAreSkipped(@TempDir Path tmp) throws IOException {
        Cli.Result r = Cli.script(tmp, DROPPED, SCRIPT);
        assertEquals(0, r.exit(), r.err());
        assertTrue(events(r, "error").isEmpty(), r.out());
        List<String> moves = events(r, "move");
        assertEquals(2, moves.size(), r.out());
        assertTrue(moves.get(1).contains("\"actor\":\"b\",\"from\":[1,3],\"to\":[2,3]"), moves.get(1));
        String err = r.err().replace(tmp + "/", "");
        assertTrue(err.contains("note: s.json: 2 lines of s.commands were skipped, left over from turns the game"
                + " ended itself:\n"
                + "  s.commands:4: attack g: skipped, a's turn ended when they dropped to -4 HP\n"
                + "  s.commands:5: end: skipped, a's turn ended when they dropped to -4 HP\n"), err);
        assertFalse(err.contains("changed nothing"), err);
    }

    @Test
    @DisplayName("HP-DISABLED: a disabled hero's strenuous attack drops it to -1: its end is skipped, the cleric's cast"
            + " is the cleric's; in French too")
    void HP_DISABLED_theStrainsEndIsSkippedInBothLanguages(@TempDir Path tmp) throws IOException {
        String scenario = """
                {"format":1,"name":"h1",
                 "map":{"rows":["############", "#..........#", "#..........#", "#..........#", "############"]},
                 "combatants":[
                  {"id":"b","template":"fighter","at":[8,2],"hp":0},
                  {"id":"c","template":"fighter","at":[2,3],"hp":-3},
                  {"id":"m","template":"cleric","at":[3,3]},
                  {"id":"g","template":"goblin","at":[9,2],"control":"player","hp":30}
                 ],
                 "initiative":["b","c","m","g"],
                 "dice":[15,5, 50, 50, 20,4]
                }
                """;
        String script = "attack g\nend\n# m heals c\ncast cure-wounds c\nend\nend\n";
        Cli.Result r = Cli.script(tmp, scenario, script);
        assertEquals(0, r.exit(), r.err());
        assertTrue(events(r, "error").isEmpty(), r.out());
        assertTrue(events(r, "cast").get(0).contains("\"caster\":\"m\""), r.out());
        String err = r.err().replace(tmp + "/", "");
        assertTrue(err.contains("note: s.json: one line of s.commands was skipped, left over from a turn the game"
                + " ended itself:\n  s.commands:2: end: skipped, b's turn ended when they dropped to -1 HP\n"), err);
        Cli.Result fr = Cli.script(tmp, scenario, script, "--lang", "fr");
        assertEquals(r.out(), fr.out());
        String said = fr.err().replace(tmp + "/", "");
        assertTrue(said.contains("remarque\u00a0: s.json\u00a0: une ligne de s.commands a été sautée, reste d'un tour que"
                + " le jeu a terminé lui-même\u00a0:\n  s.commands:2: end\u00a0: sautée, le tour de b a pris fin"
                + "\u00a0: il est tombé à -1 PV\n"), said);
    }
}
