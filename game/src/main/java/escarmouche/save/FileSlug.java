package escarmouche.save;

import java.text.Normalizer;
import java.util.Locale;

/**
 * A name made safe for a file name: lower case letters, digits and dashes, at most 40 characters. Accented
 * letters keep their base letter ("Gobelins au gué" gives {@code gobelins-au-gue}, not {@code gobelins-au-gu}),
 * so that a French encounter's file still reads as its name.
 */
public final class FileSlug {
    /** The longest slug: a file name with its date and suffix stays well under any system's limit. */
    static final int LONGEST = 40;

    private FileSlug() {}

    /** The slug of {@code name}, or {@code fallback} when nothing of it is left. */
    public static String of(String name, String fallback) {
        String s = cut(plain(name), LONGEST);
        return s.isEmpty() ? fallback : s;
    }

    /**
     * The slug of {@code name} followed by the slug of {@code end}, the end kept whole and the name cut to make
     * room for it ({@code mill-fight-recovered-2}). Cutting the whole after the end was added gave every long
     * name's "-recovered", "-recovered-2" ... one and the same slug, so the tries all met one file.
     */
    public static String of(String name, String fallback, String end) {
        String tail = cut(plain(end), LONGEST);
        if (tail.isEmpty()) return of(name, fallback);
        String head = cut(plain(name), LONGEST - tail.length() - 1);
        if (head.isEmpty()) head = cut(fallback, LONGEST - tail.length() - 1);
        return head.isEmpty() ? tail : head + "-" + tail;
    }

    /** Lower-case letters and digits of {@code name}, dashes between them; "" for none. */
    private static String plain(String name) {
        if (name == null) return "";
        String plain = Normalizer.normalize(name.replace("œ", "oe").replace("Œ", "OE").replace("æ", "ae")
                .replace("Æ", "AE").replace("ß", "ss"), Normalizer.Form.NFD).replaceAll("\\p{M}+", "");
        return plain.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-+|-+$", "");
    }

    /** At most {@code longest} characters, without a dash at the end. */
    private static String cut(String s, int longest) {
        if (s.length() <= longest) return s;
        return s.substring(0, Math.max(0, longest)).replaceAll("-+$", "");
    }
}
