package escarmouche.ssh.load;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * {@code ./play serve} in a child JVM on a temporary data folder, as an admin would run it, so that its
 * CPU, threads and memory are its own and not mixed with the load's. Closing it (or the load tool's
 * shutdown, Ctrl-C included) kills it and deletes its folder.
 */
final class ServerProcess implements AutoCloseable {
    /** The child's heap cap: figures are comparable from run to run, and a runaway server cannot take the machine. */
    static final String HEAP = "-Xmx1g";
    private static final Pattern LISTENING = Pattern.compile("served over SSH on [^ ]+:(\\d+)\\.");
    private static final Duration STARTUP = Duration.ofSeconds(60);

    private final Process process;
    private final Path data;
    private final int port;
    private final List<String> options;
    private final Deque<String> lastLines;
    private final Thread cleanup;

    private ServerProcess(Process process, Path data, int port, List<String> options, Deque<String> lastLines,
                          Thread cleanup) {
        this.process = process;
        this.data = data;
        this.port = port;
        this.options = options;
        this.lastLines = lastLines;
        this.cleanup = cleanup;
    }

    /**
     * Starts the server on {@code port} (0: any free port) with the given serve options and waits until it
     * listens; an {@link IOException} with its last output when it does not within a minute.
     */
    static ServerProcess start(int port, List<String> serveOptions) throws IOException, InterruptedException {
        Path root = Path.of("").toAbsolutePath();
        if (!Files.isDirectory(root.resolve("content"))) {
            throw new IOException("run from the project folder (no content/ in " + root + ")");
        }
        Path data = Files.createTempDirectory("escarmouche-load-");
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), HEAP,
                "-Descarmouche.content=" + root.resolve("content"), "-Descarmouche.home=" + root,
                "-cp", System.getProperty("java.class.path"), "escarmouche.cli.Main", "serve",
                "--host", "127.0.0.1", "--port", Integer.toString(port), "--data", data.toString()));
        command.addAll(serveOptions);
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        Thread cleanup = new Thread(() -> kill(process, data), "ssh-load-server-cleanup");
        Runtime.getRuntime().addShutdownHook(cleanup);
        Deque<String> lastLines = new ArrayDeque<>();
        CountDownLatch listening = new CountDownLatch(1);
        int[] bound = {0};
        Thread reader = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line; (line = in.readLine()) != null; ) {
                    synchronized (lastLines) {
                        lastLines.addLast(line);
                        if (lastLines.size() > 40) lastLines.removeFirst();
                    }
                    Matcher m = LISTENING.matcher(line);
                    if (m.find()) {
                        bound[0] = Integer.parseInt(m.group(1));
                        listening.countDown();
                    }
                }
            } catch (IOException ended) {
                // The child is gone: its output ends with it.
            }
        }, "ssh-load-server-output");
        reader.setDaemon(true);
        reader.start();
        long deadline = System.nanoTime() + STARTUP.toNanos();
        while (!listening.await(100, TimeUnit.MILLISECONDS)) {
            if (!process.isAlive() || System.nanoTime() > deadline) {
                reader.join(1000);
                String output;
                synchronized (lastLines) {
                    output = String.join("\n", lastLines);
                }
                kill(process, data);
                Runtime.getRuntime().removeShutdownHook(cleanup);
                throw new IOException("the server did not start listening" + (process.isAlive() ? " within a minute" : "")
                        + "; its output:\n" + output);
            }
        }
        return new ServerProcess(process, data, bound[0], List.copyOf(serveOptions), lastLines, cleanup);
    }

    int port() {
        return port;
    }

    long pid() {
        return process.pid();
    }

    boolean alive() {
        return process.isAlive();
    }

    /** The serve options in force, as given on its command line. */
    List<String> options() {
        return options;
    }

    /** User plus system CPU time so far, in clock ticks. */
    long cpuTicks() throws IOException {
        return ProcStats.cpuTicks(Files.readString(Path.of("/proc", Long.toString(pid()), "stat")));
    }

    int threads() throws IOException {
        return (int) ProcStats.statusField(status(), "Threads").orElse(-1);
    }

    long rssKb() throws IOException {
        return ProcStats.statusField(status(), "VmRSS").orElse(-1);
    }

    private String status() throws IOException {
        return Files.readString(Path.of("/proc", Long.toString(pid()), "status"));
    }

    /** Heap used after a full collection, in KiB ({@code jcmd GC.run}, then {@code GC.heap_info}); -1 if unknown. */
    long heapUsedAfterGcKb() throws IOException, InterruptedException {
        jcmd("GC.run");
        return ProcStats.heapUsedKb(jcmd("GC.heap_info")).orElse(-1);
    }

    /** Live threads counted by name (digits as {@code #}), from {@code jcmd Thread.print}. */
    java.util.Map<String, Integer> threadNames() throws IOException, InterruptedException {
        return ProcStats.threadNames(jcmd("Thread.print"));
    }

    /** Live bytes by class (after the full collection the histogram makes). */
    java.util.Map<String, Long> histogram() throws IOException, InterruptedException {
        return ProcStats.histogram(jcmd("GC.class_histogram"));
    }

    private String jcmd(String command) throws IOException, InterruptedException {
        Path jcmd = Path.of(System.getProperty("java.home"), "bin", "jcmd");
        Process p = new ProcessBuilder(Files.isExecutable(jcmd) ? jcmd.toString() : "jcmd", Long.toString(pid()), command)
                .redirectErrorStream(true).start();
        byte[] out = p.getInputStream().readAllBytes();
        if (!p.waitFor(30, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new IOException("jcmd " + command + " did not answer within 30 s");
        }
        return new String(out, StandardCharsets.UTF_8);
    }

    /** The server's last lines of output (its start banner, any error). */
    String lastOutput() {
        synchronized (lastLines) {
            return String.join("\n", lastLines);
        }
    }

    @Override
    public void close() {
        kill(process, data);
        try {
            Runtime.getRuntime().removeShutdownHook(cleanup);
        } catch (IllegalStateException shuttingDown) {
            // The hook is running or has run: it does the same.
        }
    }

    private static void kill(Process process, Path data) {
        process.destroy();
        try {
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                process.waitFor(10, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
        deleteTree(data);
    }

    private static void deleteTree(Path dir) {
        if (!Files.exists(dir)) return;
        try (Stream<Path> all = Files.walk(dir)) {
            all.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException e) {
                    // Left behind in the temporary folder; reported below.
                }
            });
        } catch (IOException e) {
            System.err.println("ssh-load: could not delete " + dir + ": " + e.getMessage());
        }
    }
}
