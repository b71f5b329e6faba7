package escarmouche.engine.ai;

import escarmouche.behaviour.Rule;
import escarmouche.command.Command;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.movement.MoveContexts;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.movement.Body;
import escarmouche.rules.movement.Path;
import escarmouche.rules.movement.PathOptions;
import escarmouche.rules.movement.PathFinder;
import escarmouche.rules.movement.Reach;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * How scripted creatures walk: towards a set of squares or away from their enemies, on paths from the
 * path finder that provoke no opportunity attack unless the rule accepts them ({@code provoke}), and
 * across rough terrain at a run when the rule allows it ({@code risky}). A prone creature stands up first.
 */
final class Walks {
    /** How many distance levels a retreat tries before it gives up: each try is one path search. */
    private static final int RETREAT_TRIES = 3;

    private Walks() {}

    /** Top-left squares, in reading order, where its footprint would have {@code target} within {@code reach}. */
    static List<Pos> near(Situation s, Creature target, int reach) {
        Body mine = MoveContexts.body(s.self);
        Body theirs = MoveContexts.body(target);
        List<Pos> out = new ArrayList<>();
        int w = s.battle.grid().width();
        int h = s.battle.grid().height();
        for (int y = theirs.top() - reach - (mine.height() - 1); y <= theirs.bottom() + reach; y++) {
            for (int x = theirs.left() - reach - (mine.width() - 1); x <= theirs.right() + reach; x++) {
                if (x >= 0 && y >= 0 && x < w && y < h && mine.withinReachAt(x, y, theirs, reach)) out.add(new Pos(x, y));
            }
        }
        return out;
    }

    /**
     * {@link #near} as the squares its walk into reach goes to: for a creature that stands squeezed (MOVE-SQUEEZE),
     * whose move takes it whole where its whole footprint fits and squeezed where not, each square judged with
     * the footprint it would have there. Judged with the squeezed one alone, the squares where only its whole
     * footprint reaches the target (above or left of it) were no goals, and the way out of a narrow place to
     * where it fights whole was missed. Only the walk to strike asks it: the flanking squares and the other
     * goals, judged on the footprint it stands in, are left as they were.
     */
    static List<Pos> nearAsMoved(Situation s, Creature target, int reach) {
        if (!s.self.squeezed()) return near(s, target, reach);
        Body whole = s.self.ownFootprint();
        Body narrow = MoveContexts.body(s.self);
        Body theirs = MoveContexts.body(target);
        PathFinder finder = s.finder();
        List<Pos> out = new ArrayList<>();
        int w = s.battle.grid().width();
        int h = s.battle.grid().height();
        for (int y = theirs.top() - reach - (whole.height() - 1); y <= theirs.bottom() + reach; y++) {
            for (int x = theirs.left() - reach - (whole.width() - 1); x <= theirs.right() + reach; x++) {
                if (x < 0 || y < 0 || x >= w || y >= h) continue;
                Pos p = new Pos(x, y);
                Body there = finder.squeezedAt(p) ? narrow : whole;
                if (there.withinReachAt(x, y, theirs, reach)) out.add(p);
            }
        }
        return out;
    }

    /**
     * The command that brings it closest to one of the goals this turn: {@code stand} when prone, else a
     * move along the cheapest acceptable path, cut to what its movement pays for; a risky move instead
     * when the rule allows it and it gets further. Null when it is on a goal already or cannot get closer.
     */
    static Command towards(Situation s, Rule rule, Collection<Pos> goals) {
        if (goals.isEmpty() || goals.contains(s.self.at())) return null;
        if (s.self.has(Condition.PRONE)) return s.canStand() ? new Command.Stand() : null;
        if (!s.canWalk()) return null;
        // findAny's own first test, asked before the threats are listed for its options: when every goal is
        // taken (the squares behind a target that friends crowd), the walk needs no threats, and often the
        // decision needs none either (it strikes where it stands).
        PathFinder finder = s.finder();
        boolean open = finder.anyGoalOpen(goals);
        PathOptions options = options(s, rule);
        Optional<Path> path = open ? finder.findAny(goals, options) : Optional.empty();
        // No way round: a closed door may be all that stands between it and its goals.
        if (path.isEmpty()) {
            Command door = DoorWay.through(s, rule, goals);
            if (door != null) return door;
        }
        // A place too narrow for its whole footprint, which it squeezes through (MOVE-SQUEEZE) when there is no
        // way round or that one is dearer. A goal its whole footprint fits is a free goal of the plain finder:
        // none free, none to squeeze to.
        SqueezeWay.Found way = open ? SqueezeWay.instead(s, goals, options, path) : null;
        if (way != null) {
            finder = way.finder();
            path = Optional.of(way.path());
        } else if (path.isEmpty()) {
            // No way into reach, whether the goals it could get to are free or all taken (friends crowd the
            // foe): a "nearest" rule then looks at the next nearest foe (ScriptedAi).
            s.noWay = true;
        }
        // Not path.map(...): a lambda capturing the situation would be made at every walk.
        List<Pos> careful = path.isPresent() ? affordable(s, finder, path.get()) : List.of();
        if (way != null) careful = SqueezeWay.endWhole(finder, careful, s.self.turn.moved);
        if (rule.risky()) {
            Command rushed = RiskyRoute.towards(s, rule, goals, careful);
            if (rushed != null) return rushed;
        }
        if (careful.isEmpty() && path.isPresent() && s.battle.holding(s.self) > 0 && !alone(s, finder, path.get()).isEmpty()) {
            // The creatures it holds cannot follow even its first step (GRAP-DRAG): it lets go (GRAP-RELEASE,
            // free) and walks on alone, rather than send a move the game refuses and lose its turn.
            return new Command.Release();
        }
        return careful.isEmpty() ? null : move(careful, null);
    }

