package escarmouche.content.load;

import escarmouche.content.load.json.JsonMessages;
import escarmouche.content.load.json.JsonReader;
import escarmouche.content.load.json.Location;
import escarmouche.content.load.json.Node;
import escarmouche.lang.Utf8Text;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Reads a file, a stream or a string into a located JSON tree, turning every failure into a problem.
 * Files are read as bytes from anything a shell can name (a pipe, {@code /dev/fd/63}), up to a size no
 * content or scenario file comes near, so that {@code /dev/zero} is refused instead of filling the memory.
 */
final class JsonFiles {
    /**
     * The largest file read. The largest shipped one has 47 KB (a 200 by 200 map with 30 creatures), and a
     * scenario at every limit at once (1,000 combatants, 100,000 forced dice one a line, a 200 by 200 map) 0.9 MB;
     * a recording, which holds a scenario and its content, is refused past the same 16 MiB. A file is held twice
     * while it is read (its bytes, then its text): under {@code ./play}'s 512 MB heap, {@code check} of 64 MiB of
     * spaces took 351 MB resident, of 16 MiB 165 MB (a plain check takes 60 to 80).
     */
    static final int MAX_BYTES = 16 * 1024 * 1024;

    private final JsonReader reader = new JsonReader();

    /** The tree, or {@code null} when the file cannot be read or is not JSON (reported). */
    Node read(Path file, Issues issues) {
        try {
            // A file that says its size is refused before a byte of it is read; a pipe is counted as it comes.
            if (Files.isRegularFile(file) && Files.size(file) > MAX_BYTES) {
                issues.whole(Wording.of("problem.file.large", String.valueOf(MAX_BYTES >> 20)));
                return null;
            }
        } catch (IOException e) {
            // Said by the read below, which meets the same failure.
        }
        try (InputStream in = Files.newInputStream(file)) {
            return read(in, issues);
        } catch (IOException e) {
            issues.whole(Wording.of("problem.file.unreadable", reason(e)));
            return null;
        }
    }

    /** The tree of a stream read to its end, or {@code null} (reported). */
    Node read(InputStream in, Issues issues) {
        byte[] bytes;
        try {
            bytes = readLimited(in);
        } catch (IOException e) {
            issues.whole(Wording.of("problem.file.unreadable", reason(e)));
            return null;
        }
        if (bytes == null) {
            issues.whole(Wording.of("problem.file.large", String.valueOf(MAX_BYTES >> 20)));
            return null;
        }
        String text = utf8(bytes, issues);
        return text == null ? null : parse(text, issues);
    }

    Node parse(String text, Issues issues) {
        JsonReader.Result result = reader.read(text);
        for (JsonReader.SyntaxProblem p : result.problems()) {
            issues.at(p.path(), p.at(), syntax(p.said()));
        }
        return result.root();
    }

    private static byte[] readLimited(InputStream in) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        int n;
        while ((n = in.read(buffer)) != -1) {
            out.write(buffer, 0, n);
            if (out.size() > MAX_BYTES) return null;
        }
        return out.toByteArray();
    }

    /** The text, or null after reporting the line and column of the first byte that is not UTF-8. */
    private static String utf8(byte[] bytes, Issues issues) {
        try {
            return Utf8Text.decode(bytes);
        } catch (Utf8Text.Invalid e) {
            int bad = e.index();
            String before = new String(bytes, 0, bad, StandardCharsets.UTF_8);
            int lineStart = before.lastIndexOf('\n') + 1;
            int line = (int) before.chars().filter(c -> c == '\n').count() + 1;
            int column = before.codePointCount(lineStart, before.length()) + 1;
            issues.at("", new Location(line, column), Wording.of("problem.file.not.utf8",
                    String.format(Locale.ROOT, "%02X", bytes[bad] & 0xff)));
            return null;
        }
    }

    /** A syntax message of the reader as a wording, its inner parts too. */
    private static Wording syntax(JsonMessages.Said said) {
        return new Wording(said.key(), said.args().stream()
                .map(a -> a instanceof JsonMessages.Said inner ? (Object) syntax(inner) : a).toList());
    }

    private static Object reason(IOException e) {
        if (e instanceof AccessDeniedException) return Wording.of("problem.io.denied");
        if (e instanceof NoSuchFileException) return Wording.of("problem.io.missing");
        if (e instanceof FileSystemException fs && fs.getReason() != null) return fs.getReason();
        return e.getMessage() != null ? e.getMessage() : "read error";
    }
}
