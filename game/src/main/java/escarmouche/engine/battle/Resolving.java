package escarmouche.engine.battle;

/**
 * An Ashley system of the game that resolves pending work when the engine updates: a move under way,
 * opportunity attacks waiting to be made, queued hits, a turn to end. {@link Battle#resolve()} updates
 * the engine until no such system has work, or one waits for a controller's answer.
 */
public interface Resolving {
    /** Whether the next engine update has something for this system to do. */
    boolean hasWork();

    /** Whether this system is stopped until a controller answers it (a player asked about a reaction). */
    default boolean waiting() {
        return false;
    }

    /**
     * Whether this system can ever be {@link #waiting}: the battle asks only those, after every command
     * (an interface call to each system, several times a turn, for the one that can).
     */
    default boolean mayWait() {
        return false;
    }
}
