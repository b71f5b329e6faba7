package escarmouche.ui.watch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.page.Doing;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What another game is doing, said in each watcher's language from the one value every game sends. */
class DoingWordsTest {
    private static final ScreenMessages EN = ScreenMessages.of(Language.EN);
    private static final ScreenMessages FR = ScreenMessages.of(Language.FR);
    private static final Doing.EncounterName DUEL = new Doing.EncounterName(
            Map.of(Language.EN, "The duel", Language.FR, "Le duel"));

    @Test
    @DisplayName("Each kind in English and French, an encounter by its name in the watcher's language")
    void forms() {
        assertEquals("The duel, round 3", DoingWords.of(new Doing.Fighting(DUEL, 3), EN));
        assertEquals("Le duel, round 3", DoingWords.of(new Doing.Fighting(DUEL, 3), FR));
        assertEquals("Le duel, fini", DoingWords.of(new Doing.FightOver(DUEL), FR));
        assertEquals("watching a replay of The duel", DoingWords.of(new Doing.Replaying(DUEL), EN));
        assertEquals("revoit Le duel", DoingWords.of(new Doing.Replaying(DUEL), FR));
        assertEquals("regarde anne", DoingWords.of(new Doing.Watching("anne"), FR));
        assertEquals("seating at anne's table", DoingWords.of(new Doing.Seating("anne"), EN));
        assertEquals("placement à la table d'anne", DoingWords.of(new Doing.Seating("anne"), FR));
        assertEquals("écran d'accueil", DoingWords.of(Doing.TITLE, FR));
        assertEquals("dans les menus", DoingWords.of(Doing.MENUS, FR));
        assertEquals("choisit une partie à regarder", DoingWords.of(Doing.CHOOSING, FR));
        assertEquals("building an encounter", DoingWords.of(Doing.BUILDING, EN));
        assertEquals("crée une rencontre", DoingWords.of(Doing.BUILDING, FR));
    }
}
