package escarmouche.ui.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.engine.Standpoint;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The fight report's result, told from its reader's side as the end page tells it. */
class ReportResultWordsTest {
    private static String said(ScreenMessages m, String winner, Standpoint from) {
        return m.text(FightReport.result(winner, from));
    }

    @Test
    @DisplayName("The report's result is the end page's verdict: the party's side, the monsters' (their win a victory, the"
            + " party's a defeat) or the referee's (the winner named), in English and in French")
    void resultFromEachSide() {
        ScreenMessages en = ScreenMessages.of(Language.EN);
        ScreenMessages fr = ScreenMessages.of(Language.FR);
        assertEquals("victory (the party holds the field)", said(en, "party", Standpoint.PARTY));
        assertEquals("defeat (the monsters win)", said(en, "monsters", Standpoint.PARTY));
        assertEquals("defeat (the party holds the field)", said(en, "party", Standpoint.MONSTERS));
        assertEquals("victory (the monsters win)", said(en, "monsters", Standpoint.MONSTERS));
        assertEquals("the party wins (it holds the field)", said(en, "party", Standpoint.REFEREE));
        assertEquals("the monsters win", said(en, "monsters", Standpoint.REFEREE));
        assertEquals("nobody wins", said(en, "none", Standpoint.REFEREE));
        assertEquals("nobody wins", said(en, "none", Standpoint.MONSTERS));
        assertEquals("victoire (le groupe tient le terrain)", said(fr, "party", Standpoint.PARTY));
        assertEquals("défaite (les monstres l'emportent)", said(fr, "monsters", Standpoint.PARTY));
        assertEquals("défaite (le groupe tient le terrain)", said(fr, "party", Standpoint.MONSTERS));
        assertEquals("victoire (les monstres l'emportent)", said(fr, "monsters", Standpoint.MONSTERS));
        assertEquals("le groupe l'emporte (il tient le terrain)", said(fr, "party", Standpoint.REFEREE));
        assertEquals("les monstres l'emportent", said(fr, "monsters", Standpoint.REFEREE));
        assertEquals("personne ne l'emporte", said(fr, "none", Standpoint.PARTY));
    }

    @Test
    @DisplayName("A side that named itself (bandits) is named in the report's result as on the end page, from each side,"
            + " in English and in French; the party's win and a plain monsters' win keep their words")
    void aNamedSideIsNamed() {
        ScreenMessages en = ScreenMessages.of(Language.EN);
        ScreenMessages fr = ScreenMessages.of(Language.FR);
        String bandits = "no enemy of the bandits is left standing";
        assertEquals("defeat (the bandits win)", FightReport.result("monsters", bandits, Standpoint.PARTY, en));
        assertEquals("victory (the bandits win)", FightReport.result("monsters", bandits, Standpoint.MONSTERS, en));
        assertEquals("the bandits win", FightReport.result("monsters", bandits, Standpoint.REFEREE, en));
        assertEquals("défaite (les bandits l'emportent)", FightReport.result("monsters", bandits, Standpoint.PARTY, fr));
        assertEquals("victoire (les bandits l'emportent)", FightReport.result("monsters", bandits, Standpoint.MONSTERS, fr));
        assertEquals("les bandits l'emportent", FightReport.result("monsters", bandits, Standpoint.REFEREE, fr));
        assertEquals("victory (the monsters win)", FightReport.result("monsters",
                "no enemy of the monsters is left standing", Standpoint.MONSTERS, en));
        assertEquals("victory (the party holds the field)", FightReport.result("party",
                "no enemy of the party is left standing", Standpoint.PARTY, en));
    }
}
