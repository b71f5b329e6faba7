package escarmouche.engine.stealth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.events.CheckEvent;
import escarmouche.events.ErrorEvent;
import escarmouche.events.NoteEvent;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Modifier;
import escarmouche.content.load.ScenarioLoader;
import escarmouche.testing.Fight;
import escarmouche.testing.RealContent;
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

    /**
     * A fighter facing a goblin the scenario lists "hidden" among its conditions, with no "hidden" field: both
     * on the player's commands, the fighter first; forced dice.
     */
    private static Fight hiddenByCondition(Integer... dice) {
        StringBuilder forced = new StringBuilder();
        for (Integer d : dice) forced.append(forced.length() == 0 ? "" : ", ").append(d);
        String json = """
                {"format": 1, "map": {"rows": ["##########", "#........#", "##########"]},
                 "combatants": [{"id": "hero", "template": "fighter", "at": [1, 1]},
                                {"id": "gob", "template": "goblin", "at": [7, 1], "control": "player",
                                 "conditions": ["hidden"]}],
                 "initiative": ["hero", "gob"], "dice": [%s]}""".formatted(forced);
        var loaded = new ScenarioLoader().parse(json, "s.json", RealContent.content());
        assertTrue(loaded.ok(), loaded.problems().toString());
        return Fight.of(loaded.value()).start();
    }

    @Test
    @DisplayName("SURP-CHECK / SURP-RESIST / ACT-SEARCH: a \"hidden\" starting condition is the field's {\"check\": true}:"
            + " its stealth check against DC 10 gives the one total that the ambush and a search are checked against")
    void SURP_CHECK_hiddenConditionRollsItsStealth() {
        // gob's stealth d20 17 (+2 Dex, -2 leather, -1 shield), hero's check to see the ambush d20 18 (it does),
        // hero's search d20 15.
        Fight f = hiddenByCondition(17, 18, 15).run("search");
        List<CheckEvent> checks = f.all(CheckEvent.class);
        assertEquals(3, checks.size(), f.lines());
        CheckEvent sneak = checks.get(0);
        assertEquals("gob", sneak.actor());
        assertEquals(10, sneak.dc(), "the field's default DC");
        assertTrue(sneak.rule().contains("SURP-CHECK"));
        assertEquals(16, sneak.total(), f.lines());
        assertTrue(sneak.success());
        CheckEvent resist = checks.get(1);
        assertEquals("hero", resist.actor());
        assertTrue(resist.rule().contains("SURP-RESIST"));
        assertEquals(16, resist.dc(), "the best stealth total, at least 15");
        assertTrue(resist.success());
        CheckEvent search = f.all(CheckEvent.class).get(2);
        assertEquals("hero", search.actor());
        assertTrue(search.rule().contains("ACT-SEARCH"));
        assertEquals(16, search.dc(), "the search is made against the same total, not DC 1: " + f.lines());
    }

    @Test
    @DisplayName("SURP-CHECK: a \"hidden\" starting condition whose stealth check fails leaves it seen: no ambush,"
            + " nothing to search for")
    void SURP_CHECK_hiddenConditionNoticed() {
        Fight f = hiddenByCondition(2);
        CheckEvent sneak = f.first(CheckEvent.class);
        assertEquals(10, sneak.dc());
        assertFalse(sneak.success());
        assertEquals(1, f.all(CheckEvent.class).size(), "no one checks for an ambush: " + f.lines());
        assertFalse(f.creature("gob").has(Condition.HIDDEN));
        assertFalse(f.creature("hero").has(Condition.SURPRISED));
    }
}
