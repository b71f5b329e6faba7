package escarmouche.engine.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.events.AttackEvent;
import escarmouche.events.ConditionEvent;
import escarmouche.events.DamageEvent;
import escarmouche.events.ErrorEvent;
import escarmouche.events.NoteEvent;
import escarmouche.rules.dice.Roll;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.core.Weapon;
import escarmouche.testing.Fight;
import escarmouche.testing.RealContent;
import escarmouche.testing.TestScenario;
import escarmouche.ui.battle.FightStats;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * COND-RESTRAINED: cutting a net as 5e has it (no house rule says otherwise): an attack on the net, AC 10, with
 * a slashing weapon; 5 slashing damage in all, over one blow or several, frees the creature and destroys the net.
 */
class NetCutTest {
    private static final Weapon NET = RealContent.content().weapons().get("net").weapon();
    private static final Weapon MACE = RealContent.content().weapons().get("mace").weapon();

    /**
     * The goblin (Dex 10, prof +2) throws its net at the hero beside it: two d20s (ATK-RANGED-MELEE), 15 and 14,
     * 16 against AC 14, a hit. The hero (Str 16: +3 to hit and damage, prof +2) then acts; restrained, it attacks
     * with disadvantage (two d20s). An orc of the hero's side stands on the hero's other side.
     */
    private static TestScenario yard(UnaryOperator<TestScenario.Creature> hero, Integer... dice) {
        return TestScenario.map("##########", "#........#", "#........#", "##########")
                .with("hero", "party", 2, 1, c -> hero.apply(c.pc("fighter").abilities(16, 12).hp(20).ac(14)
                        .control("player")))
                .with("gob", "monsters", 3, 1, c -> c.hp(30).ac(12).abilities(10, 10).weapons(NET, TestScenario.SCIMITAR)
                        .control("player"))
                .with("orc", "party", 1, 1, c -> c.hp(15).ac(12).abilities(14, 10).control("player"))
                .initiative("gob", "hero", "orc").dice(dice);
    }

    private static TestScenario yard(Integer... dice) {
        return yard(c -> c, dice);
    }

    private static List<ConditionEvent> restrained(Fight f) {
        return f.all(ConditionEvent.class).stream().filter(e -> e.condition().equals("restrained")).toList();
    }

    /** The attacks on the net, the goblin's throw left out. */
    private static List<AttackEvent> cuts(Fight f) {
        return f.all(AttackEvent.class).stream().filter(a -> "net".equals(a.object())).toList();
    }

    /** The notes that say what a cut did to the net: never a damage event, the creature losing nothing. */
    private static List<NoteEvent> onNet(Fight f) {
        return f.all(NoteEvent.class).stream().filter(n -> n.cut() != null).toList();
    }

    /** The damage events of the fight: none, the net's throw dealing nothing and a cut hurting only the net. */
    private static void onlyTheThrowDamages(Fight f) {
        assertEquals(List.of(), f.all(DamageEvent.class), f.lines());
        assertEquals("net", f.all(AttackEvent.class).get(0).weapon());
    }

    @Test
    @DisplayName("COND-RESTRAINED: a longsword cut that hits the net's AC 10 for 5 frees the hero and destroys the net")
    void COND_RESTRAINED_cutForFiveFrees() {
        // The cut: d20s 12 and 11 (disadvantage: 11) +3 Str +2 prof = 16 against AC 10; damage d8 2 +3 Str = 5.
        Fight f = Fight.of(yard(15, 14, 12, 11, 2)).start().run("attack hero weapon=net", "end", "cut");
        assertFalse(f.creature("hero").has(Condition.RESTRAINED), f.lines());
        AttackEvent cut = cuts(f).get(0);
        assertEquals("hero", cut.attacker());
        assertEquals("hero", cut.target());
        assertEquals("longsword", cut.weapon());
        assertEquals(10, cut.ac());
        assertEquals("disadvantage", cut.advantage());
        assertEquals(List.of("-attacker restrained"), cut.advantageSources());
        assertEquals(List.of(new Modifier("Str", 3), new Modifier("prof", 2)), cut.modifiers());
        assertEquals(16, cut.total());
        assertTrue(cut.hit());
        assertEquals(List.of("COND-RESTRAINED", "ATK-ROLL", "ATK-ABILITY", "ATK-PROF", "ATK-ADV"), cut.rule());
        NoteEvent dealt = onNet(f).get(0);
        assertEquals("hero", dealt.actor());
        assertEquals("the cut deals 5 slashing damage to the net holding hero: it gives way", dealt.text());
        assertEquals(List.of("COND-RESTRAINED", "DMG-ROLL"), dealt.rule());
        assertEquals(List.of(new Roll(8, 2)), dealt.rolls());
        assertEquals(List.of(new Modifier("Str", 3)), dealt.modifiers());
        assertEquals(new NoteEvent.Cut("net", "hero", "slashing", 5, 1, 5, 0), dealt.cut(), "nothing left to cut");
        onlyTheThrowDamages(f);
        assertEquals(20, f.creature("hero").health.hp, "the blade cuts the net, not the hero");
        ConditionEvent freed = restrained(f).get(1);
        assertFalse(freed.added());
        assertEquals("cuts itself free of the net", freed.reason());
        assertEquals(List.of("COND-RESTRAINED"), freed.rule());
        assertNull(f.creature("hero").conditions.caught);
        assertTrue(f.game().battle().ground().all().isEmpty(), "the cut net is destroyed, not left on the ground");
        assertTrue(f.creature("hero").turn.actionUsed, "cutting takes the action");
    }

