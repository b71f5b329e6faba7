package escarmouche.save;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A recording on disk, as JSON Lines: a header line (format, game version, content hash, seed, the
 * scenario's text and the content's files), one line per input ({@code {"input": "move 1,2"}}), and a
 * last {@code {"result": "party"}} line once the fight is over. Reading checks every line and says
 * which one is wrong and why; nothing is guessed.
 */
public final class RecordingFile {
    /** The format this version writes; {@link #read} also takes every earlier one, migrated. */
    public static final int FORMAT = 1;
    /** The most a recording may weigh: far above any fight, low enough to refuse a hostile file. */
    static final long MAX_BYTES = 16L * 1024 * 1024;
    private static final String MAGIC = "escarmouche-recording";

    private final ObjectMapper json = new ObjectMapper();

    /** A recording that cannot be read, with a message naming the file, the line and the problem. */
    public static final class Unreadable extends Exception {
        public Unreadable(String message) {
            super(message);
        }
    }

    /** Writes {@code r} to {@code file} crash-safely, the previous version kept as {@code FILE.bak}. */
    public void write(Path file, Recording r) throws IOException {
        AtomicFile.write(file, text(r));
    }

    /** The file's text for {@code r}. */
    public String text(Recording r) {
        StringBuilder out = new StringBuilder();
        ObjectNode head = json.createObjectNode();
        head.put("type", MAGIC);
        head.put("format", r.format());
        head.put("game", r.game());
        head.put("contentHash", r.contentHash());
        head.put("seed", r.seed());
        head.put("scenarioPath", r.scenarioPath());
        head.put("scenario", r.scenario());
        ObjectNode files = head.putObject("content");
        new TreeMap<>(r.content()).forEach(files::put);
        line(out, head);
        for (String input : r.inputs()) line(out, json.createObjectNode().put("input", input));
        if (r.result() != null) line(out, json.createObjectNode().put("result", r.result()));
        return out.toString();
    }

    private void line(StringBuilder out, JsonNode node) {
        try {
            out.append(json.writeValueAsString(node)).append('\n');
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of strings and numbers always serialises", e);
        }
    }

    /** Reads a recording file; any problem is an {@link Unreadable} naming the file and the line. */
    public Recording read(Path file) throws Unreadable {
        String text;
        try {
            if (Files.size(file) > MAX_BYTES) throw new Unreadable(file + ": larger than " + MAX_BYTES + " bytes: not a recording");
            text = StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(Files.readAllBytes(file))).toString();
        } catch (NoSuchFileException e) {
            throw new Unreadable(file + ": no such file");
        } catch (CharacterCodingException e) {
            throw new Unreadable(file + ": not UTF-8 text: not a recording");
        } catch (IOException e) {
            throw new Unreadable(file + ": cannot be read (" + e.getMessage() + ")");
        }
        return parse(text, file.toString());
    }

    /** Reads a recording from its text; {@code name} is how messages name it. */
    public Recording parse(String text, String name) throws Unreadable {
        String[] lines = text.split("\n", -1);
        int count = lines.length;
        if (count > 0 && lines[count - 1].isEmpty()) count--;
        if (count == 0) throw new Unreadable(name + ": empty: not a recording");
        JsonNode head = node(lines[0], name, 1);
        if (!MAGIC.equals(head.path("type").asText())) {
            throw new Unreadable(name + ":1: not a recording (the first line has no \"type\": \"" + MAGIC + "\")");
        }
        int format = head.path("format").asInt(-1);
        if (format < 1 || format > FORMAT) {
            throw new Unreadable(name + ":1: recording format " + head.path("format") + " is not one this game reads (1 to "
                    + FORMAT + "): " + (format > FORMAT ? "it was written by a newer version" : "the file is damaged"));
        }
        String scenario = text(head, "scenario", name);
        long seed = head.path("seed").isIntegralNumber() ? head.path("seed").asLong() : missing(name, "seed", "a whole number");
        Map<String, String> content = new TreeMap<>();
        JsonNode files = head.path("content");
        if (!files.isObject()) missing(name, "content", "an object of file texts");
        for (Iterator<Map.Entry<String, JsonNode>> it = files.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> f = it.next();
            if (!f.getValue().isTextual()) throw new Unreadable(name + ":1: content file \"" + f.getKey() + "\" is not text");
            if (!ContentSnapshot.safePath(f.getKey())) {
                throw new Unreadable(name + ":1: content file name \"" + f.getKey() + "\" is not a plain relative path");
            }
            content.put(f.getKey(), f.getValue().asText());
        }
        List<String> inputs = new ArrayList<>();
        String result = null;
        for (int i = 1; i < count; i++) {
            JsonNode n = node(lines[i], name, i + 1);
            if (result != null) throw new Unreadable(name + ":" + (i + 1) + ": a line after the result");
            if (n.path("input").isTextual()) {
                String input = n.path("input").asText();
                try {
                    Inputs.parse(input);
                } catch (IllegalArgumentException e) {
                    throw new Unreadable(name + ":" + (i + 1) + ": " + e.getMessage());
                }
                inputs.add(input);
            } else if (n.path("result").isTextual()) {
                result = n.path("result").asText();
            } else {
                throw new Unreadable(name + ":" + (i + 1) + ": expected {\"input\": \"a command\"} or {\"result\": \"...\"}");
            }
        }
        return new Recording(format, head.path("game").asText("?"), head.path("contentHash").asText(""),
                head.path("scenarioPath").asText(""), scenario, content, seed, inputs, result);
    }

    private JsonNode node(String line, String name, int number) throws Unreadable {
        try {
            JsonNode n = json.readTree(line);
            if (n == null || !n.isObject()) throw new Unreadable(name + ":" + number + ": expected a JSON object");
            return n;
        } catch (JsonProcessingException e) {
            throw new Unreadable(name + ":" + number + ": not JSON (" + e.getOriginalMessage() + ")");
        }
    }

    private static String text(JsonNode head, String field, String name) throws Unreadable {
        if (!head.path(field).isTextual()) missing(name, field, "text");
        return head.path(field).asText();
    }

    private static long missing(String name, String field, String expected) throws Unreadable {
        throw new Unreadable(name + ":1: the header's \"" + field + "\" is missing or not " + expected);
    }
}
