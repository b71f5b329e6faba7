package escarmouche.ui.menu;

import com.googlecode.lanterna.input.KeyStroke;
import escarmouche.ui.battle.FightStarter;
import escarmouche.ui.build.BuildMenus;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.page.App;
import escarmouche.ui.page.KeptDraft;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.FightSaves;
import escarmouche.ui.page.Frame;
import escarmouche.ui.page.KeyHelp;
import escarmouche.ui.page.LiveGames;
import escarmouche.ui.page.Page;
import escarmouche.ui.page.ReferencePage;
import escarmouche.ui.page.Settings;
import escarmouche.ui.page.TableDesk;
import escarmouche.ui.page.TextPage;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Keys;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import escarmouche.ui.watch.WatchPage;
import java.util.ArrayList;
import java.util.List;

/**
 * The title screen: Continue (the newest unfinished fight, when there is one), a new fight, the tutorial,
 * the past fights, the other players' live games to watch (on a server), the rules reference, the keys,
 * the session's settings (colour; whether to be asked about each opportunity attack), quit.
 */
public final class TitlePage implements Page {
    /** One line of the menu: its key, its label, what it does. */
    private record Item(char key, String label, Runnable run) {}

    private final App app;
    private int selected;
    /**
     * The chosen item's key: the menu gains and loses items (Past fights after a first fight, Continue, a copy
     * from a table), and the cursor stays on the item chosen, not on whatever moved into its row.
     */
    private char selectedKey;
    /** The kept fights at a glance, read when the page is shown (and again each time it is on top again). */
    private FightSaves.Overview saves = new FightSaves.Overview(0, null);
    /** The saves' count of copies when {@link #saves} was read: a copy made since reads them again. */
    private int copies;
    /** A word from the page that closed above this one, shown until the next key; or null. */
    private String told;
    /**
     * Whether {@link #told} says what became of the builder's work at the end of the last session: it is
     * forgotten (said) only once the player has answered it with a key, never when it was merely looked for.
     */
    private boolean toldKept;
    /**
     * Whether the last drawing put {@link #told} in a box over the menu (no room under it): the next key then
     * closes the box and does nothing else, as the item it would run may be hidden under the box. The player's
     * own screen is drawn last (after its watchers' frames), so this is what the player saw.
     */
    private boolean boxed;
    /** Whether the menu offered the way back to a table when last built. */
    private boolean seatOffered;
    /**
     * The key of the fight Continue offered when the menu was last built ("" for none; null before the first
     * build, when the cursor starts on the first item anyway).
     */
    private String continueOffered;
    /** Whether the page is on top again since the menu was last built (a page above it closed). */
    private boolean back;
    /** Whether the builder's work kept at the end of the last session has been looked for (once a session). */
    private boolean keptLookedFor;

    public TitlePage(App app) {
        this.app = app;
        readSaves();
    }

    @Override
    public void resumed() {
        readSaves();
        back = true;
    }

    private void readSaves() {
        copies = app.saves().copies();
        saves = app.saves().overview();
    }

    /** The chosen item's row in {@code items}: where its key now is, or the nearest row if it is gone. */
    private int cursor(List<Item> items) {
        for (int i = 0; i < items.size(); i++) if (items.get(i).key() == selectedKey) return i;
        return Math.min(selected, items.size() - 1);
    }

    private void select(List<Item> items, int i) {
        selected = i;
        selectedKey = items.get(i).key();
    }

