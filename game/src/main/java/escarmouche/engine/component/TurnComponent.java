package escarmouche.engine.component;

import com.badlogic.ashley.core.Component;
import escarmouche.rules.movement.ReachSteps;
import java.util.ArrayList;
import java.util.List;

/**
 * What a creature has used of its turn (TURN-ECONOMY): movement, its one action, its reaction, its free
 * object interaction.
 */
public final class TurnComponent implements Component {
    public int movementLeft;
    public int movementBudget;
    public boolean moved;
    public boolean actionUsed;
    public boolean reactionUsed;
    public boolean dashed;
    public boolean objectUsed;
    public boolean firstTurnDone;
    /** OA-DISENGAGE: enemies beaten this turn, who may not make opportunity attacks against it. */
    public final List<String> disengagedFrom = new ArrayList<>();
    /** CLASS-SAMURAI, CLASS-MONK: the round of its last ranged dodge (once per round); 0 for never. */
    public int rangedDodgeRound;
    /** OA-WITHIN: its voluntary steps this turn inside each enemy's reach, and the enemies already met. */
    public ReachSteps reachSteps = ReachSteps.NONE;
    /** MOVE-SPLIT: whether its action was already used when it last entered a square this turn. */
    public boolean actionUsedAtLastStep;
    /**
     * MOVE-DIFFICULT, MOVE-STAIRS: the rule of its own failed terrain check that threw it prone this turn, or null;
     * such a creature may stand up with its action when too little movement is left ({@code Standing}).
     */
    public String fellOn;
    /**
     * MOVE-DIFFICULT, MOVE-STAIRS, MOVE-PRONE: the rule of its own failed terrain check (a risky move, stairs, a crawl)
     * that ended its movement this turn, or null. Unlike {@link #fellOn} it stays when the creature stands up: nothing
     * gives that movement back this turn, neither a Dash nor a speed that rises (the seed: "mouvement de 6 cases pour
     * le round").
     */
    public String movementEndedBy;
    /** ACT-READY: the attack it holds until its next turn, or null. */
    public Readied readied;

    /** ACT-READY: strike {@code target} with {@code weapon} (null: the best one) when it comes within reach. */
    /** A readied attack (ACT-READY): for {@code target}, or for the first enemy that comes when it is null. */
    public record Readied(String target, String weapon) {
        /** Whether {@code id}, an enemy stepping within reach, sets it off. */
        public boolean awaits(String id) {
            return target == null || target.equals(id);
        }
    }
}
