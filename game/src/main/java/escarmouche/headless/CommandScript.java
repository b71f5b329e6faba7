package escarmouche.headless;

import escarmouche.lang.TerminalControl;
import escarmouche.lang.Utf8Text;
import java.io.BufferedInputStream;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.function.UnaryOperator;

/**
 * A command script read one line at a time, strictly: UTF-8 text without control characters. A file
 * that is not (a Latin-1 script, a binary file given by mistake) stops the reading with a problem that
 * names the file, the line and the column, instead of commands made of garbage. Lines are read as they
 * are needed, so a script typed or piped in is played while it arrives.
 */
public final class CommandScript {
    /** Longer than any real command (a path across a 200-square map is a few kilobytes). */
    static final int MAX_LINE_BYTES = 64 * 1024;

    /**
     * The script cannot be read as text: {@code file:line:column: reason}. Typed by hand, a line with a special
     * key in it (an arrow, Escape) is one bad line and the reading goes on ({@link #lineOnly}).
     */
    public static final class Unreadable extends RuntimeException {
        private final int line;
        private final int column;
        private final String reason;
        private final String shown;
        private final String where;

        public Unreadable(String file, int line, int column, String reason) {
            this(file, line, column, reason, null);
        }

        private Unreadable(String file, int line, int column, String reason, String shown) {
            super(file + ":" + line + (column > 0 ? ":" + column : "") + ": " + reason);
            this.where = file + ":" + line + (column > 0 ? ":" + column : "") + ": ";
            this.line = line;
            this.column = column;
            this.reason = reason;
            this.shown = shown;
        }

        /** The message with its reason said by {@code words} (in the user's language): {@code file:line:column: reason}. */
        public String said(UnaryOperator<String> words) {
            return where + words.apply(reason);
        }

        /** Whether only this line is lost: the script is typed by hand, and the next line may be read. */
        public boolean lineOnly() {
            return shown != null;
        }

        /** The line as it was typed, its control characters written {@code ^[}, when {@link #lineOnly}. */
        public String shown() {
            return shown;
        }

        public int line() {
            return line;
        }

        /** From 1, or 0 when the whole line is meant. */
        public int column() {
            return column;
        }

        public String reason() {
            return reason;
        }
    }

    private interface Lines {
        /** The next line without its line break (raw bytes or decoded text), or null at the end. */
        Object next() throws IOException;
    }

    /**
     * A line read ahead ({@link #readAhead}) and not used up yet: its text and number, or the problem its reading
     * met, thrown when {@link #nextLine} reaches it, as it would have been without the reading ahead.
     */
    private record Ahead(String line, int number, Unreadable problem) {}

    private final String name;
    private final Lines lines;
    /** The lines read ahead, in order: {@link #nextLine} gives them first. */
    private final java.util.ArrayDeque<Ahead> ahead = new java.util.ArrayDeque<>();
    /** How many of {@link #ahead} the current look ahead has gone through. */
    private int looked;
    /** Typed in a terminal: a stray special key spoils its line only, as a person may press one by mistake. */
    private final boolean byHand;
    /** The number of the line last returned by {@link #nextLine}. */
    private int number;
    /** How many lines were read from the input, those read ahead included. */
    private int counted;

    private CommandScript(String name, Lines lines, boolean byHand) {
        this.name = name;
        this.lines = lines;
        this.byHand = byHand;
    }

    /** A script of bytes (a file, a pipe, standard input), decoded here so that bad bytes have a line. */
    public static CommandScript of(InputStream in, String name) {
        return of(in, name, false);
    }

    /**
     * The same; {@code byHand} when a person types it in a terminal, where an arrow key or Escape pressed by
     * mistake ends that line with a problem of its own ({@link Unreadable#lineOnly}), not the whole reading.
     */
    public static CommandScript of(InputStream in, String name, boolean byHand) {
        InputStream bytes = new BufferedInputStream(in);
        return new CommandScript(name, () -> readLine(bytes), byHand);
    }

    /** A script that is already text (tests, strings). */
    public static CommandScript of(BufferedReader in, String name) {
        return new CommandScript(name, in::readLine, false);
    }

    public String name() {
        return name;
    }

    /** Whether a person types it in a terminal. */
    public boolean byHand() {
        return byHand;
    }

    /** The line number of the line last returned, from 1. */
    public int lineNumber() {
        return number;
    }

    /** The next line, or null at the end of the script; throws {@link Unreadable} on a line that is not text. */
    public String nextLine() {
        looked = 0;
        Ahead a = ahead.poll();
        if (a == null) {
            try {
                return read();
            } finally {
                number = counted;
            }
        }
        number = a.number();
        if (a.problem() != null) throw a.problem();
        return a.line();
    }

    /**
     * The line after the last one looked at ahead (after the line last returned, at the first call since it), without
     * using it up: {@link #nextLine} returns it again in its turn, with its number, and {@link #lineNumber} stays that
     * of the line last returned. Null at the end of the script, or on a line that is not text (whose problem
     * {@link #nextLine} then throws). A script typed by hand is never read ahead: a person is not asked for a line
     * before the game needs one.
     */
    public String readAhead() {
        if (byHand) return null;
        if (looked < ahead.size()) {
            Ahead a = ahead.stream().skip(looked++).findFirst().orElseThrow();
            return a.problem() == null ? a.line() : null;
        }
        Ahead a;
        try {
            String line = read();
            a = line == null ? null : new Ahead(line, counted, null);
        } catch (Unreadable e) {
            a = new Ahead(null, counted, e);
        }
        if (a == null) return null;
        ahead.add(a);
        looked++;
        return a.line();
    }

