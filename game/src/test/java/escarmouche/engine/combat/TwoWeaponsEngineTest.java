package escarmouche.engine.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.battle.Creature;
import escarmouche.engine.preview.PairPreview;
import escarmouche.events.AttackEvent;
import escarmouche.events.DamageEvent;
import escarmouche.events.ErrorEvent;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.core.Weapon;
import escarmouche.testing.Fight;
import escarmouche.testing.Scripts;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** ATK-TWF through the engine. */
class TwoWeaponsEngineTest {
    private static TestScenario pair(Weapon main, Weapon off, Integer... dice) {
        return TestScenario.map("#######", "#.....#", "#.....#", "#######")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).weapons(main, off))
                .with("gob", "monsters", 2, 1, c -> c.hp(40).ac(12).control("player"))
                .with("orc", "monsters", 5, 2, c -> c.hp(40).ac(12).control("player"))
                .initiative("hero", "gob", "orc").dice(dice);
    }

    @Test
    @DisplayName("ATK-TWF: shortsword + dagger: one attack with each, both at -2, in that order")
    void ATK_TWF_bothAttacksAtThePenalty() {
        Fight f = Fight.of(pair(Arms.SHORTSWORD, Arms.DAGGER, 10, 3, 12, 2)).start()
                .run("attack gob weapon=shortsword offhand=dagger");
        List<AttackEvent> attacks = f.all(AttackEvent.class);
        assertEquals(2, attacks.size());
        assertEquals("shortsword", attacks.get(0).weapon());
        assertEquals("dagger", attacks.get(1).weapon());
        Modifier penalty = new Modifier("two weapons (short + very-short)", -2);
        for (AttackEvent a : attacks) {
            assertTrue(a.modifiers().contains(penalty), a.modifiers().toString());
            assertTrue(a.rule().contains("ATK-TWF"));
        }
        assertEquals(13, attacks.get(0).total());
        assertEquals(15, attacks.get(1).total());
        List<DamageEvent> damage = f.all(DamageEvent.class);
        assertEquals(6, damage.get(0).final_());
        assertEquals(5, damage.get(1).final_());
        assertTrue(f.creature("hero").turn.actionUsed);
    }

    @Test
    @DisplayName("ATK-TWF: two medium weapons -5; a long weapon or a dwarf's medium one is refused")
    void ATK_TWF_limits() {
        Weapon secondSword = Arms.weapon("longsword", "1d8", escarmouche.rules.core.DamageType.SLASHING,
                escarmouche.rules.core.WeaponKind.MELEE, 0, 0, escarmouche.rules.core.WeaponLength.MEDIUM, false,
                false, 0, 0);
        Fight two = Fight.of(pair(Arms.LONGSWORD, secondSword, 10, 3, 12, 2)).start()
                .run("attack gob offhand=longsword");
        assertTrue(two.first(AttackEvent.class).modifiers().contains(new Modifier("two weapons (medium + medium)", -5)));
        Fight pike = Fight.of(pair(Arms.PIKE, Arms.DAGGER)).start().run("attack gob weapon=pike offhand=dagger");
        assertTrue(pike.first(ErrorEvent.class).reason().contains("at most medium"));
        Fight dwarf = Fight.of(pair(Arms.LONGSWORD, Arms.DAGGER)).before(x -> x.creature("hero").stats.race = "dwarf")
                .start().run("attack gob weapon=longsword offhand=dagger");
        assertTrue(dwarf.first(ErrorEvent.class).reason().contains("dwarf"));
        assertTrue(dwarf.all(AttackEvent.class).isEmpty());
        Fight missing = Fight.of(pair(Arms.LONGSWORD, Arms.DAGGER)).start().run("attack gob offhand=longsword");
        assertTrue(missing.first(ErrorEvent.class).reason().contains("no second weapon"));
    }

    @Test
    @DisplayName("ATK-TWF: the off-hand dagger thrown at another target: both attacks take a further -2")
    void ATK_TWF_thrownAtAnotherTarget() {
        Fight f = Fight.of(pair(Arms.SHORTSWORD, Arms.DAGGER, 10, 12, 15, 2)).start()
                .run("attack gob weapon=shortsword offhand=dagger offtarget=orc");
        List<AttackEvent> attacks = f.all(AttackEvent.class);
        assertEquals("orc", attacks.get(1).target());
        for (AttackEvent a : attacks) {
            assertTrue(a.modifiers().contains(new Modifier("thrown at another target", -2)), a.modifiers().toString());
        }
        assertEquals(11, attacks.get(0).total());
        assertEquals("disadvantage", attacks.get(1).advantage(), "gob stands next to the thrower (ATK-RANGED-MELEE)");
        assertEquals(13, attacks.get(1).total());
        assertEquals(5, f.first(DamageEvent.class).final_());
    }

    @Test
    @DisplayName("ATK-TWF: a weapon in each hand: a shield bearer, whose shield takes a hand, is refused the pair, which"
            + " the same hero without a shield strikes with")
    void ATK_TWF_noPairBesideAShield() {
        Fight shielded = Fight.of(Scripts.scenario("""
                {"format": 1, "map": {"rows": ["######", "#....#", "######"]},
                 "combatants": [
                   {"id": "hero", "template": "fighter", "at": [1, 1], "weapons": ["shortsword", "dagger"]},
                   {"id": "g1", "template": "goblin", "at": [2, 1], "hp": 40, "control": "player"}
                 ],
                 "initiative": ["hero", "g1"]}
                """)).start().run("attack g1 weapon=shortsword offhand=dagger");
        assertEquals("a shield takes a hand: two weapons need a hand each (ATK-TWF)",
                shielded.first(ErrorEvent.class).reason());
        assertTrue(shielded.all(AttackEvent.class).isEmpty());
        Fight free = identical("[\"shortsword\", \"dagger\"]", "player", 10, 3, 12, 2)
                .run("attack g1 weapon=shortsword offhand=dagger");
        assertEquals(2, free.all(AttackEvent.class).size());
    }

    /** A scenario's hero with the given weapon list, and no shield, next to a goblin (AC 15), by the real loader. */
    private static Fight identical(String weapons, String heroControl, Integer... dice) {
        return Fight.of(Scripts.scenario("""
                {"format": 1, "map": {"rows": ["######", "#....#", "######"]},
                 "combatants": [
                   {"id": "hero", "template": "fighter", "at": [1, 1], "abilities": {"str": 16, "dex": 10},
                    "weapons": %s, "armor": ["chain-mail"], "control": "%s"},
                   {"id": "g1", "template": "goblin", "at": [2, 1], "hp": 40, "control": "player"}
                 ],
                 "initiative": ["hero", "g1"], "dice": %s}
                """.formatted(weapons, heroControl, List.of(dice)))).start();
    }

    @Test
    @DisplayName("ATK-TWF: weapons [\"dagger\", \"dagger\"]: attack offhand=dagger strikes with both, at no penalty")
    void ATK_TWF_twoIdenticalDaggers() {
        Fight f = identical("[\"dagger\", \"dagger\"]", "player", 12, 3, 14, 2).run("attack g1 offhand=dagger");
        List<AttackEvent> attacks = f.all(AttackEvent.class);
        assertEquals(2, attacks.size(), f.lines());
        for (AttackEvent a : attacks) {
            assertEquals("dagger", a.weapon());
            assertTrue(a.modifiers().contains(new Modifier("two weapons (very-short + very-short)", 0)), a.modifiers().toString());
            assertTrue(a.rule().contains("ATK-TWF"));
        }
        assertEquals(List.of(17, 19), attacks.stream().map(AttackEvent::total).toList());
        assertEquals(List.of(6, 5), f.all(DamageEvent.class).stream().map(DamageEvent::final_).toList());
        Fight counted = identical("[{\"id\": \"dagger\", \"count\": 2}]", "player", 12, 3, 14, 2)
                .run("attack g1 weapon=dagger offhand=dagger");
        assertEquals(2, counted.all(AttackEvent.class).size(), counted.lines());
        Fight single = identical("[\"dagger\"]", "player").run("attack g1 offhand=dagger");
        assertTrue(single.first(ErrorEvent.class).reason().contains("no second weapon 'dagger'"));
    }

    @Test
    @DisplayName("ATK-TWF: an AI creature with two daggers strikes with both; with a sword and a dagger, with the sword alone")
    void ATK_TWF_aiFightsWithBothDaggers() {
        Fight f = identical("[\"dagger\", \"dagger\"]", "ai", 12, 3, 14, 2);
        List<AttackEvent> attacks = f.all(AttackEvent.class);
        assertEquals(2, attacks.size(), f.lines());
        assertTrue(attacks.get(1).rule().contains("ATK-TWF"));
        Fight sword = identical("[\"shortsword\", \"dagger\"]", "ai", 12, 3);
        assertEquals(1, sword.all(AttackEvent.class).size(), "a pair at -2 is not worth it: " + sword.lines());
    }

    @Test
    @DisplayName("dd5: two light weapons, no penalty; the off-hand attack adds no positive Str to damage")
    void dd5TwoWeapons() {
        Fight f = Fight.of(pair(Arms.SHORTSWORD, Arms.DAGGER, 10, 3, 12, 2).rules(RuleSet.DD5)).start()
                .run("attack gob weapon=shortsword offhand=dagger");
        List<AttackEvent> attacks = f.all(AttackEvent.class);
        assertEquals(15, attacks.get(0).total());
        assertEquals(17, attacks.get(1).total());
        List<DamageEvent> damage = f.all(DamageEvent.class);
        assertEquals(6, damage.get(0).final_());
        assertEquals(2, damage.get(1).final_());
    }

    @Test
    @DisplayName("ATK-TWF: the pair's odds carry the very modifiers its two rolls add, under the house rules and in 5e")
    void ATK_TWF_previewIsTheRoll() {
        for (RuleSet rules : List.of(RuleSet.HOUSE, RuleSet.DD5)) {
            Fight f = Fight.of(pair(Arms.SHORTSWORD, Arms.DAGGER, 10, 3, 12, 2).rules(rules)).start();
            Creature hero = f.creature("hero");
            PairPreview pair = f.game().previews().twoWeapons(hero, f.creature("gob"), hero.arsenal.weapons.get(0),
                    hero.arsenal.weapons.get(1), null, null);
            f.run("attack gob weapon=shortsword offhand=dagger");
            List<AttackEvent> attacks = f.all(AttackEvent.class);
            assertEquals(attacks.get(0).modifiers(), pair.main().hitModifiers(), rules.id());
            assertEquals(attacks.get(1).modifiers(), pair.offhand().hitModifiers(), rules.id());
            List<DamageEvent> damage = f.all(DamageEvent.class);
            assertEquals(damage.get(0).modifiers(), pair.main().damageModifiers(), rules.id());
            assertEquals(damage.get(1).modifiers(), pair.offhand().damageModifiers(), rules.id());
        }
        // House: +3 Str +2 prof -2 against AC 12 needs a 9: 60 % each. 5e: no penalty, 70 %; the off-hand dagger
        // adds no Str to its damage, so a hit of 1d4 is worth 2.5 there against 5.5 under the house rules.
        Fight house = Fight.of(pair(Arms.SHORTSWORD, Arms.DAGGER)).start();
        Fight dd5 = Fight.of(pair(Arms.SHORTSWORD, Arms.DAGGER).rules(RuleSet.DD5)).start();
        PairPreview h = preview(house);
        PairPreview d = preview(dd5);
        assertEquals(60, h.main().hitChance());
        assertEquals(60, h.offhand().hitChance());
        assertEquals(55, h.offhand().expectedDamageTimesTen());
        assertEquals(70, d.offhand().hitChance());
        assertEquals(25, d.offhand().expectedDamageTimesTen());
        // A natural 20 (5 % of the rolls) is a critical: under the house rules its chain multiplies a hit by
        // 2.11 on average (6.5 -> 13.7, 5.5 -> 11.6, ATK-CRIT); in 5e its dice are rolled twice (2d6+3: 10;
        // the off-hand's 2d4: 5). Both count in what the pair is worth.
        assertEquals(137, h.main().afterCriticalTimesTen());
        assertEquals(116, h.offhand().afterCriticalTimesTen());
        assertEquals(55 * 65 + 5 * 137 + 55 * 55 + 5 * 116, h.worth());
        assertEquals(100, d.main().afterCriticalTimesTen());
        assertEquals(50, d.offhand().afterCriticalTimesTen());
        assertEquals(65 * 65 + 5 * 100 + 65 * 25 + 5 * 50, d.worth());
    }

    @Test
    @DisplayName("ATK-UNSEEN: a hidden attacker's pair: the first blow has advantage and reveals it, the second has none, in the odds as in the roll")
    void ATK_UNSEEN_theFirstBlowOfAPairReveals() {
        // d20s 10 and 3 with advantage: 10 +3 Str +2 prof -2 = 13 hits AC 12 (d6 3: 6); the off hand's one d20 12: 15 (d4 2: 5).
        Fight f = Fight.of(pair(Arms.SHORTSWORD, Arms.DAGGER, 10, 3, 3, 12, 2)).start()
                .before(x -> x.creature("hero").conditions.gain(Condition.HIDDEN));
        PairPreview pair = preview(f);
        f.run("attack gob weapon=shortsword offhand=dagger");
        List<AttackEvent> attacks = f.all(AttackEvent.class);
        assertEquals(List.of("advantage", "none"), List.of(attacks.get(0).advantage(), attacks.get(1).advantage()));
        assertEquals(List.of(13, 15), List.of(attacks.get(0).total(), attacks.get(1).total()));
        assertEquals(List.of(6, 5), f.all(DamageEvent.class).stream().map(DamageEvent::final_).toList());
        assertEquals("advantage", pair.main().advantage());
        assertEquals(List.of("+attacker unseen"), pair.main().sources());
        assertEquals(84, pair.main().hitChance(), "needs a 9, two d20s: 1 - 0.4 x 0.4");
        assertEquals("none", pair.offhand().advantage());
        assertEquals(List.of(), pair.offhand().sources());
        assertEquals(60, pair.offhand().hitChance(), "needs a 9 on one d20");
        assertEquals(55 * 55 + 5 * 116, pair.offhand().worth(), "as a pair's off hand in the open");
        assertEquals(pair.main().worth() + 55 * 55 + 5 * 116, pair.worth());
    }

    private static PairPreview preview(Fight f) {
        Creature hero = f.creature("hero");
        return f.game().previews().twoWeapons(hero, f.creature("gob"), hero.arsenal.weapons.get(0),
                hero.arsenal.weapons.get(1), null, null);
    }
}
