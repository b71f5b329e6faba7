package escarmouche.ui.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.model.Scenario;
import escarmouche.engine.control.PlayerInput;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.testing.TestScenario;
import escarmouche.ui.log.MessageLog;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A switch of control in a recording changes no event; the replay's log says it where it was made. */
class TimelineSwitchTest {
    private static Scenario duel() {
        return TestScenario.map(
                        "#######",
                        "#.....#",
                        "#######")
                .with("kenji", "party", 1, 1, c -> c.pc("fighter").hp(40))
                .with("g1", "monsters", 5, 1, c -> c.hp(7))
                .initiative("kenji", "g1").build();
    }

    @Test
    @DisplayName("A recording that hands kenji to the AI once the fight has started: the log says so after the"
            + " fight's first lines, in the viewer's language, and a search finds it with the event that follows")
    void theSwitchIsALineOfTheLog() {
        List<PlayerInput> inputs = List.of(new PlayerInput.Control("kenji", false, 1));
        Timeline en = Timeline.of(duel(), 3, inputs, ScreenMessages.of(Language.EN));
        assertEquals(null, en.problem());
        List<MessageLog.Entry> entries = en.fight().log().entries();
        List<MessageLog.Entry> notes = entries.stream().filter(e -> e.events().isEmpty()).toList();
        assertEquals(1, notes.size(), entries.toString());
        assertEquals("From here kenji is played by the AI.", notes.get(0).text());
        int at = entries.indexOf(notes.get(0));
        assertTrue(at > 0, "made after the fight's start, not before its first line");
        // The AI played kenji's turns to the fight's end: the replay did not stop at the switch.
        assertTrue(entries.get(entries.size() - 1).kind() == MessageLog.Kind.END, entries.toString());
        int found = -1;
        for (int i = 0; i < en.size() && found < 0; i++) if (en.holds(i, "played by the AI")) found = i;
        assertTrue(found >= 0, "the search finds the switch");
        assertEquals(at + 1, en.at(found).entry(), "with the event that follows it");
        Timeline fr = Timeline.of(duel(), 3, inputs, ScreenMessages.of(Language.FR));
        assertTrue(fr.fight().log().entries().stream().anyMatch(e -> e.text().equals("Désormais, kenji est joué par l'IA.")),
                fr.fight().log().entries().toString());
    }
}
