package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.googlecode.lanterna.input.KeyType;
import escarmouche.launch.ContentCatalog;
import escarmouche.reference.RuleEntry;
import escarmouche.testing.RealContent;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The rules reference's list at 120 columns, the width its layout promises whole titles from. */
class ReferenceListWidthTest extends ScreenTest {
    /** Every row of the list as the selection walks it from top to bottom: the selected rule's ID and title. */
    private List<String> walk() {
        List<String> rows = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            int[] at = h.find("▶ ");
            String row = h.row(at[1]);
            // The list: 56 columns from column 1, then two of margin before the rule's text.
            String cell = row.substring(1, 1 + 56).stripTrailing();
            if (!rows.isEmpty() && rows.get(rows.size() - 1).equals(cell)) break;
            rows.add(cell);
            h.press(KeyType.ArrowDown);
        }
        return rows;
    }

    private static Set<String> expected(List<RuleEntry> rules) {
        Set<String> out = new TreeSet<>();
        // A house rule (or a house change to 5e) marked *, a plain 5e one not: the mark keeps the list's width.
        for (RuleEntry e : rules) out.add("▶ " + (e.house() ? "*" : " ") + e.id() + " " + e.title());
        return out;
    }

    @Test
    @DisplayName("MOVE-DIFFICULT: at 120 columns the reference lists every rule's title whole, the longest included, in"
            + " English and in French")
    void MOVE_DIFFICULT_everyTitleWholeAt120() {
        h = new Harness(new ContentCatalog(RealContent.content()), data, 120, 40, true);
        h.keys("r");
        List<String> english = walk();
        assertEquals(96, english.size(), String.join("\n", english));
        assertEquals(expected(Harness.REFERENCE.all()), new TreeSet<>(english));
        assertEquals(true, english.contains("▶ *MOVE-DIFFICULT Difficult terrain: careful or risky"), h.screen());
        h.close();
        h = new Harness(new ContentCatalog(RealContent.content()), data, 120, 40, true);
        h.keys("l").keys("r");
        List<String> french = walk();
        assertEquals(96, french.size(), String.join("\n", french));
        assertEquals(List.of(), french.stream().filter(r -> r.length() > 56).toList());
        assertEquals(expected(Harness.REFERENCE.in(Locale.FRENCH).all()), new TreeSet<>(french));
        // The longest row, 56 columns: the list's whole width.
        assertEquals(true, french.contains("▶ *MOVE-DIFFICULT Terrain difficile\u00a0: prudence ou risque"), h.screen());
        assertEquals(56, "▶ *MOVE-DIFFICULT Terrain difficile\u00a0: prudence ou risque".length());
    }
}
