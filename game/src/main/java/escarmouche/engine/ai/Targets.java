package escarmouche.engine.ai;

import escarmouche.behaviour.BehaviourCondition;
import escarmouche.behaviour.Action;
import escarmouche.behaviour.Rule;
import escarmouche.behaviour.Target;
import escarmouche.behaviour.TargetState;
import escarmouche.content.model.SpellDef;
import escarmouche.engine.battle.Creature;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * A rule's target: the candidates of its pool (enemies, or its own side for friendly selectors) that
 * pass every condition, the best of them by the rule's selector. Ties go to the nearer creature, then to
 * the one listed first in the scenario, so the same battle always gives the same choice.
 */
final class Targets {
    private Targets() {}

    /** The target, or null when no candidate passes the conditions (the rule does not apply). */
    static Creature pick(Rule rule, Situation s) {
        return pick(rule, s, true);
    }

    /**
     * For an action that looks for foes rather than at one ({@code search}): the creature itself when the
     * rule's conditions about it and the fight hold, so that it may act with no enemy known; null when one
     * fails, or when a condition asks about a target, which such a rule has none of.
     */
    static Creature self(Rule rule, Situation s) {
        List<BehaviourCondition> all = rule.when();
        for (int i = 0, n = all.size(); i < n; i++) {
            BehaviourCondition c = all.get(i);
            if (aboutTarget(c) || !Judge.holds(c, s, null, List.of())) return null;
        }
        return s.self;
    }

    /**
     * {@link #pick(Rule, Situation)}; without {@code quickWalk}, the candidates after a failed best are
     * always tested in order ({@link #bestPassing} is never used): tests compare the two ways.
     */
    static Creature pick(Rule rule, Situation s, boolean quickWalk) {
        return pick(rule, s, quickWalk, List.of());
    }

    /**
     * The candidate the rule picks once the ones in {@code tried} are set aside (their plans gave nothing):
     * the next nearest foe when the nearest cannot be reached. Null when none is left.
     */
    static Creature pickAfter(Rule rule, Situation s, List<Creature> tried) {
        return pick(rule, s, true, tried);
    }

    private static Creature pick(Rule rule, Situation s, boolean quickWalk, List<Creature> tried) {
        // Conditions about the creature and the fight are the same for every candidate: test them once.
        List<BehaviourCondition> all = rule.when();
        int about = 0;
        for (int i = 0, n = all.size(); i < n; i++) {
            BehaviourCondition c = all.get(i);
            if (aboutTarget(c)) about++;
            else if (!Judge.holds(c, s, null, List.of())) return null;
        }
        // Most rules' conditions are all about the candidate, or none is: then no list is made for them.
        List<BehaviourCondition> when = about == all.size() ? all : about == 0 ? List.of() : aboutTarget(all);
        List<Creature> pool = pool(rule, s);
        if (!tried.isEmpty()) {
            pool = new ArrayList<>(pool);
            pool.removeAll(tried);
        }
        // A blow at a foe whose defences would take every point of it is no blow: such a foe is no candidate.
        if (HarmlessBlows.aims(rule)) pool = HarmlessBlows.hurtable(s, pool);
        // Best first, so that the costlier tests (line of sight) stop at the first candidate that passes:
        // the ranking keys are worked out once, and the next best is picked only when the one before fails.
        // The keys end with the combatant order, which no two creatures share, so the order is total: the
        // best is found in one pass (usually it passes), and only if it fails do the others come off a
        // heap, one at a time, which gives the same sequence as picking the best left each time.
        if (pool.isEmpty()) return null;
        SpellDef kind = SpellAims.limited(rule, s);
        Ranking r = ranking(rule.target(), s, pool);
        if (passes(when, rule.target(), s, pool.get(r.best), pool, kind)) return pool.get(r.best);
        if (quickWalk && kind == null && inReachAlone(when, rule.target())) return bestInReach(r, s.reach());
        if (quickWalk && allQuick(when)) return bestPassing(when, rule.target(), s, pool, r, kind);
        for (int k = 0, i = r.after(0); i >= 0; i = r.after(++k)) {
            if (passes(when, rule.target(), s, pool.get(i), pool, kind)) return pool.get(i);
        }
        return null;
    }

