package escarmouche.content.model;

import escarmouche.rules.core.DamageType;
import escarmouche.rules.dice.DiceExpression;

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
 */
public record SpellDef(String id, String name, int level, boolean attack, String save, int radius, int range,
                       DiceExpression damage, DamageType damageType, DiceExpression healing, String condition,
                       int missiles, String description, boolean halfOnSave,
                       boolean addAbility) {}
