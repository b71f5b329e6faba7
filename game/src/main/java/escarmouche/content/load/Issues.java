package escarmouche.content.load;

import escarmouche.content.load.json.Location;
import escarmouche.content.load.json.Node;
import java.util.List;

/**
 * Where the readers of one file put their problems. It also counts failures that were already
 * reported elsewhere (a reference to a broken content entry), so a reader can tell that what it built
 * is unusable without repeating someone else's message.
 */
final class Issues {
    private final String file;
    private final List<Problem> sink;
    private int failures;

    Issues(String file, List<Problem> sink) {
        this.file = file;
        this.sink = sink;
    }

    String file() {
        return file;
    }

    void at(Node node, Wording wording) {
        at(node.path(), node.at(), wording);
    }

    void at(String path, Location where, Wording wording) {
        sink.add(new Problem(file, path, where.line(), where.column(), wording));
        failures++;
    }

    void whole(Wording wording) {
        at("", Location.UNKNOWN, wording);
    }

    /** Counts a failure whose message another file already carries. */
    void silent() {
        failures++;
    }

    /** A mark to compare with later: {@code failures() > mark} means something failed since. */
    int failures() {
        return failures;
    }
}
