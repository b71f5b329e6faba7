package escarmouche.content.model;

import java.nio.file.Path;

/**
 * What a menu needs to offer an encounter of content/encounters/ without loading it again.
 *
 * @param difficulty {@code easy}, {@code medium}, {@code hard} or {@code deadly}
 * @param path       the scenario file
 */
public record EncounterInfo(String id, String name, String description, String difficulty, Path path) {}
