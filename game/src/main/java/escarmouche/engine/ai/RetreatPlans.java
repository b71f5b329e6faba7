package escarmouche.engine.ai;

import escarmouche.behaviour.Rule;
import escarmouche.command.Command;
import escarmouche.rules.core.Condition;

/** Getting away: {@code disengage} (and retreat) and {@code flee}. */
final class RetreatPlans {
    /** Far enough to count as out of the fight: more than any common reach or a turn's walk. */
    private static final int FAR = 30;

    private RetreatPlans() {}

    /**
     * OA-DISENGAGE while an enemy holds it in reach, then walk away from its enemies. Without an enemy in
     * reach it just walks away; with nowhere better to go it does nothing. A disabled creature (HP-DISABLED)
     * walks away without the Disengage, as {@link #flee} runs without the Dash: its move or its action, not both.
     */
    static Command disengage(Situation s, Rule rule) {
        // A Disengage it cannot walk away after (no movement left, held, nowhere farther, or disabled: the action
        // spends its move) wastes the action.
        if (s.engaged() && s.self.turn.disengagedFrom.isEmpty() && s.hasAction()
                && !s.self.has(Condition.DISABLED) && somewhereFarther(s)) {
            return new Command.Disengage();
        }
        return Walks.away(s, rule, FAR);
    }

    /** It can walk this turn to a square farther from its enemies than where it stands. */
    private static boolean somewhereFarther(Situation s) {
        if (!s.canWalk() || s.self.has(Condition.PRONE)) return false;
        int here = Math.min(FAR, s.nearestEnemy(s.self.at()));
        return s.reachesAny(new Walks.Farther(s, FAR, here));
    }

    /**
     * Run: Dash first while the action is there (only when a step away is possible at all, so the action
     * is not thrown away), then walk as far from its enemies as it can.
     */
    static Command flee(Situation s, Rule rule) {
        Command away = Walks.away(s, rule, FAR);
        if (away == null) return null;
        // The engine's own refusals decide: a disabled creature (HP-DISABLED) has its move or its action, not both, and
        // one whose failed terrain check ended its movement (MOVE-DIFFICULT) gets none back; both walk without dashing.
        if (away instanceof Command.Move && s.mayDash()) {
            return new Command.Dash();
        }
        return away;
    }
}
