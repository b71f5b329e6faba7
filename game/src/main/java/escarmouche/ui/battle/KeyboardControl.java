package escarmouche.ui.battle;

import escarmouche.command.Command;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.engine.control.Controller;
import escarmouche.engine.movement.OpportunityQuestion;
import escarmouche.engine.movement.ReactionChoice;
import java.util.function.BooleanSupplier;

/**
 * The battle screen's keyboard as the controller of the party's creatures. The screen submits each
 * command itself as keys choose it ({@link ScreenFight#submit}), so the loop never gets one from here; a
 * refused command leaves the turn open for another try; and a provoked creature's player is asked on
 * screen ({@link ReactionChoice#ASK}, OA-REACTION) unless the session's setting takes every opportunity
 * attack at once.
 */
public final class KeyboardControl implements Controller {
    private final BooleanSupplier alwaysStrike;

    /** @param alwaysStrike read at each question, so a change of the setting applies to the fight under way */
    public KeyboardControl(BooleanSupplier alwaysStrike) {
        this.alwaysStrike = alwaysStrike;
    }

    @Override
    public Command next(Battle battle, Creature self) {
        return null;
    }

    @Override
    public boolean refused(Battle battle, Creature self, Command command, Outcome.Refused refusal) {
        return true;
    }

    @Override
    public ReactionChoice react(Battle battle, Creature self, OpportunityQuestion question) {
        return alwaysStrike.getAsBoolean() ? ReactionChoice.STRIKE : ReactionChoice.ASK;
    }
}
