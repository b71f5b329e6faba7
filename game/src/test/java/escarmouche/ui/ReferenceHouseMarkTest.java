package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.launch.ContentCatalog;
import escarmouche.testing.RealContent;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The rules reference without colour still tells house rules from plain 5e: the 5e rows' dimming is colour only,
 * so each house rule's row is marked *, and the title line says what the mark means (Style: colour is never the
 * only signal).
 */
class ReferenceHouseMarkTest extends ScreenTest {
    /** The list's cell (32 columns from column 1 at 80 columns) on the row that holds {@code id}. */
    private String cell(String id) {
        for (int r = 2; r < 23; r++) {
            String cell = h.row(r).substring(1, 1 + 32).stripTrailing();
            if (cell.contains(" " + id + " ") || cell.contains("*" + id + " ")) return cell;
        }
        return "not listed: " + h.screen();
    }

    @Test
    @DisplayName("OA-WITHIN, TURN-ORDER: at 80x24 without colour a house rule's row reads *OA-WITHIN, a 5e rule's"
            + " plain, and the title line explains the mark, in English and in French")
    void OA_WITHIN_markedWithoutColour() {
        h = new Harness(new ContentCatalog(RealContent.content()), data, 80, 24, false);
        h.keys("r");
        assertEquals(" Rules reference (96 rules, by topic) · * house rule or house change", h.row(0).stripTrailing());
        // TURN-ORDER (5e) is selected first; TURN-INIT below it is a house rule.
        assertEquals("▶  TURN-ORDER Order of a fight", cell("TURN-ORDER"));
        assertEquals("  *TURN-INIT Initiative", cell("TURN-INIT"));
        h.keys("OO");
        assertEquals("▶ *OA-WITHIN Moving inside reach", cell("OA-WITHIN"));
        h.close();
        h = new Harness(new ContentCatalog(RealContent.content()), data, 80, 24, false);
        h.keys("l").keys("r");
        assertEquals(" Référence des règles (96 règles, par thème) · * règle ou changement maison", h.row(0).stripTrailing());
        assertEquals("▶  TURN-ORDER Déroulement d'un …", cell("TURN-ORDER"));
        h.keys("OO");
        assertEquals("▶ *OA-WITHIN Bouger dans l'allo…", cell("OA-WITHIN"));
    }
}
