package escarmouche.events.explain;

import escarmouche.events.FumbleEvent;
import escarmouche.rules.dice.Roll;
import java.util.ArrayList;
import java.util.List;

/** "fumble d6 2: attacks itself", "fumble d6 6, d100 12 vs 30%: the longsword breaks". */
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
        switch (f.outcome()) {
            case "self" -> sb.append(": attacks itself");
            case "ally" -> sb.append(": attacks its ally ").append(f.victim());
            case "drop" -> sb.append(": drops the ").append(weapon);
            case "none" -> sb.append(": no ally in reach, nothing happens");
            case "break" -> {
                sb.append(", d100 ").append(d100 == null ? "?" : d100.value()).append(" vs ").append(f.chance())
                        .append("%: ");
                sb.append(switch (f.result() == null ? "" : f.result()) {
                    case "broken" -> "the " + weapon + " breaks";
                    case "holds" -> "the " + weapon + " holds";
                    case "hurt" -> "it hurts itself";
                    default -> "it is unhurt";
                });
            }
            default -> sb.append(": ").append(f.outcome());
        }
        return sb.toString();
    }
}
