package escarmouche.ui;

import escarmouche.engine.battle.Battle;
import escarmouche.ui.battle.BattlePage;
import escarmouche.ui.menu.TitlePage;
import escarmouche.ui.page.LiveGames;
import escarmouche.ui.page.Page;
import escarmouche.ui.replay.ReplayPage;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import escarmouche.ui.watch.WatchPage;
import java.util.List;

/**
 * A game on a server's stage, as {@link TerminalGame} shows it to others: what it is doing in a few words,
 * its page drawn for a watcher, and the "watched by" mark on its own screen.
 */
final class OnStage {
    /** The mark never takes more than this share of the last row. */
    private static final int MARK_SHARE = 3;

    private OnStage() {}

    /** Hands the top page to the server for the game's watchers; called under the game's lock. */
    static void publish(LiveGames live, List<Page> pages) {
        Page top = pages.get(pages.size() - 1);
        LiveGames.Shown shown = top instanceof TitlePage ? LiveGames.Shown.COUNT
                : top instanceof WatchPage w && w.listing() ? LiveGames.Shown.LIST : LiveGames.Shown.NOTHING;
        live.drawn(doing(pages), shown, canvas -> drawFor(canvas, top, live.player()));
    }

    /** "title screen", "fight The duel round 3", "watching anne", "replay The duel" ... */
    static String doing(List<Page> pages) {
        for (int i = pages.size() - 1; i >= 0; i--) {
            Page p = pages.get(i);
            if (p instanceof WatchPage w) return w.doing();
            if (p instanceof ReplayPage r) return r.doing();
            if (p instanceof BattlePage b) {
                Battle battle = b.fight().battle();
                return "fight " + battle.name() + (battle.over() ? ", over" : " round " + battle.round());
            }
        }
        return pages.size() <= 1 ? "title screen" : "in the menus";
    }

    private static void drawFor(Canvas canvas, Page top, String player) {
        canvas.fill(Style.NORMAL);
        if (top instanceof WatchPage) {
            // A watcher of a watcher sees who is watching, never a frame inside a frame inside a frame.
            canvas.paragraph(canvas.height() / 2, "  " + player + " is watching someone.", Style.DIM);
            return;
        }
        try {
            top.draw(canvas);
        } catch (RuntimeException e) {
            canvas.fill(Style.NORMAL);
            canvas.paragraph(canvas.height() / 2, "  " + player + "'s screen cannot be shown just now.", Style.DIM);
        }
    }

    /** "watched by bob, gm" at the right end of the last row (the key hints), never over the map. */
    static void markWatchers(Canvas canvas, List<String> watchers) {
        if (watchers.isEmpty()) return;
        String mark = Text.fit(" watched by " + String.join(", ", watchers) + " ", canvas.width() / MARK_SHARE);
        canvas.text(canvas.width() - mark.length(), canvas.height() - 1, mark, Style.WARN);
    }
}
