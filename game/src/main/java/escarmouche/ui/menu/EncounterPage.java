package escarmouche.ui.menu;

import com.googlecode.lanterna.input.KeyStroke;
import escarmouche.content.model.EncounterInfo;
import escarmouche.ui.build.BuildPage;
import escarmouche.ui.lang.ContentNames;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.page.KeyHelp;
import escarmouche.ui.page.DifficultyWords;
import escarmouche.ui.odds.OddsComparePage;
import escarmouche.ui.page.App;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.EncounterOdds;
import escarmouche.ui.page.OddsState;
import escarmouche.ui.page.OddsWatch;
import escarmouche.ui.page.Frame;
import escarmouche.ui.page.OddsWords;
import escarmouche.ui.page.Page;
import escarmouche.ui.page.TextPage;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Keys;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import java.util.List;
import java.util.Map;

/** The list of fights: name, difficulty and a one-line description each. */
public final class EncounterPage implements Page {
    private final App app;
    private List<EncounterInfo> encounters;
    private int selected;
    /** A word from the page that closed above this one (the builder's "Saved to ..."), until the next key; or null. */
    private String told;
    /** Each encounter's odds, worked out in the background while the list is shown (none without odds). */
    private final OddsWatch odds;
    private final boolean withOdds;
    /** How many files of the player's folder the list leaves out (an odd name, a link): said, never passed over. */
    private int leftOut;

    public EncounterPage(App app) {
        this.app = app;
        this.encounters = app.catalog().offered();
        this.leftOut = app.catalog().workshop().leftOut().size();
        this.withOdds = app.catalog().odds() != EncounterOdds.NONE;
        this.odds = app.catalog().odds().watch(app::redrawSoon);
        askOdds();
    }

    @Override
    public void draw(Canvas canvas) {
        canvas.fill(Style.NORMAL);
        ScreenMessages m = app.messages();
        ContentNames names = app.names();
        canvas.line(0, " " + m.text("encounters.title"), Style.TITLE);
        // The builder's word (where it saved: a long path) takes up to three rows rather than be cut, the list
        // moved down until the next key.
        int top = told == null ? 2 : 1 + canvas.region(1, 1, canvas.width() - 2, 3).paragraph(0, told, Style.GOOD);
        // Files of the player's own the list leaves out, on the row above it: which and why are on the builder's list.
        if (told == null && leftOut > 0) canvas.text(2, 1, Text.fit(m.text("encounters.left", leftOut), canvas.width() - 4), Style.WARN);
        int detailWidth = Text.readable(canvas.width() - 4);
        int detailRows = detailRows(m, names, detailWidth, canvas.height() - top - 1);
        Canvas list = canvas.region(2, top, canvas.width() - 4, canvas.height() - 1 - detailRows - top);
        if (!encounters.isEmpty()) {
            EncounterInfo chosen = encounters.get(selected);
            Canvas detail = canvas.region(2, canvas.height() - 1 - detailRows, detailWidth, detailRows);
            detail.fill(Style.NORMAL);
            if (withOdds) {
                OddsDetail.draw(m, detail, chosen, odds.odds(chosen, null), names);
            } else {
                detail.paragraph(0, about(m, chosen, names), Style.NORMAL);
            }
        }
        if (encounters.isEmpty()) {
            list.paragraph(0, m.text("encounters.none"), Style.WARN);
        }
        // The widest difficulty of this language, and a space: the odds keep one column beside it.
        int diffWidth = 0;
        for (String d : DifficultyWords.ALL) diffWidth = Math.max(diffWidth, DifficultyWords.of(m, d).length() + 3);
        // The odds and the difficulty follow the longest name rather than the screen's edge: at 200 columns
        // they stood 150 columns away from the names they rate.
        int longest = 0;
        for (EncounterInfo e : encounters) longest = Math.max(longest, names.encounter(e).length());
        int right = Math.min(list.width(), 2 + longest + 2 + (withOdds ? OddsWords.CELL : 0) + diffWidth);
        int perItem = 2;
        int visible = Math.max(1, list.height() / perItem);
        int first = Math.max(0, Math.min(selected - visible / 2, encounters.size() - visible));
        for (int k = 0; k < visible && first + k < encounters.size(); k++) {
            int i = first + k;
            EncounterInfo e = encounters.get(i);
            boolean sel = i == selected;
            int r = k * perItem;
            String diff = "[" + DifficultyWords.of(m, e.difficulty()) + "]";
            int oddsWidth = withOdds ? OddsWords.CELL + diffWidth - diff.length() : 0;
            list.line(r, "", sel ? Style.SELECTED : Style.NORMAL);
            list.text(0, r, (sel ? "▶ " : "  ") + Text.fit(names.encounter(e), right - diff.length() - 4 - oddsWidth),
                    sel ? Style.SELECTED : Style.NORMAL);
            if (withOdds) {
                OddsState state = odds.odds(e, null);
                // One column for every row, whatever the length of the difficulty beside it ("[deadly]").
                list.text(right - diffWidth - OddsWords.CELL, r, OddsWords.cell(m, state),
                        sel ? Style.SELECTED : OddsWords.cellStyle(state));
            }
            list.text(right - diff.length(), r, diff, sel ? Style.SELECTED : difficulty(e.difficulty()));
            // The whole description is under the list; here it stops after a whole word.
            list.text(4, r + 1, Text.fitWords(e.description() == null ? "" : names.encounterDescription(e), list.width() - 4), Style.DIM);
        }
        List<String> hints = new java.util.ArrayList<>(List.of(m.text("hint.updown.keys"), m.text("hint.choose"), m.text("hint.enter.keys"),
                m.text("encounters.hint.party")));
        if (withOdds) hints.addAll(List.of("o", m.text("encounters.hint.odds")));
        if (app.catalog().workshop().available()) hints.addAll(List.of("e", m.text("encounters.hint.edit")));
        hints.addAll(List.of("w", m.text(withOdds ? "encounters.hint.watch" : "encounters.hint.watch.ai"), m.text("hint.esc.keys"),
                m.text("hint.back")));
        Frame.hints(canvas.region(0, canvas.height() - 1, canvas.width(), 1), 0, hints.toArray(new String[0]));
    }

