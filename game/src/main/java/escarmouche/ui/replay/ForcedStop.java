package escarmouche.ui.replay;

import escarmouche.engine.Game;
import escarmouche.rules.dice.ForcedDice;
import java.util.function.Function;

/**
 * How a replay says that the scenario's forced dice stopped its fight where the recording ends (a value that does not
 * fit the die it came up for), which is no problem of the recording: {@code said} words the die, placed in its scenario
 * by whoever can read that (the game's catalog, the command line), or, given null, a stop whose order the recording does
 * not keep; {@code marked} is whether the recording ends marked stopped, which says so when its inputs do not reach the
 * die (an earlier version did not keep the order the die stopped).
 */
public record ForcedStop(boolean marked, Function<ForcedDice.ForcedDieOutOfRange, String> said) {
    /** A replay that words no stop: a forced die that stops it is told as the problem it was. */
    public static final ForcedStop NONE = new ForcedStop(false, null);

    /**
     * What ends the log of {@code game} once {@link Game#replay} gave {@code misfit} (null when every input fitted): the
     * forced die that stopped it where the recording ends, or a recording marked stopped whose inputs leave the fight
     * under way (its last order not kept); null when neither, or when this words no stop.
     */
    public String after(Game game, String misfit) {
        if (said == null) return null;
        if (game.stoppedBy() != null) return said.apply(game.stoppedBy());
        return misfit == null && marked && !game.over() ? said.apply(null) : null;
    }
}
