package escarmouche.ui.page;

import com.googlecode.lanterna.input.KeyStroke;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Keys;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import java.util.List;
import java.util.function.Consumer;

/**
 * A short list of choices in a box over another page: arrows and Enter, or the choice's own key. A
 * choice that cannot be made now is greyed, with its reason beside it and in full under the list when
 * selected; choosing it only says why, so the player learns the rule without a refusal.
 */
public final class MenuPage implements Page {
    /**
     * One choice; {@code key} 0 when it has no shortcut; {@code whyNot} (in words) null when it can be made now;
     * {@code brief} a shorter form of it for the choice's row, or null for the whole one.
     */
    public record Item(char key, String label, Runnable action, String whyNot, String brief) {
        public Item(char key, String label, Runnable action) {
            this(key, label, action, null, null);
        }

        public Item(char key, String label, Runnable action, String whyNot) {
            this(key, label, action, whyNot, null);
        }

        boolean possible() {
            return whyNot == null;
        }
    }

    private final App app;
    private final String title;
    private final List<Item> items;
    private final Page under;
    private final Consumer<String> tell;
    /** Whether a row under the list is kept for the selected choice's reason. */
    private final boolean reasons;
    private int selected;
    /** The rows under the list for the selected choice's reason, as the last draw laid them out: 1 to {@link #REASON_ROWS}. */
    private int reasonRows = 1;

    /** A menu whose greyed choice, chosen, stays open on it: its reason shows under the list. */
    public MenuPage(App app, String title, List<Item> items, Page under) {
        this(app, title, items, under, null);
    }

    /**
     * @param tell where the reason goes when a greyed choice is chosen (the battle's notice line), the menu
     *             closing; null keeps the menu open on that choice, whose reason it shows
     */
    public MenuPage(App app, String title, List<Item> items, Page under, Consumer<String> tell) {
        this.app = app;
        this.title = title;
        this.items = List.copyOf(items);
        this.under = under;
        this.tell = tell;
        this.reasons = this.items.stream().anyMatch(i -> !i.possible());
        for (int i = 0; i < this.items.size(); i++) {
            if (this.items.get(i).possible()) {
                selected = i;
                break;
            }
        }
    }

    /**
     * Opens the menu on the choice of this key rather than on the first possible one, when that choice can be made
     * (otherwise nothing changes): the one a situation calls for, such as the Dodge for a frightened hero.
     */
    public MenuPage selecting(char key) {
        for (int i = 0; i < items.size(); i++) {
            if (items.get(i).key() == key && items.get(i).possible()) selected = i;
        }
        return this;
    }

    @Override
    public void draw(Canvas canvas) {
        under.draw(canvas);
        // As wide as its longest row: a choice with its key and mark, a greyed one with its reason, and a
        // greyed one's reason as the row under the list says it; no wider, so the page below stays in sight.
        int w = 26;
        for (Item i : items) {
            w = Math.max(w, label(i).length() + 10);
            if (!i.possible()) w = Math.max(w, app.messages().text("menu.whynot", i.whyNot()).length() + 4);
        }
        String[] keys = {app.messages().text("hint.enter.keys"), app.messages().text("menu.choose"),
                app.messages().text("hint.esc.keys"), app.messages().text("hint.back")};
        // The selected choice's whole reason, its rule's id at its end, goes over more rows when one would cut it
        // ("Not possible now: Ana is frightened: it may only defend itself (COND-FRIGHTENED)" at 80 columns). A box
        // that holds its whole list keeps rows for the longest reason, so that it keeps its size as the selection
        // moves; a list that scrolls gives up rows only while the selected choice's reason needs them.
        int reasonWidth = Math.min(canvas.width() - 4, Math.max(w, title.length() + 8)) - 4;
        reasonRows = reasonRows(items, reasonWidth);
        if (items.size() + 3 + reasonRows > canvas.height() - 2 && !items.isEmpty()) {
            reasonRows = reasonRows(List.of(items.get(selected)), reasonWidth);
        }
        int extra = reasons ? 3 + reasonRows : 3;
        // A choice longer than the box goes on over the rows under it, while the whole list so fits: the
        // escape's odds in French were cut before the grappler's modifier. A list that must scroll keeps a
        // row a choice.
        int wide = Math.min(canvas.width() - 4, Math.max(w, title.length() + 8));
        List<List<String>> wrapped = new java.util.ArrayList<>();
        int rows = 0;
        for (Item i : items) {
            List<String> lines = Text.wrap(label(i), Math.max(1, wide - 4 - prefix(i)));
            if (lines.isEmpty()) lines = List.of("");
            wrapped.add(lines);
            rows += lines.size();
        }
        if (rows > items.size() && rows + extra <= canvas.height() - 2) {
            drawWrapped(canvas, wide, rows + extra, wrapped, keys);
            return;
        }
        // The list, the selected choice's reason when some are greyed, the hints.
        int h = Math.min(canvas.height() - 2, items.size() + extra);
        // The frame takes two rows (Frame.box), the reason and the hints one each.
        int listRows = h - 2 - (reasons ? 1 + reasonRows : 1);
        int first = Math.max(0, selected - (listRows - 1));
        if (items.size() > listRows) {
            // More entries than rows (a long action list on a small terminal): say which part is shown, so
            // that the ones below are not taken for missing, and make room for it in the box.
            keys = new String[] {keys[0], keys[1], keys[2], keys[3], "↑↓",
                    app.messages().text("page.where", first + 1, Math.min(items.size(), first + listRows), items.size())};
            w = Math.max(w, Frame.hintsWidth(keys) + 4);
        }
        w = Math.min(canvas.width() - 4, Math.max(w, title.length() + 8));
        Canvas inner = Frame.box(canvas, (canvas.width() - w) / 2, Math.max(1, (canvas.height() - h) / 2), w, h, title);
        for (int r = 0; r < listRows; r++) {
            int i = first + r;
            if (i >= items.size()) {
                inner.line(r, "", Style.NORMAL);
                continue;
            }
            Item item = items.get(i);
            int c = key(inner, r, i);
            inner.text(c, r, Text.fit(label(item), inner.width() - c), style(i));
        }
        footer(canvas, inner, listRows, keys);
    }

