package escarmouche.cli;

import escarmouche.content.load.ContentChecker;
import escarmouche.content.load.ContentLocator;
import escarmouche.content.load.Problem;
import escarmouche.content.load.ProblemRuns;
import escarmouche.content.load.ScenarioWarnings;
import escarmouche.content.load.Wording;
import escarmouche.headless.EventLines;
import escarmouche.headless.HeadlessReplay;
import escarmouche.headless.ScriptCheck;
import escarmouche.lang.Located;
import escarmouche.launch.PlayerChoices;
import escarmouche.ui.lang.EngineSentences;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.save.AtomicFile;
import escarmouche.save.RecordingFile;
import escarmouche.save.SaveFolder;
import escarmouche.save.SaveLock;
import escarmouche.ui.page.SaveWords;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code ./play check PATH...}: validates content, scenario and command files, listing every problem. */
@Command(name = "check", mixinStandardHelpOptions = true, addMethodSubcommands = false,
        description = "Validate content, scenario, command or recording files and print every problem found (exit 2"
                + " if any).")
public final class CheckCommand implements Callable<Integer> {
    @Parameters(arity = "1..*", paramLabel = "PATH", descriptionKey = "paths",
            description = "the content folder, a content file, a scenario file, a command script (.commands), a"
                    + " recording (.jsonl), a folder of scenarios, or - for a scenario on standard input")
    List<Path> paths = new ArrayList<>();

    @Mixin
    ToolLanguage language;

