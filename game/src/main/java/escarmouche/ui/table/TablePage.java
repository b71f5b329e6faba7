package escarmouche.ui.table;

import com.googlecode.lanterna.input.KeyStroke;
import escarmouche.content.model.CombatantSpec;
import escarmouche.engine.battle.Creature;
import escarmouche.rules.dice.ForcedDice;
import escarmouche.ui.battle.BattlePage;
import escarmouche.ui.battle.SharedFight;
import escarmouche.ui.lang.ContentNames;
import escarmouche.ui.lang.NumberedNames;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.page.App;
import escarmouche.ui.page.Doing;
import escarmouche.ui.page.DoingPage;
import escarmouche.ui.page.Frame;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Keys;
import escarmouche.ui.term.ListWindow;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One seat at a table, on its player's screen at its own size. Before the fight the game master seats the
 * creatures (each to a player, to themselves or to the AI) and chooses who replaces a player who drops;
 * the players see where they sit. Then every seat shows the same battle and log: a {@link BattlePage}
 * sharing the table's fight, which commands only this seat's creatures on their turns. During the fight
 * the game master's {@link #SEATS_KEY} shows the seats again, to hand a creature to someone else (a player
 * who had to go, a monster the game master wants to play) while the fight goes on.
 */
final class TablePage implements DoingPage {
    /** The game master's key, during the fight, for the seats; again (or Esc) for the fight. */
    static final char SEATS_KEY = 'H';

    private final App app;
    private final Table table;
    private final String player;
    private final Runnable wake;
    private BattlePage battle;
    private int selected;
    /** The first of the seats' rows shown when they do not all fit: it follows the cursor. */
    private int top;
    /** The game master looks at the seats during the fight. */
    private boolean seats;

    TablePage(App app, Table table, String player, Runnable wake) {
        this.app = app;
        this.table = table;
        this.player = player;
        this.wake = wake;
    }

    /** Seating at this table, or in its fight (the shared fight's round): what the other sessions' lists say. */
    @Override
    public Doing doing() {
        // The battle screen as the drawing that follows makes it: the server hears of the fight at its start.
        BattlePage fight = battle();
        return fight != null ? fight.doing() : new Doing.Seating(table.gm());
    }

    /**
     * What watchers, who may sit at this table, must not see: the seat plays a hidden monster it alone sees, or
     * the game master's roster while seating names the monsters that start hidden.
     */
    @Override
    public String secretFromWatchers() {
        if (battle != null && battle.seesHidden()) return "watch.frame.secret";
        // The roster is on screen while seating, and during the fight when the game master looks at the seats.
        if (!gm() || (battle != null && !seats)) return null;
        for (CombatantSpec c : table.fight().game().scenario().combatants()) {
            if (startsUnseen(c)) return "watch.frame.seating";
        }
        return null;
    }

    private boolean gm() {
        return player.equals(table.gm());
    }

    /** The battle screen of this seat, made when the fight has started. */
    private BattlePage battle() {
        // A fight the encounter's forced dice stopped as it started still has its screen: it says why, as any seat's.
        if (battle == null && (table.playing() || table.misfit() != null)) {
            // The seat's own language: the shared fight's log in its words.
            battle = BattlePage.sharing(app, table.fight(app.messages()), new SharedFight() {
                @Override
                public Object lock() {
                    return table.lock();
                }

                @Override
                public boolean mine(Creature c) {
                    return table.mine(player, c);
                }

                @Override
                public String playedBy(Creature c) {
                    return table.playedBy(c);
                }

                @Override
                public boolean played(Creature c) {
                    return table.played(player, c);
                }

                @Override
                public void moved(Creature by) {
                    table.moved(player, by);
                }

                @Override
                public String closed() {
                    return table.closedWhy(app.messages());
                }

                @Override
                public String misfit() {
                    ForcedDice.ForcedDieOutOfRange die = table.misfit();
                    if (die == null) return null;
                    // The encounter is the game master's file: a player reads it named as theirs, not by its place.
                    return gm() ? app.catalog().misfitDie(table.opened(), die, app.messages())
                            : app.catalog().misfitDieAtTable(table.opened(), table.gm(), die, app.messages());
                }

                @Override
                public void stopped(ForcedDice.ForcedDieOutOfRange die) {
                    table.stoppedByDice(player, die);
                }

                @Override
                public String status() {
                    return table.status(player, app.messages());
                }

                @Override
                public String move() {
                    return table.move(player, app.messages());
                }

                @Override
                public Keeping keeping() {
                    return table.keeping(player);
                }

                @Override
                public String report() {
                    return table.report(player);
                }

                @Override
                public boolean gameMaster() {
                    return gm();
                }

                @Override
                public String notSaved() {
                    return gm() ? table.notSaved() : null;
                }

                @Override
                public Optional<String> trouble() {
                    return gm() ? table.trouble() : Optional.empty();
                }

                @Override
                public int graceMinutes() {
                    return gm() ? table.graceMinutes() : 0;
                }

                @Override
                public boolean alone() {
                    return table.alone(player);
                }
            });
        }
        return battle;
    }

