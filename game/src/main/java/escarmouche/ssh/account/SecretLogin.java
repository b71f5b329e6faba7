package escarmouche.ssh.account;

import escarmouche.lang.ScreenMessages;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.List;
import java.util.Optional;
import org.apache.sshd.server.auth.keyboard.InteractiveChallenge;
import org.apache.sshd.server.auth.keyboard.KeyboardInteractiveAuthenticator;
import org.apache.sshd.server.auth.password.PasswordAuthenticator;
import org.apache.sshd.server.session.ServerSession;

/**
 * Password and keyboard-interactive logins, which answer the same question: may this name come in with
 * this answer? A claimed name with a password needs that password (checked on {@link HashWorkers}); a
 * claimed name without one refuses both methods (it is its keys' alone). A free name is a guest's, if the
 * server takes guests: with the shared password when there is one, else with any answer (keyboard-
 * interactive then asks nothing at all).
 */
final class SecretLogin implements PasswordAuthenticator, KeyboardInteractiveAuthenticator {
    private final Accounts accounts;
    private final Optional<byte[]> sharedDigest;
    private final boolean guests;
    private final HashWorkers workers;
    private final LoginLog log;

    /** The server's language, for what a refused login is told. */
    private final ScreenMessages said;

    SecretLogin(Accounts accounts, Optional<String> sharedPassword, boolean guests, HashWorkers workers, LoginLog log,
                ScreenMessages said) {
        this.said = said;
        this.accounts = accounts;
        this.sharedDigest = sharedPassword.map(SecretLogin::digest);
        this.guests = guests;
        this.workers = workers;
        this.log = log;
    }

    @Override
    public boolean authenticate(String username, String password, ServerSession session) {
        return check(session, username, password == null ? "" : password, "password");
    }

    @Override
    public InteractiveChallenge generateChallenge(ServerSession session, String username, String lang, String subMethods) {
        Optional<PlayerName> name = PlayerName.parse(username);
        if (name.isEmpty()) {
            Notice.refuseName(session, username, "keyboard-interactive", log, said);
            return null;
        }
        InteractiveChallenge challenge = new InteractiveChallenge();
        challenge.setInteractionName("");
        challenge.setLanguageTag("");
        Optional<Account> account;
        try {
            account = accounts.find(name.get());
        } catch (IOException e) {
            log.failed(session, username, "keyboard-interactive", "account-unreadable");
            return null;
        }
        if (account.isPresent()) {
            if (account.get().password().isEmpty()) {
                log.failed(session, username, "keyboard-interactive", "name-taken");
                Notice.send(session, Messages.taken(said, name.get()));
                return null;
            }
            challenge.setInteractionInstruction("");
            challenge.addPrompt(Messages.passwordPrompt(said, name.get()), false);
            return challenge;
        }
        if (!guests) {
            log.failed(session, username, "keyboard-interactive", "no-guests");
            Notice.send(session, Messages.noGuests(said, name.get()));
            return null;
        }
        challenge.setInteractionInstruction(Messages.guest(said, name.get()));
        // An open server asks a guest nothing: the client answers an empty list of prompts at once.
        if (sharedDigest.isPresent()) challenge.addPrompt(Messages.serverPasswordPrompt(said), false);
        return challenge;
    }

    @Override
    public boolean authenticate(ServerSession session, String username, List<String> responses) {
        String answer = responses == null || responses.isEmpty() ? "" : responses.get(0);
        return check(session, username, answer == null ? "" : answer, "keyboard-interactive");
    }

    /** True, false, or (a password account's hash to check) an {@link org.apache.sshd.server.auth.AsyncAuthException}. */
    private boolean check(ServerSession session, String username, String answer, String method) {
        Optional<PlayerName> name = PlayerName.parse(username);
        if (name.isEmpty()) {
            Notice.refuseName(session, username, method, log, said);
            return false;
        }
        Optional<Account> account;
        try {
            account = accounts.find(name.get());
        } catch (IOException e) {
            log.failed(session, username, method, "account-unreadable");
            return false;
        }
        if (account.isPresent()) {
            Optional<PasswordHash> hash = account.get().password();
            if (hash.isEmpty()) {
                log.failed(session, username, method, "name-taken");
                Notice.send(session, Messages.taken(said, name.get()));
                return false;
            }
            if (notUtf8(answer)) {
                log.failed(session, username, method, NOT_UTF8);
                return false;
            }
            workers.later(() -> hash.get().matches(answer), ok -> {
                if (ok) log.succeeded(session, "method=" + method);
                else log.failed(session, username, method, "wrong-password");
            });
            // Only reached when the checks are all busy: refused now, as a flood should be.
            log.failed(session, username, method, "busy");
            return false;
        }
        if (!guests) {
            log.failed(session, username, method, "no-guests");
            Notice.send(session, Messages.noGuests(said, name.get()));
            return false;
        }
        if (sharedDigest.isPresent() && notUtf8(answer)) {
            log.failed(session, username, method, NOT_UTF8);
            return false;
        }
        if (sharedDigest.isPresent() && !MessageDigest.isEqual(sharedDigest.get(), digest(answer))) {
            log.failed(session, username, method, "wrong-server-password");
            return false;
        }
        log.succeeded(session, "method=" + method + " guest");
        Guest.mark(session);
        return true;
    }

    /**
     * Whether the client's password was not UTF-8. MINA decodes it leniently, each invalid byte made U+FFFD, so two
     * different wrong byte strings would read the same and could match a password holding U+FFFD; none is ever
     * compared. (A password that really holds U+FFFD, sent as valid UTF-8, reads the same and is refused too:
     * ./play players password and serve --password-file refuse to store one made of invalid bytes.)
     */
    static boolean notUtf8(String answer) {
        return answer.indexOf('\uFFFD') >= 0;
    }

    /** The {@code login-failed} reason of a password that is not UTF-8. */
    static final String NOT_UTF8 = "password-not-utf8";

    /**
     * Compared as SHA-256 digests, so {@link MessageDigest#isEqual} takes the same time whatever the
     * length or content of what was typed.
     */
    private static byte[] digest(String text) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }
}
