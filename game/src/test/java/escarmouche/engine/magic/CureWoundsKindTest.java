package escarmouche.engine.magic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.events.ErrorEvent;
import escarmouche.events.HealEvent;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import escarmouche.ui.lang.EngineSentences;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Cure wounds, as in 5e, has no effect on undead or constructs (content's "notOn"): refused before anything is spent. */
class CureWoundsKindTest {
    private static final String[] ROOM = {
            "############",
            "#..........#",
            "#..........#",
            "############"};

    private static TestScenario allies() {
        return TestScenario.map(ROOM)
                .with("priest", "party", 2, 1, c -> c.caster("cleric", "cure-wounds").scores(14, 10, 14, 8, 16, 12)
                        .slots(3).hp(10))
                .with("zombie", "party", 3, 1, c -> c.type("undead").hp(5).maxHp(22).control("player"))
                .with("golem", "party", 1, 1, c -> c.type("construct").hp(5).maxHp(30).control("player"))
                .with("squire", "party", 2, 2, c -> c.pc("fighter").type("humanoid").hp(3).maxHp(12))
                .with("gob", "monsters", 10, 2, c -> c.hp(20).control("player"))
                .initiative("priest", "zombie", "golem", "squire", "gob").dice(12, 4, 12, 4);
    }

    @Test
    @DisplayName("DMG-HEAL: cure wounds on an undead or a construct ally is refused, saying why; no slot, no action, no"
            + " hit point; a humanoid is healed as before")
    void DMG_HEAL_cureWoundsHasNoEffectOnUndeadOrConstructs() {
        Fight f = Fight.of(allies()).start().run("cast cure-wounds zombie", "cast cure-wounds golem");
        List<String> reasons = f.all(ErrorEvent.class).stream().map(ErrorEvent::reason).toList();
        assertEquals(List.of("cure-wounds has no effect on undead creatures; zombie is an undead",
                "cure-wounds has no effect on construct creatures; golem is a construct"), reasons);
        assertEquals(5, f.creature("zombie").hp());
        assertEquals(5, f.creature("golem").hp());
        assertTrue(f.all(HealEvent.class).isEmpty(), f.lines());
        assertEquals(List.of(3), f.creature("priest").resources.slots, "no slot spent");
        assertFalse(f.creature("priest").turn.actionUsed, "the action is kept");
        f.run("cast cure-wounds squire");
        assertEquals(10, f.creature("squire").hp(), "3 + 1d8 4 +3 Wis: " + f.lines());
    }

    @Test
    @DisplayName("DMG-HEAL: the refusal of cure wounds on an undead is said in French, the type in French words")
    void DMG_HEAL_cureWoundsRefusalInFrench() {
        EngineSentences fr = EngineSentences.of(ScreenMessages.of(Language.FR));
        assertEquals("cure-wounds n'a aucun effet sur les créatures de type mort-vivant\u00a0; zombie est de type"
                + " mort-vivant", fr.say("cure-wounds has no effect on undead creatures; zombie is an undead",
                UnaryOperator.identity()));
        assertEquals("cure-wounds n'a aucun effet sur les créatures de type créature artificielle\u00a0; golem est de"
                + " type créature artificielle", fr.say("cure-wounds has no effect on construct creatures; golem is a"
                + " construct", UnaryOperator.identity()));
    }
}
