package escarmouche.ssh.account;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * An account file's text, read strictly as UTF-8. Java's own reading says only "Input length = 1" of a stray
 * byte; here the admin is told which file and which byte, so that they can mend it.
 */
final class AccountText {
    private AccountText() {}

    /** The whole text of {@code file}; {@link AccountFileException} naming the first byte that is not UTF-8. */
    static String read(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        CoderResult result = decoder.decode(in, out, true);
        if (!result.isError()) result = decoder.flush(out);
        if (result.isError()) {
            // The decoder stops before the bad sequence: its first byte, counted from 1 as cmp and editors do.
            throw AccountFileException.notUtf8(file, in.position() + 1);
        }
        return out.flip().toString();
    }
}
