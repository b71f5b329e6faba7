package escarmouche.engine.ai;

import escarmouche.behaviour.SpellFacts;
import escarmouche.command.Command;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Roster;
import escarmouche.engine.magic.CastingFacts;
import escarmouche.engine.movement.Reactors;
import escarmouche.rules.attack.Footprint;
import escarmouche.rules.core.Condition;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.movement.Path;
import escarmouche.rules.movement.PathFinder;
import escarmouche.rules.movement.PathOptions;
import escarmouche.rules.movement.Reach;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * CAST-ROLL for scripted casters: the step before a cast that leaves its melee penalty behind. An enemy beside
 * the caster costs its roll that enemy's level, the strongest one's, whether it can act or not; a wizard beside
 * a paralysed, then knocked-out bandit captain cast at -10 turn after turn and failed most of them, where one
 * free step would have cleared it (an incapacitated creature makes no opportunity attack, OA-NONE).
 *
 * <p>When the cast it is about to make would carry that penalty, it first walks this turn to a square of its
 * move range where the penalty is smaller or gone, from which its aim still holds: the target in the spell's
 * range and in view (a burst's centre in range and in view, the caster out of its radius), and then casts
 * from there. Only a walk its movement left pays for in full, on a path that provokes no opportunity attack
 * whatever the rule's {@code provoke} (a foe able to strike beside it keeps it where it is: the blow would cost
 * more than the roll gains), to a square in the reach of no more foes able to strike than where it stands
 * (it leaves a fallen foe's side, not for a standing one's) and where its whole footprint fits. The penalty is
 * weighed with the enemies it knows of: a hidden one it does not see counts neither here nor there.
 *
 * <p>Squares rank by the penalty left, then by the able foes that reach them; among squares that rank alike, the
 * cheapest safe walk wins (the path finder's own order on a tie), one path search for each rank, the best few
 * ranks tried.
 */
final class CastStep {
    /** How many ranks of squares are tried before giving up: each try is one path search. */
    private static final int TRIES = 4;

    private CastStep() {}

    /** A square to cast from: the penalty left there and how many foes able to strike reach it. */
    private record Spot(Pos at, int penalty, int threatened) {
        boolean ranksWith(Spot other) {
            return penalty == other.penalty && threatened == other.threatened;
        }
    }

    /**
     * The walk to make before {@code cast}, or null to cast where it stands: no melee penalty here, no square
     * within this turn's careful walk that lowers it and keeps the aim, or no safe way to one.
     */
    static Command before(Situation s, Command.Cast cast, Creature target, SpellFacts spell) {
        Creature self = s.self;
        if (!s.canWalk() || self.has(Condition.PRONE)) return null;
        CastingFacts facts = s.services.spells.facts();
        List<Creature> known = knownFoes(s);
        int here = facts.meleePenaltyAt(self, self.at(), known);
        if (here == 0) return null;
        List<Spot> better = better(s, cast, target, spell, facts, known, here);
        PathOptions safe = PathOptions.safeOnly(s.threats());
        PathFinder finder = s.finder();
        int tries = 0;
        for (int i = 0; i < better.size() && tries++ < TRIES; ) {
            // The squares of one rank, searched at once: most squares clear of a fallen foe's side lie past
            // an able one's reach, and a search square by square would spend its tries on those.
            List<Pos> rank = new ArrayList<>();
            Spot first = better.get(i);
            while (i < better.size() && better.get(i).ranksWith(first)) rank.add(better.get(i++).at());
            Optional<Path> path = finder.findAny(rank, safe);
            if (path.isEmpty() || !path.get().safe()) continue;
            List<Pos> steps = Walks.affordable(s, path.get());
            if (!steps.isEmpty() && steps.size() == path.get().squares().size()) return Walks.move(steps, null);
        }
        return null;
    }

    /**
     * The squares of its move range that lower the penalty below {@code here}, keep the aim and are no more
     * threatened than where it stands, best first.
     */
    private static List<Spot> better(Situation s, Command.Cast cast, Creature target, SpellFacts spell,
                                     CastingFacts facts, List<Creature> known, int here) {
        List<Spot> out = new ArrayList<>();
        int threatenedHere = threatened(s, s.self.at(), known);
        PathFinder finder = s.finder();
        Reach reach = s.reachable();
        for (int i = 0; i < reach.size(); i++) {
            Pos p = reach.square(i);
            int penalty = facts.meleePenaltyAt(s.self, p, known);
            if (penalty >= here || finder.squeezedAt(p) || !aimHolds(s, cast, target, spell, p)) continue;
            int threatened = threatened(s, p, known);
            if (threatened > threatenedHere) continue;
            out.add(new Spot(p, penalty, threatened));
        }
        // The sort is stable: within a rank the squares keep the move range's reading order.
        out.sort(Comparator.comparingInt(Spot::penalty).thenComparingInt(Spot::threatened));
        return out;
    }

    /**
     * Whether the cast's aim holds from the square: a spell on the caster itself (or with no aim) always; a
     * burst when its centre is in range and in view and the caster stands beyond its radius (the burst then
     * catches it nowhere); a spell at a creature when that creature is in range and in view.
     */
    private static boolean aimHolds(Situation s, Command.Cast cast, Creature target, SpellFacts spell, Pos p) {
        int w = s.self.body.width();
        int h = s.self.body.height();
        if (cast.square() != null) {
            Pos centre = cast.square();
            int d = Footprint.distance(p.x(), p.y(), w, h, centre.x(), centre.y(), 1, 1);
            return d <= spell.range() && d > spell.radius()
                    && s.battle.cover(new Footprint(p, w, h), Footprint.single(centre)).targetable();
        }
        if (cast.target() == null || target == s.self) return true;
        int d = Footprint.distance(p.x(), p.y(), w, h, target.at().x(), target.at().y(), target.body.width(),
                target.body.height());
        return d <= spell.range() && s.clearShot(p, target);
    }

    /** The enemies it knows of that are alive, whatever their state: those CAST-ROLL's penalty counts. */
    private static List<Creature> knownFoes(Situation s) {
        Roster all = s.battle.hostilesOf(s.self);
        List<Creature> out = new ArrayList<>(all.size());
        for (int i = 0, n = all.size(); i < n; i++) {
            Creature e = all.get(i);
            if (e.alive() && s.known(e)) out.add(e);
        }
        return out;
    }

    /** How many of the foes able to act have its footprint at {@code p} within their melee reach. */
    private static int threatened(Situation s, Pos p, List<Creature> known) {
        int w = s.self.body.width();
        int h = s.self.body.height();
        int n = 0;
        for (Creature e : known) {
            if (!e.canAct()) continue;
            int d = Footprint.distance(p.x(), p.y(), w, h, e.at().x(), e.at().y(), e.body.width(), e.body.height());
            if (d <= Reactors.reach(e)) n++;
        }
        return n;
    }
}
