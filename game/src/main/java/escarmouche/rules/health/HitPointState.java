package escarmouche.rules.health;

import escarmouche.rules.core.RulePart;
import escarmouche.rules.core.RuleSet;

/**
 * What hit points alone say about a creature, whatever brought them there: a hit, healing, a strenuous
 * action, or a scenario that starts it at that number. The engine keeps the creature's conditions in
 * line with this answer. At exactly 0 alone the way matters: a character that comes down to 0 is disabled
 * (HP-DISABLED), one healed up to 0 from below stays unconscious and stable (HP-DYING).
 */
public final class HitPointState {
    private HitPointState() {}

    public enum Status {
        /** Hit points take nothing away: above 0, or a monster at exactly 0 under house rules. */
        UP,
        /** HP-DISABLED: a house-rules character at exactly 0; conscious, its move or its action. */
        DISABLED,
        /** Unconscious because of its hit points: dying or stable (HP-DYING), knocked out (HP-KO), 5e at 0. */
        DOWN,
        /** HP-DEAD (a character at -10 or below), or a plain-5e monster at 0. */
        DEAD,
        /**
         * HP-SHOCK: a house-rules monster or NPC below 0 keeps fighting; only its system-shock rolls decide,
         * so its hit points add or remove nothing.
         */
        SHOCK
    }

    /** The state of a creature that was not unconscious from its hit points before they changed. */
    public static Status of(RuleSet rules, boolean pc, int hp, boolean knockedOut) {
        return of(rules, pc, hp, knockedOut, false);
    }

    /**
     * @param pc         a player character (monsters and NPCs follow HP-SHOCK under house rules)
     * @param knockedOut knocked out by HP-KO: unconscious and stable rather than disabled at 0
     * @param wasDown    a character that was unconscious from its hit points (dying or stable below 0) before
     *                   they changed: healed to exactly 0 it stays unconscious, stable (HP-DYING: "until healed
     *                   above 0"); only one that comes down to 0 is disabled
     */
    public static Status of(RuleSet rules, boolean pc, int hp, boolean knockedOut, boolean wasDown) {
        if (hp > 0) return Status.UP;
        if (!rules.house(RulePart.HIT_POINTS)) return pc || knockedOut ? Status.DOWN : Status.DEAD;
        if (!pc) {
            if (knockedOut) return Status.DOWN;
            return hp == 0 ? Status.UP : Status.SHOCK;
        }
        return switch (Dying.stateOf(hp)) {
            case HEALTHY -> Status.UP;
            case DISABLED -> knockedOut || wasDown ? Status.DOWN : Status.DISABLED;
            case DYING -> Status.DOWN;
            case DEAD -> Status.DEAD;
        };
    }
}
