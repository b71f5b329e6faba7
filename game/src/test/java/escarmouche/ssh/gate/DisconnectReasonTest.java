package escarmouche.ssh.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Disconnect reasons reach OpenSSH's screen only as printable ASCII: everything else is shown as octal escapes. */
class DisconnectReasonTest {
    private static final ScreenMessages EN = ScreenMessages.of(Language.EN);
    private static final ScreenMessages FR = ScreenMessages.of(Language.FR);

    @Test
    @DisplayName("SSH-LOGIN: a disconnect reason drops accents, makes « », no-break spaces and ’ plain, and leaves ASCII as it is")
    void transliterates() {
        assertEquals("e a c E E u o i", DisconnectReason.ascii("é à ç É È ù ô ï"));
        assertEquals("\" _ \" or \" - \"", DisconnectReason.ascii("«\u00a0_\u00a0» or «\u202f-\u202f»"));
        assertEquals("escarmouche : l'invite", DisconnectReason.ascii("escarmouche\u00a0: l’invité"));
        assertEquals("oe OE ae -- ... \"x\" 'y'", DisconnectReason.ascii("œ Œ æ –— … “x” ‘y’"));
        assertEquals("a?b?c?", DisconnectReason.ascii("a\u0007b\u202ec\u4e00"));
        String ascii = "Player names are 1 to 32 characters, each a lower-case letter a-z, '_' or '-' (~!@#$%^&*)";
        assertEquals(ascii, DisconnectReason.ascii(ascii));
    }

    @Test
    @DisplayName("SSH-LOGIN: used-up tries and a passed login grace are said in the server's language, in printable ASCII")
    void gateReasonsInBothLanguages() {
        assertEquals("Too many failed logins (6 allowed per connection)",
                DisconnectReason.ascii(PacedUserAuth.tooManyTries(EN, 6)));
        assertEquals("Trop d'echecs de connexion (6 permis par connexion)",
                DisconnectReason.ascii(PacedUserAuth.tooManyTries(FR, 6)));
        assertEquals("escarmouche: logging in took too long (this server allows 45 seconds). Connect again and log in"
                + " within that time.", DisconnectReason.ascii(LoginGrace.text(EN, Duration.ofSeconds(45))));
        assertEquals("escarmouche : la connexion a pris trop de temps (ce serveur accorde 45 secondes). Reconnectez-vous"
                + " et connectez-vous dans ce delai.", DisconnectReason.ascii(LoginGrace.text(FR, Duration.ofSeconds(45))));
        assertEquals("escarmouche : la connexion a pris trop de temps (ce serveur accorde 1 seconde). Reconnectez-vous"
                + " et connectez-vous dans ce delai.", DisconnectReason.ascii(LoginGrace.text(FR, Duration.ofSeconds(1))));
        assertEquals("escarmouche: logging in took too long (this server allows 10 minutes). Connect again and log in"
                + " within that time.", DisconnectReason.ascii(LoginGrace.text(EN, Duration.ofSeconds(600))));
        for (ScreenMessages m : List.of(EN, FR)) {
            for (String reason : List.of(PacedUserAuth.tooManyTries(m, 6), LoginGrace.text(m, Duration.ofSeconds(45)),
                    LoginGrace.text(m, Duration.ofMinutes(1)))) {
                assertPrintableAscii(DisconnectReason.ascii(reason));
            }
        }
    }

    /** Every character between U+0020 and U+007E, as OpenSSH shows it without an escape. */
    static void assertPrintableAscii(String reason) {
        assertTrue(reason.chars().allMatch(c -> c >= 0x20 && c < 0x7f), () -> "not printable ASCII: " + reason);
    }
}
