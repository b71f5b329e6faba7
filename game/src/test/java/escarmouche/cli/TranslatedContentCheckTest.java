package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ./play check} on a scenario whose French is misspelt. */
class TranslatedContentCheckTest {
    @Test
    @DisplayName("check: a misspelt language and a misspelt field of a translation, each with its place, exit 2")
    void misspeltTranslationsExitTwo(@TempDir Path tmp) throws IOException {
        Path scenario = tmp.resolve("s.json");
        Files.writeString(scenario, """
                {"format": 1, "map": "ford", "fra": {"name": "Au gué"},
                 "combatants": [{"id": "a", "template": "fighter", "at": [1, 1], "fr": {"nmae": "Aude"}}]}
                """);
        Cli.Result r = Cli.run("check", scenario.toString());
        assertEquals(2, r.exit(), r.out());
        String prefix = tmp + java.io.File.separator;
        // Its one side is no part of its problems: warned of in the same run.
        assertEquals("""
                warning: s.json:2:16: $.combatants: every combatant is on side party: the fight ends before its first turn (a fight needs two sides)
                s.json:1:30: $.fra: unknown language "fra" (did you mean "fr"?); content can be translated into: fr (English is the entry's own fields)
                s.json:2:73: $.combatants[0].fr.nmae: unknown field "nmae" (did you mean "name"?); allowed fields: name, gender
                2 problems found.
                """, r.err().replace(prefix, "").replace('\\', '/'));
    }
}
