package escarmouche.cli;

import escarmouche.launch.Launch;
import escarmouche.save.SaveLock;
import escarmouche.ssh.account.Account;
import escarmouche.ssh.account.AccountException;
import escarmouche.ssh.account.AccountFileException;
import escarmouche.ssh.account.AccountKey;
import escarmouche.ssh.account.Accounts;
import escarmouche.ssh.account.KeyFile;
import escarmouche.ssh.account.KeyLineProblem;
import escarmouche.ssh.account.PasswordHash;
import escarmouche.ssh.account.PlayerName;
import escarmouche.ui.page.SaveWords;
import escarmouche.lang.ScreenMessages;
import escarmouche.lang.TerminalControl;
import java.io.Console;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ScopeType;

/**
 * {@code ./play players}: the SSH server's accounts, for its admin. Its subcommands are its methods marked
 * {@code @Command}; {@link Main} adds them only to a command line that names {@code players}, since
 * finding them by reflection is start-up time every other command would pay.
 */
@Command(name = PlayersCommand.NAME, mixinStandardHelpOptions = true, addMethodSubcommands = false,
        description = {"The SSH server's players: their keys and passwords%n  (see docs/server.md, \"Players and logins\").",
                "A name also becomes a player when a key first logs in with it. Passwords are read from the terminal "
                        + "(not echoed) or from standard input, never from the command line."})
public final class PlayersCommand implements Callable<Integer> {
    static final String NAME = "players";
    static final int MIN_PASSWORD = 8;
    static final int MAX_PASSWORD = 1024;
    /** The most bytes a password of {@link #MAX_PASSWORD} characters takes in UTF-8. */
    private static final int MAX_PASSWORD_BYTES = 4 * MAX_PASSWORD;
    // The help's words for the subcommands' arguments (French: help_fr.properties, by their description keys).
    private static final String PLAYER = "the player's name: 1 to " + PlayerName.MAX_LENGTH
            + " of a-z, 0-9, _ and - (anne, bob-2)";
    private static final String KEYFILE = "an OpenSSH public key file (id_ed25519.pub), or several keys one a line";
    private static final String FINGERPRINT = "the key's fingerprint, SHA256:... as list shows it";

    @Option(names = "--data", paramLabel = "DIR", scope = ScopeType.INHERIT,
            description = "the server's data folder, as for serve (default $XDG_DATA_HOME/escarmouche,%n  else ~/.local/share/escarmouche)")
    Path data;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @CommandLine.Mixin
    ToolLanguage language;

    /** With no subcommand: what the subcommands are. */
    @Override
    public Integer call() {
        System.err.println(language.messages().text("cli.players.what", String.join(", ", spec.subcommands().keySet())));
        return 2;
    }

    @Command(name = "list", mixinStandardHelpOptions = true,
            description = "List the players: keys (SHA256 fingerprints), password or not, when claimed, their fights"
            + " and encounters kept; then the guests' folders (names without an account), likewise.")
    int list() {
        Optional<String> badData = dataRefusal(false);
        if (badData.isPresent()) return refused(badData.get());
        Accounts accounts = accounts();
        PrintStream out = System.out;
        ScreenMessages m = language.messages();
        try {
            List<PlayerName> names = accounts.names();
            if (names.isEmpty()) out.println(m.text("cli.players.none", accounts.playersDir()));
            for (PlayerName name : names) {
                Optional<Account> found;
                try {
                    found = accounts.find(name);
                } catch (IOException e) {
                    out.println(m.text("cli.players.entry.unreadable", name, reason(e)));
                    continue;
                }
                if (found.isEmpty()) continue;
                Account a = found.get();
                out.println(m.text("cli.players.line", name, a.claimed().map(Object::toString)
                        .orElse(m.text("cli.players.unknown")), m.text(a.password().isPresent() ? "cli.players.yes" : "cli.players.no")));
                if (a.keys().isEmpty()) {
                    out.println("  " + (a.password().isPresent() ? m.text("cli.players.no.key") : m.text("cli.players.no.way.in", name)));
                }
                for (AccountKey k : a.keys()) {
                    out.println("  " + k.fingerprint() + "  " + k.type() + (k.comment().isEmpty() ? "" : "  " + k.comment()));
                }
                for (KeyLineProblem p : a.refused()) out.println("  " + refusedLine(p));
                out.println("  " + PlayerFolders.account(name, accounts.playersDir(), m));
            }
            List<PlayerName> guests = accounts.guests();
            if (!guests.isEmpty()) out.println(m.text("cli.players.guests"));
            for (PlayerName guest : guests) out.println("  " + PlayerFolders.guest(guest, accounts.playersDir(), m));
            return 0;
        } catch (IOException e) {
            return fail(m.text("cli.players.unreadable", accounts.playersDir(), reason(e)));
        }
    }

