package escarmouche.ui.battle;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import escarmouche.command.Command;
import escarmouche.engine.action.CommandExecutor;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.preview.MovePreview;
import escarmouche.rules.core.Condition;
import escarmouche.rules.grid.Pos;
import escarmouche.ui.page.App;
import escarmouche.ui.page.Frame;
import escarmouche.ui.page.KeyHelp;
import escarmouche.ui.page.Line;
import escarmouche.ui.page.MenuPage;
import escarmouche.ui.page.Page;
import escarmouche.ui.page.ReferencePage;
import escarmouche.ui.page.TextPage;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Direction;
import escarmouche.ui.term.Keys;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The fight: map, side panel, log and hint bar, and the keyboard's modes (planning a move, choosing a
 * target, looking around, browsing the log). Every action becomes a {@link Command} for the engine's one
 * command path; monster turns are played one command at a time at a readable pace.
 */
public final class BattlePage implements Page {
    private enum Mode { NORMAL, MOVE, TARGET, LOOK, LOG }

    private final App app;
    private final Fight fight;
    private final Describe describe;
    private final Why why;
    private final MapPane map = new MapPane();
    private Mode mode = Mode.NORMAL;
    private MovePlan plan;
    private TargetPick pick;
    private Pos cursor;
    private int logSelected = -1;
    private boolean skipping;
    private boolean finished;
    private String turnKey = "";
    private String notice;

    private BattlePage(App app, Fight fight) {
        this.app = app;
        this.fight = fight;
        this.describe = new Describe(fight);
        this.why = new Why(app.reference());
    }

    /** Puts the fight on screen and plays until the first player turn. */
    public static BattlePage begin(App app, Fight fight) {
        BattlePage page = new BattlePage(app, fight);
        app.push(page);
        fight.start();
        if (fight.tutorial() != null) {
            app.push(new TextPage(app, "Tutorial", List.of(Line.of(Tutorial.intro())), TextPage.Close.POP, page));
        } else {
            page.automate();
        }
        return page;
    }

    public Fight fight() {
        return fight;
    }

    // --- the flow of turns

    @Override
    public void resumed() {
        if (!finished) automate();
    }

    /** Plays monster and automatic turns until a player must choose, a note must be read, or the end. */
    private void automate() {
        while (!app.quitting()) {
            if (showNote()) return;
            if (fight.game().over()) {
                finish();
                return;
            }
            if (fight.game().awaitingPlayer()) {
                playerTurn();
                return;
            }
            fight.game().step();
            if (!skipping && app.pause(app.settings().paceMillis())) skipping = true;
        }
    }

    private void playerTurn() {
        skipping = false;
        Creature active = fight.game().active();
        String key = fight.battle().round() + ":" + active.id();
        if (!key.equals(turnKey)) {
            turnKey = key;
            mode = Mode.NORMAL;
            plan = null;
            pick = null;
        }
    }

    /** Shows every rule met for the first time since the last note, in one box; false when there is none. */
    private boolean showNote() {
        Tutorial t = fight.tutorial();
        if (t == null) return false;
        List<String> rules = new ArrayList<>();
        for (String r = t.nextNote(); r != null; r = t.nextNote()) rules.add(r);
        if (rules.isEmpty()) return false;
        List<Line> lines = new ArrayList<>();
        for (String rule : rules) {
            var entry = app.reference().get(rule);
            if (!lines.isEmpty()) lines.add(Line.of(""));
            lines.add(Line.heading(rule + (entry != null ? ": " + entry.title() : "")));
            lines.add(Line.of(Tutorial.note(rule)));
            if (entry != null && entry.house() && !entry.differs().isEmpty()) {
                lines.add(Line.dim("In plain 5e: " + entry.differs()));
            }
        }
        app.push(new TextPage(app, rules.size() == 1 ? "New rule" : "New rules", lines, TextPage.Close.POP, this));
        return true;
    }

    /** The fight is over: the board and the log stay readable until the player asks for the summary. */
    private void finish() {
        finished = true;
        mode = Mode.NORMAL;
        plan = null;
        pick = null;
    }

    private void summary() {
        app.push(new TextPage(app, "End of the fight", Summary.lines(fight), TextPage.Close.HOME, null));
    }

