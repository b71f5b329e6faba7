package escarmouche.ui.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.reference.RuleEntry;
import escarmouche.reference.RulesReference;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * ATK-FUMBLE has one French name, the house rules' own ("cet échec critique"): the log, the tables of the
 * end screen, the report and simulate, and the rules reference all say it, so that a player who reads one
 * finds the others.
 */
class FumbleNameInFrenchTest {
    private static final ScreenMessages FR = ScreenMessages.of(Language.FR);
    /** The columns' short form of "échecs critiques", the same in every table. */
    private static final String COLUMN = "éch. crit.";

    @Test
    @DisplayName("ATK-FUMBLE: the French log, in full and brief, calls a fumble an \"échec critique\"")
    void ATK_FUMBLE_logSaysEchecCritique() {
        assertEquals("Échec critique de Kenji\u00a0: d6 2\u00a0: il se frappe lui-même",
                FR.text("log.fumble.line", "Kenji", "d6 2", FR.text("log.fumble.self")));
        assertEquals("Échec critique de Kenji\u00a0: il lâche son arme", FR.text("log.brief.fumble", "Kenji",
                FR.text("log.fumble.drop")));
        assertTrue(FR.text("log.brief.attack.fumble", "Kenji", "Gobelin 1", "épée longue").startsWith("Échec critique de Kenji"));
        assertEquals(" (1 naturel\u00a0: échec critique)", FR.text("log.x.nat1.fumble"));
    }

    @Test
    @DisplayName("ATK-FUMBLE: the end table, the report and simulate head their column with one short form, which simulate's legend spells out")
    void ATK_FUMBLE_oneColumnName() {
        assertEquals(COLUMN, FR.text("end.table.fumbles"));
        assertEquals(COLUMN, FR.text("battle.report.column.fumbles"));
        assertEquals(COLUMN, FR.text("cli.report.fumbles"));
        assertTrue(FR.text("cli.report.means").contains("échecs critiques (" + COLUMN + ")"), FR.text("cli.report.means"));
    }

    @Test
    @DisplayName("ATK-FUMBLE: the French reference says \"échec critique\", and no French text says \"maladresse\"")
    void ATK_FUMBLE_noOtherName() {
        RuleEntry fumble = RulesReference.load().in(Locale.FRENCH).get("ATK-FUMBLE");
        assertEquals("Échecs critiques", fumble.title());
        assertTrue(fumble.text().startsWith("Un 1 naturel est un échec critique"), fumble.text());
        List<String> other = new ArrayList<>();
        ResourceBundle bundle = ScreenMessages.bundle(Language.FR);
        for (String key : Collections.list(bundle.getKeys())) {
            if (bundle.getString(key).toLowerCase(Locale.FRENCH).contains("maladresse")) other.add(key);
        }
        for (RuleEntry e : RulesReference.load().in(Locale.FRENCH).all()) {
            if ((e.title() + e.text() + e.differs()).toLowerCase(Locale.FRENCH).contains("maladresse")) other.add(e.id());
        }
        Collections.sort(other);
        assertEquals(List.of(), other);
    }
}
