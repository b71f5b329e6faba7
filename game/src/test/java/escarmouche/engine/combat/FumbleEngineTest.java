package escarmouche.engine.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.battle.GroundItems;
import escarmouche.events.AttackEvent;
import escarmouche.events.DamageEvent;
import escarmouche.events.ErrorEvent;
import escarmouche.events.FumbleEvent;
import escarmouche.events.NoteEvent;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.dice.Roll;
import escarmouche.testing.Fight;
import escarmouche.testing.Runs;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** ATK-FUMBLE through the engine: each d6 result with its dice in the scenario order. */
class FumbleEngineTest {
    private static TestScenario duel(Integer... dice) {
        return TestScenario.map("#######", "#.....#", "#.....#", "#######")
                .with("hero", "party", 2, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(16)
                        .weapons(Arms.LONGSWORD))
                .with("gob", "monsters", 3, 1, c -> c.hp(30).ac(12).control("player"))
                .initiative("hero", "gob").dice(dice);
    }

    @Test
    @DisplayName("ATK-FUMBLE 1-2: natural 1, d6 2: the attacker attacks itself with the same modifiers vs its AC 16")
    void ATK_FUMBLE_self() {
        Fight f = Fight.of(duel(1, 2, 12, 4)).start().run("attack gob");
        List<AttackEvent> attacks = f.all(AttackEvent.class);
        assertTrue(attacks.get(0).fumble());
        FumbleEvent fumble = f.first(FumbleEvent.class);
        assertEquals("self", fumble.outcome());
        assertEquals(2, fumble.face());
        assertEquals(List.of(new Roll(6, 2)), fumble.rolls());
        AttackEvent own = attacks.get(1);
        assertEquals("hero", own.target());
        assertEquals(17, own.total());
        assertEquals(16, own.ac());
        assertTrue(own.hit());
        assertFalse(own.critical());
        assertEquals(List.of("ATK-FUMBLE", "ATK-ROLL"), own.rule());
        DamageEvent d = f.first(DamageEvent.class);
        assertEquals("hero", d.target());
        assertEquals(7, d.final_());
        assertEquals(13, d.hp());
    }

    @Test
    @DisplayName("ATK-FUMBLE: the fumble's own attack neither crits on 20 nor fumbles on 1")
    void ATK_FUMBLE_ownAttackOnlyHitsOrMisses() {
        Fight f = Fight.of(duel(1, 1, 20, 4)).start().run("attack gob");
        AttackEvent own = f.all(AttackEvent.class).get(1);
        assertTrue(own.hit());
        assertFalse(own.critical());
        assertEquals(1, own.rolls().size());
        Fight again = Fight.of(duel(1, 1, 1)).start().run("attack gob");
        assertEquals(1, again.all(FumbleEvent.class).size());
        assertFalse(again.all(AttackEvent.class).get(1).fumble());
    }

