package escarmouche.rules.casting;

import escarmouche.rules.core.Ability;
import escarmouche.rules.core.AbilityScores;
import java.util.List;

/**
 * CAST-ROLL: the caster adds its Int, Wis or Dex modifier, as it chooses. Without a choice the best one
 * is taken; a tie goes to the caster's usual casting ability, then to Int, Wis, Dex in that order.
 */
public final class CastingAbility {
    /** The abilities a casting roll may use. */
    public static final List<Ability> ALLOWED = List.of(Ability.INT, Ability.WIS, Ability.DEX);

    private CastingAbility() {}

    /**
     * @param requested the caster's choice, or null
     * @param usual     its class's casting ability (may be null)
     */
    public static Ability choose(AbilityScores scores, Ability requested, Ability usual) {
        if (requested != null) {
            if (!ALLOWED.contains(requested)) {
                throw new IllegalArgumentException(requested.label() + " cannot be used to cast (Int, Wis or Dex)");
            }
            return requested;
        }
        Ability best = usual != null && ALLOWED.contains(usual) ? usual : ALLOWED.get(0);
        for (Ability a : ALLOWED) if (scores.modifier(a) > scores.modifier(best)) best = a;
        return best;
    }
}
