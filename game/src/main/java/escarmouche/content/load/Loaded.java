package escarmouche.content.load;

import java.util.List;

/**
 * The result of loading: the value, or {@code null} when anything was wrong, every problem found, and what
 * is valid but rarely meant (warnings: they never keep the value from being used).
 */
public record Loaded<T>(T value, List<Problem> problems, List<Problem> warnings) {
    public Loaded {
        problems = List.copyOf(problems);
        warnings = List.copyOf(warnings);
    }

    public Loaded(T value, List<Problem> problems) {
        this(value, problems, List.of());
    }

    public boolean ok() {
        return value != null && problems.isEmpty();
    }
}
