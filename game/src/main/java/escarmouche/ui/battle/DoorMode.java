package escarmouche.ui.battle;

import com.googlecode.lanterna.input.KeyStroke;
import escarmouche.command.Command;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.objects.Doors;
import escarmouche.engine.preview.CheckPreview;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.objects.ObjectUse;
import escarmouche.ui.page.Frame;
import escarmouche.ui.page.Line;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Direction;
import escarmouche.ui.term.Keys;
import java.util.ArrayList;
import java.util.List;

/**
 * Doors from the keyboard (TURN-OBJECT): {@code O} then a direction opens a closed door, closes an open
 * one or, for a locked one, offers to pick the lock (asked first: it takes the whole turn). With a single
 * door beside the hero, {@code O} acts on it at once. Walking into a closed door opens it
 * ({@link #bump}). Every door command goes through the one command path, as a typed {@code open},
 * {@code close} or {@code pick} would.
 */
final class DoorMode implements Mode {
    private final BattlePage page;

    private DoorMode(BattlePage page) {
        this.page = page;
    }

    /** The O key: acts on the only door beside the hero, or asks for a direction when there are several. */
    static void start(BattlePage page) {
        // With none beside, the key never comes here: the action's reason (ActionReasons) says so first.
        List<Direction> around = doorsAround(page);
        if (around.isEmpty()) return;
        if (around.size() == 1) use(page, around.get(0));
        else page.enter(new DoorMode(page), null);
    }

    /**
     * A step towards a closed door: an unlocked one opens (the hero stays where it is, as in most
     * roguelikes), a locked one says how to unlock it. False when the square holds no closed door.
     */
    static boolean bump(BattlePage page, Direction d) {
        Doors doors = doors(page);
        Pos at = d.from(page.me().at());
        if (!doors.closed(at)) return false;
        if (doors.locked(at)) page.notice(DoorWords.locked(doors, at, d, page.terms()));
        else use(page, d);
        return true;
    }

    private static void use(BattlePage page, Direction d) {
        Doors doors = doors(page);
        Creature me = page.me();
        Pos at = d.from(me.at());
        FightTerms w = page.terms();
        if (doors.closed(at) && doors.locked(at)) {
            String no = DoorWords.cannotPick(me, w);
            if (no != null) {
                page.notice(no);
                return;
            }
            CheckPreview odds = page.fight().game().previews().lockpick(me, at);
            page.confirm(w.t("door.pick.title"), List.of(
                    Line.of(w.t("door.pick.text", w.toward(d), at, doors.dc(at))),
                    Line.of(w.t("door.pick.odds", w.ability(odds.ability()), w.d20(odds.roll()), odds.dc(), odds.percent())),
                    Line.of(w.t("door.pick.after"))),
                    w.t("door.pick.go"), () -> page.submit(new Command.Pick(at)));
            return;
        }
        String cost = DoorWords.cost(me, w);
        if (cost == null) {
            page.notice(DoorWords.noInteraction(w));
            return;
        }
        Command door = new Command.Door(at, doors.closed(at));
        if (ObjectUse.cost(me.turn.objectUsed) == ObjectUse.Cost.FREE) {
            page.submit(door);
            return;
        }
        // TURN-OBJECT: a second interaction spends the action; the player is asked before it is gone.
        String verb = w.t(doors.closed(at) ? "door.open" : "door.close");
        page.confirm(verb, List.of(Line.of(w.t("door.ask", verb, w.toward(d), at, cost))),
                verb.toLowerCase(java.util.Locale.ROOT), () -> page.submit(door));
    }

    private static List<Direction> doorsAround(BattlePage page) {
        return doorsAround(page.fight(), page.me());
    }

    /** The directions of the doors, open or closed, beside this creature. */
    static List<Direction> doorsAround(ScreenFight fight, Creature me) {
        Doors doors = fight.game().services().doors;
        List<Direction> out = new ArrayList<>();
        for (Direction d : Direction.values()) {
            Pos p = d.from(me.at());
            if (doors.closed(p) || doors.open(p)) out.add(d);
        }
        return out;
    }

    private static Doors doors(BattlePage page) {
        return page.fight().game().services().doors;
    }

    @Override
    public void key(KeyStroke key) {
        Direction d = Keys.direction(key);
        if (Keys.escape(key)) {
            page.leaveMode();
        } else if (d != null) {
            Pos p = d.from(page.me().at());
            Doors doors = doors(page);
            if (!doors.closed(p) && !doors.open(p)) {
                page.notice(page.terms().t("door.none.there", page.terms().toward(d)) + " " + DoorWords.whichDoor(page.terms()));
                return;
            }
            page.leaveMode();
            use(page, d);
        }
    }

    @Override
    public String header() {
        return page.terms().t("door.title");
    }

    @Override
    public List<Line> info() {
        return List.of(Line.heading(DoorWords.whichDoor(page.terms())));
    }

    @Override
    public void hints(Canvas bar) {
        Frame.hints(bar, 0, page.hints("hint.arrows.hjkl.keys", "mode.door.direction", "hint.esc.keys", "mode.cancel"));
    }
}
