package escarmouche.content.load;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** A copy of the real content/ in a temporary folder, to break on purpose. */
final class ContentCopy {
    private ContentCopy() {}

    static Path into(Path target) {
        Path to = target.resolve("content");
        Path from = TestContent.dir();
        try (Stream<Path> files = Files.walk(from)) {
            for (Path p : files.sorted().toList()) {
                Path dest = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(dest);
                else Files.copy(p, dest);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return to;
    }

    /** Replaces text that must be in the file (so a test never silently breaks nothing). */
    static void edit(Path file, String from, String to) {
        try {
            String text = Files.readString(file);
            assertTrue(text.contains(from), file + " does not contain " + from);
            Files.writeString(file, text.replace(from, to));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Problems as text, with the temporary folder cut off so they read "content/...". */
    static List<String> shown(List<Problem> problems, Path tempRoot) {
        String prefix = tempRoot.toString() + java.io.File.separator;
        return problems.stream().map(p -> p.toString().replace(prefix, "").replace('\\', '/')).toList();
    }
}
