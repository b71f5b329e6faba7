package escarmouche.ui.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** COND-RESTRAINED: what the engine writes about a net (why it restrains, the escape's check, refusals) said in French. */
class NetSentencesTest {
    private static final String NB = "\u00a0";
    private static final EngineSentences FR = EngineSentences.of(ScreenMessages.of(Language.FR));
    private static final UnaryOperator<String> SAME = UnaryOperator.identity();

    @Test
    @DisplayName("COND-RESTRAINED: the net's reasons, notes, check purposes and refusals are phrases French knows")
    void COND_RESTRAINED_netSentencesInFrench() {
        assertEquals("pris au piège (net de hero)", FR.say("caught in the net from hero", SAME));
        assertEquals("se dégage du piège (net)", FR.say("breaks out of the net", SAME));
        assertEquals("dégagé du piège (net) par orc", FR.say("freed from the net by orc", SAME));
        assertEquals("se dégager du piège (net)", FR.say("escape the net", SAME));
        assertEquals("dégager gob du piège (net)", FR.say("free gob from the net", SAME));
        assertEquals("gob est de taille Très grande ou plus" + NB + ": le piège (net) reste sans effet sur lui",
                FR.say("gob is Huge or larger: the net has no effect on it", SAME));
        assertEquals("gob est déjà pris au piège (net)" + NB + ": un second coup (net) n'y ajoute rien",
                FR.say("gob is already caught in the net: the net adds nothing", SAME));
        assertEquals("gob n'est pris dans aucun filet", FR.say("gob is not caught in a net", SAME));
        assertEquals("gob doit être à 1,5 m ou moins d'orc pour être libéré",
                FR.say("gob must be within 1.5 m of orc to be freed", SAME));
        assertEquals("on se dégage d'un filet par un test de For, pas de dex",
                FR.say("a net is escaped with a Str check, not dex", SAME));
    }
}
