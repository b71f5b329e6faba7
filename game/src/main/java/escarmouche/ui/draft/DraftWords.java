package escarmouche.ui.draft;

import escarmouche.lang.ScreenMessages;
import java.util.ArrayList;
import java.util.List;

/**
 * A sentence for the builder's player, kept as a key of the screens' bundles with its arguments: the
 * workshop that opens and saves drafts writes no text itself, and the builder says it in the session's
 * language. An argument is text, or a sentence of its own said in the same language (what the JSON reader
 * found in a file cut short).
 */
public record DraftWords(String key, List<Object> args) {
    public DraftWords {
        args = List.copyOf(args);
    }

    /**
     * The arguments as they are written ({@link String#valueOf}): numbers without grouping, paths as given; a
     * {@code DraftWords} among them stays a sentence, said in the language of the whole.
     */
    public static DraftWords of(String key, Object... args) {
        List<Object> out = new ArrayList<>();
        for (Object a : args) out.add(a instanceof DraftWords w ? w : String.valueOf(a));
        return new DraftWords(key, out);
    }

    /** The sentence in {@code m}'s language. */
    public String in(ScreenMessages m) {
        return m.text(key, said(m).toArray());
    }

    /** The arguments in {@code m}'s language, each sentence among them said. */
    public List<Object> said(ScreenMessages m) {
        List<Object> out = new ArrayList<>(args.size());
        for (Object a : args) out.add(a instanceof DraftWords w ? w.in(m) : a);
        return out;
    }
}
