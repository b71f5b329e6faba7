package escarmouche.rules.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class DiceExpressionTest {
    @Test
    void parsesDiceAndFlatTermsInOrder() {
        DiceExpression e = DiceExpression.parse("2d6+1d4-1");
        assertEquals(2, e.dice().size());
        assertEquals(-1, e.flat());
        DiceExpression.Rolled r = e.roll(new ForcedDice(List.of(3, 5, 2), new SeededDice(1)));
        assertEquals(List.of(new Roll(6, 3), new Roll(6, 5), new Roll(4, 2)), r.rolls());
        assertEquals(9, r.total());
        assertEquals("2d6+1d4-1", e.toString());
    }

    @Test
    void flatNumberIsAnExpression() {
        assertEquals(1, DiceExpression.parse("1").roll(new SeededDice(1)).total());
        assertEquals(0, DiceExpression.parse("0").maximum());
    }

    @Test
    void boundsAndAverage() {
        DiceExpression e = DiceExpression.parse("2d4+2");
        assertEquals(4, e.minimum());
        assertEquals(10, e.maximum());
        assertEquals(14, e.doubledAverage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"2d", "d6", "1d0", "0d6", "2d6+", "+", "1 d6", "2x6", "1d6++1", "", "3d6 ", "1d6d6"})
    void rejectsMalformedExpressions(String text) {
        DiceSyntaxException e = assertThrows(DiceSyntaxException.class, () -> DiceExpression.parse(text));
        assertTrue(!e.getMessage().isEmpty());
    }

    @Test
    void errorMessageSaysWhatWasExpected() {
        DiceSyntaxException e = assertThrows(DiceSyntaxException.class, () -> DiceExpression.parse("2d"));
        assertEquals("'2d' is not a dice expression at character 2: expected NdM or a number, joined by + or -,"
                + " such as 2d6+3", e.getMessage());
    }

    @Test
    @DisplayName("A malformed expression says its kind and values, for the content checks to word in any language")
    void errorKindAndValues() {
        DiceSyntaxException size = assertThrows(DiceSyntaxException.class, () -> DiceExpression.parse("1d0"));
        assertEquals(DiceSyntaxException.Kind.SIDES, size.kind());
        assertEquals("1d0", size.text());
        assertEquals(1000, size.number());
        DiceSyntaxException count = assertThrows(DiceSyntaxException.class, () -> DiceExpression.parse("101d6"));
        assertEquals(DiceSyntaxException.Kind.COUNT, count.kind());
        assertEquals(100, count.number());
        assertEquals("'101d6': dice count must be 1..100", count.getMessage());
        DiceSyntaxException shape = assertThrows(DiceSyntaxException.class, () -> DiceExpression.parse("1d6d6"));
        assertEquals(DiceSyntaxException.Kind.NOT_DICE, shape.kind());
        assertEquals(4, shape.number());
        assertEquals(DiceSyntaxException.Kind.EMPTY,
                assertThrows(DiceSyntaxException.class, () -> DiceExpression.parse("")).kind());
        assertEquals(DiceSyntaxException.Kind.TOO_LARGE,
                assertThrows(DiceSyntaxException.class, () -> DiceExpression.parse("1d6+1234567")).kind());
    }

    @Test
    @DisplayName("An expression is bounded as a whole: 20 terms, 100 dice in all, numbers adding up to 999999 either way")
    void wholeExpressionLimits() {
        DiceExpression most = DiceExpression.parse("1d6" + "+1d6".repeat(19));
        assertEquals(20, most.dice().size());
        assertEquals(1099999, DiceExpression.parse("50d1000+50d1000+999999").maximum());
        assertEquals(-1099999, DiceExpression.parse("-999999-100d1000").minimum());
        // The sum is checked once every number is read: its start may go past the bound.
        assertEquals(600000, DiceExpression.parse("600000+600000-600000").flat());

        DiceSyntaxException terms = assertThrows(DiceSyntaxException.class,
                () -> DiceExpression.parse("1" + "+1".repeat(20)));
        assertEquals(DiceSyntaxException.Kind.TERMS, terms.kind());
        assertEquals(20, terms.number());
        assertEquals("'1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1...': more than 20 terms: expected at most 20 dice or"
                + " numbers joined by + or -", terms.getMessage());

        DiceSyntaxException dice = assertThrows(DiceSyntaxException.class, () -> DiceExpression.parse("60d6+41d6"));
        assertEquals(DiceSyntaxException.Kind.DICE, dice.kind());
        assertEquals(100, dice.number());
        assertEquals("'60d6+41d6': more than 100 dice: expected at most 100 dice in all the terms together",
                dice.getMessage());

        DiceSyntaxException flat = assertThrows(DiceSyntaxException.class, () -> DiceExpression.parse("1d6+999999+1"));
        assertEquals(DiceSyntaxException.Kind.FLAT, flat.kind());
        assertEquals(999999, flat.number());
        assertEquals(1000000, flat.found());
        assertEquals("'1d6+999999+1': the numbers add up to 1000000: expected a total from -999999 to 999999",
                flat.getMessage());
        assertEquals("'1d6-600000-600000': the numbers add up to -1200000: expected a total from -999999 to 999999",
                assertThrows(DiceSyntaxException.class, () -> DiceExpression.parse("1d6-600000-600000")).getMessage());
    }

    @Test
    @DisplayName("A flood of a million terms is refused at the 21st, its message quoting its first 37 characters")
    void floodIsRefusedAtTheLimit() {
        String flood = "100d1" + "+100d1".repeat(999_999);
        DiceSyntaxException many = assertThrows(DiceSyntaxException.class, () -> DiceExpression.parse(flood));
        assertEquals(DiceSyntaxException.Kind.DICE, many.kind());
        assertEquals("'100d1+100d1+100d1+100d1+100d1+100d1+1...': more than 100 dice: expected at most 100 dice in"
                + " all the terms together", many.getMessage());
        assertEquals(flood, many.text());
        assertEquals("100d1+100d1+100d1+100d1+100d1+100d1+1...", many.shown());
        // Before the limits, the sums wrapped: 30,000 times -100000 made a best roll of +1294967302.
        DiceSyntaxException wrapped = assertThrows(DiceSyntaxException.class,
                () -> DiceExpression.parse("1d6" + "-100000".repeat(30_000)));
        assertEquals(DiceSyntaxException.Kind.TERMS, wrapped.kind());
    }

    @Test
    @DisplayName("DMG-ROLL: the dice an expression takes off, by their place among the dice rolled, again for a second roll")
    void DMG_ROLL_subtractedDiceArePlacedInRollOrder() {
        assertEquals(List.of(1), DiceExpression.parse("1d6-1d2").subtracted(2));
        // Plain 5e's critical rolls the whole expression twice: the second d2 is the fourth die.
        assertEquals(List.of(1, 3), DiceExpression.parse("1d6-1d2").subtracted(4));
        assertEquals(List.of(0, 1), DiceExpression.parse("-2d4+1d8+3").subtracted(3));
        assertEquals(List.of(), DiceExpression.parse("1d4+1d6-1").subtracted(2));
        assertEquals(List.of(), DiceExpression.parse("5").subtracted(0));
    }
}
