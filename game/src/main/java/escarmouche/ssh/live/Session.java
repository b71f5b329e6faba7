package escarmouche.ssh.live;

import escarmouche.ui.table.TableHall;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ScheduledFuture;
import java.util.function.Consumer;

/**
 * One player's live game on the server, as the other sessions see it: who and from where, when the last
 * key came, which saved fight it holds, and how to end it from another thread. The shell that plays the
 * game sets these; {@link Sessions} reads them to apply the limits, take a game over and close idle ones.
 */
public final class Session {
    /** Why a session ended other than by the player's own choice. */
    public enum End {
        /** The connection went away. */
        DROPPED,
        /** No key for the idle time. */
        IDLE,
        /** The same player logged in again and took the game over. */
        TAKEN_OVER,
        /** The server is stopping. */
        STOPPING
    }

    private final String player;
    private final String address;
    private volatile long lastKey = System.nanoTime();
    /**
     * The saved fight this session holds (its lock), and whether it is over; null when it holds none. One value, so
     * that a reader never sees the over of one fight with the key of the next. Written by the session's own game
     * only (and by {@link Sessions} before that game starts).
     */
    private volatile Held held;
    private final CompletableFuture<End> ended = new CompletableFuture<>();
    private final CompletableFuture<Void> closed = new CompletableFuture<>();
    /** The fight played (not over) when the session was ended: the one to go on with. */
    private volatile String endedIn;
    /** Guarded by this: what ends the game (set once the game exists), and the words waiting for it. */
    private Consumer<Farewell> ender;
    private Farewell message;
    private Runnable force = () -> {};
    volatile ScheduledFuture<?> idleCheck;

    /** A guest's (no account): the name is held by its address while it lives. */
    private final boolean guest;

    Session(String player, String address) {
        this(player, address, false);
    }

    Session(String player, String address, boolean guest) {
        this.player = player;
        this.address = address;
        this.guest = guest;
    }

    boolean guest() {
        return guest;
    }

    public String player() {
        return player;
    }

    public String address() {
        return address;
    }

    /** Where the session's screen sits at a table, for the idle time; null for a session that never sits at one. */
    private volatile TableHall.IdleSeat table;

    /** A key came from the player (at a table, a key of the table's too). */
    public void keyed() {
        lastKey = System.nanoTime();
        TableHall.IdleSeat t = table;
        if (t != null) t.keyed();
    }

    /** The session's seat at the server's tables: at a table whose fight goes on, the table's idle time is its own. */
    public void atTables(TableHall.IdleSeat seat) {
        table = seat;
    }

    TableHall.IdleSeat table() {
        return table;
    }

    long lastKey() {
        return lastKey;
    }

    /** A saved fight held: its key, and whether it has ended with its end in the recording. */
    private record Held(String key, boolean over) {}

    /** The session took the lock of the saved fight {@code key} (it plays it). */
    public void holds(String key) {
        held = new Held(key, false);
    }

    /**
     * The fight {@code key} has ended and its recording holds the end: the session keeps its lock while the player
     * reads its end and summary, but no longer plays it, so a new login does not take it over (there is nothing
     * to go on with), and a session cut off there is not marked as interrupted in it.
     */
    public void over(String key) {
        Held h = held;
        if (h != null && h.key().equals(key)) held = new Held(key, true);
    }

    /** The session let the fight {@code key} go (it left it, or the game closed). */
    public void released(String key) {
        Held h = held;
        if (h != null && h.key().equals(key)) held = null;
    }

    /** The saved fight this session holds the lock of, over or not, or null. */
    public String fight() {
        Held h = held;
        return h == null ? null : h.key();
    }

    /** The saved fight this session plays now (held and not over), or null: the one a new login goes on with. */
    public String playing() {
        Held h = held;
        return h == null || h.over() ? null : h.key();
    }

    /**
     * What ends the game with a message the player reads; run at once if the session was already ended
     * with one. {@code force} drops the connection at once, for a game that does not end in time.
     */
    public synchronized void onEnd(Consumer<Farewell> ender, Runnable force) {
        this.ender = ender;
        this.force = force;
        if (message != null) ender.accept(message);
    }

    /**
     * Ends the session for {@code why}; {@code message} (or null) is the last thing its player reads.
     * Only the first end counts; returns whether this was it. Never blocks: the game ends on its own thread.
     */
    public boolean end(End why, Farewell message) {
        Consumer<Farewell> run;
        synchronized (this) {
            if (ended.isDone()) return false;
            endedIn = playing();
            this.message = message;
            ended.complete(why);
            run = message == null ? null : ender;
        }
        if (run != null) run.accept(message);
        return true;
    }

    /** Drops the connection now (a game that did not end in time after being told). */
    synchronized void force() {
        force.run();
    }

    /** Whether the session is ending (or ended), and so no longer counts as a live game. */
    public boolean ending() {
        return ended.isDone();
    }

    /** Why it ended, or null while it lives or when the player quit. */
    public End why() {
        return ended.getNow(null);
    }

    /** The fight it played when it was ended (held and not over), or null. */
    public String endedIn() {
        return endedIn;
    }

    CompletableFuture<End> endedFuture() {
        return ended;
    }

    /** Done once the game has closed: its pages left, its save lock let go, its marker written. */
    public CompletableFuture<Void> closed() {
        return closed;
    }
}
