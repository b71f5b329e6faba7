package escarmouche.ssh.log;

/**
 * The server's own log, for the admin: one line per event, with the client's address and the player
 * where known. Implementations are thread-safe and never throw: a log that cannot be written must not
 * stop the server.
 */
public interface ServerLog {
    /** Discards everything (tests that do not look at the log). */
    ServerLog NONE = (event, text) -> {};

    /**
     * @param text {@code key=value} pairs and words, already free of line breaks (see {@link #clean})
     */
    void write(LogEvent event, String text);

    /** Makes text a client sent safe for one log line: control characters out, length capped. */
    static String clean(String fromClient) {
        if (fromClient == null) return "-";
        StringBuilder out = new StringBuilder();
        fromClient.codePoints().limit(64).forEach(c -> out.append(Character.isISOControl(c) || c == ' ' ? '?' : Character.toString(c)));
        return out.length() == 0 ? "-" : out.toString();
    }
}
