package escarmouche.content.load;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

/**
 * Whether a link that leads nowhere loops (a link to itself, two links to each other) rather than points at a file
 * that is missing: the two are mended differently, and "a link to a missing file" sent the user looking for a file.
 */
public final class LinkLoop {
    /** As many links as Linux follows before it gives up on a path (ELOOP). */
    private static final int HOPS = 40;

    private LinkLoop() {}

    /** Whether following the link {@code p} comes back to a link already followed, or never ends. */
    public static boolean loops(Path p) {
        Set<Path> seen = new HashSet<>();
        Path at = p.toAbsolutePath().normalize();
        for (int hop = 0; hop < HOPS; hop++) {
            if (!Files.isSymbolicLink(at)) return false;
            if (!seen.add(at)) return true;
            try {
                Path parent = at.getParent();
                Path target = Files.readSymbolicLink(at);
                at = (parent == null ? target : parent.resolve(target)).toAbsolutePath().normalize();
            } catch (IOException | UnsupportedOperationException | SecurityException e) {
                return false;
            }
        }
        return true;
    }
}
