package escarmouche.events;

import escarmouche.rules.dice.Roll;
import java.util.List;

/**
 * HP-DYING: the d100 of a dying PC at the end of its turn. In plain 5e (dd5) the d20 death saving throw
 * at the start of its turn instead: outcome {@code success}, {@code failure}, {@code stable}, {@code dies}
 * or {@code revives}, with the counters.
 */
public record DyingEvent(String target, List<Roll> rolls, String outcome, int hp, List<String> rule,
                         Integer successes, Integer failures) implements Event {
    public DyingEvent(String target, List<Roll> rolls, String outcome, int hp, List<String> rule) {
        this(target, rolls, outcome, hp, rule, null, null);
    }

    public String type() {
        return "dying";
    }
}