    @Override
    public Integer call() {
        PrintStream err = System.err;
        ScreenMessages m = language.messages();
        // An empty name is no path: java.nio reads it as the working folder, which was checked instead.
        for (Path p : paths) {
            if (p.toString().isEmpty()) {
                err.println(m.text("cli.input.empty.name", m.text("cli.input.checked")));
                return 2;
            }
        }
        // A saves folder's own files beside its fights (the player's settings and parties) are not scenarios.
        ContentChecker checker = new ContentChecker().besides(PlayerChoices.FILES);
        ScriptCheck scripts = new ScriptCheck();
        List<Problem> problems = new ArrayList<>();
        List<Problem> warnings = new ArrayList<>();
        List<Path> empty = new ArrayList<>();
        List<String> recordings = new ArrayList<>();
        Set<List<Path>> passedOver = new LinkedHashSet<>();
        Set<List<Path>> playedWithOther = new LinkedHashSet<>();
        Set<List<Path>> notTheGames = new LinkedHashSet<>();
        int files = 0;
        Set<Path> named = new HashSet<>();
        List<Path> once = new ArrayList<>();
        for (Path p : paths) {
            // A path named twice is checked once, as simulate fights it once; standard input named twice ("- -")
            // would otherwise be read again, found empty, and said to be an empty file.
            if (!named.add(InputFiles.isStdin(p) ? p : Survey.same(p))) {
                err.println(m.text("cli.check.twice", p));
                continue;
            }
            once.add(p);
        }
        Map<Path, ContentChecker.Findings> reviewed = new LinkedHashMap<>();
        for (Path p : once) {
            if (RecordingInput.looksLikeOne(p)) continue;
            reviewed.put(p, InputFiles.isStdin(p) ? checker.review(System.in, InputFiles.STDIN_NAME) : checker.review(p));
        }
        // A file named besides a folder whose check reads it too (or a folder inside another) is named a second
        // time as well: its problems would be said twice and its files counted twice.
        List<Path> covered = NamedWithin.covered(once, reviewed);
        for (Path p : covered) err.println(m.text("cli.check.twice", p));
        once.removeAll(covered);
        for (Path p : once) {
            if (RecordingInput.looksLikeOne(p)) {
                files++;
                recording(p, m).ifPresent(recordings::add);
                continue;
            }
            ContentChecker.Findings found = reviewed.get(p);
            problems.addAll(found.problems());
            warnings.addAll(withoutCompanions(found.warnings(), found.recordings(), companions(p, found)));
            for (Path script : found.scripts()) {
                Companion beside = Companion.of(script);
                ScriptCheck.Beside against = beside == null ? null : beside.beside(found.read());
                ScriptCheck.Findings said = scripts.check(script, against, found.read());
                problems.addAll(said(said.problems(), m));
                warnings.addAll(said.warnings());
                // A scenario beside the script that has problems: the script was checked without it, or without
                // its map; said, so that "ok" is not read as "the script fits its fight". The check to run names the
                // scenario as the script was typed (sc/duel.json), which the folder it is run from finds.
                Path unread = Companion.unread(script);
                if (unread != null) {
                    warnings.add(new Problem(script.toString(), "", 0, 0, Wording.of("problem.script.alone",
                            unread.getFileName().toString(), unread.toString())));
                } else if (against != null && found.read() != null && against.map() == null
                        && beside.hasOwnProblems(found.read())) {
                    warnings.add(new Problem(script.toString(), "", 0, 0, Wording.of("problem.script.no.map",
                            beside.name(), beside.file().toString())));
                }
            }
            for (Path r : found.recordings()) recording(r, m).ifPresent(recordings::add);
            if (found.passedOver() != null) passedOver.add(List.of(found.content(), found.passedOver()));
            if (found.played() != null) {
                boolean whole = p.toAbsolutePath().normalize().equals(found.content().toAbsolutePath().normalize());
                (whole ? notTheGames : playedWithOther).add(List.of(found.content(), found.played()));
            }
            if (found.files() == 0 && found.problems().isEmpty()) empty.add(p);
            files += found.files();
        }
        // A file with problems still has the warnings that do not hang on them listed; those that do wait, said
        // under its problems in a note rather than counted as a warning.
        List<Problem> later = warnings.stream().filter(ScenarioWarnings::isLater).toList();
        warnings.removeAll(later);
        for (String line : ProblemRuns.saidGrouped(warnings, m)) err.println(m.text("cli.check.warning", line));
        for (String line : ProblemRuns.said(problems, m)) err.println(line);
        for (Problem p : later) err.println(m.text("cli.check.note", p.in(m)));
        for (String said : recordings) err.print(said);
        for (Path p : empty) err.println(Located.text(m, "cli.check.empty.folder", p));
        // A campaign's copy of the content nearer its scenarios is not what they are read with: say which is, as
        // it explains an "unknown template", and run and simulate read the same.
        for (List<Path> pair : passedOver) {
            err.println(m.text("cli.check.content.passed.over", shown(pair.get(0)), shown(pair.get(1)),
                    ContentLocator.ENVIRONMENT));
        }
        // The other way round: checked as part of a campaign's copy, played with the game's own.
        for (List<Path> pair : playedWithOther) {
            err.println(m.text("cli.check.content.played.with", shown(pair.get(0)), shown(pair.get(1)),
                    ContentLocator.ENVIRONMENT));
        }
        // A campaign's copy checked as a whole: valid or not, the game plays with its own unless told otherwise.
        for (List<Path> pair : notTheGames) {
            err.println(m.text("cli.check.content.not.the.games", shown(pair.get(0)), shown(pair.get(1)),
                    ContentLocator.ENVIRONMENT));
        }
        int found = problems.size() + recordings.size();
        if (found > 0) {
            // Counts said to people are grouped as their language groups them (1,025; 1 025 in French).
            err.println(m.text("cli.check.problems", found, m.language().number(found)));
            return 2;
        }
        if (!empty.isEmpty()) return 2;
        // The warnings went to the error stream above: the last line says there were some, for a reader of either.
        System.out.println(warnings.isEmpty() ? m.text("cli.check.ok", files, m.language().number(files))
                : m.text("cli.check.ok.warned", files, m.language().number(files), warnings.size(),
                        m.language().number(warnings.size())));
        return 0;
    }

