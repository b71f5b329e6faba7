package escarmouche.headless;

import escarmouche.command.Command;
import escarmouche.command.CommandParser;
import escarmouche.command.CommandSyntaxException;
import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.eventlog.EventJson;
import escarmouche.events.ErrorEvent;
import escarmouche.rules.dice.ForcedDice;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Writer;

/**
 * {@code ./play run}: plays a scenario without a screen. Player creatures read their commands from a
 * script, one per line; AI creatures act by their behaviour; every event is written as JSON Lines, and
 * the run always ends with a {@code state} event.
 */
public final class HeadlessRun {
    private final EventJson json = new EventJson();
    private final CommandParser parser = new CommandParser();

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

    public record Result(Outcome outcome, String message) {}

    public Result run(Scenario scenario, long seed, BufferedReader commands, Writer events) {
        return run(scenario, seed, CommandScript.of(commands, "commands"), events);
    }

    /**
     * Plays the scenario; the run stops early, after an {@code error} and a {@code state} event, on a
     * forced die that does not fit its die or a script line that is not text.
     */
    public Result run(Scenario scenario, long seed, CommandScript commands, Writer events) {
        try {
            return play(scenario, seed, commands, events);
        } catch (WriteFailed e) {
            return new Result(Outcome.OUTPUT_FAILED, e.getCause().getMessage());
        }
    }

    private Result play(Scenario scenario, long seed, CommandScript commands, Writer events) {
        Game game = Game.of(scenario, seed);
        game.battle().log().listen(e -> write(events, json.line(e)));
        Outcome outcome = Outcome.FINISHED;
        String message = null;
        try {
            game.start();
            while (!game.over()) {
                game.advance();
                if (game.over()) break;
                ScriptCommand next = nextCommand(game, commands);
                if (next == null) {
                    outcome = Outcome.OUT_OF_COMMANDS;
                    break;
                }
                game.submit(next.command(), next.typed());
            }
        } catch (ForcedDice.ForcedDieOutOfRange e) {
            outcome = Outcome.BAD_DICE;
            message = e.getMessage();
            game.battle().emit(new ErrorEvent("dice", message));
        } catch (CommandScript.Unreadable e) {
            outcome = Outcome.BAD_SCRIPT;
            message = e.getMessage();
            game.battle().emit(new ErrorEvent("script", message));
        }
        game.emitState();
        flush(events);
        return new Result(outcome, message);
    }

    /** A parsed script line, kept beside the line as typed, which is what an {@code error} event shows. */
    private record ScriptCommand(Command command, String typed) {}

    /** The next command of the script, skipping blank lines and comments; syntax errors are logged. */
    private ScriptCommand nextCommand(Game game, CommandScript commands) {
        String line;
        while ((line = commands.nextLine()) != null) {
            try {
                Command c = parser.parse(line);
                if (c != null) return new ScriptCommand(c, CommandParser.typed(line));
            } catch (CommandSyntaxException e) {
                game.battle().emit(new ErrorEvent(line.trim(), e.getMessage()));
            }
        }
        return null;
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
