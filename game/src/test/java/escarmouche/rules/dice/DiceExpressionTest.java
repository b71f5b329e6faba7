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
}
