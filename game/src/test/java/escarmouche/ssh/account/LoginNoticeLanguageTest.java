package escarmouche.ssh.account;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What a refused login reads, in the server's language (a login comes before the client's LANG). */
class LoginNoticeLanguageTest {
    private static final ScreenMessages EN = ScreenMessages.of(Language.EN);
    private static final ScreenMessages FR = ScreenMessages.of(Language.FR);
    private static final PlayerName ANA = PlayerName.parse("ana").orElseThrow();

    @Test
    @DisplayName("serve --lang fr: a taken name, no guests, a guest and a bad name are explained in French")
    void french() {
        assertEquals("escarmouche\u00a0: le nom ana appartient à la clé SSH d'un joueur. Connectez-vous avec cette clé"
                + " (ssh -i FICHIER-DE-CLÉ ...), ou choisissez un autre nom.", Messages.taken(FR, ANA));
        assertEquals("Vous jouez comme l'invité ana\u00a0: le nom reste libre pour la première clé SSH qui se connecte"
                + " avec lui.", Messages.guest(FR, ANA));
        assertEquals("escarmouche\u00a0: le nom «\u00a0Ana!\u00a0» n'est pas permis. Un nom de joueur a de 1 à 32 signes,"
                + " chacun une minuscule a-z, un chiffre 0-9, «\u00a0_\u00a0» ou «\u00a0-\u00a0», sans commencer par «\u00a0-\u00a0» (par exemple anne, bob-2).",
                Messages.badName(FR, "Ana!"));
    }

    @Test
    @DisplayName("An address that claimed its share of new names is told, in both languages, in how many minutes one frees")
    void claimsWait() {
        assertEquals("escarmouche: this address has claimed 10 new names within the hour, the most this server allows:"
                + " ana stays free. Log in under a name your key already holds, or try again in 6 minutes.",
                Messages.addressClaims(EN, ANA, 10, java.time.Duration.ofMinutes(6)));
        assertEquals("escarmouche: this address has claimed 10 new names within the hour, the most this server allows:"
                + " ana stays free. Log in under a name your key already holds, or try again in 1 minute.",
                Messages.addressClaims(EN, ANA, 10, java.time.Duration.ofMinutes(1)));
        assertEquals("escarmouche\u00a0: cette adresse a pris 10 nouveaux noms dans l'heure, le plus que ce serveur permet\u00a0:"
                + " ana reste libre. Connectez-vous sous un nom que votre clé détient déjà, ou réessayez dans 6\u00a0minutes.",
                Messages.addressClaims(FR, ANA, 10, java.time.Duration.ofMinutes(6)));
    }

    @Test
    @DisplayName("In English the login notices keep their exact words, the name rule too")
    void english() {
        assertEquals("escarmouche: the name ana belongs to a player's SSH key. Log in with that key (ssh -i KEYFILE ...),"
                + " or choose another name.", Messages.taken(EN, ANA));
        assertEquals("escarmouche: this server takes no guests. Log in with an SSH key: the first key that logs in as ana"
                + " makes the name its own (make a key with: ssh-keygen -t ed25519).", Messages.noGuests(EN, ANA));
        assertEquals("escarmouche: the name 'Ana!' is not allowed. " + PlayerName.RULE, Messages.badName(EN, "Ana!"));
        assertEquals(PlayerName.RULE, Messages.rule(EN));
    }
}