    /**
     * The best candidate but the ranking's best (which failed) that passes, found in one walk through the
     * pool instead of one at a time in order: when the tests are quick, putting the candidates in order
     * costs more than testing them, and a rule such as "in reach" fails most of them in a big fight. A
     * candidate ranked below the best passing one found so far need not be tested at all. The answer is
     * the same: the lowest key among those that pass (keys differ; with equal keys, the first listed, as
     * {@link #rest} sorts them).
     */
    private static Creature bestPassing(List<BehaviourCondition> when, Target t, Situation s, List<Creature> pool,
            Ranking r, SpellDef kind) {
        long[] keys = r.keys;
        int found = -1;
        for (int i = 0; i < pool.size(); i++) {
            if (i == r.best || (found >= 0 && keys[i] >= keys[found])) continue;
            if (passes(when, t, s, pool.get(i), pool, kind)) found = i;
        }
        return found < 0 ? null : pool.get(found);
    }

    /**
     * Whether the candidate's one test is "in reach" and the selector filters nothing (the three that do
     * are those {@link #selected} names): then the ranking's keys, which hold each candidate's distance,
     * answer it without a look at the candidates.
     */
    private static boolean inReachAlone(List<BehaviourCondition> when, Target t) {
        return when.size() == 1 && when.get(0) instanceof BehaviourCondition.TargetIs is
                && is.state() == TargetState.IN_REACH && t != Target.CASTER && t != Target.GRAPPLED_BY_ALLY
                && t != Target.LAST_ATTACKER;
    }

    /**
     * {@link #bestPassing} for "in reach" alone: the lowest key but the best's (which failed) whose distance
     * is within {@code reach}, read from the keys. Their distance field is the distance itself, clamped
     * to a width far beyond any reach, so the answer is the test's; the lowest key is the one
     * {@link #bestPassing} finds. In a big fight most enemies are out of reach, and this is a plain walk
     * through an array instead of a test of each of them.
     */
    private static Creature bestInReach(Ranking r, int reach) {
        long[] keys = r.keys;
        int found = -1;
        for (int i = 0; i < keys.length; i++) {
            if (i == r.best || distanceField(keys[i]) > reach) continue;
            if (found < 0 || keys[i] < keys[found]) found = i;
        }
        return found < 0 ? null : r.pool.get(found);
    }

    /** The distance a key holds ({@link #rank}): the measure above it is a multiple of 2^40, whatever its sign. */
    static int distanceField(long key) {
        return (int) (key >>> 20) & ORDER_FIELD;
    }

    /**
     * Whether every condition about the candidate costs little to test: no line of sight or cover (the
     * dearest questions; best tested in order, stopping at the first that passes) and no comparison with
     * the whole pool; only tests of the candidate itself, alone or inside "not" and "any".
     */
    static boolean allQuick(List<BehaviourCondition> when) {
        for (int i = 0; i < when.size(); i++) if (!quick(when.get(i))) return false;
        return true;
    }

    private static boolean quick(BehaviourCondition c) {
        if (c instanceof BehaviourCondition.Not n) return quick(n.condition());
        if (c instanceof BehaviourCondition.Any a) {
            for (BehaviourCondition inner : a.conditions()) if (!quick(inner)) return false;
            return true;
        }
        if (!(c instanceof BehaviourCondition.TargetIs is)) return false;
        return switch (is.state()) {
            case VISIBLE, EXPOSED, WEAKEST, MOST_WOUNDED -> false;
            default -> true;
        };
    }

    /**
     * A pool ranked by a selector: the keys and the best, and the others in order as they are needed.
     * Several rules of a script often rank the same enemies the same way in one decision ("weakest" to
     * flank, then to strike, then to shoot): the ranking is kept for the decision,
     * for the pool it was made of ({@link Situation#ranking}).
     */
    static final class Ranking {
        final List<Creature> pool;
        final long[] keys;
        final int best;
        /** The candidates after the best, in order, as far as they were asked for ({@link #given}). */
        private int[] order;
        private int given;
        /** The keys not given yet, as a heap (lowest first); null when {@link #order} was sorted whole. */
        private long[] heap;
        private int heapSize;
        /** Pool index by combatant order, to tell a key's candidate again. */
        private int[] indexOf;

