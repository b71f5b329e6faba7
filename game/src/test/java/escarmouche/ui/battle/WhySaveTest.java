package escarmouche.ui.battle;

import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.reference.RulesReference;
import escarmouche.testing.TestScenario;
import escarmouche.ui.log.MessageLog;
import escarmouche.ui.page.Line;
import java.util.Locale;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * "Why?" on a saving throw explains the save itself before the rules it decides: the catalogue has no rule of its
 * own for a save (5e's), and the line names DMG-ROLL, the damage it avoids, which alone would explain the damage.
 */
class WhySaveTest {
    private static ScreenFight sacredFlame() {
        ScreenFight fight = new ScreenFight(TestScenario.map("##########", "#........#", "##########")
                .with("priest", "party", 1, 1, c -> c.caster("cleric", "sacred-flame").scores(10, 10, 12, 10, 16, 10)
                        .slots(2).hp(20))
                .with("gob", "monsters", 4, 1, c -> c.hp(30).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("priest", "gob").build(), 7, null);
        fight.start();
        fight.game().advance();
        fight.game().submitLine("cast sacred-flame gob");
        return fight;
    }

    private static MessageLog.Entry saveLine(ScreenFight fight) {
        return fight.log().entries().stream().filter(e -> e.text().contains("save against")).findFirst()
                .orElseThrow(() -> new AssertionError(fight.log().entries().toString()));
    }

    private static String said(java.util.List<Line> lines) {
        return lines.stream().map(Line::text).collect(Collectors.joining("\n"));
    }

    @Test
    @DisplayName("DMG-ROLL: why? on a spell's save says what the save is (d20 + the ability, against the caster's DC),"
            + " then the rule it decides, in English and in French")
    void DMG_ROLL_whyOnASaveExplainsTheSave() {
        ScreenFight fight = sacredFlame();
        MessageLog.Entry save = saveLine(fight);
        String en = said(new Why(RulesReference.load()).lines(save, fight));
        assertTrue(en.contains("\n\nSaving throw (5e): d20 + the ability's modifier, + the proficiency bonus when proficient"
                + " in that save, against a DC; a spell's DC is 8 + its caster's proficiency bonus + casting modifier."), en);
        assertTrue(en.contains("DMG-ROLL · "), en);
        String fr = said(new Why(RulesReference.load().in(Locale.FRENCH), ScreenMessages.of(Language.FR)).lines(save, fight));
        assertTrue(fr.contains("Jet de sauvegarde (5e)\u00a0: d20 + le modificateur de la caractéristique"), fr);
    }
}
