package escarmouche.save;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * The chain that brings a recording written in an older format up to the one this version reads: one
 * step per format, applied in turn (format 1 to 2, then 2 to 3 ...). A step rewrites the file line by
 * line, so the line numbers of messages still point into the file on disk. Format 1 is the only format
 * so far: the chain is empty, and the tests run it on a made-up format 2.
 */
public final class Migrations {
    /** One step: turns the lines of a format {@code from()} file into lines of format {@code from() + 1}. */
    public interface Step {
        int from();

        /** The header with every change of this step made, its {@code format} field included. */
        ObjectNode header(ObjectNode header);

        /** A line after the header (an input, a keyframe, the result) in the next format. */
        JsonNode line(JsonNode line);
    }

    /** The steps this version knows: none, since format 1 is the first and the current one. */
    public static final Migrations STANDARD = new Migrations(RecordingFile.FORMAT, List.of());

    private final int current;
    private final List<Step> steps;

    /** A chain to {@code current} made of {@code steps}, one from each format below it, in order. */
    public Migrations(int current, List<Step> steps) {
        if (steps.size() != current - 1) throw new IllegalArgumentException("one step per format below " + current);
        for (int i = 0; i < steps.size(); i++) {
            if (steps.get(i).from() != i + 1) throw new IllegalArgumentException("step " + i + " must start at format " + (i + 1));
        }
        this.current = current;
        this.steps = List.copyOf(steps);
    }

    public int current() {
        return current;
    }

    /** Brings {@code lines} (the header first) from {@code format} up to {@link #current()}, in place. */
    void migrate(int format, List<JsonNode> lines) {
        for (int f = format; f < current; f++) {
            Step step = steps.get(f - 1);
            lines.set(0, step.header((ObjectNode) lines.get(0)));
            for (int i = 1; i < lines.size(); i++) lines.set(i, step.line(lines.get(i)));
        }
    }
}