    /** A script's problems in the command's language: the grammar's sentences are the engine's, said as run says them. */
    private static List<Problem> said(List<Problem> problems, ScreenMessages m) {
        // English is the engine's own sentence; and the phrases' patterns cost a start-up (50 ms) only worth it
        // for a script with problems.
        if (problems.isEmpty() || m.language() == Language.EN) return problems;
        EngineSentences sentences = EngineSentences.of(m);
        // A problem with a wording of its own is said in the language already; the others are engine sentences.
        return problems.stream().map(p -> p.wording() != null ? p : new Problem(p.file(), p.jsonPath(), p.line(),
                p.column(), sentences.say(p.message(), w -> w))).toList();
    }

    /** A folder as the user would type it: relative to the working folder when inside it. */
    private static String shown(Path folder) {
        Path here = Path.of("").toAbsolutePath().normalize();
        Path whole = folder.toAbsolutePath().normalize();
        return whole.startsWith(here) && !whole.equals(here) ? "." + File.separator + here.relativize(whole)
                : whole.toString();
    }

    /**
     * What the game keeps beside the files of a folder checked: a recording's previous version, lock and report;
     * the previous version ({@code NAME.bak}) every save through {@link AtomicFile} keeps of an encounter the
     * builder wrote (in {@code encounters/}) and of the player's settings and parties at the folder's top. Each is
     * the game's own only while the file it belongs to is there: a {@code .bak} whose file is gone, or any other
     * file, is still warned of.
     */
    private static Set<Path> companions(Path checked, ContentChecker.Findings found) {
        Set<Path> companions = new HashSet<>();
        for (Path r : found.recordings()) {
            companions.addAll(List.of(RecordingFile.backupOf(r), SaveLock.of(r), SaveFolder.reportOf(r)));
        }
        for (Path file : found.checked()) {
            if (file.getFileName().toString().endsWith(".json")) companions.add(AtomicFile.backupOf(file));
        }
        if (Files.isDirectory(checked)) {
            for (String name : PlayerChoices.FILES) {
                if (Files.isRegularFile(checked.resolve(name))) companions.add(AtomicFile.backupOf(checked.resolve(name)));
            }
        }
        return companions;
    }

    /**
     * The warnings of a folder less those of the {@code companions} the game keeps beside its files: a saves
     * folder is checked without a warning for each. A copy a crash left half-written is still warned of, as what it
     * is, since nothing else removes it but deleting its fight.
     */
    private static List<Problem> withoutCompanions(List<Problem> warnings, List<Path> recordings, Set<Path> companions) {
        List<Problem> kept = new ArrayList<>();
        for (Problem w : warnings) {
            Path file = Path.of(w.file());
            Optional<Path> of = RecordingFile.ofLeftover(file);
            if (of.isPresent()) {
                // Its fight still here, or deleted before deleting took such copies with it, or moved away.
                String key = recordings.contains(of.get()) ? "problem.skip.leftover" : "problem.skip.leftover.orphan";
                kept.add(new Problem(w.file(), "", 0, 0, Wording.of("problem.skipped",
                        Wording.of(key, of.get().getFileName().toString()))));
            } else if (!companions.contains(file)) {
                kept.add(w);
            }
        }
        return kept;
    }

    /**
     * A recording (a save, or a fight's file from {@code saves/}) is checked as {@code run} and {@code replay}
     * read it: its lines, its content copy, its scenario, then its inputs played again against them. What is
     * wrong, as those commands would say it (with the backup to try), or nothing when it plays.
     */
    private static Optional<String> recording(Path file, ScreenMessages m) {
        ByteArrayOutputStream said = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(said, true, StandardCharsets.UTF_8);
        RecordingInput in = RecordingInput.load(file, out, m);
        if (in != null) {
            HeadlessReplay.Result played = new HeadlessReplay().run(in.scenario(), in.recording().seed(), in.inputs(),
                    in.recording().result(), file.toString(), in::lineOfInput, EventLines.none(), in.keyframes());
            if (played.problem() == null) return Optional.empty();
            out.println(Located.shape(played.problem(), SaveWords.of(m, played.problem())));
            // Inputs or keyframes that do not fit (a file edited or damaged) are as much a damaged save as a cut one.
            RecordingInput.offerBackup(file, out, m);
        }
        return Optional.of(said.toString(StandardCharsets.UTF_8));
    }
}
