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

    /**
     * Makes text a client sent safe for one log line: spaces, double quotes and {@link LogChars unsafe characters}
     * out, length capped. Empty text is written {@code ""}, which nothing a client sends can be written as (its
     * quotes become {@code ?}): an empty user name reads apart from the name {@code -}. Null (nothing sent) is
     * {@code -}.
     */
    static String clean(String fromClient) {
        if (fromClient == null) return "-";
        if (fromClient.isEmpty()) return "\"\"";
        StringBuilder out = new StringBuilder();
        fromClient.codePoints().limit(64).forEach(c -> out.append(c == ' ' || c == '"' ? "?" : LogChars.shown(c)));
        return out.toString();
    }

    /**
     * A client's address as every line of the log writes it, so that one connection's lines match:
     * {@code 203.0.113.4:51234}, {@code [2001:db8:0:0:0:0:0:1]:51234}; never a name looked up in the DNS.
     */
    static String address(java.net.SocketAddress address) {
        if (!(address instanceof java.net.InetSocketAddress inet) || inet.getAddress() == null) {
            return clean(String.valueOf(address));
        }
        String ip = inet.getAddress().getHostAddress();
        return (ip.indexOf(':') >= 0 ? "[" + ip + "]" : ip) + ":" + inet.getPort();
    }
}
