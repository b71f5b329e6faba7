package escarmouche.ssh.account;

import escarmouche.lang.ScreenMessages;
import escarmouche.ssh.gate.LimitLog;
import escarmouche.ssh.gate.Limits;
import java.io.IOException;
import java.security.PublicKey;
import java.util.Optional;
import org.apache.sshd.common.config.keys.OpenSshCertificate;
import org.apache.sshd.common.signature.Signature;
import org.apache.sshd.common.util.buffer.Buffer;
import org.apache.sshd.server.auth.AsyncAuthException;
import org.apache.sshd.server.auth.pubkey.PublickeyAuthenticator;
import org.apache.sshd.server.auth.pubkey.UserAuthPublicKey;
import org.apache.sshd.server.auth.pubkey.UserAuthPublicKeyFactory;
import org.apache.sshd.server.session.ServerSession;

/**
 * Public-key logins. MINA asks the {@link PublickeyAuthenticator} whether a key may be used before the
 * client proves it holds it, so the authenticator only answers "worth a signature" (a key of the name, or
 * any key for a free name) and the name is claimed in {@link #createUserAuth} once the signature checked
 * out: a key nobody proved to hold never takes a name.
 */
final class KeyLogin extends UserAuthPublicKeyFactory implements PublickeyAuthenticator {
    private final Accounts accounts;
    private final LoginLog logins;
    private final GuestHolds guests;
    private final NameClaims claims;
    private final LimitLog limitLog;

    /** The server's language, for what a refused login is told. */
    private final ScreenMessages said;

    KeyLogin(Accounts accounts, LoginLog log, ScreenMessages said) {
        this(accounts, log, said, GuestHolds.NONE, new NameClaims(System::currentTimeMillis,
                Limits.NEW_NAMES_PER_HOUR, Limits.NAMES_PER_KEY), new LimitLog(escarmouche.ssh.log.ServerLog.NONE,
                java.time.Clock.systemUTC()));
    }

    /**
     * @param guests   the guest names being played, which a key from another address may not claim
     * @param claims   how many new names an address and a key may take
     * @param limitLog where a refused claim is written
     */
    KeyLogin(Accounts accounts, LoginLog log, ScreenMessages said, GuestHolds guests, NameClaims claims,
             LimitLog limitLog) {
        this.accounts = accounts;
        this.logins = log;
        this.said = said;
        this.guests = guests;
        this.claims = claims;
        this.limitLog = limitLog;
    }

    @Override
    public boolean authenticate(String username, PublicKey key, ServerSession session) {
        Optional<PlayerName> name = PlayerName.parse(username);
        if (name.isEmpty()) {
            Notice.refuseName(session, username, "publickey", logins, said);
            return false;
        }
        if (key instanceof OpenSshCertificate) {
            logins.failed(session, username, "publickey", "certificate");
            return false;
        }
        Optional<UnusableKey> unusable = UnusableKey.of(key);
        if (unusable.isPresent()) {
            UnusableKey u = unusable.get();
            logins.failed(session, username, "publickey", u.logWords());
            // A DSA key seldom comes this far (its signature is no algorithm logins offer); a short RSA key is told.
            if (u.kind() == UnusableKey.Kind.SMALL_RSA) {
                Notice.send(session, said.text("ssh.login.rsa.small", String.valueOf(u.bits()),
                        String.valueOf(UnusableKey.MIN_RSA_BITS)));
            }
            return false;
        }
        try {
            Optional<Account> account = accounts.find(name.get());
            if (account.isEmpty() || account.get().holds(key)) return true;
            // Written with options the server does not apply (from=...): refused rather than let in from anywhere,
            // and logged apart so that the admin sees which key it was, not a stranger's.
            logins.failed(session, username, "publickey",
                    account.get().refusesWithOptions(key) ? "key-with-options" : "not-this-players-key");
            Notice.send(session, Messages.taken(said, name.get()));
            return false;
        } catch (IOException e) {
            logins.failed(session, username, "publickey", "account-unreadable");
            return false;
        }
    }

    @Override
    public UserAuthPublicKey createUserAuth(ServerSession session) throws IOException {
        return new Claiming();
    }

    /** MINA's public-key method, which takes the name for the key once its signature is verified. */
    private final class Claiming extends UserAuthPublicKey {
        private PublicKey verified;

