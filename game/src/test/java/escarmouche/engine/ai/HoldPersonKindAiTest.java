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
        assertEquals("hero: freeze the nearest unhurt foe -> cast hold-person at g1", ai.game().battle().active().side.intent.text());
    }
}
