package escarmouche.content.load;

import escarmouche.lang.Spelling;
import java.util.Collection;

/** "Did you mean ...?" for misspelt keys and ids: the closest known word, if it is close enough. */
public final class Suggest {
    private Suggest() {}

    /** {@code  (did you mean "x"?)} or an empty string. */
    static String hint(String wrong, Collection<String> known) {
        return Spelling.closest(wrong, known).map(k -> " (did you mean \"" + k + "\"?)").orElse("");
    }

    /** The same hint as a wording ({@code problem.did.you.mean}), or an empty text when nothing is close. */
    public static Object wording(String wrong, Collection<String> known) {
        return Spelling.closest(wrong, known).<Object>map(k -> Wording.of("problem.did.you.mean", "\"" + k + "\"")).orElse("");
    }
}
