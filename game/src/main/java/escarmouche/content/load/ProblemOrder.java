package escarmouche.content.load;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Problems file by file (in the order files were read), each file's from top to bottom. */
final class ProblemOrder {
    private static final Comparator<Problem> BY_PLACE =
            Comparator.comparingInt(Problem::line).thenComparingInt(Problem::column);

    private ProblemOrder() {}

    static List<Problem> sorted(List<Problem> problems) {
        Map<String, List<Problem>> byFile = new LinkedHashMap<>();
        for (Problem p : problems) byFile.computeIfAbsent(p.file(), f -> new ArrayList<>()).add(p);
        List<Problem> out = new ArrayList<>();
        for (List<Problem> file : byFile.values()) {
            file.sort(BY_PLACE);
            out.addAll(file);
        }
        return out;
    }
}
