package escarmouche.ssh.live;

import escarmouche.ui.page.Doing;
import escarmouche.ui.page.LiveGames;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Glyphs;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * One session watching another's game. The watched game draws a frame for the watcher's size and colour
 * under its own lock ({@link #offer}) and leaves it in a one-frame slot: a slow watcher only ever finds the
 * newest frame, older ones are dropped, never queued. The watcher's page takes it from the slot
 * ({@link #frame}) under the watcher's lock; neither side ever waits for the other's.
 */
final class Spectator implements LiveGames.View {
    private final Stage stage;
    private final Seat watcher;
    private final Seat watched;
    private final AtomicReference<Canvas> latest = new AtomicReference<>();
    private final AtomicBoolean closed = new AtomicBoolean();
    /** The watcher's terminal as its page last said: 0 until it draws. */
    private volatile int columns;
    private volatile int rows;
    private volatile boolean colour;
    private volatile boolean ended;
    /** Only touched by the watched game, under its lock. */
    private Canvas lastSent;
    private Glyphs glyphs;

    Spectator(Stage stage, Seat watcher, Seat watched) {
        this.stage = stage;
        this.watcher = watcher;
        this.watched = watched;
    }

    Seat watcher() {
        return watcher;
    }

    Seat watched() {
        return watched;
    }

    @Override
    public String player() {
        return watched.player();
    }

    @Override
    public Doing doing() {
        return watched.doing();
    }

    @Override
    public Canvas frame(int columns, int rows, boolean colour) {
        boolean changed = columns != this.columns || rows != this.rows || colour != this.colour;
        this.columns = columns;
        this.rows = rows;
        this.colour = colour;
        // A new size (or the first one): the watched game draws again for it, on its own runner.
        if (changed) watched.wake();
        return latest.get();
    }

    /** The watched game drew: draws its page for the watcher and wakes the watcher if anything changed. */
    void offer(Consumer<Canvas> page) {
        int c = columns;
        int r = rows;
        if (closed.get() || ended || c <= 0 || r <= 0) return;
        boolean inColour = colour;
        if (glyphs == null || glyphs.colour() != inColour) glyphs = new Glyphs(inColour);
        Canvas frame = new Canvas(c, r, glyphs);
        page.accept(frame);
        if (frame.sameAs(lastSent)) return;
        lastSent = frame;
        latest.set(frame);
        watcher.wake();
    }

    @Override
    public boolean ended() {
        return ended;
    }

    /** The watched game ended: the watcher is woken to find it out. */
    void end() {
        ended = true;
        watcher.wake();
    }

    @Override
    public void close() {
        if (closed.compareAndSet(false, true)) stage.stopped(this);
    }
}
