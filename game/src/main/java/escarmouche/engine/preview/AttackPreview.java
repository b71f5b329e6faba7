package escarmouche.engine.preview;

import escarmouche.rules.core.Modifier;
import java.util.List;

/**
 * The odds of an attack before it is made, computed from the same inputs as the roll itself.
 *
 * @param hitChance      percent, advantage included
 * @param critChance     percent chance of at least a critical (natural 20, or automatic on a hit)
 * @param expectedDamage average damage of a hit before the target's defences, times ten (integer maths)
 * @param sources        reasons for advantage (+) and disadvantage (-)
 * @param autoCritical   every hit is a critical (an unconscious or paralyzed target within 1.5 m), and the
 *                       expected damage counts it
 * @param acModifiers    what {@code ac} adds to the target's own armour class (its cover, ATK-COVER), as the
 *                       attack's log line will show it
 */
public record AttackPreview(String weapon, boolean legal, String reason, int toHit, int ac, String advantage,
                            int hitChance, int critChance, int expectedDamageTimesTen, List<String> sources,
                            boolean autoCritical, List<Modifier> acModifiers) {
    public AttackPreview {
        sources = List.copyOf(sources);
        acModifiers = List.copyOf(acModifiers);
    }

    /** The armour class without {@link #acModifiers}: the target's own. */
    public int ownAc() {
        return ac - Modifier.sum(acModifiers);
    }
}
