package escarmouche.ui.build;

import com.googlecode.lanterna.input.KeyStroke;
import escarmouche.content.model.EncounterInfo;
import escarmouche.content.model.OneSide;
import escarmouche.content.model.SideNames;
import escarmouche.ui.draft.DraftCreature;
import escarmouche.ui.lang.Agreement;
import escarmouche.ui.lang.ContentNames;
import escarmouche.ui.draft.DraftDoor;
import escarmouche.ui.draft.DraftHiding;
import escarmouche.ui.draft.DraftSaved;
import escarmouche.ui.draft.DraftTemplate;
import escarmouche.ui.draft.DraftTerrain;
import escarmouche.ui.draft.EncounterDraft;
import escarmouche.ui.draft.EncounterWorkshop;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.rules.grid.Terrain;
import escarmouche.ui.page.DifficultyWords;
import escarmouche.ui.page.App;
import escarmouche.ui.page.ConfirmPage;
import escarmouche.ui.page.Doing;
import escarmouche.ui.page.DoingPage;
import escarmouche.ui.page.Frame;
import escarmouche.ui.page.KeptDraft;
import escarmouche.ui.page.Line;
import escarmouche.ui.page.MenuPage;
import escarmouche.ui.page.OddsPage;
import escarmouche.ui.page.OddsWatch;
import escarmouche.ui.page.Page;
import escarmouche.ui.page.TextPage;
import escarmouche.ui.replay.ReplayPage;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Direction;
import escarmouche.ui.term.Keys;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The encounter builder: the map with a cursor to draw terrain and place creatures, a pane on the side for
 * the square and the creature under the cursor, and under them the problems {@code ./play check} would find,
 * checked again after every change. The draft is saved through the {@link EncounterWorkshop}; the screens
 * never touch a file.
 */
public final class BuildPage implements OddsPage, DoingPage {
    static final int SIDE = 30;
    static final int CHECK_ROWS = 5;
    /** The highest DC of a lock, as scenarios.md allows it ({@code doors}: 1 to 40). */
    static final int MAX_LOCK_DC = 40;

    private final App app;
    private final EncounterWorkshop workshop;
    private final Map<String, DraftTemplate> templates = new LinkedHashMap<>();
    private final BuildMapView map = new BuildMapView();
    private EncounterDraft draft;
    private List<String> problems = List.of();
    private int cx = 1;
    private int cy = 1;
    private char brush = DraftTerrain.WALL.glyph();
    private boolean pen;
    /** The index of the creature being moved, or -1. */
    private int carried = -1;
    /** Whether anything was changed since the builder opened: an untouched new room is no work to keep. */
    private boolean changed;
    /** Whether the player chose to leave without saving: then nothing is kept. */
    private boolean discarded;
    /** How many "(recovered)" names are tried before the work is given up (each an encounter kept before). */
    private static final int RECOVERED_NAMES = 20;
    /**
     * The draft as its file holds it (when opened from one, or last saved), or null before a first save: the
     * draft is unsaved while it differs, so undoing back to what is on disk takes "(unsaved)" and Esc's question
     * away again.
     */
    private EncounterDraft onDisk;
    /**
     * A new room (or the map of an encounter) as it opened, before a first save, else null: left as it is it
     * holds no work, so it is not "(unsaved)" and Esc leaves it at once, as an untouched room keeps nothing.
     */
    private EncounterDraft startedAs;
    /**
     * The name the encounter was opened with, and that name in the session's language (its translation):
     * the title says the translation until the encounter is renamed, as the lists do.
     */
    private String openedAs;
    private String openedAsSaid;
    /** Whether the creature being carried has moved yet: its first step records the draft to undo. */
    private boolean carryMoved;
    /** Where the creature being carried stood when it was picked up: Esc puts it back there from a wall. */
    private int carriedFromX;
    private int carriedFromY;
    /**
     * The square of its footprint the creature was picked up by, from its top-left one: a 2x2 ogre picked up
     * by its lower row keeps that row under the cursor, rather than jump a row as the cursor first moves.
     */
    private int carriedByX;
    private int carriedByY;
    /** The drafts before each change, for U (undo) and R (redo). */
    private final DraftHistory history = new DraftHistory();
    private String notice;
    private Style noticeStyle = Style.NORMAL;
    private final DraftOddsPane odds;
    /** The file the draft would save, while it has no problem (what the odds simulate); else null. */
    private String draftText;

