package escarmouche.rules.dice;

import java.util.ArrayList;
import java.util.List;

/** Lists of dice as events carry them. */
public final class Rolls {
    private Rolls() {}

    /** The dice of {@code first} then those of {@code then}, read-only; {@code first} itself when none follow. */
    public static List<Roll> joined(List<Roll> first, List<Roll> then) {
        if (then == null || then.isEmpty()) return first;
        List<Roll> all = new ArrayList<>(first.size() + then.size());
        all.addAll(first);
        all.addAll(then);
        return List.copyOf(all);
    }

    /**
     * Dice grouped by size in the order rolled, as a sentence of the log says them: "1d8 6", "2d6 3+5",
     * "1d100 45"; empty for none.
     */
    public static String said(List<Roll> rolls) {
        StringBuilder sb = new StringBuilder();
        int i = 0;
        while (i < rolls.size()) {
            int die = rolls.get(i).die();
            int j = i;
            StringBuilder values = new StringBuilder();
            while (j < rolls.size() && rolls.get(j).die() == die) {
                if (j > i) values.append('+');
                values.append(rolls.get(j).value());
                j++;
            }
            if (sb.length() > 0) sb.append(" + ");
            sb.append(j - i).append('d').append(die).append(' ').append(values);
            i = j;
        }
        return sb.toString();
    }
}
