package escarmouche.ui.page;

/**
 * The port through which the encounter lists get each fight's odds: many simulated fights, worked out away
 * from the screen (the launcher runs them on a small shared pool and keeps what it found). A page opens one
 * {@link OddsWatch} for what it shows and closes it when it is left.
 */
public interface EncounterOdds {
    /** No odds: a catalog built in code, or a game that offers none. */
    EncounterOdds NONE = changed -> OddsWatch.NONE;

    /**
     * A page's interest in some odds.
     *
     * @param changed called (from a worker thread, never under the caller's locks) when odds this watch
     *                asked for moved on: more fights done, or the figures ready
     */
    OddsWatch watch(Runnable changed);
}
