package escarmouche.simulate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.engine.battle.Creature;
import escarmouche.events.DamageEvent;
import escarmouche.events.DeathEvent;
import escarmouche.testing.Scripts;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Who went down in a simulated fight: read from the fight's own log, and counted in the report. */
class SimulationFallsTest {
    /** The plain way: the same fight played again, its log read for blows that leave 0 hit points and deaths. */
    private static List<Boolean> fellInLog(Scenario ai, long seed) {
        Game game = Game.of(ai, seed);
        List<Creature> creatures = game.battle().creatures();
        boolean[] fell = new boolean[creatures.size()];
        game.battle().log().listen(e -> {
            String down = e.event() instanceof DamageEvent d && d.hp() <= 0 ? d.target()
                    : e.event() instanceof DeathEvent death ? death.target() : null;
            for (int i = 0; i < creatures.size(); i++) if (creatures.get(i).id().equals(down)) fell[i] = true;
        });
        game.start();
        game.advance();
        List<Boolean> out = new ArrayList<>();
        for (boolean f : fell) out.add(f);
        return out;
    }

    @Test
    @DisplayName("HP-DISABLED / HP-DYING: a fight counts as a fall every creature brought to 0 hit points, up again or not")
    void fallsAreTheCreaturesBroughtToZero() {
        Scenario ogre = Simulation.allAi(Scripts.encounter("ogre-and-grapplers"));
        int upAgain = 0;
        for (long seed = 1; seed <= 40; seed++) {
            Simulation.Fight f = Simulation.fight(ogre, seed);
            assertEquals(fellInLog(ogre, seed), f.fell(), "seed " + seed);
            for (int c = 0; c < f.fell().size(); c++) {
                if (!f.survived().get(c)) assertTrue(f.fell().get(c), "a death is a fall: seed " + seed + ", combatant " + c);
                if (f.survived().get(c) && f.fell().get(c)) upAgain++;
            }
        }
        assertTrue(upAgain > 0, "some creature went down and was alive at the end");
    }

    @Test
    @DisplayName("The report gives each combatant's share of fights it went down in, at least its share of deaths")
    void theReportCountsFalls() {
        Scenario ogre = Scripts.encounter("ogre-and-grapplers");
        Report one = Simulation.run(ogre, 60, 1, 1, n -> { });
        Report two = Simulation.run(ogre, 60, 1, 2, n -> { });
        assertEquals(one, two, "the same with two threads");
        Scenario ai = Simulation.allAi(ogre);
        int[] fell = new int[ogre.combatants().size()];
        for (int i = 0; i < 60; i++) {
            List<Boolean> f = Simulation.fight(ai, 1 + i).fell();
            for (int c = 0; c < fell.length; c++) if (f.get(c)) fell[c]++;
        }
        boolean more = false;
        for (int c = 0; c < fell.length; c++) {
            Report.CombatantFigures figures = one.combatants().get(c);
            assertEquals(fell[c] / 60.0, figures.falls(), 1e-12, figures.id());
            assertTrue(figures.falls() >= 1 - figures.survival() - 1e-12, figures.id());
            more |= figures.falls() > 1 - figures.survival() + 1e-12;
        }
        assertTrue(more, "some combatant went down more often than it died");
        assertTrue(one.text().contains("falls"), one.text());
    }

    @Test
    @DisplayName("HP-DEAD / HP-EXHAUSTION: a creature dead before the fight is no fall and takes no turn; the report"
            + " says so under its table")
    void theDeadFromTheStartAreNoFalls() {
        String json = """
                {"format": 1, "map": {"rows": ["######", "#....#", "######"]},
                 "combatants": [{"id": "a", "template": "fighter", "at": [1, 1]},
                                {"id": "c", "template": "fighter", "at": [2, 1], "hp": -12},
                                {"id": "d", "template": "fighter", "at": [3, 1], "exhaustion": 6},
                                {"id": "g", "template": "goblin", "at": [4, 1]}]}""";
        Scenario dead = new escarmouche.content.load.ScenarioLoader().parse(json, "dead.json",
                escarmouche.testing.RealContent.content()).value();
        Simulation.Fight f = Simulation.fight(Simulation.allAi(dead), 1);
        assertEquals(List.of(false, false), f.fell().subList(1, 3), "c and d never went down in the fight");
        assertEquals(List.of(false, false), f.survived().subList(1, 3));
        Report r = Simulation.run(dead, 20, 1, 1, n -> { });
        for (int c = 1; c <= 2; c++) {
            Report.CombatantFigures figures = r.combatants().get(c);
            assertEquals(0.0, figures.survival(), figures.id());
            assertEquals(0.0, figures.falls(), figures.id());
            assertTrue(figures.deadFromTheStart(), figures.id());
        }
        assertFalse(r.combatants().get(0).deadFromTheStart());
        assertFalse(r.combatants().get(3).deadFromTheStart());
        assertEquals("c, d", r.deadFromTheStart());
        assertTrue(r.text().endsWith("  (c, d: dead before the fight began: no turn, no fall)" + System.lineSeparator()),
                r.text());
    }
}
