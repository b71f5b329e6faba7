package escarmouche.ui.page;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.term.Style;
import java.util.ArrayList;
import java.util.List;

/**
 * Every key of the game, as the help screen lists it (docs/playing.md says the same); at a table, the keys that
 * hold there, a player's or the game master's (docs/server.md, Tables).
 */
public final class KeyHelp {
    private KeyHelp() {}

    /**
     * The sections, as message keys: a heading alone, or the keys and what they do. A key column that is
     * not a message key ("m", "g / s") is the same in every language. A fight alone and a table share the
     * moving, the actions and the keys that explain.
     */
    private static final List<List<String>> PLAYING = List.of(
        List.of("keyhelp.moving"),
        List.of("keyhelp.step.keys", "keyhelp.step"),
        List.of("m", "keyhelp.plan"),
        List.of("keyhelp.undo.keys", "keyhelp.undo"),
        List.of("r", "keyhelp.risky"),
        List.of("keyhelp.go.keys", "keyhelp.go"),
        List.of("C", "keyhelp.crawl"),
        List.of("U", "keyhelp.takeback"),
        List.of("keyhelp.actions"),
        List.of("a", "keyhelp.attack"),
        List.of("g / s", "keyhelp.grapple"),
        List.of("x / r", "keyhelp.escape"),
        List.of("D / d / o", "keyhelp.disengage"),
        List.of("p", "keyhelp.help"),
        List.of("f", "keyhelp.firstaid"),
        List.of("i / F", "keyhelp.hide"),
        List.of("A", "keyhelp.ready"),
        List.of("t / z", "keyhelp.stand"),
        List.of("c / q / ,", "keyhelp.cast"),
        List.of("O", "keyhelp.door"),
        List.of("e", "keyhelp.end"),
        List.of("keyhelp.menu.keys", "keyhelp.menu"),
        List.of("keyhelp.understanding"),
        List.of("w", "keyhelp.why"),
        List.of("keyhelp.log.keys", "keyhelp.log"),
        List.of("V", "keyhelp.detail"),
        List.of("v", "keyhelp.look"),
        List.of("S", "keyhelp.describe"),
        List.of("R", "keyhelp.reference"),
        List.of("?", "keyhelp.this")
    );

    /**
     * What only a game of one's own has: taking a creature over, the tutorial's welcome again, skipping the monsters'
     * turns, giving up, the menus.
     */
    private static final List<List<String>> ALONE = List.of(
        List.of("H", "keyhelp.hand"),
        List.of("T", "keyhelp.tutorial"),
        List.of("keyhelp.monsters"),
        List.of("keyhelp.skip.keys", "keyhelp.skip"),
        List.of("keyhelp.react.keys", "keyhelp.react"),
        List.of("a / s", "keyhelp.react.choice"),
        List.of("keyhelp.leaving"),
        List.of("Q", "keyhelp.leave"),
        List.of("Ctrl-C", "keyhelp.quit"),
        List.of("keyhelp.before.list"),
        List.of("o", "keyhelp.odds"),
        List.of("o, p", "keyhelp.parts"),
        List.of("keyhelp.before.party"),
        List.of("keyhelp.party.move.keys", "keyhelp.party.move"),
        List.of("a / x", "keyhelp.party.add"),
        List.of("h", "keyhelp.party.hand"),
        List.of("c", "keyhelp.party.class"),
        List.of("e", "keyhelp.party.edit"),
        List.of("v / d", "keyhelp.party.watch"),
        List.of("o, p", "keyhelp.party.odds"),
        List.of("keyhelp.building"),
        List.of("b / e", "keyhelp.build"),
        List.of("l", "keyhelp.language"),
        List.of("keyhelp.after"),
        List.of("s / n / l", "keyhelp.again"),
        List.of("p, v", "keyhelp.past"),
        List.of("keyhelp.past.screen"),
        List.of("keyhelp.enter.keys", "keyhelp.past.enter"),
        List.of("v", "keyhelp.past.watch"),
        List.of("t", "keyhelp.past.read"),
        List.of("x", "keyhelp.past.delete"),
        List.of("keyhelp.past.log.screen"),
        List.of("keyhelp.past.log.scroll.keys", "keyhelp.past.log.scroll"),
        List.of("keyhelp.past.log.close.keys", "keyhelp.past.log.close"),
        List.of("?", "keyhelp.this"),
        List.of("keyhelp.reference.screen"),
        List.of("/", "keyhelp.reference.search"),
        List.of("Tab", "keyhelp.reference.order"),
        List.of("keyhelp.reference.letters.keys", "keyhelp.reference.letters"),
        List.of("keyhelp.enter.keys", "keyhelp.reference.read")
    );

