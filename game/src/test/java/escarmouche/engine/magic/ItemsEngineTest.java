package escarmouche.engine.magic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.events.CastEvent;
import escarmouche.events.DamageEvent;
import escarmouche.events.ErrorEvent;
import escarmouche.events.HealEvent;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.dice.Roll;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** CAST-POTION, CAST-SCROLL and ACT-USE through the engine. */
class ItemsEngineTest {
    private static final String[] ROOM = {
            "##########",
            "#........#",
            "#........#",
            "##########"};

    private static TestScenario drinker(Integer... dice) {
        return TestScenario.map(ROOM)
                .with("mage", "party", 1, 1, c -> c.caster("wizard").scores(8, 14, 14, 16, 12, 10).hp(5).maxHp(20)
                        .item("potion-of-healing", 1))
                .with("gob", "monsters", 7, 2, c -> c.hp(20).level(2).control("player"))
                .initiative("mage", "gob").dice(dice);
    }

    @Test
    @DisplayName("CAST-POTION: the d20, then the 2d4 penalty, then the potion's 2d4+2 healing; the potion is used up")
    void CAST_POTION_drink() {
        Fight f = Fight.of(drinker(12, 2, 3, 4, 4)).start().run("drink potion-of-healing");
        CastEvent cast = f.first(CastEvent.class);
        assertEquals(List.of(new Roll(20, 12), new Roll(4, 2), new Roll(4, 3)), cast.rolls());
        assertEquals(List.of(new Modifier("Int", 3), new Modifier("potion 2d4", -5)), cast.modifiers());
        assertEquals(10, cast.total());
        assertTrue(cast.success());
        assertEquals("potion-of-healing", cast.item());
        assertEquals(List.of("CAST-POTION", "ACT-USE"), cast.rule());
        HealEvent h = f.first(HealEvent.class);
        assertEquals(10, h.amount());
        assertEquals(15, f.creature("mage").hp());
        assertFalse(f.creature("mage").resources.items.containsKey("potion-of-healing"));
    }

    @Test
    @DisplayName("CAST-POTION: a natural 1 spills the potion; another failure keeps it for later")
    void CAST_POTION_spillOrKeep() {
        Fight spilled = Fight.of(drinker(1, 1, 1)).start().run("drink potion-of-healing");
        assertTrue(spilled.first(CastEvent.class).lost());
        assertTrue(spilled.all(HealEvent.class).isEmpty());
        assertFalse(spilled.creature("mage").resources.items.containsKey("potion-of-healing"));

        Fight kept = Fight.of(drinker(3, 4, 4)).start().run("drink potion-of-healing", "drink potion-of-healing");
        assertFalse(kept.first(CastEvent.class).success());
        assertEquals(1, kept.creature("mage").resources.items.get("potion-of-healing"));
        assertEquals("mage has already used its action this turn", kept.first(ErrorEvent.class).reason(),
                "drinking takes the action (ACT-USE)");
    }

    @Test
    @DisplayName("CAST-SCROLL: reading takes the casting roll of the scroll's spell (no focus); the scroll is spent")
    void CAST_SCROLL_read() {
        TestScenario s = TestScenario.map(ROOM)
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20)
                        .item("scroll-of-magic-missile", 1).focus("staff", 15))
                .with("gob", "monsters", 7, 2, c -> c.hp(20).control("player"))
                .initiative("hero", "gob").dice(10, 3, 1, 2, 3);
        Fight f = Fight.of(s).start().run("read scroll-of-magic-missile gob");
        CastEvent cast = f.first(CastEvent.class);
        assertEquals("magic-missile", cast.spell());
        assertEquals("scroll-of-magic-missile", cast.item());
        assertEquals(List.of(new Modifier("Dex", 1), new Modifier("segments", -1)), cast.modifiers(),
                "a fighter reads as a wizard would, with its best of Int, Wis and Dex, and no focus");
        assertEquals(List.of("CAST-SCROLL", "CAST-ROLL", "ACT-USE", "CAST-CRIT"), cast.rule());
        assertEquals(List.of(2, 3, 4), f.all(DamageEvent.class).stream().map(DamageEvent::final_).toList());
        assertTrue(f.creature("hero").resources.items.isEmpty());
    }

    @Test
    @DisplayName("ACT-USE: items must be carried and of the right kind")
    void ACT_USE_refusals() {
        Fight f = Fight.of(drinker()).start().run("drink elixir", "read potion-of-healing gob",
                "drink scroll-of-fireball");
        List<String> reasons = f.all(ErrorEvent.class).stream().map(ErrorEvent::reason).toList();
        assertEquals(List.of("unknown item 'elixir'", "potion-of-healing is a potion, not a scroll",
                "mage carries no scroll-of-fireball"), reasons);
    }
}
