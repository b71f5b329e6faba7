package escarmouche.ui.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import escarmouche.events.EndEvent;
import escarmouche.engine.battle.LoggedEvent;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class WinningSideTest {
    @Test
    @DisplayName("The side a scenario names itself is read from the end's reason; the format's own sides and a yield are not")
    void named() {
        assertEquals("bandits", WinningSide.named("monsters", "no enemy of the bandits is left standing"));
        assertNull(WinningSide.named("monsters", "no enemy of the monsters is left standing"));
        assertNull(WinningSide.named("party", "no enemy of the party is left standing"));
        assertNull(WinningSide.named("monsters", "kenji yields for the party"));
        assertNull(WinningSide.named("none", "nobody is left standing"));
        assertNull(WinningSide.named("monsters", null));
    }

    @Test
    @DisplayName("The English log's end line says the bandits win, not the monsters")
    void englishLine() {
        LogLines en = new LogLines(PlayerWords.named(Map.of()), escarmouche.lang.ScreenMessages.of(escarmouche.lang.Language.EN));
        assertEquals("The fight is over: the bandits win (no enemy of the bandits is left standing)",
                en.line(new LoggedEvent(1, 2, new EndEvent("monsters", "no enemy of the bandits is left standing", List.of()))));
    }
}
