package escarmouche.cli;

import escarmouche.headless.HeadlessReplay;
import escarmouche.lang.ScreenMessages;
import escarmouche.rules.dice.ForcedDice;
import escarmouche.save.Recording;
import java.nio.file.Path;

/**
 * What {@code run} and {@code replay} say after the log of a recording whose scenario's forced dice stopped its fight
 * (a value that does not fit the die it came up for): the fight stops there, as it did when it was played, and the die
 * is named as {@code run} names it for a scenario. The recording is sound: it ends where its fight did.
 */
final class ForcedStopNote {
    private ForcedStopNote() {}

    /** "note: FIGHT.jsonl: the fight stops here, stopped by a forced die of its scenario: forced.json:4:25: ...". */
    static String of(Path file, Recording recording, HeadlessReplay.Stop stop, ScreenMessages m) {
        return m.text("cli.note", said(file, recording, stop.die(), m));
    }

    /** The same without "note: ": the sentence the viewer's last event shows. */
    static String said(Path file, Recording recording, ForcedDice.ForcedDieOutOfRange die, ScreenMessages m) {
        if (die == null) return m.text("cli.run.recording.stopped.unkept", file);
        return m.text("cli.run.recording.stopped", file, ForcedDieProblem.ofRecording(recording, die).in(m));
    }
}
