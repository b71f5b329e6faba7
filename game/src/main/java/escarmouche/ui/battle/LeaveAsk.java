package escarmouche.ui.battle;

import escarmouche.command.Command;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.page.App;
import escarmouche.ui.page.MenuPage;
import java.util.ArrayList;
import java.util.List;

/**
 * The Q key: leaving the fight, asked first. A fight of one's own may also be given up on one's turn; a
 * table's fight is the table's, and goes on without the seat that leaves.
 */
final class LeaveAsk {
    private LeaveAsk() {}

    /** @param shared the table's fight, or null */
    static void press(BattlePage page, App app, SharedFight shared) {
        if (shared != null) {
            // A seat cannot concede for all, and the fight is kept where the table keeps it.
            table(page, app, shared);
            return;
        }
        ScreenFight fight = page.fight();
        ScreenMessages m = app.messages();
        List<MenuPage.Item> items = new ArrayList<>(List.of(
                new MenuPage.Item('y', m.text(leaving(fight)), app::home),
                new MenuPage.Item('n', m.text("leave.no"), () -> { })));
        // Giving up is the player's own fight's choice, on a turn of theirs; a full save takes no yield either (it is
        // an input: the game would refuse it, and the player read the full save's notice again).
        if (fight.game().awaitingPlayer() && !fight.game().inputsShut()) {
            items.add(new MenuPage.Item('g', giveUp(m, fight.game().active().side.side), () -> page.submit(new Command.Yield())));
        }
        app.push(new MenuPage(app, m.text("leave.title"), items, page));
    }

    /**
     * What leaving keeps: the fight saved, not saved at all, or saved but for its last actions, whose writing
     * failed (a full disk): leaving then loses them, which the player must know before choosing. A save full of inputs
     * is kept as it stands, but Continue cannot take it further: "Continue resumes it" would promise a fight to go on.
     */
    private static String leaving(ScreenFight fight) {
        if (fight.kept() == null) return "leave.yes.unsaved";
        if (fight.kept().trouble().isPresent()) return "leave.yes.behind";
        return fight.game().inputsShut() ? "leave.yes.full" : "leave.yes.saved";
    }

    /** What giving up does: the side of the creature whose turn it is yields, whichever side a player leads. */
    private static String giveUp(ScreenMessages m, String side) {
        return switch (side) {
            case "party" -> m.text("leave.giveup");
            case "monsters" -> m.text("leave.giveup.monsters");
            default -> m.text("leave.giveup.side", side);
        };
    }

    /**
     * Q at a table: leave it (the fight goes on), asked first. The game master is told the table closes
     * if they stay away, which a player's leaving never does; whoever is alone at it, that it closes now.
     */
    static void table(BattlePage page, App app, SharedFight shared) {
        ScreenMessages m = app.messages();
        int grace = shared.graceMinutes();
        boolean over = page.fight().game().over();
        if (shared.closed() != null) {
            // Nothing to join again nor to stay at: leaving only ends the reading, and says where the fight went.
            app.push(new MenuPage(app, m.text("leave.table.title.closed"), List.of(
                    new MenuPage.Item('y', m.text(closedKeeping(shared, over)), app::home),
                    new MenuPage.Item('n', m.text("leave.table.no.closed"), () -> { })), page));
            return;
        }
        String yes = shared.alone() ? m.text(closing(shared, over))
                : grace > 0 && !over ? m.text("leave.table.yes.gm", grace) : m.text("leave.table.yes");
        app.push(new MenuPage(app, m.text("leave.table.title"), List.of(
                new MenuPage.Item('y', yes, app::home),
                new MenuPage.Item('n', m.text("leave.table.no"), () -> { })), page));
    }

    /**
     * Where the fight of a table that closed went for this screen's player: a player's copy and a game master's ended
     * fight are in their past fights, a game master's unfinished one Continue takes up; nothing of an unrecorded one.
     */
    private static String closedKeeping(SharedFight shared, boolean over) {
        return switch (shared.keeping()) {
            case NOT_RECORDED -> "leave.table.yes.closed.unsaved";
            case HELD -> over ? "leave.table.yes.closed" : "leave.table.yes.closed.gm";
            case COPIED -> "leave.table.yes.closed";
        };
    }

    /**
     * What the last one at a table keeps as it closes behind them: the game master the recording, which
     * Continue takes up alone while unfinished (the table no longer holds it); a player a copy in their past
     * fights; nobody anything of a fight that was not recorded.
     */
    private static String closing(SharedFight shared, boolean over) {
        return switch (shared.keeping()) {
            case NOT_RECORDED -> "leave.table.yes.alone.unsaved";
            case HELD -> over ? "leave.table.yes.alone" : "leave.table.yes.alone.gm";
            case COPIED -> "leave.table.yes.alone";
        };
    }
}
