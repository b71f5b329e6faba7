package escarmouche.ui.draft;

import escarmouche.lang.ScreenMessages;
import java.util.ArrayList;
import java.util.List;

/**
 * A sentence for the builder's player, kept as a key of the screens' bundles with its arguments: the
 * workshop that opens and saves drafts writes no text itself, and the builder says it in the session's
 * language.
 */
public record DraftWords(String key, List<String> args) {
    public DraftWords {
        args = List.copyOf(args);
    }

    /** The arguments as they are written ({@link String#valueOf}): numbers without grouping, paths as given. */
    public static DraftWords of(String key, Object... args) {
        List<String> out = new ArrayList<>();
        for (Object a : args) out.add(String.valueOf(a));
        return new DraftWords(key, out);
    }

    /** The sentence in {@code m}'s language. */
    public String in(ScreenMessages m) {
        return m.text(key, args.toArray());
    }
}
