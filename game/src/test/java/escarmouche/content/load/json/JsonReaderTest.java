package escarmouche.content.load.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class JsonReaderTest {
    private final JsonReader reader = new JsonReader();

    private static List<String> shown(JsonReader.Result r) {
        return r.problems().stream()
                .map(p -> p.at().line() + ":" + p.at().column() + " " + p.path() + " " + p.message()).toList();
    }

    @Test
    void everyValueKnowsItsPathLineAndColumn() {
        JsonReader.Result r = reader.read("""
                {
                  "combatants": [
                    {"id": "g1", "hp": 7},
                    {"id": "g2", "light-crossbow": [4, 12]}
                  ]
                }
                """);
        Node.Obj root = assertInstanceOf(Node.Obj.class, r.root());
        Node.Arr list = assertInstanceOf(Node.Arr.class, root.get("combatants"));
        Node hp = ((Node.Obj) list.items().get(0)).get("hp");
        assertEquals("$.combatants[0].hp", hp.path());
        assertEquals(new Location(3, 24), hp.at());
        Node range = ((Node.Obj) list.items().get(1)).get("light-crossbow");
        assertEquals("$.combatants[1].light-crossbow", range.path());
        assertEquals("$.combatants[1].light-crossbow[1]", ((Node.Arr) range).items().get(1).path());
    }

    @Test
    void keysThatAreNotWordsAreQuotedInPaths() {
        Node.Obj root = (Node.Obj) reader.read("{\"legend\": {\"#\": \"wall\"}}").root();
        assertEquals("$.legend[\"#\"]", ((Node.Obj) root.get("legend")).get("#").path());
    }

    @Test
    void aSyntaxErrorGivesLineColumnAndTheEnclosingPath() {
        JsonReader.Result r = reader.read("""
                {
                  "name": "x",
                  "dice": [1, 2,, 3]
                }
                """);
        assertNull(r.root());
        assertEquals(List.of("3:17 $.dice invalid JSON: a comma where a value should be: two commas in a row, or one"
                + " before the first item"), shown(r));
    }

    @Test
    void aMissingCommaIsReportedWhereTheNextKeyStarts() {
        JsonReader.Result r = reader.read("{\n  \"a\": 1\n  \"b\": 2\n}");
        assertEquals(1, r.problems().size());
        assertEquals(new Location(3, 3), r.problems().get(0).at());
        assertEquals("$", r.problems().get(0).path());
    }

    @Test
    void everyDuplicateKeyIsReportedAndTheFirstValueKept() {
        JsonReader.Result r = reader.read("""
                {
                  "hp": 7,
                  "abilities": {"str": 8, "dex": 14, "str": 9},
                  "hp": 8,
                  "hp": 9
                }
                """);
        assertEquals(List.of(
                "3:38 $.abilities.str duplicate key \"str\" (first at line 3, column 17)",
                "4:3 $.hp duplicate key \"hp\" (first at line 2, column 3)",
                "5:3 $.hp duplicate key \"hp\" (first at line 2, column 3)"), shown(r));
        Node.Obj root = (Node.Obj) r.root();
        assertEquals("number 7", root.get("hp").describe());
    }

    @Test
    void contentAfterTheValueIsAnError() {
        JsonReader.Result r = reader.read("{\"a\": 1}\n{\"b\": 2}");
        assertNull(r.root());
        assertEquals(List.of("2:1 $ unexpected content after the end of the JSON value"), shown(r));
    }

    @Test
    void anEmptyFileIsAnError() {
        assertEquals(List.of("1:1 $ the file is empty: expected a JSON object"), shown(reader.read("  \n")));
    }

    @Test
    void commentsAndTrailingCommasAreNotJson() {
        assertEquals(1, reader.read("{\"a\": 1, // note\n}").problems().size());
        assertEquals(1, reader.read("{\"a\": [1, 2,]}").problems().size());
    }

    @Test
    void aByteOrderMarkIsIgnored() {
        assertNotNull(reader.read("\uFEFF{\"a\": 1}").root());
    }

    @Test
    void numbersRememberWhetherTheyAreWhole() {
        Node.Obj root = (Node.Obj) reader.read("{\"a\": 3, \"b\": 3.0, \"c\": 1e2}").root();
        assertEquals(true, ((Node.Num) root.get("a")).integral());
        assertEquals(false, ((Node.Num) root.get("b")).integral());
        assertEquals(false, ((Node.Num) root.get("c")).integral());
        assertEquals("number 3.0", root.get("b").describe());
    }

    @Test
    @DisplayName("a number is described as written: 1e0 stays 1e0, 2.50 stays 2.50")
    void numbersAreDescribedAsWritten() {
        Node.Obj root = (Node.Obj) reader.read("{\"a\": 1e0, \"b\": 2.50, \"c\": -0}").root();
        assertEquals("number 1e0", root.get("a").describe());
        assertEquals("1e0", ((Node.Num) root.get("a")).written());
        assertEquals("number 2.50", root.get("b").describe());
        assertEquals("number -0", root.get("c").describe());
    }

    @Test
    @DisplayName("a number whose exponent no decimal holds is a problem at its place, not a crash")
    void anExponentTooLargeIsAProblem() {
        JsonReader.Result r = reader.read("{\n  \"seed\": 1e9999999999\n}");
        assertNull(r.root());
        assertEquals(List.of("2:11 $.seed the number 1e9999999999: its exponent is too large to be read (no field takes"
                + " such a number)"), shown(r));
    }

    @Test
    @DisplayName("up to the limit every value is read; the value past it is refused where it starts, and reading stops there")
    void theNumberOfValuesIsBounded() {
        JsonReader small = new JsonReader(5);
        // The root, its list and three numbers, or an object and its four members' values: five values each.
        assertNotNull(small.read("{\"dice\": [1, 2, 3]}").root());
        assertNotNull(small.read("{\"a\": 1, \"b\": \"x\", \"c\": null, \"d\": true}").root());
        JsonReader.Result r = small.read("{\"dice\": [1, 2, 3,\n  4, 5]}");
        assertNull(r.root());
        assertEquals(List.of("2:3 $.dice[3] more than 5 values in one file (each number, text, list and object counts): far"
                + " more than any scenario or content file holds, so the file is not read further"), shown(r));
        // Nothing past the value is read: the syntax error after it is never reached.
        JsonReader.Result early = small.read("[[], [], [], [], [], [,,]");
        assertEquals(List.of("1:18 $[4] more than 5 values in one file (each number, text, list and object counts): far"
                + " more than any scenario or content file holds, so the file is not read further"), shown(early));
        JsonReader.Result deep = small.read("[[[[[[]]]]]]");
        assertEquals(List.of("1:6 $[0][0][0][0][0] more than 5 values in one file (each number, text, list and object"
                + " counts): far more than any scenario or content file holds, so the file is not read further"), shown(deep));
    }

    @Test
    @DisplayName("the game's reader takes 250,000 values, far above the 734 of the largest shipped file")
    void theGamesLimit() {
        assertEquals(250_000, JsonReader.MAX_VALUES);
        String list = "[" + "0,".repeat(JsonReader.MAX_VALUES - 2) + "0]";
        assertNotNull(reader.read(list).root());
        JsonReader.Result over = reader.read("[" + "0,".repeat(JsonReader.MAX_VALUES - 1) + "0]");
        assertNull(over.root());
        assertEquals("$[249999]", over.problems().get(0).path());
    }
}
