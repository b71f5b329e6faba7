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
 * The note under a scenario's problems that its warnings wait: said only when some were not looked at, and, when a
 * combatant waits on the content it uses (a broken template), naming it, as fixing the scenario alone would not
 * bring them.
 */
class WaitingWarningsNoteTest {
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

    /** The wolf pack with an unknown map and no difficulty: problems of its own, none about its combatants. */
    private Path brokenWolfPack() throws IOException {
        Path content = contentCopy();
        Path wolves = content.resolve("encounters/wolf-pack.json");
        edit(wolves, "\"map\": \"forest-edge\"", "\"map\": \"nomap\"");
        edit(wolves, "  \"difficulty\": \"medium\",\n", "");
        return content;
    }

    @Test
    @DisplayName("an encounter whose only problems are its map and a missing field, every combatant read: no note")
    void noNoteWhenEveryCombatantWasRead() throws IOException {
        Path content = brokenWolfPack();
        Cli.Result r = Cli.run("check", "--lang", "en", content.toString());
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("wolf-pack.json:6:10: $.map: unknown map \"nomap\": not in content/maps/\n"), r.err());
        assertFalse(r.err().contains("note: " + content.resolve("encounters/wolf-pack.json")), r.err());
    }

    @Test
    @DisplayName("a combatant whose template is broken in its own file (lin, a monk): the note names the content it"
            + " waits on, in English and French")
    void theNoteNamesWhoWaitsOnTheContent() throws IOException {
        Path content = brokenWolfPack();
        edit(content.resolve("classes/monk.json"), "\"hitDie\": 8,", "\"hitDie\": 99,");
        Path wolves = content.resolve("encounters/wolf-pack.json");
        Cli.Result r = Cli.run("check", "--lang", "en", content.toString());
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("\nnote: " + wolves + ": what its combatants read with problems can carry out"
                + " (spells, potions, shots, hands) and its sides are checked once its problems, and those of the content"
                + " used by lin (a template, behaviour, weapon, spell or item, said in its own file), are fixed: check it"
                + " again then for their warnings\n"), r.err());
        Cli.Result fr = Cli.run("check", "--lang", "fr", content.toString());
        assertTrue(fr.err().contains("\nremarque\u00a0: " + wolves + ": ce que ses combattants lus avec des problèmes"
                + " peuvent accomplir (sorts, potions, tirs, mains) et ses camps sont vérifiés une fois corrigés ses"
                + " problèmes et ceux du contenu employé par lin (un modèle, un comportement, une arme, un sort ou un"
                + " objet, signalés dans leur propre fichier)\u00a0: vérifiez-le de nouveau alors pour leurs"
                + " avertissements\n"), fr.err());
    }
}
