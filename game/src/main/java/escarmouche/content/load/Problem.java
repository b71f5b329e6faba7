package escarmouche.content.load;

import escarmouche.content.load.json.JsonPaths;
import escarmouche.lang.ScreenMessages;

/**
 * One thing wrong with a content or scenario file.
 *
 * @param file     the file as the user named it (or {@code sourceName})
 * @param jsonPath where inside the JSON, such as {@code $.combatants[1].hp}; empty for the whole file; a
 *                 very deep one is shortened ({@link JsonPaths#shorten})
 * @param line     line from 1, or 0 when the problem concerns the whole file
 * @param column   column from 1, or 0 with line
 * @param message  the message in English
 * @param wording  the message as a key and arguments, to say it in another language; null when it has none
 */
public record Problem(String file, String jsonPath, int line, int column, String message, Wording wording) {
    public Problem {
        jsonPath = jsonPath == null ? "" : JsonPaths.shorten(jsonPath);
    }

    /** A problem whose message is English only. */
    public Problem(String file, String jsonPath, int line, int column, String message) {
        this(file, jsonPath, line, column, message, null);
    }

    /** A problem said by key: its English message comes from the bundles. */
    public Problem(String file, String jsonPath, int line, int column, Wording wording) {
        this(file, jsonPath, line, column, wording.english(), wording);
    }

    /** The same line as {@link #toString()}, the message in {@code messages}' language when it has a wording. */
    public String in(ScreenMessages messages) {
        String text = wording == null ? message : wording.in(messages);
        if (jsonPath.isEmpty()) return located("", text);
        // The file's place keeps the compiler's ": " (editors and scripts find it there); the JSON path after it is
        // part of the sentence, and takes the language's colon: French puts a no-break space before it.
        return located("", messages.text("problem.path.at", JsonPaths.said(jsonPath, messages), text));
    }

    /** {@code file:line:column: path: message}, the shape compilers use so editors can jump to it. */
    @Override
    public String toString() {
        return located(jsonPath, message);
    }

    private String located(String jsonPath, String text) {
        StringBuilder sb = new StringBuilder(file);
        if (line > 0) sb.append(':').append(line).append(':').append(column);
        sb.append(": ");
        if (!jsonPath.isEmpty()) sb.append(jsonPath).append(": ");
        return sb.append(text).toString();
    }
}