    private void submit(Command command) {
        notice = null;
        CommandExecutor.Result r = fight.submit(command);
        if (r != CommandExecutor.Result.REFUSED) {
            mode = Mode.NORMAL;
            plan = null;
            pick = null;
        } else if (mode != Mode.NORMAL && fight.log().size() > 0) {
            // The planner or picker stays open so the player can fix the command; say why it was refused.
            notice = fight.log().get(fight.log().size() - 1).text();
        }
        automate();
    }

    // --- keys

    @Override
    public void handle(KeyStroke key) {
        notice = null;
        if (finished && mode == Mode.NORMAL) {
            finishedKey(key);
            return;
        }
        switch (mode) {
            case MOVE -> moveKey(key);
            case TARGET -> targetKey(key);
            case LOOK -> lookKey(key);
            case LOG -> logKey(key);
            default -> normalKey(key);
        }
        if (!finished && app.onTop(this) && fight.game().awaitingPlayer()) showNote();
    }

    private void finishedKey(KeyStroke key) {
        if (Keys.enter(key) || Keys.escape(key) || Keys.ch(key) == ' ') summary();
        else if (Keys.ch(key) == 'w') whyLatest();
        else if (Keys.ch(key) == 'L' || Keys.is(key, KeyType.PageUp) || Keys.is(key, KeyType.PageDown)) startLog();
        else if (Keys.ch(key) == '?') app.push(new TextPage(app, "Keys", KeyHelp.lines(), TextPage.Close.POP, null));
        else if (Keys.ch(key) == 'R') app.push(new ReferencePage(app));
    }

    private Creature me() {
        return fight.game().active();
    }

    private void normalKey(KeyStroke key) {
        if (!fight.game().awaitingPlayer()) {
            automate();
            return;
        }
        Direction d = Keys.direction(key);
        if (d != null) {
            step(d);
            return;
        }
        if (Keys.is(key, KeyType.PageUp) || Keys.is(key, KeyType.PageDown)) {
            startLog();
            logKey(key);
            return;
        }
        if (Keys.enter(key)) {
            actionMenu();
            return;
        }
        switch (Keys.ch(key)) {
            case 'a' -> startPick(TargetPick.Purpose.ATTACK, enemies());
            case 'g' -> startPick(TargetPick.Purpose.GRAPPLE, enemies());
            case 's' -> startPick(TargetPick.Purpose.SHOVE, enemies());
            case 'p' -> startPick(TargetPick.Purpose.HELP_ALLY, fight.battle().alliesOf(me()));
            case 'c' -> castMenu();
            case 'q' -> drinkMenu();
            case 'C' -> startPlan(true);
            case 'm' -> startPlan(false);
            case 'x' -> submit(new Command.Escape(null, "escape"));
            case 'r' -> submit(new Command.Release("release"));
            case 'D' -> submit(new Command.Disengage("disengage"));
            case 'd' -> submit(new Command.Dash("dash"));
            case 'o' -> submit(new Command.Dodge("dodge"));
            case 't' -> submit(new Command.Stand("stand"));
            case 'z' -> submit(new Command.Prone("prone"));
            case ',' -> submit(new Command.Pickup(null, "pickup"));
            case 'e' -> submit(new Command.End("end"));
            case ' ' -> actionMenu();
            case 'v' -> startLook();
            case 'S' -> surroundings();
            case 'w' -> whyLatest();
            case 'L' -> startLog();
            case '?' -> app.push(new TextPage(app, "Keys", KeyHelp.lines(), TextPage.Close.POP, null));
            case 'R' -> app.push(new ReferencePage(app));
            case 'Q' -> confirmQuit();
            default -> { }
        }
    }

    private List<Creature> enemies() {
        return fight.battle().enemiesOf(me());
    }

