package escarmouche.engine.action;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.combat.AttackSituation;
import escarmouche.events.AttackEvent;
import escarmouche.events.ConditionEvent;
import escarmouche.events.ErrorEvent;
import escarmouche.rules.core.Condition;
import escarmouche.testing.Fight;
import escarmouche.testing.Scripts;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * ACT-DODGE: "lost if incapacitated or speed 0". Taken at speed 0 the dodge would be lost as soon as taken: the
 * engine refuses it, names why, and the creature keeps its action (the exploration's dg2.json).
 */
class DodgeAtSpeedZeroTest {
    /** Three goblins at speed 0 (exhaustion 5, restrained, grappled by c's first action), three fighters beside them. */
    private static Fight held() {
        return Fight.of(Scripts.scenario("""
                {"format": 1, "map": {"rows": ["##########", "#........#", "#........#", "#........#", "##########"]},
                 "combatants": [
                   {"id": "e5", "template": "goblin", "at": [2, 1], "exhaustion": 5, "control": "player", "hp": 50},
                   {"id": "r", "template": "goblin", "at": [2, 2], "conditions": ["restrained"], "control": "player", "hp": 50},
                   {"id": "gr", "template": "goblin", "at": [2, 3], "control": "player", "hp": 50},
                   {"id": "a", "template": "fighter", "at": [1, 1]},
                   {"id": "b", "template": "fighter", "at": [1, 2]},
                   {"id": "c", "template": "fighter", "at": [1, 3]}
                 ],
                 "initiative": ["c", "e5", "r", "gr", "a", "b"],
                 "dice": [15, 3]}
                """)).start();
    }

    @Test
    @DisplayName("ACT-DODGE: at speed 0 (exhaustion 5, restrained, grappled) the Dodge is refused, naming why, and no"
            + " one is dodging")
    void ACT_DODGE_refusedAtSpeedZero() {
        Fight f = held().run("grapple gr", "end", "dodge", "end", "dodge", "end", "dodge", "end");
        List<ErrorEvent> refused = f.all(ErrorEvent.class);
        assertEquals(List.of("e5 has speed 0: a dodge would be lost at once",
                "r is restrained: at speed 0 a dodge would be lost at once",
                "gr is grappled: at speed 0 a dodge would be lost at once"),
                refused.stream().map(ErrorEvent::reason).toList(), f.lines());
        assertEquals(List.of(List.of("ACT-DODGE", "HP-EXHAUSTION"), List.of("ACT-DODGE", "COND-RESTRAINED"),
                List.of("ACT-DODGE", "COND-GRAPPLED")), refused.stream().map(ErrorEvent::rule).toList());
        assertTrue(f.all(ConditionEvent.class).stream().noneMatch(c -> c.condition().equals("dodging")), f.lines());
        for (String id : List.of("e5", "r", "gr")) assertFalse(f.creature(id).has(Condition.DODGING), id);
    }

    @Test
    @DisplayName("ACT-DODGE: a Dodge refused at speed 0 keeps the action, which the creature may still use")
    void ACT_DODGE_refusalKeepsTheAction() {
        Fight f = held().run("end", "dodge");
        assertFalse(f.creature("e5").turn.actionUsed, "the refused dodge spent nothing");
        f.run("attack a");
        AttackEvent blow = f.first(AttackEvent.class);
        assertEquals("e5", blow.attacker(), f.lines());
        assertEquals("a", blow.target());
    }

    @Test
    @DisplayName("ACT-DODGE: the checks the menus ask agree with the engine: refused at speed 0, allowed at speed")
    void ACT_DODGE_checksAgree() {
        Fight f = held().run("grapple gr");
        CommandChecks checks = f.game().previews().checks();
        assertEquals("c has already used its action this turn", checks.dodge(f.creature("c")).orElseThrow().reason());
        f.run("end");
        assertEquals("e5 has speed 0: a dodge would be lost at once", checks.dodge(f.creature("e5")).orElseThrow().reason());
        assertFalse(AttackSituation.wouldDodge(f.creature("e5")));
        f.run("end", "end", "end");
        assertTrue(checks.dodge(f.creature("a")).isEmpty(), "a fighter at its speed may dodge");
    }
}
