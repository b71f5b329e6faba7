package escarmouche.rules.movement;

import escarmouche.rules.core.RulePart;
import escarmouche.rules.grid.Centre;
import escarmouche.rules.grid.Pos;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Cheapest careful paths for one mover on one map, for the {@code moveto} command, the move-range
 * display and the AI. Costs come from the same price list as {@link StepRules} and {@link Movement}, so a
 * path found here is priced exactly as the move that follows it.
 *
 * <p>A* over the top-left squares of the footprint with a Chebyshev estimate (never more than the true
 * cost: every step costs at least {@code cheapestStep}). Ties are broken by estimate, then depth, then
 * by straight-line distances (from the line between the start and the centre of the goals, to that
 * centre, to the start, to the middle of the map: {@link Centre}), then by reading order, so the same
 * question always gets the same path. None of these depends on the order neighbours are looked at:
 * that order ({@link Pos#DIRECTIONS}) sent a creature going east north-east first and one going west
 * south-west first, which made one end of a mirror match the better one. On a symmetric map the
 * mirrored question gets the mirrored path, unless the start, the goals and the middle of the map are in
 * line (then two mirror-image ways are equal in every way and reading order picks one).
 *
 * <p>Avoiding opportunity attacks: a path provokes nothing if, once inside some threat's reach, it never
 * leaves a reach it is in, and (house rules, OA-WITHIN) takes at most one more step from there, none
 * inside the reach of a creature the mover already stepped inside once this turn. The search therefore
 * runs over (square, "that one step was taken") pairs, with the reach zones painted once per query.
 *
 * <p>One finder keeps scratch arrays between queries: not for use by two threads at once. Finders of one
 * game share the scratch's arrays, the board painted with who stands where among them: each query first
 * makes it its own mover's again ({@link StepCosts#claim}). Budgets and the one-square minimum are not
 * applied by {@link #find}: the plan ({@link Movement#careful}) does that.
 */
public final class PathFinder {
    private static final int UNSEEN = Integer.MAX_VALUE;
    /** {@link #findAnyWithin}'s bound when there is none. */
    private static final int UNBOUNDED = Integer.MAX_VALUE;
    /** Squares a search settles before it asks whether its goals can be reached at all. */
    private static final int LONG_SEARCH = 48;
    /** States the backward look may gather before it leaves the answer to the search. */
    private static final int BACK_LIMIT = 96;
    /** States {@link #mayReachSafely} looks at before it leaves the answer to the search. */
    private static final int SAFE_FEW = 48;

    /**
     * {@link Pos#DIRECTIONS} as two columns, in the same order: the search loops read them for every square,
     * and bit {@code d} of a square's {@link StepCosts#exits} is the step {@code DX[d], DY[d]}. Taken from
     * Pos, so that the two cannot part.
     */
    private static final int[] DX = column(0);
    private static final int[] DY = column(1);
    /** Every direction's bit: the steps a mover that is not {@link StepCosts#plain} tries, each priced in full. */
    private static final int ALL_EXITS = (1 << DX.length) - 1;

    private static int[] column(int k) {
        int[] out = new int[Pos.DIRECTIONS.length];
        for (int d = 0; d < out.length; d++) out[d] = Pos.DIRECTIONS[d][k];
        return out;
    }

    private final MoveContext ctx;
    private final StepCosts costs;
    private final int gw;
    private final int cells;
    /** {@link #rowOf}'s multiplier for this map's width. */
    private final long rowMagic;
    private final PathScratch scratch;
    private final NodeBuckets frontier;
    private int[] g;
    private int[] parent;
    private int[] seen;
    private int[] done;
    private int[] goal;
    private int epoch;
    private int longSearch = LONG_SEARCH;
    /** Whether {@link #search} queues the stepped states that are not goals, as it once did: tests compare both ways. */
    private boolean queueDeadEnds;

    public PathFinder(MoveContext ctx) {
        this(ctx, new PathScratch());
    }

    /** A finder working in {@code scratch}, shared with other finders of the same game (see {@link PathScratch}). */
    public PathFinder(MoveContext ctx, PathScratch scratch) {
        this.ctx = ctx;
        this.costs = new StepCosts(ctx, scratch);
        this.gw = costs.mapWidth();
        this.cells = gw * costs.mapHeight();
        this.rowMagic = rowMagic(gw);
        this.scratch = scratch;
        this.frontier = scratch.frontier;
    }

    /**
     * This finder, asking backwards whether its goals can be reached once a search has settled
     * {@code pops} squares ({@link Integer#MAX_VALUE}: never): tests compare both ways.
     */
    PathFinder askingBackAfter(int pops) {
        this.longSearch = pops;
        return this;
    }

    /** This finder, queueing the stepped states that cannot be goals as well ({@link #search}): tests compare both ways. */
    PathFinder queueingDeadEnds() {
        this.queueDeadEnds = true;
        return this;
    }

    /**
     * Whether the mover may end a move with its footprint's top-left square here, as {@link StepRules#canStop}
     * answers on the same board.
     */
    public boolean canStop(Pos p) {
        costs.claim();
        return costs.canStop(p.x(), p.y());
    }

    /** The cheapest path, ignoring opportunity attacks. */
    public Optional<Path> find(Pos goal) {
        return find(goal, PathOptions.CHEAPEST);
    }

    /**
     * The cheapest careful path from the mover's footprint to {@code goal} (a top-left square), or
     * nothing when the goal is unreachable or a square the mover may not stop on.
     */
    public Optional<Path> find(Pos goal, PathOptions options) {
        return findAny(List.of(goal), options);
    }

    /**
     * The cheapest careful path to whichever of {@code goals} (top-left squares) is cheapest to reach, in
     * one search: how the AI walks to "any square from which the target is in reach". Goals the mover
     * may not stop on are ignored; among equally cheap paths the search order decides, as for one goal.
     * Nothing when no goal can be reached; an empty path when the mover stands on one.
     */
    public Optional<Path> findAny(Collection<Pos> goals, PathOptions options) {
        return findAny(goals, options, UNBOUNDED);
    }

    /**
     * {@link #findAny}'s path when it costs at most {@code most}, else nothing: for a caller that takes no
     * dearer path (a walk that must end on a goal this turn). The search leaves out every state whose
     * estimate is above {@code most}: no path through it costs less, and the states it keeps come off the
     * queue in the order they had (the queue's order is total on their keys), so a path within the bound is
     * the very path of {@link #findAny}. With {@link PathOptions.Policy#PREFER_SAFE} it is findAny's answer,
     * whatever its cost: a safe path dearer than {@code most} would be left for an unsafe one within it.
     */
    public Optional<Path> findAnyWithin(Collection<Pos> goals, PathOptions options, int most) {
        return findAny(goals, options, options.policy() == PathOptions.Policy.PREFER_SAFE ? UNBOUNDED : most);
    }

    /**
     * The dearest careful step from where the mover stands to a square next to it: what a one-step path costs
     * at most. A creature that has not moved may take one step whatever it costs (MOVE-DIFFICULT), so a walk
     * that must end on a goal this turn may cost that much.
     */
    public int dearestFirstStep() {
        costs.claim();
        Pos start = ctx.mover().movingBody().at();
        int dearest = 0;
        for (int dir = 0; dir < DX.length; dir++) {
            int tx = start.x() + DX[dir];
            int ty = start.y() + DY[dir];
            if (costs.onMap(tx, ty)) dearest = Math.max(dearest, costs.carefulStep(start.x(), start.y(), tx, ty));
        }
        return dearest;
    }

    private Optional<Path> findAny(Collection<Pos> goals, PathOptions options, int most) {
        costs.claim();
        Pos start = ctx.mover().movingBody().at();
        List<Pos> open = new ArrayList<>(goals.size());
        for (Pos p : goals) {
            if (p.equals(start)) return Optional.of(new Path(start, List.of(), List.of(), 0, List.of()));
            if (costs.canStand(p.x(), p.y())) open.add(p);
        }
        if (open.isEmpty()) return Optional.empty();
        Threats threats = options.threats();
        if (options.policy() == PathOptions.Policy.IGNORE || threats.isEmpty()) {
            return search(start, open, null, threats, most);
        }
        ThreatZones zones = new ThreatZones(threats, gw, costs.mapHeight(), costs.footWidth(), costs.footHeight(),
                scratch);
        Optional<Path> safe = search(start, open, zones, threats, most);
        if (safe.isPresent() || options.policy() == PathOptions.Policy.SAFE_ONLY) return safe;
        return search(start, open, null, threats, most);
    }

    /**
     * Whether some goal is one {@link #findAny} would search for: the start, or a square the mover could
     * stand on. False means findAny finds nothing, whatever its options: the AI asks this first, so that a
     * walk to squares all taken lists no threats (a flanking square behind a busy target, in a big fight).
     */
    public boolean anyGoalOpen(Collection<Pos> goals) {
        costs.claim();
        Pos start = ctx.mover().movingBody().at();
        for (Pos p : goals) {
            if (p.equals(start) || costs.canStand(p.x(), p.y())) return true;
        }
        return false;
    }

    /**
     * Whether {@link #findAny} with these options could find a path to some goal passing {@code wanted}
     * (a square other than the start), answered without a search where that is cheap: a path that may
     * provoke nothing ({@link PathOptions.Policy#SAFE_ONLY}) from a start inside a threat's reach may only
     * take the steps that keep it inside every reach it is in (OA-LEAVE), and under house rules only one
     * (OA-WITHIN), so it can reach a handful of squares, which are looked at here with the search's own
     * steps. False means no such search finds anything; true means it might (and is the answer for every
     * other policy, for a start outside every reach and for more than {@link #SAFE_FEW} squares).
     */
    public boolean mayReachSafely(PathOptions options, SquareTest wanted) {
        costs.claim();
        Threats threats = options.threats();
        if (options.policy() != PathOptions.Policy.SAFE_ONLY || threats.isEmpty()) return true;
        ThreatZones zones = new ThreatZones(threats, gw, costs.mapHeight(), costs.footWidth(), costs.footHeight(),
                scratch);
        Pos start = ctx.mover().movingBody().at();
        int s0 = start.y() * gw + start.x();
        if (!zones.any(s0)) return true;
        boolean limitOne = threats.secondStepProvokes();
        prepare(2 * cells);
        int[] queue = scratch.backQueue(SAFE_FEW + Pos.DIRECTIONS.length);
        int tail = 0;
        queue[tail++] = s0;
        seen[s0] = epoch;
        for (int head = 0; head < tail; head++) {
            int s = queue[head];
            int c = s % cells;
            int x = c % gw;
            int y = c / gw;
            // The goals findAny keeps are squares it could stand on.
            if (c != s0 && costs.canStand(x, y) && wanted.test(x, y)) return true;
            // A state reached by the one step OA-WITHIN allows goes no further (as in search).
            if (s >= cells) continue;
            for (int dir = 0; dir < DX.length; dir++) {
                int tx = x + DX[dir];
                int ty = y + DY[dir];
                if (!costs.onMap(tx, ty)) continue;
                // Every state here is inside a reach: a step keeps every reach it is in, so it stays inside one.
                int t = keptStep(zones, limitOne, c, ty * gw + tx);
                if (t < 0 || seen[t] == epoch || costs.carefulStep(x, y, tx, ty) < 0) continue;
                if (tail == SAFE_FEW) return true;
                seen[t] = epoch;
                queue[tail++] = t;
            }
        }
        return false;
    }

    /** Squares the mover could end a careful move on with its movement left, and what each costs. */
    public Map<Pos, Integer> reachable() {
        return reachable(ctx.movementLeft());
    }

    /**
     * Top-left squares the mover could end a careful move on within {@code budget}, with the cheapest
     * cost of each, in reading order; the start is left out. Under house rules a creature that has not
     * moved yet this turn can always reach an adjacent square it may enter (its cost is then the whole
     * budget).
     */
    public Map<Pos, Integer> reachable(int budget) {
        return reach(budget).asMap();
    }

    /** {@link #reachable()} as plain arrays, for callers that weigh every square. */
    public Reach reach() {
        return reach(ctx.movementLeft());
    }

    /** {@link #reachable(int)} as plain arrays, for callers that weigh every square. */
    public Reach reach(int budget) {
        int count = settle(budget, null);
        int[] settled = scratch.settled;
        int s0 = ctx.mover().movingBody().at().y() * gw + ctx.mover().movingBody().at().x();
        // Reading order: the rows and columns the settled squares span, scanned for them, cost less than
        // sorting them.
        int top = Integer.MAX_VALUE, bottom = -1, left = Integer.MAX_VALUE, right = -1;
        for (int i = 0; i < count; i++) {
            int x = settled[i] % gw;
            int y = settled[i] / gw;
            top = Math.min(top, y);
            bottom = Math.max(bottom, y);
            left = Math.min(left, x);
            right = Math.max(right, x);
        }
        int[] cells = new int[count];
        int[] paid = new int[count];
        int kept = 0;
        for (int y = top; y <= bottom; y++) {
            for (int x = left; x <= right; x++) {
                int c = y * gw + x;
                if (done[c] == epoch && c != s0 && costs.canStop(x, y)) {
                    cells[kept] = c;
                    paid[kept++] = g[c];
                }
            }
        }
        return new Reach(gw, Arrays.copyOf(cells, kept), Arrays.copyOf(paid, kept));
    }

    /** A test of one top-left square, for {@link #reachesAny}. */
    @FunctionalInterface
    public interface SquareTest {
        boolean test(int x, int y);
    }

    /**
     * Whether one of the squares {@link #reach()} would list passes {@code wanted}: the same search, which
     * stops at the first such square instead of going over the whole move range.
     */
    public boolean reachesAny(SquareTest wanted) {
        return settle(ctx.movementLeft(), (x, y, cost) -> wanted.test(x, y)) < 0;
    }

    /**
     * A look at one square of the move range with its cost, for {@link #visitByCost}: true stops the
     * search, which the caller may answer once no costlier square could matter to it.
     */
    @FunctionalInterface
    public interface CostedVisit {
        boolean stopAt(int x, int y, int cost);
    }

    /**
     * The squares {@link #reach()} would list, with their costs, handed to {@code visit} cheapest first
     * (squares of one cost in no particular order), until it answers true. A caller that keeps the best
     * squares by an order where cost comes after measures that a square cannot beat may stop as soon as
     * cheaper squares have settled its choice: the rest of the move range is never searched.
     */
    public void visitByCost(CostedVisit visit) {
        settle(ctx.movementLeft(), visit);
    }

    /**
     * MOVE-SQUEEZE: whether the mover would stand squeezed with its footprint's top-left square here (its
     * whole footprint would meet a wall, the map's edge or a creature that bars the way); never for a
     * mover that is not squeezing. The AI keeps its goals to the squares where it stands whole, and ends
     * a walk there when it can, as the squeezed footprint fights cramped.
     */
    public boolean squeezedAt(Pos p) {
        costs.claim();
        return costs.squeezedAt(p.x(), p.y());
    }

    /** {@link #canStop(Pos)} by column and row. */
    public boolean canStop(int x, int y) {
        costs.claim();
        return costs.canStop(x, y);
    }

    /**
     * Squares within {@code budget} at risky prices (MOVE-DIFFICULT), settled cheapest first, then nearer
     * the middle of the map (for the whole footprint: both ends of a symmetric map see the same choice),
     * then in reading order. The path finder prices careful steps; this is the search behind a rushed
     * route across rough terrain. No square is settled twice: every step costs at least 1.
     */
    public RiskyReach riskyReach(int budget) {
        costs.claim();
        Pos start = ctx.mover().movingBody().at();
        prepare(cells);
        int s0 = start.y() * gw + start.x();
        int fw = costs.fullWidth();
        int fh = costs.fullHeight();
        int gh = costs.mapHeight();
        open(s0, 0, -1, 0, 0, 0);
        int[] settled = scratch.settled;
        int[] from = scratch.from(settled.length);
        int count = 0;
        while (!frontier.isEmpty()) {
            int s = frontier.pop();
            if (done[s] == epoch) continue;
            done[s] = epoch;
            if (count == settled.length) {
                settled = scratch.settled = Arrays.copyOf(settled, count * 2);
                from = scratch.from(count * 2);
            }
            settled[count] = s;
            from[count++] = parent[s];
            int x = s % gw;
            int y = s / gw;
            for (int dir = 0; dir < DX.length; dir++) {
                int tx = x + DX[dir];
                int ty = y + DY[dir];
                if (tx < 0 || ty < 0 || tx >= gw || ty >= gh) continue;
                // riskyStep only prices steps that end with the footprint on the map; the full price refuses the others.
                int c = costs.onMap(tx, ty) ? costs.riskyStep(x, y, tx, ty) : costs.cost(x, y, tx, ty, TerrainMode.RISKY);
                if (c < 0) continue;
                int t = ty * gw + tx;
                int ng = g[s] + c;
                if (ng > budget || ng >= gOf(t)) continue;
                open(t, ng, s, 0, Centre.offCentre(tx, ty, fw, fh, gw, gh), 0);
            }
        }
        return new RiskyReach(gw, Arrays.copyOf(settled, count), Arrays.copyOf(from, count));
    }

    /**
     * Settles the squares within {@code budget} into the scratch's {@code settled} list and returns how
     * many; or, as soon as {@code wanted} (when not null) stops at one the mover may stop on, -1. The
     * squares come to {@code wanted} cheapest first, with the cost they settle at.
     */
    private int settle(int budget, CostedVisit wanted) {
        costs.claim();
        Pos start = ctx.mover().movingBody().at();
        prepare(cells);
        int s0 = start.y() * gw + start.x();
        // Dijkstra with one bucket per cost (every step costs at least 1 and no more than the budget is
        // kept): the cheapest cost of each square, and so the answer, does not depend on the order in which
        // squares of equal cost are settled, and buckets settle them without a heap's comparisons.
        PathScratch.Buckets buckets = scratch.buckets(Math.max(0, budget));
        seen[s0] = epoch;
        g[s0] = 0;
        parent[s0] = -1;
        buckets.add(0, s0);
        int[] settled = scratch.settled;
        int count = 0;
        byte[] exitMasks = costs.plain() ? costs.exits() : null;
        for (int cost = 0; cost <= budget; cost++) {
            for (int s = buckets.take(cost); s >= 0; s = buckets.take(cost)) {
                if (done[s] == epoch || g[s] != cost) continue;
                done[s] = epoch;
                if (count == settled.length) settled = scratch.settled = Arrays.copyOf(settled, count * 2);
                settled[count++] = s;
                int y = rowOf(s, rowMagic);
                int x = s - y * gw;
                if (wanted != null && s != s0 && costs.canStop(x, y) && wanted.stopAt(x, y, cost)) return -1;
                int exits = exitMasks != null ? exitMasks[s] : ALL_EXITS;
                for (int k = 0; k < DX.length; k++) {
                    if ((exits & 1 << k) == 0) continue;
                    int tx = x + DX[k];
                    int ty = y + DY[k];
                    // A settled square's cost is final (every step costs something): no need to price the
                    // step. Off the map first, as the price would say.
                    if (exitMasks == null && !costs.onMap(tx, ty)) continue;
                    int t = ty * gw + tx;
                    if (done[t] == epoch) continue;
                    int c = exitMasks != null ? costs.openStep(t) : costs.carefulStep(x, y, tx, ty);
                    if (c < 0) continue;
                    int ng = cost + c;
                    if (ng > budget) continue;
                    if (ng < gOf(t)) {
                        seen[t] = epoch;
                        g[t] = ng;
                        parent[t] = s;
                        buckets.add(ng, t);
                    }
                }
            }
        }
        if (ctx.rules().house(RulePart.MOVEMENT) && !ctx.movedThisTurn() && budget >= 1) {
            for (int[] d : Pos.DIRECTIONS) {
                int x = start.x() + d[0];
                int y = start.y() + d[1];
                if (costs.cost(start.x(), start.y(), x, y, TerrainMode.CAREFUL) <= 0) continue;
                int c = y * gw + x;
                if (done[c] == epoch) continue;
                done[c] = epoch;
                g[c] = budget;
                if (count == settled.length) settled = scratch.settled = Arrays.copyOf(settled, count * 2);
                settled[count++] = c;
                if (wanted != null && costs.canStop(x, y) && wanted.stopAt(x, y, budget)) return -1;
            }
        }
        return count;
    }

    /**
     * A* towards a set of goals. The estimate is the Chebyshev distance to the goals' bounding box: never
     * more than the distance to the nearest goal, and for a single goal exactly the distance to it.
     */
    private Optional<Path> search(Pos start, List<Pos> goals, ThreatZones zones, Threats threats, int most) {
        boolean limitOne = zones != null && threats.secondStepProvokes();
        prepare(zones == null ? cells : 2 * cells);
        if (goal.length < cells) {
            goal = new int[cells];
            scratch.goal = goal;
        }
        int[] box = {Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MIN_VALUE};
        for (Pos p : goals) {
            goal[p.y() * gw + p.x()] = epoch;
            box[0] = Math.min(box[0], p.x());
            box[1] = Math.min(box[1], p.y());
            box[2] = Math.max(box[2], p.x());
            box[3] = Math.max(box[3], p.y());
        }
        int step = costs.cheapestStep();
        scratch.ties.measureFrom(start.x(), start.y(), box, costs.footWidth(), costs.footHeight(), gw, costs.mapHeight());
        int s0 = start.y() * gw + start.x();
        // Every node's tie keys, the start's too, are worked out only if it meets another of the same estimates.
        openUnranked(s0, 0, -1, estimate(start.x(), start.y(), box, step));
        byte[] exitMasks = costs.plain() ? costs.exits() : null;
        int pops = 0;
        while (!frontier.isEmpty()) {
            // A search that runs long may be one that cannot succeed: the goals shut in where it cannot go
            // (past a reach it may not leave). Then it would go over every square it can reach before
            // saying so; working backwards from the goals sees it in a few squares. Asked once, and given
            // up as soon as the way back gets long: a search that would succeed is not slowed much.
            if (++pops == longSearch && !reachableBack(goals, zones, limitOne)) return Optional.empty();
            int s = frontier.pop();
            if (done[s] == epoch) continue;
            done[s] = epoch;
            int c = s < cells ? s : s - cells;
            if (goal[c] == epoch) return Optional.of(build(start, s, threats));
            if (s >= cells) continue;
            int y = rowOf(c, rowMagic);
            int x = c - y * gw;
            boolean inside = zones != null && zones.any(c);
            // keptStep's rule, written out: the search's loop is the hot one (a call here cost 30v60 a tenth
            // of its speed). What depends on c alone is asked once for its eight steps.
            // OA-WITHIN counts the whole turn: after one step within a reach earlier, the next one provokes,
            // so no step leaves c; a first one (under house rules) leads to the "stepped" copy of the square.
            if (inside && zones.armed(c)) continue;
            int stepped = inside && limitOne && zones.fresh(c) ? cells : 0;
            // A plain mover's steps off the map, into walls and across their corners are known per map.
            int exits = exitMasks != null ? exitMasks[c] : ALL_EXITS;
            for (int dir = 0; dir < DX.length; dir++) {
                if ((exits & 1 << dir) == 0) continue;
                int tx = x + DX[dir];
                int ty = y + DY[dir];
                if (exitMasks == null && !costs.onMap(tx, ty)) continue;
                int tc = ty * gw + tx;
                // Every step from inside stays inside the reaches around c, or it leaves one (OA-LEAVE).
                if (inside && !zones.keeps(c, tc)) continue;
                // A "stepped" state goes no further: unless its square is a goal it could only be popped and
                // dropped, so it is not queued. The others keep their order (their keys are the same,
                // and dropping entries leaves the insertion order of the rest as it was), and no other state
                // takes it as a parent, so the search finds the same path. The backward look only asks about
                // goals' stepped states, and coming a few pops later changes no answer of its own. At 4v6
                // these states were one pop in seven, at 30v60 one in eleven.
                if (stepped != 0 && goal[tc] != epoch && !queueDeadEnds) continue;
                int t = tc + stepped;
                // The estimate never drops by more than a step costs, so a settled state's cost is final:
                // the step need not be priced.
                if (done[t] == epoch) continue;
                int cost = exitMasks != null ? costs.openStep(tc) : costs.carefulStep(x, y, tx, ty);
                if (cost < 0) continue;
                int ng = g[s] + cost;
                if (ng >= gOf(t)) continue;
                int h = estimate(tx, ty, box, step);
                // Past the bound: every path through it costs more (findAnyWithin). Left unmarked, so that a
                // cheaper way to it later is queued as findAny would queue it.
                if (ng + h > most) continue;
                openUnranked(t, ng, s, h);
            }
        }
        return Optional.empty();
    }

    /**
     * Whether the start state could reach a goal, asked backwards: from the goals' states, the states
     * from which one step of {@link #search} leads to one already found, until one of them is a state the
     * search has already reached from the start (true), none is left (false: no goal can be reached), or
     * more than {@link #BACK_LIMIT} were looked at (true: the search goes on and finds out itself). The
     * steps are the search's own: the same prices, and inside a threat's reach the same limits on where
     * the next step may go. So the two ways meet only when a goal can be reached, and the answer "no" is
     * given exactly when the start is not among the states that lead to a goal: meeting the search's
     * frontier, rather than the start itself, only says "yes" sooner (a third of the look's work at 30v60).
     */
    private boolean reachableBack(List<Pos> goals, ThreatZones zones, boolean limitOne) {
        int[] back = scratch.back(2 * cells);
        int mark = scratch.backEpoch();
        // Room for every goal's two states, then for one more square's neighbours past the limit.
        int[] queue = scratch.backQueue(2 * goals.size() + BACK_LIMIT + Pos.DIRECTIONS.length);
        int head = 0;
        int tail = 0;
        for (Pos p : goals) {
            int c = p.y() * gw + p.x();
            if (back[c] == mark) continue;
            if (reached(c) || (zones != null && reached(c + cells))) return true;
            back[c] = mark;
            back[c + cells] = mark;
            queue[tail++] = c;
            queue[tail++] = c + cells;
        }
        while (head < tail) {
            if (tail > BACK_LIMIT) return true;
            int t = queue[head++];
            boolean stepped = t >= cells;
            int tc = stepped ? t - cells : t;
            int ty = rowOf(tc, rowMagic);
            int tx = tc - ty * gw;
            for (int dir = 0; dir < DX.length; dir++) {
                int x = tx - DX[dir];
                int y = ty - DY[dir];
                // The search only ever stands where the whole footprint is on the map.
                if (!costs.onMap(x, y)) continue;
                int c = y * gw + x;
                if (back[c] == mark) continue;
                // Both ends of the step are on the map: the search's own short price applies.
                if (costs.carefulStep(x, y, tx, ty) < 0) continue;
                if (zones != null && zones.any(c)) {
                    if (!zones.keeps(c, tc) || zones.armed(c)) continue;
                    if (stepped != (limitOne && zones.fresh(c))) continue;
                } else if (stepped) {
                    continue;
                }
                if (reached(c)) return true;
                back[c] = mark;
                queue[tail++] = c;
            }
        }
        return false;
    }

    /**
     * The state a step from square {@code c}, inside a threat's reach, to square {@code tc} leads to, or -1
     * when the step provokes: it must stay inside every reach around c (OA-LEAVE), and OA-WITHIN counts the
     * whole turn, so after one step within a reach earlier the next one provokes, and a first one (under
     * house rules) leads to the "stepped" copy of the square, which goes no further. {@link #search}
     * writes the same rule out in its loop.
     */
    private int keptStep(ThreatZones zones, boolean limitOne, int c, int tc) {
        if (!zones.keeps(c, tc) || zones.armed(c)) return -1;
        return limitOne && zones.fresh(c) ? tc + cells : tc;
    }

    /**
     * The multiplier that makes {@link #rowOf} divide by {@code width}: 2^32 / width, rounded up. The search
     * loops turn a square's number into its column and row at every square they settle, and a division by
     * a width known only at run time is many times dearer than a multiplication.
     */
    static long rowMagic(int width) {
        if (width < 1) throw new IllegalArgumentException("width " + width);
        return ((1L << 32) + width - 1) / width;
    }

    /**
     * {@code square / width}, exactly, for {@code 0 <= square < 2^32 / width}, far beyond any map: the
     * multiplier exceeds 2^32 / width by less than 1, so the product overshoots {@code square / width} by
     * less than {@code square / 2^32}, which stays below {@code 1 / width}, the least a quotient can lack of
     * the next row.
     */
    static int rowOf(int square, long magic) {
        return (int) ((square * magic) >>> 32);
    }

    private static int estimate(int x, int y, int[] box, int step) {
        int dx = Math.max(0, Math.max(box[0] - x, x - box[2]));
        int dy = Math.max(0, Math.max(box[1] - y, y - box[3]));
        return Math.max(dx, dy) * step;
    }

    private Path build(Pos start, int end, Threats threats) {
        int length = 0;
        for (int s = end; parent[s] >= 0; s = parent[s]) length++;
        // The states from the end back, written from the last place forwards: start to end, unboxed.
        int[] states = new int[length];
        for (int s = end, i = length - 1; parent[s] >= 0; s = parent[s]) states[i--] = s;
        List<Pos> squares = new ArrayList<>(length);
        List<Integer> stepCosts = new ArrayList<>(length);
        int previous = 0;
        for (int s : states) {
            int c = s % cells;
            squares.add(new Pos(c % gw, c / gw));
            stepCosts.add(g[s] - previous);
            previous = g[s];
        }
        if (threats.isEmpty()) return new Path(start, squares, stepCosts, g[end], List.of());
        // Not squeezing, the footprint is the same on every square: the attacks provoked can wait until asked.
        if (!costs.squeezing()) {
            return Path.replayedWhenAsked(start, squares, stepCosts, g[end], threats, ctx.mover().body());
        }
        List<Body> bodies = new ArrayList<>(squares.size() + 1);
        bodies.add(costs.bodyAt(start.x(), start.y()));
        for (Pos p : squares) bodies.add(costs.bodyAt(p.x(), p.y()));
        List<OpportunityTrigger> provokes = ReachWatch.replay(threats, bodies);
        return new Path(start, squares, stepCosts, g[end], provokes);
    }

    /** Whether the current search has reached state {@code s} from the start (pushed it, or started there). */
    private boolean reached(int s) {
        return seen[s] == epoch;
    }

    private int gOf(int s) {
        return seen[s] == epoch ? g[s] : UNSEEN;
    }

    private void open(int s, int cost, int from, int h, long tie, long tie2) {
        mark(s, cost, from);
        frontier.push(s, cost + h, h, tie, tie2);
    }

    /** {@link #open} for a node whose tie keys the queue asks of {@link SearchTies} when it needs them. */
    private void openUnranked(int s, int cost, int from, int h) {
        mark(s, cost, from);
        frontier.pushUnranked(s, cost + h, h);
    }

    /** Marks state s reached at this cost from that state. */
    private void mark(int s, int cost, int from) {
        seen[s] = epoch;
        g[s] = cost;
        parent[s] = from;
    }

    /**
     * Readies the scratch arrays; a new epoch makes every old entry stale without clearing them. The
     * arrays and the epoch live in the shared scratch, so the next query of any finder starts past this one.
     */
    private void prepare(int n) {
        PathScratch k = scratch;
        if (k.g.length < n) {
            k.g = new int[n];
            k.parent = new int[n];
            k.seen = new int[n];
            k.done = new int[n];
            k.goal = new int[0];
            k.epoch = 0;
        }
        k.epoch++;
        if (k.epoch == Integer.MAX_VALUE) {
            java.util.Arrays.fill(k.seen, 0);
            java.util.Arrays.fill(k.done, 0);
            java.util.Arrays.fill(k.goal, 0);
            k.epoch = 1;
        }
        g = k.g;
        parent = k.parent;
        seen = k.seen;
        done = k.done;
        goal = k.goal;
        epoch = k.epoch;
        frontier.clear();
    }
}
