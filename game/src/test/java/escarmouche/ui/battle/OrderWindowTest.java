package escarmouche.ui.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The part of a long initiative order the side pane shows: always the turn's creature, the cuts counted. */
class OrderWindowTest {
    @Test
    @DisplayName("TURN-ORDER: an order that fits is shown whole, unmarked")
    void TURN_ORDER_aShortOrderIsWhole() {
        assertEquals(new OrderWindow(0, 18, 0, 0), OrderWindow.of(18, 17, 9, 2));
    }

    @Test
    @DisplayName("TURN-ORDER: in the middle of 154, 4 rows of 9 show 32 labels, 10 before the turn's; the marks count"
            + " the 60 left out before and the 62 after")
    void TURN_ORDER_theMiddleIsCutAtBothEnds() {
        OrderWindow w = OrderWindow.of(154, 70, 9, 4);
        assertEquals(new OrderWindow(60, 92, 60, 62), w);
        assertEquals(36, w.to() - w.from() + 2 * OrderWindow.MARK_SLOTS);
    }

    @Test
    @DisplayName("TURN-ORDER: near the start the order is cut after only, near the end before only, the turn's"
            + " creature shown either way")
    void TURN_ORDER_theEndsAreCutOnOneSide() {
        assertEquals(new OrderWindow(0, 16, 0, 138), OrderWindow.of(154, 3, 9, 2));
        assertEquals(new OrderWindow(138, 154, 138, 0), OrderWindow.of(154, 153, 9, 2));
        // A hidden creature's turn: its place past the last label shown keeps the part at the end.
        assertEquals(new OrderWindow(138, 154, 138, 0), OrderWindow.of(154, 154, 9, 2));
    }

    @Test
    @DisplayName("TURN-ORDER: a pane too narrow for a mark beside a label shows the labels around the turn's, unmarked")
    void TURN_ORDER_noRoomForMarks() {
        assertEquals(new OrderWindow(49, 50, 0, 0), OrderWindow.of(154, 49, 1, 1));
        assertEquals(new OrderWindow(48, 52, 0, 0), OrderWindow.of(154, 49, 2, 2));
    }
}
