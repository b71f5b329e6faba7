package escarmouche.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class FoldingTest {
    /** A search as the log's makes it: the folded text holds the folded query (a blank one is in every text). */
    private static boolean holds(String text, String query) {
        return Folding.fold(text).contains(Folding.fold(query.strip()));
    }

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
        assertTrue(holds("Attaque d'opportunité de Gobelin 1", "OPPORTUNITE"));
        assertTrue(holds("attaque d'opportunite", "opportunité"));
        assertTrue(holds("Lin s\u2019effondre", "s'effondre"));
        assertTrue(holds("anything", "  "));
        assertFalse(holds("Gobelin 1", "gobelin 2"));
    }
}
