package escarmouche.ui.battle;

import static escarmouche.ui.battle.Blows.blow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.testing.Scripts;
import escarmouche.ui.page.Line;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Names too long for a column in the report and on the end page: twelve giant bats in French are twelve names, each
 * with its number and label ("Chauve-souris géante 10 (b0)"), never twelve alike "Chauve-souris géa…".
 */
class LabelledNamesOnPaperTest {
    /** Aldric and a long-named hero against twelve giant bats, b1 to b12. */
    private static String bats() {
        StringBuilder bats = new StringBuilder();
        for (int i = 1; i <= 12; i++) {
            bats.append(String.format(", {\"id\": \"b%d\", \"template\": \"giant-bat\", \"side\": \"monsters\", \"at\": [%d, %d]}",
                    i, 6 + 2 * ((i - 1) % 6), 1 + 2 * ((i - 1) / 6)));
        }
        return "{\"format\": 1, \"name\": \"Bats\", \"map\": {\"rows\": [\"####################\","
                + " \"#..................#\", \"#..................#\", \"#..................#\", \"#..................#\","
                + " \"####################\"]},"
                + " \"combatants\": [{\"id\": \"ald\", \"template\": \"fighter\", \"name\": \"Aldric\", \"at\": [1, 1]},"
                + " {\"id\": \"mira\", \"template\": \"wizard\", \"name\": \"Mira-Étoile d'Aubépine la Très Longue\", \"at\": [1, 2]}"
                + bats + "]}";
    }

    private static ScreenFight fight(Language language) {
        return new ScreenFight(Scripts.scenario(bats()), 1, null, () -> true, ScreenMessages.of(language));
    }

    @Test
    @DisplayName("The report's names column is as wide as its longest name, a space before the side")
    void theReportGivesEveryNameWhole() {
        String report = FightReport.text(fight(Language.FR), ScreenMessages.of(Language.FR));
        assertTrue(report.contains("\n  Chauve-souris géante 10 (b0)          monstres  0 "), report);
        assertTrue(report.contains("\n  Mira-Étoile d'Aubépine la Très Longue groupe    0 "), report);
        assertTrue(report.contains("\n  Chauve-souris géante 1                monstres  0 "), report);
    }

    @Test
    @DisplayName("The end page cuts the kind's name, never the number and label that find the creature on the map")
    void theEndPageKeepsNumberAndLabel() {
        List<String> rows = Summary.lines(fight(Language.FR), ScreenMessages.of(Language.FR)).stream().map(Line::text).toList();
        assertTrue(rows.stream().anyMatch(r -> r.startsWith("Chauve-souris g… 10 (b0) 0 ")), String.join("\n", rows));
        assertTrue(rows.stream().anyMatch(r -> r.startsWith("Chauve-souris géante 9   0 ")), String.join("\n", rows));
        assertTrue(rows.stream().anyMatch(r -> r.startsWith("Mira-Étoile d'Aubépine … 0 ")), String.join("\n", rows));
    }

    @Test
    @DisplayName("ATK-FUMBLE: the friendly fire of a labelled name takes the amount into the label's brackets")
    void ATK_FUMBLE_friendlyFireOfALabelledName() {
        ScreenFight english = fight(Language.EN);
        english.stats().add(blow("b10", "b11", 3));
        english.stats().add(blow("b2", "b3", 4));
        assertEquals("Friendly fire, not in dealt: Giant bat 2 (4), Giant bat 10 (b0, 3)",
                Summary.friendlyFire(english, ScreenMessages.of(Language.EN)));
        ScreenFight french = fight(Language.FR);
        french.stats().add(blow("b10", "b11", 3));
        assertEquals("Tirs amis, hors infligé\u00a0: Chauve-souris géante 10 (b0, 3)",
                Summary.friendlyFire(french, ScreenMessages.of(Language.FR)));
    }
}
