package escarmouche.engine;

import escarmouche.command.Command;
import escarmouche.content.model.PlannedRoll;
import escarmouche.rules.dice.Dice;
import escarmouche.rules.dice.Roll;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * The game's dice with the scenario's planned rolls in front: while the first carried-out command of a
 * planned kind against its target runs, its dice come from the plan, in order; then (or when a planned
 * value does not fit the die rolled) from the scenario's forced dice and seed. A plan depends only on the
 * scenario and the commands, so a replay of the same commands rolls the same dice.
 */
final class PlannedDice implements Dice {
    private final Dice behind;
    private final List<PlannedRoll> waiting;
    private final Deque<Integer> armed = new ArrayDeque<>();

    PlannedDice(List<PlannedRoll> plans, Dice behind) {
        this.behind = behind;
        this.waiting = new ArrayList<>(plans);
    }

    /**
     * Before a command runs: the plan it matches, if any, supplies its first dice. {@code distance} says how many
     * squares stand between the one who acts and a target (by id), for a plan kept for a command from that close.
     */
    PlannedRoll arm(Command command, ToIntFunction<String> distance) {
        armed.clear();
        String target = null;
        if (command instanceof Command.Attack a) target = a.target();
        else if (command instanceof Command.Grapple g) target = g.target();
        else if (command instanceof Command.Shove s) target = s.target();
        // Most fights plan no dice: the command's words are only written when a plan could match them.
        if (target == null || waiting.isEmpty()) return null;
        String verb = command.text().split(" ", 2)[0];
        for (PlannedRoll p : waiting) {
            if (p.command().equals(verb) && p.target().equals(target)
                    && (p.within() == null || p.reaches(distance.applyAsInt(target)))) {
                armed.addAll(p.dice());
                return p;
            }
        }
        return null;
    }

    /** After the command: a plan is spent once its command was carried out (a refused one keeps it). */
    void disarm(PlannedRoll plan, boolean carriedOut) {
        armed.clear();
        if (plan != null && carriedOut) waiting.remove(plan);
    }

    @Override
    public Roll roll(int sides) {
        Integer v = armed.poll();
        if (v != null && v <= sides) return new Roll(sides, v);
        armed.clear();
        return behind.roll(sides);
    }
}
