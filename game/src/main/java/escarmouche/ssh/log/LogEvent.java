package escarmouche.ssh.log;

/** The kinds of line the server log holds; an admin greps for these words. */
public enum LogEvent {
    START, STOP, CONNECT, LOGIN, LOGIN_FAILED, DISCONNECT, LIMIT, REFUSED, TAKEOVER, IDLE, WATCH, ERROR,
    /** A table was opened, its fight started, or it closed (with why). */
    TABLE,
    /** The host key was loaded or made at start (with its fingerprint), or replaced an old one. */
    HOSTKEY,
    /** A player's fight could not be written to its file (a full disk), or was written again after that. */
    SAVE,
    /** At start: a player's stored key that can never log in (a DSA key, a short RSA key). */
    ACCOUNT;

    /** The word written in the log: {@code login-failed}. */
    public String word() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }
}
