package escarmouche.ui.page;

import escarmouche.lang.ScreenMessages;
import escarmouche.ui.lang.EngineSentences;
import java.util.ArrayList;
import java.util.List;

/**
 * What the saves say (a fight that cannot be recorded, a damaged file, a lock held elsewhere, where the report
 * went) in the session's language. The save shelf writes English sentences, as the engine does; their
 * {@code engine.save.} phrases say them again, a damaged file's diagnosis included ({@code engine.save.file.},
 * each "FILE: what is wrong", where FILE may be "file:line"), and a detail no phrase knows (a system's own
 * error message) stays as written.
 */
public final class SaveWords {
    private SaveWords() {}

    public static String of(ScreenMessages m, String english) {
        return EngineSentences.of(m).say(english, w -> w);
    }

    public static List<String> of(ScreenMessages m, List<String> english) {
        List<String> out = new ArrayList<>(english.size());
        for (String line : english) out.add(line.isEmpty() ? line : of(m, line));
        return out;
    }
}
