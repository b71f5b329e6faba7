package escarmouche.ssh.account;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.apache.sshd.common.config.keys.PublicKeyEntry;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A key's comment is printed by {@code players list}: nothing in it may drive the terminal. */
class KeyCommentTest {
    @Test
    @DisplayName("a key comment's 8-bit controls and direction overrides become spaces, as its ASCII controls do")
    void eightBitControlsAndOverridesAreBlanked() throws Exception {
        String key = PublicKeyEntry.toString(LoginServer.newKey().getPublic());
        AccountKey parsed = AccountKey.parse(key + " ana\u009b31m@\u202Ehost\u0085x\u2066y\u001bz").orElseThrow();
        assertEquals("ana 31m@ host x y z", parsed.comment());
    }
}
