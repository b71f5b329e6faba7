package escarmouche.ui.battle;

import escarmouche.engine.Standpoint;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.movement.OpportunityQuestion;
import escarmouche.rules.grid.Pos;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.page.Frame;
import escarmouche.ui.page.Line;
import escarmouche.ui.log.WinningSide;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Draws the battle screen: the status bar, the map, the side panel, the log (or the current mode's
 * details) and the hint bar, laid out for the terminal's size by {@link Layout}.
 */
final class BattleView {
    /** The encounter's name on the status line keeps at least this much before whose turn it is. */
    private static final int SHORTEST_TITLE = 10;
    /** A creature's name on the status line keeps at least this much when the line is short of room. */
    private static final int SHORTEST_NAME = 12;
    private final ScreenFight fight;
    private final MapPane map = new MapPane();
    /** The creatures this screen plays, when it is one seat of a shared fight; null: a screen alone (those by hand). */
    private java.util.function.Predicate<Creature> mine;
    /** The creatures this seat gave orders to at some time in the fight, the side its end is told from; null alone. */
    private java.util.function.Predicate<Creature> played;
    /** Whether this is a table's game master's seat: the end names the winner plainly ({@link Standpoint}). */
    private boolean gameMaster;
    /**
     * At a table, who decides the opportunity attack asked now, in the table's words ("Waiting: anne decides whether
     * gob strikes."): what a seat that does not answer it reads instead of keys it has not got. Null: a screen alone.
     */
    private Supplier<String> decides;
    /** At a table, why it closed, or null while it is open (a screen alone: no supplier). */
    private Supplier<String> closed;
    /** The session's texts, asked at each frame. */
    private final Supplier<ScreenMessages> messages;

    BattleView(ScreenFight fight, Supplier<ScreenMessages> messages) {
        this.fight = fight;
        this.messages = messages;
    }

    /** The end is told from the side of the creatures this screen plays: a seat holding only monsters wins with them. */
    void playing(java.util.function.Predicate<Creature> mine, java.util.function.Predicate<Creature> played,
                 boolean gameMaster, Supplier<String> decides, Supplier<String> closed) {
        this.mine = mine;
        this.played = played;
        this.gameMaster = gameMaster;
        this.decides = decides;
        this.closed = closed;
    }

    /** Whether this is a table's seat on a move it does not command (another seat's creature, or the AI's). */
    private boolean watching() {
        if (mine == null) return false;
        Creature active = fight.game().active();
        return !(fight.game().awaitingPlayer() && active != null && mine.test(active));
    }

