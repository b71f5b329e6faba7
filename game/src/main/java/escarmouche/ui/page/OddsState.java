package escarmouche.ui.page;

import escarmouche.lang.ScreenMessages;
import java.util.function.Function;

/** Where one encounter's odds stand. */
public sealed interface OddsState {
    /** The game offers no odds. */
    record Off() implements OddsState {}

    /** Asked for, not started: other odds go first. {@code rules}: {@code house} or {@code dd5}. */
    record Waiting(String rules, int runs) implements OddsState {}

    /** Being worked out: {@code done} fights of {@code runs}. */
    record Running(String rules, int done, int runs) implements OddsState {}

    /** The figures, over every fight. */
    record Ready(OddsFigures figures) implements OddsState {}

    /**
     * These odds cannot be worked out (a scenario that does not load), in one sentence: in English, and as
     * {@code said} says it in a session's language (null: English only). Odds are shared by every session,
     * whatever its language, so the sentence is made for each.
     */
    record Failed(String reason, Function<ScreenMessages, String> said) implements OddsState {
        public Failed(String reason) {
            this(reason, null);
        }

        /** The reason in {@code m}'s language where it has words for it, else in English. */
        public String reason(ScreenMessages m) {
            return said == null ? reason : said.apply(m);
        }
    }
}