    private void actionMenu() {
        List<MenuPage.Item> items = new ArrayList<>();
        items.add(new MenuPage.Item('a', "Attack", () -> startPick(TargetPick.Purpose.ATTACK, enemies())));
        items.add(new MenuPage.Item('g', "Grapple (replaces an attack)", () -> startPick(TargetPick.Purpose.GRAPPLE, enemies())));
        items.add(new MenuPage.Item('s', "Shove (replaces an attack)", () -> startPick(TargetPick.Purpose.SHOVE, enemies())));
        items.add(new MenuPage.Item('x', "Escape a grapple", () -> submit(new Command.Escape(null, "escape"))));
        items.add(new MenuPage.Item('r', "Release a grapple", () -> submit(new Command.Release("release"))));
        items.add(new MenuPage.Item('D', "Disengage", () -> submit(new Command.Disengage("disengage"))));
        items.add(new MenuPage.Item('d', "Dash", () -> submit(new Command.Dash("dash"))));
        items.add(new MenuPage.Item('o', "Dodge", () -> submit(new Command.Dodge("dodge"))));
        items.add(new MenuPage.Item('p', "Help an ally", () -> startPick(TargetPick.Purpose.HELP_ALLY,
                fight.battle().alliesOf(me()))));
        items.add(new MenuPage.Item('t', "Stand up", () -> submit(new Command.Stand("stand"))));
        items.add(new MenuPage.Item('z', "Drop prone", () -> submit(new Command.Prone("prone"))));
        items.add(new MenuPage.Item('m', "Plan a move (path, cost, risks)", () -> startPlan(false)));
        items.add(new MenuPage.Item('C', "Crawl", () -> startPlan(true)));
        items.add(new MenuPage.Item('c', "Cast a spell", this::castMenu));
        items.add(new MenuPage.Item('q', "Drink a potion", this::drinkMenu));
        items.add(new MenuPage.Item(',', "Pick up", () -> submit(new Command.Pickup(null, "pickup"))));
        items.add(new MenuPage.Item('e', "End the turn", () -> submit(new Command.End("end"))));
        app.push(new MenuPage(app, "Actions of " + fight.name(me().id()), items, this));
    }

    private void castMenu() {
        List<String> spells = me().resources.spells;
        if (spells.isEmpty()) {
            notice = fight.name(me().id()) + " knows no spell.";
            return;
        }
        List<MenuPage.Item> items = new ArrayList<>();
        for (String s : spells) {
            items.add(new MenuPage.Item((char) 0, s, () -> {
                List<Creature> all = new ArrayList<>();
                List<Creature> foes = new ArrayList<>(enemies());
                List<Creature> friends = new ArrayList<>(fight.battle().alliesOf(me()));
                foes.sort(java.util.Comparator.comparingInt(me()::distanceTo));
                friends.sort(java.util.Comparator.comparingInt(me()::distanceTo));
                all.addAll(foes);
                all.addAll(friends);
                all.add(me());
                startPick(TargetPick.Purpose.CAST, all);
                if (pick != null) pick.spell = s;
            }));
        }
        app.push(new MenuPage(app, "Cast which spell", items, this));
    }

    private void drinkMenu() {
        Map<String, Integer> items = me().resources.items;
        List<MenuPage.Item> menu = new ArrayList<>();
        for (Map.Entry<String, Integer> e : items.entrySet()) {
            if (e.getValue() <= 0) continue;
            String id = e.getKey();
            menu.add(new MenuPage.Item((char) 0, id + " x" + e.getValue(), () -> submit(new Command.Drink(id, "drink " + id))));
        }
        if (menu.isEmpty()) {
            notice = fight.name(me().id()) + " carries nothing to drink.";
            return;
        }
        app.push(new MenuPage(app, "Drink what", menu, this));
    }

    private void confirmQuit() {
        app.push(new MenuPage(app, "Leave this fight?", List.of(
                new MenuPage.Item('y', "Yes, back to the title screen", app::home),
                new MenuPage.Item('n', "No, keep fighting", () -> { })), this));
    }

    // --- planning a move

    /**
     * A direction key outside the planner: one square at once when nothing needs deciding; a step into
     * difficult ground (careful or risky?), one that would provoke an opportunity attack, or one the engine
     * would refuse opens the planner instead, which shows why before anything happens.
     */
    private void step(Direction d) {
        Pos next = d.from(me().at());
        if (!fight.battle().grid().passable(next)) {
            notice = "A wall blocks the way " + d.label + ".";
            return;
        }
        MovePreview p = fight.game().previews().move(me(), List.of(next));
        if (p.legal() && p.threats().isEmpty() && MoveInfo.terrainDc(fight, p) == 0 && !me().has(Condition.PRONE)) {
            submit(new Command.Move(List.of(next), null, "move " + next));
            return;
        }
        startPlan(me().has(Condition.PRONE));
        planStep(d);
    }

