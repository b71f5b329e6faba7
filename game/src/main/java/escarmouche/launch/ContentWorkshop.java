package escarmouche.launch;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.MissingNode;
import escarmouche.content.load.Content;
import escarmouche.content.load.Loaded;
import escarmouche.content.load.Problem;
import escarmouche.content.load.ScenarioLoader;
import escarmouche.content.load.json.JsonMessages;
import escarmouche.content.load.json.JsonReader;
import escarmouche.content.load.json.Location;
import escarmouche.content.model.ClassDef;
import escarmouche.content.model.ContentWords;
import escarmouche.content.model.EncounterInfo;
import escarmouche.content.model.EntryText;
import escarmouche.content.model.MonsterDef;
import escarmouche.content.model.Scenario;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.save.AtomicFile;
import escarmouche.save.FileSlug;
import escarmouche.ui.draft.DraftCreature;
import escarmouche.ui.draft.DraftSaved;
import escarmouche.ui.draft.DraftTemplate;
import escarmouche.ui.draft.DraftWords;
import escarmouche.ui.draft.EncounterDraft;
import escarmouche.ui.draft.EncounterWorkshop;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The encounter builder's workshop over the loaded content and one folder of the player's own encounters
 * (the local saves folder's {@code encounters/}, or {@code players/NAME/encounters/} on a server). Drafts
 * are written by {@link DraftText} and checked with the same scenario loader as {@code ./play check}.
 *
 * <p>The folder is the only place it writes. A file name is made by the workshop, never taken from the
 * player as a path: lower-case letters, digits and dashes, {@code .json}; a name handed back is checked
 * again, links are refused, and every file is at most {@link #MAX_BYTES}. On a server the folder holds at most
 * {@link #MAX_FILES} encounters, each with at most its previous version ({@code .bak}, which {@link #delete} takes
 * with it), so a player on a shared server cannot fill its disk; a local game's folder is the GM's own and has no
 * such bound. A file the lists leave out (a name the game does not use as an id, a link,
 * one beyond the server's bound) is named by {@link #leftOut}, never passed over in silence.
 */
public final class ContentWorkshop implements EncounterWorkshop {
    /** The most encounters one player's folder keeps on a server. */
    public static final int MAX_FILES = 100;
    /** No bound on a local folder's encounters: {@code keeping} without one. */
    public static final int UNBOUNDED = Integer.MAX_VALUE;
    /** The largest scenario file the builder writes or reads (a 200x200 map fits). */
    public static final int MAX_BYTES = 256 * 1024;
    /** The English of the list's words for a file without a description: the entries keep English, as content does. */
    private static final ScreenMessages ENGLISH = ScreenMessages.of(Language.EN);
    /** The words of the encounters {@link #saved} listed last: each screen that lists them has just listed them. */
    private volatile ContentWords savedWords = ContentWords.NONE;
    private static final Pattern FILE_NAME = Pattern.compile("[a-z0-9][a-z0-9-]{0,47}\\.json");

    private final Content content;
    private final Path folder;
    private final String shown;
    private final int most;
    private final ScenarioLoader loader = new ScenarioLoader();

    /** A local game's workshop: as many encounters as the GM keeps. */
    public ContentWorkshop(Content content, Path folder, String shown) {
        this(content, folder, shown, UNBOUNDED);
    }

    /**
     * @param folder the player's own encounters (made on the first save)
     * @param shown  how the folder is named to the player in messages (a server does not show its own paths)
     * @param most   the most encounters the folder keeps ({@link #MAX_FILES} on a server, {@link #UNBOUNDED} locally)
     */
    public ContentWorkshop(Content content, Path folder, String shown, int most) {
        this.content = content;
        this.folder = folder.toAbsolutePath().normalize();
        this.shown = shown;
        this.most = most;
    }

    @Override
    public boolean available() {
        return true;
    }

    @Override
    public List<DraftTemplate> templates() {
        List<DraftTemplate> out = new ArrayList<>();
        for (ClassDef c : content.classes().values()) out.add(new DraftTemplate(c.id(), c.name(), true, 1, 1));
        for (MonsterDef m : content.monsters().values()) {
            var spec = m.creature();
            out.add(new DraftTemplate(m.id(), spec.name(), false, Math.max(1, spec.width()), Math.max(1, spec.height())));
        }
        return out;
    }

    @Override
    public List<String> behaviours() {
        return List.copyOf(content.behaviors().keySet());
    }

    @Override
    public String behaviourDescription(String name) {
        var b = content.behaviors().get(name);
        return b == null ? null : b.description();
    }

    @Override
    public List<EncounterInfo> saved() {
        List<EncounterInfo> out = new ArrayList<>();
        ContentWords.Builder words = new ContentWords.Builder();
        for (Path file : files()) {
            String fileName = file.getFileName().toString();
            OwnFile read = OwnFile.read(file);
            String name = read.text("name", fileName.substring(0, fileName.length() - ".json".length()));
            String description = read.text("description", ENGLISH.text(read.unreadable() ? "build.yours.unreadable"
                    : "build.yours.about", shown(fileName)));
            EncounterInfo e = new EncounterInfo("yours/" + fileName, name, description, "yours", file);
            out.add(e);
            words.add(ContentWords.Kind.ENCOUNTER, e.id(), new EntryText(name, description), languages(read, fileName));
        }
        savedWords = words.build();
        return out;
    }

    @Override
    public ContentWords savedWords() {
        return savedWords;
    }

    /** A file's own names in the other languages; the workshop's words describe one that has no description. */
    private Map<String, EntryText> languages(OwnFile read, String fileName) {
        Map<String, EntryText> languages = new LinkedHashMap<>();
        for (Language l : Language.values()) {
            if (l == Language.EN) continue;
            JsonNode own = read.root().path(l.code());
            String name = own.path("name").isTextual() ? own.path("name").asText() : null;
            String description = own.path("description").isTextual() ? own.path("description").asText() : null;
            if (description == null && !read.root().path("description").isTextual()) {
                description = ScreenMessages.of(l).text(read.unreadable() ? "build.yours.unreadable" : "build.yours.about",
                        shown(fileName));
            }
            if (name != null || description != null) languages.put(l.code(), new EntryText(name, description));
        }
        return languages;
    }

    /**
     * One of the player's own files as the list reads it: its JSON (a missing node when too large to read, or
     * unreadable), and whether it could not be read at all.
     */
    private record OwnFile(JsonNode root, boolean unreadable) {
        static OwnFile read(Path file) {
            try {
                if (Files.size(file) > MAX_BYTES) return new OwnFile(MissingNode.getInstance(), false);
                return new OwnFile(new ObjectMapper().readTree(JsonReader.withoutBom(Files.readString(file))), false);
            } catch (IOException | RuntimeException e) {
                return new OwnFile(MissingNode.getInstance(), true);
            }
        }

        /** A top-level text field, or {@code otherwise}. */
        String text(String field, String otherwise) {
            return root.path(field).isTextual() ? root.path(field).asText() : otherwise;
        }
    }

    @Override
    public boolean own(EncounterInfo encounter) {
        Path p = encounter.path();
        return p != null && folder.equals(p.toAbsolutePath().normalize().getParent());
    }

    @Override
    public String fileOf(EncounterInfo encounter) {
        return encounter.path() == null ? "" : encounter.path().getFileName().toString();
    }

    /**
     * Deletes one of the player's own files: only a file of this folder, as {@link #saved} lists them; a link
     * there is removed itself, never what it points to. The fights played with it keep their own copy of it.
     * What its saves left beside it goes too, as deleting a fight takes its own (SaveFolder): the previous version
     * ({@code NAME.json.bak}) and the hidden copies a crash in the middle of a save leaves. Left behind, they were
     * seen in no list and counted in no bound: a player who saved and deleted over and over could fill a server's disk
     * with them, past the {@link #MAX_FILES} encounters the folder was said to hold.
     */
    @Override
    public DraftWords delete(EncounterInfo encounter) {
        if (!own(encounter)) return DraftWords.of("build.refused.delete.content", encounter.name());
        Path file = encounter.path();
        // Its companions first, the file last: when one of them cannot go, the encounter is still listed, with the
        // message, rather than gone from the list with a file of it left where no list shows it.
        List<Path> all = new ArrayList<>(List.of(AtomicFile.backupOf(file)));
        all.addAll(AtomicFile.temporariesOf(file));
        all.add(file);
        Path at = file;
        try {
            for (Path one : all) {
                at = one;
                // A folder of a companion's name is nothing a save made (a link is removed itself).
                if (one == file || !Files.isDirectory(one, LinkOption.NOFOLLOW_LINKS)) Files.deleteIfExists(one);
            }
            return null;
        } catch (IOException | RuntimeException e) {
            return DraftWords.of("build.refused.delete", shown(at.getFileName().toString()), e.getMessage());
        }
    }

    @Override
    public DraftOpened open(EncounterInfo encounter) {
        Path file = encounter.path();
        String text;
        try {
            if (Files.isSymbolicLink(file) && own(encounter)) return new DraftOpened(null, DraftWords.of("build.refused.link", shown(file.getFileName().toString())));
            if (Files.size(file) > MAX_BYTES) return new DraftOpened(null, DraftWords.of("build.refused.large.open", encounter.name(), MAX_BYTES / 1024));
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return new DraftOpened(null, DraftWords.of("build.refused.unreadable", encounter.name(), e.getMessage()));
        }
        String fileName = file.getFileName().toString();
        EncounterDraft draft = DraftReading.read(text, fileName.replaceFirst("\\.json$", ""),
                template -> content.classes().containsKey(template), this::namedMap);
        if (draft == null) return new DraftOpened(null, unread(encounter, text, fileName));
        boolean mine = own(encounter) && FILE_NAME.matcher(fileName).matches();
        return new DraftOpened(draft.savedAs(text, mine ? fileName : null), null);
    }

    /**
     * Why the builder cannot read a file as a scenario: JSON it cannot parse (cut short, a comma too many) is said as
     * {@code ./play check} says it, the place and the reader's words, rather than as a file whose JSON is no object.
     */
    private DraftWords unread(EncounterInfo encounter, String text, String fileName) {
        JsonReader.Result read = new JsonReader().read(text);
        if (read.root() != null || read.problems().isEmpty()) return DraftWords.of("build.refused.notjson", encounter.name());
        JsonReader.SyntaxProblem problem = read.problems().get(0);
        Location at = problem.at();
        String place = shown(fileName) + (at.line() > 0 ? ":" + at.line() + ":" + at.column() : "");
        return DraftWords.of("build.refused.invalid", encounter.name(), words(problem.said()), place);
    }

    /** The reader's finding as the builder's words: the same keys, each inner finding a sentence of its own. */
    private static DraftWords words(JsonMessages.Said said) {
        Object[] args = new Object[said.args().size()];
        for (int i = 0; i < args.length; i++) {
            Object a = said.args().get(i);
            args[i] = a instanceof JsonMessages.Said inner ? words(inner) : a;
        }
        return DraftWords.of(said.key(), args);
    }

    @Override
    public EncounterDraft mapOnly(EncounterDraft opened) {
        return opened.mapOnly(DraftText.mapOnly(opened.base()));
    }

    @Override
    public List<String> check(EncounterDraft draft, ScreenMessages words) {
        String text = DraftText.write(draft, this::namedMap);
        List<String> problems = new ArrayList<>();
        if (text.length() > MAX_BYTES) problems.add(words.text("build.refused.large", MAX_BYTES / 1024));
        Loaded<Scenario> loaded = loader.parse(text, shown(fileName(draft)), content);
        for (Problem p : loaded.problems()) problems.add(p.in(words));
        return problems;
    }

    @Override
    public String text(EncounterDraft draft) {
        return DraftText.write(draft, this::namedMap);
    }

    @Override
    public DraftSaved save(EncounterDraft draft, boolean replace) {
        return write(draft, fileName(draft), replace);
    }

    /** A new file whose name ends with {@code end} kept whole, the draft's name cut to make room for it. */
    @Override
    public DraftSaved keep(EncounterDraft draft, String name, String fr, String end) {
        // The scenario read from takes both names, so the French one is written in its "fr" as a name of its own.
        EncounterDraft kept = draft.asNewFile(name).savedAs(DraftText.named(draft.base(), name, fr), null);
        return write(kept, FileSlug.of(draft.name(), "encounter", end) + ".json", false);
    }

    @Override
    public String frenchName(EncounterDraft draft) {
        return DraftText.frenchName(draft);
    }

    private DraftSaved write(EncounterDraft draft, String fileName, boolean replace) {
        String text = DraftText.write(draft, this::namedMap);
        if (text.getBytes(StandardCharsets.UTF_8).length > MAX_BYTES) {
            return new DraftSaved.Refused(DraftWords.of("build.refused.large", MAX_BYTES / 1024));
        }
        if (!FILE_NAME.matcher(fileName).matches()) return new DraftSaved.Refused(DraftWords.of("build.refused.name", fileName));
        Path target = folder.resolve(fileName).normalize();
        if (!folder.equals(target.getParent())) return new DraftSaved.Refused(DraftWords.of("build.refused.name", fileName));
        boolean exists = Files.exists(target, LinkOption.NOFOLLOW_LINKS);
        if (Files.isSymbolicLink(target) || exists && !Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS)) {
            return new DraftSaved.Refused(DraftWords.of("build.refused.notfile", shown(fileName)));
        }
        // Editing one's own file writes it again; any other file of the same name is only replaced when asked.
        if (exists && !fileName.equals(draft.file()) && !replace) return new DraftSaved.Clash(fileName);
        if (!exists && most != UNBOUNDED && usable().size() >= most) {
            return new DraftSaved.Refused(DraftWords.of("build.refused.full", most));
        }
        try {
            AtomicFile.write(target, text);
        } catch (IOException e) {
            return new DraftSaved.Refused(DraftWords.of("build.refused.unwritable", shown(fileName), e.getMessage()));
        }
        List<DraftCreature> kept = new ArrayList<>();
        for (DraftCreature c : draft.creatures()) {
            kept.add(c.savedAs(c.id()));
        }
        return new DraftSaved.Written(draft.withCreatures(kept).savedAs(text, fileName), shown(fileName));
    }

    /** The draft's own file, or a new name made from the encounter's. */
    static String fileName(EncounterDraft draft) {
        if (draft.file() != null) return draft.file();
        return FileSlug.of(draft.name(), "encounter") + ".json";
    }

    private String shown(String fileName) {
        return shown + "/" + fileName;
    }

    /**
     * A file of the player's folder as {@link #shown} names it, whatever the folder's place on the disk. Any other
     * file is said as it is in a local game; on a server by its name alone: another player's folder, the content's
     * or the path an older recording kept are places of the server's disk, which its players never see.
     */
    @Override
    public String shownPath(String path) {
        if (path == null) return null;
        try {
            Path file = Path.of(path).toAbsolutePath().normalize();
            if (file.getParent() != null && file.getParent().equals(folder)) return shown(file.getFileName().toString());
        } catch (RuntimeException e) {
            // Not a path of this machine: said as it is, or by its last name on a server.
        }
        return most == UNBOUNDED ? path : escarmouche.ui.page.EncounterCatalog.fileName(path);
    }

    /** The folder's encounters the lists show, by name: within the bound, without links and odd names. */
    private List<Path> files() {
        List<Path> all = usable();
        return all.size() > most ? all.subList(0, most) : all;
    }

    /** Every file of the folder with a name the game uses as an id, a plain file, a scenario, by name. */
    private List<Path> usable() {
        return jsonFiles().stream().filter(p -> FILE_NAME.matcher(p.getFileName().toString()).matches())
                .filter(p -> Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)).filter(p -> !notAScenario(p)).toList();
    }

    /**
     * A file of another kind (a copy of the content's weapons.json): JSON whose top level has none of format,
     * map and combatants, as simulate and check tell one. The builder would open it as an empty map and write
     * a scenario's fields into it; it is named with why instead. A file that is no JSON at all stays listed,
     * as unreadable: it may be an encounter the player is mending by hand.
     */
    private static boolean notAScenario(Path file) {
        OwnFile read = OwnFile.read(file);
        if (read.unreadable() || read.root().isMissingNode()) return false;
        JsonNode root = read.root();
        return !root.isObject() || !root.has("format") && !root.has("map") && !root.has("combatants");
    }

    /** Every {@code .json} entry of the folder, by name: what {@code ./play simulate} of the folder fights. */
    private List<Path> jsonFiles() {
        if (!Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) return List.of();
        try (Stream<Path> all = Files.list(folder)) {
            return all.filter(p -> p.getFileName().toString().endsWith(".json"))
                    .filter(p -> !Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)).sorted().toList();
        } catch (IOException e) {
            return List.of();
        }
    }

    /**
     * The {@code .json} files of the folder the lists leave out, by name, each with why: an encounter's id is
     * its file name, so a name outside lower-case letters, digits and dashes (48 at most) is not one; a link is
     * never followed; on a server, the files past its bound.
     */
    @Override
    public List<LeftOut> leftOut() {
        List<LeftOut> out = new ArrayList<>();
        for (Path p : jsonFiles()) {
            String name = p.getFileName().toString();
            if (!FILE_NAME.matcher(name).matches()) out.add(new LeftOut(name, DraftWords.of("build.left.name")));
            else if (Files.isSymbolicLink(p)) out.add(new LeftOut(name, DraftWords.of("build.left.link")));
            else if (Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS) && notAScenario(p)) {
                out.add(new LeftOut(name, DraftWords.of("build.left.kind")));
            }
        }
        List<Path> usable = usable();
        for (Path p : usable.subList(Math.min(most, usable.size()), usable.size())) {
            out.add(new LeftOut(p.getFileName().toString(), DraftWords.of("build.left.bound", most)));
        }
        return out;
    }

    private DraftReading.NamedMap namedMap(String id) {
        if (!id.matches("[A-Za-z0-9_-]+")) return null;
        Path file = content.directory().resolve("maps").resolve(id + ".json");
        try {
            JsonNode root = new ObjectMapper().readTree(JsonReader.withoutBom(Files.readString(file)));
            List<String> rows = new ArrayList<>();
            for (JsonNode r : root.path("rows")) rows.add(r.asText());
            return new DraftReading.NamedMap(rows, DraftReading.legend(root.path("legend")),
                    root.path("name").isTextual() ? root.path("name").asText() : null,
                    root.path("description").isTextual() ? root.path("description").asText() : null);
        } catch (IOException | RuntimeException e) {
            var def = content.maps().get(id);
            return def == null ? null : new DraftReading.NamedMap(def.rows(), java.util.Map.of(), def.name(), def.description());
        }
    }
}
