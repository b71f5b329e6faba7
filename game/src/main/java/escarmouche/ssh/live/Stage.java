package escarmouche.ssh.live;

import escarmouche.ssh.log.LogEvent;
import escarmouche.ssh.log.ServerLog;
import escarmouche.ui.TerminalGame;
import escarmouche.ui.page.LiveGames;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The games being played on one server, each under its player's name, for players to watch each other.
 * One per server, given to every session.
 *
 * <p>Locking: the stage's own lock guards its list of seats only, for a moment, and no game's lock is ever
 * taken under it; games are woken (to draw a frame, or a list that changed) after it is let go, and a wake
 * only schedules a redraw on the woken game's own runner. A game drawing under its own lock may take the
 * stage's lock; nothing ever waits for a game's lock while holding another game's.
 */
public final class Stage {
    /** How many may watch one game at a time: each watcher costs a frame per change of the watched screen. */
    public static final int MAX_WATCHERS = 8;

    private final ServerLog log;
    private final int maxWatchers;
    private final Object lock = new Object();
    /** In the order they came; guarded by {@link #lock}. */
    private final List<Seat> seats = new ArrayList<>();
    private long lastId;

    public Stage(ServerLog log) {
        this(log, MAX_WATCHERS);
    }

    public Stage(ServerLog log, int maxWatchers) {
        this.log = log;
        this.maxWatchers = maxWatchers;
    }

    /**
     * Puts a session's game on the stage under its player's name, before it runs; the session closes the
     * seat when it ends.
     */
    public Seat enter(String player, TerminalGame game) {
        Seat seat;
        synchronized (lock) {
            seat = new Seat(this, "g" + ++lastId, player, game);
            seats.add(seat);
        }
        game.onStage(seat);
        // The newcomer too, should it already show its title screen: it now counts the others.
        listChanged(null, true);
        return seat;
    }

    /** The live games but {@code self}'s, by player name then arrival. */
    List<LiveGames.Live> games(Seat self) {
        List<LiveGames.Live> out = new ArrayList<>();
        for (Seat s : snapshot()) {
            if (s == self) continue;
            List<String> watchers = s.watchers();
            out.add(new LiveGames.Live(s.id(), s.player(), s.doing(), watchers, s.audience() >= maxWatchers));
        }
        out.sort(Comparator.comparing(LiveGames.Live::player));
        return out;
    }

    /** Starts {@code watcher} watching the game {@code id}, if it is still there and not full. */
    LiveGames.Watching watch(Seat watcher, String id) {
        Spectator spectator;
        Seat watched;
        synchronized (lock) {
            watched = seats.stream().filter(s -> s.id().equals(id)).findFirst().orElse(null);
            if (watched == null || watched == watcher) {
                return LiveGames.Watching.refused(LiveGames.Refusal.GONE);
            }
            if (watched.audience() >= maxWatchers) {
                return LiveGames.Watching.refused(LiveGames.Refusal.FULL);
            }
            spectator = new Spectator(this, watcher, watched);
            watched.seated(spectator);
            watcher.watching(spectator);
        }
        log.write(LogEvent.WATCH, "watcher=" + ServerLog.clean(watcher.player()) + " watched="
                + ServerLog.clean(watched.player()));
        // The watched player's "watched by" mark changes; the first frame is asked for by the watcher's
        // page, which alone knows its size.
        watched.wake();
        listChanged(null, false);
        return LiveGames.Watching.of(spectator);
    }

    /** A spectator stopped watching (left, or the watcher's session ended). */
    void stopped(Spectator spectator) {
        synchronized (lock) {
            spectator.watched().unseated(spectator);
            spectator.watcher().stoppedWatching(spectator);
        }
        log.write(LogEvent.WATCH, "watcher=" + ServerLog.clean(spectator.watcher().player()) + " watched="
                + ServerLog.clean(spectator.watched().player()) + " stopped");
        spectator.watched().wake();
        listChanged(null, false);
    }

    /** A session ended: its game leaves the lists. */
    void left(Seat seat) {
        synchronized (lock) {
            seats.remove(seat);
        }
        listChanged(seat, true);
    }

    /**
     * Wakes the sessions (but {@code cause}) that show the list of games, so that it is drawn again: those
     * that only count the games (the title screen) when a game came or went, the whole list's on any change.
     * A busy server changes what its games are doing all the time; a title screen is not woken for that.
     */
    void listChanged(Seat cause, boolean countChanged) {
        for (Seat s : snapshot()) if (s != cause && s.shows(countChanged)) s.wake();
    }

    private List<Seat> snapshot() {
        synchronized (lock) {
            return List.copyOf(seats);
        }
    }
}
