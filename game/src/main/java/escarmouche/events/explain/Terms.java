package escarmouche.events.explain;

import escarmouche.rules.core.Modifier;
import escarmouche.rules.dice.Roll;
import java.util.List;

/** Shared pieces of explanation lines: modifiers as "+3 Str", dice as "d8 6". */
final class Terms {
    private Terms() {}

    static String signed(int v) {
        return (v < 0 ? "-" : "+") + Math.abs(v);
    }

    /** " +3 Str -2 two weapons (short + very-short)" (leading space included when not empty). */
    static String modifiers(List<Modifier> mods) {
        StringBuilder sb = new StringBuilder();
        for (Modifier m : mods) sb.append(' ').append(signed(m.value())).append(' ').append(Explain.sourceBesideValue(m.source(), m.value()));
        return sb.toString();
    }

    /** "d8 6 + d6 2". */
    static String dice(List<Roll> rolls) {
        StringBuilder sb = new StringBuilder();
        for (Roll r : rolls) {
            if (!sb.isEmpty()) sb.append(" + ");
            sb.append('d').append(r.die()).append(' ').append(r.value());
        }
        return sb.toString();
    }

    /** "8, 14". */
    static String values(List<Roll> rolls) {
        StringBuilder sb = new StringBuilder();
        for (Roll r : rolls) {
            if (!sb.isEmpty()) sb.append(", ");
            sb.append(r.value());
        }
        return sb.toString();
    }

    /**
     * The d20 part of a check or attack: "d20 14", or "d20 14 (8, 14, advantage: flanking)". The reasons
     * keep their signs (+ for advantage, - against) only when both kinds are there ("advantage: +flanking,
     * +hidden, -attacker prone"); all of one kind, the word says it. Reasons of both kinds on a single d20
     * cancelled out (ATK-ADV), which the line says, so that a reader knows why one die was rolled: "d20 14
     * (advantage and disadvantage cancel out: -attacker poisoned, +attacker invisible)".
     */
    static String d20(List<Roll> rolls, int count, int kept, String advantage, List<String> why) {
        if (count < 2 && cancelled(advantage, why)) {
            return "d20 " + kept + " (advantage and disadvantage cancel out: " + String.join(", ", why) + ")";
        }
        if (count < 2) return "d20 " + kept;
        StringBuilder sb = new StringBuilder("d20 ").append(kept).append(" (")
                .append(values(rolls.subList(0, count))).append(", ").append(advantage);
        if (why != null && !why.isEmpty()) sb.append(": ").append(String.join(", ", oneKind(why) ? unsigned(why) : why));
        return sb.append(')').toString();
    }

    /** Whether a plain roll had reasons of both kinds, which cancelled out (ATK-ADV). */
    static boolean cancelled(String advantage, List<String> why) {
        return "none".equals(advantage) && why != null && !why.isEmpty() && !oneKind(why);
    }

    /** Whether every reason has the same sign (or none). */
    static boolean oneKind(List<String> why) {
        boolean plus = false;
        boolean minus = false;
        for (String w : why) {
            plus |= w.startsWith("+");
            minus |= w.startsWith("-");
        }
        return !(plus && minus);
    }

    private static List<String> unsigned(List<String> why) {
        List<String> out = new java.util.ArrayList<>(why.size());
        for (String w : why) out.add(w.startsWith("+") || w.startsWith("-") ? w.substring(1) : w);
        return out;
    }
}
