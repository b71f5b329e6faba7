package escarmouche.ui.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.content.load.Content;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.testing.RealContent;
import escarmouche.ui.page.OddsState;
import escarmouche.ui.page.OddsWords;
import escarmouche.ui.lang.ContentNames;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** French agrees a word with 0 and 1 in the singular: the damage a weapon deals, what a net still needs. */
class FrenchCountsTest {
    private static final String NB = "\u00a0";
    private static final ScreenMessages FR = ScreenMessages.of(Language.FR);

    private static String weapon(String id) {
        Content content = RealContent.content();
        return BattleWords.weapon(content.weapon(id), new FightTerms(FR), ContentNames.of(content.words(), Language.FR));
    }

    @Test
    @DisplayName("COND-RESTRAINED, ATK-UNARMED: a net's 0 and an unarmed strike's 1 are 'contondant' in the singular; a mace's 1d6 stays plural")
    void COND_RESTRAINED_weaponDamageAgreesInFrench() {
        assertEquals("filet 0 contondant, portée 1/3", weapon("net"));
        assertEquals("mains nues 1 contondant", weapon("unarmed"));
        assertEquals("masse d'armes 1d6 contondants", weapon("mace"));
    }

    @Test
    @DisplayName("DMG-TEMP: one temporary hit point left beside the hit points is 'temporaire' in the singular")
    void DMG_TEMP_oneTemporaryHitPointLeftInFrench() {
        assertEquals(" +1 temporaire", new FightTerms(FR).temporary(1));
        assertEquals(" +6 temporaires", new FightTerms(FR).temporary(6));
        assertEquals(" +1 temporary", new FightTerms(ScreenMessages.of(Language.EN)).temporary(1));
    }

    @Test
    @DisplayName("COND-RESTRAINED: cutting a net that needs 1 more says 'le point qu'il faut', 2 or more 'les 2 qu'il faut'")
    void COND_RESTRAINED_cutOddsAgreeInFrench() {
        assertEquals("Hero" + NB + ": trancher le filet (épée longue), 60" + NB + "% de chances de toucher la CA 10 (d20 9+),"
                + " puis 100" + NB + "% qu'un coup inflige le point qu'il faut",
                FR.text("battle.escape.net.cut.item", "Hero", 60, 10, "9+", "épée longue", 100, 1));
        assertEquals("Hero" + NB + ": trancher le filet (épée longue), 60" + NB + "% de chances de toucher la CA 10 (d20 9+),"
                + " puis 50" + NB + "% qu'un coup inflige les 5 qu'il faut",
                FR.text("battle.escape.net.cut.item", "Hero", 60, 10, "9+", "épée longue", 50, 5));
    }
    @Test
    @DisplayName("HP-DYING: a dying ally at -1 or 0 hit points is 'à -1 point de vie' in French, 'at -1 hit point' and"
            + " 'at 0 hit points' in English; -2 is plural in both")
    void HP_DYING_firstAidCountsAgree() {
        FightTerms fr = new FightTerms(FR);
        FightTerms en = new FightTerms(ScreenMessages.of(Language.EN));
        assertEquals("Ysolde est mourante, à -1 point de vie" + NB + ": à la fin de chacun de ses tours, un jet la"
                + " stabilise ou lui fait perdre 1 de plus [HP-DYING].", fr.counted("aid.text", true, -1, "Ysolde", -1));
        assertEquals("Bruni est mourant, à 0 point de vie" + NB + ": à la fin de chacun de ses tours, un jet le"
                + " stabilise ou lui fait perdre 1 de plus [HP-DYING].", fr.counted("aid.text", false, 0, "Bruni", 0));
        assertEquals("Bruni (-2 points de vie)" + NB + ": 45" + NB + "%", fr.counted("aid.item", false, -2, "Bruni", -2, 45));
        assertEquals("Bruni (0 point de vie)" + NB + ": 45" + NB + "%", fr.counted("aid.item", false, 0, "Bruni", 0, 45));
        assertEquals("Bruni is dying, at -1 hit point: at the end of each of its turns it rolls to become stable or"
                + " loses 1 more [HP-DYING].", en.counted("aid.text", false, -1, "Bruni", -1));
        assertEquals("Bruni (0 hit points): 45%", en.counted("aid.item", false, 0, "Bruni", 0, 45));
        assertEquals("Bruni (-3 hit points): 45%", en.counted("aid.item", false, -3, "Bruni", -3, 45));
    }

    @Test
    @DisplayName("DMG-HEAL: a creature that lacks 1 hit point is told so in the singular, in French and in English")
    void DMG_HEAL_oneHitPointLacking() {
        assertEquals("Il manque 1 point de vie à Bruni" + NB + ": les soins au-delà sont perdus [DMG-HEAL].",
                new FightTerms(FR).counted("heal.room", false, 1, "Bruni", 1));
        assertEquals("Il manque 4 points de vie à Bruni" + NB + ": les soins au-delà sont perdus [DMG-HEAL].",
                new FightTerms(FR).counted("heal.room", false, 4, "Bruni", 4));
        assertEquals("Bruni lacks 1 hit point: healing beyond that is lost [DMG-HEAL].",
                new FightTerms(ScreenMessages.of(Language.EN)).counted("heal.room", false, 1, "Bruni", 1));
    }

    @Test
    @DisplayName("The log search's heading: French '0 ligne', '1 ligne', '2 lignes'; English '0 lines', '1 line'")
    void logSearchCountsAgree() {
        assertEquals("Journal 0 ligne avec «" + NB + "zzz" + NB + "»", FR.text("log.mode.found", "Journal", "0", "zzz", 0));
        assertEquals("Journal 1 ligne avec «" + NB + "zzz" + NB + "»", FR.text("log.mode.found", "Journal", "1", "zzz", 1));
        assertEquals("Journal 1200 lignes avec «" + NB + "zzz" + NB + "»",
                FR.text("log.mode.found", "Journal", "1200", "zzz", 1200));
        ScreenMessages en = ScreenMessages.of(Language.EN);
        assertEquals("Log 0 lines with “zzz”", en.text("log.mode.found", "Log", "0", "zzz", 0));
        assertEquals("Log 1 line with “zzz”", en.text("log.mode.found", "Log", "1", "zzz", 1));
    }

    @Test
    @DisplayName("The odds being worked out: 'simulation 0 combat sur 200', '1 combat', '2 combats' in French")
    void oddsRunningCountsAgree() {
        assertEquals("Chances (règles maison)" + NB + ": simulation ░░░░░░░░░░ 0 combat sur 200",
                OddsWords.summary(FR, new OddsState.Running("house", 0, 200)));
        assertEquals("Chances (règles maison)" + NB + ": simulation ░░░░░░░░░░ 1 combat sur 200",
                OddsWords.summary(FR, new OddsState.Running("house", 1, 200)));
        assertEquals("Chances (règles maison)" + NB + ": simulation █░░░░░░░░░ 1" + "\u202f" + "200 combats sur 10" + "\u202f"
                + "000", OddsWords.summary(FR, new OddsState.Running("house", 1200, 10000)));
        assertEquals("Chances (maison)" + NB + ": en pause à 1 combat sur 200 pendant que vous modifiez" + NB
                + "; elles reprennent dès le retour sur la carte.", FR.text("build.odds.paused.part", "maison", 1, 200));
    }
}
