package escarmouche.ssh.account;

import org.apache.sshd.common.util.buffer.Buffer;
import org.apache.sshd.server.auth.AbstractUserAuth;
import org.apache.sshd.server.auth.AbstractUserAuthFactory;
import org.apache.sshd.server.auth.UserAuth;
import org.apache.sshd.server.session.ServerSession;

/**
 * The "none" method, which ssh clients try first: it never lets anyone in (a free name must stay free for
 * the first key, and a guest comes in by a method that asks), but it is where a bad name is caught at once,
 * told what names may be, and disconnected, before the client offers keys or asks for a password.
 */
final class NameCheck extends AbstractUserAuthFactory {
    private final LoginLog logins;

    NameCheck(LoginLog log) {
        super("none");
        this.logins = log;
    }

    @Override
    public UserAuth createUserAuth(ServerSession session) {
        return new AbstractUserAuth("none") {
            @Override
            protected Boolean doAuth(Buffer buffer, boolean init) {
                if (PlayerName.valid(getUsername())) return Boolean.FALSE;
                Notice.refuseName(getServerSession(), getUsername(), "none", logins);
                // Neither success nor failure: the connection is being closed.
                return null;
            }
        };
    }
}