    BuildPage(App app, EncounterDraft draft, String notice) {
        this.app = app;
        this.workshop = app.catalog().workshop();
        this.odds = new DraftOddsPane(app);
        for (DraftTemplate t : workshop.templates()) templates.put(t.id(), t);
        this.draft = draft;
        this.notice = notice;
        this.onDisk = draft.file() == null ? null : draft;
        // On the first square inside the walls, or the only one there is.
        this.cx = Math.max(0, Math.min(1, draft.width() - 1));
        this.cy = Math.max(0, Math.min(1, draft.height() - 1));
        recheck();
    }

    /** A new room of the given size. */
    public static BuildPage blank(App app, int width, int height) {
        // The name a new encounter starts with is the player's language's; it is the file's until they change it.
        return fresh(new BuildPage(app, EncounterDraft.blank(width, height).withName(app.messages().text("build.default.name")),
                app.messages().text("build.notice.blank")));
    }

    /** The page of a new encounter, whose draft as it opened holds nothing to save. */
    private static BuildPage fresh(BuildPage page) {
        page.startedAs = page.draft;
        return page;
    }

    /**
     * Opens an encounter to edit: one of the player's own is edited in place, any other as a copy. Returns
     * the page to push (the builder, or the reason it cannot open).
     */
    public static Page edit(App app, EncounterInfo encounter) {
        EncounterWorkshop.DraftOpened opened = app.catalog().workshop().open(encounter);
        if (opened.draft() == null) {
            return new TextPage(app, app.messages().text("build.edit.broken"), List.of(opened.problem().in(app.messages())),
                    TextPage.Close.POP);
        }
        String notice = opened.draft().file() != null ? app.messages().text("build.notice.editing", opened.draft().file())
                : app.messages().text("build.notice.copy", app.names().encounter(encounter));
        BuildPage page = new BuildPage(app, opened.draft(), notice);
        page.openedAs = opened.draft().name();
        page.openedAsSaid = app.names().encounter(encounter);
        return page;
    }

    /** Only the map of an encounter, as a new one. */
    static Page mapOf(App app, EncounterInfo encounter) {
        EncounterWorkshop.DraftOpened opened = app.catalog().workshop().open(encounter);
        if (opened.draft() == null) {
            return new TextPage(app, app.messages().text("build.map.broken"), List.of(opened.problem().in(app.messages())),
                    TextPage.Close.POP);
        }
        return fresh(new BuildPage(app, app.catalog().workshop().mapOnly(opened.draft()).withName(app.messages().text("build.default.name")),
                app.messages().text("build.notice.map", app.names().encounter(encounter))));
    }

    /** The draft as it stands (for tests and the pages above this one). */
    EncounterDraft draft() {
        return draft;
    }

    List<String> problems() {
        return problems;
    }

    // ---------------------------------------------------------------- drawing

    /** Building an encounter: what the other sessions' lists say of this one (the draft's name is its own). */
    @Override
    public Doing doing() {
        return Doing.BUILDING;
    }

