package escarmouche.reference;

import escarmouche.lang.Folding;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Finding rules by what they say. Every word typed must appear somewhere in a rule: its ID, title, topic,
 * text or how plain 5e differs, whatever the case and the accents ("regle" finds "règle"), and a word may
 * be the start or the middle of one ("grap" finds grappling).
 */
public final class RuleSearch {
    private static final Pattern SPACES = Pattern.compile("\\s+");

    private RuleSearch() {}

    /** The rules that hold every word of {@code query}, in their order; all of them for a blank query. */
    public static List<RuleEntry> matching(List<RuleEntry> rules, String query) {
        List<String> words = words(query);
        List<RuleEntry> out = new ArrayList<>();
        for (RuleEntry e : rules) if (holdsAll(everything(e), words)) out.add(e);
        return out;
    }

    /**
     * The first of {@code rules} whose ID or title alone holds every word of {@code query} (the rule the
     * words most likely name: "prone" is MOVE-PRONE before the rules that mention it), or null.
     */
    public static RuleEntry named(List<RuleEntry> rules, String query) {
        List<String> words = words(query);
        if (words.isEmpty()) return null;
        for (RuleEntry e : rules) if (holdsAll(Folding.fold(e.id() + " " + e.title()), words)) return e;
        return null;
    }

    /** The words of a query, folded; none for a blank one. */
    static List<String> words(String query) {
        List<String> out = new ArrayList<>();
        for (String w : SPACES.split(Folding.fold(query).strip())) if (!w.isEmpty()) out.add(w);
        return out;
    }

    private static String everything(RuleEntry e) {
        return Folding.fold(String.join(" ", e.id(), e.title(), e.topic(), e.text(), e.differs()));
    }

    private static boolean holdsAll(String text, List<String> words) {
        for (String w : words) if (!text.contains(w)) return false;
        return true;
    }
}
