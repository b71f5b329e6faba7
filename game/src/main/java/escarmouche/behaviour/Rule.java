package escarmouche.behaviour;

import java.util.List;
import java.util.Objects;

/**
 * One line of a behaviour: when every condition holds for some candidate, the selector picks the target
 * among the candidates that passed, and the action is tried on it.
 *
 * @param when    conditions, all required; empty means "always"
 * @param target  how the target is picked among the candidates that pass the conditions
 * @param risky   the creature may rush difficult terrain (a risky move with its better of Str and Dex)
 * @param provoke the creature accepts opportunity attacks when no path avoids them
 * @param why     the GM's own words for the rule, shown in intents; null to describe it from its parts
 * @param origin  the behaviour the rule is written in (a parent's name for an inherited rule)
 * @param number  its position in that behaviour's own list, from 1, so a GM can find it in the file
 */
public record Rule(List<BehaviourCondition> when, Action action, Target target, boolean risky, boolean provoke, String why,
                   String origin, int number) {
    public Rule {
        when = List.copyOf(when);
        Objects.requireNonNull(action, "action");
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(origin, "origin");
    }
}
