package escarmouche.events;

import escarmouche.rules.grid.Pos;
import java.util.List;
import java.util.Map;

/** A snapshot of every combatant, in scenario order; always the last line of a run. */
public record StateEvent(List<Combatant> combatants, List<String> rule) implements Event {
    /**
     * One combatant's state; {@code slots} are its spell slots left by level (null when it has none);
     * {@code throwing} counts the weapons made to be thrown that it still carries, by id in the order of
     * its weapons (null when it carries none): thrown weapons are used up. {@code squeezed} is true while
     * it stands squeezed in the footprint of the next size down (MOVE-SQUEEZE), null otherwise, so that the
     * state of a creature that is not (every state written before squeezing could end a move) reads as it
     * always did.
     */
    public record Combatant(String id, int hp, Pos at, List<String> conditions, boolean alive, List<Integer> slots,
                            Map<String, Integer> throwing, Boolean squeezed) {
        public Combatant(String id, int hp, Pos at, List<String> conditions, boolean alive, List<Integer> slots,
                         Map<String, Integer> throwing) {
            this(id, hp, at, conditions, alive, slots, throwing, null);
        }

        public Combatant(String id, int hp, Pos at, List<String> conditions, boolean alive) {
            this(id, hp, at, conditions, alive, null, null, null);
        }

        public Combatant(String id, int hp, Pos at, List<String> conditions, boolean alive, List<Integer> slots) {
            this(id, hp, at, conditions, alive, slots, null, null);
        }

        /** Whether it stands squeezed (MOVE-SQUEEZE). */
        public boolean standsSqueezed() {
            return Boolean.TRUE.equals(squeezed);
        }
    }

    public String type() {
        return "state";
    }
}
