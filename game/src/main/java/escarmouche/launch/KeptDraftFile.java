package escarmouche.launch;

import escarmouche.lang.TerminalControl;
import escarmouche.ui.ErrorLog;
import escarmouche.ui.page.ChoiceMemory;
import escarmouche.ui.page.KeptDraft;
import java.nio.file.Path;
import java.util.Optional;

/**
 * What the builder did with the work of a session that ended under it, for the next session's title screen:
 * the name of the encounter it kept ({@code recovered=Mill fight (recovered)}, and its French name,
 * {@code recovered.fr=Mill fight (récupérée)}), or why it could keep none
 * ({@code recovered.lost=...}); both blank once said. A name is one line of at most 120 characters: anything
 * else is no name. The reason is one line too, its backslashes and line breaks made harmless.
 */
public final class KeptDraftFile implements ChoiceMemory<KeptDraft> {
    static final String KEY = "recovered";
    static final String LOST_KEY = "recovered.lost";
    /** The kept encounter's French name, which a next session in French says. */
    static final String FRENCH_KEY = "recovered.fr";
    private static final int LONGEST = 120;
    /** A reason holds a path or an error's message: longer than a name, still one line of the file. */
    private static final int LONGEST_REASON = 400;

    private final Name name;
    private final Name french;
    private final Reason lost;

    public KeptDraftFile(Path folder, ErrorLog errors) {
        this.name = new Name(folder, errors, KEY, "the name of the builder's kept work");
        this.french = new Name(folder, errors, FRENCH_KEY, "the French name of the builder's kept work");
        this.lost = new Reason(folder, errors);
    }

    @Override
    public Optional<KeptDraft> remembered() {
        Optional<KeptDraft> why = lost.remembered().map(KeptDraft::lost);
        return why.isPresent() ? why : name.remembered().map(n -> KeptDraft.kept(n, french.remembered().orElse(null)));
    }

    @Override
    public void remember(KeptDraft kept) {
        KeptDraft k = kept == null ? KeptDraft.NONE : kept;
        name.remember(k.name() == null ? "" : k.name());
        french.remember(k.fr() == null ? "" : k.fr());
        lost.remember(k.lost() == null ? "" : k.lost());
    }

    /** The kept encounter's name, in English or in French. */
    private static final class Name extends SettingsChoice<String> {
        Name(Path folder, ErrorLog errors, String key, String what) {
            super(folder, errors, key, what);
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
    }

    /** Why no work could be kept: a sentence, which must be said even when it holds an odd character. */
    private static final class Reason extends SettingsChoice<String> {
        Reason(Path folder, ErrorLog errors) {
            super(folder, errors, LOST_KEY, "why the builder's work could not be kept");
        }

        @Override
        Optional<String> parse(String word) {
            String why = word.strip();
            return why.isEmpty() ? Optional.empty() : Optional.of(why);
        }

        @Override
        String word(String why) {
            if (why == null) return "";
            // Mended rather than dropped: a reason holding a Windows path must still be told.
            String line = oneLine(why.replace('\\', '/'));
            return line.length() > LONGEST_REASON ? line.substring(0, LONGEST_REASON - 1) + "…" : line;
        }
    }

    /** {@code text} with each run of characters a terminal obeys (line breaks, U+009B, U+202E...) made one space. */
    private static String oneLine(String text) {
        StringBuilder out = new StringBuilder(text.length());
        boolean inRun = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean obeyed = TerminalControl.obeyed(c);
            if (!obeyed) out.append(c);
            else if (!inRun) out.append(' ');
            inRun = obeyed;
        }
        return out.toString().strip();
    }

    /**
     * Without backslashes, which a properties line would read otherwise, nor any character a terminal obeys (a line
     * break, the 8-bit CSI U+009B, a direction override), since the title screen says the name back.
     */
    private static boolean plain(String name) {
        return name.chars().noneMatch(c -> TerminalControl.obeyed(c) || c == '\\');
    }
}
