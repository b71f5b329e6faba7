package escarmouche.events.explain;

import escarmouche.events.AttackEvent;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.dice.Roll;
import java.util.List;

/**
 * "d20 14 +3 Str +2 prof = 19 vs AC 15: hit; critical ×4 (20, 20, 7)", and with cover "vs AC 15 (13 +2 half
 * cover: g2 in the way)" when creatures give it.
 */
final class AttackLine {
    private AttackLine() {}

    static String of(AttackEvent a) {
        List<Roll> rolls = a.rolls();
        int count = "none".equals(a.advantage()) ? 1 : 2;
        count = Math.min(count, rolls.size());
        int natural = natural(a, rolls, count);
        StringBuilder sb = new StringBuilder();
        sb.append(Terms.d20(rolls, count, natural, a.advantage(), a.advantageSources()));
        sb.append(Terms.modifiers(a.modifiers())).append(" = ").append(a.total());
        sb.append(" vs AC ").append(a.ac());
        List<Modifier> acMods = a.acModifiers() == null ? List.of() : a.acModifiers();
        if (!acMods.isEmpty()) {
            sb.append(" (").append(a.ac() - Modifier.sum(acMods)).append(Terms.modifiers(acMods));
            if (a.coverBy() != null && !a.coverBy().isEmpty()) sb.append(": ").append(listed(a.coverBy())).append(" in the way");
            sb.append(')');
        }
        // A ranged hit a samurai or monk dodged (CLASS-SAMURAI, CLASS-MONK) reached the AC: "miss" alone would
        // contradict the sum just before it.
        sb.append(": ").append(a.hit() ? "hit" : Boolean.TRUE.equals(a.dodged()) ? "hit, but dodged" : "miss");
        if (natural == 20 && !a.critical()) sb.append(" (natural 20)");
        if (natural == 1) sb.append(a.fumble() ? " (natural 1: fumble)" : " (natural 1)");
        if (a.critical()) sb.append("; ").append(critical(a, rolls.subList(count, rolls.size()), natural));
        return sb.toString();
    }

    /** "g2", "g2 and g3", "g1, g2 and g3". */
    static String listed(List<String> ids) {
        int n = ids.size();
        if (n == 1) return ids.get(0);
        return String.join(", ", ids.subList(0, n - 1)) + " and " + ids.get(n - 1);
    }

    private static int natural(AttackEvent a, List<Roll> rolls, int count) {
        if (count == 0) return 0;
        int first = rolls.get(0).value();
        if (count == 1) return first;
        int second = rolls.get(1).value();
        return "advantage".equals(a.advantage()) ? Math.max(first, second) : Math.min(first, second);
    }

    private static String critical(AttackEvent a, List<Roll> chain, int natural) {
        if (a.multiplier() <= 1) return "critical (damage dice rolled twice)";
        // Each step of the chain is shown (×2, then ×4...), so the doubling on each new 20 can be seen.
        StringBuilder sb = new StringBuilder("critical ×2");
        for (int m = 4; m <= a.multiplier(); m *= 2) sb.append(", then ×").append(m);
        sb.append(" (");
        if (natural == 20) sb.append("20").append(chain.isEmpty() ? "" : ", ").append(Terms.values(chain));
        else sb.append("automatic within 1.5 m; chain ").append(Terms.values(chain));
        return sb.append(')').toString();
    }
}
