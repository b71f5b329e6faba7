package escarmouche.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.grid.Pos;
import escarmouche.testing.Property;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Commands are data both ways: {@link CommandText} writes every command as the line {@link CommandParser}
 * reads back into an equal command, which is what saves and replays store.
 */
class CommandTextPropertyTest {
    private final CommandParser parser = new CommandParser();

    @Test
    @DisplayName("command text: a random command of any kind, written and parsed again, is the same command")
    void writtenCommandsParseBackEqual() {
        Property.forAll(20261123L, 2000, RandomCommands::any, c -> {
            String text = c.text();
            Command back = parser.parse(text);
            assertEquals(c, back, "parsed from '" + text + "'");
            assertEquals(text, back.text(), "the canonical text is stable");
        });
    }

    @Test
    @DisplayName("command text: every command kind has a writer case and a generator case")
    void everyKindIsWrittenAndGenerated() {
        Random r = new Random(7);
        for (Class<?> kind : Command.class.getPermittedSubclasses()) {
            assertTrue(RandomCommands.KINDS.containsKey(kind),
                    kind.getSimpleName() + " has no generator in RandomCommands.KINDS");
            Command c = RandomCommands.KINDS.get(kind).apply(r);
            assertEquals(kind, c.getClass());
            assertEquals(c, parser.parse(c.text()), kind.getSimpleName() + " written as '" + c.text() + "'");
        }
        Set<String> verbs = new TreeSet<>();
        for (int i = 0; i < 2000; i++) verbs.add(RandomCommands.any(r).text().split(" ")[0]);
        assertEquals(new TreeSet<>(CommandParser.OPTIONS.keySet()), verbs, "every verb of the grammar is written");
    }

    @Test
    @DisplayName("command text: the canonical form puts ids and squares first, options in the grammar's order, ko last")
    void canonicalForm() {
        assertEquals("attack g1 weapon=dagger offhand=handaxe offtarget=g2 ability=dex dex=hit ko",
                parser.parse("ATTACK g1 ko dex=HIT ability=Dex offtarget=g2  offhand=handaxe weapon=dagger").text());
        assertEquals("move 3,4 4,5 risky=str", new Command.Move(List.of(new Pos(3, 4), new Pos(4, 5)), "str").text());
        assertEquals("cast fire-bolt 6,2", Command.Cast.atSquare("fire-bolt", new Pos(6, 2)).text());
        assertEquals("shove ogre push", Command.Shove.of("ogre", true).text());
        assertEquals("close 4,1", new Command.Door(new Pos(4, 1), false).text());
        assertEquals("hide dc=12", parser.parse("hide dc=012").text());
        assertEquals("end", new Command.End().text());
    }

    @Test
    @DisplayName("HP-KO: a creature called ko can still be attacked, with or without the ko flag")
    void aCreatureCalledKo() {
        assertEquals(new Command.Attack("ko", null, null, null, null, null, false), parser.parse("attack ko"));
        assertEquals(new Command.Attack("ko", null, null, null, null, null, true), parser.parse("attack ko ko"));
        assertEquals(new Command.Attack("orc", null, null, null, null, null, true), parser.parse("attack ko orc"));
    }

    @Test
    @DisplayName("command text: every line of the shipped and test scripts reads the same once written canonically")
    void shippedScriptsAreStable() throws IOException {
        List<Path> scripts = new ArrayList<>();
        for (Path dir : List.of(root().resolve("content/encounters"), root().resolve("game/src/test/resources"))) {
            try (Stream<Path> files = Files.walk(dir)) {
                files.filter(f -> f.toString().endsWith(".commands")).sorted().forEach(scripts::add);
            }
        }
        assertFalse(scripts.isEmpty(), "no command scripts found");
        int lines = 0;
        for (Path script : scripts) {
            int n = 0;
            for (String line : Files.readAllLines(script)) {
                n++;
                Command first;
                try {
                    first = parser.parse(line);
                } catch (CommandSyntaxException e) {
                    continue; // a line written wrong on purpose, to test the error
                }
                if (first == null) continue;
                String where = script.getFileName() + ":" + n + " '" + line + "'";
                Command again = parser.parse(first.text());
                assertEquals(first, again, where);
                assertEquals(first.text(), again.text(), where);
                lines++;
            }
        }
        assertTrue(lines > 100, "only " + lines + " command lines read");
    }

    /** The project's root folder, whether the tests run from it or from game/. */
    private static Path root() {
        return Files.isDirectory(Path.of("content")) ? Path.of(".") : Path.of("..");
    }
}
