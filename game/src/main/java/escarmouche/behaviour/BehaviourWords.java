package escarmouche.behaviour;

import java.util.ArrayList;
import java.util.List;

/** Rules in words, for intents and messages: "hp below 50%, an enemy within reach". */
public final class BehaviourWords {
    private BehaviourWords() {}

    /** The sentence of an intent: {@code grappler: target grappled by an ally -> attack kenji}. */
    public static String intent(Rule rule, String targetId) {
        return rule.origin() + ": " + reason(rule) + " -> " + action(rule.action(), targetId);
    }

    /**
     * The sentence of an intent to centre a burst on a square ({@code caster: a crowd: burn it -> cast fireball
     * at 6,2, catching a, b, c}): where it goes and whom it catches, as a player's aim names them, rather than
     * the creature the rule picked, which may stand elsewhere.
     */
    public static String burst(Rule rule, String square, List<String> caught) {
        return rule.origin() + ": " + reason(rule) + " -> " + burstAction(rule.action(), square, caught);
    }

    /** The action part of {@link #burst}: {@code cast fireball at 6,2, catching a, b, c}. */
    public static String burstAction(Action action, String square, List<String> caught) {
        String spell = action instanceof Action.Cast c ? c.spell().id() : action.kind().words();
        return action.kind().words() + " " + spell + " at " + square + ", catching " + String.join(", ", caught);
    }

    /** The GM's {@code why}, or the conditions in words, or "always". */
    public static String reason(Rule rule) {
        if (rule.why() != null) return rule.why();
        return rule.when().isEmpty() ? "always" : conditions(rule.when());
    }

    public static String action(Action action, String targetId) {
        if (action instanceof Action.Ready r && r.anyone()) return "ready an attack for the first foe to come";
        StringBuilder sb = new StringBuilder(action.kind().words());
        if (action instanceof Action.Cast c) sb.append(' ').append(c.spell().id()).append(targetId == null ? "" : " at");
        if (action instanceof Action.Shoot s) {
            if (targetId != null) sb.append(' ').append(targetId);
            return sb.append(" from ").append(s.distance()).append(" squares or more").toString();
        }
        if (targetId != null && action.kind().aimed()) sb.append(' ').append(targetId);
        return sb.toString();
    }

    public static String conditions(List<BehaviourCondition> conditions) {
        List<String> parts = new ArrayList<>();
        for (BehaviourCondition c : conditions) parts.add(condition(c));
        return String.join(", ", parts);
    }

    public static String condition(BehaviourCondition c) {
        // Java 17: an instanceof chain over the sealed hierarchy.
        if (c instanceof BehaviourCondition.HpBelow h) return "hp below " + h.percent() + "%";
        if (c instanceof BehaviourCondition.EnemyWithin e) return "an enemy within " + e.span().describe();
        if (c instanceof BehaviourCondition.TargetIs t) return "target " + t.state().words();
        if (c instanceof BehaviourCondition.SelfIs s) return s.state().words();
        if (c instanceof BehaviourCondition.Has h) return "has a " + h.what().id().replace('-', ' ');
        if (c instanceof BehaviourCondition.Count n) return n.side().id() + " " + n.comparison();
        if (c instanceof BehaviourCondition.RoundIs r) return "round " + r.comparison();
        if (c instanceof BehaviourCondition.Happened h) return "after " + String.join(", ", h.rules());
        if (c instanceof BehaviourCondition.Contested h) return "after a rolled contest of " + String.join(", ", h.rules());
        if (c instanceof BehaviourCondition.OddsAbove o) return "odds above " + o.percent() + "%";
        if (c instanceof BehaviourCondition.Not n) return "not (" + condition(n.condition()) + ")";
        if (c instanceof BehaviourCondition.Any a) {
            List<String> parts = new ArrayList<>();
            for (BehaviourCondition inner : a.conditions()) parts.add(condition(inner));
            return "(" + String.join(" or ", parts) + ")";
        }
        throw new IllegalArgumentException("unknown condition " + c);
    }
}
