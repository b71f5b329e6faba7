package escarmouche.engine.battle;

/**
 * The fixed order in which the game's Ashley systems run in one engine update (lower first). A move
 * pauses before a step that provokes; the opportunity attacks then strike while the mover stands where it
 * was caught; grapples, hits and conditions settle; the turn ends only once nothing else is pending.
 */
public final class SystemOrder {
    private SystemOrder() {}

    public static final int MOVEMENT = 10;
    public static final int OPPORTUNITY = 20;
    public static final int GRAPPLE = 40;
    public static final int DAMAGE = 50;
    public static final int CONDITIONS = 60;
    public static final int TURNS = 90;
}
