package escarmouche.ssh.account;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Base64;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.bouncycastle.crypto.generators.Argon2BytesGenerator;
import org.bouncycastle.crypto.params.Argon2Parameters;

/**
 * A player's password as it is kept: an Argon2id hash with its own salt and the parameters it was made
 * with, in the usual {@code $argon2id$v=19$m=19456,t=2,p=1$SALT$HASH} text. Keeping the parameters
 * beside each hash lets them be raised later without breaking the passwords already set.
 *
 * @param memoryKiB   memory per hash, in KiB
 * @param iterations  passes over that memory
 * @param parallelism lanes
 */
public record PasswordHash(int memoryKiB, int iterations, int parallelism, byte[] salt, byte[] hash) {
    /**
     * What a 2-core server can afford while under attack: about 19 MiB and a few tens of milliseconds per
     * try, with tries run one at a time (see {@link HashWorkers}). OWASP's smallest Argon2id setting.
     */
    public static final int MEMORY_KIB = 19 * 1024;
    public static final int ITERATIONS = 2;
    public static final int PARALLELISM = 1;
    private static final int SALT_BYTES = 16;
    private static final int HASH_BYTES = 32;
    /** Bounds on what a stored line may ask for, so a damaged file cannot make a login eat the memory. */
    private static final int MAX_MEMORY_KIB = 1024 * 1024;
    private static final int MAX_ITERATIONS = 64;
    private static final Pattern TEXT = Pattern.compile(
            "\\$argon2id\\$v=19\\$m=(\\d{1,8}),t=(\\d{1,3}),p=(\\d{1,2})\\$([A-Za-z0-9+/]+)\\$([A-Za-z0-9+/]+)");
    private static final Base64.Encoder B64 = Base64.getEncoder().withoutPadding();
    private static final Base64.Decoder B64_IN = Base64.getDecoder();

    public PasswordHash {
        salt = salt.clone();
        hash = hash.clone();
    }

    /** Hashes a new password with the current parameters and a fresh salt. */
    public static PasswordHash of(String password, SecureRandom random) {
        byte[] salt = new byte[SALT_BYTES];
        random.nextBytes(salt);
        byte[] hash = derive(password, MEMORY_KIB, ITERATIONS, PARALLELISM, salt, HASH_BYTES);
        return new PasswordHash(MEMORY_KIB, ITERATIONS, PARALLELISM, salt, hash);
    }

    /** Reads the stored text; {@link IllegalArgumentException} if it is not one this server wrote. */
    public static PasswordHash parse(String text) {
        Matcher m = TEXT.matcher(text.strip());
        if (!m.matches()) throw new IllegalArgumentException("not an argon2id hash in the $argon2id$v=19$m=..,t=..,p=..$SALT$HASH form");
        int memory = Integer.parseInt(m.group(1));
        int iterations = Integer.parseInt(m.group(2));
        int parallelism = Integer.parseInt(m.group(3));
        if (memory < 8 || memory > MAX_MEMORY_KIB || iterations < 1 || iterations > MAX_ITERATIONS
                || parallelism < 1 || memory < 8 * parallelism) {
            throw new IllegalArgumentException("argon2id parameters out of range: m=" + memory + ", t=" + iterations
                    + ", p=" + parallelism);
        }
        byte[] salt = B64_IN.decode(m.group(4));
        byte[] hash = B64_IN.decode(m.group(5));
        if (salt.length < 8 || hash.length < 16 || hash.length > 64) throw new IllegalArgumentException("argon2id salt or hash of a wrong size");
        return new PasswordHash(memory, iterations, parallelism, salt, hash);
    }

    /** The line kept on disk: parameters, salt and hash, never the password. */
    public String text() {
        return "$argon2id$v=19$m=" + memoryKiB + ",t=" + iterations + ",p=" + parallelism + "$"
                + B64.encodeToString(salt) + "$" + B64.encodeToString(hash);
    }

    /** Whether {@code password} is the one hashed; compares in constant time. Slow on purpose. */
    public boolean matches(String password) {
        byte[] again = derive(password, memoryKiB, iterations, parallelism, salt, hash.length);
        return MessageDigest.isEqual(again, hash);
    }

    /** Whether this hash was made with weaker parameters than today's (then setting it again is worth it). */
    public boolean weakerThanCurrent() {
        return memoryKiB < MEMORY_KIB || iterations < ITERATIONS;
    }

    @Override
    public byte[] salt() {
        return salt.clone();
    }

    @Override
    public byte[] hash() {
        return hash.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PasswordHash p && p.text().equals(text());
    }

    @Override
    public int hashCode() {
        return text().hashCode();
    }

    @Override
    public String toString() {
        return "PasswordHash[argon2id m=" + memoryKiB + ",t=" + iterations + ",p=" + parallelism + "]";
    }

    private static byte[] derive(String password, int memoryKiB, int iterations, int parallelism, byte[] salt, int length) {
        Argon2Parameters parameters = new Argon2Parameters.Builder(Argon2Parameters.ARGON2_id)
                .withVersion(Argon2Parameters.ARGON2_VERSION_13)
                .withMemoryAsKB(memoryKiB)
                .withIterations(iterations)
                .withParallelism(parallelism)
                .withSalt(salt)
                .build();
        Argon2BytesGenerator generator = new Argon2BytesGenerator();
        generator.init(parameters);
        byte[] secret = password.getBytes(StandardCharsets.UTF_8);
        byte[] out = new byte[length];
        try {
            generator.generateBytes(secret, out);
        } finally {
            Arrays.fill(secret, (byte) 0);
        }
        return out;
    }
}
