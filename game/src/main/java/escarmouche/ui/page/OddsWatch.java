package escarmouche.ui.page;

import escarmouche.content.model.EncounterInfo;

/**
 * One page's view of the odds: asking for an encounter's odds registers the page's interest in them, and
 * closing the watch withdraws it, so work nobody looks at any more stops.
 */
public interface OddsWatch {
    /** The watch of a game without odds: always {@link OddsState.Off}. */
    OddsWatch NONE = new OddsWatch() {
        @Override
        public OddsState odds(EncounterInfo encounter, String rules) {
            return new OddsState.Off();
        }

        @Override
        public void focus(EncounterInfo encounter, String rules) {}

        @Override
        public void pause(boolean paused) {}

        @Override
        public void close() {}
    };

    /**
     * The odds as they stand, asking for them if nobody has yet.
     *
     * @param rules {@code house} or {@code dd5}, or null for the rules the encounter names
     */
    OddsState odds(EncounterInfo encounter, String rules);

    /** Puts these odds before any others still waiting (the encounter the player is looking at). */
    void focus(EncounterInfo encounter, String rules);

    /**
     * The odds of the encounter as {@code opened}: with the party the player chose, or as the builder's draft
     * stands. Asks for them (before any other) if nobody has yet; one watch wants only the latest text it
     * asked for. Who plays whom does not change them: the odds put every creature on the AI. Off for a game
     * without odds and for a scenario built in code, which has no text to simulate.
     */
    default OddsState oddsOf(EncounterInfo encounter, EncounterCatalog.Opened opened) {
        return new OddsState.Off();
    }

    /**
     * The odds of the encounter written in {@code text} (a party chosen on the party screen) under
     * {@code rules}, as {@link #odds(EncounterInfo, String)} gives the listed encounter's: every set a page
     * asks for is wanted until the page is left. A null text is the listed encounter itself.
     */
    default OddsState odds(EncounterInfo encounter, String text, String rules) {
        return text == null ? odds(encounter, rules) : new OddsState.Off();
    }

    /** Puts the odds of {@link #odds(EncounterInfo, String, String)} before any others still waiting. */
    default void focus(EncounterInfo encounter, String text, String rules) {
        if (text == null) focus(encounter, rules);
    }

    /** A page covered by another one no longer wants its odds worked out; uncovered, it wants them again. */
    void pause(boolean paused);

    /** The page is gone: what only it wanted stops. Safe to call twice. */
    void close();
}
