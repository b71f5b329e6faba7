package escarmouche.headless;

/**
 * A line of a command script that changed nothing: a command the rules refused, or one that does not parse.
 * The log has it as an {@code error} event; a headless run also names its line, so that a GM finds it in
 * the script.
 *
 * @param line    the script's line, from 1
 * @param command the line as typed, trimmed
 * @param reason  why, as the {@code error} event says it
 */
public record RefusedLine(int line, String command, String reason) {}
