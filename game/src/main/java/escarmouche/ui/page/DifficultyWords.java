package escarmouche.ui.page;

import escarmouche.lang.ScreenMessages;
import java.util.List;

/** An encounter's difficulty ("medium") as the session's language says it ("moyen"); unknown ones as written. */
public final class DifficultyWords {
    /** The difficulties the bundles have a word for, easiest first. */
    public static final List<String> ALL = List.of("easy", "medium", "hard", "deadly", "yours");

    private DifficultyWords() {}

    public static String of(ScreenMessages m, String difficulty) {
        return difficulty != null && ALL.contains(difficulty) ? m.text("encounters.difficulty." + difficulty)
                : String.valueOf(difficulty);
    }
}
