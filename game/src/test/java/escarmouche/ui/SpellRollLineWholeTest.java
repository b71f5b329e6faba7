package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyType;
import escarmouche.launch.ContentCatalog;
import escarmouche.testing.RealContent;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The spell list at 80x24 under the crypt of the wight's tall map: the chosen spell's casting roll is read
 * whole, what a natural 1 costs included, in French and in English.
 */
class SpellRollLineWholeTest extends ScreenTest {
    /** The crypt of the wight (the third of the list), its party as it comes, on Ysolde's turn, her spells listed. */
    private void ysoldesSpells(boolean french) {
        h = new Harness(new ContentCatalog(RealContent.content()), data);
        if (french) h.keys("l");
        h.keys("n").keys("jj").enter().enter();
        for (int i = 0; i < 12 && !h.row(0).contains("▶ Ysolde"); i++) h.keys("e");
        assertTrue(h.row(0).contains("▶ Ysolde"), h.screen());
        h.keys("c");
    }

    /** The details' last row, above the hint bar: where a cut would end on "…". */
    private String lastDetailRow() {
        return h.row(22).stripTrailing();
    }

    @Test
    @DisplayName("CAST-ROLL in French at 80x24: the cantrip's roll ends on \"(5 %) échoue.\", the slot spell's on \"l'emplacement est perdu.\"; another spell gives way to a row, whole once chosen")
    void CAST_ROLL_wholeInFrench() {
        ysoldesSpells(true);
        assertTrue(h.shows("▸ Trait de feu"), h.screen());
        assertTrue(lastDetailRow().endsWith("(5\u00a0%) échoue."), h.screen());
        h.press(KeyType.ArrowDown);
        assertTrue(lastDetailRow().endsWith("échoue et l'emplacement est perdu."), h.screen());
        // The scroll, last of the list, was cut to a row for the others' rolls: chosen, it reads whole.
        assertTrue(h.shows("Parchemin de projectile magique · niveau 1 · portée 24 · 80\u00a0% de réussite · 3…"), h.screen());
        for (int i = 0; i < 3; i++) h.press(KeyType.ArrowDown);
        assertTrue(h.shows("▸ Parchemin de projectile magique"), h.screen());
        assertTrue(h.shows("3 projectiles infaillibles, 10,5 dégâts"), h.screen());
        assertTrue(lastDetailRow().endsWith("échoue et le parchemin est perdu."), h.screen());
    }

    @Test
    @DisplayName("CAST-ROLL in English at 80x24: the cantrip's and the slot spell's rolls whole, nothing cut")
    void CAST_ROLL_wholeInEnglish() {
        ysoldesSpells(false);
        assertTrue(h.shows("▸ Fire bolt"), h.screen());
        assertTrue(lastDetailRow().endsWith("(5%) fails."), h.screen());
        h.press(KeyType.ArrowDown);
        assertTrue(lastDetailRow().endsWith("fails and loses the slot."), h.screen());
    }
}
