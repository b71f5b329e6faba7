package escarmouche.content.load;

import java.util.List;

/** Names or keys listed inside a problem's message: all of a short list, the first ten of a long one and a count of the rest. */
final class QuotedList {
    static final int SHOWN = 10;

    private QuotedList() {}

    /** {@code "a", "b"}, or a wording for {@code "a", ... "j" and 99989 more}. */
    static Object of(List<String> quoted) {
        if (quoted.size() <= SHOWN + 1) return String.join(", ", quoted);
        return Wording.of("problem.list.more", String.join(", ", quoted.subList(0, SHOWN)),
                String.valueOf(quoted.size() - SHOWN));
    }
}
