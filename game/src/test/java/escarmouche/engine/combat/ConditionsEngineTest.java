package escarmouche.engine.combat;

import escarmouche.rules.checks.D20Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.battle.Creature;
import escarmouche.events.AttackEvent;
import escarmouche.events.CheckEvent;
import escarmouche.events.ConditionEvent;
import escarmouche.events.DamageEvent;
import escarmouche.events.ErrorEvent;
import escarmouche.events.NoteEvent;
import escarmouche.events.TurnEvent;
import escarmouche.rules.attack.Cover;
import escarmouche.rules.checks.AbilityCheck;
import escarmouche.rules.conditions.ConditionEnd;
import escarmouche.rules.conditions.Poison;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.AbilityScores;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.core.Resistance;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.dice.DiceExpression;
import escarmouche.rules.saves.SavingThrow;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Every COND-* rule through the engine: what it does to attacks, saves, checks, turns, and when it ends. */
class ConditionsEngineTest {
    private static TestScenario duel(Integer... dice) {
        return TestScenario.map("########", "#......#", "#......#", "########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(14))
                .with("gob", "monsters", 2, 1, c -> c.hp(30).ac(12).weapons(TestScenario.SCIMITAR).control("player"))
                .initiative("hero", "gob").dice(dice);
    }

    private static Fight with(TestScenario s, String who, Condition c) {
        return Fight.of(s).before(f -> f.creature(who).conditions.gain(c));
    }

    private static AttackEvent attack(Fight f) {
        return f.first(AttackEvent.class);
    }

    @Test
    @DisplayName("COND-PRONE: advantage against it within 1.5 m, disadvantage beyond; its own attacks at disadvantage")
    void COND_PRONE_attacks() {
        AttackEvent close = attack(with(duel(4, 15, 3), "gob", Condition.PRONE).start().run("attack gob"));
        assertEquals("advantage", close.advantage());
        assertTrue(close.rule().contains("COND-PRONE"));
        TestScenario far = TestScenario.map("########", "#......#", "########")
                .with("hero", "party", 1, 1, c -> c.pc("archer").abilities(10, 16).weapons(Arms.SHORTBOW))
                .with("gob", "monsters", 5, 1, c -> c.hp(30).ac(12).control("player"))
                .initiative("hero", "gob").dice(15, 4, 3);
        assertEquals("disadvantage", attack(with(far, "gob", Condition.PRONE).start().run("attack gob")).advantage());
        assertEquals("disadvantage", attack(with(duel(15, 4, 3), "hero", Condition.PRONE).start().run("attack gob"))
                .advantage());
    }

    @Test
    @DisplayName("COND-GRAPPLED: speed 0 on its turn, its Dodge is lost; GRAP-END when the grappler is incapacitated")
    void COND_GRAPPLED_speedZeroAndRelease() {
        Fight f = Fight.of(duel()).start().run("dodge");
        f.game().services().conditions.add(f.creature("hero"), Condition.GRAPPLED, "grabbed", "COND-GRAPPLED", "gob");
        ConditionEvent lost = f.all(ConditionEvent.class).get(2);
        assertEquals("dodging", lost.condition());
        assertEquals(List.of("ACT-DODGE"), lost.rule());
        f.run("end", "end", "dodge");
        assertEquals(0, f.all(TurnEvent.class).get(2).movement());
        assertTrue(f.fired("COND-GRAPPLED"), "the turn says why the hero cannot move");
        assertFalse(AttackSituation.dodging(f.creature("hero")), "a dodge at speed 0 does not hold");
        f.game().services().conditions.add(f.creature("gob"), Condition.STUNNED, "stunned", "COND-STUNNED");
        ConditionEvent released = f.all(ConditionEvent.class).stream()
                .filter(e -> e.condition().equals("grappled") && !e.added()).findFirst().orElseThrow();
        assertEquals(List.of("GRAP-END"), released.rule());
    }

    @Test
    @DisplayName("COND-RESTRAINED: attacks against it advantage, its attacks disadvantage, its Dex saves disadvantage")
    void COND_RESTRAINED_everything() {
        assertEquals("advantage", attack(with(duel(4, 15, 3), "gob", Condition.RESTRAINED).start().run("attack gob"))
                .advantage());
        assertEquals("disadvantage", attack(with(duel(15, 4), "hero", Condition.RESTRAINED).start().run("attack gob"))
                .advantage());
        Fight f = with(duel(15, 4), "gob", Condition.RESTRAINED).start();
        D20Test.Result save = f.game().services().checks.save(f.creature("gob"), Ability.DEX, 12, Cover.Level.NONE,
                "net", List.of());
        assertEquals(4, save.total());
        assertEquals("disadvantage", f.first(CheckEvent.class).advantage());
        assertTrue(f.first(CheckEvent.class).rule().contains("COND-RESTRAINED"));
    }

    @Test
    @DisplayName("COND-BLINDED: attacks against it advantage, its own disadvantage; [HOUSE] its Dex saves lose the Dex bonus")
    void COND_BLINDED_attacksAndSaves() {
        assertEquals("advantage", attack(with(duel(4, 15, 3), "gob", Condition.BLINDED).start().run("attack gob"))
                .advantage());
        assertEquals("disadvantage", attack(with(duel(15, 4), "hero", Condition.BLINDED).start().run("attack gob"))
                .advantage());
        Fight f = with(duel(11), "hero", Condition.BLINDED).before(x -> x.creature("hero").stats.abilities =
                new AbilityScores(16, 16, 10, 10, 10, 10)).start();
        f.game().services().checks.save(f.creature("hero"), Ability.DEX, 12, Cover.Level.NONE, "fireball", List.of());
        CheckEvent c = f.first(CheckEvent.class);
        assertEquals(List.of(new Modifier("Dex", 3), new Modifier("blinded: no Dex bonus", -3)), c.modifiers());
        assertEquals(11, c.total());
        assertFalse(c.success());
    }

    @Test
    @DisplayName("COND-DEAFENED: [HOUSE] disadvantage on the check to resist surprise")
    void COND_DEAFENED_surpriseCheck() {
        Fight f = with(duel(14, 6), "hero", Condition.DEAFENED).start();
        CheckService checks = f.game().services().checks;
        AbilityCheck.Input in = checks.input(f.creature("hero"), Ability.WIS, 10).againstSurprise();
        assertFalse(checks.check(f.creature("hero"), in, "resist surprise", List.of("SURP-RESIST")).success());
        assertEquals("disadvantage", f.first(CheckEvent.class).advantage());
        assertTrue(f.first(CheckEvent.class).rule().contains("COND-DEAFENED"));
    }

    @Test
    @DisplayName("COND-FRIGHTENED: [HOUSE] may only defend: the attack is refused; plain 5e: disadvantage in sight")
    void COND_FRIGHTENED_houseAndFiveE() {
        Fight f = Fight.of(duel()).before(x -> x.game().services().conditions.add(x.creature("hero"),
                Condition.FRIGHTENED, "roar", "COND-FRIGHTENED", "gob")).start().run("attack gob", "dodge");
        assertTrue(f.first(ErrorEvent.class).reason().contains("COND-FRIGHTENED"));
        assertTrue(f.creature("hero").has(Condition.DODGING));
        Fight plain = Fight.of(duel(15, 4).rules(RuleSet.DD5)).before(x -> x.game().services().conditions.add(
                x.creature("hero"), Condition.FRIGHTENED, "roar", "COND-FRIGHTENED", "gob")).start().run("attack gob");
        assertEquals("disadvantage", attack(plain).advantage());
        assertTrue(attack(plain).rule().contains("COND-FRIGHTENED"));
        // The conditions' part alone as in 5e: the attack is allowed, at disadvantage, as in plain 5e; with
        // another part as in 5e (the opportunity attacks') it is still refused.
        Fight mixed = Fight.of(duel(15, 4).rules(RuleSet.HOUSE.asIn5e(RulePart.CONDITIONS))).before(x -> x.game()
                .services().conditions.add(x.creature("hero"), Condition.FRIGHTENED, "roar", "COND-FRIGHTENED", "gob"))
                .start().run("attack gob");
        assertEquals("disadvantage", attack(mixed).advantage());
        Fight other = Fight.of(duel().rules(RuleSet.HOUSE.asIn5e(RulePart.OPPORTUNITY))).before(x -> x.game()
                .services().conditions.add(x.creature("hero"), Condition.FRIGHTENED, "roar", "COND-FRIGHTENED", "gob"))
                .start().run("attack gob", "dodge");
        assertTrue(other.first(ErrorEvent.class).reason().contains("COND-FRIGHTENED"));
    }

    @Test
    @DisplayName("COND-POISONED: disadvantage on attacks; [HOUSE] a venom deals 1d4 at the start of each turn, for 2 rounds")
    void COND_POISONED_damageAndEnd() {
        Poison venom = new Poison("spider venom", DiceExpression.parse("1d4"), false);
        Fight f = Fight.of(duel(3, 15, 4, 15, 12, 3)).before(x -> x.game().services().conditions.poison(
                x.creature("hero"), venom, "gob", ConditionEnd.rounds(2, "hero"))).start()
                .run("attack gob", "end", "end", "end", "end");
        DamageEvent bite = f.first(DamageEvent.class);
        assertEquals("hero", bite.target());
        assertEquals(3, bite.final_());
        assertTrue(bite.rule().contains("COND-POISONED"));
        assertEquals("disadvantage", attack(f).advantage());
        ConditionEvent ended = f.all(ConditionEvent.class).stream().filter(e -> !e.added()).findFirst().orElseThrow();
        assertEquals("poisoned", ended.condition());
        assertEquals(1, f.all(DamageEvent.class).stream().filter(d -> d.rule().contains("COND-POISONED")).count());
    }

    @Test
    @DisplayName("COND-POISONED: [HOUSE] a paralysing poison paralyses for as long as the poison lasts")
    void COND_POISONED_paralysis() {
        Poison sting = new Poison("ghoul sting", null, true);
        Fight f = Fight.of(duel()).before(x -> x.game().services().conditions.poison(x.creature("gob"), sting, "hero",
                ConditionEnd.endOfNextTurn("gob"))).start().run("end");
        List<String> changes = f.all(ConditionEvent.class).stream()
                .map(e -> (e.added() ? "+" : "-") + e.condition()).toList();
        assertEquals(List.of("+poisoned", "+paralyzed", "-poisoned", "-paralyzed"), changes);
        assertEquals("until the end of gob's next turn", f.first(ConditionEvent.class).until());
    }

    @Test
    @DisplayName("COND-STUNNED: advantage against it, its turn is lost, Dex saves fail; [HOUSE] Wis saves lose the bonus")
    void COND_STUNNED_everything() {
        Fight f = with(duel(4, 15, 3, 9), "gob", Condition.STUNNED).before(x -> x.creature("gob").stats.abilities =
                new AbilityScores(10, 16, 10, 10, 16, 10)).start().run("attack gob", "end", "end");
        assertEquals("advantage", attack(f).advantage());
        assertEquals(3, f.all(TurnEvent.class).stream().filter(t -> t.actor().equals("hero")).count(),
                "the stunned gob's turns play themselves: no command is read for them");
        NoteEvent lost = f.all(NoteEvent.class).stream().filter(n -> n.actor().equals("gob")).findFirst().orElseThrow();
        assertEquals(List.of("COND-STUNNED", "COND-INCAPACITATED"), lost.rule());
        CheckService checks = f.game().services().checks;
        assertFalse(checks.save(f.creature("gob"), Ability.DEX, 5, Cover.Level.NONE, "push", List.of()).success());
        D20Test.Result wis = checks.save(f.creature("gob"), Ability.WIS, 10, Cover.Level.NONE, "charm", List.of());
        assertEquals(9, wis.total());
    }

    @Test
    @DisplayName("COND-INCAPACITATED: no actions (its attack is refused), and the Dodge it had is lost")
    void COND_INCAPACITATED_noActions() {
        Fight f = Fight.of(duel()).start().run("dodge");
        f.game().services().conditions.add(f.creature("hero"), Condition.INCAPACITATED, "stunned by a blow",
                "COND-INCAPACITATED");
        assertFalse(f.creature("hero").has(Condition.DODGING));
        assertFalse(f.creature("hero").canAct());
        f.run("attack gob");
        assertTrue(f.first(ErrorEvent.class).reason().contains("cannot act"));
    }

    @Test
    @DisplayName("COND-UNCONSCIOUS: falls prone and drops the weapon in hand into its square")
    void COND_UNCONSCIOUS_dropsWeapon() {
        Fight f = Fight.of(duel()).start();
        Creature gob = f.creature("gob");
        f.game().services().conditions.add(gob, Condition.UNCONSCIOUS, "sleep", "COND-UNCONSCIOUS");
        assertTrue(gob.has(Condition.PRONE));
        assertTrue(gob.arsenal.weapons.isEmpty());
        assertEquals("scimitar", f.game().battle().ground().at(gob.at()).get(0).weapon().id());
        assertTrue(f.first(NoteEvent.class).text().contains("drops its scimitar"));
    }

    @Test
    @DisplayName("COND-UNCONSCIOUS: a creature the scenario starts unconscious lies prone, its weapon beside it")
    void COND_UNCONSCIOUS_fromTheStart() {
        Fight f = with(duel(), "gob", Condition.UNCONSCIOUS).start();
        Creature gob = f.creature("gob");
        assertTrue(gob.has(Condition.PRONE), f.lines());
        assertTrue(gob.arsenal.weapons.isEmpty(), f.lines());
        assertEquals("scimitar", f.game().battle().ground().at(gob.at()).get(0).weapon().id());
        ConditionEvent prone = f.first(ConditionEvent.class);
        assertEquals("prone", prone.condition());
        assertEquals(List.of("COND-UNCONSCIOUS"), prone.rule());
    }

    @Test
    @DisplayName("COND-INVISIBLE: its attacks have advantage, attacks against it disadvantage")
    void COND_INVISIBLE_both() {
        assertEquals("advantage", attack(with(duel(4, 15, 3), "hero", Condition.INVISIBLE).start().run("attack gob"))
                .advantage());
        assertEquals("disadvantage", attack(with(duel(15, 4), "gob", Condition.INVISIBLE).start().run("attack gob"))
                .advantage());
    }

    @Test
    @DisplayName("COND-PETRIFIED: advantage against it and resistance (halving) to all damage: 9 -> 4")
    void COND_PETRIFIED_halves() {
        Fight f = with(duel(4, 15, 6), "gob", Condition.PETRIFIED).start().run("attack gob");
        assertEquals("advantage", attack(f).advantage());
        DamageEvent d = f.first(DamageEvent.class);
        assertEquals(9, d.rolled());
        assertEquals(4, d.final_());
        assertTrue(d.rule().containsAll(List.of("COND-PETRIFIED", "DMG-RESIST-HALF")));
    }

    @Test
    @DisplayName("COND-PETRIFIED, DMG-RESIST-FLAT: the petrified halving does not stack with a flat resistance to the type: 11 vs slashing 5 -> 5 (halved), not (11 - 5) / 2 = 3")
    void COND_PETRIFIED_halvingDoesNotStackWithFlat() {
        TestScenario s = TestScenario.map("########", "#......#", "#......#", "########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(14))
                .with("gob", "monsters", 2, 1, c -> c.hp(30).ac(12).weapons(TestScenario.SCIMITAR).control("player")
                        .resists(Resistance.flat(DamageType.SLASHING, 5)))
                .initiative("hero", "gob");
        // Advantage (petrified): d20 4 and 15; the longsword's 1d8 8 +3 Str = 11.
        DamageEvent d = with(s.dice(4, 15, 8), "gob", Condition.PETRIFIED).start().run("attack gob").first(DamageEvent.class);
        assertEquals(11, d.rolled());
        assertEquals(5, d.final_());
        assertEquals(List.of(new DamageEvent.Reduction("DMG-RESIST-HALF", 6)), d.reductions());
        assertTrue(d.rule().containsAll(List.of("COND-PETRIFIED", "DMG-RESIST-HALF")), d.rule().toString());
        assertFalse(d.rule().contains("DMG-RESIST-FLAT"), d.rule().toString());
        // 9 (d8 6): 9 - 5 = 4 or 9 / 2 = 4, a tie: the flat resistance applies.
        DamageEvent tie = with(s.dice(4, 15, 6), "gob", Condition.PETRIFIED).start().run("attack gob").first(DamageEvent.class);
        assertEquals(4, tie.final_());
        assertEquals(List.of(new DamageEvent.Reduction("DMG-RESIST-FLAT", 5)), tie.reductions());
    }

    @Test
    @DisplayName("COND-CHARMED: a charmed creature cannot attack its charmer, others yes")
    void COND_CHARMED_noAttackOnCharmer() {
        TestScenario s = TestScenario.map("########", "#......#", "#......#", "########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20))
                .with("gob", "monsters", 2, 1, c -> c.hp(30).ac(12).control("player"))
                .with("orc", "monsters", 2, 2, c -> c.hp(30).ac(12).control("player"))
                .initiative("hero", "gob", "orc").dice(15, 4);
        Fight f = Fight.of(s).before(x -> x.game().services().conditions.add(x.creature("hero"), Condition.CHARMED,
                "beguiled", "COND-CHARMED", "gob")).start().run("attack gob", "attack orc");
        assertTrue(f.first(ErrorEvent.class).reason().contains("COND-CHARMED"));
        assertEquals("orc", attack(f).target());
    }

    @Test
    @DisplayName("COND-PARALYZED / condition durations: until the end of the hero's next turn, announced when it ends")
    void COND_PARALYZED_durationEnds() {
        Fight f = Fight.of(duel()).start().run("end");
        f.game().services().conditions.add(f.creature("hero"), Condition.PARALYZED, "hold person", "COND-PARALYZED",
                "gob", ConditionEnd.endOfNextTurn("hero"));
        assertEquals("until the end of hero's next turn", f.first(ConditionEvent.class).until());
        f.run("end");
        assertEquals(2, f.all(TurnEvent.class).stream().filter(t -> t.actor().equals("hero")).count());
        assertEquals("gob", f.game().active().id(), "the paralysed hero's turn played itself");
        ConditionEvent ended = f.all(ConditionEvent.class).get(1);
        assertEquals("paralyzed", ended.condition());
        assertFalse(ended.added());
        assertEquals("ends as hero's turn ends", ended.reason());
        assertFalse(f.creature("hero").has(Condition.PARALYZED));
    }
}
