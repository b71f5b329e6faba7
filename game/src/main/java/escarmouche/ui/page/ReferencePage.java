package escarmouche.ui.page;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import escarmouche.reference.RuleEntry;
import escarmouche.reference.RuleSearch;
import escarmouche.reference.RulesReference;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Keys;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The rules reference: every rule ID, grouped by topic or sorted by ID (Tab switches), with the
 * selected rule's text and, for house rules, how plain 5e differs. Typing a letter jumps to the next
 * ID that starts with it; {@code /} searches the rules for words instead (what a player knows of a rule is
 * what it is about, not its ID), the list narrowing as they type.
 */
public final class ReferencePage implements Page {
    /** A row of the list: a topic heading (rule null) or a rule. */
    private record Row(String topic, RuleEntry rule) {}

    /** The longest search kept: more than any phrase a rule's text could be found by. */
    private static final int LONGEST_SEARCH = 40;
    /**
     * The rules list's width, and on a terminal of 120 columns or more, where every row fits whole: the marker,
     * the ID and the title of the longest, MOVE-DIFFICULT's French (55 columns; ReferenceListWidthTest checks them all).
     */
    private static final int LIST = 44;
    private static final int LIST_WIDE = 56;
    /**
     * Before the ID of a house rule (or a 5e rule with a house change), a space before a plain 5e one: the 5e rows
     * are dimmed too, but without colour (the title screen's c, NO_COLOR) dim reads as normal, and colour is never
     * the only signal (Style). Plain ASCII, one column: the longest row still fits {@link #LIST_WIDE}. The title
     * line says what it means.
     */
    static final String HOUSE_MARK = "*";

    private final App app;
    private final RulesReference reference;
    private final ScreenMessages messages;
    private boolean byId;
    /** Typing goes to {@link #query} instead of jumping to an ID. */
    private boolean searching;
    private final StringBuilder query = new StringBuilder();
    private List<Row> rows;
    /** The selected row; -1 when a search finds nothing. */
    private int selected;

    public ReferencePage(App app) {
        this.app = app;
        this.reference = app.reference();
        this.messages = app.messages();
        rebuild(null);
    }

    /**
     * The reference opened on the first house rule whose ID starts with {@code prefix} and a dash
     * ({@code OA}: OA-WITHIN), the first rule of all when none does: a part of the house rules, explained.
     */
    public ReferencePage(App app, String prefix) {
        this(app);
        for (int i = 0; i < rows.size(); i++) {
            RuleEntry e = rows.get(i).rule();
            if (e != null && e.house() && e.id().startsWith(prefix + "-")) {
                selected = i;
                return;
            }
        }
    }

    /** Lays the list out again (the rules a search keeps, by topic or by ID) with {@code keep} selected if shown. */
    private void rebuild(RuleEntry keep) {
        List<RuleEntry> shown = searching ? RuleSearch.matching(reference.all(), query.toString()) : reference.all();
        rows = new ArrayList<>();
        if (byId) {
            List<RuleEntry> all = new ArrayList<>(shown);
            all.sort(Comparator.comparing(RuleEntry::id));
            for (RuleEntry e : all) rows.add(new Row(null, e));
        } else {
            for (String topic : reference.topics()) {
                boolean headed = false;
                for (RuleEntry e : shown) {
                    if (!e.topic().equals(topic)) continue;
                    if (!headed) rows.add(new Row(topic, null));
                    headed = true;
                    rows.add(new Row(null, e));
                }
            }
        }
        selected = -1;
        for (int i = 0; i < rows.size(); i++) if (rows.get(i).rule() != null && rows.get(i).rule() == keep) selected = i;
        if (selected < 0 && !rows.isEmpty()) {
            selected = 0;
            if (rows.get(0).rule() == null) move(1);
        }
    }

    /** After the search changed: the rule its words name if one does, else the one selected if still shown. */
    private void searched() {
        RuleEntry named = RuleSearch.named(reference.all(), query.toString());
        rebuild(named != null ? named : current());
    }

