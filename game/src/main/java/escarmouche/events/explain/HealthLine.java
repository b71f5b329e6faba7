package escarmouche.events.explain;

import escarmouche.events.ConditionEvent;
import escarmouche.events.DyingEvent;
import escarmouche.events.HealEvent;
import escarmouche.events.ShockEvent;

/** System shock, dying rolls, healing and condition changes. */
final class HealthLine {
    private HealthLine() {}

    /** "d100 62 + 4 below 0 = 66 vs system shock 50: dies". */
    static String of(ShockEvent s) {
        return "d100 " + Terms.values(s.rolls()) + " + " + s.below() + " below 0 = " + s.total() + " vs system shock "
                + s.threshold() + ": " + s.outcome();
    }

    /** "d100 7: stable" or "d100 55: loses 1 hit point, now -4"; plain 5e: "death save d20 12: success (2/0)". */
    static String of(DyingEvent d) {
        String roll = Terms.values(d.rolls());
        if (d.successes() != null) {
            return "death save d20 " + roll + ": " + d.outcome() + " (" + d.successes() + " successes, "
                    + d.failures() + " failures)";
        }
        if ("stable".equals(d.outcome())) return "d100 " + roll + " (01-10 stabilises): stable at " + d.hp();
        return "d100 " + roll + " (01-10 stabilises): loses 1 hit point, now " + d.hp();
    }

    /** "heals 8, gains 6 (capped at the maximum): HP 20". */
    static String of(HealEvent h) {
        StringBuilder sb = new StringBuilder("heals ");
        int offered = h.offered() == null ? h.amount() : h.offered();
        sb.append(offered);
        if (offered != h.amount()) sb.append(", gains ").append(h.amount()).append(" (capped at the maximum)");
        return sb.append(": HP ").append(h.hp()).toString();
    }

    /** "prone: gained (falls unconscious)", "exhaustion 3: gained (...)". */
    static String of(ConditionEvent c) {
        StringBuilder sb = new StringBuilder(c.condition());
        if (c.level() != null) sb.append(' ').append(c.level());
        sb.append(c.added() ? ": gained" : ": ends");
        if (c.reason() != null) sb.append(" (").append(c.reason()).append(')');
        if (c.until() != null) sb.append(", ").append(c.until());
        return sb.toString();
    }
}
