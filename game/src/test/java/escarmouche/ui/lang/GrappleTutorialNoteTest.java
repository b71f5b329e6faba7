package escarmouche.ui.lang;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The tutorial's note on grappling says in French which one follows the grappler: the creature held, not the sword let go of. */
class GrappleTutorialNoteTest {
    @Test
    @DisplayName("GRAP-START: the French note names the grappled creature as what follows, right after the sword that falls")
    void GRAP_START_theHeldCreatureFollows() {
        String note = ScreenMessages.of(Language.FR).text("tutorial.note.GRAP-START");
        assertTrue(note.contains("vous lâchez l'épée, qui tombe à vos pieds. Tant que vous tenez la créature agrippée, elle vous"
                + " suit quand vous marchez"), note);
        assertFalse(note.contains("Tant que vous la tenez"), "\"la\" would be the sword: " + note);
    }
}
