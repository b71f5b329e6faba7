package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyType;
import escarmouche.launch.ContentCatalog;
import escarmouche.testing.RealContent;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The crypt's wight waits at its post on the first round: the log says why at the normal level, and "why?" on
 * that line answers with its behaviour (the guard's ninth rule), in English and in French; "why?" on a turn's
 * first line says how turns go.
 */
class MonsterPlanScreenTest extends ScreenTest {
    private static final String NB = "\u00a0";

    /** The encounter, turns ended by hand until the log shows {@code line}; then that line's "why?". */
    private String whyOfLine(boolean french, String encounter, String line) {
        return whyOfLine(french, encounter, line, false);
    }

    /** @param full whether to read the log at its full level, where every plan shows */
    private String whyOfLine(boolean french, String encounter, String line, boolean full) {
        h = new Harness(new ContentCatalog(RealContent.content()), data, 120, 40, true);
        if (french) h.keys("l");
        h.keys("n");
        while (!h.row(h.find(encounter)[1]).contains("▶")) h.press(KeyType.ArrowDown);
        h.enter().enter();
        if (full) h.keys("V");
        for (int i = 0; i < 6 && !h.shows(line); i++) h.keys("e");
        assertTrue(h.shows(line), h.screen());
        h.keys("L");
        for (int i = 0; i < 30 && !selected().contains(line); i++) h.press(KeyType.ArrowUp);
        assertTrue(selected().contains(line), h.screen());
        h.enter();
        return h.words();
    }

    private String selected() {
        for (String row : h.screen().split("\n")) if (row.startsWith("▶ ")) return row;
        return "";
    }

    @Test
    @DisplayName("A wight that waits: its plan at the normal level, and why? names its behaviour, its rule and what it is for")
    void theWightWaitsAndSaysWhy() {
        String why = whyOfLine(false, "The crypt of the wight", "Wight means to hold its ground");
        assertTrue(why.contains("(guard: wait at its"), h.screen());
        assertTrue(why.contains("Behaviour: guard, its rule 9"), h.screen());
        assertTrue(why.contains("Holds its post: strikes whoever comes close"), h.screen());
        assertTrue(why.contains("the first rule whose conditions"), h.screen());
        assertFalse(why.contains("No rule is named"), h.screen());
    }

    @Test
    @DisplayName("TURN-ORDER: why? on a turn's first line says how turns go and what a turn holds, not that no rule is named")
    void TURN_ORDER_whyOnATurnLine() {
        String why = whyOfLine(false, "The crypt of the wight", "Round 1: Wight's turn");
        assertTrue(why.contains("TURN-ORDER · "), h.screen());
        assertTrue(why.contains("TURN-ECONOMY · "), h.screen());
        assertFalse(why.contains("No rule is named"), h.screen());
    }

    @Test
    @DisplayName("A rule the captain's own behaviour inherits is numbered in the behaviour that writes it")
    void inheritedRule() {
        String why = whyOfLine(false, "The bandit captain", "Captain Vasco means to", true);
        assertTrue(why.contains("Behaviour: Captain Vasco's own, rule "), h.screen());
        assertTrue(why.contains(" of guard, which it builds on"), h.screen());
    }

    @Test
    @DisplayName("In French, the captain's own behaviour and the description it inherits from the guard, in French")
    void inheritedRuleInFrench() {
        String why = whyOfLine(true, "Le capitaine bandit", "Capitaine Vasco a l'intention de", true);
        assertTrue(why.contains("Comportement" + NB + ": propre à Capitaine Vasco, règle "), h.screen());
        assertTrue(why.contains(" de gardien, dont il"), h.screen());
        assertTrue(why.contains("Tient son poste"), h.screen());
        assertFalse(why.contains("Holds its post"), h.screen());
    }

    @Test
    @DisplayName("In French: the plan, its behaviour and its rule in French")
    void inFrench() {
        String why = whyOfLine(true, "La crypte", "Nécrophage a l'intention de");
        assertTrue(why.contains("Comportement" + NB + ": gardien, sa règle 9"), h.screen());
        assertTrue(why.contains("Tient son poste"), h.screen());
        assertTrue(why.contains("la première règle"), h.screen());
    }
}
