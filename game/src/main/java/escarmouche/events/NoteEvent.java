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
 *
 * <p>A blow's damage dealt to a thing rather than to a creature (a net being cut, COND-RESTRAINED) is such a note
 * too, never a {@code damage} event: the contract's {@code damage} says what a creature lost and {@code hp} its hit
 * points after, and the thing has neither. {@code cut} then says what the thing took and what it still needs, its
 * fields written beside the note's own; null (absent from the log) on every other note.
 */
public record NoteEvent(String actor, String text, List<String> rule, Intent intent, List<Roll> rolls,
                        List<Modifier> modifiers, Cut cut) implements Event {
    public NoteEvent(String actor, String text, List<String> rule) {
        this(actor, text, rule, null, null, null, null);
    }

    public NoteEvent(String actor, String text, List<String> rule, Intent intent) {
        this(actor, text, rule, intent, null, null, null);
    }

    /** A note on dice that came to nothing: the dice and what was added to them. */
    public NoteEvent(String actor, String text, List<String> rule, List<Roll> rolls, List<Modifier> modifiers) {
        this(actor, text, rule, null, rolls, modifiers, null);
    }

    /** A note on a blow's damage dealt to a thing: its dice, what was added to them, and what the thing took. */
    public NoteEvent(String actor, String text, List<String> rule, List<Roll> rolls, List<Modifier> modifiers,
                     Cut cut) {
        this(actor, text, rule, null, rolls, modifiers, cut);
    }

    /**
     * Damage dealt to a thing a creature is caught in ({@code object}: {@code "net"}) by a blow at it.
     *
     * @param object     the thing
     * @param target     the creature it holds (the {@code target} of the blow's {@code attack} event)
     * @param damageType the blow's damage type
     * @param rolled     the dice plus modifiers, before the multiplier (as a {@code damage} event's {@code rolled})
     * @param multiplier a critical's multiplier (ATK-CRIT), 1 otherwise
     * @param dealt      what the thing took: {@code rolled} times {@code multiplier}
     * @param left       what it still needs to give way, 0 once it has
     */
    public record Cut(String object, String target, String damageType, int rolled, int multiplier, int dealt,
                      int left) {}

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
