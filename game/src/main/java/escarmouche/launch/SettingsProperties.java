package escarmouche.launch;

import escarmouche.save.AtomicFile;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import java.util.TreeSet;

/**
 * The choices a player keeps between sessions, one {@code key=value} line each in
 * {@code settings.properties}: in the local saves folder, or on a server in the player's own folder. Each
 * choice is read and written by a {@link SettingsChoice} of its own; writing one
 * leaves the others, and any line someone added, as they are.
 */
final class SettingsProperties {
    /** The file's name in its folder. */
    static final String NAME = "settings.properties";
    /** More than any settings file holds: a bigger one is not read. */
    private static final long MAX_SIZE = 16 * 1024;

    private SettingsProperties() {}

    /** The file's settings, or null when there is no readable file. */
    static Properties read(Path file) {
        try {
            if (!Files.isRegularFile(file) || Files.size(file) > MAX_SIZE) return null;
            Properties p = new Properties();
            try (Reader r = new StringReader(Files.readString(file, StandardCharsets.UTF_8))) {
                p.load(r);
            }
            return p;
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** Sets one choice, the file written whole in its place (never half written), in name order. */
    static void write(Path file, String key, String value) throws IOException {
        Properties p = read(file);
        if (p == null) p = new Properties();
        p.setProperty(key, value);
        StringBuilder text = new StringBuilder("# Escarmouche: choices kept between sessions.\n");
        for (String name : new TreeSet<>(p.stringPropertyNames())) {
            text.append(name).append('=').append(p.getProperty(name)).append('\n');
        }
        AtomicFile.write(file, text.toString());
    }
}
