package escarmouche.rules.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class DiceSourceTest {
    @Test
    void seededDiceRepeatAndResumeFromState() {
        SeededDice a = new SeededDice(42);
        SeededDice b = new SeededDice(42);
        for (int i = 0; i < 5; i++) a.roll(20);
        for (int i = 0; i < 5; i++) b.roll(20);
        SeededDice resumed = new SeededDice(a.state());
        for (int i = 0; i < 50; i++) {
            int v = a.roll(6).value();
            assertEquals(v, b.roll(6).value());
            assertEquals(v, resumed.roll(6).value());
        }
    }

    @Test
    void seededDiceCoverEveryFaceAndNothingElse() {
        SeededDice d = new SeededDice(7);
        int[] seen = new int[21];
        for (int i = 0; i < 20_000; i++) seen[d.roll(20).value()]++;
        assertEquals(0, seen[0]);
        for (int f = 1; f <= 20; f++) assertTrue(seen[f] > 800 && seen[f] < 1200, "face " + f + ": " + seen[f]);
    }

    @Test
    void forcedDiceComeFirstWhateverTheSizeThenTheSeed() {
        ForcedDice d = new ForcedDice(List.of(20, 3, 100), new SeededDice(5));
        assertEquals(new Roll(20, 20), d.roll(20));
        assertEquals(new Roll(6, 3), d.roll(6));
        assertEquals(new Roll(100, 100), d.roll(100));
        assertEquals(0, d.remaining());
        SeededDice same = new SeededDice(5);
        List<Integer> after = new ArrayList<>();
        for (int i = 0; i < 3; i++) after.add(d.roll(8).value());
        assertEquals(List.of(same.roll(8).value(), same.roll(8).value(), same.roll(8).value()), after);
    }

    @Test
    void forcedDieTooBigForItsDieNamesItsIndex() {
        ForcedDice d = new ForcedDice(List.of(4, 14), new SeededDice(1));
        d.roll(20);
        ForcedDice.ForcedDieOutOfRange e = assertThrows(ForcedDice.ForcedDieOutOfRange.class, () -> d.roll(6));
        assertEquals(1, e.index());
        assertEquals("dice[1] = 14 was used for a d6: expected a value from 1 to 6", e.getMessage());
    }
}
