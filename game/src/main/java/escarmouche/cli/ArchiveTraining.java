package escarmouche.cli;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import escarmouche.content.load.ContentLocator;
import escarmouche.lang.Language;
import escarmouche.launch.Launch;
import escarmouche.launch.TerminalOpening;
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
 * the content, simulates a few fights and draws the title screen on a terminal in memory, then leaves it
 * with q; everything it prints is dropped. The archive then holds those classes, parsed and linked, for
 * every later start. Not a command: the launcher runs this class by name (docs/testing.md).
 *
 * <p>Arguments: the content folder, and the scenario to simulate.
 */
public final class ArchiveTraining {
    private ArchiveTraining() {}

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: ArchiveTraining CONTENT-FOLDER SCENARIO");
            System.exit(2);
        }
        PrintStream dropped = new PrintStream(OutputStream.nullOutputStream(), true, StandardCharsets.UTF_8);
        System.setOut(dropped);
        System.setErr(dropped);
        // The title screen reads the same content folder as the check.
        ContentLocator content = ContentLocator.at(Path.of(args[0]));
        int failures = 0;
        for (List<String> line : List.of(List.of("--help"), List.of("check", args[0]),
                List.of("simulate", args[1], "--runs", "20", "--threads", "1", "--json"))) {
            // English, as an empty environment asks; the French texts are the same classes.
            CommandLine cl = Main.forArguments(Map.of(), line.toArray(String[]::new));
            cl.setOut(new PrintWriter(dropped, true));
            cl.setErr(new PrintWriter(dropped, true));
            if (cl.execute(line.toArray(String[]::new)) != 0) failures++;
        }
        Path saves = Files.createTempDirectory("escarmouche-archive-");
        try {
            DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(100, 30));
            terminal.addInput(new KeyStroke('q', false, false));
            if (Launch.play(dropped, saves, Language.EN, TerminalOpening.of(terminal), content) != 0) failures++;
        } finally {
            FileTrees.deleteTree(saves);
        }
        // A failed part leaves the archive without its classes; the launcher then starts without one.
        System.exit(failures == 0 ? 0 : 1);
    }
}
