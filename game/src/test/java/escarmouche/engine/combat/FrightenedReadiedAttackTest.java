package escarmouche.engine.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.battle.Creature;
import escarmouche.engine.preview.MovePreview;
import escarmouche.events.AttackEvent;
import escarmouche.events.NoteEvent;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.grid.Pos;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * COND-FRIGHTENED with ACT-READY: a creature that readied a blow and was frightened afterwards. Under the house
 * rules it may only defend itself, so the blow does not fall, the log says why and the move planner warns of
 * nothing; plain 5e lets it strike, at a disadvantage while it sees what it fears.
 */
class FrightenedReadiedAttackTest {
    /** The goblin's walk into the hero's reach: it enters it on the third step, at 2,1. */
    private static final List<Pos> WALK = List.of(new Pos(4, 1), new Pos(3, 1), new Pos(2, 1));

    /** The hero readies its longsword for the goblin, then (the ally's turn over) is frightened of it. */
    private static Fight readiedThenFrightened(RuleSet rules, Integer... dice) {
        TestScenario s = TestScenario.map("########", "#......#", "#......#", "########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 10).hp(20)
                        .weapons(TestScenario.LONGSWORD))
                .with("ally", "party", 1, 2, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 5, 1, c -> c.hp(20).control("player"))
                .initiative("hero", "ally", "gob").rules(rules).dice(dice);
        Fight f = Fight.of(s).start().run("ready gob", "end", "end");
        Creature hero = f.creature("hero");
        assertNotNull(hero.turn.readied, "readied before the fear");
        hero.conditions.gain(Condition.FRIGHTENED);
        hero.conditions.setSource(Condition.FRIGHTENED, "gob");
        return f;
    }

    private static List<NoteEvent> fearNotes(Fight f) {
        return f.all(NoteEvent.class).stream().filter(n -> n.rule().contains("COND-FRIGHTENED")).toList();
    }

    @Test
    @DisplayName("COND-FRIGHTENED (house) with ACT-READY: a blow readied before the fear does not fall, and the log"
            + " says why as it says a withheld opportunity attack")
    void COND_FRIGHTENED_ACT_READY_houseHoldsTheReadiedBlow() {
        Fight f = readiedThenFrightened(RuleSet.HOUSE).run("move 4,1 3,1 2,1");
        assertTrue(f.all(AttackEvent.class).isEmpty(), f.lines());
        List<NoteEvent> notes = fearNotes(f);
        assertEquals(1, notes.size(), f.lines());
        assertEquals("hero", notes.get(0).actor());
        assertEquals("hero makes no readied attack as gob comes within reach: hero is frightened", notes.get(0).text());
        assertEquals(List.of("COND-FRIGHTENED", "ACT-READY"), notes.get(0).rule());
        Creature hero = f.creature("hero");
        assertFalse(hero.turn.reactionUsed, "no reaction spent");
        assertNotNull(hero.turn.readied, "held, not spent: the fear may end before its next turn");
        assertEquals(new Pos(2, 1), f.creature("gob").at());
        assertEquals(20, f.creature("gob").hp());
    }

    @Test
    @DisplayName("COND-FRIGHTENED (house) with ACT-READY: the move planner warns of no readied blow from a frightened"
            + " creature")
    void COND_FRIGHTENED_ACT_READY_housePlannerWarnsOfNothing() {
        Fight f = readiedThenFrightened(RuleSet.HOUSE);
        MovePreview walk = f.game().previews().move(f.creature("gob"), WALK);
        assertEquals(List.of(), walk.readied());
        assertFalse(walk.struck(), "an arrow-key step there opens no planner");
    }

    @Test
    @DisplayName("COND-FRIGHTENED (plain 5e) with ACT-READY: the readied blow falls, at a disadvantage, and is warned of")
    void COND_FRIGHTENED_ACT_READY_plainRulesStrikeAtDisadvantage() {
        Fight f = readiedThenFrightened(RuleSet.DD5, 15, 15, 4);
        MovePreview walk = f.game().previews().move(f.creature("gob"), WALK);
        assertEquals(List.of(new MovePreview.Threat("hero", 3, new Pos(2, 1), "ACT-READY")), walk.readied());
        f.run("move 4,1 3,1 2,1");
        assertEquals(List.of(), fearNotes(f).stream().map(NoteEvent::text).filter(t -> t.contains("makes no")).toList());
        AttackEvent a = f.first(AttackEvent.class);
        assertEquals("hero", a.attacker());
        assertEquals("gob", a.target());
        assertTrue(a.rule().contains("ACT-READY"), a.rule().toString());
        assertEquals("disadvantage", a.advantage());
        assertEquals(List.of("-attacker frightened, its fear in sight"), a.advantageSources());
        assertEquals(13, f.creature("gob").hp(), "d20s 15 and 15 hit; 1d8 4 + Str 3");
        assertNull(f.creature("hero").turn.readied);
        assertTrue(f.creature("hero").turn.reactionUsed);
    }
}
