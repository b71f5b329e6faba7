package escarmouche.ui.battle;

import escarmouche.engine.control.Controller;
import escarmouche.engine.movement.ReactionChoice;
import java.util.function.BooleanSupplier;

/**
 * The battle screen's keyboard as the controller of the creatures played by hand. The screen submits each
 * command itself as keys choose it ({@link ScreenFight#submit}), so the loop never gets one from here; a
 * refused command leaves the turn open for another try; and a provoked creature's player is asked on
 * screen ({@link ReactionChoice#ASK}, OA-REACTION) unless the session's setting takes every opportunity
 * attack at once, which it does for the party's creatures only.
 */
final class KeyboardControl {
    private KeyboardControl() {}

    /**
     * @param alwaysStrike read at each question, so a change of the setting applies to the fight under way. It
     *                     speaks for the heroes: a monster played by hand in a hot seat (its side's player, or a
     *                     game master rehearsing it) is still asked, as the setting promises nothing about it.
     */
    static Controller of(BooleanSupplier alwaysStrike) {
        return Controller.submitted((reactor, question) ->
                ScreenFight.party(reactor) && alwaysStrike.getAsBoolean() ? ReactionChoice.STRIKE : ReactionChoice.ASK);
    }
}
