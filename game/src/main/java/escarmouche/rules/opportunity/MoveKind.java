package escarmouche.rules.opportunity;

/** Why a creature changes squares, which decides whether it can provoke. */
public enum MoveKind {
    /** It moves with its own movement: it can provoke. */
    VOLUNTARY(null),
    /** An effect moves it (shove, explosion): never provokes (MOVE-FORCED). */
    FORCED("MOVE-FORCED"),
    /** A grappler drags or carries it: forced movement, never provokes (GRAP-DRAG). */
    DRAGGED("GRAP-DRAG"),
    /** It teleports: never provokes (OA-NONE). */
    TELEPORT("OA-NONE");

    private final String rule;

    MoveKind(String rule) {
        this.rule = rule;
    }

    public boolean provokes() {
        return this == VOLUNTARY;
    }

    /** The rule that keeps this kind of movement from provoking (null for voluntary movement). */
    public String rule() {
        return rule;
    }
}
