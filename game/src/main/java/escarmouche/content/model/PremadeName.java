package escarmouche.content.model;

/**
 * A name a class gives its pre-made character when the party screen adds one (the first its party does not
 * have yet), with the gender the name takes in French.
 *
 * @param name   the name, in every language
 * @param gender {@code m} or {@code f}, or null for masculine (the default of every creature)
 */
public record PremadeName(String name, String gender) {
    /** The longest name: what the side pane and the party list show whole, the longest a player may type. */
    public static final int MAX = 16;
}
