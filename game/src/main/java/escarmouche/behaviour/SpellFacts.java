package escarmouche.behaviour;

import java.util.Objects;

/**
 * What a scripted caster needs to know of a spell to aim it, read from content when the script is
 * loaded: the engine's creatures only carry spell ids.
 *
 * @param level   0 for a cantrip (no slot needed)
 * @param range   squares; 0 the caster only, 1 touch
 * @param radius  0 for a single target, else a burst centred on the target's square
 * @param healing it restores hit points (aimed at allies)
 * @param harmful it hurts or hinders (aimed at enemies)
 */
public record SpellFacts(String id, int level, int range, int radius, boolean healing, boolean harmful) {
    public SpellFacts {
        Objects.requireNonNull(id, "id");
    }
}
