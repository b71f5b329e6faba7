package escarmouche.content.load;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.content.model.MonsterDef;
import escarmouche.testing.Scripts;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A monster's creature type decides what hold person works on and who picks a locked door: every shipped monster
 * gives one, and check warns of a monster that gives none.
 */
class MonsterTypeCheckTest {
    @TempDir
    Path temp;

    @Test
    @DisplayName("every shipped monster gives its type; the giant bat is a beast (no lock picking, no hold person)")
    void shippedMonstersHaveATypeGiantBatIsABeast() {
        Map<String, String> untyped = new TreeMap<>();
        for (MonsterDef m : Scripts.CONTENT.monsters().values()) {
            if (m.creature().type() == null) untyped.put(m.id(), null);
        }
        assertEquals(Map.of(), untyped);
        assertEquals("beast", Scripts.CONTENT.monsters().get("giant-bat").creature().type());
    }

    @Test
    @DisplayName("check: a monster with no type passes, with a warning of what that means")
    void noTypeIsWarnedOf() {
        Path content = ContentCopy.into(temp);
        ContentCopy.edit(content.resolve("monsters/giant-bat.json"), "  \"type\": \"beast\",\n", "");
        ContentChecker.Findings found = new ContentChecker(null).review(content);
        assertEquals(List.of(), found.problems());
        List<String> shown = new ArrayList<>(ContentCopy.shown(found.warnings(), temp));
        assertEquals(List.of("content/monsters/giant-bat.json:1:1: $: no \"type\": hold person, which works on humanoids"
                + " only, works on it, and behind a locked door it picks the lock as a humanoid does; give its creature"
                + " type, such as \"type\": \"beast\""), shown);
    }
}
