package escarmouche.content.load;

import escarmouche.content.load.json.Node;
import escarmouche.rules.dice.DiceExpression;

/**
 * The least a dice field's best roll may be, by what the field means: below it, every roll of the dice comes to
 * nothing and play says so silently (a dagger whose hits have no damage event, an elixir that "regains 0 HP"),
 * so the check refuses it where it is written. The engine holds a roll below 0 at 0; the bound is on the dice as
 * written, whatever an ability's modifier ({@code addAbility}) or a weapon's magic would add in play.
 */
final class DiceBounds {
    private DiceBounds() {}

    /**
     * A weapon's damage: 0 at best is a hit that deals none, the net's "0" (it only lays its condition); below
     * that, a hit that can only deal less than nothing.
     */
    static DiceExpression weaponDamage(Node n, Issues issues) {
        return atLeast(n, 0, "problem.dice.best.weapon", issues);
    }

    /** A spell's damage: a spell that deals none leaves its "damage" out, so 1 at least. */
    static DiceExpression spellDamage(Node n, Issues issues) {
        return atLeast(n, 1, "problem.dice.best.spell", issues);
    }

    /** A weapon's poison's damage each turn: a poison that deals none leaves its "damage" out, so 1 at least. */
    static DiceExpression poisonDamage(Node n, Issues issues) {
        return atLeast(n, 1, "problem.dice.best.poison", issues);
    }

    /** A spell's or a potion's healing: healing that restores nothing is none, so 1 at least. */
    static DiceExpression healing(Node n, Issues issues) {
        return atLeast(n, 1, "problem.dice.best.healing", issues);
    }

    /** The dice, or null after saying what is written, its best roll, and what the field expects. */
    private static DiceExpression atLeast(Node n, int lowest, String key, Issues issues) {
        DiceExpression dice = Read.dice(n, issues);
        if (dice == null || dice.maximum() >= lowest) return dice;
        issues.at(n, Wording.of(key, Wording.describe(n), String.valueOf(dice.maximum())));
        return null;
    }
}
