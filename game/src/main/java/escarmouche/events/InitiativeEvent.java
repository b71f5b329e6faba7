package escarmouche.events;

import escarmouche.rules.dice.Roll;
import java.util.List;

/** The initiative order for the whole fight (TURN-INIT), with each creature's roll. */
public record InitiativeEvent(List<String> order, List<Entry> rolls, List<String> rule) implements Event {
    /**
     * One creature's initiative: its d20, Dex modifier, total, the group that shares the roll (or null)
     * and the tie-break d20s it rolled, if any. A familiar rolls nothing and names its {@code master}.
     */
    public record Entry(String id, List<Roll> rolls, int modifier, int total, String group, List<Roll> tiebreak,
                        String master) {
        public Entry(String id, List<Roll> rolls, int modifier, int total, String group, List<Roll> tiebreak) {
            this(id, rolls, modifier, total, group, tiebreak, null);
        }
    }

    public String type() {
        return "initiative";
    }
}
