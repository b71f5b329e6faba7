package escarmouche.ui.battle;

import escarmouche.command.Command;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.preview.MovePreview;
import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Pos;
import escarmouche.ui.term.Direction;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A path being planned, not yet confirmed: grown a step at a time (stepping back onto the previous
 * square takes the last step back), previewed after every change, sent as one {@code move} or
 * {@code crawl} command on confirmation.
 */
final class MovePlan {
    final Creature mover;
    final boolean crawl;
    final List<Pos> path = new ArrayList<>();
    String risky;
    MovePreview preview;

    MovePlan(Creature mover, boolean crawl) {
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
    }

    /** Undoes the last planned step; false when there was none. */
    boolean undo() {
        if (path.isEmpty()) return false;
        path.remove(path.size() - 1);
        return true;
    }

    /** Careful, then risky with Str, then risky with Dex, then careful again. */
    void cycleRisky() {
        risky = risky == null ? "str" : risky.equals("str") ? "dex" : null;
    }

    /** How many steps of the path the preview accepts (all, or none when it refuses the path). */
    int legalSteps() {
        if (preview == null) return 0;
        if (preview.legal()) return path.size();
        return risky != null && path.size() <= mover.turn.movementLeft ? path.size() : 0;
    }

    Set<Pos> danger() {
        Set<Pos> out = new HashSet<>();
        if (preview != null) for (MovePreview.Threat t : preview.threats()) out.add(t.at());
        return out;
    }

    Command command() {
        StringBuilder text = new StringBuilder(crawl ? "crawl" : "move");
        for (Pos p : path) text.append(' ').append(p);
        if (crawl) return new Command.Crawl(List.copyOf(path), text.toString());
        if (risky != null) text.append(" risky=").append(risky);
        return new Command.Move(List.copyOf(path), risky, text.toString());
    }
}