    @Test
    @DisplayName("COND-RESTRAINED: a cut for 4 leaves the net 1 to go; the next cut of 4 frees (the damage adds up)")
    void COND_RESTRAINED_cutsAddUp() {
        // First cut: 11 +5 = 16, a hit; d8 1 +3 = 4. Next round, the same hit and 4 again.
        Fight f = Fight.of(yard(15, 14, 12, 11, 1, 12, 11, 1)).start()
                .run("attack hero weapon=net", "end", "cut", "end", "end", "end", "cut");
        List<NoteEvent> onNet = onNet(f);
        assertEquals(2, onNet.size(), f.lines());
        assertEquals("the cut deals 4 slashing damage to the net holding hero: 1 more and it gives way",
                onNet.get(0).text());
        assertEquals(new NoteEvent.Cut("net", "hero", "slashing", 4, 1, 4, 1), onNet.get(0).cut(),
                "1 left to cut after the first");
        assertEquals("the cut deals 4 slashing damage to the net holding hero: it gives way", onNet.get(1).text());
        assertEquals(new NoteEvent.Cut("net", "hero", "slashing", 4, 1, 4, 0), onNet.get(1).cut());
        onlyTheThrowDamages(f);
        List<ConditionEvent> held = restrained(f);
        assertEquals(2, held.size(), f.lines());
        assertEquals("cuts itself free of the net", held.get(1).reason());
        assertFalse(f.creature("hero").has(Condition.RESTRAINED));
    }

    @Test
    @DisplayName("COND-RESTRAINED: a cut that misses AC 10 (3 +5 = 8) deals nothing and the net holds")
    void COND_RESTRAINED_cutMisses() {
        Fight f = Fight.of(yard(15, 14, 4, 3)).start().run("attack hero weapon=net", "end", "cut");
        AttackEvent cut = cuts(f).get(0);
        assertEquals(8, cut.total());
        assertEquals(10, cut.ac());
        assertFalse(cut.hit());
        assertTrue(onNet(f).isEmpty(), f.lines());
        assertTrue(f.creature("hero").has(Condition.RESTRAINED));
        assertEquals(0, f.creature("hero").conditions.caught.cut());
    }

    @Test
    @DisplayName("COND-RESTRAINED with ATK-CRIT: a natural 20 on the net doubles the damage (d8 1 +3 = 4, x2 = 8) and frees")
    void COND_RESTRAINED_criticalCut() {
        // Disadvantage: both d20s 20; the chain's d20 5 stops at x2.
        Fight f = Fight.of(yard(15, 14, 20, 20, 5, 1)).start().run("attack hero weapon=net", "end", "cut");
        AttackEvent cut = cuts(f).get(0);
        assertTrue(cut.critical());
        assertEquals(2, cut.multiplier());
        assertTrue(cut.rule().contains("ATK-CRIT"), cut.rule()::toString);
        NoteEvent dealt = onNet(f).get(0);
        assertEquals("the cut deals 8 slashing damage to the net holding hero: it gives way", dealt.text());
        assertEquals(List.of(new Roll(8, 1)), dealt.rolls());
        assertEquals(new NoteEvent.Cut("net", "hero", "slashing", 4, 2, 8, 0), dealt.cut());
        assertEquals(List.of("COND-RESTRAINED", "DMG-ROLL", "ATK-CRIT"), dealt.rule());
        onlyTheThrowDamages(f);
        assertFalse(f.creature("hero").has(Condition.RESTRAINED));
    }