    private void startPlan(boolean crawl) {
        plan = new MovePlan(me(), crawl);
        mode = Mode.MOVE;
    }

    private void planStep(Direction d) {
        if (!plan.step(d, fight.battle().grid())) {
            notice = "A wall blocks the way " + d.label + ".";
            return;
        }
        preview();
    }

    private void preview() {
        plan.preview = plan.path.isEmpty() ? null : fight.game().previews().move(plan.mover, plan.path);
        Tutorial t = fight.tutorial();
        if (t != null && plan.preview != null) {
            if (MoveInfo.terrainDc(fight, plan.preview) > 0 && !plan.crawl) t.notice("MOVE-DIFFICULT");
            for (MovePreview.Threat th : plan.preview.threats()) t.notice(th.rule());
        }
    }

    private void moveKey(KeyStroke key) {
        Direction d = Keys.direction(key);
        if (d != null) {
            planStep(d);
        } else if (Keys.is(key, KeyType.Backspace) || Keys.is(key, KeyType.Delete)) {
            if (!plan.undo()) mode = Mode.NORMAL;
            else preview();
        } else if (Keys.escape(key)) {
            plan = null;
            mode = Mode.NORMAL;
        } else if (Keys.ch(key) == 'r' && !plan.crawl) {
            plan.cycleRisky();
            preview();
        } else if (Keys.enter(key)) {
            if (plan.path.isEmpty()) {
                mode = Mode.NORMAL;
                return;
            }
            submit(plan.command());
        }
    }

    // --- choosing a target

    private void startPick(TargetPick.Purpose purpose, List<Creature> candidates) {
        if (candidates.isEmpty()) {
            notice = purpose == TargetPick.Purpose.HELP_ALLY ? "No ally to help." : "Nobody to aim at.";
            return;
        }
        pick = new TargetPick(purpose, me(), candidates);
        if (purpose == TargetPick.Purpose.ATTACK) pick.bestWeapon(fight);
        mode = Mode.TARGET;
    }

    private void targetKey(KeyStroke key) {
        KeyType type = key.getKeyType();
        char c = Keys.ch(key);
        if (Keys.escape(key)) {
            pick = null;
            mode = Mode.NORMAL;
        } else if (type == KeyType.Tab || type == KeyType.ArrowRight || type == KeyType.ArrowDown || c == 'l' || c == 'j') {
            pick.next(1);
            if (pick.purpose == TargetPick.Purpose.ATTACK) pick.bestWeapon(fight);
        } else if (type == KeyType.ReverseTab || type == KeyType.ArrowLeft || type == KeyType.ArrowUp || c == 'h' || c == 'k') {
            pick.next(-1);
            if (pick.purpose == TargetPick.Purpose.ATTACK) pick.bestWeapon(fight);
        } else if (c == 'w' && pick.purpose == TargetPick.Purpose.ATTACK) {
            pick.weapon++;
        } else if (c == 'p' && pick.purpose == TargetPick.Purpose.SHOVE) {
            pick.push = !pick.push;
        } else if (Keys.enter(key) && pick.target() != null) {
            if (pick.purpose == TargetPick.Purpose.HELP_ALLY) {
                String ally = pick.target().id();
                startPick(TargetPick.Purpose.HELP_TARGET, enemies());
                if (pick != null) pick.ally = ally;
                return;
            }
            submit(pick.command());
        }
    }

    // --- looking around

    private void startLook() {
        cursor = me().at();
        mode = Mode.LOOK;
    }

