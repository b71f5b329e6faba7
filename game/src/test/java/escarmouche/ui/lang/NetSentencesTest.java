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
    @DisplayName("COND-RESTRAINED: the net's reasons, notes, check purposes and refusals are phrases French knows, the net"
            + " named with its article as a cut names it ('le filet', never 'le piège (filet)')")
    void COND_RESTRAINED_netSentencesInFrench() {
        assertEquals("pris dans le net de hero", FR.say("caught in the net from hero", SAME));
        assertEquals("se dégage du net", FR.say("breaks out of the net", SAME));
        assertEquals("dégagé du net par orc", FR.say("freed from the net by orc", SAME));
        assertEquals("se dégager du net", FR.say("escape the net", SAME));
        assertEquals("dégager gob du net", FR.say("free gob from the net", SAME));
        assertEquals("gob est de taille Très grande ou plus" + NB + ": le net reste sans effet sur lui",
                FR.say("gob is Huge or larger: the net has no effect on it", SAME));
        assertEquals("gob est déjà pris dans le net" + NB + ": un second coup (net) n'y ajoute rien",
                FR.say("gob is already caught in the net: the net adds nothing", SAME));
        assertEquals("gob n'est pris dans aucun filet", FR.say("gob is not caught in a net", SAME));
        assertEquals("gob doit être à 1,5\u00a0m ou moins d'orc pour être libéré",
                FR.say("gob must be within 1.5 m of orc to be freed", SAME));
        assertEquals("on se dégage d'un filet par un test de For, pas de dex",
                FR.say("a net is escaped with a Str check, not dex", SAME));
    }

    @Test
    @DisplayName("COND-RESTRAINED: cutting a net (its refusals, what a cut did to the net, the creature cut free) is said in French")
    void COND_RESTRAINED_netCutSentencesInFrench() {
        assertEquals("se libère en tranchant le net", FR.say("cuts itself free of the net", SAME));
        assertEquals("libéré par orc, qui tranche le net", FR.say("cut free of the net by orc", SAME));
        assertEquals("hero doit être à 1,5\u00a0m ou moins d'orc pour que son filet soit tranché",
                FR.say("hero must be within 1.5 m of orc to be cut free", SAME));
        assertEquals("hero n'a aucune arme tranchante en main" + NB + ": un filet se coupe avec une arme tranchante",
                FR.say("hero has no slashing weapon in hand: a net is cut with a slashing weapon", SAME));
        assertEquals("hero a en main une arme (mace) qui inflige des dégâts contondants" + NB
                        + ": un filet se coupe avec une arme tranchante",
                FR.say("the mace in hero's hand deals bludgeoning damage: a net is cut with a slashing weapon", SAME));
        assertEquals("la coupe inflige 5 dégâts tranchants au net qui retient hero" + NB + ": il cède",
                FR.say("the cut deals 5 slashing damage to the net holding hero: it gives way", SAME));
        assertEquals("la coupe inflige 4 dégâts tranchants au net qui retient hero" + NB
                        + ": encore 1 et il cède",
                FR.say("the cut deals 4 slashing damage to the net holding hero: 1 more and it gives way", SAME));
    }

    @Test
    @DisplayName("COND-RESTRAINED: a net that holds its creature is not picked up, said in French")
    void COND_RESTRAINED_heldNetPickupRefusalInFrench() {
        assertEquals("le net retient gob" + NB + ": impossible de le ramasser avant que gob en sorte",
                FR.say("the net holds gob: it cannot be picked up until gob is out of it", SAME));
    }

    @Test
    @DisplayName("ATK-DEXDMG: the refusal of Dex to the damage of a net is said in French, the net in brackets so that no"
            + " article has to agree with it")
    void ATK_DEXDMG_dexToANetsDamageRefusedInFrench() {
        assertEquals("une arme sans dégâts (net)" + NB + ": la Dex n'a aucun dégât auquel s'ajouter" + NB
                        + "; retirez dex=damage (ATK-DEXDMG)",
                FR.say("the net deals no damage for Dex to add to: leave out dex=damage (ATK-DEXDMG)", SAME));
    }
}
