package escarmouche.events;

import escarmouche.rules.dice.Roll;
import java.util.List;

/** The initiative order for the whole fight (TURN-INIT), with each creature's roll. */
public record InitiativeEvent(List<String> order, List<Entry> rolls, List<String> rule) implements Event {
    /**
     * One creature's initiative: its dice, Dex modifier, total, the group that shares the roll (or null)
     * and the tie-break d20s it rolled, if any. {@code rolls} holds its d20 then those tie-break d20s (the
     * event log's format wants every die in a {@code rolls} list); {@link #initiativeRolls} leaves them out.
     * A familiar rolls nothing and names its {@code master}.
     */
    public record Entry(String id, List<Roll> rolls, int modifier, int total, String group, List<Roll> tiebreak,
                        String master) {
        public Entry(String id, List<Roll> rolls, int modifier, int total, String group, List<Roll> tiebreak) {
            this(id, rolls, modifier, total, group, tiebreak, null);
        }

        /** The initiative roll's own d20, without the tie-break d20s that follow it. */
        public static List<Roll> initiativeRolls(Entry e) {
            List<Roll> all = e.rolls();
            if (e.tiebreak() == null || e.tiebreak().isEmpty()) return all;
            return all.subList(0, Math.max(0, all.size() - e.tiebreak().size()));
        }
    }

    public String type() {
        return "initiative";
    }
}