        Claiming() {
            super(KeyLogin.this.getSignatureFactories());
        }

        @Override
        public Boolean doAuth(Buffer buffer, boolean init) throws Exception {
            Boolean result;
            try {
                result = super.doAuth(buffer, init);
            } catch (AsyncAuthException later) {
                // An answer that comes later would skip the signature check (MINA lets the session in on it
                // directly): a key login is refused rather than let in unproven.
                logins.failed(getServerSession(), getUsername(), "publickey", "asynchronous-key-check-refused");
                return Boolean.FALSE;
            } catch (java.security.SignatureException bad) {
                logins.failed(getServerSession(), getUsername(), "publickey", "bad-signature");
                throw bad;
            }
            if (!Boolean.TRUE.equals(result) || verified == null) return result;
            PlayerName name = new PlayerName(getUsername());
            AccountKey key = new AccountKey(verified, "");
            Accounts.Claim claim;
            try {
                if (accounts.find(name).isEmpty() && (guestElsewhere(name) || tooManyNames(name, key))) {
                    return Boolean.FALSE;
                }
                claim = accounts.claim(name, key);
            } catch (IOException | RuntimeException e) {
                logins.failed(getServerSession(), getUsername(), "publickey", "account-unwritable");
                return Boolean.FALSE;
            }
            switch (claim) {
                case CLAIMED -> {
                    claims.claimed(LimitLog.addressKey(getServerSession().getClientAddress()));
                    logins.succeeded(getServerSession(), "method=publickey key=" + key.fingerprint() + " claimed");
                }
                case HOLDS -> logins.succeeded(getServerSession(), "method=publickey key=" + key.fingerprint());
                case TAKEN -> {
                    logins.failed(getServerSession(), getUsername(), "publickey", "name-taken");
                    Notice.send(getServerSession(), Messages.taken(said, name));
                    return Boolean.FALSE;
                }
            }
            return Boolean.TRUE;
        }

        /**
         * Whether claiming the free {@code name} would take one name too many: for the client's address (new names
         * in the last hour) or for the key (names it holds). Then the key is refused, told why, and the name stays
         * free. Asked after the signature, so only a key the client holds is counted.
         */
        private boolean tooManyNames(PlayerName name, AccountKey key) throws IOException {
            ServerSession session = getServerSession();
            String address = LimitLog.addressKey(session.getClientAddress());
            if (!claims.addressMayClaim(address)) {
                refuseClaim(name, "new-names-per-address", "max=" + claims.perHour() + "/hour",
                        Messages.addressClaims(said, name, claims.perHour(), claims.addressWait(address)));
                return true;
            }
            if (!claims.keyMayClaim(accounts.namesHeldBy(key.key()))) {
                refuseClaim(name, "names-per-key", "key=" + key.fingerprint() + " max=" + claims.perKey(),
                        said.text("ssh.login.claims.key", name, String.valueOf(claims.perKey())));
                return true;
            }
            return false;
        }

        private void refuseClaim(PlayerName name, String limit, String details, String told) {
            ServerSession session = getServerSession();
            logins.failed(session, getUsername(), "publickey", limit);
            limitLog.hit(session.getClientAddress(), "address=" + LoginLog.address(session) + " name=" + name
                    + " limit=" + limit + " " + details);
            Notice.send(session, told);
        }

        /**
         * Whether the name is free but a guest plays it from another address: then the key is refused as a guest
         * would be, and the name stays free. Asked only of a name without an account (its keys are its own), and
         * after the signature, so an unproven key learns nothing more than a guest login would.
         */
        private boolean guestElsewhere(PlayerName name) throws IOException {
            if (accounts.find(name).isPresent()) return false;
            if (guests.heldElsewhere(name.text(), LoginLog.address(getServerSession())).isEmpty()) return false;
            logins.failed(getServerSession(), getUsername(), "publickey", "guest-elsewhere");
            Notice.send(getServerSession(), Messages.guestElsewhere(said, name));
            return true;
        }

        @Override
        protected boolean verifySignature(ServerSession session, String username, String alg, PublicKey key,
                                          Buffer buffer, Signature verifier, byte[] sig) throws Exception {
            boolean ok = super.verifySignature(session, username, alg, key, buffer, verifier, sig);
            verified = ok ? key : null;
            return ok;
        }
    }
}
