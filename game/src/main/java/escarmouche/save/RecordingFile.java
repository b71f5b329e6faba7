package escarmouche.save;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import escarmouche.content.load.json.JsonMessages;
import escarmouche.engine.Standpoint;
import escarmouche.lang.ScreenMessages;
import escarmouche.lang.TerminalControl;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * A recording on disk, as JSON Lines: a header line (format, game version, content hash, seed, the
 * scenario's text and the content's files), one line per input ({@code {"input": "move 1,2"}}), a
 * keyframe line at the start of each round ({@code {"keyframe": {"round": 2, "inputs": 5, "state": [...]}}},
 * written before the input that follows it), and a last {@code {"result": "party"}} line once the fight
 * is over. Reading checks every line and says which one is wrong and why; nothing is guessed. An older
 * format is brought up to date by {@link Migrations} first.
 */
public final class RecordingFile {
    /** The format this version writes; {@link #read} also takes every earlier one, migrated. */
    public static final int FORMAT = 1;
    /** The most a recording may weigh: far above any fight, low enough to refuse a hostile file. */
    static final long MAX_BYTES = 16L * 1024 * 1024;
    /**
     * The most inputs a recording holds, the same for the reader and the writer: the game takes no more in a fight
     * ({@link Recorder#full}), so that it never writes a save it cannot open again. Far more than any fight takes
     * (20 rounds take about 90, stepping square by square a few hundred), low enough to bound a hostile file and a
     * client that steps and takes back for ever. Measured on a 2-core machine: {@code check} of 20,000 inputs (steps
     * and undos) takes 2.2 s of CPU, 1.5 of them the start-up, in 130 to 180 MB; continuing it reads and replays it in
     * about 1.5 s of CPU, a few seconds on a busy machine, which the screen says (FightStarter).
     */
    public static final int MAX_INPUTS = 20_000;
    /** More keyframes (rounds) than any fight has. */
    static final int MAX_KEYFRAMES = 10_000;
    /**
     * The longest line: far above any header (the scenario and the content copy, a hundred kilobytes for the shipped
     * content), input or keyframe (of a crowded fight). A recording whose header would be longer is not written.
     */
    static final int MAX_LINE = 1 << 20;
    /** The longest input: a command is a few words. */
    static final int MAX_INPUT = 1_000;
    /** How deep a line's JSON may nest: a keyframe needs four levels, a hostile file may try thousands. */
    static final int MAX_DEPTH = 32;
    private static final String MAGIC = "escarmouche-recording";

    /**
     * Reads and writes the lines' trees with the streaming parser alone: an unfinished recording is read on
     * the way to the title screen, before anything else in the process needs a mapper ({@link JsonTree}).
     */
    private final JsonTree json;
    private final Migrations migrations;
    /** The last content found to match its hash ({@link #matches}); replaced whole, so threads may share the reader. */
    private volatile Checked checked;

    public RecordingFile() {
        this(Migrations.STANDARD);
    }

