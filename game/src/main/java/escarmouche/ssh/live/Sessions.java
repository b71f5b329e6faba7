package escarmouche.ssh.live;

import escarmouche.ssh.gate.LimitLog;
import escarmouche.ssh.gate.Limits;
import escarmouche.ssh.log.LogEvent;
import escarmouche.ssh.log.ServerLog;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.table.TableHall;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The live sessions of one server, by player. A new login is admitted, refused (the player already has
 * as many live sessions as {@link Limits#perPlayer()} allows), or takes over the player's session that is
 * playing a fight not yet over: that one is told, saved and closed, and the new one goes on with its fight. A session
 * without a key for {@link Limits#idle()} is saved and closed. Each server has its own registry.
 */
public final class Sessions implements AutoCloseable {
    /** How long a new login waits for the sessions it replaces to save and close before dropping them. */
    public static final Duration CLOSE_WAIT = Duration.ofSeconds(5);
    /** After dropping a session that did not close in time, how much longer to wait for its game to end. */
    static final Duration FORCED_WAIT = Duration.ofSeconds(2);

    /** What a new login gets. */
    public sealed interface Admission permits Turned, Admitted {}

    /** Not admitted: what the player reads before the connection closes. */
    public sealed interface Turned extends Admission permits Refused, GuestElsewhere {
        String message(ScreenMessages m);
    }

    /**
     * A guest's name in use from another address: anyone may type a guest's name, so a second login under it
     * from elsewhere would take over a stranger's fight, or see and delete the fights they kept. From the same
     * address (the same player back after a drop, or a second window) it is let in as a player's is.
     */
    public record GuestElsewhere(String player) implements Turned {
        @Override
        public String message(ScreenMessages m) {
            return m.text("ssh.refused.guest.elsewhere", player);
        }
    }

    /**
     * Refused: {@code player} already holds {@code live} sessions, the most allowed; an idle one closes
     * after {@code idle}. The message is what the player reads before the connection closes.
     */
    public record Refused(String player, int live, Duration idle) implements Turned {
        /** The message in English. */
        public String message() {
            return message(ScreenMessages.of(Language.EN));
        }

        /** The message in the player's language. */
        @Override
        public String message(ScreenMessages m) {
            return m.text("ssh.refused.sessions", player, live, String.valueOf(live), words(idle, m));
        }
    }

    /**
     * Admitted as {@code session}.
     *
     * @param resumes the fight taken over from the player's other session, or null
     * @param closing the player's sessions still closing: wait for them ({@link #awaitClosing}) before
     *                reading the player's saves, so their locks and markers are in place
     */
    public record Admitted(Session session, String resumes, List<Session> closing) implements Admission {}

    private final Limits limits;
    private final ServerLog log;
    /** The {@code limit} lines: at most one per address (not per port) every {@link LimitLog#QUIET}. */
    private final LimitLog limitLog;
    private final Duration closeWait;
    private final ScheduledThreadPoolExecutor timer;
    /** Guarded by this. */
    private final Map<String, List<Session>> byPlayer = new HashMap<>();

    public Sessions(Limits limits, ServerLog log) {
        this(limits, log, new LimitLog(log, Clock.systemUTC()));
    }

    /** @param limitLog the server's writer of {@code limit} lines, shared with the gate and the logins */
    public Sessions(Limits limits, ServerLog log, LimitLog limitLog) {
        this(limits, log, limitLog, CLOSE_WAIT);
    }

    /** @param closeWait how long a new login waits for the sessions it replaces (short in tests) */
    Sessions(Limits limits, ServerLog log, Duration closeWait) {
        this(limits, log, new LimitLog(log, Clock.systemUTC()), closeWait);
    }

    Sessions(Limits limits, ServerLog log, LimitLog limitLog, Duration closeWait) {
        this.limits = limits;
        this.log = log;
        this.limitLog = limitLog;
        this.closeWait = closeWait;
        this.timer = new ScheduledThreadPoolExecutor(1, r -> {
            Thread t = new Thread(r, "escarmouche-ssh-idle");
            t.setDaemon(true);
            return t;
        });
        // No thread while no session waits for its idle check; cancelled checks do not linger.
        timer.setKeepAliveTime(30, TimeUnit.SECONDS);
        timer.allowCoreThreadTimeOut(true);
        timer.setRemoveOnCancelPolicy(true);
    }

    /** A player logged in from {@code address} and asks for a game. */
    public synchronized Admission admit(String player, String address) {
        return admit(player, address, false);
    }

    /** The same for a {@code guest} (a name without an account), which only its own address may take up again. */
    public synchronized Admission admit(String player, String address, boolean guest) {
        List<Session> mine = byPlayer.computeIfAbsent(player, p -> new ArrayList<>());
        for (Session s : mine) {
            // A guest is held off any session from elsewhere; a player only off a guest's (a key that claimed the
            // name while the guest's login was under way must not take the guest's fight over).
            if (s.ending() || !(guest || s.guest()) || host(s.address()).equals(host(address))) continue;
            limit(address, "address=" + address + " player=" + player + " limit=guest-elsewhere from="
                    + s.address());
            return new GuestElsewhere(player);
        }
        Session playing = null;
        int live = 0;
        for (Session s : mine) {
            if (s.ending()) continue;
            live++;
            // The one left alone longest is most likely the one the player walked away from. A fight that is over
            // (its end or summary on screen, its result saved) has nothing to go on with: its session is left alone.
            if (s.playing() != null && (playing == null || s.lastKey() < playing.lastKey())) playing = s;
        }
        if (playing == null && live >= limits.perPlayer()) {
            limit(address, "address=" + address + " player=" + player + " limit=sessions-per-player max="
                    + limits.perPlayer());
            return new Refused(player, live, limits.idle());
        }
        Session session = new Session(player, address, guest);
        String resumes = null;
        if (playing != null) {
            if (playing.end(Session.End.TAKEN_OVER, m -> m.text("ssh.end.taken.over", address))) {
                // The fight it played as it was ended (its end may have come since it was picked).
                resumes = playing.endedIn();
                log.write(LogEvent.TAKEOVER, "address=" + address + " player=" + player + " from=" + playing.address());
            }
        }
        List<Session> closing = mine.stream().filter(Session::ending).toList();
        // Counted as playing that fight from now: a login right after this one takes it over in turn.
        if (resumes != null) session.holds(resumes);
        mine.add(session);
        watchIdle(session, limits.idle());
        return new Admitted(session, resumes, closing);
    }

    /**
     * The address of a guest's session under {@code player} on another host than {@code address}, or empty: a
     * key logging in from {@code address} may claim the name only when empty. A session still closing counts
     * (its fight is being saved into the folder the key would take). A refusal is logged as a guest's is.
     */
    public synchronized java.util.Optional<String> guestElsewhere(String player, String address) {
        for (Session s : byPlayer.getOrDefault(player, List.of())) {
            if (!s.guest() || host(s.address()).equals(host(address))) continue;
            limit(address, "address=" + address + " player=" + player + " limit=guest-elsewhere from="
                    + s.address());
            return java.util.Optional.of(s.address());
        }
        return java.util.Optional.empty();
    }

    private void limit(String address, String text) {
        limitLog.hit(LimitLog.addressKey(address), text);
    }

    /** The host of an address as the log writes it ({@code 10.0.0.1:5000}, {@code [::1]:5000}): without its port. */
    static String host(String address) {
        int colon = address.lastIndexOf(':');
        return colon < 0 ? address : address.substring(0, colon);
    }

    /**
     * Waits until the sessions {@code admitted} replaces have closed, at most {@link #CLOSE_WAIT}; one that
     * has not is dropped, and waited for a little longer. Returns early if the new session itself ends.
     * Runs on the new session's own thread, never on the server's I/O threads.
     */
    public void awaitClosing(Admitted admitted) {
        List<Session> closing = admitted.closing();
        if (closing.isEmpty()) return;
        CompletableFuture<?> all = CompletableFuture.allOf(closing.stream().map(Session::closed)
                .toArray(CompletableFuture[]::new));
        if (waitFor(CompletableFuture.anyOf(all, admitted.session().endedFuture()), closeWait)) return;
        for (Session s : closing) if (!s.closed().isDone()) s.force();
        waitFor(CompletableFuture.anyOf(all, admitted.session().endedFuture()), FORCED_WAIT);
    }

    private static boolean waitFor(CompletableFuture<?> done, Duration within) {
        try {
            done.get(within.toMillis(), TimeUnit.MILLISECONDS);
            return true;
        } catch (TimeoutException e) {
            return false;
        } catch (ExecutionException e) {
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return true;
        }
    }

    /** The session's game has closed (saved, lock let go): it no longer counts, and whoever waited goes on. */
    public void left(Session session) {
        synchronized (this) {
            List<Session> mine = byPlayer.get(session.player());
            if (mine != null) {
                mine.remove(session);
                if (mine.isEmpty()) byPlayer.remove(session.player());
            }
            notifyAll();
        }
        var check = session.idleCheck;
        if (check != null) check.cancel(false);
        session.closed().complete(null);
    }

    /**
     * The server stops: every game is ended with a word to its player, who reads why and, if a fight was in
     * play, that it is kept (the next login goes straight back into it). Never blocks.
     */
    public void stopAll() {
        stopAll(player -> null);
    }

    /**
     * The same, a player at a table's fight told what becomes of it: {@code tableSeat} says where the player sits
     * (the game master's saves hold the fight, a player's do not), null for a player at no table's fight.
     */
    public void stopAll(java.util.function.Function<String, TableHall.FightSeat> tableSeat) {
        List<Session> all = new ArrayList<>();
        synchronized (this) {
            // By name, so that the players are told in the same order every time.
            for (String player : new java.util.TreeSet<>(byPlayer.keySet())) all.addAll(byPlayer.get(player));
        }
        for (Session s : all) {
            TableHall.FightSeat seat = tableSeat.apply(s.player());
            String key = seat == TableHall.FightSeat.GAME_MASTER || s.playing() != null ? "ssh.end.stopping.saved"
                    : seat == TableHall.FightSeat.PLAYER ? "ssh.end.stopping.table" : "ssh.end.stopping";
            s.end(Session.End.STOPPING, m -> m.text(key));
        }
    }

    /**
     * Waits, at most {@code within}, until every session has left: their games closed, their save locks
     * let go and their markers written. The server waits for this when it stops.
     */
    public void awaitAllLeft(Duration within) throws InterruptedException {
        long deadline = System.nanoTime() + within.toNanos();
        synchronized (this) {
            while (!byPlayer.isEmpty()) {
                long left = (deadline - System.nanoTime()) / 1_000_000;
                if (left <= 0) return;
                wait(left);
            }
        }
    }

    /** How many sessions are open, every player's, ending or not. */
    public synchronized int open() {
        int n = 0;
        for (List<Session> mine : byPlayer.values()) n += mine.size();
        return n;
    }

    /** How many live sessions (not ending) {@code player} has. */
    public synchronized int live(String player) {
        return (int) byPlayer.getOrDefault(player, List.of()).stream().filter(s -> !s.ending()).count();
    }

    /**
     * Whether another session of {@code me}'s player holds the saved fight {@code key} with its end on screen: the fight
     * is over and nothing plays it, but that session keeps its lock while its player reads the end and summary.
     */
    public synchronized boolean endOpenElsewhere(Session me, String key) {
        Path fight = Path.of(key).toAbsolutePath().normalize();
        for (Session s : byPlayer.getOrDefault(me.player(), List.of())) {
            String held = s.fight();
            if (s == me || held == null || s.playing() != null) continue;
            if (Path.of(held).toAbsolutePath().normalize().equals(fight)) return true;
        }
        return false;
    }

    /** Checks the session once the idle time could have passed since its last key. */
    private void watchIdle(Session session, Duration after) {
        if (timer.isShutdown()) return;
        session.idleCheck = timer.schedule(() -> checkIdle(session), after.toNanos(), TimeUnit.NANOSECONDS);
    }

    /**
     * A session is idle after {@link Limits#idle()} without a key of its own; at a table whose fight goes on, only
     * once the whole table is (no key of any seat, no command of the AI, for that time): a game master who watches
     * the players and the AI play is not idle. An idle table closes, and each of its sessions ends saying so.
     */
    private void checkIdle(Session session) {
        if (session.closed().isDone() || session.ending()) return;
        Duration quiet = Duration.ofNanos(System.nanoTime() - session.lastKey());
        TableHall.IdleSeat seat = session.table();
        long table = seat == null ? -1 : seat.quiet();
        if (table >= 0 && Duration.ofMillis(table).compareTo(quiet) < 0) quiet = Duration.ofMillis(table);
        if (quiet.compareTo(limits.idle()) < 0) {
            watchIdle(session, limits.idle().minus(quiet));
            return;
        }
        String atTable = seat == null ? null : seat.closeQuiet(limits.idle().toMillis());
        String key = atTable != null ? atTable : session.playing() != null ? "ssh.end.idle.saved" : "ssh.end.idle";
        if (session.end(Session.End.IDLE, m -> m.text(key, words(limits.idle(), m)))) {
            log.write(LogEvent.IDLE, "address=" + session.address() + " player=" + session.player() + " after="
                    + brief(limits.idle()));
            dropUnlessClosed(session);
        }
    }

    /**
     * A client that reads gets its last words and closes within moments. One that reads nothing would hold the
     * game in the write of those words until the server's patience runs out: its connection is cut after
     * {@link #closeWait}, as a session a new login replaces is.
     */
    private void dropUnlessClosed(Session session) {
        if (timer.isShutdown()) return;
        timer.schedule(() -> {
            if (!session.closed().isDone()) session.force();
        }, closeWait.toNanos(), TimeUnit.NANOSECONDS);
    }

    /** "30 minutes", "1 minute", "90 seconds" (never less than a second). */
    static String words(Duration d) {
        return words(d, ScreenMessages.of(Language.EN));
    }

    static String words(Duration d, ScreenMessages m) {
        long s = Math.max(1, d.toSeconds());
        if (s % 60 == 0) return m.text("ssh.minutes", s / 60, String.valueOf(s / 60));
        return m.text("ssh.seconds", s, String.valueOf(s));
    }

    /** "30m", "90s", for the log. */
    static String brief(Duration d) {
        long s = Math.max(1, d.toSeconds());
        return s % 60 == 0 ? s / 60 + "m" : s + "s";
    }

    /** Stops the idle checks (the server is stopping; its sessions close with it). */
    @Override
    public void close() {
        timer.shutdownNow();
    }
}
