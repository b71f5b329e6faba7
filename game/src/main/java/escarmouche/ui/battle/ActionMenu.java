package escarmouche.ui.battle;

import com.googlecode.lanterna.input.KeyStroke;
import escarmouche.ui.page.App;
import escarmouche.ui.page.Frame;
import escarmouche.ui.page.Page;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Keys;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import java.util.List;
import java.util.function.Consumer;

/**
 * The active creature's actions in a box over the battle: what cannot be done now is greyed, with the
 * engine's reason beside it and in full under the list when it is selected. Choosing a greyed action
 * does nothing but say why, so the player learns the rule without a refusal in the log.
 */
final class ActionMenu implements Page {
    /** One action; {@code whyNot} (the reason, in words) null when it can be done now. */
    record Item(char key, String label, String whyNot, Runnable action) {
        boolean possible() {
            return whyNot == null;
        }
    }

    private final App app;
    private final String title;
    private final List<Item> items;
    private final Page under;
    private final Consumer<String> tell;
    private int selected;

    /** @param tell where the reason goes when a greyed action is chosen (the battle's notice line) */
    ActionMenu(App app, String title, List<Item> items, Page under, Consumer<String> tell) {
        this.app = app;
        this.title = title;
        this.items = List.copyOf(items);
        this.under = under;
        this.tell = tell;
        for (int i = 0; i < this.items.size(); i++) {
            if (this.items.get(i).possible()) {
                selected = i;
                break;
            }
        }
    }

    @Override
    public void draw(Canvas canvas) {
        under.draw(canvas);
        int w = 26;
        for (Item i : items) w = Math.max(w, i.label().length() + 8 + (i.possible() ? 0 : 24));
        w = Math.min(canvas.width() - 4, Math.max(w, title.length() + 8));
        // The list, a line for the selected action's reason, the hints.
        int h = Math.min(canvas.height() - 2, items.size() + 4);
        Canvas inner = Frame.box(canvas, (canvas.width() - w) / 2, Math.max(1, (canvas.height() - h) / 2), w, h, title);
        int listRows = inner.height() - 2;
        int first = Math.max(0, selected - (listRows - 1));
        for (int r = 0; r < listRows; r++) {
            int i = first + r;
            if (i >= items.size()) {
                inner.line(r, "", Style.NORMAL);
                continue;
            }
            Item item = items.get(i);
            String key = item.key() == 0 ? "  " : item.key() + " ";
            Style style = i == selected ? Style.SELECTED : item.possible() ? Style.NORMAL : Style.DIM;
            inner.line(r, "", style);
            int c = inner.text(0, r, key, i == selected ? Style.SELECTED : item.possible() ? Style.KEY : Style.DIM);
            String label = item.possible() ? item.label() : item.label() + " · not now";
            inner.text(c, r, Text.fit(label, inner.width() - c), style);
        }
        Item sel = items.isEmpty() ? null : items.get(selected);
        inner.line(listRows, sel == null || sel.possible() ? "" : Text.fit("Not possible now: " + sel.whyNot(), inner.width()),
                Style.WARN);
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
        Item item = items.get(i);
        app.pop();
        if (item.possible()) item.action().run();
        else tell.accept("Not possible now: " + item.whyNot());
    }
}
