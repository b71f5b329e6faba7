package escarmouche.ssh;

/** Turns the user name a client sent into a safe folder name for that player's files. */
public final class PlayerName {
    static final int MAX_LENGTH = 64;
    static final String NOBODY = "_anonymous";

    private PlayerName() {}

    /**
     * Letters, digits, {@code .}, {@code _} and {@code -} are kept, anything else becomes {@code _}; a name
     * that would start with a dot (hidden file, {@code ..}) or is empty becomes a safe one.
     */
    public static String folder(String userName) {
        if (userName == null || userName.isBlank()) return NOBODY;
        StringBuilder out = new StringBuilder();
        userName.codePoints().limit(MAX_LENGTH).forEach(c -> {
            boolean safe = c < 128 && (Character.isLetterOrDigit(c) || c == '.' || c == '_' || c == '-');
            out.append(safe ? (char) c : '_');
        });
        if (out.charAt(0) == '.') out.setCharAt(0, '_');
        return out.toString();
    }
}
