package escarmouche.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.command.Command;
import escarmouche.rules.core.Condition;
import escarmouche.testing.Scripts;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * COND-PARALYZED (concentration, 5e): a concentration spell ends the one its caster keeps, so a scripted caster
 * whose hold person still holds a creature does not cast another (on the same creature, it would only free it
 * to roll its save again).
 */
class HoldKeptAiTest {
    /**
     * A level 3 cleric (Wis +3: DC 13) on AI, casting hold person else dodging, and two goblins it can see.
     * Dice: the casting d20 15, g1's Wis save 4 (held), then g1's end-of-turn save {@code endSave}.
     */
    private static AiCase priest(int endSave) {
        return AiCase.of(Scripts.scenario("""
                        {"format": 1, "map": {"rows": ["############", "#..........#", "#..........#", "############"]},
                         "combatants": [
                           {"id": "pr", "template": "cleric", "level": 3, "at": [1, 1], "spells": ["hold-person"]},
                           {"id": "g1", "template": "goblin", "at": [6, 1], "control": "player"},
                           {"id": "g2", "template": "goblin", "at": [7, 2], "control": "player"}
                         ],
                         "initiative": ["pr", "g1", "g2"], "dice": [15, 4, %d]}
                        """.formatted(endSave)))
                .rules("pr", "{\"do\": \"cast\", \"spell\": \"hold-person\"}, {\"do\": \"dodge\"}");
    }

    private static void endTurns(AiCase c, int turns) {
        for (int i = 0; i < turns; i++) c.game().submit(new Command.End());
    }

    @Test
    @DisplayName("COND-PARALYZED: a caster whose hold person holds g1 dodges the next round rather than cast it again")
    void COND_PARALYZED_holdKeptNotCastAgain() {
        AiCase c = priest(3);
        assertEquals("cast hold-person g1", c.next());
        c.play();
        assertTrue(c.creature("g1").has(Condition.PARALYZED), "g1 is held");
        // Its own turn, then g1's (paralysed: no action, its save 3 fails) and g2's end.
        endTurns(c, 3);
        assertEquals("pr", c.game().battle().active().id());
        assertTrue(c.creature("g1").has(Condition.PARALYZED), "g1 is still held in round 2");
        assertEquals("dodge", c.next());
    }

    @Test
    @DisplayName("COND-PARALYZED: once its hold has ended (g1's save 18 -1 = 17 against DC 13), the caster casts"
            + " hold person again")
    void COND_PARALYZED_castAgainOnceTheHoldIsGone() {
        AiCase c = priest(18);
        c.play();
        endTurns(c, 3);
        assertEquals("pr", c.game().battle().active().id());
        assertFalse(c.creature("g1").has(Condition.PARALYZED), "g1 saved");
        assertEquals("cast hold-person g1", c.next());
    }

    @Test
    @DisplayName("COND-PARALYZED: a hold on a foe that has gone down (g1 out of the fight at -3) is not kept: the caster"
            + " holds g2, the foe still in the fight")
    void COND_PARALYZED_aDownedFoesHoldIsNotKept() {
        AiCase c = priest(3);
        c.play();
        endTurns(c, 3);
        assertEquals("pr", c.game().battle().active().id());
        c.during("g1", g -> {
            g.health.hp = -3;
            g.health.out = true;
        });
        assertTrue(c.creature("g1").has(Condition.PARALYZED), "the hold is still on g1");
        assertFalse(c.creature("g1").inTheFight(), "g1 is out of the fight");
        assertEquals(List.of(), c.game().previews().spells().holdsItWouldEnd(c.creature("pr"), "hold-person"));
        assertEquals("cast hold-person g2", c.next());
    }
}