    /**
     * The game master's seats during a table's fight (TablePage): H opens them over the battle, and their keys are
     * the seating's. A player's H does nothing there but say whose move it is, so theirs leaves it out.
     */
    private static final List<List<String>> SEATS = List.of(
        List.of("keyhelp.table.seats"),
        List.of("H", "keyhelp.table.seats.open"),
        List.of("keyhelp.table.seats.next.keys", "keyhelp.table.seats.next"),
        List.of("d", "keyhelp.table.seats.drops"),
        List.of("+ / -", "keyhelp.table.seats.pace")
    );

    /**
     * The other seats' turns at a table: the table's loop plays them at its pace and no key skips them; a seat is
     * asked its own creatures' opportunity attacks whatever the title screen's setting.
     */
    private static final List<List<String>> OTHERS = List.of(
        List.of("keyhelp.table.others"),
        List.of("keyhelp.table.look.keys", "keyhelp.table.look"),
        List.of("keyhelp.react.keys", "keyhelp.table.react"),
        List.of("a / s", "keyhelp.react.choice"),
        List.of("keyhelp.leaving")
    );

    /** The list in English. */
    public static List<Line> lines() {
        return lines(ScreenMessages.of(Language.EN));
    }

    /** The list in the session's language, for a fight of one's own (and the title screen). */
    public static List<Line> lines(ScreenMessages m) {
        List<Line> out = new ArrayList<>();
        add(out, m, PLAYING);
        add(out, m, ALONE);
        return ended(out, m);
    }

    /**
     * The list a seat at a table reads (the battle's ?): a table's fight is not skipped, given up nor taken over
     * with H, and Q leaves the table. The game master's adds the seats, and says how long the table waits for
     * them ({@code graceMinutes}) before it closes.
     */
    public static List<Line> atTable(ScreenMessages m, boolean gameMaster, int graceMinutes) {
        List<Line> out = new ArrayList<>();
        out.add(Line.dim(m.text("keyhelp.table.intro")));
        out.add(Line.of(""));
        add(out, m, PLAYING);
        if (gameMaster) add(out, m, SEATS);
        add(out, m, OTHERS);
        entry(out, "Q", gameMaster ? m.text("keyhelp.table.leave.gm", graceMinutes) : m.text("keyhelp.table.leave"));
        entry(out, "Ctrl-C", m.text("keyhelp.table.quit"));
        return ended(out, m);
    }

    /**
     * The list of a fight of one's own with the section headed {@code heading} (a message key such as
     * {@code keyhelp.before.party}) moved to its top: the keys of the screen {@code ?} was pressed on come first,
     * the others after them, none left out.
     */
    public static List<Line> from(ScreenMessages m, String heading) {
        List<List<String>> all = new ArrayList<>(PLAYING);
        all.addAll(ALONE);
        int start = all.indexOf(List.of(heading));
        if (start < 0) throw new IllegalArgumentException("no key help section " + heading);
        int end = start + 1;
        while (end < all.size() && all.get(end).size() > 1) end++;
        List<List<String>> first = new ArrayList<>(all.subList(start, end));
        all.subList(start, end).clear();
        first.addAll(all);
        List<Line> out = new ArrayList<>();
        add(out, m, first);
        return ended(out, m);
    }

    /** The key help page opened by {@code ?} on a screen whose keys are the section headed {@code heading}. */
    public static TextPage page(App app, String heading) {
        ScreenMessages m = app.messages();
        return new TextPage(app, m.text("keyhelp.title"), from(m, heading), TextPage.Close.POP, null);
    }

    private static void add(List<Line> out, ScreenMessages m, List<List<String>> sections) {
        for (List<String> s : sections) {
            if (s.size() == 1) {
                if (!out.isEmpty() && !out.get(out.size() - 1).text().isEmpty()) out.add(Line.of(""));
                out.add(Line.heading(m.text(s.get(0))));
            } else {
                entry(out, s.get(0).startsWith("keyhelp.") ? m.text(s.get(0)) : s.get(0), m.text(s.get(1)));
            }
        }
    }

    private static void entry(List<Line> out, String keys, String what) {
        out.add(new Line("  " + keys, Style.KEY));
        out.add(Line.of("        " + what));
    }

    /** The map's legend, under every list. */
    private static List<Line> ended(List<Line> out, ScreenMessages m) {
        out.add(Line.of(""));
        out.add(Line.dim(m.text("keyhelp.map")));
        return out;
    }
}
