package escarmouche.rules.checks;

import escarmouche.rules.core.Advantage;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.dice.Dice;
import escarmouche.rules.dice.Roll;
import java.util.ArrayList;
import java.util.List;

/** The d20 of a check or save: one die, or two keeping the higher (advantage) or the lower (disadvantage). */
public record D20Test(List<Roll> rolls, int natural) {
    public D20Test {
        rolls = List.copyOf(rolls);
    }

    /**
     * Everything known about a check or a save before the die is rolled (the interface shows the same
     * numbers): modifiers and advantage sources with their reasons, and a condition that fails it outright.
     */
    public record Setup(List<Modifier> modifiers, List<Advantage.Source> sources, Advantage advantage,
                        Condition autoFail, List<String> rules) {
        public Setup {
            modifiers = List.copyOf(modifiers);
            sources = List.copyOf(sources);
            rules = List.copyOf(rules);
        }
    }

    /** A rolled check or save. */
    public record Result(Setup setup, List<Roll> rolls, int natural, int total, boolean success) {
        public Result {
            rolls = List.copyOf(rolls);
        }
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
