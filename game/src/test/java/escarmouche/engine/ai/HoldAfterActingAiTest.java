package escarmouche.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.engine.battle.LoggedEvent;
import escarmouche.events.NoteEvent;
import escarmouche.testing.Scripts;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A {@code hold} that only ends a turn in which the creature has used its action (TURN-ECONOMY) writes no
 * intent: a guard that struck, then comes to its "wait at its post", does not announce a plan after the blow.
 * A hold that ends a turn that did nothing else still says why the creature stood still.
 */
class HoldAfterActingAiTest {
    /** A guard's two last rules: strike whoever is in reach, else wait at its post. */
    private static final String GUARD = "{\"when\": [{\"target\": \"in-reach\"}], \"do\": \"attack\","
            + " \"why\": \"strike whoever comes close\"}, {\"do\": \"hold\", \"why\": \"wait at its post\"}";

    /**
     * A hobgoblin with its longsword alone (no bow to shoot from its post) at 3,1 and Kenji at {@code kenjiX},1 in
     * a corridor, the hobgoblin's turn first.
     */
    private static AiCase guard(int kenjiX) {
        return AiCase.of(Scripts.scenario("""
                {"format": 1, "rules": "house",
                 "map": {"rows": ["############", "#..........#", "############"]},
                 "combatants": [
                   {"id": "h1", "template": "hobgoblin", "at": [3, 1], "weapons": ["longsword"]},
                   {"id": "kenji", "template": "samurai", "side": "party", "at": [%d, 1], "hp": 40}
                 ],
                 "initiative": ["h1", "kenji"]}
                """.formatted(kenjiX))).rules("h1", GUARD);
    }

    private static List<String> intents(AiCase ai) {
        List<String> out = new ArrayList<>();
        for (LoggedEvent e : ai.game().battle().log().events()) {
            if (e.event() instanceof NoteEvent n && n.intent() != null && n.actor().equals("h1")) out.add(n.text());
        }
        return out;
    }

    @Test
    @DisplayName("TURN-ECONOMY: after its blow, the hold that ends the guard's turn writes no intent, and the one it"
            + " struck on stays on it")
    void TURN_ECONOMY_noHoldIntentAfterTheBlow() {
        AiCase ai = guard(4);
        assertEquals("attack kenji weapon=longsword", ai.next());
        ai.play();
        assertEquals("end", ai.next());
        assertEquals(List.of("test: strike whoever comes close -> attack kenji"), intents(ai));
        assertEquals("test: strike whoever comes close -> attack kenji", ai.creature("h1").side.intent.text());
    }

    @Test
    @DisplayName("TURN-ECONOMY: a turn the hold alone ends, its action kept, still says why the guard stood still")
    void TURN_ECONOMY_idleHoldStillSaysWhy() {
        AiCase ai = guard(9);
        assertEquals("end", ai.next());
        assertEquals(List.of("test: wait at its post -> hold its ground kenji"), intents(ai));
    }
}
