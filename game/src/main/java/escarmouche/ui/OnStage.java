package escarmouche.ui;

import escarmouche.lang.ScreenMessages;
import escarmouche.ui.menu.TitlePage;
import escarmouche.ui.page.Doing;
import escarmouche.ui.page.DoingPage;
import escarmouche.ui.page.LiveGames;
import escarmouche.ui.page.Page;
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
    static void publish(LiveGames live, List<Page> pages, ScreenMessages m) {
        Page top = pages.get(pages.size() - 1);
        LiveGames.Shown shown = top instanceof TitlePage ? LiveGames.Shown.COUNT
                : top instanceof WatchPage w && w.listing() ? LiveGames.Shown.LIST : LiveGames.Shown.NOTHING;
        List<Page> stack = List.copyOf(pages);
        live.drawn(doing(pages), shown, canvas -> drawFor(canvas, stack, live.player(), m));
    }

    /** On the title screen, in a fight (which, which round), watching anne, replaying a fight ... */
    static Doing doing(List<Page> pages) {
        for (int i = pages.size() - 1; i >= 0; i--) {
            Page p = pages.get(i);
            // The page nearest the top that says it: a key list over a fight still shows the fight.
            if (p instanceof DoingPage d) return d.doing();
        }
        return pages.size() <= 1 ? Doing.TITLE : Doing.MENUS;
    }

    /** The page as a watcher sees it, in the watched player's words as the page itself is. */
    private static void drawFor(Canvas canvas, List<Page> pages, String player, ScreenMessages m) {
        canvas.fill(Style.NORMAL);
        Page top = pages.get(pages.size() - 1);
        if (top instanceof WatchPage) {
            // A watcher of a watcher sees who is watching, never a frame inside a frame inside a frame.
            canvas.paragraph(canvas.height() / 2, "  " + m.text("watch.frame.watching", player), Style.DIM);
            return;
        }
        for (Page p : pages) {
            String secret = p.secretFromWatchers();
            if (secret != null) {
                // Not even the map: a planned path, the look cursor or a status line would say where it is.
                canvas.paragraph(canvas.height() / 2, "  " + m.text(secret, player), Style.DIM);
                return;
            }
        }
        try {
            top.draw(canvas);
        } catch (RuntimeException e) {
            canvas.fill(Style.NORMAL);
            canvas.paragraph(canvas.height() / 2, "  " + m.text("watch.frame.fault", player), Style.DIM);
        }
    }

    /**
     * "watched by bob, gm" at the right end of the last row (the key hints), never over the map, in the
     * watched player's words. The hint it would cut short goes too, so no key reads as if it did something
     * else ("Space actions watched by bob").
     */
    static void markWatchers(Canvas canvas, List<String> watchers, ScreenMessages m) {
        if (watchers.isEmpty()) return;
        String mark = Text.fit(" " + m.text("watch.mark", String.join(", ", watchers)) + " ",
                canvas.width() / MARK_SHARE);
        int row = canvas.height() - 1;
        int at = canvas.width() - mark.length();
        // Back to the gap of two spaces that ends the hint before the mark, but never past half the row.
        int from = at;
        while (from > canvas.width() / 2 && !(canvas.charAt(from - 1, row) == ' ' && canvas.charAt(from - 2, row) == ' ')) {
            from--;
        }
        if (from > canvas.width() / 2) canvas.text(from, row, " ".repeat(at - from), Style.NORMAL);
        canvas.text(at, row, mark, Style.WARN);
    }
}
