package escarmouche.rules.initiative;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class FamiliarsTest {
    @Test
    @DisplayName("TURN-INIT: a familiar acts right after its master, several in the order given")
    void TURN_INIT_familiarsFollowTheirMaster() {
        Map<String, String> familiars = new LinkedHashMap<>();
        familiars.put("owl", "mage");
        familiars.put("cat", "mage");
        familiars.put("wolf", "ranger");
        assertEquals(List.of("orc", "mage", "owl", "cat", "ranger", "wolf"),
                Familiars.place(List.of("orc", "mage", "ranger"), familiars));
        assertThrows(IllegalArgumentException.class, () -> Familiars.place(List.of("orc"), Map.of("owl", "mage")));
    }
}
