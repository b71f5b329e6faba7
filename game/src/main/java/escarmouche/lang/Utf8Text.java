package escarmouche.lang;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Bytes read strictly as UTF-8, for every file a person writes by hand (content, command scripts, account files)
 * and a password typed in: {@code new String(bytes, UTF_8)} turns each invalid byte into U+FFFD without a word,
 * and Java's decoder says only "Input length = 1". Here the first byte that is not UTF-8 is known, for the
 * message to name its place.
 */
public final class Utf8Text {
    private Utf8Text() {}

    /** Bytes that are not UTF-8, the first bad one at {@code index} (from 0). */
    public static final class Invalid extends Exception {
        private final int index;

        Invalid(int index) {
            super("not UTF-8 at byte index " + index, null, false, false);
            this.index = index;
        }

        /** The index, from 0, of the first byte that is not part of a UTF-8 sequence. */
        public int index() {
            return index;
        }
    }

    /**
     * {@code text} without the byte-order mark Windows tools and some editors write first (Notepad, PowerShell's
     * Out-File): no character of what the file holds, and strip() keeps it. One anywhere else is kept.
     */
    public static String withoutByteOrderMark(String text) {
        // Written as its number: this package's text is the screens', which must draw every character they hold.
        return !text.isEmpty() && text.charAt(0) == (char) 0xFEFF ? text.substring(1) : text;
    }

    /** The text of {@code bytes}; {@link Invalid} naming the first byte that is not UTF-8. */
    public static String decode(byte[] bytes) throws Invalid {
        ByteBuffer in = ByteBuffer.wrap(bytes);
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(in).toString();
        } catch (CharacterCodingException e) {
            // The decoder stops at the first byte it cannot read.
            throw new Invalid(in.position());
        }
    }
}
