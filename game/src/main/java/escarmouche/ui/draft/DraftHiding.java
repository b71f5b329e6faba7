package escarmouche.ui.draft;

/**
 * How a creature starts hidden: with a stealth total the GM already rolled ({@code rolls} false), or rolling
 * its stealth check against a DC when the fight starts ({@code rolls} true). The builder says it in the
 * session's words ({@code BuildPage.hiding}).
 */
public record DraftHiding(boolean rolls, int value) {}
