package escarmouche.headless;

import escarmouche.engine.Game;
import escarmouche.engine.battle.LoggedEvent;
import escarmouche.eventlog.EventJson;
import java.util.List;

/**
 * How a headless run writes its events: the lines of each event as it comes, then any it held back to the
 * end (a text that joins the steps of one walk waits for the walk to end). The scenario format's event log,
 * JSON Lines, is {@link #json}; other forms are made for a game once it is set up, from its creatures.
 */
public interface EventLines {
    /** The lines {@code e} gives now, none while it is held back. */
    List<String> of(LoggedEvent e);

    /**
     * The lines held back, given now because a person is about to type the next command and must read them
     * first; what later joins them is written again whole.
     */
    default List<String> beforeInput() {
        return List.of();
    }

    /** The lines still held back once the run is over. */
    default List<String> end() {
        return List.of();
    }

    /** Makes the lines of one game's events, once the game is set up and before it starts. */
    interface Format {
        EventLines of(Game game);
    }

    /** The event log of the scenario format: one JSON object a line, each as it comes. */
    static Format json() {
        return game -> {
            EventJson json = new EventJson();
            return e -> List.of(json.line(e));
        };
    }

    /**
     * No lines at all: for a reader that wants only whether a recording plays ({@code ./play check}), which
     * wrote the whole log as JSON only to throw it away (megabytes for a recording of 20,000 inputs).
     */
    static Format none() {
        return game -> e -> List.of();
    }
}
