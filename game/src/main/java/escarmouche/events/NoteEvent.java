package escarmouche.events;

import escarmouche.rules.core.Modifier;
import escarmouche.rules.dice.Roll;
import java.util.List;

/**
 * A rule fired without a roll of its own (a creature that loses its turn, a stand-up, an action
 * declared): {@code text} says it in a sentence. A scripted creature's choice is a note too, with
 * {@code intent} saying which rule of its behaviour made it act; other notes have no {@code intent}.
 *
 * <p>A note may also say why dice that were rolled came to nothing, when no other event used them: a
 * spell's damage that a successful save avoids whole, a burst that reaches no creature (DMG-ROLL). Every
 * die rolled appears in the event that used it, so {@code rolls} and {@code modifiers} then hold those dice
 * and what was added to them, as a {@code damage} event would; both are null (absent from the log) on every
 * other note.
 */
public record NoteEvent(String actor, String text, List<String> rule, Intent intent, List<Roll> rolls,
                        List<Modifier> modifiers) implements Event {
    public NoteEvent(String actor, String text, List<String> rule) {
        this(actor, text, rule, null, null, null);
    }

    public NoteEvent(String actor, String text, List<String> rule, Intent intent) {
        this(actor, text, rule, intent, null, null);
    }

    /** A note on dice that came to nothing: the dice and what was added to them. */
    public NoteEvent(String actor, String text, List<String> rule, List<Roll> rolls, List<Modifier> modifiers) {
        this(actor, text, rule, null, rolls, modifiers);
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
