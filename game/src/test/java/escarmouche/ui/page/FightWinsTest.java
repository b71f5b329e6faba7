package escarmouche.ui.page;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.BitSet;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Which fights two sets on the same seeds end apart. */
class FightWinsTest {
    private static FightWins wins(long firstSeed, int runs, int... won) {
        BitSet b = new BitSet();
        for (int i : won) b.set(i);
        return new FightWins(firstSeed, runs, b);
    }

    @Test
    @DisplayName("The first fight apart, either way or one way, by seed; how many are apart")
    void firstApart() {
        FightWins house = wins(100, 10, 0, 1, 3, 6);
        FightWins part = wins(100, 10, 0, 2, 3, 5, 6);
        assertEquals(Optional.of(new FightWins.Apart(101, true)), house.firstApart(part));
        assertEquals(Optional.of(new FightWins.Apart(101, true)), house.firstApart(part, true));
        assertEquals(Optional.of(new FightWins.Apart(102, false)), house.firstApart(part, false));
        assertEquals(Optional.of(new FightWins.Apart(102, true)), part.firstApart(house, true));
        assertEquals(3, house.apart(part));
        // The fight to show: the way the rates lean, else the first either way.
        assertEquals(Optional.of(new FightWins.Apart(102, false)), house.firstLeaning(part, false, false));
        assertEquals(Optional.of(new FightWins.Apart(101, true)), house.firstLeaning(part, true, false));
        assertEquals(Optional.of(new FightWins.Apart(101, true)), house.firstLeaning(wins(100, 10, 0, 3, 6), false, false),
                "no fight leans the other way: the first either way");
        assertEquals(Optional.empty(), house.firstApart(house));
        assertEquals(0, house.apart(house));
    }

    @Test
    @DisplayName("Sets on other seeds, or with no wins kept, name no fight; only fights both played count")
    void nothingToCompare() {
        FightWins house = wins(100, 10, 0, 1);
        assertEquals(Optional.empty(), house.firstApart(wins(0, 10, 0)));
        assertEquals(0, house.apart(wins(0, 10, 0)));
        assertEquals(Optional.empty(), FightWins.NONE.firstApart(FightWins.NONE));
        FightWins shorter = wins(100, 1, 0);
        assertEquals(Optional.empty(), house.firstApart(shorter), "fight 1 was not played in the shorter set");
        BitSet b = new BitSet();
        b.set(4);
        FightWins copied = new FightWins(100, 10, b);
        b.set(2);
        assertTrue(copied.firstApart(wins(100, 10, 4)).isEmpty(), "the set is copied");
    }
}
