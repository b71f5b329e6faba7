package escarmouche.content.load.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Syntax errors say what to change in the file, never how the parser is configured. */
class JsonMessagesTest {
    private final JsonReader reader = new JsonReader();

    private String message(String json) {
        List<JsonReader.SyntaxProblem> problems = reader.read(json).problems();
        assertEquals(1, problems.size(), json);
        return problems.get(0).message();
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"a\": 1, // note\n}", "{\"a\": 1 /* note */}", "# yaml\n{}", "{\"a\": NaN}",
            "{\"a\": -Infinity}", "{\"a\": +1}", "{\"a\": 01}", "{\"a\": .5}", "{'a': 1}", "{\"a\": 'x'}", "{a: 1}",
            "{\"a\": [1, 2,]}", "{\"a\": 1,}", "{\"a\": \"x\ty\"}", "{\"a\": \"\\x\"}", "{\"a\": tru}", "{\"a\": [1}",
            "\u0000", "{\"a\": 1e}"})
    @DisplayName("no message names the parser's settings or methods")
    void noLibraryInternals(String json) {
        String m = message(json);
        for (String internal : List.of("Feature", "StreamReadConstraints", "JsonReadFeature", "`", "(code ", "Source:",
                "REDACTED")) {
            assertFalse(m.contains(internal), m);
        }
    }

    @Test
    @DisplayName("limits are said in the file's terms: nesting deeper than 1000, a number with too many digits")
    void limits() {
        assertEquals("invalid JSON: lists and objects are nested more than 1000 deep",
                message("[".repeat(1001) + "]".repeat(1001)));
        assertEquals("invalid JSON: a number of 1200 digits: a number may have at most 1000",
                message("{\"n\": " + "1".repeat(1200) + "}"));
    }

    @Test
    @DisplayName("a string past the limit is said without a length: the parser stops counting somewhere past it")
    void aLongStringIsSaidWithoutAWrongLength() {
        assertEquals("invalid JSON: a string longer than 20000000 characters, the most a string may have",
                message("{\"s\": \"" + "a".repeat(30_000_000) + "\"}"));
    }

    @Test
    @DisplayName("the usual mistakes say what to write instead")
    void commonMistakes() {
        assertEquals("invalid JSON: comments are not allowed in JSON: remove the // or /* */ text", message("{\"a\": 1, // c\n}"));
        assertEquals("invalid JSON: a comma before '}': JSON allows no comma after the last field of an object",
                message("{\"a\": 1,}"));
        assertEquals("invalid JSON: a comma before ']': JSON allows no comma after the last item of a list",
                message("{\"a\": [1, 2,]}"));
        assertEquals("invalid JSON: a field name in single quotes: JSON needs double quotes, \"like this\"", message("{'a': 1}"));
        assertEquals("invalid JSON: a string in single quotes: JSON needs double quotes, \"like this\"", message("{\"a\": 'x'}"));
        assertEquals("invalid JSON: NaN is not a JSON number: write an ordinary number", message("{\"a\": NaN}"));
        assertEquals("invalid JSON: a number may not start with '+': write 1, not +1", message("{\"a\": +1}"));
        assertEquals("invalid JSON: a number may not start with 0: write 7, not 07", message("{\"a\": 07}"));
        assertEquals("invalid JSON: the control character U+0009 (a tab) inside a string: write it as an escape such as"
                + " \\t or \\n", message("{\"a\": \"x\ty\"}"));
    }

    @Test
    @DisplayName("a syntax error deep inside nested lists has a shortened path and still a line and column")
    void deepErrorHasAShortPath() {
        JsonReader.SyntaxProblem p = reader.read("[".repeat(1001) + "]".repeat(1001)).problems().get(0);
        assertEquals("$[0][0][0][0][0][0]...(987 more)...[0][0][0][0][0][0]", JsonPaths.shorten(p.path()));
        assertTrue(p.at().line() == 1 && p.at().column() > 990, p.at().toString());
    }

    @Test
    @DisplayName("a shortened path says how many steps it leaves out in the user's language")
    void shortenedPathInFrench() {
        String path = JsonPaths.shorten("$" + "[0]".repeat(1000));
        assertEquals("$[0][0][0][0][0][0]...(988 de plus)...[0][0][0][0][0][0]",
                JsonPaths.said(path, ScreenMessages.of(Language.FR)));
        assertEquals(path, JsonPaths.said(path, ScreenMessages.of(Language.EN)));
        assertEquals("$.combatants[1].hp", JsonPaths.said("$.combatants[1].hp", ScreenMessages.of(Language.FR)));
    }

    @Test
    @DisplayName("shortening keeps short paths and quoted keys (which may hold dots and brackets) whole")
    void shorten() {
        assertEquals("$.combatants[1].hp", JsonPaths.shorten("$.combatants[1].hp"));
        String quoted = "$.legend[\"a.b[c\"]" + "[0]".repeat(20) + ".x";
        assertEquals("$.legend[\"a.b[c\"][0][0][0][0]...(11 more)...[0][0][0][0][0].x", JsonPaths.shorten(quoted));
        assertEquals("", JsonPaths.shorten(""));
    }

    @Test
    @DisplayName("a number with a leading zero or a plus sign is said as written and as it should be: write 3, not 03")
    void aLeadingZeroShowsTheNumberFound() {
        assertEquals("invalid JSON: a number may not start with '+': write 0.5e3, not +0.5e3", message("[1,\n  +0.5e3]"));
        assertEquals("invalid JSON: a number may not start with 0: write 3, not 03", message("{\"seed\": 03}"));
        assertEquals("invalid JSON: a number may not start with 0: write -7.5, not -007.5", message("[1,\n -007.5]"));
        assertEquals("invalid JSON: a number may not start with 0: write 0, not 00", message("{\"a\": [00]}"));
        assertEquals("invalid JSON: a number may not start with 0: write 1e2, not 01e2", message("\uFEFF{\"a\": 01e2}"));
        JsonReader.SyntaxProblem p = reader.read("{\"seed\": 03}").problems().get(0);
        assertEquals("JSON invalide\u00a0: un nombre ne peut pas commencer par 0\u00a0: écrivez 3, pas 03",
                JsonMessages.Said.of("problem.json.invalid", p.said().args().get(0)).in(ScreenMessages.of(Language.FR)));
        // Without the text (a parser's message alone), the rule without an example that could mislead.
        assertEquals("a number may not start with 0, unless it is 0 itself or a fraction such as 0.5",
                JsonMessages.forUser("Invalid numeric value: Leading zeroes not allowed"));
    }

    @Test
    @DisplayName("a number written wrong as a member's value is placed at that member, not at its object")
    void aMemberValueIsPlacedAtTheMember() {
        assertEquals("$.seed", reader.read("{\"format\": 1,\n \"seed\": 03}").problems().get(0).path());
        assertEquals("$.map.width", reader.read("{\"map\": {\"width\": +4}}").problems().get(0).path());
        // In a list the list is named, its line and column placing the item.
        assertEquals("$.at", reader.read("{\"at\": [07, 3]}").problems().get(0).path());
        // A slip in a member's name is the object's: the name read before it says nothing of it.
        assertEquals("$", reader.read("{\"format\": 1, seed: 3}").problems().get(0).path());
        // A colon missing after a name: the name was read, the member is known.
        assertEquals("$.map.h", reader.read("{\"map\": {\"w\": 1, \"h\" 2}}").problems().get(0).path());
    }

    @Test
    @DisplayName("the other slips of a hand-edited file: a missing comma or colon, a bare word, a bad escape, a cut file")
    void otherSlips() {
        assertEquals("invalid JSON: '}' closes nothing: everything opened before it is closed already (one '}' too many?)",
                message("{\"format\": 1}}"));
        assertEquals("invalid JSON: '}' where ']' must first close the list opened at line 1, column 7",
                message("{\"a\": [1, 2}"));
        assertEquals("invalid JSON: ']' where '}' must first close the object opened at line 1, column 1",
                message("{\"a\": 1]"));
        assertEquals("invalid JSON: a comma is missing before '\"': the fields of an object are separated by commas",
                message("{\"a\": 1 \"b\": 2}"));
        assertEquals("invalid JSON: a comma is missing before '2': the items of a list are separated by commas",
                message("[1 2]"));
        assertEquals("invalid JSON: a colon is missing before '1': a field's name is followed by ':', then its value",
                message("{\"a\" 1}"));
        assertEquals("invalid JSON: 'tru' is not a JSON value: text goes in double quotes, and the only bare words are true,"
                + " false and null", message("{\"a\": tru}"));
        assertEquals("invalid JSON: \\q is not an escape JSON knows: a backslash is written \\\\ (the escapes are \\\" \\\\"
                + " \\/ \\b \\f \\n \\r \\t, and \\u with four hex digits)", message("{\"a\": \"\\q\"}"));
        assertEquals("invalid JSON: \\u must be followed by four hex digits (0-9, a-f), not '\"'", message("{\"a\": \"\\u12\"}"));
        assertEquals("invalid JSON: the file ends inside a text: its closing double quote is missing", message("{\"a\": \"abc"));
        assertEquals("invalid JSON: the file ends before the list opened at line 2, column 7 is closed with ']'",
                message("{\"a\": 1,\n \"b\": [1, 2"));
        assertEquals("invalid JSON: the file ends inside a field's name", message("{\"a"));
        assertEquals("invalid JSON: the file ends inside the object: its closing '}' is missing", message("{\"a\":"));
        assertEquals("invalid JSON: a digit must follow the minus sign, not '}'", message("{\"a\": -}"));
        assertEquals("invalid JSON: a digit must follow the decimal point, not '}': write 1.0 or 1", message("{\"a\": 1.}"));
        assertEquals("invalid JSON: a digit must follow the exponent's e, not '}': write 1e3", message("{\"a\": 1e}"));
        assertEquals("invalid JSON: '.' cannot start a value: expected text in double quotes, a number, a list, an object,"
                + " true, false or null", message("{\"a\": .5}"));
    }
}
