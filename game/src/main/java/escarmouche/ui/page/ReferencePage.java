package escarmouche.ui.page;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import escarmouche.reference.RuleEntry;
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
 * ID that starts with it.
 */
public final class ReferencePage implements Page {
    /** A row of the list: a topic heading (rule null) or a rule. */
    private record Row(String topic, RuleEntry rule) {}

    private final App app;
    private final RulesReference reference;
    private final ScreenMessages messages;
    private boolean byId;
    private List<Row> rows;
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

    private void rebuild(RuleEntry keep) {
        rows = new ArrayList<>();
        if (byId) {
            List<RuleEntry> all = new ArrayList<>(reference.all());
            all.sort(Comparator.comparing(RuleEntry::id));
            for (RuleEntry e : all) rows.add(new Row(null, e));
        } else {
            for (String topic : reference.topics()) {
                rows.add(new Row(topic, null));
                for (RuleEntry e : reference.byTopic(topic)) rows.add(new Row(null, e));
            }
        }
        selected = 0;
        for (int i = 0; i < rows.size(); i++) if (rows.get(i).rule() != null && rows.get(i).rule() == keep) selected = i;
        if (rows.get(selected).rule() == null) move(1);
    }

    private void move(int delta) {
        int i = selected;
        do {
            i += delta;
        } while (i >= 0 && i < rows.size() && rows.get(i).rule() == null);
        if (i >= 0 && i < rows.size()) selected = i;
    }

    private RuleEntry current() {
        return rows.get(selected).rule();
    }

    @Override
    public void draw(Canvas canvas) {
        canvas.fill(Style.NORMAL);
        canvas.line(0, " " + messages.text("reference.heading", String.valueOf(reference.all().size()),
                messages.text(byId ? "reference.by.id" : "reference.by.topic")), Style.TITLE);
        int listWidth = Math.min(44, canvas.width() * 2 / 5);
        Canvas list = canvas.region(1, 2, listWidth, canvas.height() - 3);
        int first = Math.max(0, Math.min(selected - list.height() / 2, rows.size() - list.height()));
        for (int r = 0; r < list.height() && first + r < rows.size(); r++) {
            Row row = rows.get(first + r);
            if (row.rule() == null) {
                list.line(r, Text.fit(row.topic(), list.width()), Style.HEADING);
            } else {
                boolean sel = first + r == selected;
                Style style = sel ? Style.SELECTED : row.rule().house() ? Style.NORMAL : Style.DIM;
                list.line(r, "", style);
                // The ID, then its title in the room left, so a rule can be found by what it is about.
                int c = list.text(0, r, Text.fit((sel ? "▶ " : "  ") + row.rule().id() + " ", list.width()), style);
                if (c < list.width()) list.text(c, r, Text.fit(row.rule().title(), list.width() - c),
                        sel ? Style.SELECTED : Style.DIM);
            }
        }
        Canvas text = canvas.region(listWidth + 3, 2, canvas.width() - listWidth - 4, canvas.height() - 3);
        RuleEntry e = current();
        int r = text.paragraph(0, app.messages().text("tutorial.note.heading", e.id(), e.title()), Style.HEADING);
        r += text.paragraph(r, e.topic() + " · " + origin(e, messages), Style.DIM) + 1;
        r += text.paragraph(r, e.text(), Style.NORMAL) + 1;
        if (e.house() && !e.differs().isEmpty()) text.paragraph(r, messages.text("reference.versus", e.differs()), Style.WARN);
        Frame.hints(canvas.region(0, canvas.height() - 1, canvas.width(), 1), 0,
                messages.text("hint.updown.keys"), messages.text("hint.choose"), messages.text("reference.tab.keys"),
                messages.text(byId ? "reference.by.topic" : "reference.by.id"), messages.text("reference.letters.keys"),
                messages.text("reference.jump"), messages.text("hint.enter.keys"), messages.text("reference.read"),
                messages.text("hint.esc.keys"), messages.text("hint.back"));
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
        char c = Keys.ch(key);
        if (Keys.escape(key) || c == 'q') {
            app.pop();
        } else if (Keys.is(key, KeyType.Tab)) {
            byId = !byId;
            rebuild(current());
        } else if (Keys.enter(key)) {
            RuleEntry e = current();
            List<Line> lines = new ArrayList<>();
            lines.add(Line.dim(e.topic() + " · " + origin(e, messages)));
            lines.add(Line.of(""));
            lines.add(Line.of(e.text()));
            if (e.house() && !e.differs().isEmpty()) {
                lines.add(Line.of(""));
                lines.add(new Line(messages.text("reference.versus", e.differs()), Style.WARN));
            }
            app.push(new TextPage(app, app.messages().text("tutorial.note.heading", e.id(), e.title()), lines,
                    TextPage.Close.POP, null));
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
