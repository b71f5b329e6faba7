package escarmouche.engine.magic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.events.AttackEvent;
import escarmouche.events.CastEvent;
import escarmouche.events.CheckEvent;
import escarmouche.events.DamageEvent;
import escarmouche.events.ErrorEvent;
import escarmouche.events.NoteEvent;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.dice.Roll;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** CAST-ROLL, CAST-CRIT and the casting side of COND-PRONE, through the engine. */
class CastingEngineTest {
    private static final String[] ROOM = {
            "############",
            "#..........#",
            "#..........#",
            "#..........#",
            "############"};

    /** A 5th-level wizard (Int 16, prof 2) facing a goblin 4 squares away. */
    private static TestScenario wizard(Integer... dice) {
        return TestScenario.map(ROOM)
                .with("mage", "party", 1, 1, c -> c.caster("wizard", "fire-bolt", "magic-missile", "fireball")
                        .scores(8, 14, 14, 16, 12, 10).slots(4, 3, 2).level(5).hp(20))
                .with("gob", "monsters", 5, 1, c -> c.hp(40).ac(12).control("player"))
                .initiative("mage", "gob").dice(dice);
    }

    @Test
    @DisplayName("CAST-ROLL: d20 + Int - 0 segments for a cantrip >= 7, then fire bolt's spell attack and damage (2d10 at level 5)")
    void CAST_ROLL_fireBolt() {
        Fight f = Fight.of(wizard(10, 15, 6, 4)).start().run("cast fire-bolt gob");
        CastEvent cast = f.first(CastEvent.class);
        assertEquals(List.of(new Roll(20, 10)), cast.rolls());
        assertEquals(List.of(new Modifier("Int", 3)), cast.modifiers());
        assertEquals(13, cast.total());
        assertTrue(cast.success());
        assertFalse(cast.lost());
        assertEquals(List.of("CAST-ROLL", "CLASS-WIZARD"), cast.rule());
        assertEquals("gob", cast.target());
        assertEquals(List.of(4, 3, 2), cast.slotsLeft(), "a cantrip spends no slot");
        AttackEvent a = f.first(AttackEvent.class);
        assertEquals("fire-bolt", a.weapon());
        assertEquals(20, a.total(), "15 + Int 3 + prof 2");
        assertTrue(a.hit());
        assertEquals(List.of(new Roll(10, 6), new Roll(10, 4)), f.first(DamageEvent.class).rolls());
        assertEquals(10, f.first(DamageEvent.class).final_());
        assertEquals(30, f.creature("gob").hp());
    }

    @Test
    @DisplayName("CAST-ROLL / CAST-CRIT (seed): a wizard's fireball is -3; two 20s on the chain multiply the damage by 4")
    void CAST_CRIT_twoTwentiesAfterAFireball() {
        Fight f = Fight.of(wizard(10, 20, 20, 5, 3, 3, 3, 3, 3, 3, 3, 3, 2)).start().run("cast fireball 6,1");
        CastEvent cast = f.first(CastEvent.class);
        assertEquals(List.of(new Modifier("Int", 3), new Modifier("segments", -3)), cast.modifiers());
        assertEquals(10, cast.total());
        assertEquals(List.of(new Roll(20, 20), new Roll(20, 20), new Roll(20, 5)), cast.chain());
        assertEquals(4, cast.multiplier());
        assertTrue(cast.rule().contains("CAST-CRIT"));
        assertEquals(List.of(4, 3, 1), cast.slotsLeft());
        var state = f.game().state().combatants();
        assertEquals(List.of(4, 3, 1), state.get(0).slots(), "the state event shows the slots left");
        assertNull(state.get(1).slots(), "none for a creature without slots");
        DamageEvent d = f.first(DamageEvent.class);
        assertEquals(24, d.rolled());
        assertEquals(4, d.multiplier());
        assertEquals(96, d.final_());
        assertTrue(d.rule().contains("CAST-CRIT"));
    }