    @Override
    public void draw(Canvas canvas) {
        ScreenMessages m = app.messages();
        canvas.fill(Style.NORMAL);
        int w = canvas.width();
        int h = canvas.height();
        // The difficulty and the rules in the words the encounter list uses ("house rules", "plain 5e"); a value
        // the list has no words for as the file writes it.
        String rules = "house".equals(draft.rules()) ? m.text("encounters.odds.house")
                : "dd5".equals(draft.rules()) ? m.text("encounters.odds.dd5") : m.text("build.top.rules", draft.rules());
        // The checks first: the odds they draw give the difficulty their figures say, shown beside the draft's own
        // when the two differ ("medium (odds: hard)"), so that D can set the one the encounter list will bear out.
        int mapRows = h - CHECK_ROWS - 4;
        checks(canvas.region(1, 2 + mapRows, w - 2, CHECK_ROWS + 1));
        String band = odds.band(draftText);
        // Without a difficulty of its own, the one the odds give ("(odds: medium)"), for D to choose by.
        String difficulty = draft.difficulty() == null
                ? band == null ? null : m.text("build.top.band.only", DifficultyWords.of(m, band))
                : band == null || band.equals(draft.difficulty()) ? DifficultyWords.of(m, draft.difficulty())
                : m.text("build.top.band", DifficultyWords.of(m, draft.difficulty()), DifficultyWords.of(m, band));
        String seed = m.text("build.top.seed", draft.seed() == null ? m.text("build.top.random") : draft.seed().toString());
        String size = draft.width() + " × " + draft.height();
        String right = (difficulty == null ? "" : difficulty + " · ") + rules + " · " + seed + " · " + size;
        // The pane beside the map, not at the screen's edge: on a wide terminal the square under the cursor was
        // described 150 columns away from it. A map wider than its room scrolls, the pane at the edge.
        int mapWidth = Math.min(w - SIDE - 2, draft.width());
        int sideAt = Math.min(w - SIDE, mapWidth + 3);
        // The encounter's settings end above the pane's right edge, or a little after the title when it is
        // longer, the screen's edge at the most; what does not fit goes as BuildTopBar says.
        int before = m.text("build.top.title", "").length();
        String mark = unsaved() ? " " + m.text("build.top.unsaved") : "";
        String name = openedAsSaid != null && draft.name().equals(openedAs) ? openedAsSaid : draft.name();
        int wanted = before + name.length() + mark.length() + right.length() + 6;
        int rightEdge = Math.min(w - 1, Math.max(sideAt + SIDE, wanted));
        BuildTopBar.Laid top = BuildTopBar.of(before, name, mark, difficulty, rules, seed, size, rightEdge);
        String title = top.name();
        right = top.right();
        canvas.line(0, " " + m.text("build.top.title", title), Style.TITLE);
        canvas.text(Math.max(0, rightEdge - right.length()), 0, right, Style.DIM);
        // The columns either side of the map are for the marks of a map that goes on beyond its view.
        map.draw(canvas.region(0, 1, mapWidth + 2, mapRows), draft, templates, cx, cy, carried);
        int sideRows = side(canvas.region(sideAt, 1, SIDE, mapRows));
        // What the last key did, on a line of its own across the screen; on two when it is longer and the row
        // above is free of map and pane ("A copy of The ogre and its grapplers: w saves it ..." at 80 columns).
        if (notice != null) {
            List<String> lines = Text.wrap(notice, w - 2);
            boolean twoRows = lines.size() == 2 && mapRows - 1 >= Math.max(draft.height(), sideRows);
            if (twoRows) {
                canvas.text(1, mapRows, lines.get(0), noticeStyle);
                canvas.text(1, 1 + mapRows, lines.get(1), noticeStyle);
            } else {
                canvas.text(1, 1 + mapRows, Text.fit(notice, w - 2), noticeStyle);
            }
        }
        Frame.hints(canvas.region(0, h - 1, w, 1), 0, m.text("hint.arrows.keys"), m.text("build.hint.move"), "# . , ; = +",
                m.text("build.hint.draw"), "c", m.text("build.hint.creature"), "w", m.text("build.hint.save"), "?",
                m.text("hint.keys"), m.text("hint.esc.keys"), m.text("build.hint.leave"));
    }

    /** The pane beside the map; returns how many of its rows it used. */
    private int side(Canvas c) {
        ScreenMessages m = app.messages();
        c.fill(Style.NORMAL);
        int r = 0;
        String terrain = draft.inside(cx, cy) ? draft.terrainAt(cx, cy) : null;
        c.line(r++, m.text("build.side.square", cx + "," + cy, terrain == null ? m.text("build.side.unknown") : terrainWords(terrain)),
                Style.HEADING);
        DraftDoor lock = draft.lockAt(cx, cy);
        if ("door".equals(terrain)) {
            c.line(r++, lock == null ? m.text("build.side.door") : m.text("build.side.locked", String.valueOf(lock.dc())), Style.NORMAL);
        }
        DraftCreature k = creatureAt(draft, templates, cx, cy);
        if (k != null) {
            DraftTemplate t = templates.get(k.template());
            String kind = t == null ? k.template() : BuildMenus.name(app, t);
            String own = ownName(k);
            c.line(r++, Text.fit(m.text("build.side.creature", k.id(), own == null ? kind : own), c.width()),
                    "party".equals(k.side()) ? Style.PARTY : Style.MONSTER);
            // A name of its own takes the line, and the template its own line under it: the pane is narrow.
            if (own != null) c.line(r++, Text.fit(" " + m.text("build.side.template", kind), c.width()), Style.NORMAL);
            // Who plays it in the session's words (the file's "player" and "ai" read as English in French).
            String control = "build.side.control." + k.controlOrDefault();
            // The side glossed as the creature's box says it ("party (le groupe)"), wrapped when that is too long.
            String sideLine = m.text("build.side.side", FileWords.side(m, k.side()),
                    m.has(control) ? m.text(control) : k.controlOrDefault());
            for (String part : Text.wrap(sideLine, c.width() - 1)) c.line(r++, Text.fit(" " + part, c.width()), Style.NORMAL);
            c.line(r++, Text.fit(" " + m.text("build.side.hp", k.hp() == null ? m.text("build.side.hp.template") : k.hp().toString(),
                    k.behavior() == null ? m.text("build.side.usual") : k.behavior()), c.width()), Style.NORMAL);
            c.line(r++, Text.fit(" " + (k.hidden() == null ? m.text("build.side.sight") : hiding(k.hidden(), m)), c.width()), Style.NORMAL);
            c.line(r++, m.text("build.side.keys"), Style.DIM);
        }
        r++;
        if (carried >= 0) {
            c.paragraph(r, m.text("build.side.moving", draft.creatures().get(carried).id()), Style.WARN);
            r += 2;
        }
        // Wrapped: a long terrain name with the pen down is longer than the pane.
        r += c.paragraph(r, m.text(pen ? "build.side.brush.pen" : "build.side.brush", String.valueOf(brush), terrainName(brush)),
                Style.NORMAL);
        long party = draft.creatures().stream().filter(x -> "party".equals(x.side())).count();
        c.line(r++, m.text("build.side.creatures", String.valueOf(draft.creatures().size()), String.valueOf(party)), Style.NORMAL);
        return r;
    }

