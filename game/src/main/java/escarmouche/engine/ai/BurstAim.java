package escarmouche.engine.ai;

import escarmouche.behaviour.BehaviourCondition;
import escarmouche.behaviour.Rule;
import escarmouche.content.model.SpellDef;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Footprints;
import escarmouche.engine.combat.AttackCover;
import escarmouche.engine.magic.CastingFacts;
import escarmouche.rules.attack.Cover;
import escarmouche.rules.core.Condition;
import escarmouche.rules.grid.Pos;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Where a scripted caster centres a burst (fireball): among the squares it can centre it on from where it
 * stands (in range, in its line of sight, an open square, as the cast itself checks them), the one that
 * catches the most foes it knows of and none of its own side, itself included, nor its charmer when it is
 * charmed (COND-CHARMED: it may not harm it). Among squares that catch as many, the one that leaves the fewest of
 * them in cover from the burst (each covered foe adds to its save, as the cast weighs it: AttackCover.fromBurst);
 * then the rule's target breaks ties: its own square first, then the square nearest to it, then the first in
 * reading order (row, then column), so the same fight always burns the same squares. A burst that would catch
 * fewer foes than the rule's crowd ({@link #crowd}) is not cast: the next rule decides.
 */
final class BurstAim {
    /** A centre and the foes it catches, in combatant order. */
    record Aim(Pos centre, List<Creature> foes) {}

    /** A square worth trying and how many foes stand within the radius of it as the crow flies. */
    private record Candidate(Pos at, int within) {}

    private BurstAim() {}

    /** The best centre, or null when no square catches as many foes as the rule asks without a friend. */
    static Aim best(Situation s, Rule rule, Creature target, SpellDef spell) {
        List<Creature> foes = s.enemies();
        int least = crowd(rule, foes.size());
        if (foes.size() < least) return null;
        CastingFacts facts = s.services.spells.facts();
        int radius = spell.radius();
        List<Creature> friends = friends(s);
        Aim best = null;
        int bestCovered = 0;
        for (Candidate c : candidates(s, target, radius, spell.range(), least)) {
            Pos p = c.at();
            int within = c.within();
            // A square that catches no more than the best so far wins only by leaving fewer of them covered:
            // none is fewer than a best that leaves none, so its squares need not be looked at.
            if (best != null && (within < best.foes().size() || within == best.foes().size() && bestCovered == 0)) continue;
            // The cheap refusals first (a friend caught, a wall at the centre), then the line of sight.
            if (catchesAny(facts, spell, p, friends) || s.battle.grid().at(p).blocksMovement()) continue;
            if (facts.whyNotThere(s.self, spell, p) != null) continue;
            int enough = Math.max(least, best == null ? 0 : bestCovered == 0 ? best.foes().size() + 1 : best.foes().size());
            List<Creature> caught = new ArrayList<>();
            int missed = 0;
            for (Creature f : foes) {
                if (distance(f, p) > radius) continue;
                if (facts.catches(spell, p, f)) caught.add(f);
                else if (within - ++missed < enough) break;
            }
            if (caught.size() < enough) continue;
            int covered = covered(s, p, caught);
            if (best != null && caught.size() == best.foes().size() && covered >= bestCovered) continue;
            best = new Aim(p, caught);
            bestCovered = covered;
        }
        return best;
    }

    /**
     * Its own side, itself included, alive, and the charmer of a charmed caster (COND-CHARMED: it may not harm
     * it with a magical effect, so it spares it as it spares a friend): none of them may be caught.
     */
    private static List<Creature> friends(Situation s) {
        String charmer = s.self.has(Condition.CHARMED) ? s.self.conditions.sources.get(Condition.CHARMED) : null;
        List<Creature> out = new ArrayList<>();
        for (Creature c : s.battle.creatures()) {
            if (c.alive() && (!c.hostileTo(s.self) || c.id().equals(charmer))) out.add(c);
        }
        return out;
    }

    /** How many of the caught foes the burst centred on {@code p} finds in cover (half or more), as the cast does. */
    private static int covered(Situation s, Pos p, List<Creature> caught) {
        int n = 0;
        for (Creature f : caught) if (AttackCover.fromBurst(s.battle, p, f) != Cover.Level.NONE) n++;
        return n;
    }

    /** Whether the burst centred on {@code p} catches one of them (those farther than its radius never). */
    private static boolean catchesAny(CastingFacts facts, SpellDef spell, Pos p, List<Creature> friends) {
        for (Creature c : friends) {
            if (distance(c, p) <= spell.radius() && facts.catches(spell, p, c)) return true;
        }
        return false;
    }

    /**
     * How many foes the burst must catch: the fewest the rule's own count of enemies allows ({"enemies": ">= 3"}
     * asks for 3, "> 3" for 4), so that "a crowd: burn it" burns a crowd and not one foe of it; at least one,
     * and one when the rule counts no enemies.
     */
    static int crowd(Rule rule, int enemies) {
        List<BehaviourCondition.Count> counts = new ArrayList<>();
        for (BehaviourCondition c : rule.when()) {
            if (c instanceof BehaviourCondition.Count n && n.side() == BehaviourCondition.Side.ENEMIES) counts.add(n);
        }
        for (int n = 1; n <= enemies; n++) {
            boolean all = true;
            for (BehaviourCondition.Count c : counts) all &= c.comparison().test(n);
            if (all) return n;
        }
        return 1;
    }

    /**
     * The squares worth trying, in the order ties are broken once the caught and the covered are counted: within
     * the spell's range of the caster and within the radius of at least {@code least} foes as the crow flies (walls may only take some away, so no
     * other square catches enough), the target's own square first, then by distance to the target, then row
     * and column. Only the squares near a foe are looked at, and only those near enough foes are sorted.
     */
    private static List<Candidate> candidates(Situation s, Creature target, int radius, int range, int least) {
        int width = s.battle.grid().width();
        int height = s.battle.grid().height();
        boolean[] seen = new boolean[width * height];
        List<Creature> foes = s.enemies();
        List<Candidate> out = new ArrayList<>();
        for (Creature f : foes) {
            int x0 = Math.max(0, f.at().x() - radius);
            int y0 = Math.max(0, f.at().y() - radius);
            int x1 = Math.min(width - 1, f.at().x() + f.body.width() - 1 + radius);
            int y1 = Math.min(height - 1, f.at().y() + f.body.height() - 1 + radius);
            for (int y = y0; y <= y1; y++) {
                for (int x = x0; x <= x1; x++) {
                    int i = y * width + x;
                    if (seen[i]) continue;
                    seen[i] = true;
                    Pos p = new Pos(x, y);
                    if (s.self.distanceTo(p) > range) continue;
                    int within = within(foes, p, radius);
                    if (within >= least) out.add(new Candidate(p, within));
                }
            }
        }
        Pos own = target.at();
        out.sort(Comparator.<Candidate>comparingInt(c -> c.at().equals(own) ? 0 : 1)
                .thenComparingInt(c -> distance(target, c.at()))
                .thenComparingInt(c -> c.at().y())
                .thenComparingInt(c -> c.at().x()));
        return out;
    }

    /** How many of the foes stand within the radius of {@code p} as the crow flies. */
    private static int within(List<Creature> foes, Pos p, int radius) {
        int n = 0;
        for (int i = 0; i < foes.size(); i++) if (distance(foes.get(i), p) <= radius) n++;
        return n;
    }

    /** Squares from the creature's nearest square to {@code p}. */
    private static int distance(Creature c, Pos p) {
        return Footprints.distance(c.at(), c.body.width(), c.body.height(), p, 1, 1);
    }
}
