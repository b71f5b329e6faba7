package escarmouche.cli;

import escarmouche.content.load.ContentChecker;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code check}'s paths that another one's check already covers: a file named besides its folder (`check content
 * content/encounters/goblins-at-the-ford.json`), or a folder inside another named one. Each was checked, and its
 * problems said, twice; it is checked once, through the wider path, with the note a path named twice has.
 */
final class NamedWithin {
    private NamedWithin() {}

    /**
     * The paths, in the order named, whose every file another path's check reads too: a recording (checked apart)
     * as its one file, standard input never. Two paths that read the same files keep the first named.
     *
     * @param reviewed each path's check but the recordings'
     */
    static List<Path> covered(List<Path> named, Map<Path, ContentChecker.Findings> reviewed) {
        List<Set<Path>> reads = new ArrayList<>();
        for (Path p : named) reads.add(reads(p, reviewed.get(p)));
        List<Path> out = new ArrayList<>();
        for (int i = 0; i < named.size(); i++) {
            Set<Path> mine = reads.get(i);
            if (mine.isEmpty()) continue;
            for (int j = 0; j < named.size(); j++) {
                if (j == i || out.contains(named.get(j))) continue;
                Set<Path> theirs = reads.get(j);
                if (theirs.containsAll(mine) && (theirs.size() > mine.size() || j < i)) {
                    out.add(named.get(i));
                    break;
                }
            }
        }
        return out;
    }

    /** The files a path's check reads, each as {@link Survey#same} tells it. */
    private static Set<Path> reads(Path p, ContentChecker.Findings found) {
        Set<Path> out = new HashSet<>();
        if (found == null) {
            if (!InputFiles.isStdin(p)) out.add(Survey.same(p));
            return out;
        }
        for (Path f : found.checked()) out.add(Survey.same(f));
        return out;
    }
}
