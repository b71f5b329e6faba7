package escarmouche.ssh;

import java.nio.file.Path;
import java.util.Optional;

/**
 * Where and how the SSH server listens.
 *
 * @param host     the address to bind ({@code 127.0.0.1} keeps the server to this machine)
 * @param port     the TCP port; 0 picks a free one (tests)
 * @param dataDir  the game's data folder: the host key goes in {@code ssh/}, each player's files in
 *                 {@code players/NAME/}
 * @param password a password every player must give, or empty to let anyone in with any name
 */
public record ServerConfig(String host, int port, Path dataDir, Optional<String> password) {
    public Path hostKey() {
        return dataDir.resolve("ssh").resolve("hostkey.ser");
    }

    public Path playersDir() {
        return dataDir.resolve("players");
    }
}
