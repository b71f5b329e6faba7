package escarmouche.content.model;

/**
 * A casting focus a creature carries (CAST-ROLL): a {@code staff} or {@code wand} helps wizards, a
 * consecrated {@code holy-symbol} clerics, necromancers and monks, by 1 per magic level above 11.
 */
public record Focus(String kind, int level) {}
