package escarmouche.ssh;

import escarmouche.lang.ScreenMessages;
import escarmouche.ssh.account.Accounts;
import escarmouche.ssh.account.GuestHolds;
import escarmouche.ssh.account.Logins;
import escarmouche.ssh.gate.LimitLog;
import escarmouche.ssh.log.ServerLog;
import java.time.Clock;
import org.apache.sshd.server.SshServer;

/**
 * Who may connect: players' keys (a name belongs to the first key that logs in with it), passwords the
 * admin set for some players, and guests under free names when the configuration takes them (with the
 * shared password, if one is set). The accounts live under {@link ServerConfig#playersDir()}.
 */
final class Access {
    private Access() {}

    /** @param held the guest names being played, which a key from another address may not claim */
    static void configure(SshServer server, ServerConfig config, ServerLog log, GuestHolds held, LimitLog limitLog) {
        Logins.install(server, new Accounts(config.playersDir(), Clock.systemUTC()), config.password(), config.guests(), log,
                ScreenMessages.of(config.language()), held, config.limits(), limitLog);
    }
}
