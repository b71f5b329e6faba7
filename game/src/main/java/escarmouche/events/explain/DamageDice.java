package escarmouche.events.explain;

import escarmouche.events.DamageEvent;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.dice.Roll;
import java.util.List;

/**
 * A damage event's dice as its line says them, in any language: "d8 6 + d6 2", and "d6 6 - d2 2" where the
 * expression takes a die off (1d6-1d2, the event's {@code subtracted}); and the fixed part of the expression
 * that neither a die nor a modifier shows, which only an older log has.
 */
public final class DamageDice {
    private DamageDice() {}

    /** "d6 6 - d2 2"; a first die taken off reads "-d2 2". Empty without dice. */
    public static String said(DamageEvent d) {
        StringBuilder sb = new StringBuilder();
        List<Roll> rolls = d.rolls();
        for (int i = 0; i < rolls.size(); i++) {
            boolean minus = d.subtracts(i);
            if (i > 0) sb.append(minus ? " - " : " + ");
            else if (minus) sb.append('-');
            sb.append('d').append(rolls.get(i).die()).append(' ').append(rolls.get(i).value());
        }
        return sb.toString();
    }

    /** The dice's sum, each die taken off where the event says so. */
    public static int sum(DamageEvent d) {
        int sum = 0;
        for (int i = 0; i < d.rolls().size(); i++) sum += d.subtracts(i) ? -d.rolls().get(i).value() : d.rolls().get(i).value();
        return sum;
    }

    /**
     * What {@code rolled} holds beyond the dice and the modifiers: the +1 of 1d4+1 in a log written before that
     * bonus was a modifier of its own. 0 without dice, and 0 when the terms add up to less than nothing, for
     * then {@code rolled} is the floor of 0 (DMG-ROLL), not a number the expression wrote.
     */
    public static int unshownFlat(DamageEvent d) {
        if (d.rolls().isEmpty()) return 0;
        int terms = sum(d) + Modifier.sum(d.modifiers());
        if (d.rolled() == 0 && terms < 0) return 0;
        return d.rolled() - terms;
    }
}
