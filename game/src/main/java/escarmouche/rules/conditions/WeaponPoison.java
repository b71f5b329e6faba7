package escarmouche.rules.conditions;

import escarmouche.rules.core.Ability;

/**
 * COND-POISONED [HOUSE]: the poison a weapon carries (content's {@code "poison"} field of a weapon). On a hit
 * the target saves against it, if it allows a save, and on a failure (or always, without one) it is poisoned
 * with {@link #poison} for {@link #rounds} of its own turns: until the end of its {@code rounds}-th turn after
 * the hit, the poison's damage, if any, falling at the start of each of those turns.
 *
 * @param save   the ability saved with, or null when nothing resists the poison
 * @param dc     the save's DC (0 without a save)
 * @param rounds how many of the victim's turns it lasts, at least 1
 */
public record WeaponPoison(Poison poison, Ability save, int dc, int rounds) {
    public WeaponPoison {
        if (poison == null) throw new IllegalArgumentException("a weapon's poison needs the poison");
        if (rounds < 1) throw new IllegalArgumentException("a weapon's poison lasts at least 1 round");
        if (save != null && dc < 1) throw new IllegalArgumentException("a poison's save needs a DC");
    }

    /** Its name, as the log gives it. */
    public String name() {
        return poison.name();
    }
}
