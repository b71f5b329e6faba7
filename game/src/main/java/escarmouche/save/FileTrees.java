package escarmouche.save;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/** Whole folders removed: a temporary copy of old content, a player's folder, a rehearsal's saves. */
public final class FileTrees {
    private FileTrees() {}

    /**
     * Deletes {@code dir} and everything under it, deepest first; a link inside is removed, never followed.
     * A folder that is not there is nothing to do.
     */
    public static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir, LinkOption.NOFOLLOW_LINKS)) return;
        List<Path> paths;
        try (Stream<Path> walk = Files.walk(dir)) {
            paths = walk.sorted(Comparator.reverseOrder()).toList();
        }
        for (Path p : paths) Files.deleteIfExists(p);
    }
}
