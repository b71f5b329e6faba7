package escarmouche.simulate;

import escarmouche.command.Command;
import escarmouche.engine.action.Services;
import escarmouche.engine.ai.ScriptedAi;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.engine.control.Controller;
import escarmouche.engine.movement.OpportunityQuestion;
import escarmouche.engine.movement.ReactionChoice;
import java.util.ArrayList;
import java.util.List;

/**
 * One fight's AI answers: recorded while the behaviour scripts play it ({@link #recording}), then given
 * back in the same order with no AI at all ({@link #replaying}). The game asks its controller the same
 * questions in the same order when it gets the same answers (one seed, one turn loop), so the second
 * fight is the first one again without the cost of deciding: {@link AiShare} measures that cost so.
 */
final class RecordedAi {
    /** Commands, answers to a refusal and answers to an opportunity, in the order the game asked. */
    private final List<Object> answers = new ArrayList<>();
    private int given;

    /** The game's own AI, each of whose answers is kept. */
    Controller recording(Battle battle, Services services) {
        ScriptedAi ai = new ScriptedAi(battle, services);
        return new Controller() {
            @Override
            public Command next(Battle b, Creature self) {
                return kept(ai.next(b, self));
            }

            @Override
            public boolean refused(Battle b, Creature self, Command command, Outcome.Refused refusal) {
                return kept(ai.refused(b, self, command, refusal));
            }

            @Override
            public ReactionChoice react(Battle b, Creature self, OpportunityQuestion question) {
                return kept(ai.react(b, self, question));
            }
        };
    }

    /** The kept answers, in order; a question of another kind than the one answered then is refused. */
    Controller replaying(Battle battle, Services services) {
        given = 0;
        return new Controller() {
            @Override
            public Command next(Battle b, Creature self) {
                return answer(Command.class, "a command");
            }

            @Override
            public boolean refused(Battle b, Creature self, Command command, Outcome.Refused refusal) {
                return answer(Boolean.class, "what to do after a refusal");
            }

            @Override
            public ReactionChoice react(Battle b, Creature self, OpportunityQuestion question) {
                return answer(ReactionChoice.class, "an opportunity attack");
            }
        };
    }

    /** Whether the replay asked for every answer recorded: a shorter replay went another way. */
    boolean allGiven() {
        return given == answers.size();
    }

    /** How many answers were recorded. */
    int size() {
        return answers.size();
    }

    private <T> T kept(T answer) {
        answers.add(answer);
        return answer;
    }

    private <T> T answer(Class<T> kind, String asked) {
        if (given == answers.size()) {
            throw new IllegalStateException("the replay asked for " + asked + " after the " + given
                    + " answers the fight was played with");
        }
        Object answer = answers.get(given);
        // A null command (none yet) is an answer too; the AI's scripts never give one.
        if (answer != null && !kind.isInstance(answer)) {
            throw new IllegalStateException("the replay asked for " + asked + " where answer " + (given + 1)
                    + " of the fight was " + answer);
        }
        given++;
        return kind.cast(answer);
    }
}
