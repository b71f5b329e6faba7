package escarmouche.save;

/**
 * A snapshot of the fight at the start of a round, kept in the recording beside the inputs so that a
 * viewer can jump to a round and a loader can check its replay. The inputs stay the master copy: a
 * keyframe only ever confirms what the replay computes, and one that disagrees makes the save unreadable.
 *
 * @param round  the round that was opening
 * @param inputs how many of the recording's inputs had been taken when it opened
 * @param state  the {@code combatants} array of the game's {@code state} event then, as compact JSON
 */
public record Keyframe(int round, int inputs, String state) {}