    private String terrainName(char g) {
        // A character of the file's own legend stands for a terrain of the format: in the session's words, as the
        // square line says it (a French brush line said "difficult").
        String own = draft.legend().get(g);
        if (own != null) return terrainWords(own);
        DraftTerrain t = DraftTerrain.of(g);
        return t == null ? "?" : terrainWords(t.terrain());
    }

    /** A terrain of the scenario format in the session's words; a name of the file's own legend as it is. */
    private String terrainWords(String terrain) {
        String key = "build.terrain." + terrain;
        return app.messages().has(key) ? app.messages().text(key) : terrain;
    }

    /** How a creature starts hidden, in a few words for the panes. */
    static String hiding(DraftHiding h, ScreenMessages m) {
        return m.text(h.rolls() ? "build.hidden.rolls" : "build.hidden.total", String.valueOf(h.value()));
    }

    private void checks(Canvas c) {
        c.fill(Style.NORMAL);
        if (problems.isEmpty()) {
            c.line(0, app.messages().text("build.checks.none"), Style.GOOD);
            // One side alone wins before a turn is played: odds of 100 % in one round would say nothing.
            List<String> sides = draft.creatures().stream().map(DraftCreature::side).toList();
            String side = OneSide.of(sides);
            if (side != null) {
                c.paragraph(1, app.messages().text("build.checks.one.side", FileWords.side(app.messages(), side)), Style.WARN);
                return;
            }
            // A side typed two ways ("monster" beside "monsters") makes them enemies: odds of that fight mislead.
            List<SideNames.Slip> slips = SideNames.of(sides);
            if (!slips.isEmpty()) {
                SideNames.Slip slip = slips.get(0);
                c.paragraph(1, app.messages().text("build.checks.side.slip", slip.side(), slip.meant()), Style.WARN);
                return;
            }
            if (odds.shown() && draftText != null && c.height() >= 4) odds.draw(c, draftText, draft, !app.onTop(this));
            return;
        }
        c.line(0, app.messages().text(problems.size() == 1 ? "build.checks.one" : "build.checks", String.valueOf(problems.size())),
                Style.WARN);
        int r = 1;
        for (String p : problems) {
            for (String line : Text.wrap(p, c.width())) {
                if (r >= c.height()) return;
                c.line(r++, line, Style.NORMAL);
            }
        }
    }

    // ---------------------------------------------------------------- keys

    @Override
    public void handle(KeyStroke key) {
        key(key);
        OddsPage.afterKey(app, this);
    }

    @Override
    public OddsWatch oddsWatch() {
        return odds.watch();
    }

    /** {@code v} and {@code d}: one of the draft's fights, or the first it lost, replayed. */
    private void watch(boolean defeat) {
        ReplayPage page = odds.fight(defeat, draftText, draft.name());
        if (page != null) app.push(page);
    }

    /** {@code C}: the draft under both rule sets; said why not when it has no odds. */
    private void compare() {
        if (!odds.compare(draftText, draft.name())) tell(app.messages().text("build.compare.none"), Style.WARN);
    }

