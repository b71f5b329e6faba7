package escarmouche.ssh.account;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import org.apache.sshd.common.config.keys.KeyUtils;
import org.apache.sshd.common.config.keys.PublicKeyEntry;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Keys of an old data folder that can never log in are named in the server log at start. */
class StoredKeysTest {
    @TempDir
    Path players;

    private static KeyPair pair(String algorithm, int bits) throws Exception {
        KeyPairGenerator generator = KeyPairGenerator.getInstance(algorithm);
        generator.initialize(bits);
        return generator.generateKeyPair();
    }

    @Test
    @DisplayName("At start, each stored DSA key and RSA key under 2048 bits gets one account line (player, key, why);"
            + " usable keys and players get none")
    void unusableStoredKeysAreLogged() throws Exception {
        KeyPair dsa = pair("DSA", 1024);
        KeyPair rsa = pair("RSA", 1024);
        KeyPair good = pair("EC", 256);
        // Written as an older server's players add would have: the DSA key beside a good one.
        Files.createDirectories(players.resolve("anne"));
        Files.writeString(players.resolve("anne/authorized_keys"), "# escarmouche: the SSH keys of player anne\n"
                + PublicKeyEntry.toString(good.getPublic()) + " anne@laptop\n"
                + PublicKeyEntry.toString(dsa.getPublic()) + " anne@old\n");
        Files.createDirectories(players.resolve("bob"));
        Files.writeString(players.resolve("bob/authorized_keys"), PublicKeyEntry.toString(rsa.getPublic()) + "\n");
        Files.createDirectories(players.resolve("carl"));
        Files.writeString(players.resolve("carl/authorized_keys"), PublicKeyEntry.toString(good.getPublic()) + "\n");
        List<String> log = new ArrayList<>();
        StoredKeys.logUnusable(new Accounts(players, Clock.systemUTC()), (event, text) -> log.add(event.word() + " " + text));
        assertEquals(List.of(
                "account player=anne key=" + KeyUtils.getFingerPrint(dsa.getPublic()) + " type=ssh-dss never-logs-in"
                        + " reason=dsa-key",
                "account player=bob key=" + KeyUtils.getFingerPrint(rsa.getPublic()) + " type=ssh-rsa never-logs-in"
                        + " reason=rsa-key-too-small bits=1024"), log);
    }
}
