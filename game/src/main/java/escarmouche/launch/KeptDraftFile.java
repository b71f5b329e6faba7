package escarmouche.launch;

import escarmouche.ui.ErrorLog;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The name of the encounter the builder kept when a session ended under it with work not saved
 * ({@code recovered=Mill fight (recovered)}), for the next session's title screen to say where that work
 * is; blank once said. A name is one line of at most 120 characters: anything else is no name.
 */
public final class KeptDraftFile extends SettingsChoice<String> {
    static final String KEY = "recovered";
    private static final int LONGEST = 120;

    public KeptDraftFile(Path folder, ErrorLog errors) {
        super(folder, errors, KEY, "the name of the builder's kept work");
    }

    @Override
    Optional<String> parse(String word) {
        String name = word.strip();
        return name.isEmpty() || name.length() > LONGEST || !plain(name) ? Optional.empty() : Optional.of(name);
    }

    @Override
    String word(String name) {
        // The settings file is key=value lines: a name that would not read back as itself is kept as none.
        return name == null || name.length() > LONGEST || !plain(name) ? "" : name;
    }

    /** Without control characters or backslashes, which a properties line would read otherwise. */
    private static boolean plain(String name) {
        return name.chars().noneMatch(c -> Character.isISOControl(c) || c == '\\');
    }
}
