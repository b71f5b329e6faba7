package escarmouche.rules.casting;

import escarmouche.rules.core.Modifier;
import escarmouche.rules.dice.Dice;
import escarmouche.rules.dice.DiceExpression;
import escarmouche.rules.dice.Roll;
import java.util.ArrayList;
import java.util.List;

/**
 * CAST-ROLL, CAST-SCROLL and CAST-POTION: in combat, a spell, a scroll or a potion only works on
 * d20 + ability modifier + focus - segments - melee penalty >= 7. A potion takes a 2d4 penalty instead
 * of segments, rolled after the d20. A natural 20 always works; a natural 1 always fails and the spell,
 * scroll or potion is lost; any other failure keeps it (the action is spent all the same).
 */
public final class CastingRoll {
    /** The number the total must reach. */
    public static final int TARGET = 7;
    /** CAST-POTION: the random penalty of drinking in combat. */
    public static final DiceExpression POTION_PENALTY = DiceExpression.parse("2d4");

    private CastingRoll() {}

    /**
     * What goes into the roll; each modifier already carries its reason ("Int", "segments", "focus",
     * "melee: ogre level 4").
     *
     * @param potion roll {@link #POTION_PENALTY} after the d20 and subtract it
     */
    public record Input(List<Modifier> modifiers, boolean potion) {
        public Input {
            modifiers = List.copyOf(modifiers);
        }
    }

    /**
     * @param rolls     the d20, then (potion) the two d4
     * @param modifiers everything added to the d20, the potion's penalty included
     * @param lost      a natural 1: the spell (slot), scroll or potion is gone
     */
    public record Result(List<Roll> rolls, List<Modifier> modifiers, int natural, int total, boolean success,
                         boolean lost) {
        public Result {
            rolls = List.copyOf(rolls);
            modifiers = List.copyOf(modifiers);
        }
    }

    public static Result roll(Input in, Dice dice) {
        Roll d20 = dice.d20();
        List<Roll> rolls = new ArrayList<>();
        rolls.add(d20);
        List<Modifier> mods = new ArrayList<>(in.modifiers());
        if (in.potion()) {
            DiceExpression.Rolled penalty = POTION_PENALTY.roll(dice);
            rolls.addAll(penalty.rolls());
            mods.add(new Modifier("potion " + POTION_PENALTY, -penalty.total()));
        }
        int natural = d20.value();
        int total = natural + Modifier.sum(mods);
        boolean success = natural == 20 || (natural != 1 && total >= TARGET);
        return new Result(rolls, mods, natural, total, success, natural == 1);
    }

    /** The modifier for a spell's segments ("segments", -3); none for a cantrip. */
    public static List<Modifier> segments(int segments) {
        return segments == 0 ? List.of() : List.of(new Modifier("segments",
                -segments));
    }
}
