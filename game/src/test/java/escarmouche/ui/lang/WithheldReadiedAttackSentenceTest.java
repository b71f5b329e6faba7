package escarmouche.ui.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The log's note of a readied blow that fear holds back (COND-FRIGHTENED, ACT-READY), said in each language. */
class WithheldReadiedAttackSentenceTest {
    private static final UnaryOperator<String> NAMES = s -> s == null ? "" : s.replace("g1", "Goblin 1")
            .replace("kenji", "Kenji");
    private static final String NOTE = "g1 makes no readied attack as kenji comes within reach: g1 is frightened";

    @Test
    @DisplayName("COND-FRIGHTENED, ACT-READY: a readied blow held back by fear is said in French, its reason too")
    void COND_FRIGHTENED_ACT_READY_heldBlowInFrench() {
        assertEquals("engine.note.readied.held", EngineSentences.keyOf(NOTE));
        assertEquals("Goblin 1 ne fait pas son attaque préparée quand Kenji arrive à son allonge\u00a0: Goblin 1 est effrayé",
                EngineSentences.of(ScreenMessages.of(Language.FR)).say(NOTE, NAMES));
        assertEquals("Goblin 1 makes no readied attack as Kenji comes within reach: Goblin 1 is frightened",
                EngineSentences.of(ScreenMessages.of(Language.EN)).say(NOTE, NAMES));
    }
}
