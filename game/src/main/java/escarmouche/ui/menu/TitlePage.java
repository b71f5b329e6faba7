package escarmouche.ui.menu;

import com.googlecode.lanterna.input.KeyStroke;
import escarmouche.ui.battle.BattlePage;
import escarmouche.ui.battle.ScreenFight;
import escarmouche.ui.battle.Tutorial;
import escarmouche.ui.page.App;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.Frame;
import escarmouche.ui.page.KeyHelp;
import escarmouche.ui.page.Page;
import escarmouche.ui.page.ReferencePage;
import escarmouche.ui.page.TextPage;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Keys;
import escarmouche.ui.term.Style;
import java.util.List;

/**
 * The title screen: a new fight, the tutorial, the rules reference, the keys, the session's settings
 * (colour; whether to be asked about each opportunity attack), quit.
 */
public final class TitlePage implements Page {
    private static final List<String> ITEMS = List.of("New fight", "Tutorial", "Rules reference", "Keys and help",
            "Colour", "Opportunity attacks", "Quit");
    /** Each item's key, in the same order. */
    private static final String SHORTCUTS = "ntrkcoq";

    private final App app;
    private int selected;

    public TitlePage(App app) {
        this.app = app;
    }

    @Override
    public void draw(Canvas canvas) {
        canvas.fill(Style.NORMAL);
        int row = Math.max(1, canvas.height() / 2 - 9);
        int left = Math.max(2, (canvas.width() - 60) / 2);
        Canvas c = canvas.region(left, row, Math.min(64, canvas.width() - left), canvas.height() - row - 1);
        c.text(0, 0, "E S C A R M O U C H E", Style.TITLE);
        c.paragraph(2, "Skirmishes on a square grid that teach the table's house rules by playing them. "
                + "Every roll shows its dice and modifiers; press w on any log line to see the rule behind it.", Style.DIM);
        int r = 6;
        for (int i = 0; i < ITEMS.size(); i++) {
            String label = ITEMS.get(i) + switch (i) {
                case 4 -> ": " + (app.colour() ? "on" : "off (monochrome)");
                case 5 -> ": " + (app.alwaysStrike() ? "always strike" : "ask me");
                default -> "";
            };
            boolean sel = i == selected;
            c.line(r, "", sel ? Style.SELECTED : Style.NORMAL);
            c.text(0, r, sel ? "▶ " : "  ", sel ? Style.SELECTED : Style.NORMAL);
            c.text(2, r, SHORTCUTS.charAt(i) + "  ", sel ? Style.SELECTED : Style.KEY);
            c.text(5, r, label, sel ? Style.SELECTED : Style.NORMAL);
            r++;
        }
        c.paragraph(r + 1, "New here? Start with the tutorial: one short fight, a note on each rule as it comes up.",
                Style.NORMAL);
        Frame.hints(canvas.region(0, canvas.height() - 1, canvas.width(), 1), 0, "↑↓", "choose", "Enter", "select",
                "q", "quit");
    }

    @Override
    public void handle(KeyStroke key) {
        char ch = Keys.ch(key);
        for (int i = 0; i < SHORTCUTS.length(); i++) {
            if (ch == SHORTCUTS.charAt(i)) {
                selected = i;
                choose();
                return;
            }
        }
        if (Keys.enter(key)) choose();
        else selected = Keys.select(key, selected, ITEMS.size(), ITEMS.size());
    }

    private void choose() {
        switch (selected) {
            case 0 -> app.push(new EncounterPage(app));
            case 1 -> tutorial();
            case 2 -> app.push(new ReferencePage(app));
            case 3 -> app.push(new TextPage(app, "Keys", KeyHelp.lines(), TextPage.Close.POP, null));
            case 4 -> app.setColour(!app.colour());
            case 5 -> app.setAlwaysStrike(!app.alwaysStrike());
            default -> app.quit();
        }
    }

    private void tutorial() {
        EncounterCatalog.Opened opened = app.catalog().tutorial();
        if (opened.scenario() == null) {
            app.push(new TextPage(app, "The tutorial cannot start", problems(opened.problems()), TextPage.Close.POP));
            return;
        }
        Long fixed = opened.scenario().seed();
        long seed = fixed != null ? fixed : app.settings().seeds().getAsLong();
        BattlePage.begin(app, new ScreenFight(opened.scenario(), seed, new Tutorial(), app::alwaysStrike));
    }

    static List<String> problems(List<String> problems) {
        List<String> out = new java.util.ArrayList<>(problems);
        out.add("");
        out.add("Fix the files named above (./play check PATH lists every problem), then try again.");
        return out;
    }
}
