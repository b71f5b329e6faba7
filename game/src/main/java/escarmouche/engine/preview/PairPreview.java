package escarmouche.engine.preview;

/**
 * ATK-TWF: the odds of the two attacks a pair of weapons gives in one action, each with the pair's penalty.
 * {@link #worth()} sets them against a single attack's {@link AttackPreview#worth()}: what a player weighs
 * before taking up the second weapon.
 */
public record PairPreview(AttackPreview main, AttackPreview offhand) {
    /** What both attacks are worth on these odds, in hundredths of a point (each chance to hit times its hit). */
    public long worth() {
        return main.worth() + offhand.worth();
    }
}
