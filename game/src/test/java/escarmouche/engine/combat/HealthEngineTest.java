package escarmouche.engine.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.battle.Creature;
import escarmouche.events.AttackEvent;
import escarmouche.events.CheckEvent;
import escarmouche.events.ConditionEvent;
import escarmouche.events.DamageEvent;
import escarmouche.events.DeathEvent;
import escarmouche.events.DyingEvent;
import escarmouche.events.ErrorEvent;
import escarmouche.events.HealEvent;
import escarmouche.events.MoveEvent;
import escarmouche.events.NoteEvent;
import escarmouche.events.ShockEvent;
import escarmouche.events.TurnEvent;
import escarmouche.events.explain.Explain;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.RuleSet;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Hit points through the engine: disabled, dying, first aid, death, system shock, knock-out, healing, exhaustion. */
class HealthEngineTest {
    /** gob (d6 scimitar, no Str) acts first against hero; ally stands by so the fight goes on. */
    private static TestScenario party(int heroHp, Integer... dice) {
        return TestScenario.map("#######", "#.....#", "#.....#", "#######")
                .with("hero", "party", 1, 1, c -> {
                    c.pc("fighter").abilities(16, 12).hp(heroHp).ac(10);
                    c.maxHp = 20;
                    return c;
                })
                .with("ally", "party", 1, 2, c -> c.pc("cleric").hp(20))
                .with("gob", "monsters", 2, 1, c -> c.hp(30).ac(12).weapons(TestScenario.SCIMITAR).control("player"))
                .initiative("gob", "hero", "ally").dice(dice);
    }

    private static List<String> changes(Fight f, String who) {
        return f.all(ConditionEvent.class).stream().filter(e -> e.target().equals(who))
                .map(e -> (e.added() ? "+" : "-") + e.condition()).toList();
    }

    @Test
    @DisplayName("HP-DISABLED: hit to exactly 0 the PC is disabled; attacking then drops it to -1 and dying")
    void HP_DISABLED_strenuousAction() {
        Fight f = Fight.of(party(5, 15, 5, 10, 4, 5)).start().run("attack hero", "end", "attack gob");
        assertEquals(List.of("+disabled", "-disabled", "+unconscious", "+prone", "+stable"), changes(f, "hero"),
                f.lines());
        assertTrue(f.all(NoteEvent.class).stream().anyMatch(n -> n.rule().contains("HP-DISABLED")));
        assertEquals(-1, f.creature("hero").hp());
    }

    @Test
    @DisplayName("HP-DISABLED: a disabled PC that moved has no action left")
    void HP_DISABLED_moveOrAction() {
        Fight f = Fight.of(party(5, 15, 5)).start().run("attack hero", "end", "move 2,2", "attack gob");
        assertTrue(f.first(ErrorEvent.class).reason().contains("disabled"));
    }

    /** hero at 0 HP (disabled, 3 movement of its 6: MOVE-WOUNDED) acts first; gob waits far off. */
    private static TestScenario disabledFirst(boolean prone) {
        return TestScenario.map("#########", "#.......#", "#.......#", "#########")
                .with("hero", "party", 1, 1, c -> {
                    c.pc("fighter").abilities(16, 12).hp(0).ac(10);
                    c.maxHp = 20;
                    if (prone) c.conditions(Condition.PRONE);
                    return c;
                })
                .with("gob", "monsters", 7, 2, c -> c.hp(30).ac(12).weapons(TestScenario.SCIMITAR).control("player"))
                .initiative("hero", "gob");
    }

