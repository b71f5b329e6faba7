package escarmouche.content.load;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * What {@code ./play check PATH} runs: every problem of a content directory, of one content file, of a
 * scenario anywhere, or of a directory of scenarios. A scenario is checked against the content
 * directory found by walking up from it, else against the one given to the constructor.
 */
public final class ContentChecker {
    static final List<String> CONTENT_FOLDERS = List.of("behaviors", "classes", "monsters", "maps", "encounters");

    private final Path defaultContent;
    private final ContentLoader loader = new ContentLoader();
    private final ScenarioLoader scenarios = new ScenarioLoader();

    /** @param defaultContentDir the content used for scenarios outside any checkout; may be null */
    public ContentChecker(Path defaultContentDir) {
        this.defaultContent = defaultContentDir;
    }

    /** Uses the content directory {@link ContentLocator#standard()} finds. */
    public ContentChecker() {
        this(ContentLocator.standard().locate().orElse(null));
    }

    public List<Problem> check(Path path) {
        if (!Files.exists(path)) return List.of(new Problem(path.toString(), "", 0, 0, "no such file or directory"));
        if (isContentDir(path)) return loader.read(path).problems();
        Path owner = owningContentDir(path);
        if (owner != null) return within(loader.read(owner).problems(), path);
        Path contentDir = contentFor(path);
        List<Problem> problems = new ArrayList<>();
        if (contentDir == null) {
            problems.add(new Problem(path.toString(), "", 0, 0, "no content directory found to check against: none above this"
                    + " path holds content/weapons.json; set -D" + ContentLocator.PROPERTY + " or " + ContentLocator.ENVIRONMENT));
            return problems;
        }
        ContentLoader.Result content = loader.read(contentDir);
        problems.addAll(content.problems());
        for (Path file : Files.isDirectory(path) ? scenarioFiles(path, problems) : List.of(path)) {
            problems.addAll(scenarios.load(file, content.content()).problems());
        }
        return problems;
    }

    private static boolean isContentDir(Path dir) {
        return Files.isDirectory(dir) && Files.isRegularFile(dir.resolve("weapons.json"));
    }

    /** The content directory a path belongs to: a catalogue, a content folder or a file of one. */
    private static Path owningContentDir(Path path) {
        Path abs = path.toAbsolutePath().normalize();
        Path parent = abs.getParent();
        if (parent == null) return null;
        String name = abs.getFileName().toString();
        if (Files.isDirectory(abs)) return CONTENT_FOLDERS.contains(name) && isContentDir(parent) ? parent : null;
        if (isContentDir(parent) && ContentLoader.CATALOGUES.contains(name)) return parent;
        Path grand = parent.getParent();
        if (grand != null && CONTENT_FOLDERS.contains(parent.getFileName().toString()) && isContentDir(grand)) return grand;
        return null;
    }

    /** Walks up from the path to a folder that is, or holds, a content directory. */
    private Path contentFor(Path path) {
        for (Path d = path.toAbsolutePath().normalize(); d != null; d = d.getParent()) {
            if (isContentDir(d)) return d;
            if (isContentDir(d.resolve("content"))) return d.resolve("content");
        }
        return defaultContent;
    }

    /** Problems of the content directory that concern the given file or folder. */
    private static List<Problem> within(List<Problem> problems, Path path) {
        Path target = path.toAbsolutePath().normalize();
        List<Problem> out = new ArrayList<>();
        for (Problem p : problems) {
            if (Path.of(p.file()).toAbsolutePath().normalize().startsWith(target)) out.add(p);
        }
        return out;
    }

    private static List<Path> scenarioFiles(Path dir, List<Problem> problems) {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(p -> Files.isRegularFile(p) && p.getFileName().toString().endsWith(".json")).sorted().toList();
        } catch (IOException e) {
            problems.add(new Problem(dir.toString(), "", 0, 0, "cannot list the folder: " + e.getMessage()));
            return List.of();
        }
    }
}
