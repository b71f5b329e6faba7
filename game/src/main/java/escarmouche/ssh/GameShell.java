package escarmouche.ssh;

import escarmouche.launch.ErrorLogFile;
import escarmouche.reference.RulesReference;
import escarmouche.ssh.account.PlayerName;
import escarmouche.ssh.live.Seat;
import escarmouche.ssh.live.Stage;
import escarmouche.ui.TerminalGame;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.FightSaves;
import escarmouche.ui.page.Settings;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.BiFunction;
import org.apache.sshd.server.Environment;
import org.apache.sshd.server.ExitCallback;
import org.apache.sshd.server.Signal;
import org.apache.sshd.server.SignalListener;
import org.apache.sshd.server.channel.ChannelSession;
import org.apache.sshd.server.command.Command;

/**
 * One player's shell: a {@link TerminalGame} on the channel's streams, played on a thread of its own.
 * Quitting the game ends the channel with exit status 0; a dropped connection ends this game only.
 */
final class GameShell implements Command {
    private final EncounterCatalog catalog;
    private final BiFunction<Path, String, FightSaves> saves;
    private final RulesReference reference;
    private final Path playersDir;
    /** The server's live games: this one joins them, to watch and be watched. */
    private final Stage stage;
    private InputStream in;
    private OutputStream out;
    private ExitCallback exit;
    private volatile HangUp hangUp;

    GameShell(EncounterCatalog catalog, BiFunction<Path, String, FightSaves> saves, RulesReference reference,
              Path playersDir, Stage stage) {
        this.catalog = catalog;
        this.saves = saves;
        this.reference = reference;
        this.playersDir = playersDir;
        this.stage = stage;
    }

    @Override
    public void setInputStream(InputStream in) {
        this.in = in;
    }

    @Override
    public void setOutputStream(OutputStream out) {
        this.out = out;
    }

    @Override
    public void setErrorStream(OutputStream err) {
        // The game draws everything on the screen; errors go to the player's error log.
    }

    @Override
    public void setExitCallback(ExitCallback callback) {
        this.exit = callback;
    }

    @Override
    public void start(ChannelSession channel, Environment env) throws IOException {
        Optional<PlayerName> name = PlayerName.parse(channel.getSession().getUsername());
        if (name.isEmpty()) {
            // Logins refuse such names; should one get here anyway, it never becomes a folder.
            out.write((PlayerName.RULE + "\r\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
            exit.onExit(1, "invalid player name");
            return;
        }
        hangUp = new HangUp(in, out);
        SshTerminal terminal = new SshTerminal(hangUp.in(), hangUp.out(), ClientEnvironment.size(env.getEnv()));
        SignalListener resize = (ch, signal) -> terminal.resized(ClientEnvironment.size(env.getEnv()));
        env.addSignalListener(resize, Signal.WINCH);
        Path own = name.get().folder(playersDir);
        ErrorLogFile errors = new ErrorLogFile(own, Clock.systemUTC());
        // Each player's fights are kept in that player's own folder, never beside another player's.
        TerminalGame game = new TerminalGame(terminal, catalog, saves.apply(own.resolve("saves"), name.get().text()),
                reference, errors, settings(ClientEnvironment.kept(env.getEnv())), GameShell::onNewThread);
        Seat seat = stage.enter(name.get().text(), game);
        Thread t = new Thread(() -> {
            try {
                game.run();
                terminal.flush();
            } catch (IOException | RuntimeException gone) {
                // The connection went away while the screen was being restored: nothing left to tell.
            } finally {
                env.removeSignalListener(resize);
                seat.close();
                exit.onExit(0);
            }
        }, "escarmouche-ssh-" + name.get());
        t.setDaemon(true);
        t.start();
    }

    /**
     * The channel closed (player quit, or the connection dropped). Closing the input ends the game's wait
     * for a key with an end of input, which the game takes as "the player left".
     */
    @Override
    public void destroy(ChannelSession channel) throws IOException {
        if (hangUp != null) hangUp.hangUp();
    }

    /** Colour unless the client sent {@code NO_COLOR}; a fresh seed for each fight. */
    private static Settings settings(Map<String, String> clientEnv) {
        SplittableRandom random = new SplittableRandom();
        return Settings.forEnvironment(clientEnv, () -> random.nextInt(1, 1_000_000));
    }

    private static void onNewThread(Runnable r) {
        Thread t = new Thread(r, "escarmouche-ssh-resize");
        t.setDaemon(true);
        t.start();
    }
}
