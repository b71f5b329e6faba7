package escarmouche.ui.table;

import com.googlecode.lanterna.input.KeyStroke;
import escarmouche.content.model.EncounterInfo;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.menu.PartyPage;
import escarmouche.ui.page.DifficultyWords;
import escarmouche.ui.page.App;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.Frame;
import escarmouche.ui.page.MenuPage;
import escarmouche.ui.page.Page;
import escarmouche.ui.page.TextPage;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Keys;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The server's tables: Enter joins the chosen one (a seat while its game master seats the players, or
 * your own seat back once the fight is under way); o opens a table for a fight of the lists, as its game
 * master.
 */
final class TableListPage implements Page {
    private final App app;
    private final TableHall hall;
    private final String player;
    private final Runnable wake;
    private List<Table> shown = List.of();
    private int selected;
    private String notice;

    TableListPage(App app, TableHall hall, String player, Runnable wake) {
        this.app = app;
        this.hall = hall;
        this.player = player;
        this.wake = wake;
    }

    /** A table opened, closed or further on shows at once, without a key. */
    @Override
    public boolean showsTables() {
        return true;
    }

    @Override
    public void draw(Canvas canvas) {
        shown = hall.tables();
        selected = Math.max(0, Math.min(selected, shown.size() - 1));
        ScreenMessages m = app.messages();
        canvas.fill(Style.NORMAL);
        canvas.line(0, " " + m.text("table.list.title"), Style.TITLE);
        Canvas body = canvas.region(2, 2, canvas.width() - 4, canvas.height() - 3);
        int row = 0;
        if (notice != null) row += body.paragraph(row, notice, Style.WARN) + 1;
        if (shown.isEmpty()) {
            body.paragraph(row, m.text("table.list.none"), Style.DIM);
        }
        for (int i = 0; i < shown.size() && row < body.height() - 1; i++) {
            boolean sel = i == selected;
            // The names give way, never the marks nor the count of players.
            body.line(row++, Text.fit((sel ? "▶ " : "  ") + shown.get(i).line(player, m, body.width() - 2), body.width()),
                    sel ? Style.SELECTED : Style.NORMAL);
        }
        Canvas bar = canvas.region(0, canvas.height() - 1, canvas.width(), 1);
        // With no table to choose or join, the bar offers only the keys that do something.
        if (shown.isEmpty()) Frame.hints(bar, 0, "o", m.text("table.hint.open"), m.text("hint.esc.keys"), m.text("hint.back"));
        else Frame.hints(bar, 0, m.text("hint.updown.keys"), m.text("hint.choose"), m.text("hint.enter.keys"),
                m.text("table.hint.join"), "o", m.text("table.hint.open"), m.text("hint.esc.keys"), m.text("hint.back"));
    }

    @Override
    public void handle(KeyStroke key) {
        if (Keys.escape(key) || Keys.ch(key) == 'q') {
            app.pop();
        } else if (Keys.enter(key)) {
            if (selected < shown.size()) join(shown.get(selected));
        } else if (Keys.ch(key) == 'o') {
            chooseFight();
        } else {
            selected = Keys.select(key, selected, shown.size(), 5);
        }
    }

    /** Joins {@code table} (or goes back to this player's seat there); a refusal is said on the list. */
    void join(Table table) {
        String refusal = table.join(player, wake, app.messages(), app.saves());
        if (refusal != null) {
            notice = refusal;
            return;
        }
        notice = null;
        app.push(new TablePage(app, table, player, wake));
    }

    private void chooseFight() {
        String refusal = hall.refusal(player, app.messages());
        if (refusal != null) {
            notice = refusal;
            return;
        }
        // The player's own encounters too ([yours]), as New fight lists them: the GM plays the one set up for the session.
        List<EncounterInfo> encounters = app.catalog().offered();
        List<MenuPage.Item> items = new ArrayList<>();
        for (int i = 0; i < encounters.size(); i++) {
            EncounterInfo e = encounters.get(i);
            items.add(new MenuPage.Item(i < 9 ? (char) ('1' + i) : 0, app.names().encounter(e) + " [" + DifficultyWords.of(app.messages(), e.difficulty()) + "]",
                    () -> open(e)));
        }
        app.push(new MenuPage(app, app.messages().text("table.open.title"), items, this));
    }

    private void open(EncounterInfo e) {
        EncounterCatalog.Opened opened = app.catalog().open(e, Map.of());
        if (opened.scenario() == null) {
            app.push(new TextPage(app, app.messages().text("encounters.broken"), opened.problems(app.messages()), TextPage.Close.POP));
            return;
        }
        // The party first, as for a fight alone; Enter there opens the table.
        app.push(PartyPage.forTable(app, e, opened, this::openTable));
    }

    /** Opens the table for the encounter as the party page left it, and sits at it as its game master. */
    private void openTable(EncounterCatalog.Opened opened) {
        app.pop();
        TableHall.Opening o = hall.open(player, opened, app.settings().seeds().getAsLong(), app.saves().forTable(),
                app.messages());
        if (o.table() == null) {
            notice = o.refusal();
            return;
        }
        join(o.table());
    }
}
