package escarmouche.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.engine.battle.LoggedEvent;
import escarmouche.events.ErrorEvent;
import escarmouche.simulate.Simulation;
import escarmouche.testing.RealContent;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The AI only sends commands the game takes: every shipped encounter, played with every creature on AI
 * over a range of seeds, logs no {@code error} event. A refused command costs the creature the rest of
 * its turn's plan, so a refusal here is an AI that plans what the rules forbid (GRAP-DRAG: a grappler
 * walking where its victim cannot be dragged along, seeds 1, 3, 7 and 10 of the ogre's den).
 */
class NoRefusedAiCommandTest {
    /** Seeds 1 to SEEDS of each encounter: a few seconds in all. */
    private static final int SEEDS = 12;

    @Test
    @DisplayName("GRAP-DRAG: shipped encounters played all-AI, seeds 1 to 12, log no refused command")
    void noErrorEvents() throws IOException {
        List<String> refused = new ArrayList<>();
        List<String> encounters = encounters();
        for (String id : encounters) {
            Scenario allAi = Simulation.allAi(RealContent.encounter(id));
            for (long seed = 1; seed <= SEEDS; seed++) {
                Game game = Game.of(allAi, seed);
                game.start();
                game.advance();
                assertTrue(game.over(), id + " seed " + seed + " did not end");
                for (LoggedEvent e : game.battle().log().events()) {
                    if (e.event() instanceof ErrorEvent err) {
                        refused.add(id + " seed " + seed + ": " + err.command() + " (" + err.rule() + ") " + err.reason());
                    }
                }
            }
        }
        assertTrue(encounters.contains("ogre-and-grapplers"), "the shipped encounters: " + encounters);
        assertEquals(List.of(), refused);
    }

    /** The shipped encounters, by file name without {@code .json}, sorted. */
    private static List<String> encounters() throws IOException {
        try (Stream<Path> files = Files.list(RealContent.content().directory().resolve("encounters"))) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".json"))
                    .map(n -> n.substring(0, n.length() - ".json".length())).sorted().toList();
        }
    }
}
