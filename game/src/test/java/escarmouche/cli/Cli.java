package escarmouche.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** Runs {@code ./play} commands in-process, capturing what they print and their exit code. */
final class Cli {
    record Result(int exit, String out, String err) {}

    private Cli() {}

    static Result run(String... args) {
        return withInput(new byte[0], args);
    }

    /** As if {@code ./play} were started in {@code environment} (LANG, LC_ALL...), whatever this process's is. */
    static Result inEnvironment(java.util.Map<String, String> environment, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Result r = run(new PrintStream(out, true, StandardCharsets.UTF_8), new byte[0], environment, args);
        return new Result(r.exit(), out.toString(StandardCharsets.UTF_8), r.err());
    }

    /** With {@code stdin} as standard input. */
    static Result withInput(byte[] stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Result r = run(new PrintStream(out, true, StandardCharsets.UTF_8), stdin, System.getenv(), args);
        return new Result(r.exit(), out.toString(StandardCharsets.UTF_8), r.err());
    }

    /**
     * {@code ./play run} of {@code scenario} (the file's text) with {@code commands} as its script, both written to
     * {@code dir} as {@code s.json} and {@code s.commands}, then {@code options}.
     */
    static Result script(java.nio.file.Path dir, String scenario, String commands, String... options)
            throws java.io.IOException {
        java.nio.file.Path s = java.nio.file.Files.writeString(dir.resolve("s.json"), scenario);
        java.nio.file.Path c = java.nio.file.Files.writeString(dir.resolve("s.commands"), commands);
        java.util.List<String> args = new java.util.ArrayList<>(java.util.List.of("run", s.toString(), "--commands", c.toString()));
        args.addAll(java.util.List.of(options));
        return run(args.toArray(String[]::new));
    }

    /** The lines of {@code r}'s standard output that start with one of {@code starts}, in order. */
    static java.util.List<String> linesStarting(Result r, String... starts) {
        return r.out().lines().filter(l -> java.util.Arrays.stream(starts).anyMatch(l::startsWith)).toList();
    }

    /**
     * With a standard output that fails as a full disk does: {@link PrintStream}
     * swallows the error and only {@link PrintStream#checkError()} tells.
     */
    static Result withBrokenOutput(String... args) {
        PrintStream broken = new PrintStream(OutputStream.nullOutputStream(), true, StandardCharsets.UTF_8) {
            @Override
            public boolean checkError() {
                return true;
            }
        };
        return run(broken, new byte[0], System.getenv(), args);
    }

    /** {@code command}, made by the test (with its own hooks), run as picocli runs it for {@code ./play}. */
    static Result running(Object command, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Result r = run(new PrintStream(out, true, StandardCharsets.UTF_8), new byte[0],
                a -> new picocli.CommandLine(command).execute(a), args);
        return new Result(r.exit(), out.toString(StandardCharsets.UTF_8), r.err());
    }

    private static Result run(PrintStream stdout, byte[] stdin, java.util.Map<String, String> environment,
                              String... args) {
        return run(stdout, stdin, a -> Main.commandLine(environment).execute(a), args);
    }

    private static synchronized Result run(PrintStream stdout, byte[] stdin,
                                           java.util.function.ToIntFunction<String[]> execute, String... args) {
        PrintStream oldOut = System.out;
        PrintStream oldErr = System.err;
        InputStream oldIn = System.in;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            System.setOut(stdout);
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            System.setIn(new ByteArrayInputStream(stdin));
            int code = execute.applyAsInt(args);
            return new Result(code, "", err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
            System.setIn(oldIn);
        }
    }
}