    /**
     * The walk that ends on one of the goals this turn, or null: {@code stand} when prone (it then decides
     * again with the movement standing left it), else a careful move along the cheapest acceptable path when
     * the movement it has left pays for the whole of it, or, when the rule allows it, a rushed move across
     * rough ground that ends on a goal ({@link RiskyRoute}). It never dashes (the Dash would spend the action
     * the walk is for) and opens no door on the way. Unlike {@link #towards}, it does not walk part of the
     * way, and a goal it cannot get to says nothing of the target ({@link Situation#noWay} is left alone):
     * the rule's own fallback decides.
     */
    static Command onto(Situation s, Rule rule, Collection<Pos> goals) {
        if (goals.isEmpty() || goals.contains(s.self.at())) return null;
        if (s.self.has(Condition.PRONE)) return s.canStand() ? new Command.Stand() : null;
        if (!s.canWalk()) return null;
        if (!withinStraightReach(s, goals)) return null;
        PathFinder finder = s.finder();
        if (!finder.anyGoalOpen(goals)) return null;
        PathOptions options = options(s, rule);
        Optional<Path> path = wholeWalkOnly(s, rule) ? finder.findAnyWithin(goals, options, walkable(s, finder))
                : finder.findAny(goals, options);
        // Through a place too narrow for its whole footprint, squeezed (MOVE-SQUEEZE), as towards goes.
        SqueezeWay.Found way = SqueezeWay.instead(s, goals, options, path);
        if (way != null) {
            finder = way.finder();
            path = Optional.of(way.path());
        }
        List<Pos> careful = path.isPresent() ? affordable(s, finder, path.get()) : List.of();
        // The cheapest path: when the movement left does not pay for all of it, it pays for no other.
        if (!careful.isEmpty() && careful.size() == path.get().squares().size()) return move(careful, null);
        if (rule.risky()) {
            Command rushed = RiskyRoute.towards(s, rule, goals, careful);
            if (rushed instanceof Command.Move m && goals.contains(m.path().get(m.path().size() - 1))) return rushed;
        }
        return null;
    }

    /**
     * Whether {@link #onto} takes nothing from its path but the whole of it: no rushed route to weigh against
     * the careful one's start ({@code risky}), and no squeezed way to weigh against its cost (a creature that
     * stands squeezed, or could squeeze). Then a path dearer than {@link #walkable} is as good as none, and the
     * search need not look past that cost.
     */
    private static boolean wholeWalkOnly(Situation s, Rule rule) {
        return !rule.risky() && !s.self.squeezed() && s.squeezeFinder() == null;
    }

    /**
     * The dearest path {@link #affordable} can take whole this turn: its movement left, or its dearest first
     * step when that one step is all the path is and a creature that has not moved may always take it
     * (MOVE-DIFFICULT, as {@link #paid} counts).
     */
    private static int walkable(Situation s, PathFinder finder) {
        int left = s.self.turn.movementLeft;
        if (s.battle.house(RulePart.MOVEMENT) && !s.self.turn.moved && left >= 1) {
            return Math.max(left, finder.dearestFirstStep());
        }
        return left;
    }

    /**
     * Whether some goal lies within its movement left of where it stands, as the crow flies: every step
     * costs a square of movement at least (a rushed one too) and moves it one square at most, so a goal
     * farther than that cannot be reached this turn, and no path need be searched for to say so. (The one
     * step a creature that has not moved may always take, MOVE-DIFFICULT, needs 1 left: one square.)
     */
    private static boolean withinStraightReach(Situation s, Collection<Pos> goals) {
        Pos at = s.self.at();
        int left = s.self.turn.movementLeft;
        for (Pos g : goals) {
            if (Math.max(Math.abs(g.x() - at.x()), Math.abs(g.y() - at.y())) <= left) return true;
        }
        return false;
    }

