package escarmouche.rules.opportunity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.core.Advantage;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.dice.ForcedDice;
import escarmouche.rules.dice.SeededDice;
import escarmouche.rules.movement.Body;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class DisengageTest {
    private static ForcedDice dice(Integer... values) {
        return new ForcedDice(List.of(values), new SeededDice(1));
    }

    private static final List<Disengage.Opponent> TWO = List.of(new Disengage.Opponent("e1", 1),
            new Disengage.Opponent("e2", 0));

    @Test
    @DisplayName("OA-DISENGAGE / TURN-INIT: for each enemy in order, the mover's d20 then the enemy's; ties go to the enemy")
    void OA_DISENGAGE_diceOrderAndTies() {
        ForcedDice d = dice(10, 11, 15, 3);
        Disengage.Result r = Disengage.roll(2, false, TWO, RuleSet.HOUSE, d);
        assertEquals(4, d.used());
        Disengage.Duel first = r.duels().get(0);
        assertEquals("e1", first.enemyId());
        assertEquals(12, first.mover().total());
        assertEquals(12, first.enemy().total());
        assertFalse(first.beaten(), "a tie goes to the enemy");
        Disengage.Duel second = r.duels().get(1);
        assertEquals(17, second.mover().total());
        assertEquals(3, second.enemy().total());
        assertTrue(second.beaten());
        assertEquals(List.of("e2"), r.state().beaten());
        assertTrue(r.state().shields("e2"));
        assertFalse(r.state().shields("e1"));
    }

    @Test
    @DisplayName("OA-DISENGAGE: infiltrators and monks roll two d20 and keep the better, then the enemy rolls")
    void OA_DISENGAGE_advantage() {
        ForcedDice d = dice(3, 18, 17);
        Disengage.Result r = Disengage.roll(0, true, List.of(new Disengage.Opponent("e", 0)), RuleSet.HOUSE, d);
        Disengage.Duel duel = r.duels().get(0);
        assertEquals(Advantage.ADVANTAGE, duel.mover().advantage());
        assertEquals(18, duel.mover().natural());
        assertEquals(17, duel.enemy().natural());
        assertTrue(duel.beaten());
        assertEquals(3, d.used());
    }

    @Test
    @DisplayName("OA-DISENGAGE: only enemies in whose reach the mover stands and that could strike are rolled against")
    void OA_DISENGAGE_engagedEnemies() {
        Body mover = Body.medium(1, 1);
        List<Reactor> reactors = List.of(
                Reactor.ready("far", Body.medium(4, 1), 1),
                Reactor.ready("near", Body.medium(2, 1), 1),
                Reactor.ready("stunned", Body.medium(0, 1), 1).withConditions(Set.of(Condition.STUNNED)),
                Reactor.ready("pike", Body.medium(3, 3), 2));
        assertEquals(List.of("near", "pike"),
                Disengage.engaged(mover, reactors, RuleSet.HOUSE).stream().map(Reactor::id).toList());
    }

    @Test
    @DisplayName("OA-DISENGAGE in plain 5e (dd5): no roll; every opportunity attack is prevented")
    void OA_DISENGAGE_dd5PreventsAll() {
        ForcedDice d = dice(1, 20);
        Disengage.Result r = Disengage.roll(0, false, TWO, RuleSet.DD5, d);
        assertEquals(0, d.used());
        assertTrue(r.duels().isEmpty());
        assertTrue(r.state().shields("anyone"));
    }
}