    private void key(KeyStroke key) {
        notice = null;
        Direction d = Keys.direction(key);
        if (d != null) {
            move(d);
            return;
        }
        if (Keys.escape(key)) {
            leave();
            return;
        }
        if (Keys.enter(key)) {
            if (carried >= 0) drop(false);
            else editCreature();
            return;
        }
        char ch = Keys.ch(key);
        if (DraftTerrain.of(ch) != null || draft.legend().containsKey(ch)) {
            brush = ch;
            paint();
            return;
        }
        switch (ch) {
            case ' ' -> paint();
            case 'p' -> pen = !pen;
            case 'L' -> lock();
            case 'c' -> choosePlace();
            case 'x' -> remove();
            case 'd' -> watch(true);
            case 'v' -> watch(false);
            case 'm' -> {
                if (carried >= 0) drop(false);
                else pickUp();
            }
            case 'N' -> app.push(new BuildPrompt(app, app.messages().text("build.name"), app.messages().text("build.name.help"),
                    draft.name(), PromptChars.names(), this, v -> change(draft.withName(v.isEmpty() ? app.messages().text("build.default.name") : v))));
            case 'S' -> app.push(new BuildPrompt(app, app.messages().text("build.seed"), app.messages().text("build.seed.help"),
                    draft.seed() == null ? "" : draft.seed().toString(), PromptChars.digits(true), this, this::seed));
            case 'r' -> change(draft.withRules("house".equals(draft.rules()) ? "dd5" : "house"));
            case 'D' -> change(draft.withDifficulty(nextDifficulty(draft.difficulty())));
            case 'w' -> save(false);
            case 'C' -> compare();
            case 'U' -> undo();
            case 'R' -> redo();
            case 'P' -> app.push(new TextPage(app, app.messages().text("build.problems"), problems.isEmpty()
                    ? List.of(app.messages().text("build.problems.none")) : problems, TextPage.Close.POP));
            case '?' -> app.push(new TextPage(app, app.messages().text("build.keys.title"), BuildKeys.lines(app.messages()),
                    TextPage.Close.POP, null));
            case 'q' -> leave();
            default -> { }
        }
    }

    private void move(Direction d) {
        int nx = cx + d.dx;
        int ny = cy + d.dy;
        if (!draft.inside(nx, ny)) return;
        // A creature carried by a square other than its top-left one is not carried off the map's top or left edge.
        if (carried >= 0 && !draft.inside(nx - carriedByX, ny - carriedByY)) return;
        cx = nx;
        cy = ny;
        if (carried >= 0) {
            List<DraftCreature> list = new ArrayList<>(draft.creatures());
            list.set(carried, list.get(carried).at(cx - carriedByX, cy - carriedByY));
            // The whole carry is one change to undo, recorded at its first step.
            if (!carryMoved) history.changed(draft);
            carryMoved = true;
            follow(draft.withCreatures(list));
        } else if (pen) {
            paint();
        }
    }

    private void paint() {
        if (!draft.inside(cx, cy) || draft.glyphAt(cx, cy) == brush) return;
        change(draft.paint(cx, cy, brush));
    }

    private void lock() {
        if (!draft.inside(cx, cy) || !"door".equals(draft.terrainAt(cx, cy))) {
            tell(app.messages().text("build.lock.nodoor"), Style.WARN);
            return;
        }
        DraftDoor d = draft.lockAt(cx, cy);
        app.push(new BuildPrompt(app, app.messages().text("build.lock"), app.messages().text("build.lock.help"),
                d == null ? "15" : String.valueOf(d.dc()), PromptChars.digits(false), this, v -> {
                    // Empty unlocks; a DC out of range is refused, the door left as it was (a DC too long for
                    // a number once read as 0 and unlocked the door without a word).
                    long dc = v.isEmpty() ? 0 : new BigInteger(v).min(BigInteger.valueOf(Long.MAX_VALUE)).longValue();
                    if (dc > MAX_LOCK_DC) tell(app.messages().text("build.lock.bad", v, String.valueOf(MAX_LOCK_DC)), Style.WARN);
                    else change(draft.lock(cx, cy, (int) dc));
                }));
    }