    private List<Item> items() {
        List<Item> items = new ArrayList<>();
        ScreenMessages m = app.messages();
        // A seat at a table under way comes first: people wait there (the cursor starts on it).
        String seat = app.tables().seat(m);
        if (seat != null) items.add(new Item('a', seat, () -> app.tables().backToSeat(app)));
        // Newly offered (the player left the table's fight with Q), the way back takes the cursor from the item
        // that led to the table, Tables..., whose Enter would open the list instead.
        if (seat != null && !seatOffered) selectedKey = 'a';
        seatOffered = seat != null;
        // The newest unfinished fight, which Continue takes up; not a table's, which only the table plays.
        FightSaves.Past go = saves.unfinished();
        boolean offered = go != null && !app.tables().playing(go.key());
        // Back from a page above (the fight just left with Q), a fight newly offered takes the cursor from the
        // item that led to it (Tutorial, New fight): Enter takes it up again. Not while the page stays on top (a
        // table's copy arriving moves no cursor), nor from a seat at a table, newly offered too.
        if (back && offered && continueOffered != null && !go.key().equals(continueOffered)
                && !(seat != null && selectedKey == 'a')) {
            selectedKey = 'g';
        }
        back = false;
        continueOffered = offered ? go.key() : "";
        if (offered) {
            // A recording whose name carries no date (copied in by hand) is named without empty brackets.
            items.add(new Item('g', go.started().isEmpty() ? m.text("title.continue.undated", go.encounter(m.language()))
                    : m.text("title.continue", go.encounter(m.language()), go.started()),
                    () -> FightStarter.reopen(app, go.key(), false)));
        }
        items.add(new Item('n', m.text("title.new"), () -> app.push(new EncounterPage(app))));
        items.add(new Item('t', m.text("title.tutorial"), this::tutorial));
        if (app.catalog().workshop().available()) {
            items.add(new Item('b', m.text("title.build"), () -> app.push(BuildMenus.start(app, this))));
        }
        if (saves.count() > 0) {
            items.add(new Item('p', m.text("title.past", saves.count()),
                    () -> app.push(new PastFightsPage(app, app.saves().past(), saves.count()))));
        }
        if (app.live() != LiveGames.NONE) {
            // On a server only: the other players' games, to watch read-only.
            items.add(new Item('w', m.text("title.watch", String.valueOf(app.live().games().size())),
                    () -> app.push(new WatchPage(app))));
        }
        if (app.tables() != TableDesk.NONE) {
            // On a server only: a fight played by several players, each on their own screen.
            items.add(new Item('T', m.text("title.tables", String.valueOf(app.tables().joinable())),
                    () -> app.push(app.tables().page(app))));
        }
        items.add(new Item('r', m.text("title.reference"), () -> app.push(new ReferencePage(app))));
        items.add(new Item('k', m.text("title.keys"), () -> app.push(new TextPage(app, m.text("keyhelp.title"), KeyHelp.lines(m),
                TextPage.Close.POP, null))));
        items.add(new Item('c', m.text(app.colour() ? "title.colour.on" : "title.colour.off"), () -> app.setColour(!app.colour())));
        items.add(new Item('o', m.text(app.alwaysStrike() ? "title.strike.always" : "title.strike.ask"),
                () -> app.setAlwaysStrike(!app.alwaysStrike())));
        // The monsters' pace steps to the next slower wait, then back to the briskest (kept for the next session).
        items.add(new Item('s', app.pace() == 0 ? m.text("title.pace.none")
                : m.text("title.pace", m.language().number(app.pace())), () -> app.setPace(Settings.nextPace(app.pace()))));
        // The language is named in itself, and the key switches to the next one (kept for the next session).
        items.add(new Item('l', m.text("title.language", m.language().selfName()),
                () -> app.setLanguage(m.language().next())));
        items.add(new Item('q', m.text("title.quit"), app::quit));
        return items;
    }

    /** On a server the menu counts the tables a player may join: a table opened meanwhile shows at once. */
    @Override
    public boolean showsTables() {
        return true;
    }

