package escarmouche.rules.movement;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Follows a creature's voluntary steps and says which steps provoke which creature.
 *
 * <ul>
 *   <li>OA-LEAVE: a step that starts within a creature's reach and ends outside it.</li>
 *   <li>OA-WITHIN (house): a step that starts and ends within its reach, when it is the second such step
 *       of the mover's turn for that creature, counting the steps of earlier commands
 *       ({@link Threats#before}). Entering the reach never provokes.</li>
 *   <li>OA-REACTION: a creature is provoked at most once per turn (it has one reaction); one that chose
 *       not to strike ({@link #declined}) may be provoked again by a later step.</li>
 * </ul>
 * Creatures are looked at in the order given, so simultaneous triggers come in combatant order.
 * Mutable: one watch per move command; {@link #after} is what the next command of the turn starts from.
 */
public final class ReachWatch {
    private final List<Threat> threats;
    private final boolean secondStepProvokes;
    private final ReachSteps before;
    private final int[] insideSteps;
    private final boolean[] struck;
    private int stepIndex;

    public ReachWatch(Threats threats) {
        this.threats = threats.threats();
        this.secondStepProvokes = threats.secondStepProvokes();
        this.before = threats.before();
        this.insideSteps = new int[this.threats.size()];
        this.struck = new boolean[this.threats.size()];
        for (int i = 0; i < this.threats.size(); i++) {
            String id = this.threats.get(i).id();
            insideSteps[i] = before.inside(id);
            struck[i] = before.met(id);
        }
    }

    /**
     * The triggers of the next step, from one footprint position to the next. Call it before the mover
     * enters {@code to}; the step is counted as taken.
     */
    public List<OpportunityTrigger> step(Body from, Body to) {
        List<OpportunityTrigger> out = new ArrayList<>(1);
        step(from, to, out);
        return out;
    }

    /** {@link #step(Body, Body)}, adding the triggers to {@code out}: a replay makes no list per step. */
    private void step(Body from, Body to, List<OpportunityTrigger> out) {
        for (int i = 0; i < threats.size(); i++) {
            if (struck[i]) continue;
            Threat t = threats.get(i);
            if (!t.reaches(from)) continue;
            if (!t.reaches(to)) {
                struck[i] = true;
                out.add(new OpportunityTrigger(t.id(), stepIndex, from.at(), OpportunityTrigger.LEAVE));
            } else if (++insideSteps[i] == 2 && secondStepProvokes) {
                struck[i] = true;
                out.add(new OpportunityTrigger(t.id(), stepIndex, from.at(), OpportunityTrigger.WITHIN));
            }
        }
        stepIndex++;
    }

    /**
     * The creature let its chance go (it chose not to strike): its reaction is unspent, so a later step of
     * this turn can still provoke it.
     */
    public void declined(String threatId) {
        for (int i = 0; i < threats.size(); i++) {
            if (threats.get(i).id().equals(threatId)) struck[i] = false;
        }
    }

    /** Steps within each threat's reach this turn so far, in the threats' order: a copy, for tests. */
    int[] insideCounts() {
        return insideSteps.clone();
    }

    /** Whether each threat has had its chance this turn, in the threats' order: a copy, for tests. */
    boolean[] struckFlags() {
        return struck.clone();
    }

    /** Steps watched so far. */
    public int steps() {
        return stepIndex;
    }

    /** The turn so far: the earlier commands' steps and this one's, for the next command of the turn. */
    public ReachSteps after() {
        // Most moves step within no reach and provoke no one: then the turn so far is what it was before.
        if (unchanged()) return before;
        Map<String, Integer> inside = new TreeMap<>(before.inside());
        Set<String> met = new TreeSet<>(before.met());
        for (int i = 0; i < threats.size(); i++) {
            String id = threats.get(i).id();
            if (insideSteps[i] > 0) inside.put(id, insideSteps[i]);
            if (struck[i]) met.add(id);
            else met.remove(id);
        }
        return new ReachSteps(inside, met);
    }

    /**
     * Whether this watch counted no step inside a reach and changed no one's chance: each count starts from
     * the turn's and only grows, so equal counts mean none was taken.
     */
    private boolean unchanged() {
        for (int i = 0; i < threats.size(); i++) {
            String id = threats.get(i).id();
            if (insideSteps[i] != before.inside(id) || struck[i] != before.met(id)) return false;
        }
        return true;
    }

    /**
     * Every trigger along a whole path of footprint positions ({@code bodies.get(0)} is the start),
     * after the mover's earlier steps this turn ({@link Threats#before}).
     */
    public static List<OpportunityTrigger> replay(Threats threats, List<Body> bodies) {
        ReachWatch watch = new ReachWatch(threats);
        List<OpportunityTrigger> out = new ArrayList<>();
        for (int i = 1; i < bodies.size(); i++) watch.step(bodies.get(i - 1), bodies.get(i), out);
        return out;
    }
}
