package escarmouche.ui.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.rules.grid.Pos;
import escarmouche.rules.movement.Body;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Where the battle map's view starts on a creature's turn: the creature whole, its nearest foe brought in when both fit. */
class TurnViewTest {
    @Test
    @DisplayName("The zoid's map at 80x24 (24 of 26 columns): a hero at x=2 and the zoid at 19-24 both in sight from x=1")
    void heroAndZoid() {
        assertEquals(1, TurnView.axis(0, 24, 26, 2, 2, 2, 19, 24));
        // Without a foe, the hero's margin of two squares keeps the view at the map's left edge.
        assertEquals(0, TurnView.axis(1, 24, 26, 2, 2, 2, -1, -1));
        // Drawn again, the view stays where it is.
        assertEquals(1, TurnView.axis(1, 24, 26, 2, 2, 2, 19, 24));
    }

    @Test
    @DisplayName("The zoid's own turn shows its six columns, not only its top-left square")
    void wholeFootprint() {
        assertEquals(2, TurnView.axis(0, 24, 26, 2, 19, 24, -1, -1));
    }

    @Test
    @DisplayName("A foe too far to share the view with the creature leaves the view as the creature alone has it")
    void foeTooFar() {
        assertEquals(new Pos(0, 0), TurnView.origin(new Pos(0, 0), 24, 14, 60, 35, 2, Body.medium(5, 5),
                Body.medium(40, 5)));
    }

    @Test
    @DisplayName("Big field at 80x24 (24x14 of 60x35): Goblin 1 at 30,17 fits down beside Tarik at 55,30 but not across;"
            + " the view frames Tarik alone, two rows below him, not the goblin's rows")
    void foeFitsOneAxisOnly() {
        assertEquals(new Pos(34, 19), TurnView.origin(new Pos(0, 0), 24, 14, 60, 35, 2, Body.medium(55, 30),
                Body.medium(30, 17)));
    }

    @Test
    @DisplayName("A foe that fits across and down is brought in whole, at the cost of the creature's margin")
    void foeFitsBothAxes() {
        assertEquals(new Pos(34, 17), TurnView.origin(new Pos(0, 0), 24, 14, 60, 35, 2, Body.medium(55, 30),
                Body.medium(40, 17)));
    }
}
