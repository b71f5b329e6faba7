package escarmouche.ui.page;

import com.googlecode.lanterna.input.KeyStroke;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Keys;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import java.util.List;

/** A short list of choices in a box over another page: arrows and Enter, or the choice's own key. */
public final class MenuPage implements Page {
    /** One choice; {@code key} 0 when it has no shortcut. */
    public record Item(char key, String label, Runnable action) {}

    private final App app;
    private final String title;
    private final List<Item> items;
    private final Page under;
    private int selected;

    public MenuPage(App app, String title, List<Item> items, Page under) {
        this.app = app;
        this.title = title;
        this.items = List.copyOf(items);
        this.under = under;
    }

    @Override
    public void draw(Canvas canvas) {
        under.draw(canvas);
        int w = 26;
        for (Item i : items) w = Math.max(w, i.label().length() + 8);
        w = Math.min(canvas.width() - 4, Math.max(w, title.length() + 8));
        int h = Math.min(canvas.height() - 2, items.size() + 3);
        Canvas inner = Frame.box(canvas, (canvas.width() - w) / 2, Math.max(1, (canvas.height() - h) / 2), w, h, title);
        int first = Math.max(0, selected - (inner.height() - 2));
        for (int r = 0; r < inner.height() - 1; r++) {
            int i = first + r;
            if (i >= items.size()) {
                inner.line(r, "", Style.NORMAL);
                continue;
            }
            Item item = items.get(i);
            String key = item.key() == 0 ? "  " : item.key() + " ";
            Style style = i == selected ? Style.SELECTED : Style.NORMAL;
            inner.line(r, "", style);
            int c = inner.text(0, r, key, i == selected ? Style.SELECTED : Style.KEY);
            inner.text(c, r, Text.fit(item.label(), inner.width() - c), style);
        }
        Frame.hints(inner, inner.height() - 1, "Enter", "choose", "Esc", "back");
    }

    @Override
    public void handle(KeyStroke key) {
        if (Keys.escape(key)) {
            app.pop();
            return;
        }
        if (Keys.enter(key)) {
            choose(selected);
            return;
        }
        char c = Keys.ch(key);
        if (c != 0) {
            for (int i = 0; i < items.size(); i++) {
                if (items.get(i).key() == c) {
                    choose(i);
                    return;
                }
            }
        }
        selected = Keys.select(key, selected, items.size(), 5);
    }

    private void choose(int i) {
        if (items.isEmpty()) return;
        app.pop();
        items.get(i).action().run();
    }
}