    private void lookKey(KeyStroke key) {
        Direction d = Keys.direction(key);
        Battle b = fight.battle();
        if (d != null) {
            Pos next = d.from(cursor);
            if (b.grid().inBounds(next)) cursor = next;
        } else if (Keys.is(key, KeyType.Tab) || Keys.is(key, KeyType.ReverseTab)) {
            cursor = nextCreature(Keys.is(key, KeyType.Tab) ? 1 : -1);
        } else if (Keys.escape(key) || Keys.ch(key) == 'v') {
            mode = Mode.NORMAL;
            cursor = null;
        } else if ((Keys.enter(key) || Keys.ch(key) == 'm') && !cursor.equals(me().at())) {
            List<Pos> steps = fight.game().previews().cheapestPath(me(), cursor);
            if (steps == null) {
                notice = "No path leads to " + cursor + ".";
                return;
            }
            plan = new MovePlan(me(), false);
            plan.replace(steps);
            preview();
            mode = Mode.MOVE;
            cursor = null;
        }
    }

    private Pos nextCreature(int delta) {
        List<Creature> living = new ArrayList<>();
        for (Creature c : fight.battle().creatures()) if (c.alive()) living.add(c);
        if (living.isEmpty()) return cursor;
        int at = -1;
        Creature here = fight.battle().occupant(cursor);
        if (here != null) at = living.indexOf(here);
        int next = at < 0 ? (delta > 0 ? 0 : living.size() - 1) : Math.floorMod(at + delta, living.size());
        return living.get(next).at();
    }

    private void surroundings() {
        app.push(new TextPage(app, "Around " + fight.name(me().id()), Line.all(describe.surroundings(me())),
                TextPage.Close.POP, null));
    }

    // --- the log and "why?"

    private void startLog() {
        if (fight.log().size() == 0) return;
        logSelected = fight.log().size() - 1;
        mode = Mode.LOG;
    }

    private void logKey(KeyStroke key) {
        if (Keys.escape(key) || Keys.ch(key) == 'L') {
            mode = Mode.NORMAL;
            logSelected = -1;
        } else if (Keys.enter(key) || Keys.ch(key) == 'w' || Keys.ch(key) == '?') {
            showWhy(logSelected);
        } else {
            logSelected = Keys.select(key, logSelected, fight.log().size(), 5);
        }
    }

    private void whyLatest() {
        int i = fight.log().lastWithRules();
        if (i < 0) {
            notice = "No rule has fired yet.";
            return;
        }
        showWhy(i);
    }

    private void showWhy(int index) {
        if (index < 0 || index >= fight.log().size()) return;
        app.push(new TextPage(app, "Why?", why.lines(fight.log().get(index)), TextPage.Close.POP, this));
    }

    // --- drawing

    @Override
    public void draw(Canvas canvas) {
        int panel = Layout.panelWidth(canvas.width());
        Layout l = Layout.of(canvas.width(), canvas.height(), fight.battle().grid().height(),
                SidePane.rowsWanted(fight, panel, fight.tutorial()));
        statusBar(canvas.region(0, 0, canvas.width(), 1));
        map.draw(canvas.region(0, 1, l.mapWidth(), l.topRows()), fight, overlay(), focus());
        Canvas sep = canvas.region(l.mapWidth(), 1, 1, l.topRows());
        for (int r = 0; r < sep.height(); r++) sep.put(0, r, '│', Style.DIM);
        SidePane.draw(canvas.region(l.mapWidth() + 1, 1, canvas.width() - l.mapWidth() - 1, l.topRows()), fight,
                fight.tutorial());
        int headerRow = 1 + l.topRows();
        Canvas bottom = canvas.region(0, headerRow + 1, canvas.width(), canvas.height() - headerRow - 2);
        String header;
        switch (mode) {
            case MOVE -> {
                header = plan.crawl ? "Crawl" : "Move";
                MoveInfo.draw(bottom, withNotice(MoveInfo.lines(fight, plan.mover, plan.preview, plan.risky, plan.crawl)));
            }
            case TARGET -> {
                header = "Target";
                MoveInfo.draw(bottom, withNotice(pick.lines(fight)));
            }
            case LOOK -> {
                header = "Look";
                MoveInfo.draw(bottom, withNotice(Line.all(describe.square(cursor))));
            }
            default -> {
                header = mode == Mode.LOG ? "Log: ↑↓ choose a line, Enter why?" : "Log";
                if (notice != null) {
                    bottom.line(0, notice, Style.WARN);
                    LogPane.draw(bottom.region(0, 1, bottom.width(), bottom.height() - 1), fight.log(), logSelected);
                } else {
                    LogPane.draw(bottom, fight.log(), logSelected);
                }
            }
        }
        canvas.line(headerRow, "── " + header + " " + "─".repeat(Math.max(0, canvas.width() - header.length() - 4)),
                Style.DIM);
        hints(canvas.region(0, canvas.height() - 1, canvas.width(), 1));
    }

