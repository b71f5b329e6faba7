package escarmouche.cli;

/**
 * A password as a file or standard input gives it, made into what a player types at the prompt. Windows tools
 * write a byte-order mark first (Notepad, PowerShell's {@code < pw.txt}): kept, it would be stored as part of the
 * password and no one could type it. A control character, which a prompt never passes on either, is refused
 * rather than stored: a password nobody could type is no password.
 */
final class PasswordText {

    private PasswordText() {}

    /** A control character in a password, where it stands (counted from 1, in characters). */
    static final class ControlCharacter extends Exception {
        private final int codePoint;
        private final int position;

        ControlCharacter(int codePoint, int position) {
            super("control character U+" + Integer.toHexString(codePoint) + " at " + position, null, false, false);
            this.codePoint = codePoint;
            this.position = position;
        }

        /** The character as Unicode names it ("U+0001"): it has no glyph to show. */
        String codePoint() {
            return String.format("U+%04X", codePoint);
        }

        int position() {
            return position;
        }
    }

    /** {@code given} without a byte-order mark first, checked for control characters. */
    static String of(String given) throws ControlCharacter {
        return checked(withoutMark(given));
    }

    /** {@code given} without the byte-order mark a Windows tool writes first; one anywhere else is kept. */
    static String withoutMark(String given) {
        return escarmouche.lang.Utf8Text.withoutByteOrderMark(given);
    }

    /** {@code password} itself, or {@link ControlCharacter} naming its first control character. */
    static String checked(String password) throws ControlCharacter {
        int position = 0;
        for (int i = 0; i < password.length(); ) {
            int c = password.codePointAt(i);
            position++;
            if (Character.isISOControl(c)) throw new ControlCharacter(c, position);
            i += Character.charCount(c);
        }
        return password;
    }
}
