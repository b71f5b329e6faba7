package escarmouche.content.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A map row is counted in characters as the user sees them, not in UTF-16 units. */
class MapCharactersTest {
    private static final Content CONTENT = TestContent.load();

    private static List<String> problems(String rows, String legend) {
        String json = "{\"format\": 1, \"map\": {\"rows\": [" + rows + "]" + legend + "},\n"
                + " \"combatants\": [{\"id\": \"g1\", \"template\": \"goblin\", \"at\": [1, 0]}]}";
        return new ScenarioLoader().parse(json, "s.json", CONTENT).problems().stream().map(Problem::toString).toList();
    }

    @Test
    @DisplayName("an emoji in a row is one square: refused by name, row and column, and the row keeps its width")
    void emojiIsOneSquareAndRefused() {
        List<String> shown = problems("\"#\uD83D\uDC09#.\", \"....\"", "");
        assertEquals(1, shown.size(), shown.toString());
        assertTrue(shown.get(0).startsWith("s.json:1:34: $.map.rows[0]: unknown map character \"\uD83D\uDC09\" (U+1F409)"
                + " at x=1; the legend has"), shown.get(0));
    }

    @Test
    @DisplayName("a row's width counts code points: an emoji row of 4 squares against one of 3 says 4, not 5")
    void widthsInCodePoints() {
        List<String> shown = problems("\"...\", \"#\uD83D\uDC09#.\"", "");
        assertTrue(shown.contains("s.json:1:39: $.map.rows[1]: found a row of 4 squares, expected 3 like the first row"
                + " (every row has the same width)"), shown.toString());
    }

    @Test
    @DisplayName("an emoji as a legend key is refused with a message that says why")
    void emojiLegendKey() {
        List<String> shown = problems("\"....\"", ", \"legend\": {\"\uD83D\uDC09\": \"wall\"}");
        assertEquals(List.of("s.json:1:52: $.map.legend[\"\uD83D\uDC09\"]: legend key \"\uD83D\uDC09\" (U+1F409) cannot be"
                + " used: a map character must be a letter, digit or sign, not an emoji"), shown);
    }

    @Test
    @DisplayName("an accented letter is one ordinary character: usable in the legend and one square wide")
    void accentedLetterWorks() {
        assertEquals(List.of(), problems("\"\u00e9...\", \"....\"", ", \"legend\": {\"\u00e9\": \"wall\"}"));
    }
}
