package escarmouche.ui.build;

import com.googlecode.lanterna.input.KeyStroke;
import escarmouche.content.model.EncounterInfo;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.draft.DraftWords;
import escarmouche.ui.draft.EncounterWorkshop;
import escarmouche.ui.page.KeyHelp;
import escarmouche.ui.page.App;
import escarmouche.ui.page.ConfirmPage;
import escarmouche.ui.page.Frame;
import escarmouche.ui.page.Line;
import escarmouche.ui.page.Page;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Keys;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The player's own encounters: Enter edits one, x deletes one (asked first). A game master over SSH has no
 * other way to make room under the server's limit of encounters, nor to clear a draft the builder kept
 * from a session cut short.
 */
final class YourEncountersPage implements Page {
    private final App app;
    private List<EncounterInfo> mine;
    /** The folder's files the list leaves out, each with why: said under the list, never passed over. */
    private List<EncounterWorkshop.LeftOut> leftOut;
    private int selected;
    /** What was deleted, or why not; null for none. */
    private String notice;
    private Style noticeStyle = Style.NORMAL;

    YourEncountersPage(App app) {
        this.app = app;
        this.mine = app.catalog().workshop().saved();
        this.leftOut = app.catalog().workshop().leftOut();
    }

    @Override
    public void draw(Canvas canvas) {
        canvas.fill(Style.NORMAL);
        ScreenMessages m = app.messages();
        canvas.line(0, " " + m.text("build.menu.mine.title"), Style.TITLE);
        // The files left out take the rows under the list they need (a blank row first), half of its room at most.
        List<String> notes = new ArrayList<>();
        for (String sentence : leftOutWords(m)) notes.addAll(Text.wrap(sentence, canvas.width() - 4));
        int room = Math.max(1, canvas.height() - 6);
        int noteRows = notes.isEmpty() ? 0 : Math.min(notes.size(), room / 2 - 1);
        Canvas list = canvas.region(2, 2, canvas.width() - 4, Math.max(1, room - (noteRows == 0 ? 0 : noteRows + 1)));
        for (int k = 0; k < noteRows; k++) {
            // A note cut short says so at its end.
            String row = k == noteRows - 1 && notes.size() > noteRows ? Text.fit(notes.get(k) + " …", canvas.width() - 4) : notes.get(k);
            canvas.text(2, 2 + room - noteRows + k, row, Style.WARN);
        }
        if (mine.isEmpty()) list.text(0, 0, m.text("build.mine.empty"), Style.DIM);
        int first = Math.max(0, Math.min(selected - list.height() / 2, mine.size() - list.height()));
        // Each with its file, dimmed: two encounters may bear one name, and x must be sure of the one it deletes.
        int nameWidth = 0;
        for (EncounterInfo e : mine) nameWidth = Math.max(nameWidth, app.names().encounter(e).length());
        nameWidth = Math.min(nameWidth, Math.max(10, list.width() / 2));
        for (int k = 0; k < list.height() && first + k < mine.size(); k++) {
            int i = first + k;
            boolean sel = i == selected;
            EncounterInfo e = mine.get(i);
            String line = (sel ? "▶ " : "  ") + Text.cell(Text.fit(app.names().encounter(e), nameWidth), nameWidth + 2);
            list.line(k, Text.fit(line, list.width()), sel ? Style.SELECTED : Style.NORMAL);
            String file = app.catalog().workshop().fileOf(e);
            if (line.length() < list.width()) {
                list.text(line.length(), k, Text.fit(file, list.width() - line.length()), sel ? Style.SELECTED : Style.DIM);
            }
        }
        Canvas under = canvas.region(2, canvas.height() - 3, canvas.width() - 4, 2);
        if (notice != null) under.paragraph(0, notice, noticeStyle);
        Frame.hints(canvas.region(0, canvas.height() - 1, canvas.width(), 1), 0, m.text("hint.updown.keys"),
                m.text("hint.choose"), m.text("hint.enter.keys"), m.text("build.mine.edit"), "x",
                m.text("build.mine.delete"), m.text("hint.esc.keys"), m.text("hint.back"));
    }

    /**
     * One sentence for each reason a file is left out, naming its files ("Not listed: Wolf_Pack.json. An
     * encounter is known by its file name ..."), in the folder's order.
     */
    private List<String> leftOutWords(ScreenMessages m) {
        Map<DraftWords, List<String>> byWhy = new LinkedHashMap<>();
        for (EncounterWorkshop.LeftOut l : leftOut) byWhy.computeIfAbsent(l.why(), w -> new ArrayList<>()).add(l.file());
        List<String> out = new ArrayList<>();
        for (Map.Entry<DraftWords, List<String>> e : byWhy.entrySet()) {
            List<Object> args = new ArrayList<>();
            args.add(String.join(", ", e.getValue()));
            args.addAll(e.getKey().said(m));
            out.add(m.text(e.getKey().key(), args.toArray()));
        }
        return out;
    }

    @Override
    public void handle(KeyStroke key) {
        notice = null;
        if (Keys.escape(key)) {
            app.pop();
        } else if (Keys.ch(key) == '?') {
            app.push(KeyHelp.page(app, "keyhelp.building"));
        } else if (Keys.enter(key) && !mine.isEmpty()) {
            app.push(BuildPage.edit(app, mine.get(selected)));
        } else if (Keys.ch(key) == 'x' && !mine.isEmpty()) {
            askToDelete(mine.get(selected));
        } else if (mine.isEmpty() && BuildMenus.newRoom(app, Keys.ch(key))) {
            // "None left: 1 to 4 start a new room": the room sizes of the Build menu, taken here too.
            return;
        } else {
            selected = Keys.select(key, selected, mine.size(), 5);
        }
    }

    /** Back from the builder: an encounter saved under another name, or a new one, is in the list now. */
    @Override
    public void resumed() {
        mine = app.catalog().workshop().saved();
        leftOut = app.catalog().workshop().leftOut();
        selected = Math.min(selected, Math.max(0, mine.size() - 1));
    }

    private void askToDelete(EncounterInfo e) {
        ScreenMessages m = app.messages();
        List<Line> lines = List.of(Line.of(app.names().encounter(e)), Line.of(""),
                new Line(m.text("build.mine.delete.file"), Style.WARN));
        app.push(new ConfirmPage(app, m.text("build.mine.delete.title"), lines, m.text("build.mine.delete.go"), this,
                () -> delete(e)));
    }

    private void delete(EncounterInfo e) {
        ScreenMessages m = app.messages();
        String name = app.names().encounter(e);
        DraftWords refused = app.catalog().workshop().delete(e);
        if (refused != null) {
            notice = refused.in(m);
            noticeStyle = Style.BAD;
            return;
        }
        // The party last taken into it has nothing left to open on.
        app.parties().remember(e.id(), null);
        // Read again: on a server, a file past the bound takes the room the deleted one left.
        mine = app.catalog().workshop().saved();
        leftOut = app.catalog().workshop().leftOut();
        selected = Math.min(selected, Math.max(0, mine.size() - 1));
        notice = m.text("build.mine.deleted", name);
        noticeStyle = Style.GOOD;
    }
}
