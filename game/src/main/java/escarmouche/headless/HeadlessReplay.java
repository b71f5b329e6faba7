package escarmouche.headless;

import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.engine.ReplayCheck;
import escarmouche.engine.control.Controller;
import escarmouche.engine.control.PlayerInput;
import escarmouche.engine.movement.ReactionChoice;
import escarmouche.rules.dice.ForcedDice;
import java.util.List;
import java.util.function.IntUnaryOperator;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code ./play run RECORDING}: plays a recording's inputs again ({@link Game#replay}) and gives the event
 * log {@code ./play run} would write for the same fight, ending with a {@code state} event. The whole log
 * is built before anything is written, so that a recording that does not fit its scenario writes nothing.
 */
public final class HeadlessReplay {
    private static final Pattern INPUT = Pattern.compile("^input (\\d+)");

    /**
     * The log (JSON Lines unless another format was asked), or null with {@code problem} saying why the
     * recording does not fit.
     */
    public record Result(String log, String problem, Stop stop) {
        public Result(String log, String problem) {
            this(log, problem, null);
        }
    }

    /**
     * A fight the scenario's forced dice stopped where its recording ends: a value that does not fit the die it came up
     * for ({@code die}), or null when the recording is marked stopped but the order that met that die is not in it (an
     * earlier version did not keep it). Not a problem of the recording: it ends where its fight did.
     */
    public record Stop(ForcedDice.ForcedDieOutOfRange die) {}

    /**
     * @param name how messages name the recording file; an input's line in it is its number plus one
     *             (the header is line 1)
     */
    public Result run(Scenario scenario, long seed, List<PlayerInput> inputs, String name) {
        return run(scenario, seed, inputs, name, EventLines.json());
    }

    /** {@link #run(Scenario, long, List, String)} with the log written in {@code format}. */
    public Result run(Scenario scenario, long seed, List<PlayerInput> inputs, String name, EventLines.Format format) {
        return run(scenario, seed, inputs, null, name, format);
    }

    /**
     * The same for a recording whose last line says how its fight ended ({@code result}, null when it has none):
     * inputs that end it otherwise do not fit.
     */
    public Result run(Scenario scenario, long seed, List<PlayerInput> inputs, String result, String name,
                      EventLines.Format format) {
        return run(scenario, seed, inputs, result, name, NO_KEYFRAMES, format);
    }

    /** A recording without keyframes: input {@code n} is on line {@code n + 1}, under the header. */
    public static final IntUnaryOperator NO_KEYFRAMES = n -> n + 1;

    /**
     * The same for a recording whose file holds keyframes between its inputs: {@code lines} gives the file line of
     * each input (counted from 1), which its problem names.
     */
    public Result run(Scenario scenario, long seed, List<PlayerInput> inputs, String result, String name,
                      IntUnaryOperator lines, EventLines.Format format) {
        return run(scenario, seed, inputs, result, name, lines, format, ReplayCheck.NONE);
    }

    /**
     * The same, checking on the way what the file says besides its inputs ({@code check}: a save's keyframes); a
     * file that disagrees with its replay writes nothing either, its problem naming the file and the line.
     */
    public Result run(Scenario scenario, long seed, List<PlayerInput> inputs, String result, String name,
                      IntUnaryOperator lines, EventLines.Format format, ReplayCheck check) {
        StringBuilder log = new StringBuilder();
        Game game = Game.of(scenario, seed);
        Supplier<String> checked = check.watch(game);
        EventLines said = format.of(game);
        game.battle().log().listen(e -> {
            for (String line : said.of(e)) log.append(line).append('\n');
        });
        // After the last input nobody answers for the players: the log stops where the recording did. A forced die of
        // the scenario that does not fit its die stops the replay where it stopped the fight: after the last input,
        // that is where the recording ends, as a fight left unfinished; before it, the recording does not fit.
        String problem = game.replay(inputs, Controller.submitted((r, q) -> ReactionChoice.ASK));
        ForcedDice.ForcedDieOutOfRange die = game.stoppedBy();
        if (problem != null && die == null) return new Result(null, located(name, problem, lines));
        String disagreement = checked.get();
        if (disagreement != null) return new Result(null, disagreement);
        // The result line follows the last input, as input n + 1 would.
        String resultLine = name + ":" + lines.applyAsInt(inputs.size() + 1) + ": ";
        Stop stop = null;
        if (die != null) {
            if (result != null && !result.equals(Game.STOPPED)) {
                // Said as for any result line its inputs do not reach: the die leaves the fight under way.
                return new Result(null, resultLine + "its result line says \"" + result
                        + "\", but its inputs leave the fight under way");
            }
            stop = new Stop(die);
        } else {
            String misfit = game.misfitResult(result);
            if (misfit != null) return new Result(null, resultLine + misfit);
            if (Game.STOPPED.equals(result)) stop = new Stop(null);
        }
        game.emitState();
        for (String line : said.end()) log.append(line).append('\n');
        return new Result(log.toString(), null, stop);
    }

    /** "input 4 ..." becomes "FILE:5: input 4 ...", the line where input 4 is written in a file without keyframes. */
    public static String located(String name, String problem) {
        return located(name, problem, NO_KEYFRAMES);
    }

    /** "input 4 ..." becomes "FILE:LINE: input 4 ...", {@code lines} giving the file line of each input. */
    public static String located(String name, String problem, IntUnaryOperator lines) {
        Matcher m = INPUT.matcher(problem);
        if (m.find()) return name + ":" + lines.applyAsInt(Integer.parseInt(m.group(1))) + ": " + problem
                + " (the recording does not fit its scenario and seed)";
        return name + ": " + problem + " (the recording does not fit its scenario and seed)";
    }
}
