package escarmouche.ssh.account;

import escarmouche.save.FileTrees;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The players' accounts on disk, one folder per claimed name under {@code players/}:
 * {@code NAME/authorized_keys} (OpenSSH format; its first line, a comment, says when the name was claimed)
 * and, when one is set, {@code NAME/password} (an Argon2id hash, see {@link PasswordHash}). A name is
 * claimed exactly when its {@code authorized_keys} exists, even with no key left in it (a password account).
 * Folders are 0700, files 0600, every write replaces a whole file atomically.
 */
public final class Accounts {
    public static final String KEYS_FILE = "authorized_keys";
    public static final String PASSWORD_FILE = "password";
    private static final Pattern CLAIMED = Pattern.compile("claimed (\\S+)");

    /** How a key's login went for a name. */
    public enum Claim {
        /** The name was free and is now this key's. */
        CLAIMED,
        /** The name already holds this key. */
        HOLDS,
        /** The name belongs to others. */
        TAKEN
    }

    private final Path playersDir;
    private final Clock clock;

    public Accounts(Path playersDir, Clock clock) {
        this.playersDir = playersDir;
        this.clock = clock;
    }

    public Path playersDir() {
        return playersDir;
    }

    /**
     * The account holding {@code name}, or nothing if the name is free. A line of its {@code authorized_keys} that
     * is no key, or a key written with options the server does not apply, lets no one in: it is kept apart, in
     * {@link Account#refused}, for the admin to see.
     */
    public Optional<Account> find(PlayerName name) throws IOException {
        Path dir = name.folder(playersDir);
        Path file = dir.resolve(KEYS_FILE);
        List<String> lines;
        try {
            lines = AccountText.read(file).lines().toList();
        } catch (NoSuchFileException free) {
            return Optional.empty();
        }
        List<AccountKey> keys = new ArrayList<>();
        List<KeyLineProblem> refused = new ArrayList<>();
        Optional<Instant> claimed = Optional.empty();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty()) continue;
            if (line.startsWith("#")) {
                if (claimed.isEmpty()) claimed = claimedAt(line);
                continue;
            }
            Optional<AccountKey> key = AccountKey.parse(line);
            List<String> options = AccountKey.options(line);
            if (key.isEmpty()) {
                refused.add(new KeyLineProblem.Unreadable(file, i + 1));
            } else if (!options.isEmpty()) {
                refused.add(new KeyLineProblem.WithOptions(file, i + 1, key.get(), options));
            } else {
                keys.add(key.get());
            }
        }
        return Optional.of(new Account(name, keys, refused, password(dir), claimed));
    }

    /** Whether {@code name} is claimed (its {@code authorized_keys} exists), whether or not its files can be read. */
    public boolean claimed(PlayerName name) {
        return Files.exists(name.folder(playersDir).resolve(KEYS_FILE), LinkOption.NOFOLLOW_LINKS);
    }

    /** Every account, by name; folders of guests (no account) and stray files are left out. */
    public List<PlayerName> names() throws IOException {
        return folders(dir -> Files.exists(dir.resolve(KEYS_FILE), LinkOption.NOFOLLOW_LINKS));
    }

    /**
     * The folders guests left (a name's folder without an account: its saves only), by name. A name whose
     * account was removed with its files kept is one too: its saves are there for whoever takes the name.
     */
    public List<PlayerName> guests() throws IOException {
        return folders(dir -> Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)
                && !Files.exists(dir.resolve(KEYS_FILE), LinkOption.NOFOLLOW_LINKS));
    }

    /** The entries of the players' folder named as a player may be, that {@code kept} keeps, by name. */
    private List<PlayerName> folders(Predicate<Path> kept) throws IOException {
        if (!Files.isDirectory(playersDir)) return List.of();
        List<PlayerName> names = new ArrayList<>();
        try (DirectoryStream<Path> dirs = Files.newDirectoryStream(playersDir)) {
            for (Path dir : dirs) {
                Optional<PlayerName> name = PlayerName.parse(dir.getFileName().toString());
                if (name.isPresent() && kept.test(dir)) names.add(name.get());
            }
        }
        names.sort(Comparator.comparing(PlayerName::text));
        return names;
    }

    /**
     * How many names hold {@code key} (claimed by it or given to it by the admin). An account that cannot be
     * read counts as not holding it.
     */
    public int namesHeldBy(java.security.PublicKey key) throws IOException {
        int held = 0;
        for (PlayerName name : names()) {
            try {
                if (find(name).filter(a -> a.holds(key)).isPresent()) held++;
            } catch (IOException unreadable) {
                // Someone else's broken account says nothing about this key.
            }
        }
        return held;
    }

    /** Deletes the folder of a name without an account (a guest's saves); a name with an account is refused. */
    public void removeGuest(PlayerName name) throws IOException, AccountException {
        if (claimed(name)) throw AccountException.of("cli.players.account.not.guest", name);
        Path dir = name.folder(playersDir);
        if (!Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)) throw AccountException.of("cli.players.account.no.such", name);
        FileTrees.deleteTree(dir);
    }

    /**
     * A key that has proved itself logs in under {@code name}: a free name becomes its own (of two keys
     * racing for it, exactly one wins), a held name lets it in only if the key is one of the name's.
     */
    public Claim claim(PlayerName name, AccountKey key) throws IOException {
        Optional<Account> held = find(name);
        if (held.isPresent()) return held.get().holds(key.key()) ? Claim.HOLDS : Claim.TAKEN;
        Path dir = name.folder(playersDir);
        AccountFiles.folder(playersDir);
        AccountFiles.folder(dir);
        if (AccountFiles.createNew(dir.resolve(KEYS_FILE), header(name, "by the first key that logged in with it") + key.line() + "\n")) {
            return Claim.CLAIMED;
        }
        // Another connection won the race a moment ago: this key is in only if it is that one.
        return find(name).filter(a -> a.holds(key.key())).isPresent() ? Claim.HOLDS : Claim.TAKEN;
    }

    /** The admin makes an account for {@code name} with {@code keys}. */
    public void create(PlayerName name, List<AccountKey> keys) throws IOException, AccountException {
        if (keys.isEmpty()) throw AccountException.of("cli.players.account.no.keys", name);
        Path dir = name.folder(playersDir);
        AccountFiles.folder(playersDir);
        AccountFiles.folder(dir);
        StringBuilder text = new StringBuilder(header(name, "by the admin"));
        for (AccountKey k : distinct(keys)) text.append(k.line()).append('\n');
        if (!AccountFiles.createNew(dir.resolve(KEYS_FILE), text.toString())) {
            throw AccountException.of("cli.players.account.exists", name);
        }
    }

    public void addKey(PlayerName name, AccountKey key) throws IOException, AccountException {
        Account account = existing(name);
        if (account.holds(key.key())) throw AccountException.of("cli.players.has.key", name, key.fingerprint());
        List<String> lines = keyLines(name);
        lines.add(key.line());
        AccountFiles.replace(name.folder(playersDir).resolve(KEYS_FILE), String.join("\n", lines) + "\n");
    }

    /** Removes the key with this {@code SHA256:...} fingerprint; the last way in of a player is never removed. */
    public void removeKey(PlayerName name, String fingerprint) throws IOException, AccountException {
        Account account = existing(name);
        if (account.key(fingerprint).isEmpty()) {
            throw AccountException.of("cli.players.account.no.key", name, fingerprint);
        }
        if (account.keys().size() == 1 && account.password().isEmpty()) {
            throw AccountException.of("cli.players.account.last.key", fingerprint, name);
        }
        List<String> lines = keyLines(name);
        lines.removeIf(line -> AccountKey.parse(line).filter(k -> k.fingerprint().equals(fingerprint)).isPresent());
        AccountFiles.replace(name.folder(playersDir).resolve(KEYS_FILE), String.join("\n", lines) + "\n");
    }

    public void setPassword(PlayerName name, PasswordHash hash) throws IOException, AccountException {
        // Not read first: setting it again is how a damaged password file is mended.
        if (!claimed(name)) throw AccountException.of("cli.players.account.no.such", name);
        AccountFiles.replace(name.folder(playersDir).resolve(PASSWORD_FILE), hash.text() + "\n");
    }

    public void clearPassword(PlayerName name) throws IOException, AccountException {
        Account account = existing(name);
        if (account.password().isEmpty()) throw AccountException.of("cli.players.account.no.password", name);
        if (account.keys().isEmpty()) {
            throw AccountException.of("cli.players.account.password.only", name);
        }
        Files.delete(name.folder(playersDir).resolve(PASSWORD_FILE));
    }

    /**
     * Frees the name: its keys and password go. With {@code files}, the player's whole folder goes too
     * (saves, error log); without, they stay for whoever takes the name next, or for the admin to move.
     */
    public void remove(PlayerName name, boolean files) throws IOException, AccountException {
        // Not read first: removing is the way out for an account whose files cannot be read.
        if (!claimed(name)) throw AccountException.of("cli.players.account.no.such", name);
        Path dir = name.folder(playersDir);
        Files.deleteIfExists(dir.resolve(PASSWORD_FILE));
        Files.delete(dir.resolve(KEYS_FILE));
        if (files) FileTrees.deleteTree(dir);
    }

    private Account existing(PlayerName name) throws IOException, AccountException {
        return find(name).orElseThrow(() -> AccountException.of("cli.players.account.no.such", name));
    }

    private List<String> keyLines(PlayerName name) throws IOException {
        return new ArrayList<>(AccountText.read(name.folder(playersDir).resolve(KEYS_FILE)).lines().toList());
    }

    private String header(PlayerName name, String how) {
        return "# escarmouche: the SSH keys of player " + name + "; claimed "
                + Instant.now(clock).truncatedTo(ChronoUnit.SECONDS) + " " + how + "\n";
    }

    private static Optional<Instant> claimedAt(String line) {
        Matcher m = CLAIMED.matcher(line);
        if (!m.find()) return Optional.empty();
        try {
            return Optional.of(Instant.parse(m.group(1)));
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }

    private static Optional<PasswordHash> password(Path dir) throws IOException {
        String text;
        try {
            text = AccountText.read(dir.resolve(PASSWORD_FILE));
        } catch (NoSuchFileException none) {
            return Optional.empty();
        }
        try {
            return Optional.of(PasswordHash.parse(text));
        } catch (IllegalArgumentException e) {
            throw AccountFileException.notAPasswordHash(dir.resolve(PASSWORD_FILE));
        }
    }

    private static List<AccountKey> distinct(List<AccountKey> keys) {
        List<AccountKey> out = new ArrayList<>();
        for (AccountKey k : keys) {
            if (out.stream().noneMatch(o -> o.sameKey(k.key()))) out.add(k);
        }
        return out;
    }
}
