package escarmouche.ui.page;

import com.googlecode.lanterna.input.KeyStroke;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Keys;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import java.util.ArrayList;
import java.util.List;

/**
 * Text to read: help, "why?", a rule, the surroundings, a summary. Full screen, or a box drawn over the
 * page below it. Scrolls with the arrows and Page keys; Enter, Esc or q closes it.
 */
public final class TextPage implements Page {
    /** Where closing leads. */
    public enum Close { POP, HOME }

    private final App app;
    private final String title;
    private final List<Line> lines;
    private final Close close;
    private final Page under;
    private int scroll;
    private int lastRows = 1;
    private int lastTotal;
    /** The footer's key and label pairs for closing, when the page is not closed the usual way. */
    private String[] closing;
    /** Key and label pairs of the owner's own keys, said in the footer before the closing ones; none by default. */
    private String[] own = new String[0];

    public TextPage(App app, String title, List<String> lines, Close close) {
        this(app, title, Line.all(lines), close, null);
    }

    public TextPage(App app, String title, List<Line> lines, Close close, Page under) {
        this.app = app;
        this.title = title;
        this.lines = List.copyOf(lines);
        this.close = close;
        this.under = under;
    }

    @Override
    public void draw(Canvas canvas) {
        Canvas inner;
        int footer;
        if (under != null) {
            under.draw(canvas);
            int w = Math.min(canvas.width() - 4, 78);
            int wrapped = wrapped(w - 4).size();
            int h = Math.min(canvas.height() - 2, wrapped + 4);
            inner = Frame.box(canvas, (canvas.width() - w) / 2, Math.max(1, (canvas.height() - h) / 2), w, h, title);
            footer = inner.height() - 1;
        } else {
            canvas.fill(Style.NORMAL);
            canvas.line(0, " " + title, Style.TITLE);
            // A line of text no wider than reads easily: at 200 columns the keys' explanations ran 190 wide.
            inner = canvas.region(2, 2, Text.readable(canvas.width() - 4), canvas.height() - 3);
            footer = inner.height() - 1;
        }
        List<Line> shown = wrapped(inner.width());
        int rows = Math.max(1, footer - (under != null ? 0 : 1));
        lastRows = rows;
        lastTotal = shown.size();
        // Clamped for this frame only: a frame drawn for a watcher's bigger terminal leaves the reader's place.
        int top = Math.max(0, Math.min(scroll, shown.size() - rows));
        for (int r = 0; r < rows; r++) {
            int i = top + r;
            if (i < shown.size()) inner.line(r, shown.get(i).text(), shown.get(i).style());
            else inner.line(r, "", Style.NORMAL);
        }
        boolean more = shown.size() > rows;
        ScreenMessages m = app.messages();
        String where = more ? "  " + m.text("page.where", m.language().number(top + 1),
                m.language().number(Math.min(shown.size(), top + rows)), m.language().number(shown.size())) : "";
        Canvas bar = under != null ? inner : canvas.region(0, canvas.height() - 1, canvas.width(), 1);
        int row = under != null ? footer : 0;
        List<String> after = new ArrayList<>(List.of(own));
        after.addAll(closing != null ? List.of(closing) : List.of(m.text("page.close.keys"), m.text("page.close")));
        List<String> hints = new ArrayList<>();
        if (more) hints.addAll(List.of(m.text("page.scroll.keys"), m.text("page.scroll") + where));
        hints.addAll(after);
        if (more && Frame.hintsWidth(hints.toArray(String[]::new)) > bar.width()) {
            // Too long for the bar with the page's own keys: the arrows alone say scrolling (PgUp, PgDn still do).
            hints.set(0, m.text("page.scroll.keys.short"));
        }
        Frame.hints(bar, row, hints.toArray(String[]::new));
        if (under != null) Frame.overBar(canvas, hints.toArray(String[]::new));
    }

    /**
     * Says the keys of the page's owner in the footer (key, label, key, label...), before the closing ones:
     * a page whose text names them at its end shows them where they are seen without scrolling.
     */
    public TextPage keys(String... pairs) {
        own = pairs.clone();
        return this;
    }

    /** Says other keys in the footer (key, label, key, label...) for a page whose owner handles them. */
    public TextPage closing(String... pairs) {
        closing = pairs.clone();
        return this;
    }

    private List<Line> wrapped(int width) {
        List<Line> out = new ArrayList<>();
        for (Line l : lines) for (String s : Text.wrap(l.text(), width)) out.add(new Line(s, l.style()));
        return out;
    }

    @Override
    public void handle(KeyStroke key) {
        if (Keys.enter(key) || Keys.escape(key) || Keys.ch(key) == 'q' || Keys.ch(key) == ' ') {
            if (close == Close.HOME) app.home();
            else app.pop();
            return;
        }
        scroll = Math.min(scroll, Math.max(0, lastTotal - lastRows));
        scroll = Keys.select(key, scroll, Math.max(1, lastTotal - lastRows + 1), Math.max(1, lastRows - 1));
    }

    /** The page's text, for tests and screen readers. */
    public List<Line> lines() {
        return lines;
    }
}
