package escarmouche.engine.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.component.ConditionsComponent;
import escarmouche.events.AttackEvent;
import escarmouche.events.CheckEvent;
import escarmouche.events.ContestEvent;
import escarmouche.events.ConditionEvent;
import escarmouche.events.ErrorEvent;
import escarmouche.events.NoteEvent;
import escarmouche.rules.core.Condition;
import escarmouche.rules.dice.Roll;
import escarmouche.testing.Fight;
import escarmouche.testing.Runs;
import escarmouche.testing.TestScenario;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** ACT-DODGE and ACT-HELP. */
class SupportActionsTest {
    private static TestScenario trio(Integer... dice) {
        return TestScenario.map("########", "#......#", "#......#", "########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(14))
                .with("ally", "party", 3, 1, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 2, 1, c -> c.hp(40).ac(12).weapons(TestScenario.SCIMITAR).control("player"))
                .initiative("hero", "ally", "gob").dice(dice);
    }

    @Test
    @DisplayName("ACT-DODGE: attacks against the dodger have disadvantage until the start of its next turn")
    void ACT_DODGE_disadvantageThenEnds() {
        Fight f = Fight.of(trio(16, 5)).start().run("dodge", "end", "end", "attack hero", "end");
        AttackEvent a = f.first(AttackEvent.class);
        assertEquals("disadvantage", a.advantage());
        assertEquals(List.of("-target dodging"), a.advantageSources());
        assertTrue(a.rule().contains("ACT-DODGE"));
        ConditionEvent ended = f.all(ConditionEvent.class).get(1);
        assertEquals("dodging", ended.condition());
        assertFalse(ended.added());
        assertEquals("until the start of hero's next turn", f.first(ConditionEvent.class).until());
    }

    @Test
    @DisplayName("ACT-DODGE: a scenario's starting dodge is the dodge of the turn before the fight: it ends as the"
            + " dodger's first turn starts")
    void ACT_DODGE_startingDodgeEndsAtItsFirstTurn() {
        // The goblin acts first: its attack meets the dodge; the hero's turn ends it; the next attack meets none.
        TestScenario s = TestScenario.map("######", "#....#", "######")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20).ac(30).conditions(Condition.DODGING))
                .with("gob", "monsters", 2, 1, c -> c.hp(20).weapons(TestScenario.SCIMITAR).control("player"))
                .initiative("gob", "hero").dice(5, 6, 7);
        Fight f = Fight.of(s).start().run("attack hero", "end", "end", "attack hero");
        List<AttackEvent> attacks = f.all(AttackEvent.class);
        assertEquals(2, attacks.size(), f.lines());
        assertEquals("disadvantage", attacks.get(0).advantage());
        assertEquals(List.of(new Roll(20, 5), new Roll(20, 6)), attacks.get(0).rolls());
        assertEquals(List.of("-target dodging"), attacks.get(0).advantageSources());
        assertEquals("none", attacks.get(1).advantage(), "the dodge ended as hero's first turn started: " + f.lines());
        assertEquals(List.of(new Roll(20, 7)), attacks.get(1).rolls());
        List<ConditionEvent> changes = f.all(ConditionEvent.class);
        assertEquals(1, changes.size(), f.lines());
        ConditionEvent ended = changes.get(0);
        assertEquals("hero", ended.target());
        assertEquals("dodging", ended.condition());
        assertFalse(ended.added());
        assertEquals("ends as hero's turn starts", ended.reason());
        assertEquals(List.of("ACT-DODGE"), ended.rule());
        assertFalse(f.creature("hero").has(Condition.DODGING));
    }

    @Test
    @DisplayName("ACT-DODGE: it only works against attackers the dodger can see")
    void ACT_DODGE_needsSight() {
        Fight f = Fight.of(trio(16, 5)).start().run("dodge", "end", "end");
        f.creature("gob").conditions.gain(Condition.INVISIBLE);
        f.run("attack hero");
        AttackEvent a = f.first(AttackEvent.class);
        assertEquals(List.of("+attacker invisible"), a.advantageSources());
    }

    @Test
    @DisplayName("ACT-HELP: the helped ally's first attack on the target has advantage, the second does not")
    void ACT_HELP_firstAttackOnly() {
        TestScenario s = TestScenario.map("########", "#......#", "#......#", "########")
                .with("ally", "party", 2, 2, c -> c.pc("fighter").hp(20))
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20))
                .with("gob", "monsters", 2, 1, c -> c.hp(60).ac(12).control("player"))
                .initiative("ally", "hero", "gob").dice(3, 15, 4, 10, 4);
        Fight f = Fight.of(s).start().run("help hero gob", "end", "attack gob");
        assertTrue(f.creature("hero").conditions.helps.isEmpty(), "used up by the first attack");
        f.run("end", "end", "end", "attack gob");
        List<AttackEvent> attacks = f.all(AttackEvent.class);
        assertEquals("advantage", attacks.get(0).advantage(), f.lines());
        assertEquals(List.of("+helped by ally"), attacks.get(0).advantageSources());
        assertTrue(attacks.get(0).rule().contains("ACT-HELP"));
        assertEquals("none", attacks.get(1).advantage());
        assertTrue(f.creature("hero").conditions.helps.isEmpty());
    }

    @Test
    @DisplayName("ACT-HELP: the target must be within 1.5 m of the helper; the help ends at the helper's next turn")
    void ACT_HELP_reachAndExpiry() {
        TestScenario s = TestScenario.map("########", "#......#", "#......#", "########")
                .with("ally", "party", 5, 2, c -> c.pc("fighter").hp(20))
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20))
                .with("gob", "monsters", 2, 1, c -> c.hp(60).ac(12).control("player"))
                .initiative("ally", "hero", "gob");
        Fight far = Fight.of(s).start().run("help hero gob");
        assertTrue(far.first(ErrorEvent.class).reason().contains("within 1.5 m"));
        Fight f = Fight.of(trio()).start().run("end", "help hero gob");
        assertEquals(1, f.creature("hero").conditions.helps.size());
        f.run("end", "end", "end");
        assertTrue(f.creature("hero").conditions.helps.isEmpty(), "ended as the ally's next turn started");
    }

    /** The helper "ally" right below "hero", who has "gob" next to it; the ally plays first. */
    private static TestScenario besideHero(Integer... dice) {
        return TestScenario.map("########", "#......#", "#......#", "########")
                .with("ally", "party", 1, 2, c -> c.pc("fighter").hp(20))
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20))
                .with("gob", "monsters", 2, 1, c -> c.hp(60).ac(12).control("player"))
                .initiative("ally", "hero", "gob").dice(dice);
    }

    @Test
    @DisplayName("ACT-HELP with a check: the helped ally's next contest rolls two d20s and keeps the higher, once")
    void ACT_HELP_nextAbilityCheckInAContest() {
        // ally helps hero; hero grapples gob: its Str check d20 4 and 15 keeps 15; gob's d20 10.
        TestScenario s = besideHero(4, 15, 10, 6, 12);
        Fight f = Fight.of(s).start().run("help hero", "end");
        NoteEvent note = f.all(NoteEvent.class).stream().filter(n -> n.rule().contains("ACT-HELP")).findFirst()
                .orElseThrow();
        assertEquals("ally helps hero: advantage on its next ability check before ally's next turn", note.text());
        assertEquals(List.of(new ConditionsComponent.HelpMark("ally", null)), f.creature("hero").conditions.helps);
        f.run("grapple gob");
        ContestEvent first = f.first(ContestEvent.class);
        assertEquals(List.of(4, 15), first.attacker().rolls().stream().map(Roll::value).toList(), f.lines());
        assertEquals("advantage", first.attacker().advantage());
        assertEquals(18, first.attacker().total(), "15 +3 Str");
        assertEquals(List.of(10), first.defender().rolls().stream().map(Roll::value).toList());
        assertTrue(first.rule().contains("ACT-HELP"), first.rule().toString());
        assertTrue(f.creature("hero").conditions.helps.isEmpty(), "used up by the contest");
        // The gob's own escape next: no help of its own, and hero defends with one d20.
        f.run("end", "escape");
        ContestEvent escape = f.all(ContestEvent.class).get(1);
        assertEquals("none", escape.attacker().advantage());
        assertEquals(List.of(12), escape.defender().rolls().stream().map(Roll::value).toList(), f.lines());
        assertFalse(escape.rule().contains("ACT-HELP"));
    }

    @Test
    @DisplayName("ACT-HELP with a check: picking a lock is a check too; the helper must stand next to the ally")
    void ACT_HELP_lockAndDistance() {
        TestScenario room = TestScenario.map("#######", "#..+..#", "#..#..#", "#######")
                .with("ally", "party", 1, 1, c -> c.pc("fighter").hp(20))
                .with("hero", "party", 2, 1, c -> c.pc("archer").abilities(10, 12).hp(20))
                .with("gob", "monsters", 5, 2, c -> c.control("player"))
                .initiative("ally", "hero", "gob").locked(3, 1, 15).dice(6, 14);
        Fight f = Fight.of(room).start().run("help hero", "end", "pick 3,1");
        CheckEvent pick = f.first(CheckEvent.class);
        assertEquals(List.of(6, 14), pick.rolls().stream().map(Roll::value).toList(), f.lines());
        assertEquals("advantage", pick.advantage());
        assertEquals(15, pick.total(), "14 +1 Dex");
        assertTrue(pick.rule().containsAll(List.of("ACT-LOCKPICK", "ACT-HELP")), pick.rule().toString());
        assertTrue(f.creature("hero").conditions.helps.isEmpty());

        TestScenario apart = TestScenario.map("#######", "#.....#", "#######")
                .with("ally", "party", 1, 1, c -> c.pc("fighter").hp(20))
                .with("hero", "party", 3, 1, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 5, 1, c -> c.control("player"))
                .initiative("ally", "hero", "gob");
        Fight far = Fight.of(apart).start().run("help hero");
        ErrorEvent refused = far.first(ErrorEvent.class);
        assertEquals("hero must be within 1.5 m of ally to be helped with its check", refused.reason());
        assertEquals(List.of("ACT-HELP"), refused.rule());
        assertFalse(far.creature("ally").turn.actionUsed);
    }

    @Test
    @DisplayName("ACT-HELP with a check: it gives no advantage to an attack, and ends at the helper's next turn")
    void ACT_HELP_checkHelpIsNotAttackHelp() {
        TestScenario s = besideHero(9, 4);
        Fight f = Fight.of(s).start().run("help hero", "end", "attack gob");
        assertEquals("none", f.first(AttackEvent.class).advantage(), f.lines());
        assertEquals(1, f.creature("hero").conditions.helps.size(), "kept for a check");
        f.run("end", "end");
        assertTrue(f.creature("hero").conditions.helps.isEmpty(), "ended as the ally's next turn started");
    }

    @Test
    @DisplayName("ATK-FLANK in the JSON log: the attack line's rule list names it")
    void ATK_FLANK_jsonRuleField() {
        TestScenario s = TestScenario.map("#######", "#.....#", "#######")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20))
                .with("ally", "party", 3, 1, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 2, 1, c -> c.hp(30).ac(12).control("player"))
                .initiative("hero", "ally", "gob").dice(5, 15, 4);
        JsonNode attack = Runs.ofType(Runs.events(s.build(), 1, "attack gob\n"), "attack").get(0);
        boolean named = false;
        for (JsonNode r : attack.get("rule")) named |= r.asText().equals("ATK-FLANK");
        assertTrue(named, attack.toString());
    }
}