        private Ranking(List<Creature> pool, long[] keys, int best) {
            this.pool = pool;
            this.keys = keys;
            this.best = best;
        }

        /**
         * The pool index of the {@code k}-th candidate after the best (from 0), or -1 past the last. The
         * next ones come off a heap only when asked: a rule usually finds its target among the first few,
         * and then the others need not be put in order at all.
         */
        int after(int k) {
            if (order == null) start();
            while (given <= k && heapSize > 0) order[given++] = indexOf[(int) (pop() & ORDER_FIELD)];
            return k < given ? order[k] : -1;
        }

        private void start() {
            int n = keys.length;
            indexOf = orderIndex(pool);
            if (indexOf == null) {
                order = rest(keys, best);
                given = order.length;
                return;
            }
            order = new int[n - 1];
            heap = new long[n - 1];
            for (int i = 0; i < n; i++) if (i != best) heap[heapSize++] = keys[i];
            for (int i = heapSize / 2 - 1; i >= 0; i--) down(i);
        }

        private long pop() {
            long top = heap[0];
            heap[0] = heap[--heapSize];
            down(0);
            return top;
        }

        private void down(int i) {
            while (true) {
                int least = i;
                int l = 2 * i + 1;
                int r = l + 1;
                if (l < heapSize && heap[l] < heap[least]) least = l;
                if (r < heapSize && heap[r] < heap[least]) least = r;
                if (least == i) return;
                long t = heap[i];
                heap[i] = heap[least];
                heap[least] = t;
                i = least;
            }
        }
    }

    static Ranking ranking(Target t, Situation s, List<Creature> pool) {
        Ranking known = s.ranking(t);
        // The enemies' list is the decision's own, the same object each time; other pools are made afresh.
        if (known != null && known.pool == pool) return known;
        int n = pool.size();
        long[] keys = new long[n];
        int best = 0;
        for (int i = 0; i < n; i++) {
            keys[i] = rank(t, s, pool.get(i));
            if (keys[i] < keys[best]) best = i;
        }
        Ranking made = new Ranking(pool, keys, best);
        s.keep(t, made);
        return made;
    }

    /**
     * Pool index by combatant order: each key ends with the creature's combatant order, which tells the
     * candidate again from a key alone. Null when orders do not fit their field or are shared (never in
     * a real fight): then the candidates are sorted by key the slow way ({@link #rest}).
     */
    private static int[] orderIndex(List<Creature> pool) {
        int most = 0;
        int least = 0;
        for (Creature c : pool) {
            most = Math.max(most, c.identity.order);
            least = Math.min(least, c.identity.order);
        }
        if (least < 0 || most >= ORDER_FIELD) return null;
        int[] indexOf = new int[most + 1];
        java.util.Arrays.fill(indexOf, -1);
        for (int i = 0; i < pool.size(); i++) {
            int o = pool.get(i).identity.order;
            if (indexOf[o] >= 0) return null; // two candidates share an order: keys alone cannot tell them
            indexOf[o] = i;
        }
        return indexOf;
    }

    /** The candidates but the best, best first, sorted whole by key. */
    private static int[] rest(long[] keys, int best) {
        int n = keys.length;
        Integer[] order = new Integer[n - 1];
        for (int i = 0, k = 0; i < n; i++) if (i != best) order[k++] = i;
        java.util.Arrays.sort(order, (a, b) -> Long.compare(keys[a], keys[b]));
        int[] out = new int[n - 1];
        for (int k = 0; k < n - 1; k++) out[k] = order[k];
        return out;
    }

    /** The largest combatant order the last field of a key holds; also the mask that reads it back. */
    private static final int ORDER_FIELD = (1 << 20) - 1;

