package escarmouche.cli;

import escarmouche.content.load.Content;
import escarmouche.content.model.Scenario;
import escarmouche.lang.Located;
import escarmouche.launch.PlayerChoices;
import escarmouche.lang.ScreenMessages;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The scenarios of a {@code simulate} of several: the files named, a folder standing for the {@code .json}
 * files directly in it, by name. Each that cannot be read (or is a recording) is said on standard error and
 * left out; the others are fought.
 */
final class Survey {
    private Survey() {}

    /** The scenarios read, each with its file, and the files that could not be. */
    record Read(List<Scenario> scenarios, List<Path> files, List<Path> unread) {}

    static Read read(List<Path> named, ScreenMessages m) {
        List<Scenario> scenarios = new ArrayList<>();
        List<Path> files = new ArrayList<>();
        List<Path> unread = new ArrayList<>();
        List<Path> toRead = expand(named, unread, m);
        Content content = toRead.isEmpty() ? null : ScenarioFiles.content(System.err, m);
        if (content == null) {
            unread.addAll(toRead);
            return new Read(scenarios, files, unread);
        }
        Set<Path> seen = new HashSet<>();
        for (Path file : toRead) {
            // A file named twice (a folder and one of its files, two globs) is one encounter: one line of odds.
            // So is standard input named twice ("- -"), which a second read would find empty.
            if (!seen.add(InputFiles.isStdin(file) ? file : same(file))) {
                System.err.println(m.text("cli.survey.twice", file));
                continue;
            }
            Scenario s = null;
            String oneFight = notAScenario(file, m);
            if (oneFight != null) System.err.println(oneFight);
            else s = ScenarioFiles.load(file, content, System.err, m);
            if (s == null) {
                unread.add(file);
            } else {
                scenarios.add(s);
                files.add(file);
            }
        }
        return new Read(scenarios, files, unread);
    }

    /**
     * What simulate says of a file that holds one fight rather than a scenario, or null for any other file:
     * an event log, which no command takes in place of a scenario (run and replay refuse it), a recording,
     * with the commands that take one, or a command script, with the run that plays it. Read as a scenario, its second line would be "unexpected content".
     */
    static String notAScenario(Path file, ScreenMessages m) {
        if (EventLogInput.looksLikeOne(file)) return m.text("cli.simulate.events", file);
        if (RecordingInput.looksLikeOne(file)) return m.text("cli.simulate.recording", file);
        if (ScriptInput.looksLikeOne(file)) return m.text("cli.simulate.script", file, ScriptInput.runLine(file));
        return null;
    }

    /** The file itself, however it was named (a link, "./", ".."), when it can be told; else its path made whole. */
    static Path same(Path file) {
        try {
            return file.toRealPath();
        } catch (IOException | RuntimeException e) {
            return file.toAbsolutePath().normalize();
        }
    }

    /** The files to read: a folder gives its {@code .json} files, by name; one without any is said and counted. */
    private static List<Path> expand(List<Path> named, List<Path> unread, ScreenMessages m) {
        List<Path> out = new ArrayList<>();
        for (Path p : named) {
            if (!Files.isDirectory(p)) {
                out.add(p);
                continue;
            }
            List<Path> inside = new ArrayList<>();
            try (Stream<Path> s = Files.list(p)) {
                // A saves folder's parties.json is the game's own file beside the fights, not a scenario.
                s.filter(f -> f.getFileName().toString().endsWith(".json") && Files.isRegularFile(f)
                        && !PlayerChoices.FILES.contains(f.getFileName().toString())).sorted().forEach(inside::add);
            } catch (IOException | RuntimeException e) {
                System.err.println(Located.text(m, "cli.survey.folder.unreadable", p));
                unread.add(p);
                continue;
            }
            if (inside.isEmpty()) {
                System.err.println(Located.text(m, "cli.survey.folder.empty", p));
                unread.add(p);
            }
            out.addAll(inside);
        }
        return out;
    }
}
