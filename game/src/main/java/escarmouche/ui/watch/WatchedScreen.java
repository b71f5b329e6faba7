package escarmouche.ui.watch;

import escarmouche.lang.ScreenMessages;
import escarmouche.ui.page.LiveGames;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;

/**
 * Draws a watched game: its newest frame, made by the watched game for this terminal's size, with a bar
 * over the last row (the watched player's key hints, which are no use here) naming whom one watches.
 */
final class WatchedScreen {
    private WatchedScreen() {}

    static void draw(Canvas canvas, LiveGames.View view, boolean colour, ScreenMessages m) {
        Canvas frame = view.frame(canvas.width(), canvas.height(), colour);
        canvas.fill(Style.NORMAL);
        if (frame == null) {
            canvas.paragraph(canvas.height() / 2, m.text("watch.waiting", view.player()), Style.DIM);
        } else {
            canvas.paste(frame);
        }
        String bar = " " + m.text("watch.bar", view.player(), DoingWords.of(view.doing(), m)) + " ";
        canvas.line(canvas.height() - 1, Text.fit(bar, canvas.width()), Style.SELECTED);
    }
}
