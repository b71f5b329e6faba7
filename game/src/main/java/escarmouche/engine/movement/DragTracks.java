package escarmouche.engine.movement;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Checked;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.rules.grapple.Drag;
import escarmouche.rules.movement.Body;
import escarmouche.rules.movement.Occupant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Where the creatures a grappler drags stand after each of its steps (GRAP-DRAG), worked out before the
 * move so that a step they cannot follow refuses the whole command.
 *
 * @param afterStep for each step of the grappler, the footprint of each target (same order as targets)
 */
public record DragTracks(List<Creature> targets, List<List<Body>> afterStep) {
    public static final DragTracks NONE = new DragTracks(List.of(), List.of());

    public DragTracks {
        targets = List.copyOf(targets);
        afterStep = List.copyOf(afterStep);
    }

    /**
     * Follows the grappler along {@code path} (its footprint at each position, the start first). The
     * targets are moved one after the other at each step, each seeing the others where they now are.
     *
     * @return the tracks, or the refusal (GRAP-DRAG) when a target cannot follow a step
     */
    static Checked<DragTracks> along(Battle battle, Creature grappler, List<Creature> targets, List<Body> path) {
        if (targets.isEmpty()) return Checked.allowed(NONE);
        List<List<Body>> after = new ArrayList<>();
        int stuck = follow(battle, grappler, targets, path, after);
        if (stuck >= 0) {
            return Checked.denied(Outcome.Refused.by("GRAP-DRAG", targets.get(stuck).id()
                    + " cannot be dragged along when " + grappler.id() + " steps to " + path.get(after.size() + 1).at()));
        }
        return Checked.allowed(new DragTracks(targets, after));
    }

    /**
     * How many steps of {@code path} (its footprint at each position, the start first) the targets follow
     * before one of them cannot: {@code path.size() - 1} when they follow it all. The AI asks it so that
     * it never plans a walk that {@link #along} would refuse (GRAP-DRAG): the same steps, the same answer.
     */
    static int followed(Battle battle, Creature grappler, List<Creature> targets, List<Body> path) {
        List<List<Body>> after = new ArrayList<>();
        follow(battle, grappler, targets, path, after);
        return after.size();
    }

    /**
     * Drags the targets along the path, adding their footprints after each step they all follow to
     * {@code after}; the index of the first target that cannot follow a step, or -1 when they follow every step.
     */
    private static int follow(Battle battle, Creature grappler, List<Creature> targets, List<Body> path,
                              List<List<Body>> after) {
        List<Occupant> bystanders = new ArrayList<>();
        for (Creature o : battle.creatures()) {
            if (o != grappler && o.alive() && !targets.contains(o)) {
                bystanders.add(Occupant.ally(o.id(), MoveContexts.body(o)));
            }
        }
        List<Body> current = new ArrayList<>();
        for (Creature t : targets) current.add(MoveContexts.body(t));
        for (int i = 1; i < path.size(); i++) {
            for (int k = 0; k < targets.size(); k++) {
                List<Occupant> others = new ArrayList<>(bystanders);
                for (int j = 0; j < targets.size(); j++) {
                    if (j != k) others.add(Occupant.ally(targets.get(j).id(), current.get(j)));
                }
                Creature t = targets.get(k);
                Optional<Body> next = Drag.follow(battle.grid(), others, path.get(i - 1), path.get(i),
                        grappler.stats.reach, t.id(), current.get(k));
                if (next.isEmpty()) return k;
                current.set(k, next.get());
            }
            after.add(List.copyOf(current));
        }
        return -1;
    }
}
