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
        if (name == null) return fallback;
        String plain = Normalizer.normalize(name.replace("œ", "oe").replace("Œ", "OE").replace("æ", "ae")
                .replace("Æ", "AE").replace("ß", "ss"), Normalizer.Form.NFD).replaceAll("\\p{M}+", "");
        String s = plain.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-+|-+$", "");
        if (s.length() > LONGEST) s = s.substring(0, LONGEST).replaceAll("-+$", "");
        return s.isEmpty() ? fallback : s;
    }
}
