package escarmouche.launch;

import escarmouche.content.model.EncounterInfo;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.page.OddsFigures;
import escarmouche.ui.page.OddsState;
import java.util.function.Function;
import java.util.function.Supplier;

/** Where the odds pool learns what an encounter's odds depend on, and how to simulate its fights. */
interface OddsSource {
    /**
     * What to simulate for an encounter under some rules. Cheap: it runs on the interface's thread; the
     * slow part (loading the scenario) waits in {@link Plan#fights()} for a worker.
     *
     * @param rules {@code house}, {@code dd5}, or null for the encounter's own
     */
    Plan plan(EncounterInfo encounter, String rules);

    /**
     * The same for the encounter as written in {@code text}: its scenario with the party the player chose.
     * Fights that would be the same as the file's share its key.
     */
    default Plan plan(EncounterInfo encounter, String text, String rules) {
        return Plan.failed("These odds cannot be worked out for a party of one's own.");
    }

    /**
     * @param key     everything the figures depend on (encounter, content and scenario hash, rules), or
     *                null when there is nothing to simulate
     * @param failure why there is nothing to simulate, or null
     * @param rules   the rules the fights are played under, {@code house} or {@code dd5}
     * @param fights  prepares the fights on a worker; may throw {@link Unplayable}
     */
    record Plan(String key, String failure, String rules, Supplier<Fights> fights) {
        static Plan failed(String failure) {
            return new Plan(null, failure, null, null);
        }
    }

    /** The fights of one job, played one at a time by whichever worker holds the job. */
    interface Fights {
        /** Plays fight number {@code i} (from 0, each once, in order) and counts it. */
        void play(int i);

        /** The figures over the fights played so far. */
        OddsFigures figures();

        /**
         * The job is put down before its last fight (nobody wants it now, or another goes first): drop what
         * is kept only to play faster, and keep the counts. Called by the worker that held it.
         */
        default void shelve() {}
    }

    /** The scenario cannot be simulated, in one sentence for the player: in English, and as {@code said} says it. */
    final class Unplayable extends RuntimeException {
        private final transient Function<ScreenMessages, String> said;

        Unplayable(String message, Function<ScreenMessages, String> said) {
            super(message);
            this.said = said;
        }

        /** What the odds keep: the English, and the sentence in each session's language. */
        OddsState.Failed failed() {
            return new OddsState.Failed(getMessage(), said);
        }
    }
}
