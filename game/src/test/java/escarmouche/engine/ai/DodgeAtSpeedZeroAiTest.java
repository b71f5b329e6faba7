package escarmouche.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.content.model.Scenario;
import escarmouche.testing.Scripts;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * ACT-DODGE: a dodge is lost at speed 0, and the engine refuses one taken there. A script's {@code dodge} rule
 * gives way to its next rule then, as any rule whose command could not be carried out does.
 */
class DodgeAtSpeedZeroAiTest {
    /** Kenji at 0 hit points in the corner 1,2 of a corridor, an orc 2 squares away, kenji's extra fields added. */
    private static Scenario cornered(String extra) {
        return cornered(0, 3, extra);
    }

    /** The same, Kenji with these hit points, the orc at this column of his row. */
    private static Scenario cornered(int hp, int orcX, String extra) {
        return Scripts.scenario("""
                {"format": 1, "map": {"rows": ["################", "#..............#", "#..............#", "#..............#", "################"]},
                 "combatants": [
                   {"id": "kenji", "template": "fighter", "side": "party", "at": [1, 2], "hp": %d, "items": {}, "control": "ai"%s},
                   {"id": "orc", "template": "orc", "side": "monsters", "at": [%d, 2]}
                 ],
                 "initiative": ["kenji", "orc"]}
                """.formatted(hp, extra, orcX));
    }

    @Test
    @DisplayName("ACT-DODGE / HP-EXHAUSTION: cornered at 0 hit points and at speed 0, the hero's behaviour does not dodge")
    void ACT_DODGE_exhaustedHeroDoesNotDodge() {
        assertEquals("dodge", AiCase.of(cornered("")).next(), "at its speed, it dodges");
        assertEquals("end", AiCase.of(cornered(", \"exhaustion\": 5")).next());
    }

    @Test
    @DisplayName("ACT-DODGE / COND-RESTRAINED: a script's dodge rule gives way to the next one at speed 0")
    void ACT_DODGE_restrainedScriptTakesItsNextRule() {
        String rules = "{\"do\": \"dodge\"}, {\"do\": \"attack\"}";
        assertEquals("dodge", AiCase.of(cornered(10, 2, "")).rules("kenji", rules).next());
        AiCase restrained = AiCase.of(cornered(10, 2, ", \"conditions\": [\"restrained\"]")).rules("kenji", rules);
        assertEquals("attack orc weapon=longsword", restrained.next());
    }
}
