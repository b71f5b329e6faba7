package escarmouche.headless;

/**
 * A line of a command script passed over unplayed: written for the rest of a turn the game ended itself (its creature
 * dropped, died, was knocked out or incapacitated by what its commands set off), up to and including that turn's
 * {@code end}. A headless run names it, so that a GM sees why the next creature did not take it.
 *
 * @param line    the script's line, from 1
 * @param command the line as typed, its comment left out
 * @param why     why the turn ended, the engine's sentence ({@code CutShort})
 */
public record SkippedLine(int line, String command, String why) {}
