package escarmouche.content.load;

import escarmouche.content.model.Scenario;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * What {@code ./play check PATH} runs: every problem of a content directory (its tutorial included), of
 * one content file, of a scenario anywhere, or of a directory of scenarios. A scenario is checked
 * against the content directory found by walking up from it, else against the one given to the
 * constructor. Files it does not read are named in warnings, and command scripts ({@code .commands})
 * found beside scenarios are handed back for the caller to check, as are recordings ({@code .jsonl}) found in
 * a folder of scenarios or of saves.
 */
public final class ContentChecker {
    static final List<String> CONTENT_FOLDERS = List.of("behaviors", "classes", "monsters", "maps", "encounters");
    /** Scenarios of the content directory that are not encounters: the interface's tutorial. */
    static final String TUTORIAL = "tutorial";
    /** A command script's file name ends so; its scenario, when beside it, has the same name in {@code .json}. */
    public static final String SCRIPT_SUFFIX = ".commands";
    static final String RECORDING_SUFFIX = ".jsonl";

    /**
     * What a check found.
     *
     * @param problems every problem, in file order
     * @param warnings files and folders that were not read, each with why
     * @param scripts    command scripts found, which the caller checks (their grammar is the game's)
     * @param recordings recordings ({@code .jsonl}) found in a folder of scenarios or saves, which the caller
     *                   checks (they are played again by the engine)
     * @param files      how many files were read; 0 means nothing was checked
     * @param content    the content folder the scenarios were read with, the one a file was checked as part
     *                   of, or the content folder checked as a whole; null when none was read (a script, nothing)
     * @param passedOver a content folder above or beside the scenarios that they were not read with (a
     *                   campaign's copy), or null: one case where which content was used is worth saying
     * @param played     for a content folder other than the game's (a campaign's copy), checked as a whole or a
     *                   file of it, the game's content, which the game, run and simulate read; null otherwise: the
     *                   other case
     * @param read       the content as read for the check, whose weapons, spells and items a command script's
     *                   commands are checked against; null when none was read
     * @param checked    every file the check read, scripts and recordings too: a file a folder's check reads is
     *                   not checked again when named besides
     */
    public record Findings(List<Problem> problems, List<Problem> warnings, List<Path> scripts, List<Path> recordings,
                           int files, Path content, Path passedOver, Path played, Content read, List<Path> checked) {
        public Findings {
            problems = List.copyOf(problems);
            warnings = List.copyOf(warnings);
            scripts = List.copyOf(scripts);
            recordings = List.copyOf(recordings);
            checked = List.copyOf(checked);
        }
    }

    private final Path defaultContent;
    private final ContentLoader loader = new ContentLoader();
    private final ScenarioLoader scenarios = new ScenarioLoader();
    /** Names of files a folder of fights keeps beside them that are not scenarios (the player's choices). */
    private final Set<String> besides;

    /** @param defaultContentDir the content used for scenarios outside any checkout; may be null */
    public ContentChecker(Path defaultContentDir) {
        this(defaultContentDir, Set.of());
    }

    private ContentChecker(Path defaultContentDir, Set<String> besides) {
        this.defaultContent = defaultContentDir;
        this.besides = Set.copyOf(besides);
    }

    /**
     * The same checker, passing over the files of these names at the top of a folder it checks: what a saves
     * folder keeps beside its fights that is not a scenario (its settings, the parties remembered), which read
     * as scenarios would be nothing but problems.
     */
    public ContentChecker besides(Set<String> names) {
        return new ContentChecker(defaultContent, names);
    }

    /** Uses the content directory {@link ContentLocator#standard()} finds. */
    public ContentChecker() {
        this(ContentLocator.standard().locate().orElse(null));
    }

    public List<Problem> check(Path path) {
        return review(path).problems();
    }

