package escarmouche.ui.draft;

/**
 * How a creature starts hidden: with a stealth total the GM already rolled ({@code rolls} false), or rolling
 * its stealth check against a DC when the fight starts ({@code rolls} true).
 */
public record DraftHiding(boolean rolls, int value) {
    /** In a few words, for the builder's panes. */
    public String words() {
        return rolls ? "rolls stealth, DC " + value : "hidden, stealth " + value;
    }
}