    /** Every choice whole, a long one over as many rows as it takes, its words under its first. */
    private void drawWrapped(Canvas canvas, int w, int h, List<List<String>> wrapped, String[] keys) {
        Canvas inner = Frame.box(canvas, (canvas.width() - w) / 2, Math.max(1, (canvas.height() - h) / 2), w, h, title);
        int r = 0;
        for (int i = 0; i < items.size(); i++) {
            int c = key(inner, r, i);
            for (String line : wrapped.get(i)) {
                if (c == 0) inner.line(r, "", style(i));
                inner.text(c == 0 ? prefix(items.get(i)) : c, r++, line, style(i));
                c = 0;
            }
        }
        footer(canvas, inner, r, keys);
    }

    /** The width of a choice's mark and key: "▶ d ". */
    private static int prefix(Item item) {
        return 2 + (item.key() == 0 ? 0 : 2);
    }

    private String label(Item item) {
        // A greyed choice says its reason beside it, so that the whole list tells what stands in the way of
        // each; the row under the list gives the selected one's whole, should the box cut it.
        return item.possible() ? item.label() : item.label() + " · " + (item.brief() != null ? item.brief() : brief(item.whyNot()));
    }

    /** A reason without the advice in brackets at its end ("no door next to Rowan"); the row under the list has it. */
    private static String brief(String why) {
        int open = why.lastIndexOf(" (");
        return open > 0 && why.endsWith(")") ? why.substring(0, open) : why;
    }

    private Style style(int i) {
        return i == selected ? Style.SELECTED : items.get(i).possible() ? Style.NORMAL : Style.DIM;
    }

    /** A choice's row filled in its style, its mark and key written: the column its label starts at. */
    private int key(Canvas inner, int r, int i) {
        Item item = items.get(i);
        // The choice is marked by a sign as well as by its colours, as on the title screen: a terminal
        // without reverse video, a screen reader or a copied screen still tells which one Enter takes.
        String key = (i == selected ? "▶ " : "  ") + (item.key() == 0 ? "" : item.key() + " ");
        inner.line(r, "", style(i));
        return inner.text(0, r, key, i == selected ? Style.SELECTED : item.possible() ? Style.KEY : Style.DIM);
    }

    /** The most rows a reason takes under the list: a net's refusal in French takes three at 80 columns. */
    private static final int REASON_ROWS = 3;

    /** The rows the whole reason of a greyed choice of {@code some} takes at {@code width}, the longest, {@link #REASON_ROWS} at most. */
    private int reasonRows(List<Item> some, int width) {
        int most = 1;
        for (Item i : some) {
            if (!i.possible()) most = Math.max(most, Math.min(REASON_ROWS, Text.wrap(app.messages().text("menu.whynot", i.whyNot()), width).size()));
        }
        return most;
    }

    /** The selected choice's reason when some are greyed, from row {@code listRows}; the hints. */
    private void footer(Canvas canvas, Canvas inner, int listRows, String[] keys) {
        if (reasons) {
            Item sel = items.isEmpty() ? null : items.get(selected);
            List<String> lines = sel == null || sel.possible() ? List.of()
                    : Text.wrap(app.messages().text("menu.whynot", sel.whyNot()), inner.width());
            for (int r = 0; r < reasonRows; r++) {
                // The last row takes whatever is left, cut only should a reason need more rows than that.
                String text = r >= lines.size() ? "" : r < reasonRows - 1 ? lines.get(r)
                        : Text.fit(String.join(" ", lines.subList(r, lines.size())), inner.width());
                inner.line(listRows + r, text, Style.WARN);
            }
        }
        Frame.hints(inner, inner.height() - 1, keys);
        Frame.overBar(canvas, keys);
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
        if (!item.possible() && tell == null) {
            // Nowhere else to say why (a menu over the title screen): the menu stays, the reason under its list.
            selected = i;
            return;
        }
        app.pop();
        if (item.possible()) item.action().run();
        else tell.accept(app.messages().text("menu.whynot", item.whyNot()));
    }
}
