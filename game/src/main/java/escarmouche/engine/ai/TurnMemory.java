package escarmouche.engine.ai;

import java.util.ArrayList;
import java.util.Arrays;
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
    /**
     * The rules and targets announced this turn, side by side (a target is null for a rule aimed at no
     * one), the first {@link #announced} of each array; unboxed, since every command asks.
     */
    private int[] announcedRules = new int[4];
    private String[] announcedTargets = new String[4];
    private int announced;
    private int last = -1;

    /** Starts afresh when another creature (or the same one in a new round) is deciding. */
    void begin(String id, int round) {
        if (id.equals(who) && round == this.round) return;
        who = id;
        this.round = round;
        failed.clear();
        Arrays.fill(announcedTargets, 0, announced, null);
        announced = 0;
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

    /** Whether no rule has given a command this turn yet: the creature has done nothing. */
    boolean idle() {
        return announced == 0 && last < 0;
    }

    /** True the first time a rule and target come up this turn. */
    boolean firstTime(int rule, String target) {
        for (int i = 0; i < announced; i++) {
            if (announcedRules[i] == rule && java.util.Objects.equals(announcedTargets[i], target)) return false;
        }
        if (announced == announcedRules.length) {
            announcedRules = Arrays.copyOf(announcedRules, 2 * announced);
            announcedTargets = Arrays.copyOf(announcedTargets, 2 * announced);
        }
        announcedRules[announced] = rule;
        announcedTargets[announced++] = target;
        return true;
    }
}
