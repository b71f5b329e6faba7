package escarmouche.rules.checks;

import escarmouche.rules.core.Advantage;
import escarmouche.rules.dice.Dice;
import escarmouche.rules.dice.Roll;
import java.util.ArrayList;
import java.util.List;

/** The d20 of a check or save: one die, or two keeping the higher (advantage) or the lower (disadvantage). */
public record D20Test(List<Roll> rolls, int natural) {
    public D20Test {
        rolls = List.copyOf(rolls);
    }

    public static D20Test roll(Advantage advantage, Dice dice) {
        List<Roll> rolls = new ArrayList<>(2);
        Roll first = dice.d20();
        rolls.add(first);
        int natural = first.value();
        if (advantage != Advantage.NONE) {
            Roll second = dice.d20();
            rolls.add(second);
            natural = advantage == Advantage.ADVANTAGE ? Math.max(natural, second.value())
                    : Math.min(natural, second.value());
        }
        return new D20Test(rolls, natural);
    }
}
