package escarmouche.content.load.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The values a problem quotes, in the quotation marks of the language it is said in. */
class QuoteMarksTest {
    private static final ScreenMessages FR = ScreenMessages.of(Language.FR);
    private static final ScreenMessages EN = ScreenMessages.of(Language.EN);

    @Test
    @DisplayName("French quotes a value « comme ceci », escapes kept; English keeps its straight quotes, the text unchanged")
    void valuesInTheLanguagesQuotes() {
        assertEquals("«\u00a0archerr\u00a0», «\u00a0a\\\"b\u00a0»", QuoteMarks.said("\"archerr\", \"a\\\"b\"", FR));
        assertEquals("\"archerr\", \"a\\\"b\"", QuoteMarks.said("\"archerr\", \"a\\\"b\"", EN));
    }

    @Test
    @DisplayName("A key of a JSON path keeps its straight quotes, in its brackets; a value after it is quoted as French quotes")
    void pathKeysKept() {
        assertEquals("$.legend[\"a b\"] et «\u00a0x\u00a0»", QuoteMarks.said("$.legend[\"a b\"] et \"x\"", FR));
    }

    @Test
    @DisplayName("DMG-RESIST-FLAT: a field written as JSON (\"immune\": true) keeps its straight quotes, so that it can be copied")
    void DMG_RESIST_FLAT_jsonFieldsKept() {
        assertEquals("\"immune\": true", QuoteMarks.said("\"immune\": true", FR));
        assertEquals("\"half\": true, \"type\": «\u00a0fire\u00a0»", QuoteMarks.said("\"half\": true, \"type\": \"fire\"", FR));
    }
}
