package escarmouche.ui.watch;

import escarmouche.lang.ScreenMessages;
import escarmouche.ui.page.Frame;
import escarmouche.ui.page.LiveGames;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import java.util.List;

/** Draws the list of live games: one line each, with what the game is doing and who watches it. */
final class LiveList {
    /** The name column's width at least: most names are short (with the gap, the width it always had). */
    private static final int NAME = 14;
    /** Blanks between two columns, so that a name cut with "…" never runs into what follows. */
    private static final int GAP = 2;

    private LiveList() {}

    static void draw(Canvas canvas, List<LiveGames.Live> games, int selected, String notice, ScreenMessages m) {
        canvas.fill(Style.NORMAL);
        canvas.line(0, " " + m.text("watch.title"), Style.TITLE);
        Canvas inner = canvas.region(2, 2, canvas.width() - 4, canvas.height() - 3);
        int row = 0;
        if (notice != null) row += inner.paragraph(row, notice, Style.WARN) + 1;
        if (games.isEmpty()) {
            inner.paragraph(row, m.text("watch.nobody"), Style.NORMAL);
        } else {
            // As wide as the longest name, when a third of the screen allows it: names cut in their middle (a
            // guest's number stays in view) only on a narrow terminal.
            int longest = 0;
            for (LiveGames.Live g : games) longest = Math.max(longest, g.player().length());
            int name = Math.max(NAME, Math.min(longest, (inner.width() - 2) / 3));
            int doing = Math.max(10, (inner.width() - 2 - name - GAP) * 3 / 5);
            inner.text(0, row, Text.cell("  " + m.text("watch.player"), 2 + name + GAP) + Text.cell(m.text("watch.doing"), doing + GAP)
                    + m.text("watch.watchers"), Style.HEADING);
            row++;
            // The selected line is kept in view on a short terminal.
            int rows = Math.max(1, inner.height() - row - 1);
            int first = Math.max(0, selected - rows + 1);
            for (int i = first; i < games.size() && row < inner.height() - 1; i++, row++) {
                LiveGames.Live g = games.get(i);
                boolean sel = i == selected;
                String watchers = g.full() ? m.text("watch.full", String.valueOf(g.watchers().size())) : String.join(", ", g.watchers());
                String text = (sel ? "▶ " : "  ") + Text.cell(Text.fitMiddle(g.player(), name), name + GAP)
                        + Text.cell(DoingWords.of(g.doing(), m), doing) + " ".repeat(GAP) + watchers;
                inner.line(row, Text.fit(text, inner.width()), sel ? Style.SELECTED : Style.NORMAL);
            }
        }
        Frame.hints(canvas.region(0, canvas.height() - 1, canvas.width(), 1), 0, m.text("hint.updown.keys"),
                m.text("hint.choose"), m.text("hint.enter.keys"), m.text("watch.hint.watch"), m.text("watch.hint.back.keys"),
                m.text("hint.back"));
    }
}