    /** A line of authorized_keys that lets no one in, as list marks it: file and line, so that it can be mended. */
    private String refusedLine(KeyLineProblem p) {
        if (p instanceof KeyLineProblem.WithOptions w) {
            return text("cli.players.refused.options", w.file(), String.valueOf(w.line()), w.key().fingerprint(),
                    String.join(", ", w.options()));
        }
        return text("cli.players.refused.line", p.file(), String.valueOf(p.line()));
    }

    @Command(name = "add", mixinStandardHelpOptions = true,
            description = "Make a player NAME whose keys are those of KEYFILE (a .pub file).")
    int add(@Parameters(paramLabel = "NAME", descriptionKey = "player", description = PLAYER) String name,
            @Parameters(paramLabel = "KEYFILE", descriptionKey = "keyfile", description = KEYFILE) Path keyFile) {
        return run(true, () -> {
            PlayerName player = name(name);
            List<AccountKey> keys = KeyFile.read(keyFile);
            Accounts accounts = accounts();
            boolean newFolder = !Files.exists(dataDir());
            accounts.create(player, keys);
            // As serve's first start would: said, so that a mistyped --data is seen rather than silently new.
            if (newFolder) System.err.println(text("cli.players.data.made", dataDir()));
            System.out.println(text("cli.players.added", player, keys.size(), String.valueOf(keys.size())));
            sharedKeys(accounts, player, keys);
        });
    }

    @Command(name = "add-key", mixinStandardHelpOptions = true,
            description = "Give player NAME the keys of KEYFILE too.")
    int addKey(@Parameters(paramLabel = "NAME", descriptionKey = "player", description = PLAYER) String name,
               @Parameters(paramLabel = "KEYFILE", descriptionKey = "keyfile", description = KEYFILE) Path keyFile) {
        return run(() -> {
            PlayerName player = name(name);
            List<AccountKey> keys = KeyFile.read(keyFile);
            Accounts accounts = accounts();
            Account account = accounts.find(player).orElseThrow(() -> new AccountException(text("cli.players.no.such", player)));
            for (AccountKey k : keys) {
                if (account.holds(k.key())) throw new AccountException(text("cli.players.has.key", player, k.fingerprint()));
            }
            for (AccountKey k : keys) accounts.addKey(player, k);
            int now = account.keys().size() + keys.size();
            System.out.println(text("cli.players.keys.now", player, now, String.valueOf(now)));
            sharedKeys(accounts, player, keys);
        });
    }

    /**
     * Says which other players a key just given also lets in. Allowed (one person, several names), but an admin
     * who pasted the wrong .pub file learns it here rather than from a player logged in under a name not theirs.
     */
    private void sharedKeys(Accounts accounts, PlayerName player, List<AccountKey> keys) {
        for (AccountKey k : keys) {
            List<String> others = new java.util.ArrayList<>();
            try {
                for (PlayerName other : accounts.names()) {
                    if (!other.equals(player) && find(accounts, other).map(a -> a.holds(k.key())).orElse(false)) {
                        others.add(other.toString());
                    }
                }
            } catch (IOException e) {
                // The change is made; a folder that cannot be listed only leaves the note out.
                return;
            }
            if (!others.isEmpty()) System.out.println(text("cli.players.key.shared", k.fingerprint(), String.join(", ", others)));
        }
    }

