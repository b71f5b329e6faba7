package escarmouche.engine.stealth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.events.CheckEvent;
import escarmouche.events.ErrorEvent;
import escarmouche.events.NoteEvent;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Modifier;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** ACT-HIDE and ACT-SEARCH through the engine. */
class HideAndSearchTest {
    private static final String[] ROOM = {"##########", "#........#", "#........#", "##########"};

    @Test
    @DisplayName("ACT-HIDE: an action; Dex check against dc= (default 10) with armour; infiltrators with advantage")
    void ACT_HIDE_infiltrator() {
        TestScenario s = TestScenario.map(ROOM)
                .with("shade", "party", 1, 1, c -> c.pc("infiltrator").abilities(10, 16).armor("leather").hp(20))
                .with("gob", "monsters", 7, 2, c -> c.control("player"))
                .initiative("shade", "gob").dice(4, 13);
        Fight f = Fight.of(s).start().run("hide dc=15", "attack gob");
        CheckEvent c = f.first(CheckEvent.class);
        assertEquals(15, c.dc());
        assertEquals("advantage", c.advantage());
        assertEquals(List.of(new Modifier("Dex", 3), new Modifier("Leather armour", -2)), c.modifiers());
        assertEquals(14, c.total());
        assertFalse(c.success());
        assertFalse(f.creature("shade").has(Condition.HIDDEN));
        assertTrue(c.rule().containsAll(List.of("ACT-HIDE", "SURP-ARMOR", "CLASS-INFILTRATOR")));
        assertEquals("shade has already used its action this turn", f.first(ErrorEvent.class).reason());

        Fight ok = Fight.of(s.dice(4, 16)).start().run("hide");
        assertEquals(10, ok.first(CheckEvent.class).dc());
        assertTrue(ok.creature("shade").has(Condition.HIDDEN));
        assertEquals(17, ok.creature("shade").conditions.stealth);
    }

    @Test
    @DisplayName("ACT-HIDE: impossible with an enemy watching from 1.5 m, or when already hidden")
    void ACT_HIDE_refusals() {
        TestScenario s = TestScenario.map(ROOM)
                .with("shade", "party", 1, 1, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 2, 1, c -> c.control("player"))
                .with("lurker", "party", 5, 2, c -> c.pc("infiltrator").hidden(12))
                .initiative("shade", "lurker", "gob");
        Fight f = Fight.of(s).start().run("hide", "end", "hide");
        List<String> reasons = f.all(ErrorEvent.class).stream().map(ErrorEvent::reason).toList();
        assertEquals(List.of("shade cannot hide while gob watches it from 1.5 m (ACT-HIDE)", "lurker is already hidden"),
                reasons);
    }

    @Test
    @DisplayName("ACT-SEARCH: a Wis check against each hidden enemy's stealth total reveals it")
    void ACT_SEARCH_reveals() {
        TestScenario s = TestScenario.map(ROOM)
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20))
                .with("lurker", "monsters", 7, 2, c -> c.hidden(14).control("player"))
                .with("other", "monsters", 8, 1, c -> c.hidden(20).control("player"))
                .initiative("hero", "lurker", "other").dice(20, 20, 14, 19);
        Fight f = Fight.of(s).start();
        f.run("search");
        List<CheckEvent> checks = f.all(CheckEvent.class).subList(1, 3);
        assertEquals(List.of(14, 20), checks.stream().map(CheckEvent::dc).toList());
        assertTrue(checks.get(0).rule().contains("ACT-SEARCH"));
        assertFalse(f.creature("lurker").has(Condition.HIDDEN));
        assertTrue(f.creature("other").has(Condition.HIDDEN));
        f.run("search");
        assertEquals("hero has already used its action this turn", f.first(ErrorEvent.class).reason());
    }

    @Test
    @DisplayName("ACT-SEARCH: nobody hidden in sight: the action is spent and the log says so")
    void ACT_SEARCH_nothing() {
        TestScenario s = TestScenario.map(ROOM)
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 7, 2, c -> c.control("player"))
                .initiative("hero", "gob");
        Fight f = Fight.of(s).start().run("search");
        assertTrue(f.first(NoteEvent.class).rule().contains("ACT-SEARCH"));
        assertTrue(f.creature("hero").turn.actionUsed);
    }
}