    @Test
    @DisplayName("CAST-ROLL (seed): a cleric's 3rd-level spell is -6; 7 exactly is enough")
    void CAST_ROLL_clericDoubleSegments() {
        TestScenario s = TestScenario.map(ROOM)
                .with("priest", "party", 1, 1, c -> c.caster("cleric", "fireball").scores(14, 10, 14, 8, 16, 12)
                        .slots(4, 3, 2).level(5).hp(20))
                .with("gob", "monsters", 7, 1, c -> c.hp(40).control("player"))
                .initiative("priest", "gob").dice(10, 4, 1, 1, 1, 1, 1, 1, 1, 1, 2);
        CastEvent cast = Fight.of(s).start().run("cast fireball 7,1").first(CastEvent.class);
        assertEquals(List.of(new Modifier("Wis", 3), new Modifier("segments", -6)), cast.modifiers());
        assertEquals(7, cast.total());
        assertTrue(cast.success());
        assertEquals(List.of("CAST-ROLL", "CLASS-CLERIC", "CAST-CRIT"), cast.rule());
        assertEquals(1, cast.multiplier(), "a 4 on the chain's d20 does nothing");
    }

    @Test
    @DisplayName("CLASS-NECROMANCER: casts with twice the spell level in segments, and Wis for its numbers")
    void CLASS_NECROMANCER_doubleSegments() {
        TestScenario s = TestScenario.map(ROOM)
                .with("necro", "party", 1, 1, c -> c.caster("necromancer", "hold-person").scores(10, 10, 14, 12, 16, 10)
                        .slots(4, 2).hp(20))
                .with("gob", "monsters", 5, 1, c -> c.hp(40).type("humanoid").control("player"))
                .initiative("necro", "gob").dice(8, 15);
        Fight f = Fight.of(s).start().run("cast hold-person gob");
        CastEvent cast = f.first(CastEvent.class);
        assertEquals(List.of(new Modifier("Wis", 3), new Modifier("segments", -4)), cast.modifiers());
        assertEquals(List.of("CAST-ROLL", "CLASS-NECROMANCER"), cast.rule());
        assertEquals(13, f.first(CheckEvent.class).dc());
    }

    @Test
    @DisplayName("CAST-ROLL: a natural 1 loses the slot; another failure keeps it but spends the action")
    void CAST_ROLL_failures() {
        Fight lost = Fight.of(wizard(1)).start().run("cast magic-missile gob");
        CastEvent c1 = lost.first(CastEvent.class);
        assertFalse(c1.success());
        assertTrue(c1.lost());
        assertEquals(List.of(3, 3, 2), c1.slotsLeft());
        assertTrue(lost.all(DamageEvent.class).isEmpty());

        Fight kept = Fight.of(wizard(2)).start().run("cast magic-missile gob", "attack gob");
        CastEvent c2 = kept.first(CastEvent.class);
        assertEquals(4, c2.total(), "2 + Int 3 - 1 segment");
        assertFalse(c2.success());
        assertFalse(c2.lost());
        assertEquals(List.of(4, 3, 2), c2.slotsLeft());
        assertEquals("mage has already used its action this turn", kept.first(ErrorEvent.class).reason());
    }

    @Test
    @DisplayName("CAST-ROLL: a cantrip's natural 1 fails but loses nothing (no slot): lost false, cast again next round")
    void CAST_ROLL_cantripNaturalOneLosesNothing() {
        Fight f = Fight.of(wizard(1, 10, 15, 6, 4)).start().run("cast fire-bolt gob", "end", "end", "cast fire-bolt gob");
        List<CastEvent> casts = f.all(CastEvent.class);
        assertEquals(2, casts.size());
        assertFalse(casts.get(0).success());
        assertFalse(casts.get(0).lost(), "a cantrip has no slot for a natural 1 to lose");
        assertEquals(List.of(4, 3, 2), casts.get(0).slotsLeft());
        assertTrue(casts.get(1).success(), "the same cantrip, the next round");
        assertEquals(30, f.creature("gob").hp());
    }

    @Test
    @DisplayName("CAST-ROLL: a natural 20 casts whatever the penalties")
    void CAST_ROLL_naturalTwenty() {
        TestScenario s = TestScenario.map(ROOM)
                .with("mage", "party", 1, 1, c -> c.caster("wizard", "magic-missile").scores(8, 8, 14, 3, 3, 3)
                        .slots(2).hp(20))
                .with("ogre", "monsters", 2, 1, c -> c.hp(60).level(9).control("player"))
                .initiative("mage", "ogre").dice(20, 4, 1, 1, 1);
        CastEvent cast = Fight.of(s).start().run("cast magic-missile ogre").first(CastEvent.class);
        assertEquals(20 - 1 - 1 - 9, cast.total());
        assertTrue(cast.success());
    }

