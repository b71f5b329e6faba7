package escarmouche.behaviour;

import java.util.List;
import java.util.Objects;

/**
 * A named script: its rules in the order they are tried (a behaviour that extends another has its own
 * rules first, then its parent's), and whether the creature takes the opportunity attacks offered to it.
 *
 * @param name        how intents and the interface name it ({@code grappler}, or the owner's id for an
 *                    inline script without a name)
 * @param description one line for GMs, or null
 * @param rules       every rule, inherited ones included, in the order they are tried
 * @param inPlace     written in a monster's or a combatant's {@code behavior} field rather than in a file of
 *                    its own: the screens then call it the creature's own when it bears the creature's name
 */
public record Behaviour(String name, String description, List<Rule> rules, Opportunity opportunity, boolean inPlace) {
    public Behaviour {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(opportunity, "opportunity");
        rules = List.copyOf(rules);
    }

    /** A shared behaviour, as a file of content/behaviors/ gives it. */
    public Behaviour(String name, String description, List<Rule> rules, Opportunity opportunity) {
        this(name, description, rules, opportunity, false);
    }

    /**
     * Whether a rule of it asks what the fight has seen ({@link BehaviourCondition.Happened} or
     * {@link BehaviourCondition.Contested}, alone or inside {@code not} and {@code any}): only such a rule reads
     * which rules the log's past events named.
     */
    public boolean asksWhatHappened() {
        for (Rule r : rules) {
            for (BehaviourCondition c : r.when()) {
                if (BehaviourCondition.anyWithin(c, Behaviour::asksWhatHappened)) return true;
            }
        }
        return false;
    }

    private static boolean asksWhatHappened(BehaviourCondition c) {
        return c instanceof BehaviourCondition.Happened || c instanceof BehaviourCondition.Contested;
    }
}
