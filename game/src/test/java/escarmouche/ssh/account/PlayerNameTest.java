package escarmouche.ssh.account;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class PlayerNameTest {
    @Test
    @DisplayName("names of 1 to 32 characters of a-z, 0-9, _ and - are kept exactly as typed; none starts with -")
    void plainNamesAreKept() {
        for (String name : List.of("anne", "bob-2", "_", "_-", "a_b-c", "x".repeat(32), "9-")) {
            assertEquals(name, PlayerName.parse(name).orElseThrow().text());
        }
        // The admin's ./play players remove -rf would read such a name as an option.
        for (String name : List.of("-", "-rf", "--", "--delete-files")) assertTrue(PlayerName.parse(name).isEmpty(), name);
        assertEquals(Path.of("/srv/players/anne-marie"), new PlayerName("anne-marie").folder(Path.of("/srv/players")));
    }

    @Test
    @DisplayName("every other name is refused, never rewritten: two names can never share a folder")
    void otherNamesAreRefused() {
        for (String name : List.of("", "Anne", "anne.b", "..", ".hidden", "../etc/passwd", "a/b", "a b", "josé", "x".repeat(33),
                "anne\n", "ＡＮＮＥ")) {
            assertFalse(PlayerName.valid(name), name);
            assertTrue(PlayerName.parse(name).isEmpty(), name);
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new PlayerName(name));
            assertEquals(PlayerName.RULE, e.getMessage());
        }
        assertFalse(PlayerName.valid(null));
    }

    @Test
    @DisplayName("the refusal says what is allowed")
    void theRuleSaysWhatIsAllowed() {
        assertTrue(PlayerName.RULE.contains("1 to 32"));
        assertTrue(PlayerName.RULE.contains("a-z"));
        assertTrue(PlayerName.RULE.contains("0-9"));
    }
}