    private List<Line> withNotice(List<Line> lines) {
        if (notice == null) return lines;
        List<Line> out = new ArrayList<>();
        out.add(new Line(notice, Style.WARN));
        out.addAll(lines);
        return out;
    }

    private MapPane.Overlay overlay() {
        return switch (mode) {
            case MOVE -> new MapPane.Overlay(plan.path, plan.legalSteps(),
                    plan.preview == null ? null : plan.preview.fallback(), plan.danger(), null, null);
            case TARGET -> new MapPane.Overlay(List.of(), 0, null, null, null, pick.target());
            case LOOK -> new MapPane.Overlay(List.of(), 0, null, null, cursor, null);
            default -> MapPane.Overlay.NONE;
        };
    }

    private Pos focus() {
        if (mode == Mode.LOOK && cursor != null) return cursor;
        if (mode == Mode.MOVE && !plan.path.isEmpty()) return plan.path.get(plan.path.size() - 1);
        if (mode == Mode.TARGET && pick.target() != null) return pick.target().at();
        Creature a = fight.battle().active();
        return a == null ? null : a.at();
    }

    private void statusBar(Canvas c) {
        Battle b = fight.battle();
        Creature a = b.active();
        String text;
        if (finished || a == null) {
            String w = fight.stats().winner();
            text = "The fight is over: " + ("party".equals(w) ? "victory" : "monsters".equals(w) ? "defeat" : "no winner")
                    + ". Enter: the summary";
        } else if (fight.game().awaitingPlayer()) {
            text = "▶ " + fight.name(a.id()) + " · move " + a.turn.movementLeft + "/" + a.turn.movementBudget
                    + " · action " + (a.turn.actionUsed ? "used" : "ready") + " · reaction "
                    + (a.turn.reactionUsed ? "spent" : "ready");
        } else {
            text = "▶ " + fight.name(a.id()) + " acts (any key: skip ahead)";
        }
        c.line(0, "", Style.SELECTED);
        int room = Math.max(10, c.width() - text.length() - 3);
        int col = c.text(0, 0, " " + Text.fit(b.name(), room) + " ", Style.SELECTED);
        c.text(col + 1, 0, Text.fit(text, c.width() - col - 1), Style.SELECTED);
    }

    private void hints(Canvas c) {
        switch (mode) {
            case MOVE -> Frame.hints(c, 0, "arrows/hjklyubn", "steer", "Bksp", "undo step", "r", "careful/risky",
                    "Enter", "go", "Esc", "cancel");
            case TARGET -> {
                if (pick.purpose == TargetPick.Purpose.ATTACK) {
                    Frame.hints(c, 0, "Tab/←→", "next target", "w", "weapon", "Enter", "attack", "Esc", "cancel");
                } else if (pick.purpose == TargetPick.Purpose.SHOVE) {
                    Frame.hints(c, 0, "Tab/←→", "next target", "p", "prone or push", "Enter", "shove", "Esc", "cancel");
                } else {
                    Frame.hints(c, 0, "Tab/←→", "next", "Enter", "confirm", "Esc", "cancel");
                }
            }
            case LOOK -> Frame.hints(c, 0, "arrows", "move cursor", "Tab", "next creature", "Enter", "walk there",
                    "Esc", "done");
            case LOG -> Frame.hints(c, 0, "↑↓ PgUp PgDn", "choose", "Enter/w", "why?", "Esc", "back");
            default -> {
                if (finished) {
                    Frame.hints(c, 0, "Enter", "summary", "w", "why?", "L", "browse the log", "?", "keys");
                    return;
                }
                Frame.hints(c, 0, "arrows", "step", "m", "plan a move", "a", "attack", "e", "end turn", "Space",
                        "actions", "w", "why?", "?", "keys");
            }
        }
    }
}
