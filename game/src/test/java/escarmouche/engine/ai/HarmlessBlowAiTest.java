package escarmouche.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.content.model.Scenario;
import escarmouche.testing.Scripts;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A foe that no weapon the creature carries can hurt at all (every point taken by its defences: an intangible
 * spectre struck with mundane steel, DMG-MAGIC-WEAPON; a foe immune to the weapon's damage type,
 * DMG-RESIST-FLAT) is no target for a blow: the hero (AI) picks another foe or closes in on one, rather than
 * strike for 0 turn after turn, and with a weapon that can hurt it, strikes with that one.
 */
class HarmlessBlowAiTest {
    /** An infiltrator on the AI beside {@code foe} at 2,1, a goblin five squares off. */
    private static Scenario beside(String weapons, String foe) {
        return Scripts.scenario("""
                {"format": 1, "map": {"rows": ["##########", "#........#", "#........#", "##########"]},
                 "combatants": [
                   {"id": "shade", "template": "infiltrator", "at": [1, 1], "control": "ai", "weapons": %s},
                   %s,
                   {"id": "g1", "template": "goblin", "at": [7, 1]}
                 ],
                 "initiative": ["shade", "foe", "g1"]}
                """.formatted(weapons, foe));
    }

    private static final String SPECTRE = "{\"id\": \"foe\", \"template\": \"spectre\", \"at\": [2, 1]}";

    @Test
    @DisplayName("DMG-MAGIC-WEAPON: with a mundane shortsword and dagger, the hero leaves the intangible spectre beside"
            + " it alone and closes in on the goblin")
    void DMG_MAGIC_WEAPON_mundaneSteelLeavesTheSpectreAlone() {
        AiCase ai = AiCase.of(beside("[\"shortsword\", \"dagger\"]", SPECTRE));
        String next = ai.next();
        assertEquals("hero: close in on the nearest foe -> attack g1", ai.game().battle().active().side.intent.text(),
                next);
    }

    @Test
    @DisplayName("DMG-MAGIC-WEAPON: with a +1 dagger besides the mundane shortsword, the hero strikes the spectre, with the dagger")
    void DMG_MAGIC_WEAPON_magicDaggerStrikesTheSpectre() {
        AiCase ai = AiCase.of(beside("[\"shortsword\", {\"id\": \"dagger\", \"magic\": 1}]", SPECTRE));
        assertEquals("attack foe weapon=dagger", ai.next());
    }

    @Test
    @DisplayName("DMG-RESIST-FLAT: a foe immune to piercing, beside a hero with a rapier alone, is left for the goblin")
    void DMG_RESIST_FLAT_immuneFoeLeftAlone() {
        AiCase ai = AiCase.of(beside("[\"rapier\"]", "{\"id\": \"foe\", \"template\": \"goblin\", \"at\": [2, 1],"
                + " \"resistances\": [{\"type\": \"piercing\", \"immune\": true}, {\"type\": \"bludgeoning\", \"immune\": true}]}"));
        String next = ai.next();
        assertEquals("hero: close in on the nearest foe -> attack g1", ai.game().battle().active().side.intent.text(),
                next);
    }
}
