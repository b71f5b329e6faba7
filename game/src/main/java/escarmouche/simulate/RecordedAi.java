package escarmouche.simulate;

import escarmouche.command.Command;
import escarmouche.engine.action.Services;
import escarmouche.engine.ai.ScriptedAi;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.engine.control.Controller;
import escarmouche.engine.control.PlayerInput;
import escarmouche.engine.control.ReplayControl;
import escarmouche.engine.movement.OpportunityQuestion;
import escarmouche.engine.movement.ReactionChoice;
import java.util.ArrayList;
import java.util.List;

/**
 * One fight's AI answers, kept as the inputs of a recording while the behaviour scripts play it
 * ({@link #recording}), then given back in the same order with no AI at all by the controller that plays
 * saves again ({@link #replay}). The game asks its controller the same questions in the same order when it
 * gets the same answers (one seed, one turn loop), so the second fight is the first one again without
 * the cost of deciding: {@link AiShare} measures that cost so.
 */
final class RecordedAi {
    /** Each command (marked when the game refused it) and each answer to an opportunity, in order. */
    private final List<PlayerInput> answers = new ArrayList<>();

    /** The game's own AI, each of whose answers is kept. */
    Controller recording(Battle battle, Services services) {
        ScriptedAi ai = new ScriptedAi(battle, services);
        return new Controller() {
            @Override
            public Command next(Battle b, Creature self) {
                Command c = ai.next(b, self);
                answers.add(new PlayerInput.Order(c, false));
                return c;
            }

            @Override
            public boolean refused(Battle b, Creature self, Command command, Outcome.Refused refusal) {
                // Asked right after the refused command, which is the last input kept.
                int last = answers.size() - 1;
                answers.set(last, new PlayerInput.Order(command, true));
                return ai.refused(b, self, command, refusal);
            }

            @Override
            public ReactionChoice react(Battle b, Creature self, OpportunityQuestion question) {
                ReactionChoice choice = ai.react(b, self, question);
                answers.add(new PlayerInput.Answer(choice));
                return choice;
            }
        };
    }

    /**
     * The kept answers, played in order; a question they do not fit stops the fight there, and the
     * controller's {@link ReplayControl#problem} says where.
     */
    ReplayControl replay() {
        return new ReplayControl(answers);
    }

    /** How many answers were recorded. */
    int size() {
        return answers.size();
    }
}