    /** Another session of this player took the seat over: this screen plays nothing any more. */
    private boolean displaced() {
        return !table.closed() && !table.holds(player, wake);
    }

    @Override
    public void draw(Canvas canvas) {
        if (displaced()) {
            drawDisplaced(canvas);
            return;
        }
        if (battle() != null && !(seats && table.playing())) {
            battle.draw(canvas);
            return;
        }
        ScreenMessages m = app.messages();
        canvas.fill(Style.NORMAL);
        canvas.line(0, " " + m.text("table.title", table.gm(), table.name(m)), Style.TITLE);
        Canvas body = canvas.region(2, 2, canvas.width() - 4, canvas.height() - 3);
        if (table.closed()) {
            body.paragraph(0, m.text("table.status.closed", table.closedWhy(m)), Style.WARN);
            Frame.hints(canvas.region(0, canvas.height() - 1, canvas.width(), 1), 0, m.text("hint.esc.keys"), m.text("hint.back"));
            return;
        }
        int row = body.paragraph(0, table.status(player, m, !seats), Style.DIM) + 1;
        Map<String, String> holders = table.holders();
        // A player given nothing yet is told so, rather than to look for marks that are not there.
        String seating = seats ? "table.seating.fight" : gm() ? "table.seating.gm"
                : holders.containsValue(player) ? "table.seating.player" : "table.seating.player.none";
        row += body.paragraph(row, m.text(seating), Style.NORMAL) + 1;
        List<CombatantSpec> combatants = new ArrayList<>();
        for (CombatantSpec c : table.fight().game().scenario().combatants()) combatants.add(c);
        ContentNames names = ContentNames.of(table.fight().game().scenario().words(), app.messages().language());
        // As the fight calls them ("Goblin 1", "Goblin 2"), not by the scenario's ids.
        Map<String, String> shown = NumberedNames.of(combatants, names);
        selected = Math.max(0, Math.min(selected, combatants.size() - 1));
        // A monster that starts hidden (or sneaks up) is the game master's secret: a player's roster leaves it out
        // unless it is theirs to play, as their map will.
        List<Integer> rows = new ArrayList<>();
        for (int i = 0; i < combatants.size(); i++) {
            CombatantSpec c = combatants.get(i);
            if (gm() || holders.get(c.id()).equals(player) || !startsUnseen(c)) rows.add(i);
        }
        String who = m.text(table.dropsToAi() ? "table.drops.ai" : "table.drops.gm");
        // Wrapped: in French (and with "the game master" in English) it is longer than a line of 80 columns.
        String drops = m.text(gm() ? "table.drops.change" : "table.drops", who);
        String pace = null;
        if (table.paceAdjustable()) {
            int millis = table.pace();
            String how = millis == 0 ? m.text("table.pace.none") : m.text("table.pace.millis", m.language().number(millis));
            pace = m.text(gm() ? "table.pace.change" : "table.pace", how);
        }
        // What goes under the list is measured first: a long list scrolls, rather than push the pace off the screen.
        int under = 1 + Text.wrap(drops, body.width()).size() + (pace == null ? 0 : Text.wrap(pace, body.width()).size());
        int room = Math.max(1, body.height() - row - under);
        ListWindow window = ListWindow.of(rows.size(), gm() ? rows.indexOf(selected) : 0, room, top);
        top = window.first();
        if (window.marks()) {
            body.line(row++, window.first() == 0 ? "" : "  " + m.text("table.seats.above", String.valueOf(window.first())), Style.DIM);
        }
        for (int k = window.first(); k < window.end(); k++) {
            int i = rows.get(k);
            CombatantSpec c = combatants.get(i);
            String holder = holders.get(c.id());
            boolean sel = gm() && i == selected;
            String side = m.has("table.side." + c.side()) ? m.text("table.side." + c.side()) : c.side();
            boolean fallen = table.fallen(c.id());
            // A long name (32 characters are allowed) gives way to the mark: "(you)" always shows.
            int holderRoom = body.width() - 2 - 28 - 12;
            String held = holder.equals(Table.AI) ? m.text("table.holder.ai") : holder;
            String you = m.text("table.holder.you", "");
            String line = (sel ? "▶ " : "  ") + Text.cell(shown.get(c.id()), 28) + Text.cell(side, 12)
                    + (fallen ? m.text("table.holder.fallen") : holder.equals(player)
                    ? m.text("table.holder.you", Text.fitMiddle(held, Math.max(Table.SHORT_NAME, holderRoom - you.length())))
                    : Text.fitMiddle(held, Math.max(Table.SHORT_NAME, holderRoom)));
            body.line(row++, Text.fit(line, body.width()), sel ? Style.SELECTED : fallen ? Style.DIM
                    : holder.equals(player) ? Style.GOOD : Style.NORMAL);
        }
        if (window.marks()) {
            int below = rows.size() - window.end();
            body.line(row++, below == 0 ? "" : "  " + m.text("table.seats.below", String.valueOf(below)), Style.DIM);
        }
        if (row + 1 < body.height()) row += 1 + body.paragraph(row + 1, drops, Style.DIM);
        if (pace != null && row < body.height()) body.paragraph(row, pace, Style.DIM);
        Frame.hints(canvas.region(0, canvas.height() - 1, canvas.width(), 1), 0,
                seats ? new String[] {m.text("hint.updown.keys"), m.text("hint.choose"), m.text("table.hint.next.keys"),
                        m.text("table.hint.next"), "d", m.text("table.hint.drops"), "H/" + m.text("hint.esc.keys"),
                        m.text("table.hint.fight")}
                : gm() ? new String[] {m.text("hint.updown.keys"), m.text("hint.choose"), m.text("table.hint.next.keys"),
                        m.text("table.hint.next"), "d", m.text("table.hint.drops"), m.text("hint.enter.keys"),
                        m.text("table.hint.start"), m.text("hint.esc.keys"), m.text("table.hint.close")}
                        : new String[] {m.text("hint.esc.keys"), m.text("table.hint.leave")});
    }

