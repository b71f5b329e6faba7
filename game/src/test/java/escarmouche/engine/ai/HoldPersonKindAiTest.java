package escarmouche.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.content.model.Scenario;
import escarmouche.testing.Scripts;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * COND-PARALYZED by hold person, which works on humanoids only: a scripted caster picks its target among the
 * creatures the spell works on (SpellTargeting's own check), and skips the rule when none is there, rather than
 * send a cast the game refuses every turn.
 */
class HoldPersonKindAiTest {
    /** A hobgoblin mage with the shipped caster behaviour, and the party: {@code party} as JSON objects. */
    private static Scenario mage(String party, String initiative) {
        return Scripts.scenario("""
                {"format": 1, "map": {"rows": ["################", "#..............#", "#..............#", "#..............#", "################"]},
                 "combatants": [
                   {"id": "mage", "template": "hobgoblin", "side": "monsters", "at": [10, 2], "behavior": "caster",
                    "spells": ["hold-person", "magic-missile"], "spellSlots": [4, 3], "abilities": {"int": 16}},
                   %s
                 ],
                 "initiative": ["mage", %s]}
                """.formatted(party, initiative));
    }

    private static final String KENJI = "{\"id\": \"kenji\", \"template\": \"fighter\", \"side\": \"party\", \"at\": [1, 1]}";
    private static final String GREY = "{\"id\": \"grey\", \"template\": \"wolf\", \"side\": \"party\", \"at\": [1, 3]}";

    @Test
    @DisplayName("COND-PARALYZED: caster's hold person (target lowest-ac) holds the humanoid fighter, not the wolf of lower AC")
    void holdsTheHumanoid() {
        assertEquals("cast hold-person kenji", AiCase.of(mage(KENJI + ", " + GREY, "\"kenji\", \"grey\"")).next());
    }

    @Test
    @DisplayName("COND-PARALYZED: with no humanoid foe the hold person rule is skipped: darts at the wolf instead")
    void noHumanoidNoHold() {
        assertEquals("cast magic-missile grey", AiCase.of(mage(GREY, "\"grey\"")).next());
    }

    @Test
    @DisplayName("COND-PARALYZED: a cleric on the AI (hero) holds the nearest unhurt humanoid foe, passing over the nearer wolf")
    void heroHolds() {
        Scenario s = Scripts.scenario("""
                {"format": 1, "map": {"rows": ["############", "#..........#", "#..........#", "#..........#", "############"]},
                 "combatants": [
                   {"id": "mathis", "template": "cleric", "at": [1, 2], "control": "ai"},
                   {"id": "w", "template": "wolf", "at": [4, 2]},
                   {"id": "g1", "template": "goblin", "at": [7, 2]}
                 ],
                 "initiative": ["mathis", "w", "g1"]}
                """);
        AiCase ai = AiCase.of(s);
        assertEquals("cast hold-person g1", ai.next());
        assertEquals("hero: freeze the nearest foe not yet bloodied -> cast hold-person at g1",
                ai.game().battle().active().side.intent.text());
    }

    /** A cleric on the AI (hero), g1 paralysed already 3 squares away, g2 unhurt 6 squares away. */
    private static Scenario oneHeld(String g2) {
        return Scripts.scenario("""
                {"format": 1, "map": {"rows": ["############", "#..........#", "#..........#", "#..........#", "############"]},
                 "combatants": [
                   {"id": "mathis", "template": "cleric", "at": [1, 2], "control": "ai"},
                   {"id": "g1", "template": "goblin", "at": [4, 2], "conditions": ["paralyzed"]}%s
                 ],
                 "initiative": ["mathis", "g1"%s]}
                """.formatted(g2.isEmpty() ? "" : ", " + g2, g2.isEmpty() ? "" : ", \"g2\""));
    }

    @Test
    @DisplayName("COND-PARALYZED: hold person (its only effect a condition) is not cast on a foe already paralysed:"
            + " the hero holds g2, the next nearest, not g1 whom another hold keeps")
    void COND_PARALYZED_notOnTheHeldFoe() {
        AiCase ai = AiCase.of(oneHeld("{\"id\": \"g2\", \"template\": \"goblin\", \"at\": [7, 2]}"));
        assertEquals("cast hold-person g2", ai.next());
        assertEquals("hero: freeze the nearest foe not yet bloodied -> cast hold-person at g2",
                ai.game().battle().active().side.intent.text());
    }

    @Test
    @DisplayName("COND-PARALYZED: with every humanoid foe paralysed already, the hold person rule does not apply:"
            + " the next rule decides")
    void COND_PARALYZED_noFreeFoeNoHold() {
        AiCase ai = AiCase.of(oneHeld("")).rules("mathis", "{\"do\": \"cast\", \"spell\": \"hold-person\"}, {\"do\": \"dodge\"}");
        assertEquals("dodge", ai.next());
    }
}
