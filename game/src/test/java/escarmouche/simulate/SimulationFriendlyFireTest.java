package escarmouche.simulate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.engine.battle.Creature;
import escarmouche.events.DamageEvent;
import escarmouche.testing.Scripts;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Damage dealt is what a combatant did to the other side; what it did to itself or its allies is apart. */
class SimulationFriendlyFireTest {
    /** The plain way: the same fight played again, each blow of its log put in one column or the other. */
    private static int[][] fromLog(Scenario ai, long seed) {
        Game game = Game.of(ai, seed);
        List<Creature> creatures = game.battle().creatures();
        int[][] dealtAndFriendly = new int[2][creatures.size()];
        game.battle().log().listen(e -> {
            if (!(e.event() instanceof DamageEvent d) || d.source() == null) return;
            Creature source = null;
            Creature target = null;
            int index = -1;
            for (int i = 0; i < creatures.size(); i++) {
                if (creatures.get(i).id().equals(d.source())) {
                    source = creatures.get(i);
                    index = i;
                }
                if (creatures.get(i).id().equals(d.target())) target = creatures.get(i);
            }
            if (source == null) return;
            boolean friendly = target != null && source.side.side.equals(target.side.side);
            dealtAndFriendly[friendly ? 1 : 0][index] += d.final_();
        });
        game.start();
        game.advance();
        return dealtAndFriendly;
    }

    @Test
    @DisplayName("ATK-FUMBLE: a fumble on itself or an ally is friendly fire, not damage dealt, in every simulated fight")
    void ATK_FUMBLE_friendlyFireIsNotDealt() {
        Scenario goblins = Simulation.allAi(Scripts.encounter("goblins-at-the-ford"));
        int friendlyFights = 0;
        for (long seed = 1; seed <= 40; seed++) {
            Simulation.Fight f = Simulation.fight(goblins, seed);
            int[][] plain = fromLog(goblins, seed);
            for (int c = 0; c < f.dealt().size(); c++) {
                assertEquals(plain[0][c], f.dealt().get(c), "dealt, seed " + seed + ", combatant " + c);
                assertEquals(plain[1][c], f.friendlyFire().get(c), "friendly fire, seed " + seed + ", combatant " + c);
            }
            if (f.friendlyFire().stream().anyMatch(n -> n > 0)) friendlyFights++;
        }
        assertTrue(friendlyFights > 0, "some fight had a fumble that hurt its own side");
    }

    @Test
    @DisplayName("ATK-FUMBLE: the report keeps friendly fire apart; its JSON's meanDealt still counts it, as before")
    void ATK_FUMBLE_theReportKeepsFriendlyFireApart() {
        Scenario goblins = Scripts.encounter("goblins-at-the-ford");
        Report one = Simulation.run(goblins, 40, 1, 1, n -> { });
        Report two = Simulation.run(goblins, 40, 1, 2, n -> { });
        assertEquals(one, two, "the same with two threads");
        Scenario ai = Simulation.allAi(goblins);
        long[] dealt = new long[goblins.combatants().size()];
        long[] friendly = new long[dealt.length];
        for (long seed = 1; seed <= 40; seed++) {
            int[][] plain = fromLog(ai, seed);
            for (int c = 0; c < friendly.length; c++) {
                dealt[c] += plain[0][c];
                friendly[c] += plain[1][c];
            }
        }
        for (int c = 0; c < friendly.length; c++) {
            Report.CombatantFigures figures = one.combatants().get(c);
            assertEquals(friendly[c] / 40.0, figures.meanFriendlyFire(), 1e-9, "combatant " + c);
            assertEquals((dealt[c] + friendly[c]) / 40.0, figures.meanDealt(), 1e-9,
                    "the JSON's meanDealt keeps all it did, as before: combatant " + c);
            assertEquals(dealt[c] / 40.0, figures.meanDealtToOthers(), 1e-9, "combatant " + c);
        }
    }
}