    /** The rows the list keeps at least above the detail pane: two encounters. */
    private static final int LIST_ROWS = 4;

    /**
     * The detail pane's rows: four, or as many as the longest description of the list needs to be read whole
     * (a French one outgrew two rows at 80 columns), the odds' two rows under it, within {@code room} less the
     * list's least. The same for every encounter, so that the list does not move as the selection does.
     */
    private int detailRows(ScreenMessages m, ContentNames names, int width, int room) {
        int text = 0;
        for (EncounterInfo e : encounters) text = Math.max(text, Text.wrap(about(m, e, names), width).size());
        int wanted = withOdds ? Math.max(2, text) + 2 : Math.max(4, text);
        return Math.max(4, Math.min(wanted, room - LIST_ROWS));
    }

    /** The detail pane's sentence: name, difficulty, description. */
    static String about(ScreenMessages m, EncounterInfo e, ContentNames names) {
        return m.text("encounters.about", names.encounter(e), DifficultyWords.of(m, e.difficulty()),
                String.valueOf(names.encounterDescription(e)));
    }

    private static Style difficulty(String d) {
        return switch (d == null ? "" : d) {
            case "easy" -> Style.GOOD;
            case "medium" -> Style.WARN;
            case "yours" -> Style.HEADING;
            default -> Style.BAD;
        };
    }

    @Override
    public void handle(KeyStroke key) {
        told = null;
        if (Keys.escape(key) || Keys.ch(key) == 'q') {
            app.pop();
        } else if (Keys.ch(key) == '?') {
            app.push(KeyHelp.page(app, "keyhelp.before.list"));
        } else if (Keys.enter(key) && !encounters.isEmpty()) {
            EncounterInfo e = encounters.get(selected);
            EncounterCatalog.Opened opened = app.catalog().open(e, Map.of());
            if (opened.scenario() == null) {
                app.push(new TextPage(app, app.messages().text("encounters.broken"), TitlePage.problems(app, opened.problems(app.messages())),
                        TextPage.Close.POP));
            } else {
                app.push(new PartyPage(app, e, opened));
            }
        } else if (withOdds && Keys.ch(key) == 'o' && !encounters.isEmpty()) {
            app.push(new OddsComparePage(app, encounters.get(selected)));
        } else if (Keys.ch(key) == 'w' && !encounters.isEmpty()) {
            // Watch: both sides on the AI, at the screen's pace.
            EncounterCatalog.Opened opened = app.catalog().open(encounters.get(selected), Map.of());
            if (opened.scenario() != null) ControlPage.watch(app, opened);
        } else if (Keys.ch(key) == 'e' && !encounters.isEmpty() && app.catalog().workshop().available()) {
            // Shipped encounters open as a copy: the builder never writes over them.
            app.push(BuildPage.edit(app, encounters.get(selected)));
        } else {
            int was = selected;
            selected = Keys.select(key, selected, encounters.size(), 5);
            if (selected != was) focusOdds();
        }
        // Covered by another page (the party, a fight, the comparison): nobody looks at these odds now.
        if (!app.onTop(this)) odds.pause(true);
    }

    /** Every encounter of the list is asked for at once, in its order; the one looked at goes first. */
    private void askOdds() {
        for (EncounterInfo e : encounters) odds.odds(e, null);
        focusOdds();
    }

    private void focusOdds() {
        if (!encounters.isEmpty()) odds.focus(encounters.get(selected), null);
    }

    @Override
    public void told(String notice) {
        told = notice;
    }

    @Override
    public void resumed() {
        // The builder may have saved an encounter of the player's own meanwhile.
        encounters = app.catalog().offered();
        leftOut = app.catalog().workshop().leftOut().size();
        selected = Math.max(0, Math.min(selected, encounters.size() - 1));
        odds.pause(false);
        askOdds();
    }

    @Override
    public void left() {
        odds.close();
    }
}
