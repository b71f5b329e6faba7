package escarmouche.save;

import java.io.PrintStream;
import java.nio.file.Path;

/**
 * The game side of {@link CrashSoak}: plays an encounter headless, every creature on AI, through a
 * {@link Recorder}, and prints {@code ack N} once the recorder has written the N-th input to disk (the
 * recorder writes in the input's own call, so the line comes after the write). Prints {@code done} at
 * the end of the fight. Arguments: content folder, save file, seed, encounter.
 */
public final class SoakChild {
    private SoakChild() {}

    public static void main(String[] args) throws Exception {
        PrintStream out = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), false);
        Fights.Shipped shipped = Fights.Shipped.load(Path.of(args[0]));
        out.println("ready");
        out.flush();
        Fights.play(shipped, args[3], Long.parseLong(args[2]), Path.of(args[1]), 100_000, n -> {
            out.println("ack " + n);
            out.flush();
        });
        out.println("done");
        out.flush();
    }
}
