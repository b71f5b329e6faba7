package escarmouche.engine.battle;

import escarmouche.behaviour.Rule;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * The words of scripted intents already written, by rule and target: the same rule aimed at the same
 * creature always reads the same ({@code BehaviourWords.intent} depends on nothing else). A simulation's
 * fights share their scenario's rules and creature ids, so the fights one thread plays hand this on, as
 * they hand on their cover answers ({@link CoverMemory#intentWords}): each sentence is written once per
 * thread instead of once per fight. Only looked up, never iterated: no order can leak from it.
 *
 * <p>Bounded: past {@link #LIMIT} sentences it starts afresh (a memory handed from scenario to scenario,
 * as the encounter list's odds do, would otherwise keep every script's words). Not thread-safe, like the
 * memory that holds it.
 */
public final class IntentWords {
    static final int LIMIT = 4096;

    private final Map<Rule, Map<String, String>> byRule = new IdentityHashMap<>();
    private int size;

    /** The words kept for the rule aimed at {@code targetId} (null: aimed at nobody), or null when none are. */
    public String get(Rule rule, String targetId) {
        Map<String, String> byTarget = byRule.get(rule);
        return byTarget == null ? null : byTarget.get(targetId);
    }

    /** Keeps the words of the rule aimed at {@code targetId}. */
    public void put(Rule rule, String targetId, String words) {
        if (size >= LIMIT) {
            byRule.clear();
            size = 0;
        }
        Map<String, String> byTarget = byRule.get(rule);
        if (byTarget == null) {
            byTarget = new HashMap<>();
            byRule.put(rule, byTarget);
        }
        if (byTarget.put(targetId, words) == null) size++;
    }

    /** How many sentences it keeps, for tests. */
    int size() {
        return size;
    }
}