    /**
     * The creature list, unless the cursor is on a square no creature stands on (a wall, a pillar, a closed door):
     * a creature put there is a problem of the checks at once, and the list is long to go through for nothing.
     */
    private void choosePlace() {
        Terrain here = solidAt(cx, cy);
        if (here != null) {
            ScreenMessages m = app.messages();
            tell(m.text("build.place.solid", cx + "," + cy, m.text("problem.solid." + here.id())), Style.WARN);
            return;
        }
        app.push(BuildMenus.templates(app, this, templates.values(), this::place));
    }

    private void place(DraftTemplate t) {
        String base = t.id().replaceAll("[^A-Za-z0-9_-]", "");
        int n = 1;
        while (idTaken(base + n)) n++;
        DraftCreature c = new DraftCreature(base + n, t.id(), t.defaultSide(), cx, cy, null, null, null, null, null);
        List<DraftCreature> list = new ArrayList<>(draft.creatures());
        list.add(c);
        change(draft.withCreatures(list));
        // "posée" for a template whose name is feminine in the session's language (Araignée géante).
        boolean feminine = app.names().feminine(null, t.id(), t.name());
        tell(app.messages().text(Agreement.key(app.messages(), "build.placed", feminine), c.id(), BuildMenus.name(app, t)),
                Style.NORMAL);
    }

    private boolean idTaken(String id) {
        for (DraftCreature c : draft.creatures()) if (c.id().equals(id)) return true;
        return false;
    }

    private void remove() {
        int i = indexAt(cx, cy);
        if (i < 0) {
            tell(app.messages().text("build.nobody"), Style.WARN);
            return;
        }
        List<DraftCreature> list = new ArrayList<>(draft.creatures());
        DraftCreature gone = list.remove(i);
        carried = -1;
        change(draft.withCreatures(list));
        tell(app.messages().text("build.removed", gone.id()), Style.NORMAL);
    }

    private void pickUp() {
        carried = indexAt(cx, cy);
        if (carried < 0) {
            tell(app.messages().text("build.nobody.move"), Style.WARN);
            return;
        }
        DraftCreature k = draft.creatures().get(carried);
        carryMoved = false;
        carriedFromX = cx;
        carriedFromY = cy;
        carriedByX = cx - k.x();
        carriedByY = cy - k.y();
    }

    private void undo() {
        // The arguments are read in order: the count is the history's after the step.
        restore(history.undo(draft), "build.undo.none", "build.undone", history.undoable());
    }

    private void redo() {
        restore(history.redo(draft), "build.redo.none", "build.redone", history.redoable());
    }

    /**
     * A draft from the history, or null when there was none to take ({@code none} says so); a creature being
     * carried is put down where the draft has it, and {@code done} says how many steps are left that way.
     */
    private void restore(EncounterDraft d, String none, String done, int left) {
        if (d == null) {
            tell(app.messages().text(none), Style.WARN);
            return;
        }
        carried = -1;
        follow(d);
        tell(app.messages().text(done, left), Style.NORMAL);
    }

    /**
     * Puts the creature being carried down where it is. Not on a wall, a pillar or a closed door, where no
     * creature stands: Enter and m say so and keep it carried; Esc ({@code escape}), which must always end
     * the carry, puts it back where it was picked up.
     */
    private void drop(boolean escape) {
        ScreenMessages m = app.messages();
        String id = draft.creatures().get(carried).id();
        // Where it stood and stands are its top-left squares, the file's "at", whichever square it was carried by.
        String from = (carriedFromX - carriedByX) + "," + (carriedFromY - carriedByY);
        Terrain here = solidAt(cx, cy);
        if (here != null && !escape) {
            tell(m.text("build.drop.solid", cx + "," + cy, m.text("problem.solid." + here.id()), id, from), Style.WARN);
            return;
        }
        if (here != null) {
            List<DraftCreature> list = new ArrayList<>(draft.creatures());
            list.set(carried, list.get(carried).at(carriedFromX - carriedByX, carriedFromY - carriedByY));
            follow(draft.withCreatures(list));
            tell(m.text("build.carry.back", id, from, cx + "," + cy,
                    m.text("problem.solid." + here.id())), Style.NORMAL);
            cx = carriedFromX;
            cy = carriedFromY;
            carried = -1;
            return;
        }
        tell(m.text("build.dropped", id, (cx - carriedByX) + "," + (cy - carriedByY)), Style.NORMAL);
        carried = -1;
    }