    public Findings review(Path path) {
        Collector c = new Collector();
        if (!Files.exists(path)) {
            Wording why = Wording.of(!Files.isSymbolicLink(path) ? "problem.path.missing"
                    : LinkLoop.loops(path) ? "problem.path.loop" : "problem.path.dangling");
            c.problems.add(new Problem(path.toString(), "", 0, 0, why));
            return c.findings();
        }
        if (isContentDir(path)) {
            c.content = path;
            if (defaultContent != null && !sameFolder(path, defaultContent)) c.played = defaultContent;
            ContentLoader.Result content = loader.read(path);
            c.read = content.content();
            c.problems.addAll(content.problems());
            c.warnings.addAll(content.warnings());
            inventory(path, c);
            for (Path file : c.tutorial) scenario(file.toString(), scenarios.load(file, content.content()), c);
            return c.findings();
        }
        Path owner = owningContentDir(path);
        if (owner != null) {
            c.content = owner;
            if (defaultContent != null && !sameFolder(owner, defaultContent)) c.played = defaultContent;
            ContentLoader.Result content = loader.read(owner);
            c.read = content.content();
            c.problems.addAll(within(content.problems(), path));
            c.warnings.addAll(within(content.warnings(), path));
            if (Files.isDirectory(path)) folder(path, path.getFileName().toString(), c);
            else read(path, c);
            return c.findings();
        }
        if (!Files.isDirectory(path) && path.toString().endsWith(SCRIPT_SUFFIX)) {
            c.scripts.add(path);
            // The content the script's commands will be played with, for the names they give (weapons,
            // spells, items); its own problems are its own check's.
            Path contentDir = contentFor(path);
            if (contentDir != null) c.read = loader.read(contentDir).content();
            return c.findings();
        }
        List<Path> files = new ArrayList<>();
        if (Files.isDirectory(path)) scenarioFolder(path, files, c, besides);
        else files.add(path);
        if (files.isEmpty()) return c.findings();
        Path contentDir = contentFor(path);
        if (contentDir == null) {
            c.problems.add(new Problem(path.toString(), "", 0, 0, Wording.of("problem.content.none.above",
                    ContentLocator.PROPERTY, ContentLocator.ENVIRONMENT)));
            return c.findings();
        }
        ContentLoader.Result content = loader.read(contentDir);
        c.content = contentDir;
        c.read = content.content();
        Path above = contentAbove(path);
        if (above != null && !sameFolder(above, contentDir)) c.passedOver = above;
        c.problems.addAll(content.problems());
        for (Path file : files) {
            Loaded<Scenario> loaded = scenarios.load(file, content.content());
            // In a folder, a JSON file of another kind (a copy of the weapons) is one line, as simulate says it;
            // a file named alone is taken as the scenario the user means, every missing field listed.
            if (Files.isDirectory(path) && ScenarioLoader.notAScenario(loaded.problems())) {
                c.problems.add(new Problem(file.toString(), "", 0, 0, Wording.of("problem.not.scenario")));
            } else {
                scenario(file.toString(), loaded, c);
            }
        }
        for (Path file : files) read(file, c);
        return c.findings();
    }

    /** A scenario read from a stream (standard input), checked against the default content. */
    public Findings review(InputStream in, String sourceName) {
        Collector c = new Collector();
        c.files = 1;
        if (defaultContent == null) {
            c.problems.add(new Problem(sourceName, "", 0, 0, Wording.of("problem.content.none",
                    ContentLocator.PROPERTY, ContentLocator.ENVIRONMENT)));
            return c.findings();
        }
        ContentLoader.Result content = loader.read(defaultContent);
        c.content = defaultContent;
        c.problems.addAll(content.problems());
        scenario(sourceName, scenarios.load(in, sourceName, content.content()), c);
        return c.findings();
    }

    /** A scenario's problems; and when it has none, what is valid in it but rarely meant (its warnings). */
    private static void scenario(String name, Loaded<Scenario> loaded, Collector c) {
        c.problems.addAll(loaded.problems());
        c.warnings.addAll(loaded.warnings());
    }

    private static final class Collector {
        final List<Problem> problems = new ArrayList<>();
        final List<Problem> warnings = new ArrayList<>();
        final List<Path> scripts = new ArrayList<>();
        final List<Path> recordings = new ArrayList<>();
        final List<Path> tutorial = new ArrayList<>();
        /** The files read other than scripts and recordings, counted in {@code files}. */
        final List<Path> checked = new ArrayList<>();
        Path content;
        Path passedOver;
        Path played;
        /** The content read for the check, whose names a command script is checked against; null: none. */
        Content read;
        int files;

        Findings findings() {
            List<Path> all = new ArrayList<>(checked);
            all.addAll(scripts);
            all.addAll(recordings);
            return new Findings(ProblemOrder.sorted(problems), warnings, scripts, recordings,
                    files + scripts.size() + recordings.size(), content, passedOver, played, read, all);
        }
    }

    /** Every entry of a content directory: what the loader reads is counted, anything else is named. */
    private static void inventory(Path dir, Collector c) {
        for (Path entry : entries(dir, c)) {
            String name = entry.getFileName().toString();
            if (ContentLoader.CATALOGUES.contains(name) && Files.isRegularFile(entry)) read(entry, c);
            else if ((CONTENT_FOLDERS.contains(name) || name.equals(TUTORIAL)) && Files.isDirectory(entry)) folder(entry, name, c);
            else c.warnings.add(skipped(entry, Wording.of("problem.skip.not.content", String.join(", ", ContentLoader.CATALOGUES),
                    String.join(", ", CONTENT_FOLDERS), TUTORIAL)));
        }
    }

    /** One folder of a content directory: its .json files, and scripts beside encounters and the tutorial. */
    private static void folder(Path dir, String kind, Collector c) {
        boolean scenariosHere = kind.equals("encounters") || kind.equals(TUTORIAL);
        for (Path entry : entries(dir, c)) {
            String name = entry.getFileName().toString();
            if (scenariosHere && name.endsWith(SCRIPT_SUFFIX) && Files.isRegularFile(entry)) {
                c.scripts.add(entry);
            } else if (isJsonFile(entry)) {
                read(entry, c);
                if (kind.equals(TUTORIAL)) c.tutorial.add(entry);
            } else {
                c.warnings.add(skipped(entry, null));
            }
        }
    }

