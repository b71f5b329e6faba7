package escarmouche.save;

import java.util.List;

/**
 * A recording as its file holds it: the recording itself (scenario, content, seed, inputs, result) and
 * the keyframes written beside the inputs, in order.
 */
public record SavedFight(Recording recording, List<Keyframe> keyframes) {
    public SavedFight {
        keyframes = List.copyOf(keyframes);
    }

    /**
     * The line of the file that holds keyframe {@code index}: the header is line 1, and each keyframe is
     * written just before the input that follows it.
     */
    public int lineOf(int index) {
        return 2 + index + keyframes.get(index).inputs();
    }
}