    @Override
    public void draw(Canvas canvas) {
        if (app.saves().copies() != copies) readSaves();
        canvas.fill(Style.NORMAL);
        List<Item> items = items();
        selected = cursor(items);
        int row = Math.max(1, canvas.height() / 2 - 9 - (items.size() - 7) / 2);
        int left = Math.max(2, (canvas.width() - 60) / 2);
        Canvas c = canvas.region(left, row, Math.min(64, canvas.width() - left), canvas.height() - row - 1);
        c.text(0, 0, "E S C A R M O U C H E", Style.TITLE);
        ScreenMessages m = app.messages();
        // The menu starts one row under the blurb, which takes three rows in English and four in French.
        int r = 3 + c.paragraph(2, m.text("title.blurb"), Style.DIM);
        // A box over the menu (the Build menu, "Whose map?") has the keys and its own ▶: the menu's would stand
        // beside one of the box's rows, two choices marked at once.
        boolean marked = app.onTop(this);
        for (int i = 0; i < items.size(); i++) {
            boolean sel = i == selected;
            c.line(r, "", sel ? Style.SELECTED : Style.NORMAL);
            c.text(0, r, sel && marked ? "▶ " : "  ", sel ? Style.SELECTED : Style.NORMAL);
            c.text(2, r, items.get(i).key() + "  ", sel ? Style.SELECTED : Style.KEY);
            c.text(5, r, Text.fit(items.get(i).label(), c.width() - 5), sel ? Style.SELECTED : Style.NORMAL);
            r++;
        }
        if (!keptLookedFor) {
            keptLookedFor = true;
            // The last session ended under the builder with work not saved: where that work is, or why it could
            // not be kept, said until the player's next key (then forgotten: said once).
            app.keptDrafts().remembered().ifPresent(kept -> {
                // The kept encounter by the name this session's lists give it: its French one in French.
                String name = m.language() == Language.FR && kept.fr() != null ? kept.fr() : kept.name();
                told = kept.lost() != null ? m.text("title.kept.lost", kept.lost()) : m.text("title.kept.draft", name);
                toldKept = true;
            });
        }
        // A word from the page that closed (the builder's "Saved to ..."), else the note for newcomers; whole
        // or not at all: on a short screen with every item it would be cut. The note for newcomers then goes,
        // but a word meant for this player never does: with no room under the menu (80x24 with every item, or
        // the French blurb's fourth row) it is drawn in a box over the menu's last rows, which always has room.
        String below = told != null ? told : m.text("title.newcomer");
        boxed = false;
        if (r + 1 + Text.wrap(below, c.width()).size() <= c.height()) {
            c.paragraph(r + 1, below, told != null ? Style.GOOD : Style.NORMAL);
        } else if (told != null) {
            boxed = TitleNotice.draw(c, told);
        }
        Canvas bar = canvas.region(0, canvas.height() - 1, canvas.width(), 1);
        if (boxed) Frame.hints(bar, 0, m.text("page.close.keys"), m.text("page.close"));
        else Frame.hints(bar, 0, m.text("hint.updown.keys"), m.text("hint.choose"), m.text("hint.enter.keys"),
                m.text("hint.select"), "q", m.text("hint.quit"));
    }

    @Override
    public void told(String notice) {
        // In place of the word on the builder's kept work, not yet answered: that word waits for the next session.
        told = notice;
        toldKept = false;
    }

    @Override
    public void handle(KeyStroke key) {
        boolean closesBox = boxed && told != null;
        // The player has read the word: the one on the builder's kept work is not said again.
        if (told != null && toldKept) app.keptDrafts().remember(KeptDraft.NONE);
        told = null;
        toldKept = false;
        boxed = false;
        if (closesBox) return;
        // The keys act on the list as drawn, unless a copy came since: then on the list the next drawing shows.
        if (app.saves().copies() != copies) readSaves();
        List<Item> items = items();
        selected = cursor(items);
        // '?' is help on every other screen (the battle, the builder, a replay): here it is the key help's k.
        char ch = Keys.ch(key) == '?' ? 'k' : Keys.ch(key);
        for (int i = 0; i < items.size(); i++) {
            if (ch == items.get(i).key()) {
                select(items, i);
                items.get(i).run().run();
                return;
            }
        }
        if (Keys.enter(key)) items.get(selected).run().run();
        else select(items, Keys.select(key, selected, items.size(), items.size()));
    }

    private void tutorial() {
        EncounterCatalog.Opened opened = app.catalog().tutorial();
        if (opened.scenario() == null) {
            app.push(new TextPage(app, app.messages().text("title.tutorial.broken"), problems(app, opened.problems(app.messages())),
                    TextPage.Close.POP));
            return;
        }
        Long fixed = opened.scenario().seed();
        long seed = fixed != null ? fixed : app.settings().seeds().getAsLong();
        FightStarter.begin(app, opened, seed, true);
    }

    static List<String> problems(App app, List<String> problems) {
        List<String> out = new java.util.ArrayList<>(problems);
        out.add("");
        out.add(app.messages().text("title.problems.fix"));
        return out;
    }
}
