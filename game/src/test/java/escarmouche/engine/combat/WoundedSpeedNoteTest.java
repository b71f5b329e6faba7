package escarmouche.engine.combat;

import static escarmouche.testing.Logs.rules;
import static escarmouche.testing.Runs.events;
import static escarmouche.testing.Runs.ofType;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import escarmouche.engine.battle.LoggedEvent;
import escarmouche.events.NoteEvent;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.core.RuleSet;
import escarmouche.testing.TestScenario;
import escarmouche.ui.log.LogLines;
import escarmouche.ui.log.PlayerWords;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** MOVE-WOUNDED is named at the start of the turn it halves, as holding conditions and exhaustion are. */
class WoundedSpeedNoteTest {
    private static TestScenario goblinAt(int hp) {
        return TestScenario.map(
                        "#########",
                        "#.......#",
                        "#########")
                .with("gob", "monsters", 1, 1, c -> c.hp(hp).control("player"))
                .with("hero", "party", 7, 1, c -> c.pc("fighter"))
                .initiative("gob", "hero");
    }

    private static List<String> notes(List<JsonNode> ev) {
        return ofType(ev, "note").stream().map(n -> n.get("text").asText() + " " + rules(n)).toList();
    }

    @Test
    @DisplayName("MOVE-WOUNDED: a goblin at -3 HP, speed 6, is told it moves at half speed, 3 squares")
    void MOVE_WOUNDED_turnStartNote() {
        List<JsonNode> ev = events(goblinAt(-3).build(), 1, "end\n");
        assertEquals(3, ofType(ev, "turn").get(0).get("movement").asInt());
        assertEquals(List.of("gob is wounded (-3 HP): half speed, 3 squares [MOVE-WOUNDED]"), notes(ev));
    }

    @Test
    @DisplayName("MOVE-WOUNDED: played as in plain 5e, a wounded goblin keeps its speed and no note names the rule")
    void MOVE_WOUNDED_noNoteWhenMovementIsPlainFiveE() {
        List<JsonNode> ev = events(goblinAt(-3).rules(RuleSet.HOUSE.asIn5e(RulePart.MOVEMENT)).build(), 1, "end\n");
        assertEquals(6, ofType(ev, "turn").get(0).get("movement").asInt());
        assertEquals(List.of(), notes(ev));
    }

    @Test
    @DisplayName("MOVE-WOUNDED: a goblin at full health gets no note")
    void MOVE_WOUNDED_noNoteWhenUnhurt() {
        List<JsonNode> ev = events(goblinAt(7).build(), 1, "end\n");
        assertEquals(List.of(), notes(ev));
    }

    @Test
    @DisplayName("MOVE-WOUNDED: the note is said in French, agreeing with the creature, one square in the singular")
    void MOVE_WOUNDED_noteInFrench() {
        LogLines fr = new LogLines(PlayerWords.named(Map.of("gob", "Gobelin", "mia", "Mia"), Set.of("mia")),
                ScreenMessages.of(Language.FR));
        assertEquals("Gobelin est blessé (-3 PV)\u00a0: demi-vitesse, 3 cases", fr.line(new LoggedEvent(1, 4,
                new NoteEvent("gob", "gob is wounded (-3 HP): half speed, 3 squares", List.of("MOVE-WOUNDED")))));
        assertEquals("Mia est blessée (0 PV)\u00a0: demi-vitesse, 1 case", fr.line(new LoggedEvent(1, 4,
                new NoteEvent("mia", "mia is wounded (0 HP): half speed, 1 square", List.of("MOVE-WOUNDED")))));
    }
}
