package escarmouche.ui.page;

import escarmouche.reference.RulesReference;
import escarmouche.ui.lang.ContentNames;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;

/** What a page may ask of the game around it: navigation, pacing, shared services. */
public interface App {
    void push(Page page);

    /** Closes the top page; the one below is told it is on top again. */
    void pop();

    /** {@link #pop}, then hands the page below a word from the one that closed ({@link Page#told}). */
    default void pop(String notice) {
        pop();
    }

    /** Back to the title screen, closing everything above it. */
    void home();

    /** Back to the list of encounters (over the title screen), to choose the next fight. */
    default void encounters() {
        home();
    }

    void quit();

    /** Whether a page is the one on top (shown and receiving keys). */
    boolean onTop(Page page);

    boolean quitting();

    /**
     * Shows the current state, then waits up to {@code millis} for a key; true when a key cut the wait short
     * (the key is consumed). With a pace of zero, returns false at once without drawing.
     */
    boolean pause(int millis);

    /**
     * {@link #pause}, except that while the terminal is too small to show the page (its notice is drawn instead),
     * the wait does not end by time: what plays by itself, a replay, holds its place behind the notice.
     */
    default boolean hold(int millis) {
        return pause(millis);
    }

    /** The key that cut the last {@link #pause} short, or null (none, or the session is ending). */
    default com.googlecode.lanterna.input.KeyStroke pausedBy() {
        return null;
    }

    Settings settings();

    /** Turns colour on or off for the rest of the session. */
    void setColour(boolean colour);

    boolean colour();

    /** OA-REACTION: whether the party takes every opportunity attack without being asked. */
    boolean alwaysStrike();

    /** Changes {@link #alwaysStrike()} for the rest of the session. */
    void setAlwaysStrike(boolean alwaysStrike);

    /** The wait after each of the AI's commands, in milliseconds (0: none): the settings' unless changed. */
    default int pace() {
        return settings().paceMillis();
    }

    /** Changes {@link #pace()} for the rest of the session. */
    default void setPace(int millis) {
        // Kept nowhere: the session keeps its settings' pace.
    }

    RulesReference reference();

    /** The screens' texts in the session's language. */
    default ScreenMessages messages() {
        return ScreenMessages.of(Language.EN);
    }

    /** Switches the session's language (the title screen's key); the choice is kept for the next session. */
    default void setLanguage(Language language) {}

    EncounterCatalog catalog();

    /** Where the party last taken into each encounter is kept (the party page opens on it). */
    PartyMemory parties();

    /**
     * Where what became of the builder's work, when a session ended under it (kept as a name, or why not),
     * waits for the next session's title screen to say it; {@link KeptDraft#NONE} once said.
     */
    default ChoiceMemory<KeptDraft> keptDrafts() {
        return ChoiceMemory.none();
    }

    /** Content names (encounters, classes, weapons ...) in the session's language, English where untranslated. */
    default ContentNames names() {
        return ContentNames.of(catalog().words(), messages().language());
    }

    /** Where this session's fights are recorded, continued and listed. */
    FightSaves saves();

    /** The other games on the same server, to watch; {@link LiveGames#NONE} on a local terminal. */
    default LiveGames live() {
        return LiveGames.NONE;
    }

    /**
     * Redraws soon without a key, from any thread (work finished in the background); never under the
     * caller's locks. Does nothing where the page is not shown on a terminal.
     */
    default void redrawSoon() {}

    /** The server's tables (a fight played by several players); {@link TableDesk#NONE} on a local terminal. */
    default TableDesk tables() {
        return TableDesk.NONE;
    }

    /** Records an unexpected error in the error log; returns a short sentence to show instead. */
    String report(Throwable error);
}
