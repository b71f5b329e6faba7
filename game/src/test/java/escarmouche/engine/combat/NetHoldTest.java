package escarmouche.engine.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.battle.GroundItems;
import escarmouche.events.ConditionEvent;
import escarmouche.events.ErrorEvent;
import escarmouche.events.NoteEvent;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.grid.Pos;
import escarmouche.testing.Fight;
import escarmouche.testing.RealContent;
import escarmouche.testing.TestScenario;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * COND-RESTRAINED: a net in use holds its creature (5e); it is not a loose item. It hangs on the creature it
 * caught, goes wherever that creature is moved, is never picked up while it holds it, and lies loose in the
 * creature's square once the creature gets out or dies (a cut net is destroyed: {@code NetCutTest}).
 */
class NetHoldTest {
    private static final Weapon NET = RealContent.content().weapons().get("net").weapon();

    /**
     * The hero (Str 16, Dex 12) with a net and a longsword, the goblin beside it (AC 12, Str 10, Dex 10), both
     * played by commands. The net thrown within 1.5 m rolls two d20s (ATK-RANGED-MELEE): 15 and 14, 14 +1 Dex
     * +2 prof = 17 against AC 12, a hit.
     */
    private static TestScenario yard(UnaryOperator<TestScenario.Creature> gob, Integer... dice) {
        return TestScenario.map("##########", "#........#", "#........#", "#........#", "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(14)
                        .weapons(NET, TestScenario.LONGSWORD).control("player"))
                .with("gob", "monsters", 2, 1, c -> gob.apply(c.hp(30).ac(12).abilities(10, 10)
                        .weapons(TestScenario.SCIMITAR).control("player")))
                .initiative("hero", "gob").dice(dice);
    }

    private static List<GroundItems.Item> ground(Fight f) {
        return f.game().battle().ground().all();
    }

    @Test
    @DisplayName("COND-RESTRAINED: the netted goblin may not pick up the net that holds it, refused naming whom it holds")
    void COND_RESTRAINED_netHoldingItsCreatureIsNotPickedUp() {
        Fight f = Fight.of(yard(c -> c, 15, 14)).start().run("attack gob weapon=net", "end", "pickup net", "pickup");
        assertTrue(f.creature("gob").has(Condition.RESTRAINED), f.lines());
        assertEquals(List.of(), ground(f), "the net hangs on the goblin, it does not lie loose");
        List<ErrorEvent> refused = f.all(ErrorEvent.class);
        assertEquals(2, refused.size(), f.lines());
        for (ErrorEvent e : refused) {
            assertEquals("the net holds gob: it cannot be picked up until gob is out of it", e.reason());
            assertEquals(List.of("COND-RESTRAINED"), e.rule());
        }
        assertNull(f.creature("gob").arsenal.find("net"), "the goblin has no net to throw");
        assertEquals("hero", f.creature("gob").conditions.caught.thrower());
    }

    @Test
    @DisplayName("COND-RESTRAINED: the net goes with the goblin shoved a square; its old square has none; out of it, the net lies where it is")
    void COND_RESTRAINED_netMovesWithItsCreatureAndComesDownWhenItEscapes() {
        // Round 2: the shove, hero Str d20 18 +3 = 21 against the goblin's d20 3 +0 = 3, pushes it from 2,1 to
        // 3,1; the hero steps onto 2,1. Then the goblin's Str check, d20 12 +0 against DC 10, frees it.
        Fight f = Fight.of(yard(c -> c, 15, 14, 18, 3, 12)).start().run("attack gob weapon=net", "end", "end",
                "shove gob push", "move 2,1", "pickup net", "end", "escape");
        assertEquals(new Pos(3, 1), f.creature("gob").at(), f.lines());
        ErrorEvent refused = f.first(ErrorEvent.class);
        assertEquals("pickup net", refused.command());
        assertEquals("no net lying in hero's space", refused.reason());
        assertFalse(f.creature("gob").has(Condition.RESTRAINED), f.lines());
        assertEquals(List.of(new GroundItems.Item(new Pos(3, 1), NET, "hero", GroundItems.THROWN_RULE, true)),
                ground(f), "the net lies loose where the goblin got out of it");
    }

    @Test
    @DisplayName("COND-RESTRAINED: the netted goblin killed, the net holds no corpse: it lies loose in its square")
    void COND_RESTRAINED_netOfADeadCreatureLiesLoose() {
        // Round 2: the longsword against the restrained goblin (advantage: 15, 14) +3 +2 = 20 hits; d8 6 +3 = 9,
        // 4 below 0: the system shock, d100 95 +4 = 99 against 90, kills it (HP-SHOCK).
        Fight f = Fight.of(yard(c -> c.hp(5), 15, 14, 15, 14, 6, 95)).start().run("attack gob weapon=net", "end", "end",
                "attack gob weapon=longsword");
        assertFalse(f.creature("gob").alive(), f.lines());
        assertNull(f.creature("gob").conditions.caught);
        assertEquals(List.of(new GroundItems.Item(new Pos(2, 1), NET, "hero", GroundItems.THROWN_RULE, true)),
                ground(f));
    }

    @Test
    @DisplayName("COND-RESTRAINED: a goblin restrained from the start gets out of the net, and a note says it is still"
            + " restrained and why (no condition event comes)")
    void COND_RESTRAINED_outOfTheNetButStillRestrainedFromTheStart() {
        // The net: 15, 14 against the restrained goblin hits; round 2, the goblin's Str check d20 12 +0 beats DC 10.
        Fight f = Fight.of(yard(c -> c.conditions(Condition.RESTRAINED), 15, 14, 12)).start()
                .run("attack gob weapon=net", "end", "escape");
        assertNull(f.creature("gob").conditions.caught, f.lines());
        assertTrue(f.creature("gob").has(Condition.RESTRAINED), f.lines());
        assertEquals(List.of(), f.all(ConditionEvent.class).stream().filter(e -> e.condition().equals("restrained")).toList());
        List<String> notes = f.all(NoteEvent.class).stream().filter(n -> n.rule().equals(List.of("COND-RESTRAINED")))
                .map(NoteEvent::text).toList();
        assertEquals(List.of("gob is already restrained: the net from hero holds it too", "gob is restrained: speed 0",
                "gob is out of the net, but still restrained: it has been since the fight began"), notes, f.lines());
        assertEquals(List.of(new GroundItems.Item(new Pos(2, 1), NET, "hero", GroundItems.THROWN_RULE, true)),
                ground(f), "the net lies loose where the goblin got out of it");
    }
}
