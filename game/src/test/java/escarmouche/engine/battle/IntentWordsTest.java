package escarmouche.engine.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import escarmouche.behaviour.Action;
import escarmouche.behaviour.BehaviourWords;
import escarmouche.behaviour.Rule;
import escarmouche.behaviour.Target;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The intents' words kept from fight to fight are the words each rule and target would be given afresh. */
class IntentWordsTest {
    private static Rule rule(String why, int number) {
        return new Rule(List.of(), new Action.Attack(), Target.values()[0], false, false, why, "skirmisher", number);
    }

    @Test
    @DisplayName("words are kept by rule and by target, aimed at nobody too")
    void byRuleAndTarget() {
        IntentWords words = new IntentWords();
        Rule stab = rule("stab", 1);
        Rule sameWords = rule("stab", 1);
        words.put(stab, "g1", BehaviourWords.intent(stab, "g1"));
        words.put(stab, null, BehaviourWords.intent(stab, null));
        assertEquals(BehaviourWords.intent(stab, "g1"), words.get(stab, "g1"));
        assertEquals(BehaviourWords.intent(stab, null), words.get(stab, null));
        assertNull(words.get(stab, "g2"), "another target");
        // Looked up by identity: an equal rule of another script is another entry, which costs one sentence.
        assertNull(words.get(sameWords, "g1"), "another rule object");
        assertEquals(2, words.size());
    }

    @Test
    @DisplayName("past its limit it starts afresh and keeps what comes next")
    void bounded() {
        IntentWords words = new IntentWords();
        Rule r = rule("go", 2);
        for (int i = 0; i < IntentWords.LIMIT; i++) words.put(r, "c" + i, "words " + i);
        assertEquals(IntentWords.LIMIT, words.size());
        assertEquals("words 7", words.get(r, "c7"));
        words.put(r, "last", "last words");
        assertEquals(1, words.size());
        assertNull(words.get(r, "c7"));
        assertEquals("last words", words.get(r, "last"));
    }
}
