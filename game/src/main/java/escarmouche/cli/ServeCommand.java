package escarmouche.cli;

import escarmouche.reference.RulesReference;
import escarmouche.ssh.GameServer;
import escarmouche.ssh.ServerConfig;
import escarmouche.launch.ContentCatalog;
import escarmouche.launch.Launch;
import escarmouche.launch.SaveShelf;
import java.time.Clock;
import java.io.IOException;
import java.io.PrintStream;
import java.net.BindException;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code ./play serve}: the SSH server. */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = {"Serve the game over SSH: each connection gets its own game.",
                "Anyone who reaches the port may play (unless --password is given): bind to 127.0.0.1, "
                        + "or put the server behind your own access control."})
public final class ServeCommand implements Callable<Integer> {
    @Option(names = "--port", description = "TCP port (default ${DEFAULT-VALUE})", defaultValue = "2222")
    int port;

    @Option(names = "--host", description = "address to listen on (default ${DEFAULT-VALUE})", defaultValue = "127.0.0.1")
    String host;

    @Option(names = "--password", description = "a password every player must type (default: none asked)")
    String password;

    @Override
    public Integer call() {
        PrintStream out = System.out;
        PrintStream err = System.err;
        if (port < 0 || port > 65535) {
            err.println("escarmouche: --port must be between 0 and 65535, not " + port);
            return 2;
        }
        Optional<ContentCatalog> catalog = Launch.loadCatalog(err);
        if (catalog.isEmpty()) return 2;
        SaveShelf.Snapshot snapshot;
        try {
            // Read once for the whole server: every player's recordings share this copy and its hash.
            snapshot = SaveShelf.Snapshot.read(catalog.get().content());
        } catch (IOException e) {
            err.println("escarmouche: the content folder cannot be read to copy it into saves: " + e.getMessage());
            return 2;
        }
        ServerConfig config = new ServerConfig(host, port, Launch.dataDir(System.getenv()),
                Optional.ofNullable(password).filter(p -> !p.isEmpty()));
        GameServer server;
        try {
            server = GameServer.start(config, catalog.get(), (dir, player) -> new SaveShelf(dir, snapshot,
                    Clock.systemDefaultZone(), "an SSH session of " + player), RulesReference.load());
        } catch (BindException e) {
            err.println("escarmouche: cannot listen on " + host + ":" + port + " (" + e.getMessage()
                    + "): is another server using that port? Choose another one with --port.");
            return 2;
        } catch (IOException e) {
            err.println("escarmouche: cannot start the SSH server on " + host + ":" + port + ": " + e.getMessage());
            return 2;
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try {
                server.close();
            } catch (IOException e) {
                // Shutting down anyway.
            }
            stopped.countDown();
        }, "escarmouche-ssh-stop"));
        out.println("Escarmouche is served over SSH on " + host + ":" + server.port() + ".");
        out.println("Connect with:  ssh -p " + server.port() + " NAME@" + host
                + (config.password().isPresent() ? "  (with the shared password)" : "  (any name, no password)"));
        out.println("Host key: " + config.hostKey() + "; player files: " + config.playersDir());
        out.println("Ctrl-C stops the server.");
        out.flush();
        try {
            stopped.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return 0;
    }
}
