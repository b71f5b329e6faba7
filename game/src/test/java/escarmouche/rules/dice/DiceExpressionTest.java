package escarmouche.rules.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
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
}
