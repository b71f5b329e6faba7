package escarmouche.ui.menu;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.engine.Standpoint;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.save.SaveFolder;
import escarmouche.ui.page.FightSaves.Past;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The record over a player's kept fights, on the right of Past fights' title bar. */
class PastFightsTallyTest {
    private static Past fight(String result, boolean finished, String problem) {
        return new Past("k", "2026-11-25 08:47", "The ford", result, 12, finished, problem);
    }

    @Test
    @DisplayName("Past fights count what was won and lost, and name the other kinds only when there are some")
    void tally() {
        ScreenMessages en = ScreenMessages.of(Language.EN);
        assertEquals("", PastFightsPage.tally(en, List.of()));
        assertEquals("1 fight · 1 won · 0 lost", PastFightsPage.tally(en, List.of(fight("party", true, null))));
        List<Past> mixed = List.of(fight("party", true, null), fight("monsters", true, null), fight("monsters", true, null),
                fight("none", true, null), fight(null, false, null), fight(null, false, "not JSON"));
        assertEquals("6 fights · 1 won · 2 lost · 1 with no winner · 1 unfinished · 1 damaged",
                PastFightsPage.tally(en, mixed));
        assertEquals("6 combats · 1 gagné · 2 perdus · 1 sans vainqueur · 1 inachevé · 1 abîmé",
                PastFightsPage.tally(ScreenMessages.of(Language.FR), mixed));
        List<Past> full = java.util.Collections.nCopies(SaveFolder.LISTED, fight("party", true, null));
        assertEquals(SaveFolder.LISTED, PastFightsPage.LISTED, "the page knows the saves' bound");
        assertEquals("the newest 40 · 40 won · 0 lost", PastFightsPage.tally(en, full), "older fights may be left out");
    }

    /** A finished fight of anne's table, played from {@code side}. */
    private static Past played(String result, Standpoint side) {
        return new Past("k", "2026-12-07 10:26", "Goblins at the ford", result, 25, true, null, Map.of(), 11, "anne", side);
    }

    @Test
    @DisplayName("Past fights say won or lost from the side each fight was played from, as its end page did: the party's"
            + " win is a defeat of the player who held only goblins, the monsters' win their victory; a table's game"
            + " master, the referee, reads the winner named and counts the fight as refereed, in English and in French")
    void fromThePlayersSide() {
        ScreenMessages en = ScreenMessages.of(Language.EN);
        ScreenMessages fr = ScreenMessages.of(Language.FR);
        assertEquals("lost", PastFightsPage.state(en, played("party", Standpoint.MONSTERS)));
        assertEquals("won", PastFightsPage.state(en, played("monsters", Standpoint.MONSTERS)));
        assertEquals("no winner", PastFightsPage.state(en, played("none", Standpoint.MONSTERS)));
        assertEquals("won", PastFightsPage.state(en, played("party", Standpoint.PARTY)));
        assertEquals("refereed: the party won", PastFightsPage.state(en, played("party", Standpoint.REFEREE)));
        assertEquals("refereed: the monsters won", PastFightsPage.state(en, played("monsters", Standpoint.REFEREE)));
        assertEquals("refereed: no winner", PastFightsPage.state(en, played("none", Standpoint.REFEREE)));
        assertEquals("perdu", PastFightsPage.state(fr, played("party", Standpoint.MONSTERS)));
        assertEquals("gagné", PastFightsPage.state(fr, played("monsters", Standpoint.MONSTERS)));
        assertEquals("arbitré\u00a0: le groupe l'a emporté", PastFightsPage.state(fr, played("party", Standpoint.REFEREE)));
        assertEquals("arbitré\u00a0: les monstres l'ont emporté", PastFightsPage.state(fr, played("monsters", Standpoint.REFEREE)));
        assertEquals("arbitré\u00a0: sans vainqueur", PastFightsPage.state(fr, played("none", Standpoint.REFEREE)));

        // Goblin 1's player: two table fights the party won, both defeats of theirs.
        List<Past> goblins = List.of(played("party", Standpoint.MONSTERS), played("party", Standpoint.MONSTERS));
        assertEquals("2 fights · 0 won · 2 lost", PastFightsPage.tally(en, goblins));
        assertEquals("2 combats · 0 gagné · 2 perdus", PastFightsPage.tally(fr, goblins));
        // The game master's: nobody's win nor defeat; an unfinished fight of theirs is unfinished as any other.
        Past unfinished = new Past("u", "2026-12-07 10:32", "Goblins at the ford", null, 3, false, null, Map.of(), 1,
                "anne", Standpoint.REFEREE);
        assertEquals("unfinished, round 1", PastFightsPage.state(en, unfinished));
        List<Past> gm = List.of(played("party", Standpoint.REFEREE), played("monsters", Standpoint.REFEREE),
                played("none", Standpoint.REFEREE), unfinished, played("party", Standpoint.PARTY),
                played("monsters", Standpoint.MONSTERS));
        assertEquals("6 fights · 2 won · 0 lost · 3 refereed · 1 unfinished", PastFightsPage.tally(en, gm));
        assertEquals("6 combats · 2 gagnés · 0 perdu · 3 arbitrés · 1 inachevé", PastFightsPage.tally(fr, gm));
        assertEquals("1 fight · 0 won · 0 lost · 1 refereed", PastFightsPage.tally(en, List.of(played("party",
                Standpoint.REFEREE))));
    }

    @Test
    @DisplayName("A kept fight that does not say its side (every recording made before it was kept) is the party's, as"
            + " Past fights always read it")
    void oldRecordingsAreTheParty() {
        Past old = new Past("k", "2026-12-07 10:26", "Goblins at the ford", "party", 25, true, null, Map.of(), 11, "anne");
        assertEquals(Standpoint.PARTY, old.playedAs());
        assertEquals(Standpoint.PARTY, played("party", null).playedAs());
        assertEquals("won", PastFightsPage.state(ScreenMessages.of(Language.EN), old));
    }
}
