package escarmouche.ui.build;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.ui.draft.DraftCreature;
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
}