    /** @param mode the current mode, or null; @param notice a one-line message for this frame, or null */
    void draw(Canvas canvas, Mode mode, String notice, boolean finished) {
        ScreenMessages m = messages.get();
        MapColumns columns = MapColumns.of(canvas.width(), fight.battle().grid().width(), fight.battle().grid().height());
        List<Line> info = mode == null ? null : mode.info();
        if (info != null) info = withNotice(info, notice);
        Layout l = Layout.of(columns, canvas.height(), fight.battle().grid().height(),
                SidePane.rowsWanted(fight, columns.panel(), fight.tutorial()), info == null ? 0 : MoveInfo.rows(info, canvas.width()));
        statusBar(canvas.region(0, 0, canvas.width(), 1), finished, m);
        map.draw(canvas.region(0, 1, l.mapWidth(), l.topRows()), fight,
                mode == null ? MapPane.Overlay.NONE : mode.overlay(), focus(mode));
        Canvas sep = canvas.region(l.mapWidth(), 1, 1, l.topRows());
        for (int r = 0; r < sep.height(); r++) sep.put(0, r, '│', Style.DIM);
        SidePane.draw(canvas.region(l.mapWidth() + 1, 1, l.panelWidth(), l.topRows()), fight, fight.tutorial(), m, mine);
        int blank = l.mapWidth() + 1 + l.panelWidth();
        if (blank < canvas.width()) canvas.region(blank, 1, canvas.width() - blank, l.topRows()).fill(Style.NORMAL);
        int headerRow = 1 + l.topRows();
        Canvas bottom = canvas.region(0, headerRow + 1, canvas.width(), canvas.height() - headerRow - 2);
        if (info != null && MoveInfo.rows(info, bottom.width()) > bottom.height()) {
            // Short of rows (a tall map at 80x24): the mode fits its details to what is left under the notice.
            int noticeRows = notice == null ? 0 : MoveInfo.rows(List.of(new Line(notice, Style.WARN)), bottom.width());
            info = withNotice(mode.info(Math.max(0, bottom.height() - noticeRows), bottom.width()), notice);
        }
        if (info != null) {
            int used = MoveInfo.draw(bottom, info);
            if (mode.logBelow() && bottom.height() - used > 3) {
                Canvas rest = bottom.region(0, used + 1, bottom.width(), bottom.height() - used - 1);
                String title = m.text("log.title");
                rest.line(0, "── " + title + " " + "─".repeat(Math.max(0, rest.width() - 4 - title.length())), Style.DIM);
                LogPane.draw(rest.region(0, 1, rest.width(), rest.height() - 1), fight.log(), fight.sees(), -1, m);
            }
        } else if (notice != null) {
            // A notice wider than the screen wraps, the log below it: its end is often what to do.
            bottom.fill(Style.NORMAL);
            int used = Math.max(1, Math.min(bottom.height(), bottom.paragraph(0, notice, Style.WARN)));
            if (used == 1) bottom.line(0, notice, Style.WARN);
            LogPane.draw(bottom.region(0, used, bottom.width(), bottom.height() - used), fight.log(), fight.sees(), -1, m);
        } else {
            LogPane.draw(bottom, fight.log(), fight.sees(), mode == null ? -1 : mode.logSelection(), m);
        }
        String full = mode == null ? LogWords.header(fight.log(), messages.get()) : mode.header();
        // A header longer than the screen (a caster's slots at 80 columns) ends on "…", not in the middle of a word.
        String header = Text.fit(full, Math.max(1, canvas.width() - 4));
        canvas.line(headerRow, "── " + header + " " + "─".repeat(Math.max(0, canvas.width() - header.length() - 4)),
                Style.DIM);
        Canvas bar = canvas.region(0, canvas.height() - 1, canvas.width(), 1);
        if (mode != null) {
            mode.hints(bar);
        } else if (finished) {
            Frame.hints(bar, 0, m.text("hint.enter.keys"), m.text("battle.hint.summary"), "w", m.text("battle.hint.why"), "L",
                    m.text("battle.hint.log"), "?", m.text("hint.keys"));
        } else if (watching()) {
            // Someone else's move at a table: the keys this seat has until its own creature's turn.
            Frame.hints(bar, 0, "w", m.text("battle.hint.why"), "L", m.text("battle.hint.log"), "v", m.text("battle.hint.look"),
                    "?", m.text("hint.keys"), "Q", m.text("table.hint.leave"));
        } else if (!fight.game().awaitingPlayer()) {
            // The AI plays a turn (a monster's, a hero handed to it, or every turn of a fight watched on AI):
            // the play keys would do nothing now; these do (BattlePage's pause).
            Frame.hints(bar, 0, m.text("battle.hint.any.keys"), m.text("battle.hint.skip"), "H", m.text("battle.hint.take"),
                    "Q", m.text("battle.hint.leave"));
        } else {
            List<String> pairs = new ArrayList<>(List.of(m.text("hint.arrows.keys"), m.text("battle.hint.step"), "m",
                    m.text("battle.hint.plan"), "a", m.text("battle.hint.attack"), "e", m.text("battle.hint.end"),
                    m.text("battle.hint.space.keys"), m.text("battle.hint.actions"), "w", m.text("battle.hint.why")));
            // The tutorial's welcome again (T), when the bar has room for it whole: at 80 columns it has not, and the
            // welcome and the key help (?) name it.
            List<String> welcome = List.of("T", m.text("battle.hint.tutorial"), "?", m.text("hint.keys"));
            List<String> keys = List.of("?", m.text("hint.keys"));
            List<String> withWelcome = new ArrayList<>(pairs);
            withWelcome.addAll(welcome);
            pairs.addAll(fight.tutorial() != null && Frame.hintsWidth(withWelcome.toArray(String[]::new)) <= bar.width()
                    ? welcome : keys);
            Frame.hints(bar, 0, pairs.toArray(String[]::new));
        }
    }

    private static List<Line> withNotice(List<Line> lines, String notice) {
        if (notice == null) return lines;
        List<Line> out = new ArrayList<>();
        out.add(new Line(notice, Style.WARN));
        out.addAll(lines);
        return out;
    }

    /** The square the mode is about, or null: the map then frames the turn's creature and its nearest foe. */
    private static Pos focus(Mode mode) {
        return mode == null ? null : mode.focus();
    }