    /** A file read, counted and kept among those checked. */
    private static void read(Path file, Collector c) {
        c.files++;
        c.checked.add(file);
    }

    private static void scenarioFolder(Path dir, List<Path> files, Collector c, Set<String> besides) {
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted().toList()) {
                if (p.equals(dir) || Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) continue;
                if (dir.equals(p.getParent()) && besides.contains(p.getFileName().toString()) && Files.isRegularFile(p)) continue;
                if (isJsonFile(p)) files.add(p);
                else if (p.toString().endsWith(SCRIPT_SUFFIX) && Files.isRegularFile(p)) c.scripts.add(p);
                else if (p.toString().endsWith(RECORDING_SUFFIX)) recording(p, c);
                else c.warnings.add(skipped(p, null));
            }
        } catch (IOException | java.io.UncheckedIOException e) {
            c.problems.add(new Problem(dir.toString(), "", 0, 0, Wording.of("problem.folder.unlistable", String.valueOf(e.getMessage()))));
        }
    }

    /**
     * A folder's own recording, read as the game lists its saves: without following links. A link named like one is
     * skipped as a FIFO is, never read through (what it points to is no fight of this folder, and its first word
     * would be quoted in the error); a recording named on the command line is read through its links.
     */
    private static void recording(Path p, Collector c) {
        if (Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) c.recordings.add(p);
        else c.warnings.add(skipped(p, Wording.of("problem.skip.not.regular")));
    }

    private static List<Path> entries(Path dir, Collector c) {
        try (Stream<Path> entries = Files.list(dir)) {
            return entries.sorted().toList();
        } catch (IOException e) {
            c.problems.add(new Problem(dir.toString(), "", 0, 0, Wording.of("problem.folder.unlistable", String.valueOf(e.getMessage()))));
            return List.of();
        }
    }

    private static boolean isJsonFile(Path p) {
        return p.getFileName().toString().endsWith(".json") && Files.isRegularFile(p);
    }

    /** {@code path: skipped, why}: a link to nothing, a folder, or a file that is not JSON. */
    private static Problem skipped(Path p, Wording why) {
        Wording reason;
        if (Files.isSymbolicLink(p) && !Files.exists(p)) {
            reason = Wording.of(LinkLoop.loops(p) ? "problem.path.loop" : "problem.path.dangling");
        }
        else if (Files.isDirectory(p)) reason = why != null ? why : Wording.of("problem.skip.nested");
        else if (!Files.isRegularFile(p)) reason = Wording.of("problem.skip.not.regular");
        else if (why != null) reason = why;
        else reason = Wording.of("problem.skip.not.json");
        return new Problem(p.toString(), "", 0, 0, Wording.of("problem.skipped", reason));
    }

    private static boolean isContentDir(Path dir) {
        return Files.isDirectory(dir) && Files.isRegularFile(dir.resolve("weapons.json"));
    }

    /** The content directory a path belongs to: a catalogue, a content folder or a file of one. */
    private static Path owningContentDir(Path path) {
        Path abs = path.toAbsolutePath().normalize();
        Path parent = abs.getParent();
        if (parent == null) return null;
        String name = abs.getFileName().toString();
        if (Files.isDirectory(abs)) return CONTENT_FOLDERS.contains(name) && isContentDir(parent) ? parent : null;
        if (isContentDir(parent) && ContentLoader.CATALOGUES.contains(name)) return parent;
        Path grand = parent.getParent();
        if (grand != null && CONTENT_FOLDERS.contains(parent.getFileName().toString()) && isContentDir(grand)
                && name.endsWith(".json")) {
            return grand;
        }
        return null;
    }

    /**
     * The content a scenario is checked against: the game's own, which {@code run} and {@code simulate} read it
     * with (a content folder found above a scenario passed a template those commands then refused); only when
     * the game has none (a jar run outside any checkout, no setting), a folder above the path that is, or holds,
     * a content directory.
     */
    private Path contentFor(Path path) {
        return defaultContent != null ? defaultContent : contentAbove(path);
    }

    /** The nearest folder above the path that is, or holds, a content directory; null when none. */
    private static Path contentAbove(Path path) {
        for (Path d = path.toAbsolutePath().normalize(); d != null; d = d.getParent()) {
            if (isContentDir(d)) return d;
            if (isContentDir(d.resolve("content"))) return d.resolve("content");
        }
        return null;
    }

    private static boolean sameFolder(Path a, Path b) {
        try {
            return Files.isSameFile(a, b);
        } catch (java.io.IOException e) {
            return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
        }
    }

    /** Problems of the content directory that concern the given file or folder. */
    private static List<Problem> within(List<Problem> problems, Path path) {
        Path target = path.toAbsolutePath().normalize();
        List<Problem> out = new ArrayList<>();
        for (Problem p : problems) {
            if (Path.of(p.file()).toAbsolutePath().normalize().startsWith(target)) out.add(p);
        }
        return out;
    }
}
