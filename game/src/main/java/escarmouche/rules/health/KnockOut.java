package escarmouche.rules.health;

/**
 * HP-KO: what a knock-out blow did to the creature it felled, which the damage line says after the hit points.
 * Under the house rules hit points run on below 0, so knocking out is what keeps the creature alive: a character
 * the blow would take to -10 or below (HP-DEAD) is held at -9; a monster or NPC rolls no system shock (HP-SHOCK)
 * and is out of the fight. Each is unconscious and stable, at the hit points the blow left it at.
 */
public enum KnockOut {
    /** A character the blow would have killed (HP-DEAD): held one hit point above death. */
    HELD("held"),
    /** A character above death, or any creature under plain 5e (at 0): unconscious and stable, not dying. */
    STABLE("stable"),
    /** A monster or NPC under the house rules: out of the fight, without the system-shock roll below 0. */
    NO_SHOCK("no-shock");

    private final String id;

    KnockOut(String id) {
        this.id = id;
    }

    /** The word the event log writes. */
    public String id() {
        return id;
    }

    /**
     * What knocking out does to a creature the blow leaves at {@code hp} (0 or below).
     *
     * @param houseHitPoints the house rules' hit points (negative totals, HP-SHOCK), not plain 5e's
     */
    public static KnockOut of(boolean houseHitPoints, boolean pc, int hp) {
        if (!houseHitPoints) return STABLE;
        if (!pc) return NO_SHOCK;
        return hp <= Dying.DEATH_AT ? HELD : STABLE;
    }

    /** The hit points the creature is left at: a held character one above death, any other where the blow left it. */
    public int hitPoints(int hp) {
        return this == HELD ? Dying.DEATH_AT + 1 : hp;
    }
}
