package escarmouche.events;

import escarmouche.rules.grid.Pos;
import java.util.List;

/** A snapshot of every combatant, in scenario order; always the last line of a run. */
public record StateEvent(List<Combatant> combatants, List<String> rule) implements Event {
    /** One combatant's state; {@code slots} are its spell slots left by level (null when it has none). */
    public record Combatant(String id, int hp, Pos at, List<String> conditions, boolean alive, List<Integer> slots) {
        public Combatant(String id, int hp, Pos at, List<String> conditions, boolean alive) {
            this(id, hp, at, conditions, alive, null);
        }
    }

    public String type() {
        return "state";
    }
}
