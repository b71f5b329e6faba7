package escarmouche.engine.ai;

import java.util.ArrayList;
import java.util.List;

/**
 * What the scripted controller remembers during one creature's turn: the rules whose command the game
 * refused (tried no more this turn), the rule behind the last command, and the intents already written
 * to the log (each rule and target once per turn, however many commands it takes).
 */
final class TurnMemory {
    private String who;
    private int round = -1;
    private final List<Integer> failed = new ArrayList<>();
    /** The rules and targets announced this turn, side by side (a target is null for a rule aimed at no one). */
    private final List<Integer> announcedRules = new ArrayList<>();
    private final List<String> announcedTargets = new ArrayList<>();
    private int last = -1;

    /** Starts afresh when another creature (or the same one in a new round) is deciding. */
    void begin(String id, int round) {
        if (id.equals(who) && round == this.round) return;
        who = id;
        this.round = round;
        failed.clear();
        announcedRules.clear();
        announcedTargets.clear();
        last = -1;
    }

    boolean failed(int rule) {
        // Asked of every rule on every decision, and nearly always of a turn where nothing was refused.
        return !failed.isEmpty() && failed.contains(rule);
    }

    void chose(int rule) {
        last = rule;
    }

    /** The game refused the last command: its rule is skipped for the rest of the turn. */
    void failLast() {
        if (last >= 0 && !failed.contains(last)) failed.add(last);
    }

    /** True the first time a rule and target come up this turn. */
    boolean firstTime(int rule, String target) {
        for (int i = 0; i < announcedRules.size(); i++) {
            if (announcedRules.get(i) == rule && java.util.Objects.equals(announcedTargets.get(i), target)) return false;
        }
        announcedRules.add(rule);
        announcedTargets.add(target);
        return true;
    }
}
