package escarmouche.events;

import escarmouche.rules.grid.Pos;
import java.util.List;
import java.util.Map;

/** A snapshot of every combatant, in scenario order; always the last line of a run. */
public record StateEvent(List<Combatant> combatants, List<String> rule) implements Event {
    /**
     * One combatant's state; {@code slots} are its spell slots left by level (null when it has none);
     * {@code throwing} counts the weapons made to be thrown that it still carries, by id in the order of
     * its weapons (null when it carries none): thrown weapons are used up.
     */
    public record Combatant(String id, int hp, Pos at, List<String> conditions, boolean alive, List<Integer> slots,
                            Map<String, Integer> throwing) {
        public Combatant(String id, int hp, Pos at, List<String> conditions, boolean alive) {
            this(id, hp, at, conditions, alive, null, null);
        }

        public Combatant(String id, int hp, Pos at, List<String> conditions, boolean alive, List<Integer> slots) {
            this(id, hp, at, conditions, alive, slots, null);
        }
    }

    public String type() {
        return "state";
    }
}
