package escarmouche.rules.conditions;

import escarmouche.rules.dice.DiceExpression;

/**
 * COND-POISONED [HOUSE]: besides the disadvantage on attacks and checks, a poison may deal damage at the
 * start of each of the victim's turns while it lasts, or paralyse it for as long; content says which.
 *
 * @param damage    poison damage rolled at the start of each of the victim's turns, or null
 * @param paralyzes the victim is also paralyzed (COND-PARALYZED) for the same time
 */
public record Poison(String name, DiceExpression damage, boolean paralyzes) {}
