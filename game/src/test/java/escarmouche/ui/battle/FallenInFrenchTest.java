package escarmouche.ui.battle;

import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.load.ScenarioLoader;
import escarmouche.content.model.Scenario;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.simulate.Simulation;
import escarmouche.testing.RealContent;
import escarmouche.ui.page.Line;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The end of a fight in French says how each creature fell, agreeing with its name. */
class FallenInFrenchTest {
    @Test
    @DisplayName("HP-SHOCK: the summary and the report say a heroine is \"morte\", a hero \"mort\"")
    void fallenAgree() {
        Scenario ford = Simulation.allAi(new ScenarioLoader().load(RealContent.content().directory().resolve("encounters")
                .resolve("wolf-pack.json"), RealContent.content()).value());
        ScreenMessages fr = ScreenMessages.of(Language.FR);
        boolean her = false;
        boolean him = false;
        for (long seed = 1; seed < 400 && !(her && him); seed++) {
            ScreenFight fight = new ScreenFight(ford, seed, null, () -> true, fr);
            fight.game().start();
            for (int i = 0; i < 100_000 && !fight.game().over(); i++) fight.game().step();
            String summary = String.join("\n", Summary.lines(fight, fr).stream().map(Line::text).toList());
            String report = FightReport.text(fight, fr);
            if ("died".equals(fight.stats().fallWord("lin"))) {
                assertTrue(summary.contains("Lin\u00a0: morte") && report.contains("Lin, morte"), summary + "\n" + report);
                her = true;
            }
            if ("died".equals(fight.stats().fallWord("tarik"))) {
                assertTrue(summary.contains("Tarik\u00a0: mort") && !summary.contains("Tarik\u00a0: morte"), summary);
                him = true;
            }
        }
        assertTrue(her && him, "a fight where each of them died was found");
    }
}
