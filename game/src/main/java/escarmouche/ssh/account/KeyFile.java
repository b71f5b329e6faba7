package escarmouche.ssh.account;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
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
            if (Files.isDirectory(file)) throw AccountException.of("cli.players.account.key.folder", file);
            // Read at most one byte past the limit: a device or a pipe (/dev/zero) has no size to ask first.
            byte[] bytes;
            try (InputStream in = Files.newInputStream(file)) {
                bytes = in.readNBytes((int) MAX_BYTES + 1);
            }
            if (bytes.length > MAX_BYTES) throw AccountException.of("cli.players.account.key.too.big", file);
            String text = new String(bytes, StandardCharsets.UTF_8);
            // A byte-order mark, which Windows tools write first (PowerShell's Out-File -Encoding utf8): not a
            // character of the key, and strip() keeps it.
            text = escarmouche.lang.Utf8Text.withoutByteOrderMark(text);
            lines = text.lines().toList();
        } catch (NoSuchFileException e) {
            throw AccountException.of("cli.players.account.key.missing", file);
        } catch (IOException e) {
            throw AccountException.of("cli.players.account.key.unreadable", file, String.valueOf(e.getMessage()));
        }
        List<AccountKey> keys = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) continue;
            if (line.contains("PRIVATE KEY")) {
                throw AccountException.of("cli.players.account.key.private", file);
            }
            Optional<AccountKey> key = AccountKey.parse(line);
            if (key.isEmpty()) {
                throw AccountException.of("cli.players.account.key.bad", file, String.valueOf(i + 1));
            }
            List<String> options = AccountKey.options(line);
            if (!options.isEmpty()) {
                throw AccountException.of("cli.players.account.key.options", file, String.valueOf(i + 1),
                        String.join(", ", options));
            }
            Optional<UnusableKey> unusable = UnusableKey.of(key.get().key());
            if (unusable.isPresent()) {
                // Given here, it could never log in (KeyLogin): a DSA key signs only with ssh-dss (SHA-1), which
                // logins do not offer; a short RSA key is refused at login.
                UnusableKey u = unusable.get();
                throw u.kind() == UnusableKey.Kind.DSA
                        ? AccountException.of("cli.players.account.key.dsa", file, String.valueOf(i + 1))
                        : AccountException.of("cli.players.account.key.rsa.small", file, String.valueOf(i + 1),
                                String.valueOf(u.bits()), String.valueOf(UnusableKey.MIN_RSA_BITS));
            }
            keys.add(key.get());
        }
        if (keys.isEmpty()) throw AccountException.of("cli.players.account.key.none", file);
        return keys;
    }
}