    /** The terrain at x,y when no creature stands there (a wall, a pillar, a closed door), else null. */
    private Terrain solidAt(int x, int y) {
        // A file of the player's own may have no map yet: the cursor is then on no square at all.
        Terrain here = draft.inside(x, y) ? Terrain.byId(String.valueOf(draft.terrainAt(x, y))) : null;
        return here != null && here.blocksMovement() ? here : null;
    }

    private void editCreature() {
        int i = indexAt(cx, cy);
        if (i < 0) {
            tell(app.messages().text("build.nobody.edit"), Style.WARN);
            return;
        }
        app.push(new BuildCreaturePage(app, this, i, workshop.behaviours(), workshop::behaviourDescription));
    }

    /** Replaces the creature at {@code index} (from the creature page). */
    void replace(int index, DraftCreature c) {
        List<DraftCreature> list = new ArrayList<>(draft.creatures());
        list.set(index, c);
        change(draft.withCreatures(list));
    }

    private void seed(String v) {
        if (v.isEmpty()) change(draft.withSeed(null));
        else {
            try {
                change(draft.withSeed(Long.parseLong(v)));
            } catch (NumberFormatException e) {
                // A whole number past a long's range is one all the same: say the range, not "a whole number".
                tell(v.matches("-?\\d+") ? app.messages().text("build.seed.range", String.valueOf(Long.MIN_VALUE), String.valueOf(Long.MAX_VALUE))
                        : app.messages().text("build.seed.bad"), Style.WARN);
            }
        }
    }

    private void save(boolean replace) {
        DraftSaved saved = workshop.save(draft, replace);
        if (saved instanceof DraftSaved.Written w) {
            draft = w.draft();
            onDisk = draft;
            recheck();
            tell(app.messages().text(problems.isEmpty() ? "build.saved" : "build.saved.problems", w.shown()),
                    problems.isEmpty() ? Style.GOOD : Style.WARN);
        } else if (saved instanceof DraftSaved.Clash c) {
            ScreenMessages m = app.messages();
            app.push(new ConfirmPage(app, m.text("build.clash.title", c.fileName()),
                    List.of(Line.of(m.text("build.clash.have", c.fileName())), Line.of(m.text("build.clash.replaces"))),
                    m.text("build.clash.go"), this, () -> save(true)));
        } else if (saved instanceof DraftSaved.Refused r) {
            tell(r.why().in(app.messages()), Style.BAD);
        }
    }

    private void leave() {
        if (carried >= 0) {
            drop(true);
            return;
        }
        if (!unsaved()) {
            app.pop();
            return;
        }
        // Changes not saved: save them and go, go without them, or stay. Saving may not end in a file (a name
        // taken asks first, a refusal says why): then the builder stays open, its notice saying what happened.
        ScreenMessages m = app.messages();
        app.push(new MenuPage(app, m.text("build.leave.title"), List.of(
                new MenuPage.Item('w', m.text("build.leave.save"), () -> {
                    save(false);
                    // The page below says where the file went: the builder's own notice goes with it.
                    if (!unsaved() && app.onTop(this)) app.pop(notice);
                }),
                new MenuPage.Item('y', m.text("build.leave.lost"), () -> {
                    discarded = true;
                    app.pop();
                }),
                new MenuPage.Item('n', m.text("build.leave.stay"), () -> { })), this));
    }

    /** Whether the draft differs from its file, or, before a first save, from what a new room opened as. */
    private boolean unsaved() {
        return onDisk == null && startedAs != null ? !draft.equals(startedAs) : !draft.equals(onDisk);
    }

    private void change(EncounterDraft next) {
        history.changed(draft);
        follow(next);
    }

    /** Takes {@code next} as the draft without recording the one before (a carry's steps, undo and redo). */
    private void follow(EncounterDraft next) {
        draft = next;
        changed = true;
        recheck();
    }

