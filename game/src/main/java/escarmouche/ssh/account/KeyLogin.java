package escarmouche.ssh.account;

import escarmouche.lang.ScreenMessages;
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

    /** The server's language, for what a refused login is told. */
    private final ScreenMessages said;

    KeyLogin(Accounts accounts, LoginLog log, ScreenMessages said) {
        this(accounts, log, said, GuestHolds.NONE);
    }

    /** @param guests the guest names being played, which a key from another address may not claim */
    KeyLogin(Accounts accounts, LoginLog log, ScreenMessages said, GuestHolds guests) {
        this.accounts = accounts;
        this.logins = log;
        this.said = said;
        this.guests = guests;
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
        try {
            Optional<Account> account = accounts.find(name.get());
            if (account.isEmpty() || account.get().holds(key)) return true;
            logins.failed(session, username, "publickey", "not-this-players-key");
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
                if (guestElsewhere(name)) return Boolean.FALSE;
                claim = accounts.claim(name, key);
            } catch (IOException | RuntimeException e) {
                logins.failed(getServerSession(), getUsername(), "publickey", "account-unwritable");
                return Boolean.FALSE;
            }
            switch (claim) {
                case CLAIMED -> logins.succeeded(getServerSession(), "method=publickey key=" + key.fingerprint() + " claimed");
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
