package escarmouche.content.load;

import java.util.List;

/**
 * The result of loading: the value, or {@code null} when anything was wrong, and every problem found.
 */
public record Loaded<T>(T value, List<Problem> problems) {
    public Loaded {
        problems = List.copyOf(problems);
    }

    public boolean ok() {
        return value != null && problems.isEmpty();
    }
}