    @Command(name = "remove-key", mixinStandardHelpOptions = true,
            description = "Take from player NAME the key with this fingerprint (SHA256:..., "
            + "as list shows).")
    int removeKey(@Parameters(paramLabel = "NAME", descriptionKey = "player", description = PLAYER) String name,
                  @Parameters(paramLabel = "FINGERPRINT", descriptionKey = "fingerprint", description = FINGERPRINT)
                  String fingerprint) {
        return run(() -> {
            PlayerName player = name(name);
            if (!fingerprint.startsWith("SHA256:")) {
                throw new AccountException(text("cli.players.not.fingerprint", fingerprint));
            }
            accounts().removeKey(player, fingerprint);
            System.out.println(text("cli.players.key.removed", fingerprint, player));
        });
    }

    @Command(name = "remove", mixinStandardHelpOptions = true,
            description = "Remove player NAME: the name is free again. Its saves are kept unless "
            + "--delete-files is given, which also deletes a guest's folder (a name without an account).")
    int remove(@Parameters(paramLabel = "NAME", descriptionKey = "player", description = PLAYER) String name,
               @Option(names = "--delete-files", description = "also delete the player's folder: saves and error log")
               boolean deleteFiles) {
        return run(() -> {
            PlayerName player = name(name);
            Accounts accounts = accounts();
            if (deleteFiles) {
                // A fight under way would be saved again into a folder made anew, half of what was deleted.
                Optional<String> playing = SaveLock.playedIn(player.folder(accounts.playersDir()).resolve("saves"));
                if (playing.isPresent()) {
                    throw new AccountException(text("cli.players.remove.playing", player,
                            SaveWords.of(language.messages(), playing.get())));
                }
            }
            if (!accounts.claimed(player) && accounts.guests().contains(player)) {
                // No account, only the saves a guest played under this name: they go only when asked.
                if (!deleteFiles) throw new AccountException(text("cli.players.guest.keep", player));
                accounts.removeGuest(player);
                System.out.println(text("cli.players.guest.removed", player));
                return;
            }
            accounts.remove(player, deleteFiles);
            System.out.println(deleteFiles ? text("cli.players.removed.files", player)
                    : text("cli.players.removed", player, player.folder(accounts.playersDir())));
        });
    }

    @Command(name = "password", mixinStandardHelpOptions = true,
            description = "Set player NAME's password, read from the terminal without echo, or "
            + "from the first line of standard input.")
    int password(@Parameters(paramLabel = "NAME", descriptionKey = "player", description = PLAYER) String name) {
        return run(() -> {
            PlayerName player = name(name);
            Accounts accounts = accounts();
            // Claimed, though perhaps unreadable: setting the password again is the way to mend a damaged one.
            if (!accounts.claimed(player)) throw new AccountException(text("cli.players.no.such.add", player));
            String password = readPassword(player);
            accounts.setPassword(player, PasswordHash.of(password, new SecureRandom()));
            System.out.println(text("cli.players.password.set", player));
        });
    }

    @Command(name = "clear-password", mixinStandardHelpOptions = true,
            description = "Remove player NAME's password: only its keys let it in.")
    int clearPassword(@Parameters(paramLabel = "NAME", descriptionKey = "player", description = PLAYER) String name) {
        return run(() -> {
            PlayerName player = name(name);
            accounts().clearPassword(player);
            System.out.println(text("cli.players.password.removed", player));
        });
    }

    private interface Change {
        void apply() throws AccountException, IOException;
    }

    /** Carries out a change; a refused or impossible one prints why and exits 2, having written nothing. */
    private int run(Change change) {
        return run(false, change);
    }

    /** The same; {@code makesData}: the change may make the data folder (add, before the server's first start). */
    private int run(boolean makesData, Change change) {
        Optional<String> badData = dataRefusal(makesData);
        if (badData.isPresent()) return refused(badData.get());
        try {
            change.apply();
            return 0;
        } catch (AccountException e) {
            return fail(e.in(language.messages()));
        } catch (IOException e) {
            return fail(text("cli.players.files", reason(e)));
        }
    }

