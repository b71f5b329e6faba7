package escarmouche.rules.casting;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.dice.DiceExpression;
import escarmouche.rules.dice.ForcedDice;
import escarmouche.rules.dice.SeededDice;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Spells by level: what a caster's slot row lets it cast, and cantrips that grow with the caster. */
class SpellLevelsTest {
    @Test
    @DisplayName("CLASS-WIZARD: a level-3 wizard's slots [4, 2] reach level-2 spells: hold person yes, fireball no")
    void CLASS_WIZARD_slotRowSaysWhatIsCastable() {
        List<Integer> level3 = List.of(4, 2);
        assertEquals(2, SpellLevels.highest(level3));
        assertTrue(SpellLevels.castable(0, level3));
        assertTrue(SpellLevels.castable(2, level3));
        assertFalse(SpellLevels.castable(3, level3));
        assertTrue(SpellLevels.castable(0, List.of()), "cantrips need no slot");
        assertFalse(SpellLevels.castable(1, List.of()));
        assertTrue(SpellLevels.castable(2, List.of(4, 0)), "a level whose slots are spent is still within reach");
    }

    @Test
    @DisplayName("CLASS-WIZARD: 5e full casters reach level-1 spells at 1, 2 at 3, 3 at 5 ... 9 at 17")
    void CLASS_WIZARD_fullCasterProgression() {
        assertEquals(1, SpellLevels.fullCaster(1));
        assertEquals(1, SpellLevels.fullCaster(2));
        assertEquals(2, SpellLevels.fullCaster(3));
        assertEquals(3, SpellLevels.fullCaster(5));
        assertEquals(9, SpellLevels.fullCaster(17));
        assertEquals(9, SpellLevels.fullCaster(20));
    }

    @Test
    @DisplayName("Cantrips (5e, no house change): dice grow with the caster: fire bolt 1d10 at 4, 2d10 at 5, 3d10 at 11, 4d10 at 17")
    void cantripsScaleWithCasterLevel() {
        DiceExpression fireBolt = DiceExpression.parse("1d10");
        assertEquals(DiceExpression.parse("1d10"), Cantrips.scaled(fireBolt, 1));
        assertEquals(DiceExpression.parse("1d10"), Cantrips.scaled(fireBolt, 4));
        assertEquals(DiceExpression.parse("2d10"), Cantrips.scaled(fireBolt, 5));
        assertEquals(DiceExpression.parse("2d10"), Cantrips.scaled(fireBolt, 10));
        assertEquals(DiceExpression.parse("3d10"), Cantrips.scaled(fireBolt, 11));
        assertEquals(DiceExpression.parse("4d10"), Cantrips.scaled(fireBolt, 17));
        assertEquals(DiceExpression.parse("2d4+1"), Cantrips.scaled(DiceExpression.parse("1d4+1"), 5),
                "a flat bonus is not multiplied");
        assertEquals(13, Cantrips.scaled(fireBolt, 11).roll(new ForcedDice(List.of(3, 4, 6), new SeededDice(1))).total());
    }
}
