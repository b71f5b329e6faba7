package escarmouche.ssh.live;

import escarmouche.ui.TerminalGame;
import escarmouche.ui.page.Doing;
import escarmouche.ui.page.LiveGames;
import escarmouche.ui.term.Canvas;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * One session's game on the {@link Stage}: as a watcher it lists and watches the others, as a watched game
 * it draws its page for its spectators each time it draws for itself. Closed when the session ends, which
 * ends its spectators' views and stops its own.
 */
public final class Seat implements LiveGames, AutoCloseable {
    private final Stage stage;
    private final String id;
    private final String player;
    private final TerminalGame game;
    /** Who watches this game. */
    private final List<Spectator> audience = new CopyOnWriteArrayList<>();
    /** The views this session watches through (one at a time, kept to be closed with the session). */
    private final List<Spectator> views = new CopyOnWriteArrayList<>();
    private volatile Doing doing = Doing.TITLE;
    /** What the session showed of the list of games when it last drew: the title screen, at first. */
    private volatile Shown shown = Shown.COUNT;
    private volatile boolean closed;

    Seat(Stage stage, String id, String player, TerminalGame game) {
        this.stage = stage;
        this.id = id;
        this.player = player;
        this.game = game;
    }

    String id() {
        return id;
    }

    Doing doing() {
        return doing;
    }

    /** Whether the session should be woken by a change of the list: of its length only, or of anything. */
    boolean shows(boolean countChanged) {
        if (closed) return false;
        Shown s = shown;
        return s == Shown.LIST || countChanged && s == Shown.COUNT;
    }

    int audience() {
        return audience.size();
    }

    /** Asks the game for a redraw on its own runner: never under the caller's locks. */
    void wake() {
        if (!closed) game.redrawSoon();
    }

    void seated(Spectator s) {
        audience.add(s);
    }

    void unseated(Spectator s) {
        audience.remove(s);
    }

    void watching(Spectator s) {
        views.add(s);
    }

    void stoppedWatching(Spectator s) {
        views.remove(s);
    }

    // --- LiveGames, as a watcher

    @Override
    public List<Live> games() {
        return stage.games(this);
    }

    @Override
    public Watching watch(String gameId) {
        if (closed) return Watching.refused(LiveGames.Refusal.OVER);
        return stage.watch(this, gameId);
    }

    // --- LiveGames, as a watched game

    @Override
    public String player() {
        return player;
    }

    @Override
    public List<String> watchers() {
        return audience.stream().map(s -> s.watcher().player()).distinct().sorted().toList();
    }

    @Override
    public void drawn(Doing doing, Shown shown, Consumer<Canvas> page) {
        if (closed) return;
        this.shown = shown;
        Doing before = this.doing;
        this.doing = doing;
        if (!doing.equals(before)) stage.listChanged(this, false);
        for (Spectator s : audience) s.offer(page);
    }

    /** The session ended: out of the lists; its spectators see it left; what it watched stops. */
    @Override
    public void close() {
        if (closed) return;
        closed = true;
        stage.left(this);
        for (Spectator s : audience) s.end();
        for (Spectator s : views) s.close();
    }
}
