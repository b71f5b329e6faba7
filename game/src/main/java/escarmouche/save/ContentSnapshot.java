package escarmouche.save;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The content a fight was built from, kept in its recording: every JSON file of the content folder, by
 * its path under the folder. A recording replays from its own copy, so editing a monster later changes
 * new fights, never the ones already played.
 */
public final class ContentSnapshot {
    /** Plain relative paths only: no "..", no absolute path, no odd characters, so a copy stays inside its folder. */
    private static final Pattern SAFE = Pattern.compile("[A-Za-z0-9_-][A-Za-z0-9._-]*(/[A-Za-z0-9_-][A-Za-z0-9._-]*)*");
    /** More files than any content folder holds: a recording claiming more is refused. */
    static final int MAX_FILES = 10_000;

    private ContentSnapshot() {}

    static boolean safePath(String p) {
        return p.length() < 300 && SAFE.matcher(p).matches() && !p.contains("..");
    }

    /** Every {@code .json} file under {@code dir}, by relative path with forward slashes, in path order. */
    public static Map<String, String> read(Path dir) throws IOException {
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> files = Files.walk(dir)) {
            List<Path> json = files.filter(f -> Files.isRegularFile(f) && f.toString().endsWith(".json")).sorted().toList();
            for (Path f : json) {
                String rel = dir.relativize(f).toString().replace('\\', '/');
                if (safePath(rel)) out.put(rel, Files.readString(f, StandardCharsets.UTF_8));
            }
        }
        return out;
    }

    /** A SHA-256 over the files' paths and texts, in path order. */
    public static String hash(Map<String, String> files) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            for (Map.Entry<String, String> f : new TreeMap<>(files).entrySet()) {
                sha.update(f.getKey().getBytes(StandardCharsets.UTF_8));
                sha.update((byte) 0);
                sha.update(f.getValue().getBytes(StandardCharsets.UTF_8));
                sha.update((byte) 0);
            }
            return HexFormat.of().formatHex(sha.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }

    /** Writes the files under {@code dir} (which must be empty or absent), for the content loader to read. */
    public static void writeTo(Map<String, String> files, Path dir) throws IOException {
        if (files.size() > MAX_FILES) throw new IOException("more than " + MAX_FILES + " content files");
        for (Map.Entry<String, String> f : files.entrySet()) {
            if (!safePath(f.getKey())) throw new IOException("content file name '" + f.getKey() + "' is not a plain relative path");
            Path target = dir.resolve(f.getKey()).normalize();
            if (!target.startsWith(dir)) throw new IOException("content file '" + f.getKey() + "' leaves its folder");
            Files.createDirectories(target.getParent());
            Files.writeString(target, f.getValue(), StandardCharsets.UTF_8);
        }
    }
}
