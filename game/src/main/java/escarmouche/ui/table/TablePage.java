package escarmouche.ui.table;

import com.googlecode.lanterna.input.KeyStroke;
import escarmouche.content.model.CombatantSpec;
import escarmouche.engine.battle.Creature;
import escarmouche.ui.battle.BattlePage;
import escarmouche.ui.battle.SharedFight;
import escarmouche.ui.lang.ContentNames;
import escarmouche.ui.page.App;
import escarmouche.ui.page.Frame;
import escarmouche.ui.page.Page;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Keys;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One seat at a table, on its player's screen at its own size. Before the fight the game master seats the
 * creatures (each to a player, to themselves or to the AI) and chooses who replaces a player who drops;
 * the players see where they sit. Then every seat shows the same battle and log: a {@link BattlePage}
 * sharing the table's fight, which commands only this seat's creatures on their turns.
 */
final class TablePage implements Page {
    private final App app;
    private final Table table;
    private final String player;
    private final Runnable wake;
    private BattlePage battle;
    private int selected;

    TablePage(App app, Table table, String player, Runnable wake) {
        this.app = app;
        this.table = table;
        this.player = player;
        this.wake = wake;
    }

    private boolean gm() {
        return player.equals(table.gm());
    }

    /** The battle screen of this seat, made when the fight has started. */
    private BattlePage battle() {
        if (battle == null && table.playing()) {
            battle = BattlePage.sharing(app, table.fight(), new SharedFight() {
                @Override
                public Object lock() {
                    return table.lock();
                }

                @Override
                public boolean mine(Creature c) {
                    return table.mine(player, c);
                }

                @Override
                public void moved() {
                    table.moved(player);
                }

                @Override
                public String status() {
                    return table.status(player);
                }
            });
        }
        return battle;
    }

    @Override
    public void draw(Canvas canvas) {
        if (battle() != null) {
            battle.draw(canvas);
            return;
        }
        canvas.fill(Style.NORMAL);
        canvas.line(0, " " + table.gm() + "'s table: " + table.name(), Style.TITLE);
        Canvas body = canvas.region(2, 2, canvas.width() - 4, canvas.height() - 3);
        if (table.closed()) {
            body.paragraph(0, "The table closed: " + table.closedWhy() + ".", Style.WARN);
            Frame.hints(canvas.region(0, canvas.height() - 1, canvas.width(), 1), 0, "Esc", "back");
            return;
        }
        int row = body.paragraph(0, table.status(player), Style.DIM) + 1;
        row += body.paragraph(row, gm() ? "Seat each creature: Space gives the chosen one to the next player, to you"
                + " or to the AI. Enter starts the fight." : "The game master is seating the players. Your creatures"
                + " are marked; the fight starts on your screen when the game master starts it.", Style.NORMAL) + 1;
        Map<String, String> holders = table.holders();
        List<CombatantSpec> combatants = new ArrayList<>();
        for (CombatantSpec c : table.fight().game().scenario().combatants()) combatants.add(c);
        ContentNames names = ContentNames.of(table.fight().game().scenario().words(), app.messages().language());
        selected = Math.max(0, Math.min(selected, combatants.size() - 1));
        for (int i = 0; i < combatants.size() && row < body.height() - 2; i++) {
            CombatantSpec c = combatants.get(i);
            String holder = holders.get(c.id());
            boolean sel = gm() && i == selected;
            String line = (sel ? "▶ " : "  ") + Text.cell(names.creature(c.id(), c.creature().template(), c.creature().name()) + " (" + c.id() + ")", 28)
                    + Text.cell(c.side(), 12) + (holder.equals(player) ? holder + " (you)" : holder);
            body.line(row++, Text.fit(line, body.width()), sel ? Style.SELECTED : holder.equals(player) ? Style.GOOD : Style.NORMAL);
        }
        if (row + 1 < body.height()) {
            body.line(row + 1, "A player who drops is replaced by " + (table.dropsToAi() ? "the AI" : "the game master")
                    + " until they come back" + (gm() ? " (d: change)." : "."), Style.DIM);
        }
        Frame.hints(canvas.region(0, canvas.height() - 1, canvas.width(), 1), 0,
                gm() ? new String[] {"↑↓", "choose", "Space", "next seat", "d", "drops to AI/GM", "Enter", "start",
                        "Esc", "close the table"} : new String[] {"Esc", "leave the table"});
    }

    @Override
    public void handle(KeyStroke key) {
        if (battle() != null) {
            battle.handle(key);
            return;
        }
        if (Keys.escape(key) || table.closed()) {
            app.pop();
            return;
        }
        if (!gm()) return;
        List<String> ids = new ArrayList<>(table.holders().keySet());
        char ch = Keys.ch(key);
        if (ch == ' ' || ch == 'h') {
            if (selected < ids.size()) table.nextHolder(player, ids.get(selected));
        } else if (ch == 'd') {
            table.dropToAi(player, !table.dropsToAi());
        } else if (Keys.enter(key)) {
            table.start(player);
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