    /** What a screen whose seat went to another session shows: which table, and that it plays nothing here. */
    private void drawDisplaced(Canvas canvas) {
        ScreenMessages m = app.messages();
        canvas.fill(Style.NORMAL);
        canvas.line(0, " " + m.text("table.title", table.gm(), table.name(m)), Style.TITLE);
        Canvas body = canvas.region(2, 2, canvas.width() - 4, canvas.height() - 3);
        body.paragraph(0, m.text("table.moved"), Style.WARN);
        Frame.hints(canvas.region(0, canvas.height() - 1, canvas.width(), 1), 0, m.text("hint.esc.keys"),
                m.text("table.hint.moved"));
    }

    /** Whether a combatant not of the party starts the fight hidden, or may (it sneaks up, SURP-CHECK). */
    private static boolean startsUnseen(CombatantSpec c) {
        return !"party".equals(c.side()) && (c.hidden() != null || c.sneakDc() != null);
    }

    @Override
    public void handle(KeyStroke key) {
        if (displaced()) {
            // Any key: a key meant for the fight must not act for a seat this screen no longer shows.
            app.pop();
            return;
        }
        if (battle() != null) {
            fightKey(key);
            return;
        }
        if (Keys.escape(key) || table.closed()) {
            app.pop();
            return;
        }
        if (!gm()) return;
        if (Keys.enter(key)) table.start(player);
        else seatKey(key);
    }

    /** During the fight: the battle's keys, but for the game master's seats key and the seats' own. */
    private void fightKey(KeyStroke key) {
        if (seats && table.playing()) {
            if (Keys.escape(key) || Keys.ch(key) == SEATS_KEY) seats = false;
            else seatKey(key);
            return;
        }
        seats = false;
        if (gm() && Keys.ch(key) == SEATS_KEY && table.playing() && battle.atRest()) {
            seats = true;
            return;
        }
        battle.handle(key);
    }

    /**
     * The game master's keys over the list of seats: the next holder, who replaces a player who drops, the
     * AI's pace, a move.
     */
    private void seatKey(KeyStroke key) {
        List<String> ids = new ArrayList<>(table.holders().keySet());
        char ch = Keys.ch(key);
        if (ch == ' ' || ch == 'h') {
            if (selected < ids.size()) table.nextHolder(player, ids.get(selected));
        } else if (ch == 'd') {
            table.dropToAi(player, !table.dropsToAi());
        } else if (ch == '+' || ch == '=') {
            // '=' is '+' without Shift on most keyboards.
            table.pace(player, true);
        } else if (ch == '-') {
            table.pace(player, false);
        } else {
            selected = Keys.select(key, selected, ids.size(), 5);
        }
    }

    @Override
    public void resumed() {
        if (battle != null) battle.resumed();
    }

    /** This screen leaves the table: the player left, or the session ended (a dropped connection). */
    @Override
    public void left() {
        table.leave(player, wake);
    }
}