    /** A reader and writer whose format is {@code migrations.current()} (the tests try a made-up chain). */
    public RecordingFile(Migrations migrations) {
        this.migrations = migrations;
        JsonFactory factory = JsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH)
                        .maxStringLength((int) MAX_BYTES).build())
                .enable(com.fasterxml.jackson.core.StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                .build();
        this.json = new JsonTree(factory);
    }

    /** A recording that cannot be read, with a message naming the file, the line and the problem. */
    public static final class Unreadable extends Exception {
        private final transient String where;
        private final transient JsonMessages.Said json;

        public Unreadable(String message) {
            this(message, null, null);
        }

        /** A line that is not JSON: {@code where} ("file:line:column") and what the parser found, said by key. */
        Unreadable(String where, JsonMessages.Said json) {
            this(where + ": not JSON: " + json.english(), where, json);
        }

        private Unreadable(String message, String where, JsonMessages.Said json) {
            super(message);
            this.where = where;
            this.json = json;
        }

        /**
         * The message in {@code messages}' language: a line that is not JSON says what the parser found in it
         * (the English sentence's other phrases are said again by the caller's own means).
         */
        public Optional<String> notJson(ScreenMessages messages) {
            return json == null ? Optional.empty()
                    : Optional.of(messages.text("engine.save.file.json", where, json.in(messages)));
        }
    }

    /** Writes {@code r} to {@code file} crash-safely, the previous version kept as {@code FILE.bak}. */
    public void write(Path file, Recording r) throws IOException {
        write(file, new SavedFight(r, List.of()));
    }

    /**
     * Writes a recording and its keyframes crash-safely, the previous version kept as {@code FILE.bak}; refused
     * when it holds more inputs than {@link #read} takes, the file then left as it was, still readable.
     */
    public void write(Path file, SavedFight fight) throws IOException {
        int inputs = fight.recording().inputs().size();
        if (inputs > MAX_INPUTS) {
            throw new IOException("it would hold " + inputs + " inputs, more than a recording may (" + MAX_INPUTS + ")");
        }
        AtomicFile.write(file, readable(text(fight)));
    }

    /** A recording's text, refused when its header is longer than any reader takes ({@link #MAX_LINE}): content too large. */
    private static String readable(String text) throws IOException {
        int header = text.indexOf('\n');
        if (header > MAX_LINE) {
            throw new IOException("its first line, the scenario and a copy of the content, would hold " + header
                    + " characters, more than a recording's line may (" + MAX_LINE + ")");
        }
        return text;
    }

    /** The file's text for {@code r}. */
    public String text(Recording r) {
        return text(new SavedFight(r, List.of()));
    }

    /** The file's text for a recording and its keyframes. */
    public String text(SavedFight fight) {
        Recording r = fight.recording();
        StringBuilder out = new StringBuilder();
        ObjectNode head = JsonNodeFactory.instance.objectNode();
        head.put("type", MAGIC);
        head.put("format", r.format());
        head.put("game", r.game());
        head.put("contentHash", r.contentHash());
        head.put("seed", r.seed());
        head.put("scenarioPath", r.scenarioPath());
        head.put("scenario", r.scenario());
        if (r.table() != null) head.put("table", r.table());
        if (r.playedAs() != null) head.put("playedAs", r.playedAs().word());
        ObjectNode files = head.putObject("content");
        new TreeMap<>(r.content()).forEach(files::put);
        line(out, head);
        int k = 0;
        List<Keyframe> keys = fight.keyframes();
        for (int i = 0; i <= r.inputs().size(); i++) {
            while (k < keys.size() && keys.get(k).inputs() <= i) line(out, keyframe(keys.get(k++)));
            if (i < r.inputs().size()) line(out, JsonNodeFactory.instance.objectNode().put("input", r.inputs().get(i)));
        }
        if (r.result() != null) line(out, JsonNodeFactory.instance.objectNode().put("result", r.result()));
        return out.toString();
    }

    private JsonNode keyframe(Keyframe k) {
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        ObjectNode body = out.putObject("keyframe");
        body.put("round", k.round());
        body.put("inputs", k.inputs());
        try {
            body.set("state", json.read(k.state()));
        } catch (IOException e) {
            throw new IllegalStateException("a keyframe's state is JSON the game wrote", e);
        }
        return out;
    }

    private void line(StringBuilder out, JsonNode node) {
        out.append(json.write(node)).append('\n');
    }

    /** The result line as {@link #text} writes it: {"result":"party"}. */
    private static final Pattern RESULT_LINE = Pattern.compile("\\{\"result\":\"[^\"\\\\]{1,100}\"\\}");
    /** Enough of a file's end to hold its last line when that is a result line. */
    private static final int TAIL = 256;

    /**
     * Whether the file ends with a result line as this game writes it, read from the file's last bytes
     * only. Such a recording is over, or else unreadable (a line after its result, a damaged header):
     * either way it is no fight to continue, which is all the title screen asks of the saves it does not
     * show. False when it cannot tell (unreadable, no such line): then read the file.
     */
    public static boolean endsWithResult(Path file) {
        return endsWithResult(file, FileStamp.of(file));
    }

    /**
     * The same for a file whose {@link FileStamp} was just taken: only a regular file has one, and only then is the
     * file opened (a FIFO named like a save would block the opening for good, and the title screen with it; a link
     * is no recording of the folder). A folder of thousands of fights is looked through with one look at each file's
     * attributes instead of two.
     */
    public static boolean endsWithResult(Path file, FileStamp stamp) {
        if (stamp == null) return false;
        try (FileChannel in = FileChannel.open(file, StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS)) {
            long size = in.size();
            int n = (int) Math.min(size, TAIL);
            ByteBuffer tail = ByteBuffer.allocate(n);
            in.position(size - n);
            while (tail.hasRemaining() && in.read(tail) >= 0) {}
            // Bytes, not characters: the tail may start inside a character, and only its last line is read.
            String text = new String(tail.array(), 0, tail.position(), StandardCharsets.ISO_8859_1);
            if (!text.endsWith("\n")) return false;
            int start = text.lastIndexOf('\n', text.length() - 2) + 1;
            // A line that starts before the tail could be the end of a longer one.
            if (start == 0 && n < size) return false;
            return RESULT_LINE.matcher(text.substring(start, text.length() - 1)).matches();
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /** Reads a recording file; any problem is an {@link Unreadable} naming the file and the line. */
    public Recording read(Path file, LinkOption... links) throws Unreadable {
        return load(file, links).recording();
    }

    /**
     * Reads a recording file with its keyframes; any problem is an {@link Unreadable} naming the file and the line.
     * Only a regular file is opened: a FIFO or a device named like a recording would block the reader, or never end.
     * A link is followed to its file, as for a file named on the command line; a folder's own recordings are read
     * with {@link LinkOption#NOFOLLOW_LINKS}, a link among them being no recording of the folder.
     */
    public SavedFight load(Path file, LinkOption... links) throws Unreadable {
        byte[] bytes;
        try {
            if (!Files.isRegularFile(file, links)) {
                throw new Unreadable(file + ": " + (Files.exists(file, links) ? "not a regular file" : "no such file"));
            }
            bytes = readBounded(file, links);
        } catch (NoSuchFileException e) {
            throw new Unreadable(file + ": no such file");
        } catch (IOException e) {
            throw unread(file, e);
        } catch (OutOfMemoryError e) {
            throw new Unreadable(file + ": cannot be read (" + e.getMessage() + ")");
        }
        return parseSave(bytes, file.toString());
    }

    /**
     * A count in an English sentence, its digits grouped as every screen and document writes them ("20,000"): the
     * screens say it again in their language's way ("20 000"), the sentence's phrase writing it as a number.
     */
    private static String grouped(int count) {
        return String.format(Locale.ENGLISH, "%,d", count);
    }

    /**
     * A file the system would not let be read, and why, in the words the saves say it in ({@link IoReason}): the
     * reason alone after the file, never the exception's message, which an {@code AccessDeniedException}'s is (its
     * path, nothing more: "cannot be read (/the/path)" said the path three times in Past fights and no reason).
     */
    public static Unreadable unread(Path file, IOException e) {
        return new Unreadable(file + ": " + IoReason.of(e));
    }

    /**
     * The file's bytes, opened as {@code links} say (a link swapped in since it was checked is not followed when
     * the caller said not to), and refused beyond {@link #MAX_BYTES} however it grows meanwhile.
     */
    private static byte[] readBounded(Path file, LinkOption... links) throws IOException, Unreadable {
        Set<OpenOption> options = new HashSet<>(List.of(links));
        options.add(StandardOpenOption.READ);
        try (FileChannel in = FileChannel.open(file, options)) {
            long size = in.size();
            if (size > MAX_BYTES) throw new Unreadable(file + ": larger than " + (MAX_BYTES >> 20) + " MiB: not a recording");
            ByteBuffer buffer = ByteBuffer.allocate((int) size);
            while (buffer.hasRemaining() && in.read(buffer) >= 0) {
                // until the end the size said, or the end of a file cut meanwhile
            }
            byte[] bytes = new byte[buffer.position()];
            System.arraycopy(buffer.array(), 0, bytes, 0, bytes.length);
            return bytes;
        }
    }

    /** Reads a recording and its keyframes from the bytes of its file; {@code name} is how messages name it. */
    public SavedFight parseSave(byte[] bytes, String name) throws Unreadable {
        if (bytes.length > MAX_BYTES) throw new Unreadable(name + ": larger than " + (MAX_BYTES >> 20) + " MiB: not a recording");
        String text;
        ByteBuffer in = ByteBuffer.wrap(bytes);
        try {
            text = StandardCharsets.UTF_8.newDecoder().decode(in).toString();
        } catch (CharacterCodingException e) {
            // The decoder stops at the first byte it cannot read.
            throw notUtf8(bytes, in.position(), name);
        }
        return parseSave(text, name);
    }

    /**
     * A recording with a byte that is not UTF-8 at {@code bad}, said with its line and column ("name:5:2", the column
     * in characters as an editor counts them) and the byte, as a command script's or a content file's is: one bad byte
     * in a save of thousands of lines must be found without reading them all.
     */
    private static Unreadable notUtf8(byte[] bytes, int bad, String name) {
        String before = new String(bytes, 0, bad, StandardCharsets.UTF_8);
        int lineStart = before.lastIndexOf('\n') + 1;
        long line = before.chars().filter(c -> c == '\n').count() + 1;
        int column = before.codePointCount(lineStart, before.length()) + 1;
        return new Unreadable(name + ":" + line + ":" + column + String.format(Locale.ROOT,
                ": not UTF-8 text (byte 0x%02X): damaged, or not a recording", bytes[bad] & 0xff));
    }

    /** Whether the previous version of {@code file} ({@code FILE.bak}, kept by every write) exists. */
    public static boolean hasBackup(Path file) {
        return Files.isRegularFile(AtomicFile.backupOf(file));
    }

    /** Where the previous version of {@code file} is kept. */
    public static Path backupOf(Path file) {
        return AtomicFile.backupOf(file);
    }

    /**
     * The recording a hidden copy belongs to, when {@code file} is one a crash in the middle of a write left
     * ({@code .NAME.jsonl.tmp}, or {@code .NAME.jsonl.bak.tmp} of its backup); empty for any other file.
     */
    public static Optional<Path> ofLeftover(Path file) {
        return AtomicFile.ownerOfTemporary(file).filter(p -> p.getFileName().toString().endsWith(".jsonl"));
    }

    /** Reads the previous version of {@code file}, for when the file itself is unreadable. */
    public SavedFight loadBackup(Path file) throws Unreadable {
        return load(AtomicFile.backupOf(file), LinkOption.NOFOLLOW_LINKS);
    }

    /** Reads a recording from its text; {@code name} is how messages name it. */
    public Recording parse(String text, String name) throws Unreadable {
        return parseSave(text, name).recording();
    }

    /** Reads a recording and its keyframes from its text; {@code name} is how messages name it. */
    public SavedFight parseSave(String text, String name) throws Unreadable {
        if (text.length() > MAX_BYTES) throw new Unreadable(name + ": larger than " + (MAX_BYTES >> 20) + " MiB: not a recording");
        // A byte order mark, which some editors put first, is no part of the JSON: scenarios and scripts skip it too.
        text = escarmouche.lang.Utf8Text.withoutByteOrderMark(text);
        String[] raw = text.split("\n", -1);
        int count = raw.length;
        if (count > 0 && raw[count - 1].isEmpty()) count--;
        if (count == 0) throw new Unreadable(name + ": empty: not a recording");
        if (count > 1 + MAX_INPUTS + MAX_KEYFRAMES + 1) {
            throw new Unreadable(name + ": " + count + " lines: more than a recording may hold");
        }
        List<JsonNode> lines = new ArrayList<>(count);
        // The header too: it holds the content copy, a few hundred kilobytes at most, and a hostile field of many
        // megabytes in it cost seconds and a hundred megabytes to parse.
        if (raw[0].length() > MAX_LINE) throw new Unreadable(name + ":1: a line of " + raw[0].length() + " characters: too long");
        JsonNode head = node(raw[0], name, 1);
        if (!MAGIC.equals(head.path("type").asText())) {
            // A fight's event log (run --events) is the .jsonl most often given in a recording's place: said as one.
            if (head.has("seq") && head.has("round")) {
                throw new Unreadable(name + ":1: not a recording but a fight's event log (written by ./play run --events):"
                        + " a recording, a fight the game saved, starts with \"type\": \"" + MAGIC + "\"");
            }
            throw new Unreadable(name + ":1: not a recording (the first line has no \"type\": \"" + MAGIC + "\")");
        }
        JsonNode formatNode = head.path("format");
        int format = formatNode.canConvertToInt() && formatNode.isIntegralNumber() ? formatNode.asInt() : -1;
        if (format > migrations.current()) {
            throw new Unreadable(name + ":1: recording format " + formatNode + " was written by a newer version of the game"
                    + (migrations.current() == 1 ? " (this one reads format 1 only)"
                    : " (this one reads formats 1 to " + migrations.current() + ")"));
        }
        if (format < 1) {
            throw new Unreadable(name + ":1: recording format " + (formatNode.isMissingNode() ? "(missing)" : formatNode)
                    + " is not one this game knows (1 to " + migrations.current() + "): the file is damaged");
        }
        lines.add(head);
        for (int i = 1; i < count; i++) {
            if (raw[i].length() > MAX_LINE) throw new Unreadable(name + ":" + (i + 1) + ": a line of " + raw[i].length() + " characters: too long");
            lines.add(node(raw[i], name, i + 1));
        }
        try {
            migrations.migrate(format, lines);
        } catch (RuntimeException e) {
            throw new Unreadable(name + ": cannot bring format " + format + " up to " + migrations.current() + " (" + e.getMessage() + ")");
        }
        return interpret(lines, name);
    }

    /**
     * Whether {@code content} hashes to {@code hash}. The saves of a folder mostly carry the same content,
     * and hashing it is most of reading a recording under the quick compiler (which has no fast SHA-256):
     * content equal to the last that matched this hash is known to match without hashing it again.
     */
    private boolean matches(String hash, Map<String, String> content) {
        Checked last = checked;
        if (last != null && last.hash().equals(hash) && last.content().equals(content)) return true;
        if (!hash.equals(ContentSnapshot.hash(content))) return false;
        checked = new Checked(hash, content);
        return true;
    }

    /** Content found to match its hash. */
    private record Checked(String hash, Map<String, String> content) {}

    private SavedFight interpret(List<JsonNode> lines, String name) throws Unreadable {
        JsonNode head = lines.get(0);
        String scenario = text(head, "scenario", name);
        long seed = head.path("seed").isIntegralNumber() && head.path("seed").canConvertToLong()
                ? head.path("seed").asLong() : missing(name, "seed", "a whole number");
        Map<String, String> content = new TreeMap<>();
        JsonNode files = head.path("content");
        if (!files.isObject()) missing(name, "content", "an object of file texts");
        if (files.size() > ContentSnapshot.MAX_FILES) {
            throw new Unreadable(name + ":1: " + files.size() + " content files: more than " + ContentSnapshot.MAX_FILES);
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = files.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> f = it.next();
            if (!ContentSnapshot.safePath(f.getKey())) {
                throw new Unreadable(name + ":1: content file name \"" + shorten(f.getKey()) + "\" is not a plain relative path");
            }
            if (!f.getValue().isTextual()) throw new Unreadable(name + ":1: content file \"" + f.getKey() + "\" is not text");
            content.put(f.getKey(), f.getValue().asText());
        }
        String hash = text(head, "contentHash", name);
        if (!matches(hash, content)) {
            throw new Unreadable(name + ":1: the content copy does not match its hash: the file was edited or damaged");
        }
        List<String> inputs = new ArrayList<>();
        List<Keyframe> keyframes = new ArrayList<>();
        String result = null;
        for (int i = 1; i < lines.size(); i++) {
            JsonNode n = lines.get(i);
            int number = i + 1;
            if (result != null) throw new Unreadable(name + ":" + number + ": a line after the result");
            if (n.size() != 1) throw new Unreadable(name + ":" + number + ": expected one field (input, keyframe or result), found " + n.size());
            if (n.path("input").isTextual()) {
                String input = n.path("input").asText();
                if (input.length() > MAX_INPUT) throw new Unreadable(name + ":" + number + ": an input of " + input.length() + " characters: too long");
                // Said back by `run` and `check` ("unknown command ..."): a character a terminal obeys is damage here.
                int control = TerminalControl.firstIn(input, false);
                if (control >= 0) {
                    throw new Unreadable(name + ":" + number + String.format(Locale.ROOT,
                            ": an input holds control character U+%04X", (int) input.charAt(control)));
                }
                if (inputs.size() >= MAX_INPUTS) throw new Unreadable(name + ":" + number + ": more than " + grouped(MAX_INPUTS) + " inputs");
                try {
                    Inputs.parse(input);
                } catch (IllegalArgumentException e) {
                    throw new Unreadable(name + ":" + number + ": " + e.getMessage());
                }
                inputs.add(input);
            } else if (n.path("keyframe").isObject()) {
                keyframes.add(keyframe(n.path("keyframe"), inputs.size(), keyframes, name + ":" + number));
            } else if (n.path("result").isTextual()) {
                result = n.path("result").asText();
                if (result.isEmpty() || result.length() > 100 || TerminalControl.firstIn(result, false) >= 0) throw new Unreadable(name + ":" + number + ": the result is not a side's name");
            } else {
                throw new Unreadable(name + ":" + number
                        + ": expected {\"input\": \"a command\"}, {\"keyframe\": {...}} or {\"result\": \"...\"}");
            }
        }
        Recording r = new Recording(migrations.current(), head.path("game").asText("?"), hash,
                head.path("scenarioPath").asText(""), scenario, content, seed, inputs, result, table(head, name),
                playedAs(head, name));
        return new SavedFight(r, keyframes);
    }

    /**
     * The table's game master, a player name as the server allows them (shown on Past fights), or null when the
     * header has none. A null names no player: no version writes it, and the format takes a player name only.
     */
    private static String table(JsonNode head, String name) throws Unreadable {
        JsonNode t = head.path("table");
        if (t.isMissingNode()) return null;
        if (!t.isTextual() || !t.asText().matches("[a-z0-9_-]{1,32}")) {
            throw new Unreadable(name + ":1: \"table\" is not a player name (1-32 of a-z 0-9 _ -)");
        }
        return t.asText();
    }

    /**
     * The side the fight's end was told from when it is not the party's ("monsters", "referee"), or null: a header
     * without it (every recording made before it was kept) is read from the party's side, as it always was. A
     * null names no side: no version writes it, and the format takes party, monsters or referee only.
     */
    private static Standpoint playedAs(JsonNode head, String name) throws Unreadable {
        JsonNode p = head.path("playedAs");
        if (p.isMissingNode()) return null;
        Standpoint side = p.isTextual() ? Standpoint.ofWord(p.asText()) : null;
        if (side == null) throw new Unreadable(name + ":1: \"playedAs\" is not party, monsters or referee");
        return side;
    }

    private Keyframe keyframe(JsonNode k, int inputsSoFar, List<Keyframe> before, String where) throws Unreadable {
        JsonNode round = k.path("round");
        JsonNode inputs = k.path("inputs");
        JsonNode state = k.path("state");
        if (!round.isInt() || round.asInt() < 1) throw new Unreadable(where + ": the keyframe's \"round\" is not a round number");
        if (!inputs.isInt() || inputs.asInt() != inputsSoFar) {
            throw new Unreadable(where + ": the keyframe of round " + round.asInt() + " says " + (inputs.isMissingNode() ? "(nothing)" : inputs) + " inputs came before it, the file has "
                    + inputsSoFar);
        }
        if (!state.isArray()) throw new Unreadable(where + ": the keyframe's \"state\" is not a list of combatants");
        if (!before.isEmpty() && before.get(before.size() - 1).round() >= round.asInt()) {
            throw new Unreadable(where + ": a keyframe of round " + round.asInt() + " after one of round " + before.get(before.size() - 1).round());
        }
        if (before.size() >= MAX_KEYFRAMES) throw new Unreadable(where + ": more than " + grouped(MAX_KEYFRAMES) + " keyframes");
        return new Keyframe(round.asInt(), inputsSoFar, json.write(state));
    }

    private JsonNode node(String line, String name, int number) throws Unreadable {
        try {
            JsonNode n = json.readAlone(line);
            if (n == null || !n.isObject()) throw new Unreadable(name + ":" + number + ": expected a JSON object");
            return n;
        } catch (JsonProcessingException e) {
            String where = name + ":" + number + (e.getLocation() == null ? "" : ":" + e.getLocation().getColumnNr());
            JsonMessages.Said said = JsonMessages.saidOfLine(e.getOriginalMessage(), number, line,
                    e.getLocation() == null ? -1 : e.getLocation().getCharOffset());
            // The parser's own words (a message no rule knows) are cut so that a hostile file cannot flood the screen.
            if (said.key().equals("problem.json.parser")) {
                said = new JsonMessages.Said(said.key(), List.of(shorten(withoutSource(String.valueOf(said.args().get(0))))));
            }
            throw new Unreadable(where, said);
        } catch (IOException e) {
            // A string parser reads no file: any other failure is one of its own, said the same way.
            throw new Unreadable(name + ":" + number + ": not JSON (" + shorten(String.valueOf(e.getMessage())) + ")");
        } catch (StackOverflowError e) {
            throw new Unreadable(name + ":" + number + ": JSON nested too deeply");
        }
    }

    /**
     * The parser's message without where it began reading ("(start marker at [Source: REDACTED ...; line: 1,
     * column: 9])"): each line of a recording is read alone, so its place inside the line says nothing the file's
     * line number does not, and it would push the message's end out of the few words kept.
     */
    private static String withoutSource(String message) {
        return String.valueOf(message).replaceAll("\\s+", " ")
                .replaceAll(" ?\\((start marker|for \\w+ starting) at \\[Source:[^\\]]*\\]\\)", "")
                .replaceAll(" \\(code \\d+\\)", "").trim();
    }

    /** A piece of the file quoted in a message, cut so that a hostile file cannot flood the screen. */
    private static String shorten(String s) {
        return s.length() <= 80 ? s : s.substring(0, 77) + "...";
    }

    private static String text(JsonNode head, String field, String name) throws Unreadable {
        if (!head.path(field).isTextual()) missing(name, field, "text");
        return head.path(field).asText();
    }

    private static long missing(String name, String field, String expected) throws Unreadable {
        throw new Unreadable(name + ":1: the header's \"" + field + "\" is missing or not " + expected);
    }
}
