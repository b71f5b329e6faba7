package escarmouche.ui.build;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.ui.draft.DraftCreature;
import escarmouche.ui.draft.EncounterDraft;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Glyphs;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The builder's letters for creatures: the party's upper case, everyone else's lower case, as on the battle map. */
class BuildMapViewTest {
    private static DraftCreature at(String id, String side) {
        return new DraftCreature(id, "goblin", side, 1, 1, null, null, null, null, null);
    }

    @Test
    @DisplayName("Kenji of the party is K and a kobold is k, whatever case their ids are written in")
    void partyUpperOthersLower() {
        assertEquals('K', BuildMapView.glyph(at("kenji", "party")));
        assertEquals('k', BuildMapView.glyph(at("k1", "monsters")));
        assertEquals('k', BuildMapView.glyph(at("Kobold", "bandits")));
        assertEquals('?', BuildMapView.glyph(at("", "party")));
    }

    /** The view's rows as drawn, its margin columns included. */
    private static String rows(Canvas c) {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < c.height(); r++) {
            for (int col = 0; col < c.width(); col++) sb.append(c.charAt(col, r));
            sb.append('\n');
        }
        return sb.toString();
    }

    @Test
    @DisplayName("A 20x10 room in a 10x5 view, the cursor at 15,7: '‹' and '›' down the sides, '˄' and '˅' at the first and last rows")
    void marksWhereTheMapGoesOn() {
        Canvas c = new Canvas(12, 5, new Glyphs(false));
        new BuildMapView().draw(c, EncounterDraft.blank(20, 10), Map.of(), 15, 7, -1);
        // Columns 6 to 15 and rows 3 to 7 shown, the room's right wall (19) and bottom wall (9) beyond.
        assertEquals("""
                ˄..........›
                ‹..........›
                ‹..........›
                ‹..........›
                ˅..........›
                """, rows(c));
    }

    @Test
    @DisplayName("A room that fits its view has no marks")
    void noMarksWhenWhole() {
        Canvas c = new Canvas(12, 5, new Glyphs(false));
        new BuildMapView().draw(c, EncounterDraft.blank(8, 4), Map.of(), 2, 2, -1);
        assertEquals("""
                 ########  \s
                 #......#  \s
                 #......#  \s
                 ########  \s
                           \s
                """, rows(c));
    }
}