    /**
     * The selector's filter and the spell's worth ({@link SpellAims#limited}, null for none), then the rule's
     * conditions that look at the candidate (the others held already).
     */
    private static boolean passes(List<BehaviourCondition> aboutIt, Target t, Situation s, Creature c, List<Creature> pool,
            SpellDef kind) {
        if (!selected(t, s, c)) return false;
        if (kind != null && !SpellAims.worth(s, kind, c)) return false;
        for (int i = 0; i < aboutIt.size(); i++) {
            if (!Judge.holds(aboutIt.get(i), s, c, pool)) return false;
        }
        return true;
    }

    /** The conditions that look at the candidate, in their order. */
    private static List<BehaviourCondition> aboutTarget(List<BehaviourCondition> all) {
        List<BehaviourCondition> out = new ArrayList<>(all.size());
        for (int i = 0, n = all.size(); i < n; i++) if (aboutTarget(all.get(i))) out.add(all.get(i));
        return out;
    }

    /** Whether the condition looks at the candidate (directly, or inside a "not" or an "any"). */
    static boolean aboutTarget(BehaviourCondition c) {
        return BehaviourCondition.anyWithin(c, inner -> inner instanceof BehaviourCondition.TargetIs);
    }

    /**
     * Who the rule chooses among: for enemy selectors, the enemies still fighting, and the downed ones
     * too when the rule asks for them ({@code "target": "unconscious"}); for friendly ones, its side.
     */
    static List<Creature> pool(Rule rule, Situation s) {
        Target t = rule.target();
        if (t == Target.SELF) return List.of(s.self);
        if (t == Target.WOUNDED_ALLY) {
            List<Creature> out = new ArrayList<>();
            for (Creature c : s.battle.living()) {
                if (c.alive() && !c.hostileTo(s.self) && c.hp() < c.health.maxHp) out.add(c);
            }
            return out;
        }
        if (!asksForDowned(rule)) return s.enemies();
        List<Creature> out = new ArrayList<>(s.enemies());
        out.addAll(s.downedEnemies());
        return out;
    }

    private static boolean asksForDowned(Rule rule) {
        List<BehaviourCondition> when = rule.when();
        for (int i = 0; i < when.size(); i++) {
            if (when.get(i) instanceof BehaviourCondition.TargetIs t && t.state() == TargetState.UNCONSCIOUS) return true;
        }
        return false;
    }

    /** The selectors that also filter: only casters, only enemies held by an ally, only the last attacker. */
    private static boolean selected(Target t, Situation s, Creature c) {
        return switch (t) {
            case CASTER -> !c.resources.spells.isEmpty();
            case GRAPPLED_BY_ALLY -> Judge.holds(new BehaviourCondition.TargetIs(TargetState.GRAPPLED_BY_ALLY), s, c, List.of());
            case LAST_ATTACKER -> c.id().equals(s.attackers.of(s.self.id()));
            default -> true;
        };
    }

    /**
     * How a selector ranks a candidate, lowest first: the selector's own measure (hit points, share of them
     * left, armour class; none for "nearest"), then the distance, then the combatant order, which no two
     * creatures share. Packed into one number, most significant first: the measure (signed: hit points go
     * below 0 under the house rules) above 40 bits, then the distance and the order in 20 bits each,
     * clamped to them (no fight comes near).
     */
    static long rank(Target t, Situation s, Creature c) {
        int measure = switch (t) {
            case WEAKEST -> c.hp();
            case MOST_WOUNDED, WOUNDED_ALLY -> share(c);
            case LOWEST_AC -> c.stats.ac;
            default -> 0;
        };
        return ((long) measure << 40) + ((long) field(s.self.distanceTo(c), 20) << 20) + field(c.identity.order, 20);
    }

    /** A non-negative value held in {@code bits} bits, the largest it holds when it is larger. */
    private static int field(int value, int bits) {
        return Math.max(0, Math.min(value, (1 << bits) - 1));
    }

    /** Hit points left in thousandths of the maximum: integer maths, so comparisons never wobble. */
    static int share(Creature c) {
        return c.hp() * 1000 / Math.max(1, c.health.maxHp);
    }

    static int min(List<Creature> pool, ToIntFunction<Creature> f) {
        int best = Integer.MAX_VALUE;
        for (Creature c : pool) best = Math.min(best, f.applyAsInt(c));
        return best;
    }
}
