package escarmouche.ui.page;

import escarmouche.lang.ScreenMessages;
import java.util.List;

/** An encounter's difficulty ("medium") as the session's language says it ("moyen"); unknown ones as written. */
public final class DifficultyWords {
    /** The difficulties the bundles have a word for, easiest first. */
    public static final List<String> ALL = List.of("easy", "medium", "hard", "deadly", "yours");
    /** The ones a scenario file may give itself, which the builder's D goes through in turn. */
    public static final List<String> RATED = ALL.subList(0, 4);

    private DifficultyWords() {}

    public static String of(ScreenMessages m, String difficulty) {
        return difficulty != null && ALL.contains(difficulty) ? m.text("encounters.difficulty." + difficulty)
                : String.valueOf(difficulty);
    }

    /** The {@link #RATED} difficulties in the session's words, in turn: "facile, moyen, difficile, mortel". */
    public static String rated(ScreenMessages m) {
        return String.join(", ", RATED.stream().map(d -> of(m, d)).toList());
    }
}