    @Test
    @DisplayName("CAST-ROLL: in melee, minus the level of the strongest adjacent enemy, attacking or not")
    void CAST_ROLL_meleePenalty() {
        TestScenario s = TestScenario.map(ROOM)
                .with("mage", "party", 1, 1, c -> c.caster("wizard", "fire-bolt").scores(8, 14, 14, 16, 12, 10)
                        .slots(2).hp(20))
                .with("gob", "monsters", 2, 1, c -> c.hp(40).level(1).control("player"))
                .with("ogre", "monsters", 2, 2, c -> c.hp(60).level(4).control("player"))
                .initiative("mage", "gob", "ogre").dice(10, 15, 12, 4);
        Fight f = Fight.of(s).start().run("cast fire-bolt gob");
        CastEvent cast = f.first(CastEvent.class);
        assertEquals(List.of(new Modifier("Int", 3), new Modifier("melee: ogre level 4", -4)), cast.modifiers());
        assertEquals(9, cast.total());
        AttackEvent a = f.first(AttackEvent.class);
        assertEquals("disadvantage", a.advantage(), "a ranged spell attack next to an enemy (ATK-RANGED-MELEE)");
        assertEquals(17, a.total());
    }

    /** A wizard (Int 16) with a level-9 ogre next to it, paralysed or not. */
    private static TestScenario nextToOgre(Condition... ogre) {
        return TestScenario.map(ROOM)
                .with("mage", "party", 1, 1, c -> c.caster("wizard", "fire-bolt").scores(8, 14, 14, 16, 12, 10)
                        .slots(2).hp(20))
                .with("ogre", "monsters", 2, 1, c -> c.hp(60).level(9).control("player").conditions(ogre))
                .initiative("mage", "ogre").dice(10, 15, 12, 4);
    }

    @Test
    @DisplayName("CAST-ROLL: an adjacent paralysed enemy presses the caster as an able one does (the seed makes no exception)")
    void CAST_ROLL_paralysedEnemyStillAddsTheMeleePenalty() {
        CastEvent held = Fight.of(nextToOgre(Condition.PARALYZED)).start().run("cast fire-bolt ogre").first(CastEvent.class);
        assertEquals(List.of(new Modifier("Int", 3), new Modifier("melee: ogre level 9", -9)), held.modifiers());
        assertEquals(4, held.total());
        assertFalse(held.success());

        CastEvent pressed = Fight.of(nextToOgre()).start().run("cast fire-bolt ogre").first(CastEvent.class);
        assertEquals(List.of(new Modifier("Int", 3), new Modifier("melee: ogre level 9", -9)), pressed.modifiers());
        assertEquals(4, pressed.total());
        assertFalse(pressed.success());
    }

    @Test
    @DisplayName("CAST-ROLL: a staff of magic level 13 adds 2 for a wizard")
    void CAST_ROLL_focus() {
        TestScenario s = wizard(2, 15, 6);
        Fight plain = Fight.of(s).start().run("cast fire-bolt gob");
        assertFalse(plain.first(CastEvent.class).success());
        TestScenario staff = TestScenario.map(ROOM)
                .with("mage", "party", 1, 1, c -> c.caster("wizard", "fire-bolt").scores(8, 14, 14, 16, 12, 10)
                        .focus("staff", 13).hp(20))
                .with("gob", "monsters", 5, 1, c -> c.hp(40).control("player"))
                .initiative("mage", "gob").dice(2, 15, 6);
        CastEvent cast = Fight.of(staff).start().run("cast fire-bolt gob").first(CastEvent.class);
        assertEquals(List.of(new Modifier("Int", 3), new Modifier("staff level 13", 2)), cast.modifiers());
        assertEquals(7, cast.total());
        assertTrue(cast.success());
    }

    @Test
    @DisplayName("CAST-ROLL: the caster may cast with Dex instead of Int")
    void CAST_ROLL_abilityOption() {
        CastEvent cast = Fight.of(wizard(10, 15, 6)).start().run("cast fire-bolt gob ability=dex").first(CastEvent.class);
        assertEquals(List.of(new Modifier("Dex", 2)), cast.modifiers());
    }

