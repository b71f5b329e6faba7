package escarmouche.ui.page;

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

    /** These odds cannot be worked out (a scenario that does not load), in one sentence. */
    record Failed(String reason) implements OddsState {}
}
