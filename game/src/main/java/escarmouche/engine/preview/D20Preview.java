package escarmouche.engine.preview;

import escarmouche.rules.core.Advantage;
import escarmouche.rules.core.Modifier;
import java.util.ArrayList;
import java.util.List;

/**
 * A d20 roll before it is made, as its log line will give it: a spell attack, a save, one side of a
 * contest.
 *
 * @param modifiers what it adds to the d20, each with its source
 * @param advantage "advantage", "disadvantage" or "none"
 * @param sources   the reasons for advantage (+) and disadvantage (-), as {@link #reasons} writes them
 */
public record D20Preview(List<Modifier> modifiers, String advantage, List<String> sources) {
    /** Nothing added, no advantage: the other side of a contest that may not be tried. */
    static final D20Preview NOTHING = new D20Preview(List.of(), Advantage.NONE.id(), List.of());

    public D20Preview {
        modifiers = List.copyOf(modifiers);
        sources = List.copyOf(sources);
    }

    static D20Preview of(List<Modifier> modifiers, Advantage advantage, List<Advantage.Source> sources) {
        return new D20Preview(modifiers, advantage.id(), reasons(sources));
    }

    /** Reasons for advantage and disadvantage as the previews give them: "+target prone", "-enemy within 1.5 m (g1)". */
    static List<String> reasons(List<Advantage.Source> sources) {
        // Most rolls have none: the shared empty list then (the AI's grapple decisions ask for contests).
        if (sources.isEmpty()) return List.of();
        List<String> out = new ArrayList<>(sources.size());
        for (Advantage.Source s : sources) out.add((s.advantage() ? "+" : "-") + s.reason());
        return out;
    }
}
