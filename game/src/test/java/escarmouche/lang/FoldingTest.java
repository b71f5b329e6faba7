package escarmouche.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class FoldingTest {
    @Test
    @DisplayName("Folded: lower case, no accents, the typographic apostrophe as the keyboard's; plain ASCII only lower-cased")
    void folds() {
        assertEquals("regle d'opportunite", Folding.fold("Règle d\u2019Opportunité"));
        assertEquals("oa-leave goblin 2", Folding.fold("OA-LEAVE Goblin 2"));
        assertEquals("nœud", Folding.fold("NŒUD"));
    }

    @Test
    @DisplayName("A search holds whatever the case and the accents on either side; a blank one is in every text")
    void holds() {
        assertTrue(Folding.holds("Attaque d'opportunité de Gobelin 1", "OPPORTUNITE"));
        assertTrue(Folding.holds("attaque d'opportunite", "opportunité"));
        assertTrue(Folding.holds("Lin s\u2019effondre", "s'effondre"));
        assertTrue(Folding.holds("anything", "  "));
        assertFalse(Folding.holds("Gobelin 1", "gobelin 2"));
    }
}