    /**
     * A careful move to the square farthest from its enemies (counting up to {@code enough} squares)
     * that it can reach this turn on an acceptable path; null when no such square beats where it stands.
     */
    static Command away(Situation s, Rule rule, int enough) {
        if (s.self.has(Condition.PRONE)) return s.canStand() ? new Command.Stand() : null;
        if (!s.canWalk()) return null;
        int here = Math.min(enough, s.nearestEnemy(s.self.at()));
        PathOptions options = options(s, rule);
        // Held in an enemy's reach and allowed no opportunity attack, it can reach a handful of squares
        // safely: when none of them is farther from its enemies, every search below would fail, and
        // weighing the whole move range first would be wasted (a hurt skirmisher after its attack).
        if (!s.finder().mayReachSafely(options, new Farther(s, enough, here))) return null;
        // The squares by score, each level in the move range's order: scores run from here + 1 to enough, so
        // an array of levels serves where a sorted map boxed every score.
        @SuppressWarnings("unchecked")
        List<Pos>[] levels = new List[enough + 1];
        Reach reach = s.reachable();
        for (int i = 0; i < reach.size(); i++) {
            int score = Math.min(enough, s.nearestEnemy(reach.x(i), reach.y(i)));
            if (score <= here) continue;
            if (levels[score] == null) levels[score] = new ArrayList<>();
            levels[score].add(reach.square(i));
        }
        int tries = 0;
        boolean letGo = false;
        for (int score = enough; score > here; score--) {
            List<Pos> level = levels[score];
            if (level == null) continue;
            if (tries++ == RETREAT_TRIES) break;
            Optional<Path> path = s.finder().findAny(level, options);
            if (path.isEmpty()) continue;
            List<Pos> steps = affordable(s, path.get());
            int whole = path.get().squares().size();
            if (!steps.isEmpty() && steps.size() == whole) return move(steps, null);
            // Only the creatures it holds keep it from this retreat (GRAP-DRAG).
            if (s.battle.holding(s.self) > 0 && alone(s, s.finder(), path.get()).size() == whole) letGo = true;
        }
        // No retreat its held creatures can follow, but one alone: it lets go (GRAP-RELEASE, free) and goes.
        return letGo ? new Command.Release() : null;
    }

    /** A square farther from its enemies than {@code here}, counting up to {@code enough}, as {@link #away} ranks them. */
    record Farther(Situation s, int enough, int here) implements PathFinder.SquareTest {
        @Override
        public boolean test(int x, int y) {
            return Math.min(enough, s.nearestEnemy(x, y)) > here;
        }
    }

    /** Safe paths only, unless the rule accepts opportunity attacks: then the safest cheap one. */
    static PathOptions options(Situation s, Rule rule) {
        return rule.provoke() ? PathOptions.preferSafe(s.threats()) : PathOptions.safeOnly(s.threats());
    }

    static Command.Move move(List<Pos> steps, String risky) {
        return new Command.Move(steps, risky);
    }

    /**
     * The longest start of the path this turn's movement pays for, that the creatures it holds can be
     * dragged along (GRAP-DRAG), and that ends on a square it may stop on. Under house rules a creature
     * that has not moved yet may always take one step (MOVE-DIFFICULT).
     */
    static List<Pos> affordable(Situation s, Path path) {
        return affordable(s, s.finder(), path);
    }

    /** {@link #affordable(Situation, Path)} of a path {@code finder} found: where it may stop is asked of that finder. */
    static List<Pos> affordable(Situation s, PathFinder finder, Path path) {
        int kept = paid(s, path);
        // The engine refuses a whole move when a held creature cannot follow one of its steps: the walk stops
        // before that step. The path finder cannot see it, since the held creature follows the grappler.
        if (kept > 0 && s.battle.holding(s.self) > 0) {
            kept = s.services.movement.draggableSteps(s.self, path.squares().subList(0, kept));
        }
        return stoppable(finder, path, kept);
    }

    /**
     * The start of the path it could walk this turn if it held no one: {@link #affordable} without the
     * drag, priced as it stands (at the dragging price, so no dearer once it lets go).
     */
    private static List<Pos> alone(Situation s, PathFinder finder, Path path) {
        return stoppable(finder, path, paid(s, path));
    }

    /** How many squares of the path, from the first, this turn's movement pays for. */
    private static int paid(Situation s, Path path) {
        Creature self = s.self;
        int left = self.turn.movementLeft;
        int kept = 0;
        for (int i = 0; i < path.squares().size(); i++) {
            int cost = path.stepCosts().get(i);
            if (cost > left) {
                if (i == 0 && s.battle.house(RulePart.MOVEMENT) && !self.turn.moved && left >= 1) kept = 1;
                break;
            }
            left -= cost;
            kept = i + 1;
        }
        return kept;
    }

    /** The first {@code kept} squares of the path, cut back to the last one it may stop on. */
    private static List<Pos> stoppable(PathFinder finder, Path path, int kept) {
        // The finder priced the path on the board as it stands: its answer on where it may stop is the same.
        while (kept > 0 && !finder.canStop(path.squares().get(kept - 1))) kept--;
        return new ArrayList<>(path.squares().subList(0, kept));
    }
}
