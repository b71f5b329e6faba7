package escarmouche.rules.casting;

/**
 * CAST-ROLL: how long a spell takes to cast, in segments, which is the penalty on the casting roll. A
 * wizard's spell takes its level (1 segment per level); a cleric's, necromancer's or monk's twice its
 * level. Cantrips (level 0) take none.
 */
public final class Segments {
    private Segments() {}

    /**
     * @param spellLevel 0 for a cantrip
     * @param perLevel   the caster's segments per spell level (content: the class's {@code segmentsPerLevel})
     */
    public static int of(int spellLevel, int perLevel) {
        if (spellLevel < 0 || perLevel < 0) throw new IllegalArgumentException("negative level or segments");
        return spellLevel * perLevel;
    }

    /** CAST-OA: only spells of at most one segment may replace an opportunity attack. */
    public static boolean quickEnoughForReaction(int segments) {
        return segments <= 1;
    }
}
