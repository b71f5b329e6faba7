package escarmouche.ui.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.content.model.SpellDef;
import escarmouche.engine.preview.D20Preview;
import escarmouche.engine.preview.SpellPreviews;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.rules.core.Advantage;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.dice.DiceExpression;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * What the spell panel says of a spell that only lays a condition (hold person: a Wis save or paralyzed,
 * COND-PARALYZED): its odds agree with the target's gender, and aimed at the caster's side it warns of the
 * condition, not of a wound it does not deal.
 */
class HoldPersonWordsTest {
    private static final String NB = "\u00a0";
    private static final FightTerms EN = new FightTerms(ScreenMessages.of(Language.EN));
    private static final FightTerms FR = new FightTerms(ScreenMessages.of(Language.FR));
    private static final SpellDef HOLD = new SpellDef("hold-person", "Hold person", 2, false, "wis", 0, 12, null, null,
            null, "paralyzed", 0, "", false, false, "humanoid", 0, true, 10);
    private static final SpellDef BOLT = new SpellDef("fire-bolt", "Fire bolt", 0, true, null, 0, 24,
            DiceExpression.parse("2d10"), DamageType.FIRE, null, null, 0, "", false, false);

    /** A target that saves 40% of the time against DC 13, its d20 with nothing added. */
    private static SpellPreviews.TargetOdds saves40() {
        return new SpellPreviews.TargetOdds(null, false, null, 0, 0, 13, 40, 0, false, 0, List.of(),
                new D20Preview(List.of(), Advantage.NONE.id(), List.of()), 0, List.of(), List.of(), 0, null, 0, 0, null);
    }

    private static String odds(FightTerms w, boolean feminine) {
        return SpellWords.targetOdds(HOLD, saves40(), 85, w, feminine).text();
    }

    @Test
    @DisplayName("COND-PARALYZED: the odds of hold person on a feminine target say 'paralysée sur un échec', as the"
            + " sentence after them says 'la laisse paralysée'; a masculine one 'paralysé' both times")
    void COND_PARALYZED_oddsAgreeWithTheTarget() {
        assertEquals("85" + NB + "% de réussite. Sauvegarde de Sag DD 13, son d20 +0" + NB + ": elle la réussit 40" + NB
                + "% du temps" + NB + "; paralysée sur un échec. Au total, 51" + NB
                + "% de chances que ce sort la laisse paralysée.", odds(FR, true));
        assertEquals("85" + NB + "% de réussite. Sauvegarde de Sag DD 13, son d20 +0" + NB + ": il la réussit 40" + NB
                + "% du temps" + NB + "; paralysé sur un échec. Au total, 51" + NB
                + "% de chances que ce sort le laisse paralysé.", odds(FR, false));
        assertEquals("85% to cast. Wis save DC 13, its d20 +0: it saves 40% of the time; paralyzed on a failed save."
                + " All told, 51% that this cast leaves it paralyzed.", odds(EN, true));
    }

    @Test
    @DisplayName("COND-PARALYZED: the odds of hold person on a hero say in English 'their d20', 'they save' and"
            + " 'leaves them', as the game speaks of heroes; a monster stays 'it', French agrees by gender alone")
    void COND_PARALYZED_oddsOnAHeroSayThey() {
        assertEquals("85% to cast. Wis save DC 13, their d20 +0: they save 40% of the time; paralyzed on a failed save."
                + " All told, 51% that this cast leaves them paralyzed.",
                SpellWords.targetOdds(HOLD, saves40(), 85, EN, false, true).text());
        assertEquals("85% to cast. Wis save DC 13, its d20 +0: it saves 40% of the time; paralyzed on a failed save."
                + " All told, 51% that this cast leaves it paralyzed.",
                SpellWords.targetOdds(HOLD, saves40(), 85, EN, false, false).text());
        assertEquals("85" + NB + "% de réussite. Sauvegarde de Sag DD 13, son d20 +0" + NB + ": elle la réussit 40" + NB
                + "% du temps" + NB + "; paralysée sur un échec. Au total, 51" + NB
                + "% de chances que ce sort la laisse paralysée.",
                SpellWords.targetOdds(HOLD, saves40(), 85, FR, true, true).text());
    }

    @Test
    @DisplayName("COND-PARALYZED: hold person aimed at an ally warns it would leave them paralyzed ('une alliée"
            + " paralysée'), not that it would hurt them; a damaging spell still would hurt an ally")
    void COND_PARALYZED_allyWarningSaysTheCondition() {
        assertEquals("Ysolde is on your side: this spell would leave an ally paralyzed.",
                SpellWords.harmsOwnSide(HOLD, false, "Ysolde", true, EN));
        assertEquals("Ysolde est de votre côté" + NB + ": ce sort laisserait une alliée paralysée.",
                SpellWords.harmsOwnSide(HOLD, false, "Ysolde", true, FR));
        assertEquals("Aldric est de votre côté" + NB + ": ce sort laisserait un allié paralysé.",
                SpellWords.harmsOwnSide(HOLD, false, "Aldric", false, FR));
        assertEquals("This spell would leave you paralyzed.", SpellWords.harmsOwnSide(HOLD, true, "", false, EN));
        assertEquals("Ce sort vous laisserait paralysée.", SpellWords.harmsOwnSide(HOLD, true, "", true, FR));
        assertEquals("Ysolde is on your side: this spell would hurt an ally.",
                SpellWords.harmsOwnSide(BOLT, false, "Ysolde", true, EN));
        assertEquals("Ysolde est de votre côté" + NB + ": ce sort blesserait un allié.",
                SpellWords.harmsOwnSide(BOLT, false, "Ysolde", true, FR));
        assertEquals("This spell would hurt you.", SpellWords.harmsOwnSide(BOLT, true, "", false, EN));
    }
}
