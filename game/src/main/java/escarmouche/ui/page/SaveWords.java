package escarmouche.ui.page;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.lang.EngineSentences;
import java.util.ArrayList;
import java.util.List;

/**
 * What the saves say (a fight that cannot be recorded, a damaged file, a lock held elsewhere, where the report
 * went) in the session's language. The save shelf writes English sentences, as the engine does; their
 * {@code engine.save.} phrases say them again, a damaged file's diagnosis included ({@code engine.save.file.},
 * each "FILE: what is wrong", where FILE may be "file:line"), and a detail no phrase knows (a system's own
 * error message) stays as written.
 */
public final class SaveWords {
    /** The system's usual reasons a file cannot be written, said in the session's language. */
    private static final List<String> SYSTEM_REASONS = List.of("save.os.space", "save.os.quota",
            "save.os.denied", "save.os.denied.said", "save.os.readonly", "save.os.perm", "save.os.io", "save.os.notdir",
            "save.os.missing", "save.os.notempty.said", "save.os.folder.said", "save.os.refused.said", "save.os.text.said");
    private static final ScreenMessages ENGLISH = ScreenMessages.of(Language.EN);
    /** What French puts before a colon. */
    private static final String NBSP = "\u00a0";

    private SaveWords() {}

    public static String of(ScreenMessages m, String english) {
        String said = EngineSentences.of(m).say(english, w -> w);
        if (said == null || m.language() == Language.EN) return said;
        // The system's reason ends the sentence, bare ("saves: No space left on device") or after the file it
        // failed on ("saves/x.jsonl.lock: Not a directory"), which no phrase can tell from the reason.
        for (String reason : SYSTEM_REASONS) {
            String plain = ENGLISH.text(reason);
            if (!said.endsWith(": " + plain)) continue;
            String head = said.substring(0, said.length() - plain.length() - 2);
            // After a phrase's own colon ("... dans saves : ") the reason follows it; after the file the save
            // shelf named ("saves/x.jsonl: "), joined to it in English, the language's colon comes between them.
            return head.endsWith(NBSP) ? head + ": " + m.text(reason) : head + m.text("save.os.after", m.text(reason));
        }
        return said;
    }

    public static List<String> of(ScreenMessages m, List<String> english) {
        List<String> out = new ArrayList<>(english.size());
        for (String line : english) out.add(line.isEmpty() ? line : of(m, line));
        return out;
    }
}
