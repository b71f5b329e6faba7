package escarmouche.rules.health;

/**
 * Who still counts when deciding whether a fight is over. A creature is out of the fight when it is dead,
 * knocked out (HP-KO, or an NPC put out by HP-SHOCK), or unconscious at 0 hit points or below (a dying or
 * stable character). Asleep or paralysed with hit points above 0 it is still in: its enemies may still
 * act against it, so a party may attack a sleeping camp without the fight ending at once.
 */
public final class OutOfFight {
    private OutOfFight() {}

    /**
     * @param knockedOut  knocked out by HP-KO or by a failed system-shock roll
     * @param unconscious has the unconscious condition, whatever its cause (sleep, dying, a blow)
     */
    public static boolean out(boolean dead, boolean knockedOut, boolean unconscious, int hp) {
        return dead || knockedOut || (unconscious && hp <= 0);
    }
}
