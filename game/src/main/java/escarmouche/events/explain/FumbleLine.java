package escarmouche.events.explain;

import escarmouche.events.FumbleEvent;
import escarmouche.rules.dice.Roll;
import java.util.ArrayList;
import java.util.List;

/**
 * "fumble d6 2: attacks itself", "fumble d6 6, d100 12 vs 30%: the longsword breaks". The line follows
 * the d6 face and the d100, then says what came of it (the event's outcome).
 */
final class FumbleLine {
    private FumbleLine() {}

    static String of(FumbleEvent f) {
        List<Roll> d6 = new ArrayList<>();
        Roll d100 = null;
        for (Roll r : f.rolls()) {
            if (r.die() == 100) d100 = r;
            else d6.add(r);
        }
        StringBuilder sb = new StringBuilder("fumble d6 ").append(Terms.values(d6));
        if (d6.size() > 1) sb.append(" (rerolled: nothing to drop)");
        String weapon = f.weapon() == null ? "weapon" : f.weapon();
        String result = f.result() == null ? "" : f.result();
        if (d100 != null || f.chance() != null) {
            sb.append(", d100 ").append(d100 == null ? "?" : d100.value()).append(" vs ").append(f.chance())
                    .append("%: ");
            return sb.append(switch (result) {
                case "broken" -> "the " + weapon + " breaks";
                case "holds" -> "the " + weapon + " holds";
                case "hurt" -> "it hurts itself";
                default -> "it is unhurt";
            }).toString();
        }
        switch (f.outcome()) {
            case "self" -> sb.append(": attacks itself");
            case "ally" -> sb.append(": attacks its ally ").append(f.victim());
            case "drop" -> sb.append(": drops the ").append(weapon);
            case "none" -> sb.append(result.equals("nothing-to-drop") ? ": nothing to drop, nothing happens"
                    : ": no ally in reach, nothing happens");
            default -> sb.append(": ").append(f.outcome());
        }
        return sb.toString();
    }
}
