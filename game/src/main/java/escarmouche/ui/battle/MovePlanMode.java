package escarmouche.ui.battle;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import escarmouche.command.Command;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.preview.MovePreview;
import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Pos;
import escarmouche.ui.page.Frame;
import escarmouche.ui.page.Line;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Direction;
import escarmouche.ui.term.Keys;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The move planner: a path grown a step at a time (stepping back onto the previous square takes the
 * last step back), previewed after every change, sent as one {@code move} or {@code crawl} command on
 * confirmation. Nothing moves before Enter.
 */
final class MovePlanMode implements Mode {
    private final BattlePage page;
    final Creature mover;
    final boolean crawl;
    final List<Pos> path = new ArrayList<>();
    String risky;
    MovePreview preview;

    MovePlanMode(BattlePage page, Creature mover, boolean crawl) {
        this.page = page;
        this.mover = mover;
        this.crawl = crawl;
    }

    private Pos end() {
        return path.isEmpty() ? mover.at() : path.get(path.size() - 1);
    }

    /** Adds a step, or takes one back when it returns to the previous square; false when a wall is there. */
    boolean step(Direction d, Grid grid) {
        Pos next = d.from(end());
        Pos before = path.size() >= 2 ? path.get(path.size() - 2) : path.size() == 1 ? mover.at() : null;
        if (next.equals(before)) {
            path.remove(path.size() - 1);
            return true;
        }
        if (!grid.inBounds(next) || !grid.passable(next)) return false;
        path.add(next);
        return true;
    }

    void replace(List<Pos> steps) {
        path.clear();
        path.addAll(steps);
        refresh();
    }

    /**
     * Careful, then risky with the mover's better ability for the check (Str on a tie), then with the
     * other, then careful again: the first risky offer is the likelier to get through.
     */
    void cycleRisky() {
        String first = page.fight().game().previews().riskyFirst(mover);
        risky = risky == null ? first : risky.equals(first) ? StrOrDex.other(first) : null;
    }

    /** How many steps of the path the preview accepts (all, or none when it refuses the path). */
    int legalSteps() {
        if (preview == null) return 0;
        if (preview.legal()) return path.size();
        return risky != null && path.size() <= mover.turn.movementLeft ? path.size() : 0;
    }

    Set<Pos> danger() {
        Set<Pos> out = new HashSet<>();
        if (preview != null) {
            for (MovePreview.Threat t : preview.threats()) out.add(t.at());
            for (MovePreview.Threat t : preview.readied()) out.add(t.at());
        }
        return out;
    }

    Command command() {
        return crawl ? new Command.Crawl(path) : new Command.Move(path, risky);
    }

    /** Steers the path one square; a wall is refused with a word. */
    void steer(Direction d) {
        ScreenFight fight = page.fight();
        if (!step(d, fight.battle().grid())) {
            page.notice(DoorWords.blocked(fight.game().services().doors, d.from(end()), d, page.terms()));
            return;
        }
        refresh();
    }

    /** Recomputes the preview and tells the tutorial which rules the player is looking at. */
    private void refresh() {
        ScreenFight fight = page.fight();
        if (path.isEmpty()) preview = null;
        else if (crawl) preview = Unseen.seen(fight, fight.game().previews().crawl(mover, path));
        else preview = Unseen.seen(fight, fight.game().previews().move(mover, path, risky));
        Tutorial t = fight.tutorial();
        if (t != null && preview != null) {
            if (MoveInfo.terrainDc(fight, preview) > 0 && !crawl) t.notice("MOVE-DIFFICULT");
            for (MovePreview.Threat th : preview.threats()) t.notice(th.rule());
            for (MovePreview.Threat th : preview.readied()) t.notice(th.rule());
        }
    }

    @Override
    public void key(KeyStroke key) {
        Direction d = Keys.direction(key);
        if (d != null) {
            steer(d);
        } else if (Keys.is(key, KeyType.Backspace) || Keys.is(key, KeyType.Delete)) {
            if (path.isEmpty()) {
                page.leaveMode();
            } else {
                path.remove(path.size() - 1);
                refresh();
            }
        } else if (Keys.escape(key)) {
            page.leaveMode();
        } else if (Keys.ch(key) == 'r' && !crawl) {
            cycleRisky();
            refresh();
        } else if (Keys.enter(key)) {
            if (path.isEmpty()) page.leaveMode();
            else page.submit(command());
        }
    }

    @Override
    public String header() {
        return page.terms().t(crawl ? "plan.title.crawl" : "plan.title.move");
    }

    @Override
    public List<Line> info() {
        return MoveInfo.lines(page.fight(), mover, preview, risky, crawl, page.terms());
    }

    @Override
    public MapPane.Overlay overlay() {
        return new MapPane.Overlay(path, legalSteps(), preview == null ? null : preview.fallback(), danger(), null, null);
    }

    @Override
    public Pos focus() {
        return path.isEmpty() ? null : end();
    }

    @Override
    public void hints(Canvas bar) {
        // A crawl has no careful or risky choice (r does nothing there): its keys leave it out. Nor does a walk over
        // open ground, where the choice changes nothing; it is offered once the path meets difficult ground (or the
        // choice made earlier holds, to be taken back).
        if (crawl || risky == null && (preview == null || MoveInfo.terrainDc(page.fight(), preview) == 0)) {
            Frame.hints(bar, 0, page.hints("hint.arrows.hjkl.keys", "mode.steer", "hint.bksp.keys", "mode.undo.step",
                    "hint.enter.keys", "mode.go", "hint.esc.keys", "mode.cancel"));
            return;
        }
        Frame.hints(bar, 0, page.hints("hint.arrows.hjkl.keys", "mode.steer", "hint.bksp.keys", "mode.undo.step", "r",
                "mode.careful.risky", "hint.enter.keys", "mode.go", "hint.esc.keys", "mode.cancel"));
    }
}
