package escarmouche.simulate;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.UnaryOperator;

/**
 * The combatants' table of a simulation's report, each column as wide as its heading or its widest entry:
 * with the ids and sides of the shipped encounters it stays within 80 columns in English and French (its
 * columns were fixed at 14 and 10 letters, and its rows 87 wide).
 */
public final class FiguresTable {
    private FiguresTable() {}

    /**
     * @param heads    combatant, side, survives, falls, dealt, taken, crits, fumbles: the headings
     * @param sideName a side as the table says it ("party" or "groupe")
     * @param locale   the decimal mark's language
     * @param percent  a figure as that language writes a percentage ("61.0%", "61,0 %")
     * @return the heading row and one row per combatant, each without its line end
     */
    public static List<String> rows(List<Report.CombatantFigures> combatants, List<String> heads,
                                    UnaryOperator<String> sideName, Locale locale, UnaryOperator<String> percent) {
        int[] width = new int[8];
        int[] least = {0, 0, 8, 8, 9, 9, 6, 6};
        for (int i = 0; i < 8; i++) width[i] = Math.max(least[i], heads.get(i).length());
        for (Report.CombatantFigures c : combatants) {
            width[0] = Math.max(width[0], c.id().length());
            width[1] = Math.max(width[1], sideName.apply(c.side()).length());
        }
        List<String> rows = new ArrayList<>();
        rows.add(row(width, heads.toArray(String[]::new)));
        for (Report.CombatantFigures c : combatants) {
            rows.add(row(width, c.id(), sideName.apply(c.side()), percent.apply(String.format(locale, "%.1f", 100 * c.survival())),
                    percent.apply(String.format(locale, "%.1f", 100 * c.falls())), String.format(locale, "%.1f", c.meanDealtToOthers()),
                    String.format(locale, "%.1f", c.meanTaken()), String.format(locale, "%.2f", c.meanCrits()),
                    String.format(locale, "%.2f", c.meanFumbles())));
        }
        return rows;
    }

    /** Two spaces, the id and side to the left of their columns, the figures to the right of theirs. */
    private static String row(int[] width, String... cells) {
        StringBuilder sb = new StringBuilder("  ");
        for (int i = 0; i < cells.length; i++) {
            if (i > 0) sb.append(' ');
            String pad = " ".repeat(Math.max(0, width[i] - cells[i].length()));
            sb.append(i < 2 ? cells[i] + pad : pad + cells[i]);
        }
        return sb.toString().stripTrailing();
    }
}
