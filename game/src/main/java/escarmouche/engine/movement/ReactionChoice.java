package escarmouche.engine.movement;

/** A controller's answer to an {@link OpportunityQuestion}. */
public enum ReactionChoice {
    /** Spend the reaction and strike now. */
    STRIKE,
    /** Keep the reaction: the mover goes on unharmed, and a later step may still provoke. */
    LET_GO,
    /** No answer yet: the move waits until the front end gives one (a player is asked on screen). */
    ASK
}
