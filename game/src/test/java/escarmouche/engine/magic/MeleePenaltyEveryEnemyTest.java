package escarmouche.engine.magic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.events.CastEvent;
import escarmouche.events.DeathEvent;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.core.Size;
import escarmouche.rules.dice.Roll;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * CAST-ROLL's melee penalty counts every living adjacent enemy, whether it can act or not: the seed's "au
 * contact au corps à corps avec un ennemi, même si celui-ci ne l'attaque pas directement" makes no exception
 * for a paralysed or unconscious one. The dead are no longer enemies. The same penalty reaches the scroll
 * (CAST-SCROLL), the potion (CAST-POTION) and the odds the panels and the AI read.
 */
class MeleePenaltyEveryEnemyTest {
    private static final String[] ROOM = {
            "############",
            "#..........#",
            "#..........#",
            "#..........#",
            "############"};

    @Test
    @DisplayName("CAST-ROLL: the goblin the cleric's hold person paralysed still presses it: sacred flame is 15 +3 Wis -2 melee = 16, odds 75%")
    void CAST_ROLL_paralysedNeighbourStillCounts() {
        // The reported fight: a level-5 cleric (Wis 16) beside a level-2 goblin it holds, then sacred flame
        // at it. Dice: hold's d20 15, the goblin's Wis save 2, its end-of-turn save 2, sacred flame's d20 15,
        // its critical chain 5, the damage 2 + 2.
        TestScenario s = TestScenario.map(ROOM)
                .with("cler", "party", 1, 1, c -> c.caster("cleric", "hold-person", "sacred-flame")
                        .scores(10, 10, 14, 8, 16, 12).level(5).slots(4, 3, 2).hp(30))
                .with("g1", "monsters", 6, 1, c -> c.hp(7).level(2).type("humanoid").control("player"))
                .with("g2", "monsters", 2, 2, c -> c.hp(7).level(2).type("humanoid").control("player"))
                .initiative("cler", "g2", "g1").dice(15, 2, 2, 15, 5, 2, 2);
        Fight f = Fight.of(s).start().run("cast hold-person g2", "end", "end");
        assertTrue(f.creature("g2").has(Condition.PARALYZED), f.lines());
        // What the panels and the AI's odds-above read before the cast: d20 +3 -2 needs a 6, 15 faces of 20.
        assertEquals(List.of(new Modifier("Wis", 3), new Modifier("melee: g2 level 2", -2)),
                f.game().previews().spells().options(f.creature("cler")).stream()
                        .filter(o -> o.spell().id().equals("sacred-flame")).findFirst().orElseThrow().castModifiers());
        assertEquals(75, f.game().previews().spells().castPercent(f.creature("cler"), "sacred-flame"));

        f.run("cast sacred-flame g2");
        List<CastEvent> casts = f.all(CastEvent.class);
        assertEquals(2, casts.size());
        assertEquals(List.of(new Modifier("Wis", 3), new Modifier("segments", -4), new Modifier("melee: g2 level 2", -2)),
                casts.get(0).modifiers(), "hold person, cast at the goblin while it could still act");
        assertEquals(12, casts.get(0).total());
        CastEvent flame = casts.get(1);
        assertEquals(List.of(new Roll(20, 15), new Roll(20, 5)), flame.rolls(), "the d20, then its critical chain");
        assertEquals(List.of(new Modifier("Wis", 3), new Modifier("melee: g2 level 2", -2)), flame.modifiers(),
                "paralysed, the goblin is still an enemy in melee with the cleric");
        assertEquals(16, flame.total());
        assertTrue(flame.success());
    }

    @Test
    @DisplayName("CAST-ROLL: an unconscious level-9 enemy beside the wizard costs 9: 10 +3 Int -9 = 4, the fire bolt fails")
    void CAST_ROLL_unconsciousNeighbourCounts() {
        TestScenario s = TestScenario.map(ROOM)
                .with("mage", "party", 1, 1, c -> c.caster("wizard", "fire-bolt").scores(8, 14, 14, 16, 12, 10)
                        .slots(2).hp(20))
                .with("sleeper", "monsters", 1, 2, c -> c.hp(60).level(9).control("player")
                        .conditions(Condition.UNCONSCIOUS))
                .with("gob", "monsters", 8, 1, c -> c.hp(40).level(1).control("player"))
                .initiative("mage", "sleeper", "gob").dice(10);
        Fight f = Fight.of(s).start();
        assertEquals(40, f.game().previews().spells().castPercent(f.creature("mage"), "fire-bolt"),
                "d20 +3 -9 needs a 13: 8 faces of 20");
        CastEvent cast = f.run("cast fire-bolt gob").first(CastEvent.class);
        assertEquals(List.of(new Modifier("Int", 3), new Modifier("melee: sleeper level 9", -9)), cast.modifiers());
        assertEquals(4, cast.total());
        assertFalse(cast.success());
    }

