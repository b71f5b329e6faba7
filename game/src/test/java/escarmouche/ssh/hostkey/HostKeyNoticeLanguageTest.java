package escarmouche.ssh.hostkey;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.ssh.log.ServerLog;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What serve says of a host key it has just made, in the admin's language. */
class HostKeyNoticeLanguageTest {
    @TempDir
    Path data;

    @Test
    @DisplayName("serve --lang fr on a first start: « Une nouvelle clé du serveur a été créée dans ... : sauvegardez-la »")
    void aNewKeyIsAnnouncedInFrench() throws Exception {
        Path key = data.resolve("ssh").resolve("host_ed25519_key");
        HostKey made = HostKey.loadOrCreate(key, ServerLog.NONE);
        assertEquals("Une nouvelle clé du serveur a été créée dans " + key + "\u00a0: sauvegardez-la (voir docs/server.md).",
                made.notice(ScreenMessages.of(Language.FR)).orElseThrow());
        assertEquals("A new host key was made in " + key + ": back it up (see docs/server.md).", made.notice().orElseThrow());
        HostKey again = HostKey.loadOrCreate(key, ServerLog.NONE);
        assertEquals(java.util.Optional.empty(), again.notice(ScreenMessages.of(Language.FR)));
    }
}
