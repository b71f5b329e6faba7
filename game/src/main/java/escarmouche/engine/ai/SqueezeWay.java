package escarmouche.engine.ai;

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
     * Most creatures have nothing smaller to squeeze into: for them this asks nothing of the map.
     */
    static Found instead(Situation s, Collection<Pos> goals, PathOptions options, Optional<Path> plain) {
        if (s.squeezeFinder() == null) return null;
        Found squeezed = find(s, goals, options);
        if (squeezed == null || plain.isEmpty()) return squeezed;
        if (squeezed.path().cost() >= plain.get().cost()) return null;
        return squeezed.path().safe() || !plain.get().safe() ? squeezed : null;
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