    /** Uses up the lines {@link #readAhead} went through: the last of them is the line last returned. */
    public void useAhead() {
        for (; looked > 0; looked--) number = ahead.poll().number();
    }

    private String read() {
        Object raw;
        try {
            raw = lines.next();
        } catch (IOException e) {
            // Placed at the line's start, as check places it: file:line:column is the shape every script problem takes.
            throw new Unreadable(name, counted + 1, 1, "cannot read the script (" + e.getMessage() + ")");
        }
        if (raw == null) return null;
        counted++;
        if (byHand) {
            String typed = raw instanceof byte[] b ? new String(b, StandardCharsets.UTF_8) : (String) raw;
            if (typed.endsWith("\r")) typed = typed.substring(0, typed.length() - 1);
            int at = controlAt(typed);
            if (at >= 0) {
                throw new Unreadable(name, counted, typed.codePointCount(0, at) + 1, String.format(Locale.ROOT,
                        "control character U+%04X: a key such as an arrow or Escape is not read here; type the"
                                + " command as text, then Enter", (int) typed.charAt(at)), visible(typed));
            }
        }
        String line = raw instanceof byte[] b ? decode(b) : (String) raw;
        if (counted == 1 && line.startsWith("\uFEFF")) line = line.substring(1);
        if (line.endsWith("\r")) line = line.substring(0, line.length() - 1);
        checkText(line);
        return line;
    }

    /** Reads the whole script, only to find its first problem: a file is checked before it is played. */
    public void checkAll() {
        while (nextLine() != null) {
            // Each line is checked as it is read.
        }
    }

    private String decode(byte[] bytes) {
        if (bytes.length > MAX_LINE_BYTES) {
            // The whole line is at fault: placed at its start (column 1), as check and docs/scenarios.md place it.
            throw new Unreadable(name, counted, 1, "a line of more than " + MAX_LINE_BYTES + " bytes: this does not look"
                    + " like a command script (one short command a line)");
        }
        // A control byte is never part of a longer UTF-8 sequence, so it can be looked for before decoding:
        // a binary file is then called binary rather than "not UTF-8".
        for (int i = 0; i < bytes.length; i++) {
            int b = bytes[i] & 0xff;
            if ((b < 0x20 && b != '\t' && !(b == '\r' && i == bytes.length - 1)) || b == 0x7f) {
                throw new Unreadable(name, counted, column(bytes, i), String.format(Locale.ROOT, "control character"
                        + " U+%04X: a command script is text, one command a line (is this a binary file?)", b));
            }
        }
        try {
            return Utf8Text.decode(bytes);
        } catch (Utf8Text.Invalid e) {
            int bad = e.index();
            throw new Unreadable(name, counted, column(bytes, bad),
                    String.format(Locale.ROOT, "not UTF-8 text (byte 0x%02X): save the script as UTF-8", bytes[bad] & 0xff));
        }
    }

    /** The column, in characters from 1, of the byte at {@code index}. */
    private static int column(byte[] bytes, int index) {
        String before = new String(bytes, 0, index, StandardCharsets.UTF_8);
        return before.codePointCount(0, before.length()) + 1;
    }

    /**
     * The index of the first character of {@code line} a terminal obeys (a tab is text), or -1: the 8-bit controls
     * (U+009B, the one-character CSI) and the direction overrides too, which an error message would otherwise
     * send to the terminal as they are.
     */
    private static int controlAt(String line) {
        return TerminalControl.firstIn(line, true);
    }

    /**
     * A line with its control characters written as a terminal shows them: Escape as {@code ^[}, DEL as {@code ^?};
     * another (an 8-bit control, a direction override) as {@code <U+009B>}.
     */
    private static String visible(String line) {
        StringBuilder out = new StringBuilder(line.length() + 4);
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == 0x7f) out.append("^?");
            else if (c < 0x20 && c != '\t') out.append('^').append((char) (c + 64));
            else if (c != '\t' && TerminalControl.obeyed(c)) out.append(String.format(Locale.ROOT, "<U+%04X>", (int) c));
            else out.append(c);
        }
        return out.toString();
    }

    // Text that did not come as bytes (a string in a test) gets the same control-character check.
    private void checkText(String line) {
        int i = controlAt(line);
        if (i >= 0) {
            throw new Unreadable(name, counted, line.codePointCount(0, i) + 1,
                    String.format(Locale.ROOT, "control character U+%04X: a command script is text, one command"
                            + " a line (is this a binary file?)", (int) line.charAt(i)));
        }
    }

    // One line of raw bytes; the limit keeps a binary file without line breaks from filling the memory.
    private static byte[] readLine(InputStream in) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        int b;
        while ((b = in.read()) != -1) {
            if (b == '\n') return line.toByteArray();
            line.write(b);
            if (line.size() > MAX_LINE_BYTES) return line.toByteArray();
        }
        return line.size() == 0 ? null : line.toByteArray();
    }
}
