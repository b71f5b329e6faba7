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

    /**
     * The line of the file that holds input {@code number} (counted from 1, as a replay's problems name them):
     * after the header and the inputs and keyframes before it (a keyframe written after {@code k} inputs comes
     * before input {@code k + 1}).
     */
    public int lineOfInput(int number) {
        int before = 0;
        for (Keyframe k : keyframes) {
            if (k.inputs() < number) before++;
        }
        return 1 + number + before;
    }

    /** The line of the file that holds the result, the last: after the header, every input and every keyframe. */
    public int resultLine() {
        return 2 + recording.inputs().size() + keyframes.size();
    }
}
