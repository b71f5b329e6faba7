package escarmouche.cli;

import com.googlecode.lanterna.terminal.Terminal;
import escarmouche.content.load.ContentLocator;
import escarmouche.lang.Language;
import escarmouche.launch.Launch;
import escarmouche.launch.TerminalCharset;
import escarmouche.launch.TerminalOpening;
import escarmouche.reference.RulesReference;
import escarmouche.save.FileTrees;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;

/**
 * The run the launcher records its class-data archive from (AppCDS): what the commands players and GMs
 * type most load, in one process, because Java 17 records one run per archive. It prints the help, checks
 * the content, simulates a few fights, and plays the local game on its own terminal class (its stty runs
 * replaced): the title screen, a first fight started, the title screen offering it; everything it prints
 * is dropped. The archive then holds those classes, parsed and linked, for every later start. Not a
 * command: the launcher runs this class by name (docs/testing.md).
 *
 * <p>The launcher keeps a second, shorter archive for the commands that print and leave ({@code --help},
 * {@code --version}, {@code check}): the JVM maps and relocates an archive whole before anything runs, so
 * the classes of fights and of the title screen would cost those commands time they never use. Its
 * rehearsal ({@code short}) prints the help and checks the content only.
 *
 * <p>Arguments: {@code all} or {@code short}, the content folder, and the scenario to simulate.
 */
public final class ArchiveTraining {
    private ArchiveTraining() {}

    public static void main(String[] args) throws IOException {
        if (args.length != 3 || !(args[0].equals("all") || args[0].equals("short"))) {
            System.err.println("usage: ArchiveTraining all|short CONTENT-FOLDER SCENARIO");
            System.exit(2);
        }
        boolean whole = args[0].equals("all");
        PrintStream dropped = new PrintStream(OutputStream.nullOutputStream(), true, StandardCharsets.UTF_8);
        System.setOut(dropped);
        System.setErr(dropped);
        // The title screen reads the same content folder as the check.
        ContentLocator content = ContentLocator.at(Path.of(args[1]));
        int failures = 0;
        // What Main.main does before its command line, for those classes' sake: the terminal's charset
        // and PlayCommand's copy of the environment (this run's commands are given an empty one).
        TerminalCharset.of(System.getenv());
        Map.copyOf(System.getenv());
        List<List<String>> lines = whole
                ? List.of(List.of("--help"), List.of("check", args[1]),
                        List.of("simulate", args[2], "--runs", "20", "--threads", "1", "--json"))
                : List.of(List.of("--help"), List.of("check", args[1]));
        for (List<String> line : lines) {
            // English, as an empty environment asks; the French texts are the same classes.
            CommandLine cl = Main.forArguments(Map.of(), line.toArray(String[]::new));
            cl.setOut(new PrintWriter(dropped, true));
            cl.setErr(new PrintWriter(dropped, true));
            if (cl.execute(line.toArray(String[]::new)) != 0) failures++;
        }
        if (whole) failures += localGame(dropped, content);
        // Which Java the archive is for, beside it: another Java's JVM deletes it, to be made again (ArchiveStamp).
        String archive = System.getProperty(ArchiveStamp.ARCHIVE);
        if (failures == 0 && archive != null) {
            if (!ArchiveStamp.write(ArchiveStamp.stampOf(Path.of(archive)))) failures++;
            // Then Main.main's own check, for its classes' sake (loaded from the jar, they cost the help a few
            // milliseconds): this Java's own stamp, so nothing is deleted.
            else ArchiveStamp.checkLaunched();
        }
        // A failed part leaves the archive without its classes; the launcher then starts without one.
        System.exit(failures == 0 ? 0 : 1);
    }

    /**
     * The local game on the terminal it uses ({@link RehearsalTerminal}), three times over one saves folder:
     * the title screen left with q; a first fight started (new fight, the first encounter, its party) and
     * left as the input ends, which keeps it unfinished; then the title screen again, which reads that save
     * to offer it. Returns how many of them failed. The classes of that terminal, of the first pages and of
     * a recorded fight are then in the archive too, so that the title screen's way reads no class from the
     * jar (the jar's first class cost the terminal's thread the opening of the jar, about 30 ms), and a
     * player's first fight starts sooner.
     */
    private static int localGame(PrintStream dropped, ContentLocator content) throws IOException {
        int failures = 0;
        Path saves = Files.createTempDirectory("escarmouche-archive-");
        try {
            for (String keys : List.of("q", "n\n\n", "q")) {
                Terminal terminal = RehearsalTerminal.of(100, 30, keys);
                if (Launch.play(dropped, saves, Language.EN, TerminalOpening.of(terminal), content) != 0) failures++;
            }
            // The game reads the rules reference once its title screen is drawn, on a thread that the q
            // above may leave unfinished: read here in full, for its classes' sake.
            RulesReference.load();
        } finally {
            FileTrees.deleteTree(saves);
        }
        return failures;
    }
}
