package escarmouche.lang;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * French elision where a name comes into a sentence: "au tour de {0}" with Aldric reads "au tour
 * d'Aldric", "plus grand que {0}" with Ysolde "plus grand qu'Ysolde". The bundles' fixed text is written
 * elided already; only the words put in place of {@code {n}} after "de" or "que" can need it. A word
 * beginning with a vowel is elided before, one beginning with h is not (an aspirated h would be wrong to
 * elide, and the game cannot tell), and one beginning with y only when a consonant follows (Ysolde, not Yéti).
 */
final class Elision {
    /** "de {2}", "Que {0}"... at the start of a word; choice forms ({@code {0,choice,...}}) are left alone. */
    private static final Pattern BEFORE = Pattern.compile("(?<![\\p{L}'])(de|De|que|Que) \\{(\\d+)}");
    private static final String VOWELS = "aeiouàâäéèêëîïôöùûüœæ";

    private Elision() {}

    /** {@code pattern} with "de {n}" written "d'{n}" (and "que" "qu'") where argument n begins with a vowel. */
    static String french(String pattern, Object[] args) {
        if (args.length == 0 || (!pattern.contains("de {") && !pattern.contains("que {") && !pattern.contains("De {")
                && !pattern.contains("Que {"))) {
            return pattern;
        }
        Matcher m = BEFORE.matcher(pattern);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            int n = Integer.parseInt(m.group(2));
            String word = m.group(1);
            String replacement = n < args.length && args[n] != null && elides(args[n].toString())
                    ? word.substring(0, word.length() - 1) + "'{" + n + "}"
                    : m.group();
            m.appendReplacement(out, Matcher.quoteReplacement(replacement));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** Whether a word put after "de" or "que" takes the elided form. */
    static boolean elides(String word) {
        if (word.isEmpty()) return false;
        char first = Character.toLowerCase(word.charAt(0));
        if (VOWELS.indexOf(first) >= 0) return true;
        if (first != 'y' || word.length() < 2) return false;
        char second = Character.toLowerCase(word.charAt(1));
        return Character.isLetter(second) && VOWELS.indexOf(second) < 0;
    }
}
