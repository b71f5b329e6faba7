package escarmouche.ui.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.content.model.SpellDef;
import escarmouche.engine.preview.SpellPreviews;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.dice.DiceExpression;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The spell panel says a count of one in the singular: 1 temporary hit point (DMG-TEMP), 1 hit point healed on
 * average (DMG-HEAL), 1 dart (DMG-ROLL); French also 1,5 and 0, as it takes the singular below 2.
 */
class SpellPanelCountsTest {
    private static final String NB = "\u00a0";
    private static final FightTerms EN = new FightTerms(ScreenMessages.of(Language.EN));
    private static final FightTerms FR = new FightTerms(ScreenMessages.of(Language.FR));

    private static SpellDef spell(DiceExpression healing, int missiles, int tempHp) {
        return new SpellDef("boon", "Boon", 1, false, null, 0, 0, missiles > 0 ? DiceExpression.parse("1d4+1") : null,
                missiles > 0 ? DamageType.FORCE : null, healing, null, missiles, "", false, false, null, tempHp);
    }

    /** What the panel expects of one cast on one creature: {@code timesTen} tenths of hit points. */
    private static SpellPreviews.TargetOdds odds(int timesTen, boolean healing) {
        return new SpellPreviews.TargetOdds(null, true, null, 0, 0, 0, 0, timesTen, healing, timesTen, List.of(), null,
                0, List.of(), List.of(), 0, null, 0, 0, null);
    }

    private static String line(SpellDef spell, int timesTen, boolean healing, FightTerms w) {
        return SpellWords.targetOdds(spell, odds(timesTen, healing), 100, w, false).text();
    }

    @Test
    @DisplayName("DMG-TEMP: a spell granting 1 temporary hit point says 'hit point' ('1 PV temporaire'), 6 the plural")
    void DMG_TEMP_oneTemporaryHitPointOnThePanel() {
        SpellDef one = spell(null, 0, 1);
        assertEquals("100% to cast. Gives 1 temporary hit point.", line(one, 10, false, EN));
        assertEquals("1 temporary hit point", SpellWords.effect(one, odds(10, false), EN));
        assertEquals("100" + NB + "% de réussite. Donne 1 PV temporaire.", line(one, 10, false, FR));
        assertEquals("1 PV temporaire", SpellWords.effect(one, odds(10, false), FR));
        SpellDef six = spell(null, 0, 6);
        assertEquals("100% to cast. Gives 6 temporary hit points.", line(six, 60, false, EN));
        assertEquals("6 PV temporaires", SpellWords.effect(six, odds(60, false), FR));
    }

    @Test
    @DisplayName("DMG-HEAL: healing 1 on average is '1 hit point' ('1 point de vie'), 1.5 is plural in English only")
    void DMG_HEAL_oneHitPointHealedOnThePanel() {
        SpellDef heals = spell(DiceExpression.parse("1"), 0, 0);
        assertEquals("100% to cast. Heals 1 hit point on average.", line(heals, 10, true, EN));
        assertEquals("100" + NB + "% de réussite. Soigne 1 point de vie en moyenne.", line(heals, 10, true, FR));
        assertEquals("100% to cast. Heals 1.5 hit points on average.", line(heals, 15, true, EN));
        assertEquals("100" + NB + "% de réussite. Soigne 1,5 point de vie en moyenne.", line(heals, 15, true, FR));
        assertEquals("100" + NB + "% de réussite. Soigne 7 points de vie en moyenne.", line(heals, 70, true, FR));
    }

    @Test
    @DisplayName("DMG-ROLL: a spell of one sure dart says 'dart' ('projectile'), three the plural")
    void DMG_ROLL_oneDartOnThePanel() {
        SpellDef one = spell(null, 1, 0);
        assertEquals("1 sure dart, 3.5 damage", SpellWords.effect(one, odds(35, false), EN));
        assertEquals("1 projectile infaillible, 3,5 dégâts", SpellWords.effect(one, odds(35, false), FR));
        assertEquals("3 sure darts, 10.5 damage", SpellWords.effect(spell(null, 3, 0), odds(105, false), EN));
        assertEquals("3 projectiles infaillibles, 10,5 dégâts", SpellWords.effect(spell(null, 3, 0), odds(105, false), FR));
        assertEquals("100% to cast. 1 dart that never misses: 3.5 damage expected in all.",
                line(one, 35, false, EN).replaceFirst(" All told.*", ""));
        assertEquals("100" + NB + "% de réussite. 1 projectile qui ne rate jamais" + NB + ": 3,5 dégâts attendus en tout.",
                line(one, 35, false, FR).replaceFirst(" Au total.*", ""));
    }
}
