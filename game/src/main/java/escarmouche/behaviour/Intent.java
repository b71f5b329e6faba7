package escarmouche.behaviour;

/**
 * The rule that last made a creature act, kept for the interface and written to the log.
 *
 * @param behaviour the creature's behaviour
 * @param origin    the behaviour the rule is written in (a parent's for an inherited rule)
 * @param rule      the rule's number in that behaviour, from 1
 * @param action    the action's name
 * @param target    the target's id, or null
 * @param text      a sentence: {@code grappler: target grappled by an ally -> attack kenji}
 * @param round     the round it was chosen in
 */
public record Intent(String behaviour, String origin, int rule, String action, String target, String text,
                     int round) {}