    /**
     * The session ended under the builder (a dropped connection, a closed window, an idle timeout, Ctrl-C) with
     * work not saved: it is kept as a new file of the player's encounters, never over one, named as the
     * encounter with "(recovered)", rather than lost. Leaving without saving on purpose keeps nothing.
     */
    @Override
    public void left() {
        // Its odds first, as every page with odds does: a builder left would otherwise keep a worker on its draft.
        OddsPage.super.left();
        if (!unsaved() || !changed || discarded) return;
        ScreenMessages m = app.messages();
        // Each name in its own language whatever the session's: the English name (the file's "name", which names
        // the file too) says "(recovered)", the French one (its "fr", else the English name) "(récupérée)". From
        // the session's words alone, a French session wrote "The ogre and its grapplers (récupérée)" and dropped
        // "L'ogre et ses lutteurs", a renamed encounter's translation.
        ScreenMessages english = ScreenMessages.of(Language.EN);
        String french = workshop.frenchName(draft);
        String name = english.text("build.recovered.name", draft.name());
        String frName = ScreenMessages.of(Language.FR).text("build.recovered.name", french == null ? draft.name() : french);
        DraftSaved kept = null;
        for (int n = 1; n <= RECOVERED_NAMES; n++) {
            String named = n == 1 ? name : name + " " + n;
            String frNamed = n == 1 ? frName : frName + " " + n;
            // The file's name ends with these words whole ("-recovered-2"), the encounter's name cut to make room:
            // cut after them, every try of a long name was one file name, and the work was lost.
            String end = n == 1 ? english.text("build.recovered.file") : english.text("build.recovered.file") + " " + n;
            kept = workshop.keep(draft, named, frNamed, end);
            // The next session's title screen says where the work went, in its language.
            if (kept instanceof DraftSaved.Written) {
                app.keptDrafts().remember(KeptDraft.kept(named, frNamed));
                return;
            }
            if (!(kept instanceof DraftSaved.Clash)) break;
        }
        // Never in silence: the next session's title screen says the work could not be kept, and why.
        String why = kept instanceof DraftSaved.Refused r ? r.why().in(m) : m.text("build.recovered.taken", RECOVERED_NAMES);
        app.keptDrafts().remember(KeptDraft.lost(why));
    }

    private void recheck() {
        problems = workshop.check(draft, app.messages());
        draftText = problems.isEmpty() ? workshop.text(draft) : null;
    }

    private void tell(String text, Style style) {
        notice = text;
        noticeStyle = style;
    }

    private int indexAt(int x, int y) {
        DraftCreature k = creatureAt(draft, templates, x, y);
        return k == null ? -1 : draft.creatures().indexOf(k);
    }

    /**
     * The creature's own name as the session's screens will show it (in French its French name, else its
     * English one, as in a fight), or null when it has none and goes by its template's.
     */
    String ownName(DraftCreature k) {
        if (app.messages().language() == Language.FR && k.names().fr() != null) return k.names().fr();
        return k.names().name();
    }

    /**
     * Whether the creature's French name is feminine though the draft gives no gender: as a fight will tell it,
     * its monster's gender ("gender": "f" of the giant spider), else a pre-made hero's class's.
     */
    boolean templateFeminine(DraftCreature k) {
        DraftTemplate t = templates.get(k.template());
        String shown = k.names().name() != null ? k.names().name() : t == null ? null : t.name();
        return ContentNames.of(app.catalog().words(), Language.FR).feminine(null, k.template(), shown);
    }

    /** The template's name in the session's language, what a creature the draft names in no way of its own is called. */
    String templateName(String id) {
        DraftTemplate t = templates.get(id);
        return t == null ? id : BuildMenus.name(app, t);
    }

    /** The creature whose footprint covers a square (the last placed, when several do), or null. */
    static DraftCreature creatureAt(EncounterDraft draft, Map<String, DraftTemplate> templates, int x, int y) {
        List<DraftCreature> all = draft.creatures();
        for (int i = all.size() - 1; i >= 0; i--) {
            DraftCreature k = all.get(i);
            DraftTemplate t = templates.get(k.template());
            int w = t == null ? 1 : t.width();
            int h = t == null ? 1 : t.height();
            if (x >= k.x() && x < k.x() + w && y >= k.y() && y < k.y() + h) return k;
        }
        return null;
    }

    /** The difficulties the lists show, in turn. */
    private static String nextDifficulty(String now) {
        List<String> all = DifficultyWords.RATED;
        // A file without one (null) starts the round at easy; List.indexOf refuses null.
        return all.get(((now == null ? -1 : all.indexOf(now)) + 1) % all.size());
    }

    /**
     * A typed whole number, or null when what was typed is none ("-" alone). One too long for an int is held
     * at the int's edge, so the checks under the page say it is out of range: it once read as the field's
     * fallback and changed the creature without a word.
     */
    static Integer whole(String v) {
        String t = v.trim();
        if (!t.matches("-?\\d+")) return null;
        BigInteger n = new BigInteger(t);
        return n.max(BigInteger.valueOf(Integer.MIN_VALUE)).min(BigInteger.valueOf(Integer.MAX_VALUE)).intValue();
    }
}
