package escarmouche.content.model;

import escarmouche.rules.core.DamageType;
import escarmouche.rules.dice.DiceExpression;
import java.util.List;

/**
 * A spell from content/spells.json.
 *
 * @param level      0 for cantrips
 * @param attack     {@code true} when the spell makes a spell attack roll
 * @param save       ability saved against ({@code null}: no save)
 * @param radius     area radius in squares (0: single target)
 * @param range      range in squares
 * @param damage     damage dice ({@code null} when it deals none)
 * @param healing    healing dice ({@code null} when it heals none)
 * @param condition  condition it inflicts ({@code null}: none)
 * @param missiles   number of automatic darts (magic missile), 0 otherwise
 * @param halfOnSave a successful save halves the damage instead of avoiding the spell entirely
 * @param addAbility the caster's casting-ability modifier is added to the damage or healing roll
 * @param creatureType the only creature type it works on ({@code humanoid} for hold person), or null; a
 *                   creature whose type content does not give is not protected by it
 * @param tempHp     temporary hit points it grants its target (DMG-TEMP), 0 for none; with {@code addAbility}
 *                   the caster's casting-ability modifier is added
 * @param concentration the caster must keep its concentration for the spell's condition to last (5e's
 *                   "Concentration"): damage calls for a Con save, and being incapacitated, dying or casting
 *                   another such spell ends it
 * @param rounds     how many rounds a concentration spell lasts at most (hold person: 1 minute, 10 rounds),
 *                   counted on its caster's turns; 0 for no limit but the concentration itself
 * @param notOn      the creature types it has no effect on (cure wounds: undead and constructs, as in 5e), empty
 *                   for none; the converse of {@code creatureType}, and a creature whose type content does not
 *                   give is not shielded by it either
 */
public record SpellDef(String id, String name, int level, boolean attack, String save, int radius, int range,
                       DiceExpression damage, DamageType damageType, DiceExpression healing, String condition,
                       int missiles, String description, boolean halfOnSave,
                       boolean addAbility, String creatureType, int tempHp, boolean concentration, int rounds,
                       List<String> notOn) {
    public SpellDef {
        notOn = notOn == null ? List.of() : List.copyOf(notOn);
    }

    public SpellDef(String id, String name, int level, boolean attack, String save, int radius, int range,
                    DiceExpression damage, DamageType damageType, DiceExpression healing, String condition,
                    int missiles, String description, boolean halfOnSave,
                    boolean addAbility, String creatureType, int tempHp, boolean concentration, int rounds) {
        this(id, name, level, attack, save, radius, range, damage, damageType, healing, condition, missiles,
                description, halfOnSave, addAbility, creatureType, tempHp, concentration, rounds, List.of());
    }

    public SpellDef(String id, String name, int level, boolean attack, String save, int radius, int range,
                    DiceExpression damage, DamageType damageType, DiceExpression healing, String condition,
                    int missiles, String description, boolean halfOnSave,
                    boolean addAbility, String creatureType, int tempHp) {
        this(id, name, level, attack, save, radius, range, damage, damageType, healing, condition, missiles,
                description, halfOnSave, addAbility, creatureType, tempHp, false, 0);
    }

    public SpellDef(String id, String name, int level, boolean attack, String save, int radius, int range,
                    DiceExpression damage, DamageType damageType, DiceExpression healing, String condition,
                    int missiles, String description, boolean halfOnSave, boolean addAbility) {
        this(id, name, level, attack, save, radius, range, damage, damageType, healing, condition, missiles,
                description, halfOnSave, addAbility, null, 0);
    }

    /** Whether it hurts or hinders its targets (and so reveals a hidden caster and needs an enemy target). */
    public boolean harmful() {
        return damage != null || condition != null;
    }

    /** Whether its target's kind matters: it works on one creature type only, or not on some. */
    public boolean kindLimited() {
        return creatureType != null || !notOn.isEmpty();
    }

    /** A burst centred on a square rather than a spell aimed at one creature. */
    public boolean area() {
        return radius > 0;
    }
}