    @Test
    @DisplayName("COND-RESTRAINED: a mace does not cut a net: refused, naming the weapon in hand, the action kept")
    void COND_RESTRAINED_maceRefused() {
        Fight f = Fight.of(yard(c -> c.weapons(MACE), 15, 14)).start().run("attack hero weapon=net", "end", "cut");
        ErrorEvent error = f.first(ErrorEvent.class);
        assertEquals(List.of("COND-RESTRAINED"), error.rule());
        assertEquals("the mace in hero's hand deals bludgeoning damage: a net is cut with a slashing weapon",
                error.reason());
        assertTrue(cuts(f).isEmpty());
        assertTrue(f.creature("hero").has(Condition.RESTRAINED));
        assertFalse(f.creature("hero").turn.actionUsed);
    }

    @Test
    @DisplayName("COND-RESTRAINED: the orc beside the hero cuts the hero's net (no disadvantage: it is free) and frees it")
    void COND_RESTRAINED_allyCutsTheNet() {
        // The orc: d20 8 +2 Str +2 prof = 12 against AC 10; d8 3 +2 Str = 5.
        Fight f = Fight.of(yard(15, 14, 8, 3)).start().run("attack hero weapon=net", "end", "end", "cut hero");
        AttackEvent cut = cuts(f).get(0);
        assertEquals("orc", cut.attacker(), f.lines());
        assertEquals("hero", cut.target());
        assertEquals("none", cut.advantage());
        assertEquals(12, cut.total());
        assertTrue(cut.hit());
        NoteEvent dealt = onNet(f).get(0);
        assertEquals("orc", dealt.actor());
        assertEquals("the cut deals 5 slashing damage to the net holding hero: it gives way", dealt.text());
        assertEquals(List.of(new Roll(8, 3)), dealt.rolls());
        assertEquals(new NoteEvent.Cut("net", "hero", "slashing", 5, 1, 5, 0), dealt.cut());
        onlyTheThrowDamages(f);
        assertEquals("cut free of the net by orc", restrained(f).get(1).reason());
        assertFalse(f.creature("hero").has(Condition.RESTRAINED));
        assertEquals(20, f.creature("hero").health.hp);
    }

    @Test
    @DisplayName("COND-RESTRAINED: a net two squares away is out of reach of a cut; a creature not netted has nothing to cut")
    void COND_RESTRAINED_cutRefusals() {
        TestScenario far = yard(15, 14).with("orc", "party", 5, 2, c -> c.hp(15).ac(12).control("player"));
        Fight f = Fight.of(far).start().run("attack hero weapon=net", "end", "end", "cut hero");
        ErrorEvent error = f.first(ErrorEvent.class);
        assertEquals("hero must be within 1.5 m of orc to be cut free", error.reason());
        assertEquals(List.of("COND-RESTRAINED"), error.rule());
        Fight none = Fight.of(yard()).start().run("end", "cut");
        assertEquals("hero is not caught in a net", none.first(ErrorEvent.class).reason());
    }

    @Test
    @DisplayName("COND-RESTRAINED: the fight's tallies count a cut as no damage dealt nor taken: the net is no creature")
    void COND_RESTRAINED_cutIsNoDamageInTheTallies() {
        // The orc cuts the hero's net for 5 (d20 8, d8 3), as in COND_RESTRAINED_allyCutsTheNet.
        Fight f = Fight.of(yard(15, 14, 8, 3)).start().run("attack hero weapon=net", "end", "end", "cut hero");
        FightStats stats = new FightStats((a, b) -> !a.equals("gob") && !b.equals("gob"));
        f.events().forEach(stats::add);
        assertEquals(0, stats.of("orc").dealt, f.lines());
        assertEquals(0, stats.of("orc").friendlyFire);
        assertEquals(0, stats.of("hero").taken, "the net's throw deals 0, the cut nothing to the hero");
        assertEquals(1, stats.of("orc").hits, "the cut is an attack that hits, on the net");
    }
}
