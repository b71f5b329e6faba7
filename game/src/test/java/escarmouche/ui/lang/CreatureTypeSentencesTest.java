package escarmouche.ui.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** CAST-ROLL: a spell that works on one creature type, refused against another, names both types in French. */
class CreatureTypeSentencesTest {
    private static final EngineSentences FR = EngineSentences.of(ScreenMessages.of(Language.FR));

    @Test
    @DisplayName("CAST-ROLL: 'hold-person only works on humanoid creatures; ogre is a giant' says 'humanoïde' and 'géant' in"
            + " French, 'an undead' 'mort-vivant'")
    void CAST_ROLL_creatureTypesInFrench() {
        assertEquals("hold-person n'agit que sur les créatures de type humanoïde" + "\u00a0" + "; ogre est de type géant",
                FR.say("hold-person only works on humanoid creatures; ogre is a giant", UnaryOperator.identity()));
        assertEquals("hold-person n'agit que sur les créatures de type humanoïde" + "\u00a0" + "; wight est de type mort-vivant",
                FR.say("hold-person only works on humanoid creatures; wight is an undead", UnaryOperator.identity()));
    }
}
