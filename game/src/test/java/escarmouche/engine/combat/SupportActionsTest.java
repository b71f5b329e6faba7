package escarmouche.engine.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.events.AttackEvent;
import escarmouche.events.ConditionEvent;
import escarmouche.events.ErrorEvent;
import escarmouche.rules.core.Condition;
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