    private void statusBar(Canvas c, boolean finished, ScreenMessages m) {
        String text = status(finished, m, Integer.MAX_VALUE);
        // A creature named at length gives way before the figures after it (movement, action, reaction):
        // they are what the line is for.
        int over = text.length() + 3 + Math.min(fight.title().length(), SHORTEST_TITLE) - c.width();
        if (over > 0) text = status(finished, m, Math.max(SHORTEST_NAME, longestName(finished) - over));
        c.line(0, "", Style.SELECTED);
        int room = Math.max(SHORTEST_TITLE, c.width() - text.length() - 3);
        // The encounter's name gives way to whose turn it is, a word at a time.
        int col = c.text(0, 0, " " + Text.fitWords(fight.title(), room) + " ", Style.SELECTED);
        c.text(col + 1, 0, Text.fit(text, c.width() - col - 1), Style.SELECTED);
    }

    /** The status line's text after the title, each creature's name cut to {@code nameRoom} characters. */
    private String status(boolean finished, ScreenMessages m, int nameRoom) {
        Battle b = fight.battle();
        Creature a = b.active();
        String why = closed == null ? null : closed.get();
        // A table closed before the end: nothing more is played, so no turn is shown as if it waited for a move.
        if (why != null && !finished && !fight.game().over()) return m.text("table.status.closed", why);
        if (finished || a == null) {
            String w = fight.stats().winner();
            // The tutorial's closing screen, over this one once every lesson is done, leads to the title
            // screen: the bar does not promise a summary there.
            Tutorial t = fight.tutorial();
            String over = t != null && t.done() ? "battle.status.over.tutorial" : "battle.status.over";
            return m.text(over, outcome(w, fight.standpoint(played, gameMaster), m));
        }
        if (fight.game().question() != null) {
            OpportunityQuestion q = fight.game().question();
            // OA-REACTION at a table: y and n are the asked seat's keys only; the others read who decides (server.md).
            Creature reactor = b.find(q.reactor());
            if (mine != null && decides != null && (reactor == null || !mine.test(reactor))) return "▶ " + decides.get();
            return "▶ " + m.text(q.offersBoth() ? "battle.status.question.choice" : "battle.status.question",
                    name(q.reactor(), nameRoom), name(q.mover(), nameRoom));
        }
        if (fight.game().awaitingPlayer()) {
            return "▶ " + m.text("battle.status.turn", name(a.id(), nameRoom), String.valueOf(a.turn.movementLeft),
                    String.valueOf(a.turn.movementBudget), m.text(actionState(a)), m.text(reactionState(a)));
        }
        // At a table the AI plays on the table's timer: a key there only says whose move it is.
        String acts = m.text(mine == null ? "battle.status.acts" : "battle.status.acts.table", name(a.id(), nameRoom));
        // "Someone unseen acts": the words that stand for a hidden foe begin the sentence; a name stays as written.
        return "▶ " + (Unseen.hidden(fight, a) ? SpellWords.capital(acts) : acts);
    }

    /** The status bar's action: none while it cannot act (COND-INCAPACITATED alone leaves it its move), else ready or used. */
    private static String actionState(Creature a) {
        if (!a.canAct()) return "battle.status.none";
        return a.actionSpent() ? "battle.status.used" : "battle.status.ready";
    }

    /** The status bar's reaction: none while it cannot act (COND-INCAPACITATED), else ready or spent. */
    private static String reactionState(Creature a) {
        if (!a.canAct()) return "battle.status.none";
        return a.turn.reactionUsed ? "battle.status.spent" : "battle.status.ready";
    }

    /**
     * The end in a word or two, told from the side this screen plays (a seat, or a GM alone, holding only monsters
     * wins with them), or, for a table's game master, the winner named.
     */
    private String outcome(String winner, Standpoint from, ScreenMessages m) {
        if (!"party".equals(winner) && !"monsters".equals(winner)) return m.text("battle.status.nowinner");
        if (from == Standpoint.REFEREE) {
            String side = WinningSide.named(winner, fight.stats().reason());
            return side != null ? m.text("battle.status.won.side", side) : m.text("battle.status.won." + winner);
        }
        String ours = from == Standpoint.MONSTERS ? "monsters" : "party";
        return m.text(ours.equals(winner) ? "battle.status.victory" : "battle.status.defeat");
    }

    private String name(String id, int room) {
        return Text.fit(said(id), room);
    }

    /** A creature's name as this screen says it: a hidden foe acting on the AI's turn is "someone unseen" (ACT-HIDE). */
    private String said(String id) {
        Creature c = fight.battle().find(id);
        return c == null ? fight.name(id) : Unseen.named(fight, c);
    }

    /** The longest name the status line says now. */
    private int longestName(boolean finished) {
        Creature a = fight.battle().active();
        if (finished || a == null) return 0;
        OpportunityQuestion q = fight.game().question();
        if (q != null) return Math.max(fight.name(q.reactor()).length(), fight.name(q.mover()).length());
        return said(a.id()).length();
    }
}