    @Test
    @DisplayName("CAST-ROLL: a Large unconscious enemy counts from any square of its footprint beside the caster")
    void CAST_ROLL_largeUnconsciousNeighbourCounts() {
        // The ogre's footprint is 3,2 to 4,3: its corner 3,2 touches the wizard at 2,1 diagonally, while its
        // origin square is two squares off the wizard's.
        TestScenario s = TestScenario.map(ROOM)
                .with("mage", "party", 2, 1, c -> c.caster("wizard", "fire-bolt").scores(8, 14, 14, 16, 12, 10)
                        .slots(2).hp(20))
                .with("ogre", "monsters", 3, 2, c -> c.hp(60).level(6).size(Size.LARGE, 2, 2).control("player")
                        .conditions(Condition.UNCONSCIOUS))
                .with("gob", "monsters", 9, 1, c -> c.hp(40).level(1).control("player"))
                .initiative("mage", "ogre", "gob").dice(10);
        CastEvent cast = Fight.of(s).start().run("cast fire-bolt gob").first(CastEvent.class);
        assertEquals(List.of(new Modifier("Int", 3), new Modifier("melee: ogre level 6", -6)), cast.modifiers());
        assertEquals(7, cast.total());
        assertTrue(cast.success());
    }

    @Test
    @DisplayName("CAST-ROLL: a dead enemy is no longer one: the goblin the magic missile killed costs the next cast nothing")
    void CAST_ROLL_deadNeighbourDoesNotCount() {
        // Dice: the first casting d20 10 and its critical chain 1; the first dart's d4 1 (2 damage: the goblin
        // at 1 HP drops below 0, the other darts are lost on the dead); its system shock 50 (any total above
        // its 0% dies); the second casting d20 10, its chain 1, its three darts 1, 1, 1.
        TestScenario s = TestScenario.map(ROOM)
                .with("mage", "party", 1, 1, c -> c.caster("wizard", "magic-missile").scores(8, 14, 14, 16, 12, 10)
                        .slots(2).hp(20))
                .with("gob", "monsters", 2, 1, c -> c.hp(1).level(3).shock(0).control("player"))
                .with("far", "monsters", 8, 1, c -> c.hp(40).level(1).control("player"))
                .initiative("mage", "gob", "far").dice(10, 1, 1, 50, 10, 1, 1, 1, 1);
        Fight f = Fight.of(s).start().run("cast magic-missile gob", "end", "end", "cast magic-missile far");
        assertEquals("gob", f.first(DeathEvent.class).target());
        List<CastEvent> casts = f.all(CastEvent.class);
        assertEquals(2, casts.size(), f.lines());
        assertEquals(List.of(new Modifier("Int", 3), new Modifier("segments", -1), new Modifier("melee: gob level 3", -3)),
                casts.get(0).modifiers(), "alive, the goblin counted");
        assertEquals(9, casts.get(0).total());
        assertEquals(List.of(new Modifier("Int", 3), new Modifier("segments", -1)), casts.get(1).modifiers(),
                "dead beside the wizard, it counts no more");
        assertEquals(12, casts.get(1).total());
    }

    @Test
    @DisplayName("CAST-SCROLL / CAST-ROLL: a paralysed enemy beside the reader counts on the scroll's roll: 10 +1 Dex -1 segment -4 = 6, it fails")
    void CAST_SCROLL_paralysedNeighbourCounts() {
        TestScenario s = TestScenario.map(ROOM)
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20)
                        .item("scroll-of-magic-missile", 1))
                .with("held", "monsters", 2, 1, c -> c.hp(20).level(4).control("player")
                        .conditions(Condition.PARALYZED))
                .with("gob", "monsters", 8, 2, c -> c.hp(20).control("player"))
                .initiative("hero", "held", "gob").dice(10);
        Fight f = Fight.of(s).start();
        assertEquals(List.of(new Modifier("Dex", 1), new Modifier("segments", -1), new Modifier("melee: held level 4", -4)),
                f.game().previews().spells().scrolls(f.creature("hero")).get(0).castModifiers(),
                "the scroll's odds shown before reading");
        CastEvent cast = f.run("read scroll-of-magic-missile gob").first(CastEvent.class);
        assertEquals(List.of(new Modifier("Dex", 1), new Modifier("segments", -1), new Modifier("melee: held level 4", -4)),
                cast.modifiers());
        assertEquals(6, cast.total());
        assertFalse(cast.success());
    }

    @Test
    @DisplayName("CAST-POTION / CAST-ROLL: an unconscious enemy beside the drinker counts: 12 +3 Int -2 melee -5 (2d4) = 8, odds 50%")
    void CAST_POTION_unconsciousNeighbourCounts() {
        TestScenario s = TestScenario.map(ROOM)
                .with("mage", "party", 1, 1, c -> c.caster("wizard").scores(8, 14, 14, 16, 12, 10).hp(5).maxHp(20)
                        .item("potion-of-healing", 1))
                .with("gob", "monsters", 2, 1, c -> c.hp(20).level(2).control("player")
                        .conditions(Condition.UNCONSCIOUS))
                .initiative("mage", "gob").dice(12, 2, 3, 4, 4);
        Fight f = Fight.of(s).start();
        assertEquals(List.of(new Modifier("Int", 3), new Modifier("melee: gob level 2", -2)),
                f.game().previews().spells().potions(f.creature("mage")).get(0).modifiers(), "what the drink panel shows");
        assertEquals(50, f.game().previews().spells().drinkPercent(f.creature("mage")),
                "the odds the panel and the AI's odds-above read");
        CastEvent cast = f.run("drink potion-of-healing").first(CastEvent.class);
        assertEquals(List.of(new Modifier("Int", 3), new Modifier("melee: gob level 2", -2), new Modifier("potion 2d4", -5)),
                cast.modifiers());
        assertEquals(8, cast.total());
        assertTrue(cast.success());
    }
}
