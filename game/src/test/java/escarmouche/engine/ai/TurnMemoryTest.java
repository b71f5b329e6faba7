package escarmouche.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What the scripted controller remembers within one creature's turn, and forgets at the next. */
class TurnMemoryTest {
    @Test
    @DisplayName("TURN-ORDER: each rule and target is announced once per turn, however many come up, and again next turn")
    void announcesEachRuleAndTargetOncePerTurn() {
        TurnMemory memory = new TurnMemory();
        memory.begin("g1", 1);
        List<Boolean> first = new ArrayList<>();
        // More pairs than the memory starts with room for, a rule aimed at no one among them.
        String[] targets = {"f1", "f2", null, "f3", "f1", "f4"};
        int[] rules = {5, 5, 9, 6, 6, 7};
        for (int i = 0; i < rules.length; i++) first.add(memory.firstTime(rules[i], targets[i]));
        assertEquals(List.of(true, true, true, true, true, true), first);
        for (int i = 0; i < rules.length; i++) assertFalse(memory.firstTime(rules[i], targets[i]), rules[i] + " " + targets[i]);
        assertTrue(memory.firstTime(9, "f1"), "the same rule on another target is new");
        memory.begin("g1", 1);
        assertFalse(memory.firstTime(5, "f1"), "the same creature in the same round goes on with its turn");
        memory.begin("g2", 1);
        assertTrue(memory.firstTime(5, "f1"), "another creature starts afresh");
        memory.begin("g2", 2);
        assertTrue(memory.firstTime(5, "f1"), "so does a new round");
        assertTrue(memory.firstTime(9, null));
        assertFalse(memory.firstTime(9, null));
    }

    @Test
    @DisplayName("A refused rule is skipped for the rest of the turn, past the 64th rule too, and tried again next turn")
    void refusedRulesAreSkippedUntilTheTurnEnds() {
        TurnMemory memory = new TurnMemory();
        memory.begin("g1", 1);
        int[] refused = {0, 5, 63, 64, 70};
        for (int rule : refused) {
            memory.chose(rule);
            memory.failLast();
        }
        memory.failLast(); // the same rule twice is still one refusal
        List<Integer> skipped = new ArrayList<>();
        for (int rule = 0; rule < 80; rule++) if (memory.failed(rule)) skipped.add(rule);
        assertEquals(List.of(0, 5, 63, 64, 70), skipped);
        memory.begin("g1", 1);
        assertTrue(memory.failed(64), "the same turn goes on");
        memory.begin("g2", 1);
        for (int rule : refused) assertFalse(memory.failed(rule), "another creature's turn: rule " + rule);
        memory.chose(3);
        memory.failLast();
        memory.begin("g2", 2);
        assertFalse(memory.failed(3), "a new round");
    }
}
