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
    /** Between words: a French title's no-break space before its colon ("Terrain difficile\u00a0: ...") too. */
    private static final Pattern SPACES = Pattern.compile("[\\s\\u00a0]+");

    private RuleSearch() {}

    /** The rules that hold every word of {@code query}, in their order; all of them for a blank query. */
    public static List<RuleEntry> matching(List<RuleEntry> rules, String query) {
        List<String> words = words(query);
        List<RuleEntry> out = new ArrayList<>();
        for (RuleEntry e : rules) if (holdsAll(everything(e), words)) out.add(e);
        return out;
    }

    /**
     * The rule the words most likely name, or null: the one whose ID they are ("oa-within"), else whose title
     * ("Attack" is ACT-ATTACK, not OA-REACTION, "The opportunity attack"), else whose title starts with them
     * ("prone, st" is MOVE-PRONE, "Prone, standing, crawling"), else whose ID or title holds every word ("crawling"),
     * never a rule that only mentions them. The first of {@code rules} wins among equals; case and accents do not count.
     */
    public static RuleEntry named(List<RuleEntry> rules, String query) {
        List<String> words = words(query);
        if (words.isEmpty()) return null;
        String typed = String.join(" ", words);
        RuleEntry title = null;
        RuleEntry start = null;
        RuleEntry within = null;
        for (RuleEntry e : rules) {
            if (Folding.fold(e.id()).equals(typed)) return e;
            String t = String.join(" ", words(e.title()));
            if (title == null && t.equals(typed)) title = e;
            if (start == null && t.startsWith(typed)) start = e;
            if (within == null && holdsAll(Folding.fold(e.id() + " " + e.title()), words)) within = e;
        }
        return title != null ? title : start != null ? start : within;
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
