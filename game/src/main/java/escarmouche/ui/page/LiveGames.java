package escarmouche.ui.page;

import escarmouche.ui.term.Canvas;
import java.util.List;
import java.util.function.Consumer;

/**
 * The games being played at the same time on the same server, as one session sees them (a port: the SSH
 * server implements it; a game on a local terminal has {@link #NONE}). Through it a session watches another
 * one read-only, and a watched session learns who watches it and hands over what it shows.
 *
 * <p>Frames go one way only: a watched game draws its page for each watcher under its own lock and leaves
 * the newest frame where the watcher will find it, then wakes the watcher. A watcher never takes the
 * watched game's lock, so two sessions watching each other cannot block one another.
 */
public interface LiveGames {
    /**
     * One live game, as the list shows it.
     *
     * @param id       the game's key on the server (a player may have two sessions)
     * @param player   the player's name, as shown
     * @param doing    what it is doing: on the title screen, in a fight and which round ...
     * @param watchers who watches it now
     * @param full     true when it has as many watchers as it may
     */
    record Live(String id, String player, Doing doing, List<String> watchers, boolean full) {
        public Live {
            watchers = List.copyOf(watchers);
        }
    }

    /**
     * How much of the list of live games a session shows, so that it is woken only when that changes: the
     * title screen shows how many there are, the watch page the whole list.
     */
    enum Shown { NOTHING, COUNT, LIST }

    /** Why a game cannot be watched; the watcher's page says it in the watcher's words. */
    enum Refusal {
        /** The game ended, or it is the watcher's own. */
        GONE,
        /** It has as many watchers as a game may have. */
        FULL,
        /** The watcher's own session is over. */
        OVER,
        /** Not on a server: there is nothing to watch. */
        NO_SERVER
    }

    /** The answer to {@link #watch}: a view, or why not. */
    record Watching(View view, Refusal refusal) {
        public static Watching of(View view) {
            return new Watching(view, null);
        }

        public static Watching refused(Refusal why) {
            return new Watching(null, why);
        }
    }

    /** One game being watched, from the watcher's side. Closing it stops the watching. */
    interface View extends AutoCloseable {
        String player();

        /** What the watched game is doing now. */
        Doing doing();

        /**
         * The newest frame the watched game drew for this watcher, or null before the first. When the size
         * or the colour setting differs from the last one given, the watched game is asked for a new frame
         * (it comes later, with a redraw); until then the last one is returned.
         */
        Canvas frame(int columns, int rows, boolean colour);

        /** True once the watched game has ended (the player quit or the connection dropped). */
        boolean ended();

        @Override
        void close();
    }

    // --- as a watcher

    /** The other live games on the server (never this session's own), sorted by player. */
    List<Live> games();

    /** Starts watching a game of {@link #games()}. */
    Watching watch(String id);

    // --- as a watched game

    /** This session's player name. */
    String player();

    /** Who watches this session now, by name, sorted. */
    List<String> watchers();

    /**
     * Called by the game each time it draws, under its own lock.
     *
     * @param doing   what the game is doing (see {@link Live#doing()})
     * @param shown what the game shows of the list of live games: it is woken when that changes
     * @param page  draws the game's current page on a watcher's canvas
     */
    void drawn(Doing doing, Shown shown, Consumer<Canvas> page);

    /** No server around: nothing to watch, nobody watching. */
    LiveGames NONE = new LiveGames() {
        @Override
        public List<Live> games() {
            return List.of();
        }

        @Override
        public Watching watch(String id) {
            return Watching.refused(Refusal.NO_SERVER);
        }

        @Override
        public String player() {
            return "";
        }

        @Override
        public List<String> watchers() {
            return List.of();
        }

        @Override
        public void drawn(Doing doing, Shown shown, Consumer<Canvas> page) {}
    };
}
