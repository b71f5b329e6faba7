package escarmouche.ui.battle;

/**
 * A creature's conditions squeezed into the room a side pane gives them: as they are when they fit, else each
 * word cut short ("à terre,inconsc.,stabil."). The battle's side pane and the replay's say them alike.
 */
public final class ShortConditions {
    private ShortConditions() {}

    /** {@code conditions}, words joined by ", ", within {@code width} when cutting each word to 3 letters allows. */
    public static String shortened(String conditions, int width) {
        if (conditions.length() <= width) return conditions;
        String[] each = conditions.split(", ");
        for (int cut = 8; cut >= 3; cut--) {
            StringBuilder sb = new StringBuilder();
            for (String w : each) {
                if (sb.length() > 0) sb.append(',');
                sb.append(w.length() > cut ? w.substring(0, cut) + "." : w);
            }
            if (sb.length() <= width) return sb.toString();
        }
        return conditions;
    }
}
