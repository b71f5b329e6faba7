package escarmouche.headless;

import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.engine.battle.LoggedEvent;
import escarmouche.events.ErrorEvent;
import escarmouche.rules.dice.ForcedDice;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code ./play run}: plays a scenario without a screen, through the game's one turn loop. Player
 * creatures are driven by the command script ({@link ScriptControl}), one command per line; AI creatures
 * act by their behaviour; every event is written as JSON Lines, and the run always ends with a
 * {@code state} event.
 */
public final class HeadlessRun {
    /** How a run ended. */
    public enum Outcome {
        /** The fight reached its end. */
        FINISHED,
        /** The script ran out on a player creature's turn. */
        OUT_OF_COMMANDS,
        /** A forced die did not fit the die it was used for. */
        BAD_DICE,
        /** The command script is not text (not UTF-8, or binary); the message names its file and line. */
        BAD_SCRIPT,
        /** The event log could not be written; the message says why. Nothing more was written. */
        OUTPUT_FAILED
    }

    /**
     * @param message what went wrong (BAD_DICE, BAD_SCRIPT, OUTPUT_FAILED), else null
     * @param waiting OUT_OF_COMMANDS: the player creature whose turn found no command, else null
     * @param round   OUT_OF_COMMANDS: the round it stopped in, else 0
     * @param refused the first of the script's lines that changed nothing (each also an {@code error} event), in
     *                order: at most {@link ScriptControl#KEPT}, whatever a script of a million bad lines holds
     * @param refusedCount how many lines changed nothing in all
     * @param badDie  BAD_DICE: the forced die that did not fit, else null
     * @param linesRead how many lines of the script the run read: a fight over before the script's end leaves
     *                  the rest unread
     * @param skipped the first of the lines passed over unplayed, left over from turns the game ended itself (at most
     *                {@link ScriptControl#KEPT}), in order
     * @param skippedCount how many lines were passed over in all
     */
    public record Result(Outcome outcome, String message, String waiting, int round, List<RefusedLine> refused,
                         int refusedCount, ForcedDice.ForcedDieOutOfRange badDie, int linesRead,
                         List<SkippedLine> skipped, int skippedCount) {
        public Result {
            refused = List.copyOf(refused);
            skipped = List.copyOf(skipped);
        }

        public Result(Outcome outcome, String message) {
            this(outcome, message, null, 0, List.of(), 0, null, 0, List.of(), 0);
        }
    }

    public Result run(Scenario scenario, long seed, BufferedReader commands, Writer events) {
        return run(scenario, seed, CommandScript.of(commands, "commands"), events);
    }

    /**
     * Plays the scenario; the run stops early, after an {@code error} and a {@code state} event, on a
     * forced die that does not fit its die or a script line that is not text.
     */
    public Result run(Scenario scenario, long seed, CommandScript commands, Writer events) {
        return run(scenario, seed, commands, events, EventLines.json());
    }

    /**
     * A second place the fight is written as it is played, in a form of its own: the terminal of a person who
     * types the commands while the event log goes to a file.
     */
    public record Watcher(Writer writer, EventLines.Format format) {}

    /** {@link #run(Scenario, long, CommandScript, Writer)} with the events written in {@code format}. */
    public Result run(Scenario scenario, long seed, CommandScript commands, Writer events, EventLines.Format format) {
        return run(scenario, seed, commands, events, format, null);
    }

    /** The same, the fight written to {@code watcher} too (null: nowhere else). */
    public Result run(Scenario scenario, long seed, CommandScript commands, Writer events, EventLines.Format format,
                      Watcher watcher) {
        try {
            return play(scenario, seed, commands, events, format, watcher);
        } catch (WriteFailed e) {
            return new Result(Outcome.OUTPUT_FAILED, e.getCause().getMessage());
        }
    }

    private Result play(Scenario scenario, long seed, CommandScript commands, Writer events, EventLines.Format format,
                        Watcher watcher) {
        Game game = Game.of(scenario, seed);
        List<Output> outputs = new ArrayList<>();
        outputs.add(new Output(events, format.of(game)));
        if (watcher != null) outputs.add(new Output(watcher.writer(), watcher.format().of(game)));
        // Typed by hand, the log so far is shown before each command is awaited: whose turn it is, what just happened.
        ScriptControl script = new ScriptControl(commands,
                !commands.byHand() ? () -> { } : () -> outputs.forEach(Output::beforeInput));
        game.controlPlayers(script);
        game.battle().log().listen(e -> outputs.forEach(o -> o.of(e)));
        Outcome outcome = Outcome.FINISHED;
        String message = null;
        String waiting = null;
        ForcedDice.ForcedDieOutOfRange badDie = null;
        try {
            game.start();
            game.advance();
            if (!game.over() && script.exhausted()) {
                outcome = Outcome.OUT_OF_COMMANDS;
                waiting = game.active() == null ? null : game.active().id();
            }
        } catch (ForcedDice.ForcedDieOutOfRange e) {
            outcome = Outcome.BAD_DICE;
            message = e.getMessage();
            badDie = e;
            game.battle().emit(new ErrorEvent("dice", message));
        } catch (CommandScript.Unreadable e) {
            outcome = Outcome.BAD_SCRIPT;
            message = e.getMessage();
            game.battle().emit(new ErrorEvent("script", message));
        }
        game.emitState();
        outputs.forEach(Output::end);
        return new Result(outcome, message, waiting, waiting == null ? 0 : game.battle().round(),
                script.refusedLines(), script.refusedCount(), badDie, commands.lineNumber(), script.skippedLines(),
                script.skippedCount());
    }

    /** One place the events are written, in its form. */
    private record Output(Writer writer, EventLines lines) {
        void of(LoggedEvent e) {
            for (String line : lines.of(e)) write(writer, line);
        }

        void beforeInput() {
            for (String line : lines.beforeInput()) write(writer, line);
            flush(writer);
        }

        void end() {
            for (String line : lines.end()) write(writer, line);
            flush(writer);
        }
    }

    /** The event log could not be written: the run cannot go on (nobody would see what happens). */
    private static final class WriteFailed extends RuntimeException {
        WriteFailed(IOException cause) {
            super(cause);
        }
    }

    private static void write(Writer out, String line) {
        try {
            out.write(line);
            out.write('\n');
        } catch (IOException e) {
            throw new WriteFailed(e);
        }
    }

    private static void flush(Writer out) {
        try {
            out.flush();
        } catch (IOException e) {
            throw new WriteFailed(e);
        }
    }
}
