package escarmouche.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code ./play serve}: the SSH server. */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = "Serve the game over SSH: each connection gets its own game.")
public final class ServeCommand implements Callable<Integer> {
    @Option(names = "--port", description = "TCP port (default ${DEFAULT-VALUE})", defaultValue = "2222")
    int port;

    @Option(names = "--host", description = "address to listen on (default ${DEFAULT-VALUE})", defaultValue = "127.0.0.1")
    String host;

    @Override
    public Integer call() {
        System.err.println("escarmouche: the SSH server is not implemented yet");
        return 2;
    }
}
