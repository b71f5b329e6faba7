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
 * Two refusals that named the wrong thing: a move whose first square is the mover's own ("2,1 is not next to
 * 2,1"), and first aid to an ally already stabilised ("D is not dying", as if it were well).
 */
class AlreadyThereWordsTest {
    private static List<String> lines(Path tmp, String scenario, String commands, String start, String... lang)
            throws IOException {
        Path s = Files.writeString(tmp.resolve("s.json"), scenario);
        Path c = Files.writeString(tmp.resolve("s.commands"), commands);
        List<String> args = new java.util.ArrayList<>(List.of("run", s.toString(), "--text", "--commands", c.toString()));
        args.addAll(List.of(lang));
        Cli.Result r = Cli.run(args.toArray(String[]::new));
        assertEquals(0, r.exit(), r.err());
        return r.out().lines().filter(l -> l.startsWith(start)).toList();
    }

    private static final String FIELD = """
            {"format":1,"name":"field","map":{"rows":["########","#......#","#......#","########"]},
             "combatants":[{"id":"b","template":"fighter","at":[2,1]},
              {"id":"g","template":"goblin","at":[6,2],"control":"player"}],
             "initiative":["b","g"],"dice":[],"seed":1}""";

    @Test
    @DisplayName("MOVE-ENTER: a path that starts on the mover's own square says it already stands there")
    void MOVE_ENTER_firstSquareIsWhereItStands(@TempDir Path tmp) throws Exception {
        assertEquals(List.of("Cannot move there: B already stands on 2,1 (step 1 of 2).  [MOVE-ENTER]"),
                lines(tmp, FIELD, "move 2,1 3,1\nend\n", "Cannot"));
        assertEquals(List.of("Impossible d'aller là\u00a0: B se trouve déjà en 2,1 (pas 1 sur 2).  [MOVE-ENTER]"),
                lines(tmp, FIELD, "move 2,1 3,1\nend\n", "Impossible", "--lang", "fr"));
    }

    /** M's first aid succeeds (9 +1 Wis, helped: advantage), then M tries again on the ally now stable. */
    private static final String AID = """
            {"format":1,"name":"aid","map":{"rows":["############","#..........#","#..........#","############"]},
             "combatants":[{"id":"h","template":"fighter","at":[1,1]},{"id":"m","template":"fighter","at":[2,2]},
              {"id":"d","template":"fighter","at":[3,2],"hp":-3},
              {"id":"g","template":"goblin","at":[9,2],"control":"player"}],
             "initiative":["h","m","d","g"],"dice":[2,9],"seed":1}""";

    @Test
    @DisplayName("HP-DYING: first aid to an ally already stabilised says it is stable, not that it is not dying")
    void HP_DYING_aidToAStableAlly(@TempDir Path tmp) throws Exception {
        String commands = "help m\nend\naid d\naid d\nend\n";
        assertEquals(List.of("Cannot give first aid to D: D is already stable.  [HP-DYING]"),
                lines(tmp, AID, commands, "Cannot"));
        assertEquals(List.of("Impossible de prodiguer les premiers soins à D\u00a0: D est déjà stabilisé.  [HP-DYING]"),
                lines(tmp, AID, commands, "Impossible", "--lang", "fr"));
    }
}
