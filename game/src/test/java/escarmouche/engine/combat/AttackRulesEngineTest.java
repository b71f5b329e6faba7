package escarmouche.engine.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.events.AttackEvent;
import escarmouche.events.ConditionEvent;
import escarmouche.events.DamageEvent;
import escarmouche.events.ErrorEvent;
import escarmouche.events.explain.Explain;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.core.RuleSet;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Attack rolls through the engine: forced dice, exact totals, every source in the event. */
class AttackRulesEngineTest {
    /** hero (Str 16, Dex 12, prof 2) next to gob (AC 12), both driven by the script. */
    private static TestScenario duel(String... extraMap) {
        return TestScenario.map("#######", "#.....#", "#.....#", "#######")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(16))
                .with("gob", "monsters", 2, 1, c -> c.hp(30).ac(12).control("player"))
                .initiative("hero", "gob");
    }

    @Test
    @DisplayName("ATK-FLANK: an ally on the far side gives advantage: d20 5/15 +3 Str +2 prof = 20")
    void ATK_FLANK_throughTheEngine() {
        Fight f = Fight.of(TestScenario.map("#######", "#.....#", "#######")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20))
                .with("ally", "party", 3, 1, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 2, 1, c -> c.hp(30).ac(12).control("player"))
                .initiative("hero", "ally", "gob").dice(5, 15, 4)).start().run("attack gob");
        AttackEvent a = f.first(AttackEvent.class);
        assertEquals("advantage", a.advantage());
        assertEquals(List.of("+flanking with ally"), a.advantageSources());
        assertEquals(20, a.total());
        assertTrue(a.rule().contains("ATK-FLANK"));
        assertTrue(a.rule().contains("ATK-ADV"));
    }

    @Test
    @DisplayName("ATK-FLANK: no flank from an ally that is incapacitated, nor in plain 5e (dd5)")
    void ATK_FLANK_needsAnActiveAlly() {
        TestScenario s = TestScenario.map("#######", "#.....#", "#######")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20))
                .with("ally", "party", 3, 1, c -> c.pc("fighter").hp(20).conditions(Condition.STUNNED))
                .with("gob", "monsters", 2, 1, c -> c.hp(30).ac(12).control("player"))
                .initiative("hero", "ally", "gob").dice(5, 4);
        assertEquals("none", Fight.of(s).start().run("attack gob").first(AttackEvent.class).advantage());
        TestScenario plain = TestScenario.map("#######", "#.....#", "#######")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20))
                .with("ally", "party", 3, 1, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 2, 1, c -> c.hp(30).ac(12).control("player"))
                .initiative("hero", "ally", "gob").dice(5, 4).rules(RuleSet.DD5);
        assertEquals("none", Fight.of(plain).start().run("attack gob").first(AttackEvent.class).advantage());
    }

    @Test
    @DisplayName("ATK-COVER: a low wall between archer and target: AC 12 +2 half cover = 14, listed with its source")
    void ATK_COVER_lowWallInTheEngine() {
        TestScenario s = TestScenario.map("x")
                .with("hero", "party", 1, 1, c -> c.pc("archer").abilities(10, 16).weapons(Arms.SHORTBOW))
                .with("gob", "monsters", 5, 1, c -> c.hp(30).ac(12).control("player"))
                .initiative("hero", "gob").dice(10, 3);
        Fight f = Fight.of(s, "#######", "#..o..#", "#######").start().run("attack gob");
        AttackEvent a = f.first(AttackEvent.class);
        assertEquals(14, a.ac());
        assertEquals(List.of(new Modifier("half cover", 2)), a.acModifiers());
        assertEquals(15, a.total());
        assertTrue(a.hit());
        assertTrue(a.rule().contains("ATK-COVER"));
        assertNull(a.coverBy(), "the map gives this cover: nobody is named");
        Fight pillar = Fight.of(s, "#######", "#..O..#", "#######").start().run("attack gob");
        assertEquals(17, pillar.first(AttackEvent.class).ac());
        assertFalse(pillar.first(AttackEvent.class).hit());
    }

    @Test
    @DisplayName("ATK-COVER: a creature between archer and target, even an ally, gives half cover: AC 12 +2 = 14")
    void ATK_COVER_creatureInTheWayInTheEngine() {
        TestScenario s = TestScenario.map("#######", "#.....#", "#######")
                .with("hero", "party", 1, 1, c -> c.pc("archer").abilities(10, 16).weapons(Arms.SHORTBOW))
                .with("friend", "party", 3, 1, c -> c.pc("fighter").hp(20).control("player"))
                .with("gob", "monsters", 5, 1, c -> c.hp(30).ac(12).control("player"))
                .initiative("hero", "friend", "gob").dice(8, 3);
        // d20 8 +3 Dex +2 prof = 13: a hit on AC 12 in the open, a miss behind the ally.
        Fight f = Fight.of(s).start().run("attack gob");
        AttackEvent a = f.first(AttackEvent.class);
        assertEquals(14, a.ac());
        assertEquals(List.of(new Modifier("half cover", 2)), a.acModifiers());
        assertEquals(13, a.total());
        assertFalse(a.hit());
        assertTrue(a.rule().contains("ATK-COVER"));
        assertEquals(List.of("friend"), a.coverBy());
        // The ally a row below the line: the way is clear.
        TestScenario clear = TestScenario.map("#######", "#.....#", "#.....#", "#######")
                .with("hero", "party", 1, 1, c -> c.pc("archer").abilities(10, 16).weapons(Arms.SHORTBOW))
                .with("friend", "party", 3, 2, c -> c.pc("fighter").hp(20).control("player"))
                .with("gob", "monsters", 5, 1, c -> c.hp(30).ac(12).control("player"))
                .initiative("hero", "friend", "gob").dice(8, 3);
        AttackEvent open = Fight.of(clear).start().run("attack gob").first(AttackEvent.class);
        assertEquals(12, open.ac());
        assertTrue(open.hit());
        assertFalse(open.rule().contains("ATK-COVER"));
    }

    @Test
    @DisplayName("ATK-COVER: the event names every creature in the way, in scenario order, unless no one reads the story")
    void ATK_COVER_creaturesInTheWayNamed() {
        TestScenario s = TestScenario.map("#########", "#.......#", "#########")
                .with("hero", "party", 1, 1, c -> c.pc("archer").abilities(10, 16).weapons(Arms.SHORTBOW))
                .with("gob", "monsters", 7, 1, c -> c.hp(30).ac(12).control("player"))
                .with("friend", "party", 5, 1, c -> c.pc("fighter").hp(20).control("player"))
                .with("imp", "monsters", 3, 1, c -> c.hp(10).control("player"))
                .initiative("hero", "friend", "gob", "imp").dice(8, 3);
        AttackEvent told = Fight.of(s).start().run("attack gob").first(AttackEvent.class);
        assertEquals(14, told.ac(), "two creatures in the way still give half cover, no more");
        assertEquals(List.of("friend", "imp"), told.coverBy());
        assertTrue(Explain.line(told).contains("vs AC 14 (12 +2 half cover: friend and imp in the way)"),
                Explain.line(told));
        // A simulated fight keeps nothing and reads attacks only for its tallies: the same roll, nobody named.
        Fight quiet = Fight.of(s);
        quiet.game().battle().log().keepNothing();
        List<AttackEvent> heard = new ArrayList<>();
        quiet.game().battle().log().listen(e -> {
            if (e.event() instanceof AttackEvent a) heard.add(a);
        }, List.of(AttackEvent.class));
        quiet.start().run("attack gob");
        assertEquals(1, heard.size());
        assertEquals(14, heard.get(0).ac());
        assertEquals(told.total(), heard.get(0).total());
        assertNull(heard.get(0).coverBy());
    }

    @Test
    @DisplayName("ATK-COVER: behind a wall the target cannot be aimed at: the command is refused")
    void ATK_COVER_totalCover() {
        TestScenario s = TestScenario.map("x")
                .with("hero", "party", 1, 1, c -> c.pc("archer").abilities(10, 16).weapons(Arms.SHORTBOW))
                .with("gob", "monsters", 5, 1, c -> c.hp(30).ac(12).control("player"))
                .initiative("hero", "gob").dice(10, 3);
        Fight f = Fight.of(s, "#######", "#..#..#", "#..#..#", "#######").start().run("attack gob");
        assertTrue(f.first(ErrorEvent.class).reason().contains("total cover"));
        assertTrue(f.all(AttackEvent.class).isEmpty());
    }

    @Test
    @DisplayName("ATK-RANGE: beyond normal range disadvantage; beyond long range the attack is refused")
    void ATK_RANGE_normalAndLong() {
        TestScenario s = TestScenario.map("##########", "#........#", "##########")
                .with("hero", "party", 1, 1, c -> c.pc("archer").abilities(10, 16).weapons(Arms.SLING))
                .with("gob", "monsters", 6, 1, c -> c.hp(30).ac(12).control("player"))
                .with("far", "monsters", 8, 1, c -> c.hp(30).ac(12).control("player"))
                .initiative("hero", "gob", "far").dice(12, 6, 2);
        Fight f = Fight.of(s).start().run("attack far", "attack gob");
        assertTrue(f.first(ErrorEvent.class).reason().contains("out of range"));
        AttackEvent a = f.first(AttackEvent.class);
        assertEquals("disadvantage", a.advantage());
        assertTrue(a.advantageSources().get(0).startsWith("-beyond normal range"));
        assertTrue(a.rule().contains("ATK-RANGE"));
    }

    @Test
    @DisplayName("ATK-RANGED-MELEE: shooting with a seeing enemy within 1.5 m has disadvantage; a blinded one does not count")
    void ATK_RANGED_MELEE_adjacentEnemy() {
        TestScenario s = TestScenario.map("########", "#......#", "########")
                .with("hero", "party", 1, 1, c -> c.pc("archer").abilities(10, 16).weapons(Arms.SHORTBOW))
                .with("gob", "monsters", 2, 1, c -> c.hp(30).ac(12).control("player"))
                .with("orc", "monsters", 6, 1, c -> c.hp(30).ac(12).control("player"))
                .initiative("hero", "gob", "orc").dice(9, 13, 2);
        AttackEvent a = Fight.of(s).start().run("attack orc").first(AttackEvent.class);
        assertEquals("disadvantage", a.advantage());
        assertEquals(List.of("-enemy within 1.5 m (gob)"), a.advantageSources());
        assertTrue(a.rule().contains("ATK-RANGED-MELEE"));
        TestScenario blind = TestScenario.map("########", "#......#", "########")
                .with("hero", "party", 1, 1, c -> c.pc("archer").abilities(10, 16).weapons(Arms.SHORTBOW))
                .with("gob", "monsters", 2, 1, c -> c.hp(30).ac(12).control("player").conditions(Condition.BLINDED))
                .with("orc", "monsters", 6, 1, c -> c.hp(30).ac(12).control("player"))
                .initiative("hero", "gob", "orc").dice(9, 2);
        assertEquals("none", Fight.of(blind).start().run("attack orc").first(AttackEvent.class).advantage());
    }

    @Test
    @DisplayName("ATK-UNSEEN: a hidden attacker has advantage and is revealed; an invisible target gives disadvantage")
    void ATK_UNSEEN_hiddenAndInvisible() {
        // Hidden once the fight has begun: hidden from the start, it would also make the goblin roll SURP-RESIST.
        Fight f = Fight.of(duel().dice(3, 16, 4)).start()
                .before(x -> x.creature("hero").conditions.gain(Condition.HIDDEN)).run("attack gob");
        AttackEvent a = f.first(AttackEvent.class);
        assertEquals("advantage", a.advantage());
        assertTrue(a.rule().contains("ATK-UNSEEN"));
        ConditionEvent revealed = f.first(ConditionEvent.class);
        assertEquals("hidden", revealed.condition());
        assertFalse(revealed.added());
        Fight inv = Fight.of(duel().dice(16, 3)).before(x -> x.creature("gob").conditions.gain(Condition.INVISIBLE))
                .start().run("attack gob");
        assertEquals("disadvantage", inv.first(AttackEvent.class).advantage());
        assertTrue(inv.first(AttackEvent.class).rule().contains("COND-INVISIBLE"));
    }

    @Test
    @DisplayName("ATK-UNARMED: a punch deals 1 + Str (here 1 + 3 = 4), or 1 + Dex with dex=damage")
    void ATK_UNARMED_damage() {
        Fight f = Fight.of(duel().dice(10)).start().run("attack gob weapon=unarmed");
        DamageEvent d = f.first(DamageEvent.class);
        assertEquals(4, d.rolled());
        assertTrue(d.rolls().isEmpty());
        assertTrue(d.rule().contains("ATK-UNARMED"));
        assertEquals("bludgeoning", d.damageType());
        Fight dex = Fight.of(duel().dice(18)).before(x -> x.creature("hero").stats.abilities =
                new escarmouche.rules.core.AbilityScores(16, 18, 10, 10, 10, 10)).start()
                .run("attack gob weapon=unarmed ability=dex dex=damage");
        assertEquals(List.of(new Modifier("prof", 2)), dex.first(AttackEvent.class).modifiers());
        assertEquals(5, dex.first(DamageEvent.class).rolled());
    }

    @Test
    @DisplayName("ATK-PROF: proficiency adds to the roll; a weapon flagged not proficient does not get it")
    void ATK_PROF_flag() {
        Fight f = Fight.of(duel().dice(10, 4)).start().run("attack gob");
        assertEquals(List.of(new Modifier("Str", 3), new Modifier("prof", 2)), f.first(AttackEvent.class).modifiers());
        assertTrue(f.first(AttackEvent.class).rule().contains("ATK-PROF"));
        Fight not = Fight.of(duel().dice(10, 4)).before(x -> x.creature("hero").arsenal.notProficient.add("longsword"))
                .start().run("attack gob");
        assertEquals(List.of(new Modifier("Str", 3)), not.first(AttackEvent.class).modifiers());
        assertEquals(13, not.first(AttackEvent.class).total());
    }

    @Test
    @DisplayName("ATK-ABILITY / ATK-DEXDMG: dex=damage moves Dex to the damage; Str with a bow is refused")
    void ATK_ABILITY_inTheEngine() {
        Fight f = Fight.of(duel().dice(15, 6)).start().run("attack gob ability=dex dex=damage");
        AttackEvent a = f.first(AttackEvent.class);
        assertEquals(List.of(new Modifier("prof", 2)), a.modifiers());
        assertEquals(List.of(new Modifier("Dex", 1)), f.first(DamageEvent.class).modifiers());
        assertTrue(a.rule().containsAll(List.of("ATK-ABILITY", "ATK-DEXDMG")));
        TestScenario archer = TestScenario.map("########", "#......#", "########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).weapons(Arms.SHORTBOW))
                .with("gob", "monsters", 5, 1, c -> c.hp(30).ac(12).control("player"))
                .initiative("hero", "gob");
        Fight refused = Fight.of(archer).start().run("attack gob ability=str");
        assertTrue(refused.first(ErrorEvent.class).reason().contains("ATK-ABILITY"));
    }

    @Test
    @DisplayName("ATK-CRIT / COND-PARALYZED: a hit within 1.5 m on a paralyzed target is a critical and chains: x4")
    void ATK_CRIT_paralyzedTargetChains() {
        Fight f = Fight.of(duel().dice(3, 11, 20, 4, 5)).before(x -> x.creature("gob").conditions
                .gain(Condition.PARALYZED)).start().run("attack gob");
        AttackEvent a = f.first(AttackEvent.class);
        assertTrue(a.critical());
        assertEquals(4, a.multiplier());
        assertEquals(4, a.rolls().size());
        DamageEvent d = f.first(DamageEvent.class);
        assertEquals(8, d.rolled());
        assertEquals(32, d.final_());
        assertTrue(a.rule().contains("COND-PARALYZED"));
    }

    @Test
    @DisplayName("dd5: a critical rolls the damage dice twice instead of the chain: d8 5 + d8 3 +3 = 11")
    void dd5CriticalDoublesDice() {
        Fight f = Fight.of(duel().dice(20, 5, 3).rules(RuleSet.DD5)).start().run("attack gob");
        AttackEvent a = f.first(AttackEvent.class);
        assertTrue(a.critical());
        assertEquals(1, a.multiplier());
        DamageEvent d = f.first(DamageEvent.class);
        assertEquals(2, d.rolls().size());
        assertEquals(11, d.final_());
    }

    @Test
    @DisplayName("DMG-MAGIC-WEAPON: a +1 sword adds 1 to hit and damage and meets 5 less resistance from a +2 creature")
    void DMG_MAGIC_WEAPON_inTheEngine() {
        Fight f = Fight.of(duel().dice(10, 6)).before(x -> {
            x.creature("hero").arsenal.weapons.set(0, Arms.FLAMETONGUE);
            x.creature("gob").defence.defence = new escarmouche.rules.damage.DamagePipeline.Defence(List.of(),
                    List.of(), 0, 2, false, false);
        }).start().run("attack gob");
        assertTrue(f.first(AttackEvent.class).modifiers().contains(new Modifier("magic +1", 1)));
        assertEquals(16, f.first(AttackEvent.class).total());
        DamageEvent d = f.first(DamageEvent.class);
        assertEquals(10, d.rolled());
        assertEquals(5, d.final_());
        assertTrue(d.rule().contains("DMG-MAGIC-WEAPON"));
    }
}
