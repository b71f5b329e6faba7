package escarmouche.content.load;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.content.model.PremadeName;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The names a class gives its pre-made character (defaults.names): read in order, each checked. */
class PremadeNamesTest {
    private static final String ARCHER = "\"names\": [{\"name\": \"Sable\", \"fr\": {\"gender\": \"f\"}}, {\"name\": \"Corwin\"}]";

    /** The problems of a copy of the content whose archer lists {@code names} (the JSON of its field). */
    private static List<String> problemsWithArcherNames(Path temp, String names) {
        Path content = ContentCopy.into(temp);
        ContentCopy.edit(content.resolve("classes/archer.json"), ARCHER, names);
        return ContentCopy.shown(new ContentLoader().load(content).problems(), temp);
    }

    @Test
    @DisplayName("The archer's names come in their order, Sable with her French gender, Corwin with none")
    void readInOrder() {
        List<PremadeName> names = new ContentLoader().load(TestContent.dir()).value().classes().get("archer").defaults().names();
        assertEquals(List.of(new PremadeName("Sable", "f"), new PremadeName("Corwin", null)), names);
    }

    @Test
    @DisplayName("A name given twice (whatever its case), one too long for the side pane, a gender other than m or f and an unknown field are each a problem, with its place")
    void eachMistakeIsNamed(@TempDir Path temp) {
        List<String> shown = problemsWithArcherNames(temp,
                "\"names\": [{\"name\": \"Sable\"}, {\"name\": \"sable\"}, {\"name\": \"Bartholomew Longbow\"},"
                        + " {\"name\": \"Ilse\", \"fr\": {\"gender\": \"x\"}}, {\"name\": \"Corwin\", \"title\": \"Sir\"}]");
        assertEquals(List.of(
                "content/classes/archer.json:13:43: $.defaults.names[1].name: the name \"sable\" is listed twice (letters of either case are the same)",
                "content/classes/archer.json:13:62: $.defaults.names[2].name: a name of at most 16 characters, as the side pane shows whole, expected; this one has 19",
                "content/classes/archer.json:13:120: $.defaults.names[3].fr.gender: found string \"x\", expected one of: m, f",
                "content/classes/archer.json:13:146: $.defaults.names[4].title: unknown field \"title\"; allowed fields: name, fr"),
                shown);
    }

    @Test
    @DisplayName("A name holds what a player may type: a tab, an emoji or a Greek letter is refused, named by its code or itself")
    void charactersAPlayerMayType(@TempDir Path temp) {
        List<String> shown = problemsWithArcherNames(temp,
                "\"names\": [{\"name\": \"Sa\\tble\"}, {\"name\": \"Cor\\ud83d\\ude00\"}, {\"name\": \"Ωmega\"},"
                        + " {\"name\": \"Jean-Luc O'Brien\"}]");
        String expected = "a name of Latin letters (accents welcome), digits, spaces, apostrophes, hyphens and full stops expected,"
                + " as a player may type one; found ";
        assertEquals(List.of(
                "content/classes/archer.json:13:24: $.defaults.names[0].name: " + expected + "U+0009",
                "content/classes/archer.json:13:45: $.defaults.names[1].name: " + expected + "U+D83D",
                "content/classes/archer.json:13:74: $.defaults.names[2].name: " + expected + "\"Ω\""),
                shown);
    }

    @Test
    @DisplayName("A name holding a character the terminal obeys (a direction override U+202E, the 8-bit CSI U+009B) is"
            + " refused named by its code, never by the character itself")
    void charactersTheTerminalObeysNamedByCode(@TempDir Path temp) {
        List<String> shown = problemsWithArcherNames(temp,
                "\"names\": [{\"name\": \"Sa\\u202eble\"}, {\"name\": \"Cor\\u009bwin\"}]");
        String expected = "a name of Latin letters (accents welcome), digits, spaces, apostrophes, hyphens and full stops expected,"
                + " as a player may type one; found ";
        assertEquals(List.of(
                "content/classes/archer.json:13:24: $.defaults.names[0].name: " + expected + "U+202E",
                "content/classes/archer.json:13:49: $.defaults.names[1].name: " + expected + "U+009B"),
                shown);
    }
}
