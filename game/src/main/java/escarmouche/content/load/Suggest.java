package escarmouche.content.load;

import java.util.Collection;
import java.util.Locale;

/** "Did you mean ...?" for misspelt keys and ids: the closest known word, if it is close enough. */
final class Suggest {
    private Suggest() {}

    /** {@code  (did you mean "x"?)} or an empty string. */
    static String hint(String wrong, Collection<String> known) {
        return closest(wrong, known).map(k -> " (did you mean \"" + k + "\"?)").orElse("");
    }

    /** The same hint as a wording ({@code problem.did.you.mean}), or an empty text when nothing is close. */
    static Object wording(String wrong, Collection<String> known) {
        return closest(wrong, known).<Object>map(k -> Wording.of("problem.did.you.mean", "\"" + k + "\"")).orElse("");
    }

    /** The known word closest to {@code wrong}, case ignored, if it is within a few edits of it. */
    static java.util.Optional<String> closest(String wrong, Collection<String> known) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String k : known) {
            int d = distance(wrong.toLowerCase(Locale.ROOT), k.toLowerCase(Locale.ROOT));
            if (d < bestDistance) {
                best = k;
                bestDistance = d;
            }
        }
        int allowed = Math.max(1, Math.min(2, wrong.length() / 3));
        return best != null && bestDistance <= allowed ? java.util.Optional.of(best) : java.util.Optional.empty();
    }

    /** Edit distance where swapping two neighbouring letters ("frod" for "ford") counts as one edit. */
    private static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) d[i][0] = i;
        for (int j = 0; j <= b.length(); j++) d[0][j] = j;
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