    @Test
    @DisplayName("ATK-FUMBLE 3-4: the ally within reach nearest the target is attacked; none in reach: outcome none")
    void ATK_FUMBLE_ally() {
        TestScenario s = TestScenario.map("#######", "#.....#", "#.....#", "#######")
                .with("hero", "party", 2, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).weapons(Arms.LONGSWORD))
                .with("far", "party", 5, 2, c -> c.pc("fighter").hp(20))
                .with("ally", "party", 2, 2, c -> c.pc("fighter").hp(20).ac(14))
                .with("gob", "monsters", 3, 1, c -> c.hp(30).ac(12).control("player"))
                .initiative("hero", "far", "ally", "gob").dice(1, 3, 10, 2);
        Fight f = Fight.of(s).start().run("attack gob");
        FumbleEvent fumble = f.first(FumbleEvent.class);
        assertEquals("ally", fumble.outcome());
        assertEquals(3, fumble.face());
        assertEquals("ally", fumble.victim());
        AttackEvent own = f.all(AttackEvent.class).get(1);
        assertEquals("ally", own.target());
        assertEquals(15, own.total());
        assertEquals("ally", f.first(DamageEvent.class).target());
        assertEquals(5, f.first(DamageEvent.class).final_());
        Fight alone = Fight.of(duel(1, 4)).start().run("attack gob");
        assertEquals("none", alone.first(FumbleEvent.class).outcome());
        assertEquals(4, alone.first(FumbleEvent.class).face());
        assertEquals("no-ally", alone.first(FumbleEvent.class).result());
        assertEquals(1, alone.all(AttackEvent.class).size());
    }

    @Test
    @DisplayName("ATK-FUMBLE 5: the weapon drops into the square; picking it up takes the whole movement")
    void ATK_FUMBLE_dropAndPickup() {
        Fight f = Fight.of(duel(1, 5, 10, 3)).start().run("attack gob", "end", "end", "pickup", "attack gob");
        assertEquals("drop", f.first(FumbleEvent.class).outcome());
        assertEquals(5, f.first(FumbleEvent.class).face());
        List<NoteEvent> notes = f.all(NoteEvent.class);
        NoteEvent picked = notes.get(notes.size() - 1);
        assertTrue(picked.text().contains("whole movement"), picked.text());
        assertEquals(List.of("ATK-FUMBLE"), picked.rule());
        assertEquals(0, f.creature("hero").turn.movementLeft);
        AttackEvent second = f.all(AttackEvent.class).get(1);
        assertEquals("longsword", second.weapon());
        assertTrue(f.game().battle().ground().all().isEmpty());
    }

    @Test
    @DisplayName("ATK-FUMBLE 5: while the weapon lies there the hero fights unarmed; after moving, pickup takes the action")
    void ATK_FUMBLE_dropThenPickupWithAction() {
        Fight f = Fight.of(duel(1, 5)).start().run("attack gob", "end", "end", "move 2,2", "move 2,1", "pickup",
                "attack gob");
        GroundItems ground = f.game().battle().ground();
        assertTrue(ground.all().isEmpty());
        assertTrue(f.all(NoteEvent.class).get(f.all(NoteEvent.class).size() - 1).text().contains("its action"));
        assertTrue(f.all(ErrorEvent.class).get(0).reason().contains("already used its action"));
    }

    @Test
    @DisplayName("ATK-FUMBLE 5 unarmed: nothing to drop, the d6 is rolled again (5 then 1: attacks itself)")
    void ATK_FUMBLE_unarmedRerolls() {
        Fight f = Fight.of(duel(1, 5, 1, 2)).start().run("attack gob weapon=unarmed");
        FumbleEvent fumble = f.first(FumbleEvent.class);
        assertEquals(List.of(new Roll(6, 5), new Roll(6, 1)), fumble.rolls());
        assertEquals("self", fumble.outcome());
        assertEquals(1, fumble.face());
    }

    @Test
    @DisplayName("ATK-FUMBLE 6: d100 30 <= 30% breaks a mundane sword (outcome break); a magic level 12 sword holds on 20 > 18% (outcome none, face 6)")
    void ATK_FUMBLE_break() {
        Fight f = Fight.of(duel(1, 6, 30)).start().run("attack gob");
        FumbleEvent broke = f.first(FumbleEvent.class);
        assertEquals("break", broke.outcome());
        assertEquals(6, broke.face());
        assertEquals(30, broke.chance());
        assertEquals("broken", broke.result());
        assertTrue(f.creature("hero").arsenal.weapons.isEmpty());
        Fight magic = Fight.of(duel(1, 6, 20)).before(x -> x.creature("hero").arsenal.weapons.set(0, Arms.FLAMETONGUE))
                .start().run("attack gob");
        FumbleEvent held = magic.first(FumbleEvent.class);
        assertEquals("none", held.outcome());
        assertEquals(6, held.face());
        assertEquals(18, held.chance());
        assertEquals("holds", held.result());
        assertEquals(1, magic.creature("hero").arsenal.weapons.size());
        Fight mundane = Fight.of(duel(1, 6, 31)).start().run("attack gob");
        assertEquals("none", mundane.first(FumbleEvent.class).outcome());
        assertEquals("holds", mundane.first(FumbleEvent.class).result());
        assertEquals(1, mundane.creature("hero").arsenal.weapons.size());
    }

    @Test
    @DisplayName("ATK-FUMBLE 6 natural weapon: d100 25 <= 30%: the claws' damage hits the attacker itself (outcome self); 31: none")
    void ATK_FUMBLE_naturalWeaponHurtsItself() {
        TestScenario s = TestScenario.map("#######", "#.....#", "#######")
                .with("wolf", "monsters", 2, 1, c -> c.hp(15).weapons(Arms.CLAWS).control("player"))
                .with("hero", "party", 3, 1, c -> c.pc("fighter").hp(20))
                .initiative("wolf", "hero").dice(1, 6, 25, 4);
        Fight f = Fight.of(s).start().run("attack hero");
        FumbleEvent fumble = f.first(FumbleEvent.class);
        assertEquals("self", fumble.outcome());
        assertEquals(6, fumble.face());
        assertEquals("hurt", fumble.result());
        assertEquals("wolf", fumble.victim());
        DamageEvent d = f.first(DamageEvent.class);
        assertEquals("wolf", d.target());
        assertEquals(4, d.final_());
        Fight unhurt = Fight.of(s.dice(1, 6, 31)).start().run("attack hero");
        assertEquals("none", unhurt.first(FumbleEvent.class).outcome());
        assertEquals("unhurt", unhurt.first(FumbleEvent.class).result());
        assertTrue(unhurt.all(DamageEvent.class).isEmpty());
    }

    @Test
    @DisplayName("ATK-FUMBLE, DMG-ROLL: the damage of a blow a fumble made (the attacker itself, an ally, a fist or claws on a 6) names ATK-FUMBLE; a plain hit's does not")
    void ATK_FUMBLE_damageNamesTheFumble() {
        // d6 2: the hero strikes itself, d20 12 +3 Str +2 prof = 17 vs its AC 16; 1d8 4 +3 Str = 7, hp 20 -> 13.
        DamageEvent self = Fight.of(duel(1, 2, 12, 4)).start().run("attack gob").first(DamageEvent.class);
        assertEquals("hero", self.target());
        assertEquals(List.of("ATK-FUMBLE", "DMG-ROLL"), self.rule());
        assertEquals(7, self.final_());
        assertEquals(13, self.hp());
        // d6 3: the ally beside the hero, d20 10 +5 = 15 vs AC 14; 1d8 2 +3 = 5, hp 20 -> 15.
        TestScenario beside = TestScenario.map("#######", "#.....#", "#.....#", "#######")
                .with("hero", "party", 2, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).weapons(Arms.LONGSWORD))
                .with("ally", "party", 2, 2, c -> c.pc("fighter").hp(20).ac(14))
                .with("gob", "monsters", 3, 1, c -> c.hp(30).ac(12).control("player"))
                .initiative("hero", "ally", "gob").dice(1, 3, 10, 2);
        DamageEvent ally = Fight.of(beside).start().run("attack gob").first(DamageEvent.class);
        assertEquals("ally", ally.target());
        assertEquals(List.of("ATK-FUMBLE", "DMG-ROLL"), ally.rule());
        assertEquals(5, ally.final_());
        // d6 6, d100 25 <= 30: the claws hurt the wolf, 1d6 4, hp 15 -> 11.
        TestScenario wolf = TestScenario.map("#######", "#.....#", "#######")
                .with("wolf", "monsters", 2, 1, c -> c.hp(15).weapons(Arms.CLAWS).control("player"))
                .with("hero", "party", 3, 1, c -> c.pc("fighter").hp(20))
                .initiative("wolf", "hero").dice(1, 6, 25, 4);
        DamageEvent claws = Fight.of(wolf).start().run("attack hero").first(DamageEvent.class);
        assertEquals("wolf", claws.target());
        assertEquals(List.of("ATK-FUMBLE", "DMG-ROLL"), claws.rule());
        assertEquals(4, claws.final_());
        assertEquals(11, claws.hp());
        // d6 6, d100 30 <= 30: the hero's own fist, 1 +3 Str = 4, hp 20 -> 16.
        DamageEvent fist = Fight.of(duel(1, 6, 30)).start().run("attack gob weapon=unarmed").first(DamageEvent.class);
        assertEquals("hero", fist.target());
        assertEquals(List.of("ATK-FUMBLE", "ATK-UNARMED", "DMG-ROLL"), fist.rule());
        assertEquals(4, fist.final_());
        // A plain hit: d20 12 +5 = 17 vs AC 12, 1d8 4 +3 = 7 to the goblin, no fumble named.
        DamageEvent plain = Fight.of(duel(12, 4)).start().run("attack gob").first(DamageEvent.class);
        assertEquals("gob", plain.target());
        assertEquals(List.of("DMG-ROLL"), plain.rule());
        assertEquals(7, plain.final_());
    }

    @Test
    @DisplayName("ATK-FUMBLE in the JSON log: a fumble line with its outcome and rule")
    void ATK_FUMBLE_jsonLine() {
        String log = Runs.log(duel(1, 5).build(), 1, "attack gob\n");
        assertTrue(log.contains("\"type\":\"fumble\",\"rule\":\"ATK-FUMBLE\""), log);
        assertTrue(log.contains("\"outcome\":\"drop\",\"face\":5"), log);
    }

    @Test
    @DisplayName("dd5: a natural 1 only misses, no fumble table")
    void dd5NoFumble() {
        Fight f = Fight.of(duel(1).rules(RuleSet.DD5)).start().run("attack gob");
        assertTrue(f.all(FumbleEvent.class).isEmpty());
        assertFalse(f.first(AttackEvent.class).fumble());
    }
}
