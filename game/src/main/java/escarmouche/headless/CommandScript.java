package escarmouche.headless;

import java.io.BufferedInputStream;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * A command script read one line at a time, strictly: UTF-8 text without control characters. A file
 * that is not (a Latin-1 script, a binary file given by mistake) stops the reading with a problem that
 * names the file, the line and the column, instead of commands made of garbage. Lines are read as they
 * are needed, so a script typed or piped in is played while it arrives.
 */
public final class CommandScript {
    /** Longer than any real command (a path across a 200-square map is a few kilobytes). */
    static final int MAX_LINE_BYTES = 64 * 1024;

    /** The script cannot be read as text: {@code file:line:column: reason}. */
    public static final class Unreadable extends RuntimeException {
        private final int line;
        private final int column;
        private final String reason;

        public Unreadable(String file, int line, int column, String reason) {
            super(file + ":" + line + (column > 0 ? ":" + column : "") + ": " + reason);
            this.line = line;
            this.column = column;
            this.reason = reason;
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

    private final String name;
    private final Lines lines;
    private int number;

    private CommandScript(String name, Lines lines) {
        this.name = name;
        this.lines = lines;
    }

    /** A script of bytes (a file, a pipe, standard input), decoded here so that bad bytes have a line. */
    public static CommandScript of(InputStream in, String name) {
        InputStream bytes = new BufferedInputStream(in);
        return new CommandScript(name, () -> readLine(bytes));
    }

    /** A script that is already text (tests, strings). */
    public static CommandScript of(BufferedReader in, String name) {
        return new CommandScript(name, in::readLine);
    }

    public String name() {
        return name;
    }

    /** The line number of the line last returned, from 1. */
    public int lineNumber() {
        return number;
    }

    /** The next line, or null at the end of the script; throws {@link Unreadable} on a line that is not text. */
    public String nextLine() {
        Object raw;
        try {
            raw = lines.next();
        } catch (IOException e) {
            throw new Unreadable(name, number + 1, 0, "cannot read the script (" + e.getMessage() + ")");
        }
        if (raw == null) return null;
        number++;
        String line = raw instanceof byte[] b ? decode(b) : (String) raw;
        if (number == 1 && line.startsWith("\uFEFF")) line = line.substring(1);
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
            throw new Unreadable(name, number, 0, "a line of more than " + MAX_LINE_BYTES + " bytes: this does not look"
                    + " like a command script (one short command a line)");
        }
        // A control byte is never part of a longer UTF-8 sequence, so it can be looked for before decoding:
        // a binary file is then called binary rather than "not UTF-8".
        for (int i = 0; i < bytes.length; i++) {
            int b = bytes[i] & 0xff;
            if ((b < 0x20 && b != '\t' && !(b == '\r' && i == bytes.length - 1)) || b == 0x7f) {
                throw new Unreadable(name, number, column(bytes, i), String.format(Locale.ROOT, "control character"
                        + " U+%04X: a command script is text, one command a line (is this a binary file?)", b));
            }
        }
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        try {
            CharBuffer text = decoder.decode(in);
            return text.toString();
        } catch (CharacterCodingException e) {
            // The decoder stops at the first byte it cannot read.
            int bad = in.position();
            throw new Unreadable(name, number, column(bytes, bad),
                    String.format(Locale.ROOT, "not UTF-8 text (byte 0x%02X): save the script as UTF-8", bytes[bad] & 0xff));
        }
    }

    /** The column, in characters from 1, of the byte at {@code index}. */
    private static int column(byte[] bytes, int index) {
        String before = new String(bytes, 0, index, StandardCharsets.UTF_8);
        return before.codePointCount(0, before.length()) + 1;
    }

    // Text that did not come as bytes (a string in a test) gets the same control-character check.
    private void checkText(String line) {
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if ((c < 0x20 && c != '\t') || c == 0x7f) {
                throw new Unreadable(name, number, line.codePointCount(0, i) + 1,
                        String.format(Locale.ROOT, "control character U+%04X: a command script is text, one command"
                                + " a line (is this a binary file?)", (int) c));
            }
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
