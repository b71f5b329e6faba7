package escarmouche.ssh;

import escarmouche.launch.ContentCatalog;
import escarmouche.launch.ContentWorkshop;
import escarmouche.launch.ErrorLogFile;
import escarmouche.ui.ErrorLog;
import escarmouche.launch.KeptDraftFile;
import escarmouche.launch.LanguageFile;
import escarmouche.launch.PaceFile;
import escarmouche.launch.PartyFile;
import escarmouche.launch.StrikeFile;
import escarmouche.reference.RulesReference;
import escarmouche.ssh.account.Guest;
import escarmouche.ssh.account.PlayerName;
import escarmouche.ssh.gate.DisconnectWhy;
import escarmouche.ssh.live.Seat;
import escarmouche.ssh.live.Session;
import escarmouche.ssh.live.SessionKeys;
import escarmouche.ssh.live.SessionMarker;
import escarmouche.ssh.live.SessionSaves;
import escarmouche.ssh.live.Sessions;
import escarmouche.ssh.live.Stage;
import escarmouche.ssh.log.ServerLog;
import escarmouche.ui.TerminalGame;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.table.TableHall;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.FightSaves;
import escarmouche.ui.page.Settings;
import escarmouche.ui.term.CursorlessTerminals;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.SocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;
import org.apache.sshd.server.Environment;
import org.apache.sshd.server.ExitCallback;
import org.apache.sshd.server.Signal;
import org.apache.sshd.server.SignalListener;
import org.apache.sshd.server.channel.ChannelSession;
import org.apache.sshd.server.command.Command;

/**
 * One player's shell: a {@link TerminalGame} on the channel's streams, played on a thread of its own.
 * Quitting the game ends the channel with exit status 0; a dropped connection ends this game only, and
 * marks the fight it was in so the player's next login opens straight into it. The server's
 * {@link Sessions} may refuse the login (too many sessions), end this game (idle, taken over by a new
 * login of the same player) or hand it the fight of the session it took over.
 */
final class GameShell implements Command {
    /** How long a client has to answer the end of its game's channel before its connection is cut. */
    static final Duration CLOSE_ANSWER = Duration.ofSeconds(10);

    private final EncounterCatalog catalog;
    private final BiFunction<Path, String, FightSaves> saves;
    private final RulesReference reference;
    private final Path playersDir;
    /** The server's live games: this one joins them, to watch and be watched. */
    private final Stage stage;
    private final Sessions sessions;
    /** The server's tables: this session may open one or join one. */
    private final TableHall tables;
    /** The language of a player who never chose one and whose client announces none. */
    private final Language language;
    private InputStream in;
    private OutputStream out;
    private ExitCallback exit;
    private volatile HangUp hangUp;
    private volatile Session session;

