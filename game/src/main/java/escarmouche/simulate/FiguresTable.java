package escarmouche.simulate;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.UnaryOperator;

/**
 * The combatants' table of a simulation's report, each column as wide as its heading or its widest entry,
 * within 80 columns in English and French whatever the names: ids and sides too long to fit share the room
 * the figures leave, a longer name going on under its own column ({@link NameColumns}).
 */
public final class FiguresTable {
    /** The width the table keeps within, a terminal's usual one. */
    private static final int WIDTH = 80;

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
        // What the figures leave of 80 columns: two spaces before the table, one between columns.
        int room = WIDTH - 2 - 7;
        for (int i = 2; i < 8; i++) room -= width[i];
        int[] names = NameColumns.widths(width[0], width[1], heads.get(0).length(), heads.get(1).length(), room);
        width[0] = names[0];
        width[1] = names[1];
        List<String> rows = new ArrayList<>();
        rows.add(row(width, heads.toArray(String[]::new)));
        for (Report.CombatantFigures c : combatants) {
            List<String> ids = NameColumns.lines(c.id(), width[0]);
            List<String> sides = NameColumns.lines(sideName.apply(c.side()), width[1]);
            rows.add(row(width, ids.get(0), sides.get(0), percent.apply(String.format(locale, "%.1f", 100 * c.survival())),
                    percent.apply(String.format(locale, "%.1f", 100 * c.falls())), String.format(locale, "%.1f", c.meanDealtToOthers()),
                    String.format(locale, "%.1f", c.meanTaken()), String.format(locale, "%.2f", c.meanCrits()),
                    String.format(locale, "%.2f", c.meanFumbles())));
            for (int l = 1; l < Math.max(ids.size(), sides.size()); l++) {
                rows.add(row(width, l < ids.size() ? ids.get(l) : "", l < sides.size() ? sides.get(l) : ""));
            }
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