    /**
     * Why --data cannot be used, as the line to print: refused as serve refuses it (empty, a leading ~), a file,
     * or a folder that does not exist, which only {@code add} may make (as serve's first start makes it).
     */
    private Optional<String> dataRefusal(boolean mayMake) {
        Optional<String> shared = DataFolderOption.refusal(data, language.messages());
        if (shared.isPresent()) return shared;
        Path dir = dataDir();
        if (Files.exists(dir) && !Files.isDirectory(dir)) return Optional.of(text("cli.serve.error", text("cli.players.data.file", dir)));
        if (!mayMake && !Files.exists(dir)) return Optional.of(text("cli.serve.error", text("cli.players.data.missing", dir)));
        return Optional.empty();
    }

    /** What is wrong with a player's file, naming it: Java's own message is often the bare path, or none of it. */
    private String reason(IOException e) {
        if (e instanceof AccountFileException a) return a.in(language.messages());
        if (e instanceof FileSystemException f && f.getFile() != null) {
            return f.getFile() + ": " + IoReasons.of(e, language.messages());
        }
        return IoReasons.of(e, language.messages());
    }

    private static int refused(String line) {
        System.err.println(line);
        return 2;
    }

    private int fail(String message) {
        System.err.println(text("cli.serve.error", message));
        return 2;
    }

    private String text(String key, Object... args) {
        return language.messages().text(key, args);
    }

    /** A bound said to the user, its thousands grouped in their language ("1 024" in French). */
    private String number(int n) {
        return language.messages().language().number(n);
    }

    private Path dataDir() {
        return data != null ? data : Launch.dataDir(System.getenv());
    }

    private Accounts accounts() {
        return new Accounts(dataDir().resolve("players"), Clock.systemUTC());
    }

    /**
     * Another player's account, asked about in passing (whom a key also lets in): one that cannot be read is a
     * warning on standard error, not a line of this command's output.
     */
    private Optional<Account> find(Accounts accounts, PlayerName name) {
        try {
            return accounts.find(name);
        } catch (IOException e) {
            System.err.println(text("cli.players.entry.warning", text("cli.players.entry.unreadable", name, reason(e))));
            return Optional.empty();
        }
    }

    private PlayerName name(String name) throws AccountException {
        // Echoed as typed, but a terminal's escape sequence would be obeyed, not shown: each control character is a ?.
        return PlayerName.parse(name).orElseThrow(() -> new AccountException(text("cli.players.bad.name",
                TerminalControl.replaced(name, '?'), text("ssh.name.rule", String.valueOf(PlayerName.MAX_LENGTH)))));
    }

    /** Twice without echo on a terminal; otherwise the first line of standard input (for scripts). */
    private String readPassword(PlayerName player) throws AccountException, IOException {
        Console console = System.console();
        String password;
        if (console != null) {
            char[] first = console.readPassword("%s", text("cli.players.new.password", player));
            char[] again = console.readPassword("%s", text("cli.players.again"));
            if (first == null || again == null) throw new AccountException(text("cli.players.no.password"));
            boolean same = Arrays.equals(first, again);
            password = new String(first);
            Arrays.fill(first, ' ');
            Arrays.fill(again, ' ');
            if (!same) throw new AccountException(text("cli.players.differ"));
        } else {
            byte[] line = StrictUtf8.firstLine(System.in, MAX_PASSWORD_BYTES + 1);
            if (line == null) throw new AccountException(text("cli.players.no.stdin"));
            // Longer than any password of MAX_PASSWORD characters, even of 4-byte ones: too long, whatever it holds.
            if (line.length > MAX_PASSWORD_BYTES) throw new AccountException(text("cli.players.password.length",
                    number(MIN_PASSWORD), number(MAX_PASSWORD)));
            password = PasswordText.withoutMark(StrictUtf8.decode(line)
                    .orElseThrow(() -> new AccountException(text("cli.players.password.not.utf8"))));
        }
        try {
            PasswordText.checked(password);
        } catch (PasswordText.ControlCharacter c) {
            throw new AccountException(text("cli.players.password.control", c.codePoint(), String.valueOf(c.position())));
        }
        if (password.length() < MIN_PASSWORD || password.length() > MAX_PASSWORD) {
            throw new AccountException(text("cli.players.password.length", number(MIN_PASSWORD),
                    number(MAX_PASSWORD)));
        }
        return password;
    }
}
