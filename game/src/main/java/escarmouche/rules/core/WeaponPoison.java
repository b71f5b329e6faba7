package escarmouche.rules.core;

import escarmouche.rules.dice.DiceExpression;

/**
 * COND-POISONED [HOUSE]: the poison a weapon carries (content's {@code "poison"} field of a weapon). On a hit
 * the target saves against it, if it allows a save, and on a failure (or always, without one) it is poisoned
 * for {@link #rounds} of its own turns: until the end of its {@code rounds}-th turn after the hit, the
 * poison's damage, if any, falling at the start of each of those turns, its paralysis, if it paralyses,
 * lasting as long (the engine makes it a {@code rules.conditions.Poison}).
 *
 * @param name      the poison's name, as the log gives it
 * @param damage    poison damage at the start of each of the victim's turns, or null
 * @param paralyzes the victim is paralysed as long as the poison lasts
 * @param save      the ability saved with, or null when nothing resists the poison
 * @param dc        the save's DC (0 without a save)
 * @param rounds    how many of the victim's turns it lasts, at least 1
 */
public record WeaponPoison(String name, DiceExpression damage, boolean paralyzes, Ability save, int dc, int rounds) {
    public WeaponPoison {
        if (name == null || name.isBlank()) throw new IllegalArgumentException("a weapon's poison needs a name");
        if (rounds < 1) throw new IllegalArgumentException("a weapon's poison lasts at least 1 round");
        if (save != null && dc < 1) throw new IllegalArgumentException("a poison's save needs a DC");
    }
}
