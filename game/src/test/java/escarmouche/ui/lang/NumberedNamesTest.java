package escarmouche.ui.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The numbers of creatures that share a name: an id's digits keep theirs, the others take a free one. */
class NumberedNamesTest {
    private static Map<String, String> shown(String... idAndName) {
        Map<String, String> out = new LinkedHashMap<>();
        for (int i = 0; i < idAndName.length; i += 2) out.put(idAndName[i], idAndName[i + 1]);
        return out;
    }

    @Test
    @DisplayName("\"o2\" listed before \"o\": Orc 2 and Orc 1, not Orc 2 and Orc 2'")
    void aFreeNumberBeforeAPrime() {
        assertEquals(shown("c", "Fighter", "o2", "Orc 2", "o", "Orc 1"),
                NumberedNames.of(shown("c", "Fighter", "o2", "Orc", "o", "Orc")));
    }

    @Test
    @DisplayName("\"o\" listed before \"o1\": the id's digits keep their number, the other takes the next free one")
    void digitsKeepTheirNumber() {
        assertEquals(shown("o", "Orc 2", "o1", "Orc 1"), NumberedNames.of(shown("o", "Orc", "o1", "Orc")));
    }

    @Test
    @DisplayName("The numbering of the shipped encounters stays: by digits, else by place in the list")
    void usualNumberingKept() {
        assertEquals(shown("g1", "Goblin 1", "g2", "Goblin 2", "k", "Kenji"),
                NumberedNames.of(shown("g1", "Goblin", "g2", "Goblin", "k", "Kenji")));
        assertEquals(shown("s", "Skeleton 1", "t", "Skeleton 2", "u", "Skeleton 3"),
                NumberedNames.of(shown("s", "Skeleton", "t", "Skeleton", "u", "Skeleton")));
        assertEquals(shown("g5", "Goblin 5", "g", "Goblin 2"), NumberedNames.of(shown("g5", "Goblin", "g", "Goblin")));
        // Two ids with the same digits still need telling apart.
        assertEquals(shown("g1", "Goblin 1", "h1", "Goblin 1'"), NumberedNames.of(shown("g1", "Goblin", "h1", "Goblin")));
    }
}
