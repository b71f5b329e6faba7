package escarmouche.events;

import escarmouche.rules.core.Modifier;
import escarmouche.rules.dice.Roll;
import java.util.List;

/** Two opposed checks (grapple, escape, shove, disengage); ties go to the defender. */
public record ContestEvent(List<String> rule, Side attacker, Side defender, String winner, String purpose)
        implements Event {
    /** One side of a contest. */
    public record Side(String id, String ability, List<Roll> rolls, List<Modifier> modifiers, String advantage,
                       int total) {}

    public String type() {
        return "contest";
    }

    /**
     * Whether the contest was fought: the loser could resist. A grapple or shove won without a roll against an
     * incapacitated creature names COND-INCAPACITATED (neither side's {@code rolls} holding a die) and was not:
     * the tutorial's grapple lesson and a script's {@code contested} condition both ask for a fought one.
     */
    public boolean fought() {
        return !rule.contains("COND-INCAPACITATED");
    }
}
