package escarmouche.ssh.account;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.util.List;
import java.util.Optional;
import org.apache.sshd.common.NamedFactory;
import org.apache.sshd.common.signature.BuiltinSignatures;
import org.apache.sshd.common.signature.Signature;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** SHA-1 signatures and short RSA keys never log in, nor claim a name. */
@Timeout(60)
class LegacyCryptoTest {
    @TempDir
    Path dir;

    private LoginServer server;

    @AfterEach
    void stop() throws Exception {
        if (server != null) server.close();
    }

    private static KeyPair rsa(int bits) throws Exception {
        KeyPairGenerator generator = KeyPairGenerator.getInstance("RSA");
        generator.initialize(bits);
        return generator.generateKeyPair();
    }

    @Test
    @DisplayName("the server offers no SHA-1 signature algorithm")
    void noSha1Offered() throws Exception {
        server = new LoginServer(dir, Optional.empty(), false);
        List<String> offered = server.serverSignatures();
        assertFalse(offered.contains("ssh-rsa"), offered.toString());
        assertFalse(offered.contains("ssh-dss"), offered.toString());
        assertTrue(offered.contains("rsa-sha2-256") && offered.contains("rsa-sha2-512"), offered.toString());
        assertTrue(offered.contains("ssh-ed25519"), offered.toString());
    }

    @Test
    @DisplayName("an RSA key signing with ssh-rsa (SHA-1) is refused and claims nothing; with rsa-sha2-256 it gets in")
    void sha1SignatureRefused() throws Exception {
        server = new LoginServer(dir, Optional.empty(), false);
        KeyPair key = rsa(2048);
        List<NamedFactory<Signature>> sha1Only = BuiltinSignatures.VALUES.stream()
                .filter(s -> s != BuiltinSignatures.rsaSHA256 && s != BuiltinSignatures.rsaSHA512)
                .filter(BuiltinSignatures::isSupported)
                .map(s -> (NamedFactory<Signature>) s).toList();
        server.clientSignatures(sha1Only);
        assertFalse(server.withKey("anne", key));
        assertTrue(server.accounts.find(new PlayerName("anne")).isEmpty(), "an ssh-rsa signature claims nothing");
        server.clientSignatures(BuiltinSignatures.VALUES.stream().filter(BuiltinSignatures::isSupported)
                .map(s -> (NamedFactory<Signature>) s).toList());
        assertTrue(server.withKey("anne", key));
        assertTrue(server.accounts.find(new PlayerName("anne")).isPresent());
    }

    @Test
    @DisplayName("an RSA key under 2048 bits is refused, told why, and logged; even with rsa-sha2-256")
    void shortRsaRefused() throws Exception {
        server = new LoginServer(dir, Optional.empty(), false);
        assertFalse(server.withKey("bob", rsa(1024)));
        assertTrue(server.accounts.find(new PlayerName("bob")).isEmpty());
        assertTrue(server.banners.stream().anyMatch(b -> b.contains("refuses RSA keys under 2048 bits, and this one has 1024")),
                server.banners.toString());
        assertTrue(server.lines("login-failed").stream().anyMatch(l -> l.contains("name=bob method=publickey "
                + "reason=rsa-key-too-small bits=1024")), server.log.toString());
    }
}
