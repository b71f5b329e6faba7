package escarmouche.ssh.account;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** A public-key file an admin gives ({@code id_ed25519.pub}, or several keys one per line). */
public final class KeyFile {
    private static final long MAX_BYTES = 64 * 1024;

    private KeyFile() {}

    /** Every key of the file; a clear {@link AccountException} (file and line) for anything else. */
    public static List<AccountKey> read(Path file) throws AccountException {
        List<String> lines;
        try {
            if (Files.size(file) > MAX_BYTES) throw new AccountException(file + ": more than 64 KiB: not a public-key file");
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new AccountException("cannot read the key file " + file + ": " + e.getMessage());
        }
        List<AccountKey> keys = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) continue;
            if (line.contains("PRIVATE KEY")) {
                throw new AccountException(file + " is a private key: give the public one (the .pub file beside it); "
                        + "the private key never leaves the player's machine");
            }
            Optional<AccountKey> key = AccountKey.parse(line);
            if (key.isEmpty()) {
                throw new AccountException(file + ":" + (i + 1) + ": not a public key this server can use; expected a line "
                        + "like 'ssh-ed25519 AAAA... anne@laptop', as in ~/.ssh/id_ed25519.pub");
            }
            keys.add(key.get());
        }
        if (keys.isEmpty()) throw new AccountException(file + " holds no public key (expected a line like 'ssh-ed25519 AAAA... anne@laptop')");
        return keys;
    }
}
