package escarmouche.rules.movement;

/**
 * How a walking creature takes difficult terrain (MOVE-DIFFICULT).
 */
public enum TerrainMode {
    /** Difficult squares cost 2, very difficult 4; no check. */
    CAREFUL,
    /** Prices after a successful risky check: every terrain square costs 1. */
    RISKY
}