    private void move(int delta) {
        if (selected < 0) return;
        int i = selected;
        do {
            i += delta;
        } while (i >= 0 && i < rows.size() && rows.get(i).rule() == null);
        if (i >= 0 && i < rows.size()) selected = i;
    }

    /** The selected rule; null when a search finds nothing. */
    private RuleEntry current() {
        return selected < 0 ? null : rows.get(selected).rule();
    }

    @Override
    public void draw(Canvas canvas) {
        canvas.fill(Style.NORMAL);
        canvas.line(0, " " + messages.text("reference.heading", String.valueOf(reference.all().size()),
                messages.text(byId ? "reference.by.id" : "reference.by.topic")) + " · "
                + messages.text("reference.legend", HOUSE_MARK), Style.TITLE);
        if (searching) drawSearch(canvas.region(1, 1, canvas.width() - 2, 1));
        // From 120 columns the list has room for whole titles ("Difficult terrain: careful or risky"), the text
        // beside it still 60 wide; narrower, the list takes at most two fifths. A share at 120 columns too gave
        // 48, and the longest titles were cut until 140.
        int listWidth = canvas.width() >= 120 ? LIST_WIDE : Math.min(LIST, canvas.width() * 2 / 5);
        Canvas list = canvas.region(1, 2, listWidth, canvas.height() - 3);
        if (rows.isEmpty()) list.paragraph(0, messages.text("reference.search.none", query.toString().strip()), Style.DIM);
        int first = Math.max(0, Math.min(selected - list.height() / 2, rows.size() - list.height()));
        for (int r = 0; r < list.height() && first + r < rows.size(); r++) {
            Row row = rows.get(first + r);
            if (row.rule() == null) {
                list.line(r, Text.fit(row.topic(), list.width()), Style.HEADING);
            } else {
                boolean sel = first + r == selected;
                Style style = sel ? Style.SELECTED : row.rule().house() ? Style.NORMAL : Style.DIM;
                list.line(r, "", style);
                // The mark of a house rule, the ID, then its title in the room left, so a rule can be found by what it
                // is about.
                String mark = row.rule().house() ? HOUSE_MARK : " ";
                int c = list.text(0, r, Text.fit((sel ? "▶ " : "  ") + mark + row.rule().id() + " ", list.width()), style);
                if (c < list.width()) list.text(c, r, Text.fit(row.rule().title(), list.width() - c),
                        sel ? Style.SELECTED : Style.DIM);
            }
        }
        RuleEntry e = current();
        if (e != null) {
            Canvas text = canvas.region(listWidth + 3, 2, Text.readable(canvas.width() - listWidth - 4), canvas.height() - 3);
            int r = text.paragraph(0, app.messages().text("tutorial.note.heading", e.id(), e.title()), Style.HEADING);
            r += text.paragraph(r, e.topic() + " · " + origin(e, messages), Style.DIM) + 1;
            r += text.paragraph(r, e.text(), Style.NORMAL) + 1;
            if (!e.differs().isEmpty()) text.paragraph(r, messages.text("reference.versus", e.differs()), Style.WARN);
        }
        Canvas bar = canvas.region(0, canvas.height() - 1, canvas.width(), 1);
        if (searching) {
            Frame.hints(bar, 0, messages.text("reference.search.type.keys"), messages.text("reference.search.type"),
                    messages.text("hint.updown.keys"), messages.text("hint.choose"), messages.text("hint.enter.keys"),
                    messages.text("reference.read"), messages.text("hint.esc.keys"), messages.text("reference.search.all"));
        } else {
            Frame.hints(bar, 0, messages.text("hint.updown.keys"), messages.text("hint.choose"),
                    messages.text("reference.search.keys"), messages.text("reference.search"),
                    messages.text("reference.tab.keys"), messages.text(byId ? "reference.by.topic" : "reference.by.id"),
                    messages.text("reference.letters.keys"), messages.text("reference.jump"),
                    messages.text("hint.enter.keys"), messages.text("reference.read"),
                    messages.text("hint.esc.keys"), messages.text("hint.back"));
        }
    }

