package escarmouche.ui.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import escarmouche.content.model.Scenario;
import escarmouche.engine.battle.Battle;
import escarmouche.reference.RulesReference;
import escarmouche.simulate.Report;
import escarmouche.simulate.Simulation;
import escarmouche.testing.RealContent;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The fights simulate names to watch are the fights {@code ./play replay SCENARIO --seed N} shows. */
class SimulatedReplayTest {
    @Test
    @DisplayName("Each fight to watch of a wolf-pack simulation replays to its reported length and outcome")
    void theFightsToWatchReplayAsReported() {
        Scenario wolves = RealContent.encounter("wolf-pack");
        Report report = Simulation.run(wolves, 60, 99, 1, n -> { });
        assertFalse(report.toWatch().isEmpty(), "the longest fight at least");
        for (Report.FightToWatch w : report.toWatch()) {
            ReplayViewer viewer = new ReplayViewer(Simulation.allAi(wolves), w.seed(), List.of(), "wolves",
                    RulesReference.load(), false);
            Battle end = viewer.battle();
            assertEquals(w.rounds(), end.round(), w.toString());
            assertEquals(w.winner(), end.winner() == null ? "none" : end.winner(), w.toString());
        }
    }
}
