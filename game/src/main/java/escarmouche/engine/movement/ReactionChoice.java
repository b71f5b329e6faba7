package escarmouche.engine.movement;

/** A controller's answer to an {@link OpportunityQuestion}. */
public enum ReactionChoice {
    /**
     * Spend the reaction and strike now, as the game picks the blow: the one-segment spell when the caster's
     * policy casts (CAST-OA, {@code SpellService.castsAtMover}), else the melee weapon. The answer of the AI, of a
     * command script and of the always-strike setting, and the only strike a recording knew before the choice.
     */
    STRIKE,
    /** Spend the reaction on one melee blow with the weapon, though a spell was open (OA-REACTION). */
    WEAPON,
    /** Spend the reaction on the one-segment spell instead of the blow (OA-REACTION, CAST-OA). */
    SPELL,
    /** Keep the reaction: the mover goes on unharmed, and a later step may still provoke. */
    LET_GO,
    /** No answer yet: the move waits until the front end gives one (a player is asked on screen). */
    ASK
}
