package escarmouche.ui.log;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The side a scenario named itself that won ("bandits"), read from the end's reason. The result has three
 * values in the scenario format (party, monsters, none), so a fight the bandits win ends with "monsters";
 * the screens say the bandits, as the reason does ("no enemy of the bandits is left standing").
 */
public final class WinningSide {
    private static final Pattern STANDING = Pattern.compile("no enemy of the (\\S+) is left standing");

    private WinningSide() {}

    /** The winner's own side name when it is neither "party" nor "monsters"; null otherwise. */
    public static String named(String winner, String reason) {
        if (!"monsters".equals(winner) || reason == null) return null;
        Matcher m = STANDING.matcher(reason);
        if (!m.matches()) return null;
        String side = m.group(1);
        return "monsters".equals(side) || "party".equals(side) ? null : side;
    }
}
