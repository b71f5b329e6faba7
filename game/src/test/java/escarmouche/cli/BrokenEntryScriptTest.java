package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A command script naming a weapon, spell or item the content writes but cannot read: the broken entry is the
 * one problem, as docs/content.md promises ("only the broken entry is reported"); the script's lines are not told
 * the content lacks it.
 */
class BrokenEntryScriptTest {
    private static final Path CONTENT = Path.of(System.getProperty("escarmouche.content", "../content"));

    @TempDir
    Path tmp;

    private Path contentCopy() throws IOException {
        Path copy = tmp.resolve("content");
        try (Stream<Path> files = Files.walk(CONTENT)) {
            for (Path p : files.sorted().toList()) {
                Path target = copy.resolve(CONTENT.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(target);
                else Files.copy(p, target);
            }
        }
        return copy;
    }

    private static void edit(Path file, String from, String to) throws IOException {
        String text = Files.readString(file);
        assertTrue(text.contains(from), file + " lacks " + from);
        Files.writeString(file, text.replace(from, to));
    }

    @Test
    @DisplayName("a script's line naming a broken spell, weapon or item (a pickup too) is not warned of; a misspelling"
            + " of one is still pointed to it")
    void aBrokenEntryIsNotMissing() throws IOException {
        Path content = contentCopy();
        edit(content.resolve("spells.json"), "\"damage\": \"8d6\"", "\"damage\": \"1000000d1000000\"");
        edit(content.resolve("weapons.json"), "\"Longsword\", \"damage\": \"1d8\"", "\"Longsword\", \"damage\": \"1d\"");
        Path script = Files.writeString(content.resolve("encounters/mine.commands"), String.join("\n",
                "cast fireball 3,3", "cast firebal 3,3", "attack g1 weapon=longsword", "pickup longsword",
                "read scroll-of-fireball 3,3", ""));
        Cli.Result r = Cli.run("check", "--lang", "en", content.toString());
        assertEquals(2, r.exit(), r.err());
        assertFalse(r.err().contains("the content has no spell \"fireball\""), r.err());
        assertTrue(r.err().contains("warning: " + script + ":2:1: cast firebal 3,3: the content has no spell"
                + " \"firebal\" (did you mean \"fireball\"?)\n"), r.err());
        assertEquals(1, r.err().lines().filter(l -> l.startsWith("warning: " + script)).count(), r.err());
        assertTrue(r.err().contains("$.fireball.damage: invalid dice: '1000000d1000000': number too large"), r.err());
        assertTrue(r.err().contains("$.longsword.damage: invalid dice: '1d' is not a dice expression"), r.err());
    }

    @Test
    @DisplayName("a catalogue that cannot be read at all (items.json not JSON): a script's drink and read lines are not"
            + " told the content has no such item")
    void aWholeBrokenCatalogue() throws IOException {
        Path content = contentCopy();
        Files.writeString(content.resolve("items.json"), "{ not json");
        Path script = Files.writeString(content.resolve("encounters/mine.commands"), String.join("\n",
                "drink potion-of-healing", "read scroll-of-magic-missile g1", ""));
        Cli.Result r = Cli.run("check", "--lang", "en", content.toString());
        assertEquals(2, r.exit(), r.err());
        assertFalse(r.err().contains(script.toString()), r.err());
    }

    @Test
    @DisplayName("a behaviour casting a broken healing spell (cure-wounds.healing \"1d\") at \"wounded-ally\" is not also"
            + " told it aims at its own side: the spell's problem is the one said")
    void aBehaviourCastingABrokenSpell() throws IOException {
        Path content = contentCopy();
        edit(content.resolve("spells.json"), "\"healing\": \"1d8\"", "\"healing\": \"1d\"");
        Cli.Result r = Cli.run("check", "--lang", "en", content.toString());
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("$.cure-wounds.healing: invalid dice: '1d' is not a dice expression"), r.err());
        assertFalse(r.err().contains("behaviors/"), r.err());
        assertTrue(r.err().endsWith("\n1 problem found.\n"), r.err());
    }
}
