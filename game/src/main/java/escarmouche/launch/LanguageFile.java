package escarmouche.launch;

import escarmouche.save.AtomicFile;
import escarmouche.ui.ErrorLog;
import escarmouche.lang.Language;
import escarmouche.ui.lang.LanguageMemory;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Properties;

/**
 * Keeps a player's choice of language in {@code settings.properties} (line {@code language=fr}): in the
 * local saves folder, or on a server in the player's own folder ({@code players/NAME/}). A file that is
 * missing, unreadable or names no language the game speaks is no choice at all, never an error on screen;
 * a failure to write it goes to the error log.
 */
public final class LanguageFile implements LanguageMemory {
    /** The file's name in its folder. */
    public static final String NAME = "settings.properties";
    static final String KEY = "language";
    /** More than any settings file holds: a bigger one is not read. */
    private static final long MAX_SIZE = 16 * 1024;

    private final Path file;
    private final ErrorLog errors;

    public LanguageFile(Path folder, ErrorLog errors) {
        this.file = folder.resolve(NAME);
        this.errors = errors;
    }

    @Override
    public Optional<Language> remembered() {
        Properties p = read();
        return p == null ? Optional.empty() : Language.parse(p.getProperty(KEY));
    }

    @Override
    public void remember(Language language) {
        try {
            // Other settings someone wrote in the file stay as they are.
            Properties p = read();
            if (p == null) p = new Properties();
            p.setProperty(KEY, language.code());
            StringBuilder text = new StringBuilder("# Escarmouche: choices kept between sessions.\n");
            for (String name : new java.util.TreeSet<>(p.stringPropertyNames())) {
                text.append(name).append('=').append(p.getProperty(name)).append('\n');
            }
            AtomicFile.write(file, text.toString());
        } catch (IOException | RuntimeException e) {
            errors.write("keeping the choice of language in " + file, e);
        }
    }

    /** The file's settings, or null when there is no readable file. */
    private Properties read() {
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
}