    @Test
    @DisplayName("HP-DISABLED, MOVE-SPLIT: a disabled PC's move may take several commands; only its action is gone")
    void HP_DISABLED_moveSplitOverCommands() {
        Fight f = Fight.of(disabledFirst(false)).start().run("move 2,1", "move 3,1", "move 4,1", "attack gob");
        List<MoveEvent> moves = f.all(MoveEvent.class);
        assertEquals(3, moves.size(), f.lines());
        assertEquals(List.of(2, 1, 0), moves.stream().map(MoveEvent::left).toList(), f.lines());
        assertFalse(moves.get(1).rule().contains("MOVE-SPLIT"), "no action was taken between the moves: " + f.lines());
        ErrorEvent refused = f.first(ErrorEvent.class);
        assertEquals("attack gob", refused.command(), f.lines());
        assertEquals("hero is disabled (0 HP) and has already moved: no action this turn", refused.reason(), f.lines());
        assertEquals(1, f.all(ErrorEvent.class).size(), f.lines());
        assertTrue(f.creature("hero").actionSpent());
    }

    @Test
    @DisplayName("HP-DISABLED, MOVE-PRONE: a disabled PC stands up, then walks on with the movement left")
    void HP_DISABLED_standThenWalk() {
        Fight f = Fight.of(disabledFirst(true)).start().run("stand", "move 2,1", "end");
        assertTrue(f.all(ErrorEvent.class).isEmpty(), f.lines());
        assertEquals(List.of("-prone"), changes(f, "hero").stream().filter(c -> c.endsWith("prone")).toList());
        MoveEvent step = f.first(MoveEvent.class);
        assertEquals(1, step.left(), f.lines());
    }

    @Test
    @DisplayName("HP-DISABLED: a disabled PC that acted has no move left, even split (its action came first)")
    void HP_DISABLED_noMoveAfterTheAction() {
        Fight f = Fight.of(disabledFirst(false)).start().run("dodge", "move 2,1");
        ErrorEvent refused = f.first(ErrorEvent.class);
        assertEquals("move 2,1", refused.command(), f.lines());
        assertEquals("hero is disabled (0 HP) and has already acted: no movement this turn", refused.reason(), f.lines());
    }

    @Test
    @DisplayName("HP-DYING: end of turn d100 50 loses 1 HP, then 7 stabilises; damage makes it dying again")
    void HP_DYING_rollsAndDamage() {
        Fight f = Fight.of(party(-3, 50, 7, 15, 2, 3, 1)).before(x -> x.creature("hero").conditions
                .gain(Condition.UNCONSCIOUS)).start().run("end", "end", "end", "end", "attack hero");
        List<DyingEvent> dying = f.all(DyingEvent.class);
        assertEquals("loses-hp", dying.get(0).outcome());
        assertEquals(-4, dying.get(0).hp());
        assertEquals("stable", dying.get(1).outcome());
        assertTrue(changes(f, "hero").contains("+stable"));
        assertTrue(changes(f, "hero").contains("-stable"));
        AttackEvent a = f.first(AttackEvent.class);
        assertTrue(a.critical(), "an unconscious target hit from 1.5 m is a critical (COND-UNCONSCIOUS)");
        assertEquals(-6, f.creature("hero").hp(), f.lines());
    }

    @Test
    @DisplayName("HP-DYING: first aid is an action and a Wis check DC 10: 12 stabilises the dying ally")
    void HP_DYING_firstAid() {
        Fight f = Fight.of(party(-3, 60, 12)).before(x -> x.creature("hero").conditions.gain(Condition.UNCONSCIOUS))
                .start().run("end", "aid hero");
        CheckEvent check = f.first(CheckEvent.class);
        assertEquals("wis", check.ability());
        assertEquals(10, check.dc());
        assertTrue(check.success());
        assertTrue(check.rule().contains("HP-DYING"));
        assertTrue(f.creature("hero").has(Condition.STABLE));
        assertTrue(f.creature("ally").turn.actionUsed);
        Fight notDying = Fight.of(party(8)).start().run("end", "end", "aid hero");
        assertTrue(notDying.first(ErrorEvent.class).reason().contains("not dying"));
    }

    @Test
    @DisplayName("HP-DEAD: a dying PC at -9 that loses 1 HP dies at -10")
    void HP_DEAD_atMinusTen() {
        Fight f = Fight.of(party(-9, 50)).before(x -> x.creature("hero").conditions.gain(Condition.UNCONSCIOUS))
                .start().run("end");
        assertEquals(List.of("HP-DEAD"), f.first(DeathEvent.class).rule());
        assertFalse(f.creature("hero").alive());
    }

