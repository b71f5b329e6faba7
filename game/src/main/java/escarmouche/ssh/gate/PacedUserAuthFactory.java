package escarmouche.ssh.gate;

import escarmouche.lang.ScreenMessages;
import java.io.IOException;
import java.util.function.Predicate;
import org.apache.sshd.server.auth.UserAuth;
import org.apache.sshd.server.auth.UserAuthFactory;
import org.apache.sshd.server.session.ServerSession;

/** A login method as the server was given it, each attempt paced by {@link PacedUserAuth}. */
final class PacedUserAuthFactory implements UserAuthFactory {
    private final UserAuthFactory checked;
    private final Limits limits;
    private final LimitLog limitLog;
    private final LoginFailures failures;
    private final ScreenMessages said;
    private final Predicate<String> guessable;

    PacedUserAuthFactory(UserAuthFactory checked, Limits limits, LimitLog limitLog, LoginFailures failures,
                         ScreenMessages said, Predicate<String> guessable) {
        this.checked = checked;
        this.guessable = guessable;
        this.said = said;
        this.limits = limits;
        this.limitLog = limitLog;
        this.failures = failures;
    }

    @Override
    public String getName() {
        return checked.getName();
    }

    @Override
    public UserAuth createUserAuth(ServerSession session) throws IOException {
        return new PacedUserAuth(checked.createUserAuth(session), session, limits, limitLog, failures, said,
                guessable);
    }
}
