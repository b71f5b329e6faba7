package escarmouche.simulate;

import java.util.ArrayList;
import java.util.List;

/**
 * The combatant's and side's columns of the reports' tables, which must leave the figures within 80 columns
 * whatever the names: an id may have 64 characters and a side's name has no limit. Each column keeps the
 * width of its longest name while both fit; else they share the room left, and a longer name goes on under
 * its own column on the next lines, broken after a {@code -} or {@code _} where it has one, so that the
 * whole name is still read (two ids that differ at their end would be one if cut).
 */
public final class NameColumns {
    private NameColumns() {}

    /**
     * The widths of the id's and the side's columns.
     *
     * @param id   the longest id (or the heading, if longer)
     * @param side the longest side's name (or the heading, if longer)
     * @param room the columns the two may take together
     * @param idHead the heading's length, the least the id's column takes; {@code sideHead} likewise
     */
    public static int[] widths(int id, int side, int idHead, int sideHead, int room) {
        if (id + side <= room) return new int[] {id, side};
        int half = room / 2;
        int[] w;
        if (side <= half) w = new int[] {room - side, side};
        else if (id <= room - half) w = new int[] {id, room - id};
        else w = new int[] {room - half, half};
        // A heading is never cut: the other column gives up what it needs.
        if (w[0] < idHead) w = new int[] {idHead, room - idHead};
        if (w[1] < sideHead) w = new int[] {room - sideHead, sideHead};
        return new int[] {Math.max(w[0], idHead), Math.max(w[1], sideHead)};
    }

    /** A name in lines of {@code width} at most, broken after the last {@code -}, {@code _} or space that leaves half a line. */
    public static List<String> lines(String name, int width) {
        List<String> out = new ArrayList<>();
        String rest = name;
        while (rest.length() > width && width > 0) {
            int cut = width;
            for (int i = width; i >= Math.max(1, width / 2); i--) {
                char c = rest.charAt(i - 1);
                if (c == '-' || c == '_' || c == ' ') {
                    cut = i;
                    break;
                }
            }
            out.add(rest.substring(0, cut).stripTrailing());
            rest = rest.substring(cut).stripLeading();
        }
        out.add(rest);
        return out;
    }
}