    @Test
    @DisplayName("COND-PRONE: a prone caster first makes a Dex check, d20 + Dex - segments against 10; failing it casts nothing")
    void COND_PRONE_castingWhileProne() {
        TestScenario fails = TestScenario.map(ROOM)
                .with("mage", "party", 1, 1, c -> c.caster("wizard", "magic-missile").scores(8, 14, 14, 16, 12, 10)
                        .slots(2).hp(20).conditions(Condition.PRONE))
                .with("gob", "monsters", 5, 1, c -> c.hp(40).control("player"))
                .initiative("mage", "gob");
        Fight f = Fight.of(fails.dice(6)).start().run("cast magic-missile gob");
        CheckEvent check = f.first(CheckEvent.class);
        assertEquals(10, check.dc());
        assertEquals(List.of(new Modifier("Dex", 2), new Modifier("segments", -1)), check.modifiers());
        assertEquals(7, check.total());
        assertTrue(check.rule().contains("COND-PRONE"));
        assertTrue(f.all(CastEvent.class).isEmpty());
        assertTrue(f.first(NoteEvent.class).rule().contains("COND-PRONE"));
        assertEquals(List.of(2), f.creature("mage").resources.slots, "nothing lost");

        Fight ok = Fight.of(fails.dice(9, 10, 3, 1, 1, 1)).start().run("cast magic-missile gob");
        assertTrue(ok.first(CheckEvent.class).success());
        assertEquals(12, ok.first(CastEvent.class).total());
        assertEquals(3, ok.all(DamageEvent.class).size());
    }

    @Test
    @DisplayName("COND-PRONE: fireball's 3 segments make the prone check harder: Dex +2, d20 11 = 10 casts, d20 10 = 9 does not")
    void COND_PRONE_segmentsMakeItHarder() {
        TestScenario prone = TestScenario.map(ROOM)
                .with("mage", "party", 1, 1, c -> c.caster("wizard", "fireball").scores(8, 14, 14, 16, 12, 10)
                        .slots(4, 3, 2).level(5).hp(20).conditions(Condition.PRONE))
                .with("gob", "monsters", 8, 2, c -> c.hp(80).control("player"))
                .initiative("mage", "gob");
        Fight fails = Fight.of(prone.dice(10)).start().run("cast fireball 8,2");
        CheckEvent low = fails.first(CheckEvent.class);
        assertEquals(List.of(new Modifier("Dex", 2), new Modifier("segments", -3)), low.modifiers());
        assertEquals(9, low.total());
        assertEquals(10, low.dc());
        assertFalse(low.success());
        assertTrue(fails.all(CastEvent.class).isEmpty());
        assertEquals(List.of(4, 3, 2), fails.creature("mage").resources.slots);

        Fight casts = Fight.of(prone.dice(11, 10)).start().run("cast fireball 8,2");
        CheckEvent high = casts.first(CheckEvent.class);
        assertEquals(10, high.total());
        assertTrue(high.success());
        assertEquals(List.of(new Roll(20, 10)), CastEvent.castingRolls(casts.first(CastEvent.class)), "then the casting d20");
    }

    @Test
    @DisplayName("CAST-ROLL: unknown spell, spell not known, no slot, out of range, out of sight: refused, nothing rolled")
    void CAST_ROLL_refusals() {
        TestScenario s = TestScenario.map(
                        "############",
                        "#....#.....#",
                        "#....#.....#",
                        "#..........#",
                        "############")
                .with("mage", "party", 1, 1, c -> c.caster("wizard", "fire-bolt", "magic-missile", "fireball")
                        .scores(8, 14, 14, 16, 12, 10).slots(4, 2).level(3).hp(20))
                .with("priest", "party", 1, 3, c -> c.caster("cleric", "cure-wounds").slots(2).hp(20))
                .with("gob", "monsters", 7, 1, c -> c.hp(40).control("player"))
                .initiative("mage", "priest", "gob");
        Fight f = Fight.of(s).start().run("cast wish gob", "cast hold-person gob", "cast fireball 7,1",
                "cast magic-missile gob", "cast fire-bolt gob", "end", "cast cure-wounds mage");
        List<String> reasons = f.all(ErrorEvent.class).stream().map(ErrorEvent::reason).toList();
        assertEquals(List.of("unknown spell 'wish' (spells mage knows: fire-bolt, magic-missile, fireball)",
                "mage does not know hold-person (spells known: fire-bolt, magic-missile, fireball)",
                "mage cannot cast fireball, a level-3 spell: a level-3 wizard casts spells of level 2 at most",
                "mage cannot see gob: walls block the view",
                "gob is behind total cover (ATK-COVER)",
                "mage is out of range of cure-wounds (2 squares, range 1)"), reasons);
        assertTrue(f.all(CastEvent.class).isEmpty());
    }
}
