package escarmouche.content.model;

import escarmouche.rules.dice.DiceExpression;

/** A consumable from content/items.json: potions and scrolls. {@code kind} is "potion" or "scroll". */
public record ItemDef(String id, String name, String kind, DiceExpression healing, String spell,
                      String description) {}
