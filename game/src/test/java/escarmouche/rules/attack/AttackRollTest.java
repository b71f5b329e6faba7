package escarmouche.rules.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.core.Advantage;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.dice.ForcedDice;
import escarmouche.rules.dice.SeededDice;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class AttackRollTest {
    private static ForcedDice dice(Integer... values) {
        return new ForcedDice(List.of(values), new SeededDice(1));
    }

    private static AttackRoll.Setup setup(List<Advantage.Source> sources, boolean autoCrit, boolean canCrit) {
        return new AttackRoll.Setup(List.of(new Modifier("Str", 3), new Modifier("prof", 2)), sources, 15, autoCrit,
                canCrit);
    }

    @Test
    @DisplayName("ATK-ADV: one advantage and one disadvantage cancel out, however many of each")
    void ATK_ADV_cancels() {
        Advantage.Source adv = new Advantage.Source("a", true, "X");
        Advantage.Source dis = new Advantage.Source("d", false, "Y");
        assertEquals(Advantage.ADVANTAGE, Advantage.combine(List.of(adv, adv)));
        assertEquals(Advantage.NONE, Advantage.combine(List.of(adv, adv, dis)));
        assertEquals(Advantage.DISADVANTAGE, Advantage.combine(List.of(dis)));
        AttackRoll.Outcome out = AttackRoll.roll(setup(List.of(adv), false, true), dice(4, 14));
        assertEquals(14, out.natural());
        assertEquals(19, out.total());
        assertTrue(out.hit());
    }

    @Test
    @DisplayName("ATK-CRIT: natural 20, then 20, 20, 7: damage x8; the chain d20s follow the attack d20")
    void ATK_CRIT_chain() {
        AttackRoll.Outcome out = AttackRoll.roll(setup(List.of(), false, true), dice(20, 20, 20, 7));
        assertTrue(out.critical());
        assertEquals(8, out.multiplier());
        assertEquals(4, out.rolls().size());
    }

    @Test
    @DisplayName("ATK-CRIT: two 20s after a fireball multiply its damage by 4; a natural 1 does nothing")
    void ATK_CRIT_spellChain() {
        assertEquals(4, CriticalChain.rollForSpell(dice(20, 20, 3)).multiplier());
        assertEquals(1, CriticalChain.rollForSpell(dice(1)).multiplier());
        assertEquals(2, CriticalChain.rollForSpell(dice(20, 19)).multiplier());
    }

    @Test
    @DisplayName("ATK-CRIT: an automatic critical (paralyzed, within 1.5 m) runs the chain too")
    void ATK_CRIT_automaticRunsChain() {
        AttackRoll.Outcome out = AttackRoll.roll(setup(List.of(), true, true), dice(11, 20, 5));
        assertTrue(out.critical());
        assertEquals(4, out.multiplier());
    }

    @Test
    @DisplayName("ATK-FUMBLE: a natural 1 misses and is a fumble; a fumble's own attack neither chains nor fumbles")
    void ATK_FUMBLE_naturalOne() {
        AttackRoll.Outcome out = AttackRoll.roll(setup(List.of(), false, true), dice(1));
        assertFalse(out.hit());
        assertTrue(out.fumble());
        AttackRoll.Outcome own = AttackRoll.roll(setup(List.of(), false, false), dice(1));
        assertFalse(own.fumble());
        AttackRoll.Outcome ownTwenty = AttackRoll.roll(setup(List.of(), false, false), dice(20));
        assertTrue(ownTwenty.hit());
        assertFalse(ownTwenty.critical());
        assertEquals(1, ownTwenty.rolls().size());
    }

    @Test
    @DisplayName("dd5: a natural 20 is a critical without chain (dice doubled later) and a 1 is no fumble")
    void dd5NoChainNoFumble() {
        AttackRoll.Outcome crit = AttackRoll.roll(setup(List.of(), false, true), dice(20, 20), RuleSet.DD5);
        assertTrue(crit.critical());
        assertEquals(1, crit.multiplier());
        assertEquals(1, crit.rolls().size());
        assertFalse(AttackRoll.roll(setup(List.of(), false, true), dice(1), RuleSet.DD5).fumble());
    }
}
