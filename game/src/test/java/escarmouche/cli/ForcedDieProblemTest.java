package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.rules.dice.ForcedDice;
import escarmouche.save.Recording;
import escarmouche.save.Replays;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A recording stopped by a forced die names the die where the text it was played from holds it: the scenario's file,
 * edited since, would point at a line that now holds something else.
 */
class ForcedDieProblemTest {
    private static final String PLAYED = """
            {"format": 1, "name": "Forced goblin", "map": {"rows": ["#####", "#...#", "#####"]},
             "combatants": [{"id": "aldric", "template": "fighter", "at": [1, 1], "control": "ai"},
                            {"id": "g1", "template": "goblin", "at": [2, 1]}],
             "dice": [5, 15, 20, 3, 8, 2]}
            """;
    private static final ForcedDice.ForcedDieOutOfRange DIE = new ForcedDice.ForcedDieOutOfRange(4, 8, 6);

    @Test
    @DisplayName("The file edited since the fight (lines added above, the die fixed): the place is the kept text's")
    void anEditedFileDoesNotMoveThePlace(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("forced.json");
        Files.writeString(file, "\n\n\n\n" + PLAYED.replace("8, 2]", "3, 2]"));
        Recording r = Replays.start(file.toString(), PLAYED, Map.of(), 1);
        assertEquals(file + ":4:25: $.dice[4]: the forced die 8 came up for a d6: expected a value from 1 to 6",
                ForcedDieProblem.ofRecording(r, DIE).toString());
    }

    @Test
    @DisplayName("The file as the fight read it, its party changed on one line: the place is the file's own line")
    void theSameFileKeepsItsLines(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("forced.json");
        Files.writeString(file, PLAYED);
        String swapped = new com.fasterxml.jackson.databind.ObjectMapper().writeValueAsString(
                new com.fasterxml.jackson.databind.ObjectMapper().readTree(PLAYED.replace("\"fighter\"", "\"rogue\"")));
        Recording r = Replays.start(file.toString(), swapped, Map.of(), 1);
        assertEquals(file + ":4:25: $.dice[4]: the forced die 8 came up for a d6: expected a value from 1 to 6",
                ForcedDieProblem.ofRecording(r, DIE).toString());
    }
}
