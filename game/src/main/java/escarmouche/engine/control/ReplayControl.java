package escarmouche.engine.control;

import escarmouche.command.Command;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.engine.movement.OpportunityQuestion;
import escarmouche.engine.movement.ReactionChoice;
import java.util.List;

/**
 * The players' controller while a recording is played again: each command and each answer comes from the
 * recorded inputs, in order. A recorded command the game refuses, or an input of the wrong kind for what
 * the game asks (a command when a question waits, an answer when a command is expected), means the
 * recording does not fit this scenario and seed: {@link #problem()} says where; a save's inputs read a
 * command when a question waits as the strike older versions did not record ({@link #ofSave}).
 */
public final class ReplayControl implements Controller {
    private final List<PlayerInput> inputs;
    /** Whether a question met where the inputs go on with no answer is an unrecorded strike: see {@link #ofSave}. */
    private final boolean unrecordedStrikes;
    private int next;
    private String problem;

    /** Plays {@code inputs} strictly: each question must meet an answer (an AI's answers kept by a simulation). */
    public ReplayControl(List<PlayerInput> inputs) {
        this(inputs, false);
    }

    private ReplayControl(List<PlayerInput> inputs, boolean unrecordedStrikes) {
        this.inputs = List.copyOf(inputs);
        this.unrecordedStrikes = unrecordedStrikes;
    }

    /**
     * Plays a save's inputs, which older versions wrote without the strikes the title screen's setting (always
     * strike) took at once: a creature played by hand asked whether to strike, the next input a command or a
     * switch of control, struck then. A recording written by the ask path never reads so (a question waits for
     * its answer, the next input, before any command or switch is taken; a switch made while it waits, at its very
     * moment, is taken by the game before the reactor is asked), so no valid recording is read otherwise;
     * an input used up, the question stays open, as the last one a player left unanswered does.
     */
    public static ReplayControl ofSave(List<PlayerInput> inputs) {
        return new ReplayControl(inputs, true);
    }

    /** How many inputs were played. */
    public int played() {
        return next;
    }

    /** Whether every input was played. */
    public boolean done() {
        return next >= inputs.size();
    }

    /** Why the recording stopped fitting the game, or null. */
    public String problem() {
        return problem;
    }

    /**
     * The recorded switch of control due at {@code moment} (the game's {@code Game.moment()}), taken from
     * the inputs, or null when the next input is not one. A switch the game has already gone past means the
     * recording does not fit.
     */
    public PlayerInput.Control due(int moment) {
        if (problem != null || done() || !(inputs.get(next) instanceof PlayerInput.Control c)) return null;
        if (c.moment() > moment) return null;
        if (c.moment() < moment) {
            problem = "input " + (next + 1) + " hands " + c.creature() + " over at moment " + c.moment()
                    + ", but the game is already at moment " + moment;
            return null;
        }
        next++;
        return c;
    }

    /** Marks the recording as not fitting the game (the first reason found is kept). */
    public void misfit(String why) {
        if (problem == null) problem = why;
    }

    @Override
    public Command next(Battle battle, Creature self) {
        if (problem != null || done()) return null;
        if (!(inputs.get(next) instanceof PlayerInput.Order order)) {
            problem = "input " + (next + 1) + " is " + kind(inputs.get(next)) + ", but the game expects a command from "
                    + self.id();
            return null;
        }
        next++;
        return order.command();
    }

    @Override
    public boolean refused(Battle battle, Creature self, Command command, Outcome.Refused refusal) {
        boolean expected = next > 0 && inputs.get(next - 1) instanceof PlayerInput.Order o && o.refused();
        if (!expected && problem == null) {
            problem = "input " + next + " (" + command.text() + ") is refused: " + refusal.reason();
        }
        return true;
    }

    @Override
    public ReactionChoice react(Battle battle, Creature self, OpportunityQuestion question) {
        if (problem != null || done()) return ReactionChoice.ASK;
        if (!(inputs.get(next) instanceof PlayerInput.Answer answer)) {
            // Nothing read: the game hears no input of it, as the file's keyframes counted none.
            if (unrecordedStrikes) return ReactionChoice.STRIKE;
            problem = "input " + (next + 1) + " is " + kind(inputs.get(next)) + ", but " + self.id()
                    + " is asked whether to strike " + question.mover();
            return ReactionChoice.ASK;
        }
        String refused = AnswerText.refusal(question, answer.choice());
        if (refused != null) {
            // OA-REACTION: the screen offers a blow or a spell only when the question does; a file that names one
            // the question lacks was written for another fight, or by hand.
            problem = "input " + (next + 1) + " (" + AnswerText.of(answer.choice()) + ") is refused: " + refused;
            return ReactionChoice.ASK;
        }
        next++;
        return answer.choice();
    }

    private static String kind(PlayerInput input) {
        if (input instanceof PlayerInput.Control c) return "a change of control of " + c.creature() + " (at moment " + c.moment() + ")";
        return input instanceof PlayerInput.Answer ? "an answer" : "a command";
    }
}
