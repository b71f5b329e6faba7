package escarmouche.rules.movement;

import escarmouche.rules.core.Advantage;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.dice.Dice;
import escarmouche.rules.dice.Roll;
import java.util.List;

/**
 * One d20 test (a check, one side of a contest, an initiative roll): the die or dice rolled, the one
 * kept, the modifiers and the total, everything an event needs to explain the result.
 *
 * @param natural the d20 kept: the higher of two with advantage, the lower with disadvantage
 */
public record D20Roll(List<Roll> rolls, int natural, Advantage advantage, List<Modifier> modifiers, int total) {
    public D20Roll {
        rolls = List.copyOf(rolls);
        modifiers = List.copyOf(modifiers);
    }

    /** Rolls one d20, or two in order with advantage or disadvantage (ATK-ADV), and adds the modifiers. */
    public static D20Roll roll(Dice dice, Advantage advantage, List<Modifier> modifiers) {
        Roll first = dice.d20();
        if (advantage == Advantage.NONE) {
            return new D20Roll(List.of(first), first.value(), advantage, modifiers,
                    first.value() + Modifier.sum(modifiers));
        }
        Roll second = dice.d20();
        int kept = advantage == Advantage.ADVANTAGE
                ? Math.max(first.value(), second.value())
                : Math.min(first.value(), second.value());
        return new D20Roll(List.of(first, second), kept, advantage, modifiers, kept + Modifier.sum(modifiers));
    }
}
