package escarmouche.simulate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The id's and side's columns of the reports' tables, whatever the names' lengths. */
class NameColumnsTest {
    @Test
    @DisplayName("names that fit keep their widths; else the shorter keeps its own and the longer takes the rest, or they share")
    void widths() {
        assertArrayEquals(new int[] {9, 8}, NameColumns.widths(9, 8, 9, 4, 24));
        assertArrayEquals(new int[] {16, 8}, NameColumns.widths(40, 8, 9, 4, 24));
        assertArrayEquals(new int[] {9, 15}, NameColumns.widths(9, 30, 9, 4, 24));
        assertArrayEquals(new int[] {12, 12}, NameColumns.widths(64, 40, 9, 4, 24));
        // A heading is never cut: "combattant" takes 10 of 18, the side the 8 left.
        assertArrayEquals(new int[] {10, 8}, NameColumns.widths(44, 42, 10, 4, 18));
    }

    @Test
    @DisplayName("a long name is broken after a - or _ that leaves half a line, else cut at the width")
    void lines() {
        assertEquals(List.of("hommes-", "lézards-du-", "marais"), NameColumns.lines("hommes-lézards-du-marais", 11));
        assertEquals(List.of("abcdefghij", "klmno"), NameColumns.lines("abcdefghijklmno", 10));
        assertEquals(List.of("g1"), NameColumns.lines("g1", 10));
    }
}