    GameShell(EncounterCatalog catalog, BiFunction<Path, String, FightSaves> saves, RulesReference reference,
              Path playersDir, Stage stage, Sessions sessions, TableHall tables, Language language) {
        this.catalog = catalog;
        this.saves = saves;
        this.reference = reference;
        this.playersDir = playersDir;
        this.stage = stage;
        this.sessions = sessions;
        this.tables = tables;
        this.language = language;
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
            turnAway(channel, env, "invalid player name", "bad-name", "ssh.name.rule", String.valueOf(PlayerName.MAX_LENGTH));
            return;
        }
        if (!env.getEnv().containsKey(Environment.ENV_TERM)) {
            // No pty (ssh -T, or a command's input that is not a terminal): the screens would come out as noise.
            turnAway(channel, env, "no terminal", "no-terminal", "ssh.no.terminal");
            return;
        }
        String term = env.getEnv().get(Environment.ENV_TERM);
        if (CursorlessTerminals.is(term)) {
            // TERM=dumb (Emacs's shell, some IDE consoles): the screens' cursor moves would come out as noise.
            turnAway(channel, env, "terminal cannot move its cursor", "dumb-terminal", "ssh.dumb.terminal", term);
            return;
        }
        String player = name.get().text();
        Sessions.Admission admission = sessions.admit(player, address(channel.getSession().getClientAddress()),
                Guest.is(channel.getSession()));
        hangUp = new HangUp(in, out, () -> cutOff(channel));
        if (admission instanceof Sessions.Admitted admitted) session = admitted.session();
        Thread t = new Thread(() -> {
            int status = 0;
            try {
                if (admission instanceof Sessions.Turned refused) {
                    status = 1;
                    DisconnectWhy.mark(channel.getSession(), refused instanceof Sessions.Refused ? "too-many-sessions"
                            : "guest-elsewhere");
                    // Said in the language the game would have spoken to this player.
                    String said = refused.message(ScreenMessages.of(languageOf(player, env)));
                    hangUp.out().write("\r\n".getBytes(StandardCharsets.UTF_8));
                    hangUp.out().write(Parting.bytes(said, env.getEnv()));
                    hangUp.out().flush();
                } else {
                    play((Sessions.Admitted) admission, channel, env, player);
                }
            } catch (IOException | RuntimeException gone) {
                // The connection went away while the screen was being restored: nothing left to tell.
            } finally {
                // Whatever happened, the session no longer counts, and a login waiting for it goes on.
                if (session != null) sessions.left(session);
                exit.onExit(status);
                cutIfUnanswered(channel);
            }
        }, "escarmouche-ssh-" + player);
        t.setDaemon(true);
        t.start();
    }

    /**
     * Says why in one line, in the language the client asks for (no player's choice is read for a connection that
     * never becomes a session), and ends the channel with status 1.
     */
    private void turnAway(ChannelSession channel, Environment env, String reason, String why, String key,
                          Object... args) throws IOException {
        DisconnectWhy.mark(channel.getSession(), why);
        String said = ScreenMessages.of(Language.choose(null, Optional.empty(), ClientEnvironment.kept(env.getEnv()),
                language)).text(key, args);
        out.write(Parting.bytes(said, env.getEnv()));
        out.flush();
        exit.onExit(1, reason);
        cutIfUnanswered(channel);
    }

    /**
     * The channel's end is sent; a client answers it and goes. One that does not (a stopped process, a dead link
     * that still holds its TCP connection) would keep its connection, and a connection slot, for good after the
     * game ended: its connection is cut once it has had {@link #CLOSE_ANSWER} to answer. (One that stopped reading
     * has been cut already: {@link #cutOff}.)
     */
    private static void cutIfUnanswered(ChannelSession channel) {
        org.apache.sshd.common.session.Session connection = channel.getSession();
        // Cut already (a client that stopped reading), or the server stopped and closes it: nothing to wait for.
        var scheduler = connection.getFactoryManager().getScheduledExecutorService();
        if (!connection.isOpen() || scheduler == null) return;
        try {
            scheduler.schedule(() -> {
                if (connection.isOpen()) connection.close(true);
            }, CLOSE_ANSWER.toMillis(), TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.RejectedExecutionException stopped) {
            // The server has stopped: its stop closes every connection.
        }
    }

    /** The game, on this session's own thread (it may first wait for the sessions it replaces to close). */
    private void play(Sessions.Admitted admitted, ChannelSession channel, Environment env, String player)
            throws IOException {
        Session me = admitted.session();
        Path own = name(player).folder(playersDir);
        Path savesDir = own.resolve("saves");
        // A write that met the connection closed is one line there, not a stack trace taken for a bug.
        ErrorLog errors = new ClosedChannelErrors(new ErrorLogFile(own, Clock.systemUTC()));
        SessionMarker marker = new SessionMarker(own, savesDir);
        SshTerminal terminal = new SshTerminal(new SessionKeys(hangUp.in(), me), hangUp.out(),
                ClientEnvironment.size(env.getEnv()));
        SignalListener resize = (ch, signal) -> terminal.resized(ClientEnvironment.size(env.getEnv()));
        env.addSignalListener(resize, Signal.WINCH);
        try {
            // Their save locks let go and their markers written before this one looks at the saves.
            sessions.awaitClosing(admitted);
            String resume = admitted.resumes();
            String marked = takeMarker(marker, errors);
            if (resume == null) resume = marked;
            // Each player's fights are kept in that player's own folder, never beside another player's.
            FightSaves kept = new SessionSaves(saves.apply(savesDir, player), savesDir, me, sessions);
            // The builder keeps each player's own encounters in that player's folder too, a bounded number of them:
            // the players share the server's disk.
            EncounterCatalog mine = catalog instanceof ContentCatalog c
                    ? c.keeping(own.resolve("encounters"), "encounters", ContentWorkshop.MAX_FILES) : catalog;
            // The player's last choice (in their own folder), else what their client announces, else the server's.
            Map<String, String> clientEnv = ClientEnvironment.kept(env.getEnv());
            LanguageFile languages = new LanguageFile(own, errors);
            Language chosen = Language.choose(null, languages.remembered(), clientEnv, language);
            StrikeFile strikes = new StrikeFile(own, errors);
            PaceFile paces = new PaceFile(own, errors);
            TerminalGame game = new TerminalGame(terminal, mine, kept, reference, errors,
                    settings(clientEnv).inLanguage(chosen).alwaysStriking(strikes.remembered().orElse(false))
                            .pacedAt(paces.remembered().orElse(Settings.DEFAULT_PACE)),
                    GameShell::onNewThread).rememberingLanguage(languages).rememberingStrikes(strikes)
                    .rememberingPace(paces).rememberingParties(new PartyFile(own, errors))
                    .rememberingKeptDrafts(new KeptDraftFile(own, errors));
            if (resume != null) game.continuing(resume);
            Seat seat = stage.enter(player, game);
            // One runner for the screen: the table knows the seat's screen by it, and so does the idle check.
            Runnable wake = game::redrawSoon;
            game.atTables(tables.desk(player, wake));
            me.atTables(tables.idleSeat(player, wake));
            me.onEnd(farewell -> {
                game.endWith(farewell.in(game.messages()));
                endInput();
            }, () -> drop(channel));
            try {
                game.run();
                terminal.flush();
            } finally {
                seat.close();
            }
        } finally {
            env.removeSignalListener(resize);
            // Cut off in a fight not yet over (not quit, not taken over): the next login goes straight back into it.
            Session.End why = me.why();
            if ((why == Session.End.DROPPED || why == Session.End.IDLE || why == Session.End.STOPPING)
                    && me.endedIn() != null) {
                try {
                    marker.write(me.endedIn());
                } catch (IOException | RuntimeException e) {
                    errors.write("marking the interrupted fight", e);
                }
            }
        }
    }

    /** The player's last choice (in their own folder), else what their client announces, else the server's. */
    private Language languageOf(String player, Environment env) {
        Path own = name(player).folder(playersDir);
        LanguageFile languages = new LanguageFile(own, new ErrorLogFile(own, Clock.systemUTC()));
        return Language.choose(null, languages.remembered(), ClientEnvironment.kept(env.getEnv()), language);
    }

    /** A name already checked at login (and again in {@link #start}). */
    private static PlayerName name(String checked) {
        return PlayerName.parse(checked).orElseThrow();
    }

    private static String takeMarker(SessionMarker marker, ErrorLog errors) {
        try {
            return marker.take();
        } catch (IOException | RuntimeException e) {
            errors.write("reading the interrupted fight's marker", e);
            return null;
        }
    }

    /** The game is being ended (idle, taken over): no more keys; its last words still reach the player. */
    private void endInput() {
        try {
            hangUp.endInput();
        } catch (IOException e) {
            // The input is closed either way.
        }
    }

    /**
     * A game told to end did not in time (most often writing its last words to a client that reads nothing): the
     * connection is cut, which ends its wait or its write.
     */
    private void drop(ChannelSession channel) {
        try {
            hangUp.hangUp();
        } catch (IOException e) {
            // Closing the connection below ends it either way.
        }
        channel.getSession().close(true);
    }

    /**
     * A write to the client failed, most often because it read nothing for the server's patience (its window
     * full). The game ends as on a dropped connection (a fight in play goes on at the player's next login) and
     * the connection is cut at once: a client that reads nothing would not read last words either, and waiting
     * to send them would hold the game's thread for another patience, and the connection with it.
     */
    private void cutOff(ChannelSession channel) {
        Session me = session;
        if (me != null) me.end(Session.End.DROPPED, null);
        channel.getSession().close(true);
    }

    /**
     * The channel closed (player quit, or the connection dropped). Closing the input ends the game's wait
     * for a key with an end of input, which the game takes as "the player left". The fight held at this
     * moment is the one a dropped connection was cut off in.
     */
    @Override
    public void destroy(ChannelSession channel) throws IOException {
        Session me = session;
        if (me != null) me.end(Session.End.DROPPED, null);
        if (hangUp != null) hangUp.hangUp();
    }

    private static String address(SocketAddress address) {
        return ServerLog.address(address);
    }

    /** Colour unless the client sent a {@code NO_COLOR} that asks for none (not empty); a fresh seed for each fight. */
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
