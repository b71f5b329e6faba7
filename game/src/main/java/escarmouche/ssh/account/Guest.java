package escarmouche.ssh.account;

import org.apache.sshd.common.AttributeRepository.AttributeKey;
import org.apache.sshd.common.session.Session;

/**
 * Whether a connection logged in as a guest (a name without an account, no key, no password of its own): such
 * a name proves nothing about who typed it, so its sessions are admitted more carefully.
 */
public final class Guest {
    private static final AttributeKey<Boolean> GUEST = new AttributeKey<>();

    private Guest() {}

    static void mark(Session session) {
        session.setAttribute(GUEST, Boolean.TRUE);
    }

    public static boolean is(Session session) {
        return Boolean.TRUE.equals(session.getAttribute(GUEST));
    }
}
