package escarmouche.ui.watch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What another game is doing, put into each watcher's language from the one English form every game sends. */
class DoingWordsTest {
    private static final ScreenMessages EN = ScreenMessages.of(Language.EN);
    private static final ScreenMessages FR = ScreenMessages.of(Language.FR);

    @Test
    @DisplayName("Each known form in English and French; an unknown one as it came")
    void forms() {
        assertEquals("fight The duel round 3", DoingWords.of("fight The duel round 3", EN));
        assertEquals("The duel, round 3", DoingWords.of("fight The duel round 3", FR));
        assertEquals("watching a replay of The duel", DoingWords.of("replay The duel", EN));
        assertEquals("revoit The duel", DoingWords.of("replay The duel", FR));
        assertEquals("regarde anne", DoingWords.of("watching anne", FR));
        assertEquals("écran d'accueil", DoingWords.of("title screen", FR));
        assertEquals("juggling", DoingWords.of("juggling", FR));
    }
}
