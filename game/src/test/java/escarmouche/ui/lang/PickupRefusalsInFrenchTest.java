package escarmouche.ui.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * ATK-FUMBLE: why {@code pickup with=move|action} cannot pay the way it asks, the engine's English sentences
 * ({@code PickupWayTest}) said in French, each one whole, with its typography.
 */
class PickupRefusalsInFrenchTest {
    private static final String NB = "\u00a0";
    private static final EngineSentences FR = EngineSentences.of(ScreenMessages.of(Language.FR));

    private static String fr(String english) {
        return FR.say(english, UnaryOperator.identity());
    }

    @Test
    @DisplayName("ATK-FUMBLE, TURN-ECONOMY, TURN-OBJECT: a way of picking up that cannot pay says why in French,"
            + " the weapon with its article as the fumble names it ('l'arme (épée longue)')")
    void ATK_FUMBLE_pickupWayRefusalsInFrench() {
        assertEquals("ramasser l'arme (longsword) avec le déplacement prend tout le déplacement" + NB + ": hero en a déjà utilisé"
                + " une partie ce tour-ci", fr("picking up the longsword with movement takes the whole movement: hero"
                + " has already used some of it this turn"));
        assertEquals("ramasser l'arme (longsword) avec le déplacement prend tout le déplacement" + NB + ": hero n'en a aucun ce"
                + " tour-ci", fr("picking up the longsword with movement takes the whole movement: hero has none this"
                + " turn"));
        assertEquals("ramasser l'arme (longsword) avec l'action" + NB + ": hero a déjà utilisé son action ce tour-ci",
                fr("picking up the longsword with the action: hero has already used its action this turn"));
        assertEquals("ramasser l'arme lancée (dagger) est une interaction avec un objet, jamais un déplacement"
                + " (TURN-OBJECT)", fr("picking up the dagger, a thrown weapon, is an object interaction, never"
                + " movement (TURN-OBJECT)"));
        assertEquals("ramasser l'arme (longsword) est une interaction avec un objet" + NB + ": hero a déjà utilisé celle"
                + " qui est gratuite et son action ce tour-ci (TURN-OBJECT)", fr("picking up the longsword is an object"
                + " interaction: hero has already used its free one and its action this turn (TURN-OBJECT)"));
        assertEquals("hero est hors d'état (0 PV) et s'est déjà déplacé" + NB + ": pas d'action ce tour-ci",
                fr("hero is disabled (0 HP) and has already moved: no action this turn"));
    }

    @Test
    @DisplayName("COND-UNCONSCIOUS, TURN-OBJECT: 'with=move' on a weapon dropped falling unconscious, refused, says so in"
            + " French, apart from the thrown weapon's sentence it resembles")
    void TURN_OBJECT_droppedWeaponNeverMovementInFrench() {
        assertEquals("ramasser l'arme (longsword) est une interaction avec un objet, jamais un déplacement (TURN-OBJECT)",
                fr("picking up the longsword is an object interaction, never movement (TURN-OBJECT)"));
        assertEquals("ramasser l'arme lancée (dagger) est une interaction avec un objet, jamais un déplacement"
                + " (TURN-OBJECT)", fr("picking up the dagger, a thrown weapon, is an object interaction, never"
                + " movement (TURN-OBJECT)"));
        assertEquals("hero ramasse l'arme (longsword) en 1,1, avec son interaction gratuite avec un objet",
                fr("hero picks up the longsword at 1,1, using its free object interaction"));
    }

    @Test
    @DisplayName("ATK-FUMBLE: the note of a weapon picked up names it with its article in French, as the English says 'the'")
    void ATK_FUMBLE_pickupNoteInFrench() {
        assertEquals("hero ramasse l'arme (longsword) en 2,1, avec tout son déplacement",
                fr("hero picks up the longsword at 2,1, using its whole movement"));
    }
}
