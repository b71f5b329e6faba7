package escarmouche.engine.ai;

import escarmouche.behaviour.Rule;
import escarmouche.command.Command;
import escarmouche.engine.battle.Creature;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.movement.Path;
import escarmouche.rules.movement.PathFinder;
import escarmouche.rules.movement.PathOptions;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * MOVE-SQUEEZE for scripted creatures: a creature too big for a narrow place (a Large ogre at a doorway one
 * square wide) squeezes through it, as its own {@code moveto} does, when no way for its whole footprint
 * leads to its goals or when squeezing gets it there for less movement than the way round. Its searches
 * never squeezed, so such an ogre waited at the doorway while it was shot.
 *
 * <p>Squeezing is weighed as the rules price it. Each step that ends squeezed costs 1 more movement: the path
 * finder's price, against which the way round is weighed ({@link #instead}). A squeezed creature has disadvantage
 * on its attacks and Dex saves, and attacks against it have advantage: so the goals are the squares where
 * its whole footprint fits (it strikes from there, not cramped), and a walk that this turn's movement cannot
 * take through the narrow place stops on the last square where it stands whole, before it ({@link #endWhole}).
 */
final class SqueezeWay {
    private SqueezeWay() {}

    /** A path found by the squeezing finder, with that finder: its squares are judged on its terms. */
    record Found(PathFinder finder, Path path) {}

    /**
     * The cheapest squeezed path to one of the goals where its whole footprint fits, on the given terms, or
     * null: when squeezing opens no other way ({@link Situation#squeezeFinder}), or no such goal is free or
     * can be reached. A path that may provoke nothing is checked step by step against the threats: the
     * search paints their reach for the squeezed footprint, which the whole one outgrows where it fits.
     */
    static Found find(Situation s, Collection<Pos> goals, PathOptions options) {
        PathFinder finder = s.squeezeFinder();
        if (finder == null) return null;
        List<Pos> whole = new ArrayList<>(goals.size());
        for (Pos p : goals) {
            if (!finder.squeezedAt(p)) whole.add(p);
        }
        if (!finder.anyGoalOpen(whole)) return null;
        Optional<Path> path = finder.findAny(whole, options);
        if (path.isEmpty()) return null;
        if (options.policy() == PathOptions.Policy.SAFE_ONLY && !path.get().safe()) return null;
        return new Found(finder, path.get());
    }

    /**
     * The squeezed way to walk instead of {@code plain}, the plain finder's path on the same terms (empty when
     * it found none), or null to keep that one. With no plain way, the squeezed one. Else squeezing is a
     * short cut, never a detour: it is taken only when it costs less movement, the squeezed steps' extra 1
     * included, and provokes no attack the plain way would not (on a tie, the plain way, which keeps its
     * whole footprint all along: no turn of the fight goes otherwise for a gap it need not squeeze through).
     * Most creatures have nothing smaller to squeeze into: for them this asks nothing of the map. One that
     * stands squeezed already has no second finder: {@link #outOf} weighs its way.
     */
    static Found instead(Situation s, Collection<Pos> goals, PathOptions options, Optional<Path> plain) {
        if (s.self.squeezed()) return outOf(s, goals, options, plain);
        if (s.squeezeFinder() == null) return null;
        Found squeezed = find(s, goals, options);
        if (squeezed == null || plain.isEmpty()) return squeezed;
        if (squeezed.path().cost() >= plain.get().cost()) return null;
        return squeezed.path().safe() || !plain.get().safe() ? squeezed : null;
    }

    /**
     * For a creature that stands squeezed already, whose own finder squeezes ({@code plain} is its path): the
     * way to the goals where its whole footprint fits, or null to keep {@code plain}. Its own finder takes the
     * cheapest goal, often one where it stays squeezed (a step further down the narrow way, beside its foe),
     * and it fought cramped from there turn after turn though one step more would have freed it. The whole
     * footprint's way is kept to as a walk from outside is ({@link #find}), but for two cases: the plain way
     * ends whole already, or it reaches its goal this turn where the whole one does not (a blow this turn,
     * cramped, rather than none). Like the short cut, it provokes no attack the plain way would not.
     */
    static Found outOf(Situation s, Collection<Pos> goals, PathOptions options, Optional<Path> plain) {
        if (plain.isEmpty()) return null;
        PathFinder finder = s.finder();
        List<Pos> squares = plain.get().squares();
        if (squares.isEmpty() || !finder.squeezedAt(squares.get(squares.size() - 1))) return null;
        List<Pos> whole = new ArrayList<>(goals.size());
        for (Pos p : goals) {
            if (!finder.squeezedAt(p)) whole.add(p);
        }
        if (whole.isEmpty() || !finder.anyGoalOpen(whole)) return null;
        Optional<Path> out = finder.findAny(whole, options);
        if (out.isEmpty() || !out.get().safe() && plain.get().safe()) return null;
        if (reachesThisTurn(s, finder, plain.get()) && !reachesThisTurn(s, finder, out.get())) return null;
        return new Found(finder, out.get());
    }

    /** Whether this turn's movement takes it along the whole path, to its end. */
    private static boolean reachesThisTurn(Situation s, PathFinder finder, Path path) {
        return Walks.affordable(s, finder, path).size() == path.squares().size();
    }

    /**
     * A squeezed creature's step out before a blow (MOVE-SQUEEZE): standing squeezed within reach of its
     * target, it strikes cramped (disadvantage, and advantage to the blows against it till it moves). A walk
     * this turn to a square where its whole footprint fits and the target is still within reach comes first;
     * the blow follows from there. Null when it stands whole, or no such square can be reached this turn.
     */
    static Command stepOut(Situation s, Rule rule, Creature target) {
        if (!s.self.squeezed() || !s.canWalk()) return null;
        PathFinder finder = s.finder();
        // Each square judged with the footprint it would have there: the whole one where it fits.
        List<Pos> near = Walks.nearAsMoved(s, target, s.reach());
        List<Pos> whole = new ArrayList<>(near.size());
        for (Pos p : near) {
            if (!finder.squeezedAt(p)) whole.add(p);
        }
        return Walks.onto(s, rule, whole);
    }

    /**
     * The steps of a walk this turn, cut back to the last square where it stands whole (and may stop) when
     * they would end squeezed. When none of them does, it goes in as far as they take it only on a turn it
     * has not moved yet: its whole movement then takes it as far into the narrow place as any turn could (a
     * long narrow way is still a way, each turn further along it); after a walk this turn it waits whole at
     * the mouth (empty steps) rather than stand squeezed there till its next turn.
     */
    static List<Pos> endWhole(PathFinder finder, List<Pos> steps, boolean moved) {
        if (steps.isEmpty() || !finder.squeezedAt(steps.get(steps.size() - 1))) return steps;
        for (int i = steps.size() - 2; i >= 0; i--) {
            Pos p = steps.get(i);
            if (!finder.squeezedAt(p) && finder.canStop(p)) return new ArrayList<>(steps.subList(0, i + 1));
        }
        return moved ? List.of() : steps;
    }
}
