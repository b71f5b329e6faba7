package escarmouche.ssh.log;

/**
 * Which characters never reach a log line as they are. Control characters would break the line or send
 * escapes to the admin's terminal; format characters (bidi overrides and isolates such as U+202E, zero-width
 * joiners) and line or paragraph separators let a client make a line read otherwise than it is written (a name
 * shown reversed, a forged field); unassigned, private-use and lone surrogate code points have no meaning a
 * reader can rely on. Each becomes {@code ?}.
 */
final class LogChars {
    private LogChars() {}

    /** The code point as written to the log: itself, or {@code ?}. */
    static String shown(int c) {
        return unsafe(c) ? "?" : Character.toString(c);
    }

    static boolean unsafe(int c) {
        return switch (Character.getType(c)) {
            case Character.CONTROL, Character.FORMAT, Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR,
                    Character.UNASSIGNED, Character.PRIVATE_USE, Character.SURROGATE -> true;
            default -> false;
        };
    }
}
