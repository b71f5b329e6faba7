package escarmouche.content.load;

import java.nio.file.Path;

/**
 * Where in the content folder an entry is looked for, as a message names it: the folder's own name, then the
 * entry ({@code content/behaviors/}, {@code c1/behaviors/} for {@code ./play check /tmp/x/c1}). A copy of the
 * content is checked under its own name: "not in content/behaviors/" would send its author to the wrong folder.
 */
final class ContentPlace {
    private ContentPlace() {}

    /** {@code entry} ("behaviors/", "items.json") under the folder {@code directory}, by the folder's name. */
    static String of(Path directory, String entry) {
        Path name = directory == null ? null : directory.toAbsolutePath().normalize().getFileName();
        return (name == null ? "content" : name.toString()) + "/" + entry;
    }
}
