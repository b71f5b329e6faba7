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
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The rules reference and the tutorial say a rule with the words and signs the log uses, so that one leads to the other. */
class ReferenceSaysTheLogsWordsTest {
    /** A multiplier written with the letter x ("x4"), where the log writes "×4"; a size ("80x24") is no multiplier. */
    private static final Pattern LETTER_X = Pattern.compile("(?<![0-9A-Za-z_])x\\d");

    @Test
    @DisplayName("ATK-COVER: the reference names half and three-quarters cover in the log's words, in English and French")
    void ATK_COVER_referenceNamesTheLogsCovers() {
        for (Language language : Language.values()) {
            ScreenMessages m = ScreenMessages.of(language);
            String text = RulesReference.load().in(language.locale()).get("ATK-COVER").text().toLowerCase(language.locale());
            for (String key : List.of("log.x.source.half-cover", "log.x.source.three-quarters-cover")) {
                assertTrue(text.contains(m.text(key)), language + ": \"" + m.text(key) + "\" not in " + text);
            }
        }
    }

    @Test
    @DisplayName("ATK-CRIT: the multiplier is written ×4 in the reference and the tutorial, as the log writes it, in English and French")
    void ATK_CRIT_multiplierWithTheTimesSign() {
        List<String> letterX = new ArrayList<>();
        for (Language language : Language.values()) {
            ResourceBundle bundle = ScreenMessages.bundle(language);
            for (String key : Collections.list(bundle.getKeys())) {
                if (LETTER_X.matcher(bundle.getString(key)).find()) letterX.add(language + " " + key);
            }
            for (RuleEntry e : RulesReference.load().in(language.locale()).all()) {
                if (LETTER_X.matcher(e.text() + " " + e.differs()).find()) letterX.add(language + " " + e.id());
            }
        }
        Collections.sort(letterX);
        assertEquals(List.of(), letterX);
        assertTrue(ScreenMessages.of(Language.FR).text("tutorial.end.crit").contains("(×2, puis ×4)"));
        assertTrue(RulesReference.load().in(Locale.FRENCH).get("ATK-CRIT").text().contains("un 20 fait ×4, un autre ×8"));
    }
}
