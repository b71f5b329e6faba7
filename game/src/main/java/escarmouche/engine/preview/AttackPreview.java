package escarmouche.engine.preview;

import escarmouche.rules.core.Modifier;
import java.util.List;

/**
 * The odds of an attack before it is made, computed from the same inputs as the roll itself.
 *
 * @param hitChance      percent, advantage included, and a hit the target would dodge left out
 * @param critChance     percent chance of at least a critical (natural 20, or automatic on a hit) that stands
 * @param expectedDamageTimesTen average damage of a hit before the target's defences, times ten, rounded: worked
 *                       out over every roll ({@link escarmouche.rules.damage.ExpectedDamage}), a total never below 0
 * @param sources        reasons for advantage (+) and disadvantage (-)
 * @param autoCritical   every hit is a critical (an unconscious or paralyzed target within 1.5 m), and the
 *                       expected damage counts it
 * @param acModifiers    what {@code ac} adds to the target's own armour class (its cover, ATK-COVER), as the
 *                       attack's log line will show it
 * @param afterDefencesTimesTen average of what the target takes from a hit, its defences applied to every roll
 *                       ({@link escarmouche.rules.damage.ExpectedDamage}), times ten, rounded; the same as
 *                       {@code expectedDamageTimesTen} when {@code defences} is empty
 * @param defences       the rules of the target's defences that change what a hit deals (DMG-RESIST-HALF...)
 * @param hitModifiers   what the attack roll adds to its d20 ({@link #toHit}), each with its source ("Str",
 *                       "prof"), as the attack's log line will give them
 * @param damageDice     the weapon's damage dice as written ("1d8")
 * @param damageModifiers what a hit adds to its dice, each with its source, as the damage's log line will
 *                       give them
 * @param ability        the ability the attack uses, "str" or "dex" (ATK-ABILITY)
 * @param ranged         whether it is made at range (a throw, a shot): no knocking out then (HP-KO)
 * @param coverBy        the ids of the creatures that give the target its half cover (ATK-COVER), to name
 *                       them; empty when the map gives the cover or there is none
 * @param afterCriticalTimesTen average of what the target takes from a critical hit (ATK-CRIT: its chain under
 *                       the house rules, the dice rolled twice in plain 5e), defences applied, times ten, rounded;
 *                       {@code afterDefencesTimesTen} when every hit is a critical
 * @param dodge          the ranged hit's dodge the target may still try this round (CLASS-SAMURAI, CLASS-MONK),
 *                       which {@code hitChance} and {@code critChance} already count; null when none
 */
public record AttackPreview(String weapon, boolean legal, String reason, int ac, String advantage,
                            int hitChance, int critChance, int expectedDamageTimesTen, List<String> sources,
                            boolean autoCritical, List<Modifier> acModifiers, int afterDefencesTimesTen,
                            List<String> defences, List<Modifier> hitModifiers, String damageDice,
                            List<Modifier> damageModifiers, String ability, boolean ranged, List<String> coverBy,
                            int afterCriticalTimesTen, RangedDodgePreview dodge) {
    public AttackPreview {
        coverBy = List.copyOf(coverBy);
        sources = List.copyOf(sources);
        hitModifiers = List.copyOf(hitModifiers);
        damageModifiers = List.copyOf(damageModifiers);
        acModifiers = List.copyOf(acModifiers);
        defences = List.copyOf(defences);
    }

    /**
     * What the attack is worth on these odds, in hundredths of a point: each hit's chance times the damage it
     * deals, a critical's with its multiplier (ATK-CRIT). Leaving criticals out would undervalue every attack
     * by the same 5 % of its hits' worth, whatever its odds to hit, and so favour an attack with the better
     * odds over one with more, lesser, chances (one weapon against two at a penalty, ATK-TWF).
     */
    public long worth() {
        int plain = Math.max(0, hitChance - critChance);
        return (long) plain * afterDefencesTimesTen + (long) Math.min(critChance, hitChance) * afterCriticalTimesTen;
    }

    /** What the attack roll adds to its d20 in all. */
    public int toHit() {
        return Modifier.sum(hitModifiers);
    }
}
