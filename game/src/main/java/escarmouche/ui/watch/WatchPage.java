package escarmouche.ui.watch;

import com.googlecode.lanterna.input.KeyStroke;
import escarmouche.ui.page.App;
import escarmouche.ui.page.Doing;
import escarmouche.ui.page.DoingPage;
import escarmouche.ui.page.LiveGames;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Keys;
import java.util.List;

/**
 * Watching the server's other games: the list of live games (who plays, what each is doing, who watches),
 * then one of them shown read-only at this terminal's size. No key reaches the watched game: q or Esc goes
 * back to the list, and from the list to the title screen. When the watched game ends, the list comes back
 * with a word saying so.
 */
public final class WatchPage implements DoingPage {
    private final App app;
    /** The game being watched, or null while the list is shown. */
    private LiveGames.View view;
    /** One line above the list: who left, why a game cannot be watched. */
    private String notice;
    private int selected;
    /** The list as last drawn: Enter picks the game the player saw, even if the list changed since. */
    private List<LiveGames.Live> shown = List.of();

    public WatchPage(App app) {
        this.app = app;
    }

    /** True while the list is shown (the server then wakes this session when the list changes). */
    public boolean listing() {
        return view == null;
    }

    /** What this session is doing, as the other sessions' lists show it. */
    @Override
    public Doing doing() {
        return view == null ? Doing.CHOOSING : new Doing.Watching(view.player());
    }

    @Override
    public void draw(Canvas canvas) {
        catchUp();
        if (view != null) {
            WatchedScreen.draw(canvas, view, app.colour(), app.messages());
            return;
        }
        shown = app.live().games();
        selected = Math.max(0, Math.min(selected, shown.size() - 1));
        LiveList.draw(canvas, shown, selected, notice, app.messages());
    }

    @Override
    public void handle(KeyStroke key) {
        catchUp();
        boolean back = Keys.escape(key) || Keys.ch(key) == 'q';
        if (view != null) {
            // Every other key is the watcher's alone: it is dropped, never passed to the watched game.
            if (back) {
                stop();
                notice = null;
            }
            return;
        }
        if (back) {
            app.pop();
        } else if (Keys.enter(key)) {
            if (selected < shown.size()) start(shown.get(selected));
        } else {
            selected = Keys.select(key, selected, shown.size(), 5);
        }
    }

    private void start(LiveGames.Live game) {
        if (game.full()) {
            notice = app.messages().text("watch.refused.full", game.player());
            return;
        }
        LiveGames.Watching answer = app.live().watch(game.id());
        if (answer.view() == null) {
            notice = app.messages().text(switch (answer.refusal()) {
                case GONE -> "watch.refused.gone";
                case FULL -> "watch.refused.full";
                case OVER -> "watch.refused.over";
                case NO_SERVER -> "watch.refused.no.server";
            }, game.player());
            return;
        }
        view = answer.view();
        notice = null;
    }

    /** The watched game ended while this page waited for its next frame or key: back to the list. */
    private void catchUp() {
        if (view != null && view.ended()) {
            notice = app.messages().text("watch.left", view.player());
            stop();
        }
    }

    private void stop() {
        view.close();
        view = null;
    }

    /** Closed for good (sent home, or this session ended): the watched game stops drawing for it. */
    @Override
    public void left() {
        if (view != null) stop();
    }
}
