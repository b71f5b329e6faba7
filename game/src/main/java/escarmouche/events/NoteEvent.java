package escarmouche.events;

import java.util.List;

/**
 * A rule fired without a roll of its own (a creature that loses its turn, a stand-up, an action
 * declared): {@code text} says it in a sentence. A scripted creature's choice is a note too, with
 * {@code intent} saying which rule of its behaviour made it act; other notes have no {@code intent}.
 */
public record NoteEvent(String actor, String text, List<String> rule, Intent intent) implements Event {
    public NoteEvent(String actor, String text, List<String> rule) {
        this(actor, text, rule, null);
    }

    /**
     * The rule of a behaviour that chose what the actor does next.
     *
     * @param behavior the actor's behaviour
     * @param origin   the behaviour the rule is written in (a parent's, for an inherited rule)
     * @param index    the rule's number in that behaviour's own list, from 1
     * @param action   the action's name in the behaviour language
     * @param target   the target's id, or null for an action without one
     */
    public record Intent(String behavior, String origin, int index, String action, String target) {}

    public String type() {
        return "note";
    }
}
