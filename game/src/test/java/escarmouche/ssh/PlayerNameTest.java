package escarmouche.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class PlayerNameTest {
    @Test
    void plainNamesAreKept() {
        assertEquals("anne-marie_2.b", PlayerName.folder("anne-marie_2.b"));
    }

    @Test
    void pathsAndOddCharactersCannotEscapeThePlayersFolder() {
        assertEquals("_._etc_passwd", PlayerName.folder("../etc/passwd"));
        assertEquals("_.", PlayerName.folder(".."));
        assertEquals("_hidden", PlayerName.folder(".hidden"));
        assertEquals("Jos_", PlayerName.folder("José"));
        assertEquals("a_b", PlayerName.folder("a b"));
    }

    @Test
    void emptyAndLongNamesGetSafeFolders() {
        assertEquals(PlayerName.NOBODY, PlayerName.folder(""));
        assertEquals(PlayerName.NOBODY, PlayerName.folder(null));
        assertEquals(PlayerName.MAX_LENGTH, PlayerName.folder("x".repeat(500)).length());
    }
}
