package escarmouche.content.load;

import escarmouche.content.load.json.JsonPaths;

/**
 * One thing wrong with a content or scenario file.
 *
 * @param file     the file as the user named it (or {@code sourceName})
 * @param jsonPath where inside the JSON, such as {@code $.combatants[1].hp}; empty for the whole file; a
 *                 very deep one is shortened ({@link JsonPaths#shorten})
 * @param line     line from 1, or 0 when the problem concerns the whole file
 * @param column   column from 1, or 0 with line
 */
public record Problem(String file, String jsonPath, int line, int column, String message) {
    public Problem {
        jsonPath = jsonPath == null ? "" : JsonPaths.shorten(jsonPath);
    }

    /** {@code file:line:column: path: message}, the shape compilers use so editors can jump to it. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(file);
        if (line > 0) sb.append(':').append(line).append(':').append(column);
        sb.append(": ");
        if (!jsonPath.isEmpty()) sb.append(jsonPath).append(": ");
        return sb.append(message).toString();
    }
}
