package escarmouche.content.load;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Function;

/**
 * Finds the content directory, first match wins: the system property {@code escarmouche.content}, the
 * environment variable {@code ESCARMOUCHE_CONTENT}, {@code ./content}, then {@code content/} at the
 * root of the checkout the program runs from ({@code game/target/escarmouche.jar} or
 * {@code game/target/classes} are three levels below it).
 */
public final class ContentLocator {
    public static final String PROPERTY = "escarmouche.content";
    public static final String ENVIRONMENT = "ESCARMOUCHE_CONTENT";

    private final Function<String, String> properties;
    private final Function<String, String> environment;
    private final Path workingDir;
    private final Path codeLocation;

    /**
     * @param codeLocation the running jar (or classes folder), or {@code null} when unknown
     */
    public ContentLocator(Function<String, String> properties, Function<String, String> environment, Path workingDir,
                          Path codeLocation) {
        this.properties = properties;
        this.environment = environment;
        this.workingDir = workingDir;
        this.codeLocation = codeLocation;
    }

    /** A locator that finds {@code folder}, whatever the process's settings say. */
    public static ContentLocator at(Path folder) {
        Path whole = folder.toAbsolutePath().normalize();
        return new ContentLocator(key -> PROPERTY.equals(key) ? whole.toString() : null, key -> null, whole, null);
    }

    /** The locator of the running program. */
    public static ContentLocator standard() {
        return new ContentLocator(System::getProperty, System::getenv, Path.of("").toAbsolutePath(), codeLocation());
    }

    /**
     * The content directory. An explicit setting (property or environment) is returned even when it
     * does not exist, so that loading it reports the mistake instead of silently using another folder.
     */
    public Optional<Path> locate() {
        String explicit = properties.apply(PROPERTY);
        if (explicit == null || explicit.isBlank()) explicit = environment.apply(ENVIRONMENT);
        if (explicit != null && !explicit.isBlank()) return Optional.of(workingDir.resolve(explicit).normalize());
        Path local = workingDir.resolve("content");
        if (Files.isDirectory(local)) return Optional.of(local);
        Path root = root();
        if (root != null && Files.isDirectory(root.resolve("content"))) return Optional.of(root.resolve("content"));
        return Optional.empty();
    }

    /**
     * The checkout the program runs from ({@code game/target/escarmouche.jar} is three levels below it), when it
     * holds both {@code content/} and {@code saves/}: {@code java -jar} of a checkout's jar then keeps its fights
     * where {@code ./play} does, instead of a second, hidden saves folder.
     */
    public Optional<Path> checkout() {
        Path root = root();
        if (root == null || !Files.isDirectory(root.resolve("content")) || !Files.isDirectory(root.resolve("saves"))) {
            return Optional.empty();
        }
        return Optional.of(root);
    }

    /** Three levels above the running jar or classes folder ({@code game/target/escarmouche.jar}), or null. */
    private Path root() {
        if (codeLocation == null) return null;
        Path target = codeLocation.toAbsolutePath().getParent();
        Path module = target == null ? null : target.getParent();
        return module == null ? null : module.getParent();
    }

    private static Path codeLocation() {
        try {
            var source = ContentLocator.class.getProtectionDomain().getCodeSource();
            return source == null ? null : Path.of(source.getLocation().toURI());
        } catch (URISyntaxException | SecurityException | IllegalArgumentException e) {
            return null;
        }
    }
}
