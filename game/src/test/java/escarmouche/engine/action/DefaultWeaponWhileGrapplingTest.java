package escarmouche.engine.action;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.events.AttackEvent;
import escarmouche.events.ErrorEvent;
import escarmouche.testing.Fight;
import escarmouche.testing.Scripts;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * GRAP-START: a grappler's holds take hands. {@code attack TARGET} without {@code weapon=} takes the first weapon
 * that reaches and can be used now, else the unarmed strike, as an opportunity attack does; a weapon named for
 * hands the holds have taken is still refused, saying why (the exploration's gd.json).
 */
class DefaultWeaponWhileGrapplingTest {
    /** A fighter (shield on one arm) who grapples a goblin in round 1, letting go of its longsword for the hand. */
    private static Fight holding() {
        return Fight.of(Scripts.scenario("""
                {"format": 1, "map": {"rows": ["##########", "#........#", "#........#", "#........#", "##########"]},
                 "combatants": [
                   {"id": "b", "template": "fighter", "at": [4, 2]},
                   {"id": "g", "template": "goblin", "at": [5, 2], "control": "player", "hp": 20}
                 ],
                 "initiative": ["b", "g"],
                 "dice": [15, 3, 16, 4]}
                """)).start().run("grapple g", "end", "end");
    }

    @Test
    @DisplayName("GRAP-START: holding a creature beside its shield, 'attack g' strikes unarmed, not refused for the javelin")
    void GRAP_START_defaultWeaponIsOneItsHandsCanUse() {
        Fight f = holding().run("attack g");
        assertTrue(f.all(ErrorEvent.class).isEmpty(), f.lines());
        AttackEvent blow = f.first(AttackEvent.class);
        assertEquals("unarmed", blow.weapon(), f.lines());
        assertEquals(List.of(16), blow.rolls().stream().map(r -> r.value()).toList());
    }

    @Test
    @DisplayName("GRAP-START: the javelin named while the hands are full is still refused, saying why")
    void GRAP_START_namedWeaponStillRefused() {
        Fight f = holding().run("attack g weapon=javelin");
        ErrorEvent refused = f.first(ErrorEvent.class);
        assertEquals("b has no hand free for the javelin: the creature it holds takes one (GRAP-START)", refused.reason());
        assertEquals(List.of("GRAP-START"), refused.rule());
    }
}