    @Test
    @DisplayName("HP-SHOCK: an NPC fails once (out of the fight), passes once, then fails twice in a row and dies")
    void HP_SHOCK_npcTwoInARow() {
        TestScenario s = TestScenario.map("#######", "#.....#", "#.....#", "#######")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20))
                .with("thug", "monsters", 2, 1, c -> {
                    c.kind = "npc";
                    return c.hp(3).ac(10).shock(50).control("player");
                })
                .with("boss", "monsters", 5, 2, c -> c.hp(30).control("player"))
                .initiative("hero", "thug", "boss")
                .dice(15, 5, 48, 15, 1, 10, 15, 1, 51, 15, 1, 60);
        Fight f = Fight.of(s).start().run("attack thug", "end", "end", "attack thug", "end", "end", "attack thug",
                "end", "end", "attack thug");
        List<ShockEvent> shocks = f.all(ShockEvent.class);
        assertEquals(List.of("out", "survives", "out", "dies"), shocks.stream().map(ShockEvent::outcome).toList());
        assertEquals(53, shocks.get(0).total());
        assertTrue(f.first(ConditionEvent.class).rule().contains("HP-SHOCK"));
        assertFalse(f.creature("thug").alive());
    }

    @Test
    @DisplayName("HP-SHOCK: a monster dies at its first failed roll")
    void HP_SHOCK_monsterDies() {
        TestScenario s = TestScenario.map("#######", "#.....#", "#######")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20))
                .with("gob", "monsters", 2, 1, c -> c.hp(3).ac(10).shock(50).control("player"))
                .initiative("hero", "gob").dice(15, 5, 48);
        Fight f = Fight.of(s).start().run("attack gob");
        assertEquals("dies", f.first(ShockEvent.class).outcome());
        assertEquals(List.of("HP-SHOCK"), f.first(DeathEvent.class).rule());
    }

    @Test
    @DisplayName("HP-DISABLED: a disabled PC may not Dash (its action would give movement it cannot use), and keeps its move")
    void HP_DISABLED_noDash() {
        Fight f = Fight.of(party(5, 15, 5)).start().run("attack hero", "end", "dash", "move 2,2");
        ErrorEvent refused = f.first(ErrorEvent.class);
        assertEquals("hero is disabled (0 HP): it takes its move or its action, so a Dash would give movement it cannot use",
                refused.reason(), f.lines());
        assertTrue(refused.rule().contains("HP-DISABLED"));
        assertTrue(f.all(NoteEvent.class).stream().noneMatch(n -> n.rule().contains("ACT-DASH")), f.lines());
        assertEquals(1, f.all(ErrorEvent.class).size(), f.lines());
    }

    @Test
    @DisplayName("HP-KO: a melee attack with ko knocks out instead: unconscious and stable, no shock roll; not at range")
    void HP_KO_meleeOnly() {
        TestScenario s = TestScenario.map("#######", "#.....#", "#######")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20)
                        .weapons(TestScenario.LONGSWORD, Arms.SHORTBOW))
                .with("gob", "monsters", 2, 1, c -> c.hp(3).ac(10).shock(50).control("player"))
                .with("orc", "monsters", 5, 1, c -> c.hp(3).ac(10).control("player"))
                .initiative("hero", "gob", "orc").dice(15, 5);
        Fight f = Fight.of(s).start().run("attack orc ko", "attack gob ko");
        assertTrue(f.first(ErrorEvent.class).reason().contains("HP-KO"));
        assertTrue(f.all(ShockEvent.class).isEmpty());
        assertEquals(List.of("+unconscious", "+prone", "+stable"), changes(f, "gob"));
        assertTrue(f.first(ConditionEvent.class).rule().contains("HP-KO"));
        assertTrue(f.first(DamageEvent.class).rule().contains("HP-KO"));
        assertTrue(f.creature("gob").alive());
        assertTrue(f.creature("gob").health.out);
    }

    @Test
    @DisplayName("HP-KO: a character knocked out far below 0 is logged at the hit points it is left at, above death (HP-DEAD)")
    void HP_KO_theDamageShowsWhereTheCharacterIsLeft() {
        // gob's scimitar, d20 15 then d6 5, with ko: hero at 2 would go to -13, which HP-DEAD calls death.
        TestScenario s = TestScenario.map("#######", "#.....#", "#.....#", "#######")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(2).ac(10))
                .with("ally", "party", 1, 2, c -> c.pc("cleric").hp(20))
                .with("gob", "monsters", 2, 1, c -> c.abilities(30, 10).hp(30).ac(12).weapons(TestScenario.SCIMITAR)
                        .control("player"))
                .initiative("gob", "hero", "ally").dice(15, 5);
        Fight f = Fight.of(s).start().run("attack hero ko");
        DamageEvent hit = f.first(DamageEvent.class);
        assertEquals(-9, hit.hp(), f.lines());
        assertEquals(-9, f.creature("hero").hp());
        assertTrue(hit.rule().contains("HP-KO"), f.lines());
        assertEquals(List.of("+unconscious", "+prone", "+stable"), changes(f, "hero"), f.lines());
        // 2 - 5 - 10 (Str 30) is -13: the blow says that knocking out, not the dice, left the hero alive.
        assertEquals("held", hit.knockOut(), f.lines());
        assertTrue(Explain.line(hit).endsWith("; HP -9 (knocked out: held short of death)"), Explain.line(hit));
    }

    @Test
    @DisplayName("HP-KO: a character knocked out above death stays where the blow left it, and the line says it is"
            + " unconscious and stable rather than dying (HP-DYING)")
    void HP_KO_aCharacterAboveDeathIsStable() {
        // gob's scimitar, d20 15 then d6 5, with ko: hero at 2 goes to -3.
        Fight f = Fight.of(party(2, 15, 5)).start().run("attack hero ko");
        DamageEvent hit = f.first(DamageEvent.class);
        assertEquals(-3, hit.hp(), f.lines());
        assertEquals("stable", hit.knockOut(), f.lines());
        assertTrue(Explain.line(hit).endsWith("; HP -3 (knocked out: unconscious and stable)"), Explain.line(hit));
    }

    @Test
    @DisplayName("HP-KO, HP-SHOCK: a monster knocked out below 0 rolls no system shock, and its damage line says so")
    void HP_KO_aMonsterRollsNoShock() {
        TestScenario s = TestScenario.map("#######", "#.....#", "#######")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20)
                        .weapons(TestScenario.LONGSWORD))
                .with("gob", "monsters", 2, 1, c -> c.hp(3).ac(10).shock(50).control("player"))
                .initiative("hero", "gob").dice(15, 5);
        Fight f = Fight.of(s).start().run("attack gob ko");
        DamageEvent hit = f.first(DamageEvent.class);
        // d8 5 +3 Str: 8 on 3 hit points leaves -5.
        assertEquals(-5, hit.hp(), f.lines());
        assertTrue(f.all(ShockEvent.class).isEmpty(), f.lines());
        assertEquals("no-shock", hit.knockOut(), f.lines());
        assertTrue(Explain.line(hit).endsWith("; HP -5 (knocked out: out of the fight, no system shock)"),
                Explain.line(hit));
    }

    @Test
    @DisplayName("HP-KO: a ko blow that leaves the target up does not name the rule")
    void HP_KO_notNamedWhenNoOneIsKnockedOut() {
        Fight f = Fight.of(party(20, 15, 5)).start().run("attack hero ko");
        DamageEvent hit = f.first(DamageEvent.class);
        assertEquals(15, hit.hp(), f.lines());
        assertFalse(hit.rule().contains("HP-KO"), f.lines());
        assertEquals(null, hit.knockOut(), f.lines());
        assertTrue(Explain.line(hit).endsWith("; HP 15"), Explain.line(hit));
    }

    @Test
    @DisplayName("DMG-HEAL: the healer's example in the engine: 14/20 healed by 8 gains 6; from -3, 3 gives 0 (still unconscious, stable), 1 more wakes it")
    void DMG_HEAL_inTheEngine() {
        Fight f = Fight.of(party(14)).start();
        Creature hero = f.creature("hero");
        f.game().services().damage.heal(hero, 8, List.of(), "ally", List.of());
        HealEvent h = f.first(HealEvent.class);
        assertEquals(6, h.amount());
        assertEquals(8, h.offered());
        assertEquals(20, h.hp());
        Fight dying = Fight.of(party(-3)).before(x -> x.creature("hero").conditions.gain(Condition.UNCONSCIOUS))
                .before(x -> x.creature("hero").conditions.markFromHitPoints(Condition.UNCONSCIOUS)).start();
        dying.game().services().damage.heal(dying.creature("hero"), 3, List.of(), "ally", List.of());
        assertEquals(0, dying.creature("hero").hp());
        // Listed unconscious, it starts the fight lying prone (COND-UNCONSCIOUS).
        assertEquals(List.of("+prone", "+stable"), changes(dying, "hero"),
                "HP-DYING: healed to exactly 0, no longer dying but unconscious until healed above 0");
        dying.game().services().damage.heal(dying.creature("hero"), 1, List.of(), "ally", List.of());
        assertEquals(List.of("+prone", "+stable", "-unconscious", "-stable"), changes(dying, "hero"));
    }

    @Test
    @DisplayName("DMG-TEMP: temporary hit points absorb first (5 of 7), and a smaller new grant is not added")
    void DMG_TEMP_inTheEngine() {
        Fight f = Fight.of(party(20, 15, 6)).before(x -> x.creature("hero").health.tempHp = 5).start();
        f.game().services().damage.grantTemporary(f.creature("hero"), 3, "potion");
        assertEquals(5, f.creature("hero").health.tempHp);
        f.run("attack hero");
        DamageEvent d = f.first(DamageEvent.class);
        assertEquals(5, d.tempAbsorbed());
        assertEquals(19, d.hp());
        assertTrue(d.rule().contains("DMG-TEMP"));
        assertTrue(f.first(NoteEvent.class).rule().contains("DMG-TEMP"));
    }

    @Test
    @DisplayName("HP-EXHAUSTION: 2 halves the turn's speed, 3 gives disadvantage on attacks, 4 halves max HP, 6 kills")
    void HP_EXHAUSTION_inTheEngine() {
        Fight f = Fight.of(party(20, 15, 4, 9, 16, 3)).before(x -> x.game().services().damage
                .exhaust(x.creature("hero"), 3, "forced march")).start().run("attack hero", "end", "attack gob");
        assertEquals(3, f.all(TurnEvent.class).get(1).movement());
        AttackEvent heroAttack = f.all(AttackEvent.class).get(1);
        assertEquals("disadvantage", heroAttack.advantage());
        assertTrue(heroAttack.rule().contains("HP-EXHAUSTION"));
        assertEquals(3, f.first(ConditionEvent.class).level());
        Creature hero = f.creature("hero");
        f.game().services().damage.exhaust(hero, 1, "no sleep");
        assertEquals(10, hero.hp());
        f.game().services().damage.exhaust(hero, 2, "still no sleep");
        assertEquals(List.of("HP-EXHAUSTION"), f.first(DeathEvent.class).rule());
    }

    @Test
    @DisplayName("dd5: a PC dropped to 0 is unconscious and rolls death saves at the start of its turns")
    void dd5DeathSaves() {
        Fight f = Fight.of(party(5, 15, 6, 12, 3, 15).rules(RuleSet.DD5)).start().run("attack hero", "end", "end");
        assertEquals(0, f.creature("hero").hp());
        DyingEvent save = f.first(DyingEvent.class);
        assertEquals("success", save.outcome());
        assertEquals(1, save.successes());
    }
}
