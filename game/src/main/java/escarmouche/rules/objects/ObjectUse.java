package escarmouche.rules.objects;

/**
 * TURN-OBJECT: the first object interaction of a turn (opening a door, closing it) is free; any further
 * one takes the action (ACT-USE). [HOUSE] Picking a lock takes the whole turn: the creature may not have
 * moved or acted yet, and it can do neither afterwards.
 */
public final class ObjectUse {
    private ObjectUse() {}

    /** What an interaction costs. */
    public enum Cost { FREE, ACTION }

    public static Cost cost(boolean freeInteractionUsed) {
        return freeInteractionUsed ? Cost.ACTION : Cost.FREE;
    }

    /** Why a lock cannot be picked this turn, or null when it can. */
    public static String whyNoLockpicking(boolean moved, boolean actionUsed) {
        if (moved) return "picking a lock takes the whole turn, and it has already moved";
        if (actionUsed) return "picking a lock takes the whole turn, and it has already used its action";
        return null;
    }
}
