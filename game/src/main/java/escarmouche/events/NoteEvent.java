package escarmouche.events;

import java.util.List;

/**
 * A rule fired without a roll of its own (a creature that loses its turn, a stand-up, an action
 * declared): {@code text} says it in a sentence.
 */
public record NoteEvent(String actor, String text, List<String> rule) implements Event {
    public String type() {
        return "note";
    }
}
