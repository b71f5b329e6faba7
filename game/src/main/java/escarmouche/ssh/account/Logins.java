package escarmouche.ssh.account;

import escarmouche.lang.ScreenMessages;
import escarmouche.lang.Language;
import escarmouche.ssh.gate.LimitLog;
import escarmouche.ssh.gate.Limits;
import escarmouche.ssh.log.ServerLog;
import java.time.Clock;
import java.util.List;
import org.apache.sshd.common.NamedFactory;
import org.apache.sshd.common.signature.BuiltinSignatures;
import org.apache.sshd.common.signature.Signature;
import java.util.Optional;
import org.apache.sshd.server.SshServer;
import org.apache.sshd.server.auth.keyboard.UserAuthKeyboardInteractiveFactory;
import org.apache.sshd.server.auth.password.UserAuthPasswordFactory;

/**
 * Who may log in, and under which name. A name is checked, never rewritten; a free name becomes the
 * first public key's that logs in with it; a claimed name lets in its keys, and its password if the admin
 * set one; guests (when the server takes them) play under free names only. Nothing lets in without asking.
 *
 * <p>For code that wraps the authenticators installed here (delays, counts): the public-key one must answer
 * at once, because MINA lets a session in on a late ({@code AsyncAuthException}) "yes" without checking the
 * signature (so {@link KeyLogin} refuses such an answer); the password and keyboard-interactive ones may
 * throw an {@code AsyncAuthException} themselves (password hashes are checked on {@link HashWorkers}), which
 * a wrapper must pass on or chain, not take for a failure.
 */
public final class Logins {
    private Logins() {}

    /** The signature algorithms SHA-1 plays no part in, of {@code offered}. */
    static List<NamedFactory<Signature>> modernSignatures(List<NamedFactory<Signature>> offered) {
        return offered.stream().filter(f -> !SHA1_SIGNATURES.contains(f.getName())).toList();
    }

    /** Signatures made over a SHA-1 hash, which a login may not use. */
    static final java.util.Set<String> SHA1_SIGNATURES = java.util.Set.of(BuiltinSignatures.rsa.getName(),
            BuiltinSignatures.rsa_cert.getName(), BuiltinSignatures.dsa.getName(), BuiltinSignatures.dsa_cert.getName());

    /**
     * @param sharedPassword what a guest must type, if anything
     * @param guests         whether free names may be played without a key
     */
    public static void install(SshServer server, Accounts accounts, Optional<String> sharedPassword, boolean guests,
                               ServerLog serverLog) {
        install(server, accounts, sharedPassword, guests, serverLog, ScreenMessages.of(Language.EN));
    }

    /** The same, a refused login told why in {@code said}'s language (the server's own). */
    public static void install(SshServer server, Accounts accounts, Optional<String> sharedPassword, boolean guests,
                               ServerLog serverLog, ScreenMessages said) {
        install(server, accounts, sharedPassword, guests, serverLog, said, GuestHolds.NONE);
    }

    /** The same, a key refused a free name that {@code held} says a guest plays from another address. */
    public static void install(SshServer server, Accounts accounts, Optional<String> sharedPassword, boolean guests,
                               ServerLog serverLog, ScreenMessages said, GuestHolds held) {
        install(server, accounts, sharedPassword, guests, serverLog, said, held, Limits.DEFAULTS,
                new LimitLog(serverLog, Clock.systemUTC()));
    }

    /**
     * The same, with {@code limits}' bounds on new names ({@link Limits#newNamesPerHour()}, {@link
     * Limits#namesPerKey()}), a refused claim written to {@code limitLog}.
     */
    public static void install(SshServer server, Accounts accounts, Optional<String> sharedPassword, boolean guests,
                               ServerLog serverLog, ScreenMessages said, GuestHolds held, Limits limits,
                               LimitLog limitLog) {
        install(server, accounts, sharedPassword, guests, serverLog, said, held,
                new NameClaims(System::currentTimeMillis, limits.newNamesPerHour(), limits.namesPerKey()), limitLog);
    }

    static void install(SshServer server, Accounts accounts, Optional<String> sharedPassword, boolean guests,
                        ServerLog serverLog, ScreenMessages said, GuestHolds held, NameClaims claims,
                        LimitLog limitLog) {
        LoginLog log = new LoginLog(serverLog);
        KeyLogin keys = new KeyLogin(accounts, log, said, held, claims, limitLog);
        SecretLogin secrets = new SecretLogin(accounts, sharedPassword, guests,
                new HashWorkers(HashWorkers.THREADS, HashWorkers.WAITING), log, said);
        // No "none": MINA answers it with a failure by itself, which is what OpenSSH's first probe must get (a
        // free name stays free for the first key). A bad name is refused by whichever method comes next.
        server.setUserAuthFactories(List.of(keys, UserAuthKeyboardInteractiveFactory.INSTANCE,
                UserAuthPasswordFactory.INSTANCE));
        // SHA-1 signatures (ssh-rsa, ssh-dss) are refused, for logins and for the host key alike: an RSA key signs
        // with rsa-sha2-256 or rsa-sha2-512, which every OpenSSH since 7.2 does by itself.
        List<NamedFactory<Signature>> signatures = modernSignatures(server.getSignatureFactories());
        server.setSignatureFactories(signatures);
        keys.setSignatureFactories(signatures);
        server.setPublickeyAuthenticator(keys);
        server.setKeyboardInteractiveAuthenticator(secrets);
        server.setPasswordAuthenticator(secrets);
        server.setHostBasedAuthenticator(null);
        server.setGSSAuthenticator(null);
        server.addSessionListener(log);
    }
}
