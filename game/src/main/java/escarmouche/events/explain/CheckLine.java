package escarmouche.events.explain;

import escarmouche.events.CheckEvent;
import escarmouche.events.ContestEvent;
import escarmouche.rules.core.Ability;

/**
 * Checks, saves and contests: "Wis check d20 12 +1 Wis = 13 vs DC 10: success (first aid on hero)", and a
 * burst's save past a creature "Dex save d20 9 +2 Dex +2 half cover (g2 in the way) = 13 vs DC 13: ...".
 */
final class CheckLine {
    private CheckLine() {}

    static String of(CheckEvent c) {
        Ability a = Ability.byId(c.ability());
        String label = a == null ? c.ability() : a.label();
        String purpose = c.purpose() == null ? "" : c.purpose();
        String kind = "check";
        String savePrefix = label + " save: ";
        if (purpose.startsWith(savePrefix)) {
            kind = "save";
            purpose = purpose.substring(savePrefix.length());
        }
        StringBuilder sb = new StringBuilder(label).append(' ').append(kind).append(' ');
        if (c.rolls().isEmpty()) {
            sb.append("fails without a roll vs DC ").append(c.dc());
        } else {
            int count = "none".equals(c.advantage()) ? 1 : 2;
            sb.append(Terms.d20(c.rolls(), Math.min(count, c.rolls().size()), kept(c), c.advantage(), null));
            sb.append(Terms.modifiers(c.modifiers()));
            if (c.coverBy() != null && !c.coverBy().isEmpty()) {
                sb.append(" (").append(AttackLine.listed(c.coverBy())).append(" in the way)");
            }
            sb.append(" = ").append(c.total()).append(" vs DC ").append(c.dc());
            sb.append(": ").append(c.success() ? "success" : "failure");
        }
        if (!purpose.isEmpty()) sb.append(" (").append(purpose).append(')');
        return sb.toString();
    }

    private static int kept(CheckEvent c) {
        int first = c.rolls().get(0).value();
        if ("none".equals(c.advantage()) || c.rolls().size() < 2) return first;
        int second = c.rolls().get(1).value();
        return "advantage".equals(c.advantage()) ? Math.max(first, second) : Math.min(first, second);
    }

    static String of(ContestEvent c) {
        String purpose = c.purpose() == null ? "contest" : c.purpose();
        if (c.attacker().rolls().isEmpty() && c.defender().rolls().isEmpty()) {
            String loser = c.attacker().id().equals(c.winner()) ? c.defender().id() : c.attacker().id();
            return purpose + ": " + c.winner() + " wins without a roll (" + loser + " is incapacitated)";
        }
        return purpose + ": " + side(c.attacker()) + " vs " + side(c.defender()) + ": " + c.winner() + " wins";
    }

    private static String side(ContestEvent.Side s) {
        Ability a = Ability.byId(s.ability());
        String label = a == null ? s.ability() : a.label();
        int count = "none".equals(s.advantage()) ? 1 : 2;
        int kept = s.rolls().isEmpty() ? 0 : s.rolls().get(0).value();
        if (count == 2 && s.rolls().size() > 1) {
            int second = s.rolls().get(1).value();
            kept = "advantage".equals(s.advantage()) ? Math.max(kept, second) : Math.min(kept, second);
        }
        return s.id() + " " + label + " " + Terms.d20(s.rolls(), Math.min(count, s.rolls().size()), kept,
                s.advantage(), null) + Terms.modifiers(s.modifiers()) + " = " + s.total();
    }
}
