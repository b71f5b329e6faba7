package escarmouche.ssh.account;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.SecureRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class PasswordHashTest {
    private final SecureRandom random = new SecureRandom();

    @Test
    @DisplayName("an Argon2id hash with its parameters and salt is kept, never the password, and checks it")
    void hashesAndChecks() {
        PasswordHash hash = PasswordHash.of("tiger lily", random);
        String text = hash.text();
        assertTrue(text.startsWith("$argon2id$v=19$m=19456,t=2,p=1$"), text);
        assertFalse(text.contains("tiger"));
        PasswordHash read = PasswordHash.parse(text);
        assertEquals(hash, read);
        assertTrue(read.matches("tiger lily"));
        assertFalse(read.matches("tiger lilly"));
        assertFalse(read.matches(""));
    }

    @Test
    @DisplayName("each password gets its own salt: the same password hashes differently twice")
    void saltPerPassword() {
        assertNotEquals(PasswordHash.of("same", random).text(), PasswordHash.of("same", random).text());
    }

    @Test
    @DisplayName("a hash made with other parameters still checks with the parameters it records")
    void recordedParametersAreUsed() {
        PasswordHash weak = PasswordHash.parse(PasswordHash.of("x", random).text());
        PasswordHash cheap = new PasswordHash(64, 1, 1, weak.salt(), new byte[32]);
        PasswordHash real = withHash(cheap, "open sesame");
        PasswordHash again = PasswordHash.parse(real.text());
        assertTrue(again.text().contains("m=64,t=1,p=1"));
        assertTrue(again.matches("open sesame"));
        assertTrue(again.weakerThanCurrent());
    }

    @Test
    @DisplayName("a damaged or hostile hash line is refused rather than run")
    void badLinesAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> PasswordHash.parse("hunter2"));
        assertThrows(IllegalArgumentException.class, () -> PasswordHash.parse("$argon2i$v=19$m=19456,t=2,p=1$AAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAA"));
        assertThrows(IllegalArgumentException.class, () -> PasswordHash.parse("$argon2id$v=19$m=99999999,t=2,p=1$AAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAA"));
        assertThrows(IllegalArgumentException.class, () -> PasswordHash.parse("$argon2id$v=19$m=19456,t=999,p=1$AAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAA"));
    }

    /** The hash of {@code password} under {@code like}'s parameters and salt, made the way a login checks it. */
    private static PasswordHash withHash(PasswordHash like, String password) {
        org.bouncycastle.crypto.generators.Argon2BytesGenerator g = new org.bouncycastle.crypto.generators.Argon2BytesGenerator();
        g.init(new org.bouncycastle.crypto.params.Argon2Parameters.Builder(org.bouncycastle.crypto.params.Argon2Parameters.ARGON2_id)
                .withVersion(0x13).withMemoryAsKB(like.memoryKiB()).withIterations(like.iterations())
                .withParallelism(like.parallelism()).withSalt(like.salt()).build());
        byte[] out = new byte[32];
        g.generateBytes(password.getBytes(java.nio.charset.StandardCharsets.UTF_8), out);
        return new PasswordHash(like.memoryKiB(), like.iterations(), like.parallelism(), like.salt(), out);
    }
}
