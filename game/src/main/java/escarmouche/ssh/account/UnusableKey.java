package escarmouche.ssh.account;

import java.security.PublicKey;
import java.security.interfaces.DSAPublicKey;
import java.security.interfaces.RSAPublicKey;
import java.util.Optional;

/**
 * Why a public key can never log in here, decided once for the three places that ask: the admin's commands
 * refuse such a key ({@link KeyFile}), a login with one is refused ({@link KeyLogin}), and the server names the
 * stored ones at start ({@link StoredKeys}).
 *
 * @param bits the RSA modulus' length for {@link Kind#SMALL_RSA}, 0 otherwise
 */
record UnusableKey(Kind kind, int bits) {
    /** A DSA key signs only with ssh-dss (SHA-1), which logins do not offer; an RSA key under {@link #MIN_RSA_BITS}. */
    enum Kind { DSA, SMALL_RSA }

    /** The shortest RSA key a login takes, as OpenSSH 8.8 and later require (RequiredRSASize). */
    static final int MIN_RSA_BITS = 2048;

    static Optional<UnusableKey> of(PublicKey key) {
        if (key instanceof DSAPublicKey) return Optional.of(new UnusableKey(Kind.DSA, 0));
        if (key instanceof RSAPublicKey rsa && rsa.getModulus().bitLength() < MIN_RSA_BITS) {
            return Optional.of(new UnusableKey(Kind.SMALL_RSA, rsa.getModulus().bitLength()));
        }
        return Optional.empty();
    }

    /** The reason as the server log words it: {@code dsa-key}, {@code rsa-key-too-small bits=1024}. */
    String logWords() {
        return kind == Kind.DSA ? "dsa-key" : "rsa-key-too-small bits=" + bits;
    }
}