    /** The search's row: what is typed, with the cursor, and how many rules hold it. */
    private void drawSearch(Canvas row) {
        String label = messages.text("reference.search.field") + " ";
        int c = row.text(0, 0, label, Style.KEY);
        String count = "  " + messages.text("reference.search.count", ruleCount(), reference.all().size());
        int room = Math.max(1, row.width() - c - count.length());
        c = row.text(c, 0, Text.fit(query + "_", room), Style.SELECTED);
        row.text(c, 0, Text.fit(count, row.width() - c), Style.DIM);
    }

    private int ruleCount() {
        int n = 0;
        for (Row r : rows) if (r.rule() != null) n++;
        return n;
    }

    /** Where a rule comes from, in words. */
    public static String origin(RuleEntry e) {
        return origin(e, ScreenMessages.of(Language.EN));
    }

    /** Where a rule comes from, in words of the session's language. */
    public static String origin(RuleEntry e, ScreenMessages messages) {
        return messages.text(switch (e.origin()) {
            case "house" -> "reference.origin.house";
            case "5e" -> "reference.origin.5e";
            default -> "reference.origin.mixed";
        });
    }

    @Override
    public void handle(KeyStroke key) {
        if (searching && searchKey(key)) return;
        char c = Keys.ch(key);
        if (Keys.escape(key) || c == 'q') {
            app.pop();
        } else if (c == '?') {
            app.push(KeyHelp.page(app, "keyhelp.reference.screen"));
        } else if (c == '/') {
            searching = true;
        } else if (Keys.is(key, KeyType.Tab)) {
            byId = !byId;
            rebuild(current());
        } else if (Keys.enter(key)) {
            read(current());
        } else if (Keys.is(key, KeyType.ArrowUp)) {
            move(-1);
        } else if (Keys.is(key, KeyType.ArrowDown)) {
            move(1);
        } else if (Keys.is(key, KeyType.PageUp) || Keys.is(key, KeyType.PageDown)) {
            for (int i = 0; i < 10; i++) move(Keys.is(key, KeyType.PageUp) ? -1 : 1);
        } else if (Character.isLetter(c)) {
            jump(Character.toUpperCase(c));
        }
    }

    /**
     * A key while searching: what is typed goes to the search (q and the letters included), Backspace and
     * Ctrl-U take it back, Esc shows every rule again with the one selected kept. False for the keys that
     * do what they do without a search (arrows, Enter, Tab).
     */
    private boolean searchKey(KeyStroke key) {
        char c = Keys.ch(key);
        if (Keys.escape(key)) {
            searching = false;
            query.setLength(0);
            rebuild(current());
        } else if (Keys.clearLine(key)) {
            query.setLength(0);
            searched();
        } else if (Keys.is(key, KeyType.Backspace) || Keys.is(key, KeyType.Delete)) {
            if (!query.isEmpty()) query.setLength(query.length() - 1);
            searched();
        } else if (c != 0 && !Text.wide(c) && (Character.isLetterOrDigit(c) || " -'’".indexOf(c) >= 0)) {
            if (query.length() < LONGEST_SEARCH) query.append(c);
            searched();
        } else {
            return false;
        }
        return true;
    }

    private void read(RuleEntry e) {
        if (e == null) return;
        List<Line> lines = new ArrayList<>();
        lines.add(Line.dim(e.topic() + " · " + origin(e, messages)));
        lines.add(Line.of(""));
        lines.add(Line.of(e.text()));
        if (!e.differs().isEmpty()) {
            lines.add(Line.of(""));
            lines.add(new Line(messages.text("reference.versus", e.differs()), Style.WARN));
        }
        app.push(new TextPage(app, app.messages().text("tutorial.note.heading", e.id(), e.title()), lines,
                TextPage.Close.POP, null));
    }

    private void jump(char letter) {
        for (int k = 1; k <= rows.size(); k++) {
            int i = (selected + k) % rows.size();
            RuleEntry e = rows.get(i).rule();
            if (e != null && e.id().charAt(0) == letter) {
                selected = i;
                return;
            }
        }
    }
}
