package escarmouche.cli;

import escarmouche.launch.Launch;
import escarmouche.ssh.account.Account;
import escarmouche.ssh.account.AccountException;
import escarmouche.ssh.account.AccountKey;
import escarmouche.ssh.account.Accounts;
import escarmouche.ssh.account.KeyFile;
import escarmouche.ssh.account.PasswordHash;
import escarmouche.ssh.account.PlayerName;
import java.io.BufferedReader;
import java.io.Console;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
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

/** {@code ./play players}: the SSH server's accounts, for its admin. */
@Command(name = "players", mixinStandardHelpOptions = true,
        description = {"The SSH server's players: their keys and passwords (see docs/server.md, \"Players and logins\").",
                "A name also becomes a player when a key first logs in with it. Passwords are read from the terminal "
                        + "(not echoed) or from standard input, never from the command line."})
public final class PlayersCommand implements Callable<Integer> {
    static final int MIN_PASSWORD = 8;
    static final int MAX_PASSWORD = 1024;

    @Option(names = "--data", paramLabel = "DIR", scope = ScopeType.INHERIT,
            description = "the server's data folder, as for serve (default $XDG_DATA_HOME/escarmouche)")
    Path data;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** With no subcommand: what the subcommands are. */
    @Override
    public Integer call() {
        System.err.println("escarmouche: say what to do with the players: " + String.join(", ",
                spec.subcommands().keySet()) + " (./play players --help)");
        return 2;
    }

    @Command(name = "list", description = "List the players: keys (SHA256 fingerprints), password or not, when claimed.")
    int list() {
        Accounts accounts = accounts();
        PrintStream out = System.out;
        try {
            List<PlayerName> names = accounts.names();
            if (names.isEmpty()) {
                out.println("No players in " + accounts.playersDir() + " yet: a name becomes a player's when a key first "
                        + "logs in with it, or with ./play players add.");
            }
            for (PlayerName name : names) {
                Optional<Account> found = find(accounts, name);
                if (found.isEmpty()) continue;
                Account a = found.get();
                out.println(name + "  claimed " + a.claimed().map(Object::toString).orElse("(unknown)")
                        + "  password: " + (a.password().isPresent() ? "yes" : "no"));
                if (a.keys().isEmpty()) out.println("  (no key: password only)");
                for (AccountKey k : a.keys()) {
                    out.println("  " + k.fingerprint() + "  " + k.type() + (k.comment().isEmpty() ? "" : "  " + k.comment()));
                }
            }
            return 0;
        } catch (IOException e) {
            return fail("cannot read the players in " + accounts.playersDir() + ": " + e.getMessage());
        }
    }

    @Command(name = "add", description = "Make a player NAME whose keys are those of KEYFILE (a .pub file).")
    int add(@Parameters(paramLabel = "NAME") String name, @Parameters(paramLabel = "KEYFILE") Path keyFile) {
        return run(() -> {
            PlayerName player = name(name);
            List<AccountKey> keys = KeyFile.read(keyFile);
            accounts().create(player, keys);
            System.out.println("Player " + player + " added with " + keys.size() + (keys.size() == 1 ? " key." : " keys."));
        });
    }

    @Command(name = "add-key", description = "Give player NAME the keys of KEYFILE too.")
    int addKey(@Parameters(paramLabel = "NAME") String name, @Parameters(paramLabel = "KEYFILE") Path keyFile) {
        return run(() -> {
            PlayerName player = name(name);
            List<AccountKey> keys = KeyFile.read(keyFile);
            Accounts accounts = accounts();
            Account account = accounts.find(player).orElseThrow(() -> new AccountException("there is no player " + player));
            for (AccountKey k : keys) {
                if (account.holds(k.key())) throw new AccountException(player + " already has the key " + k.fingerprint());
            }
            for (AccountKey k : keys) accounts.addKey(player, k);
            System.out.println("Player " + player + " now has " + (account.keys().size() + keys.size()) + " keys.");
        });
    }

    @Command(name = "remove-key", description = "Take from player NAME the key with this fingerprint (SHA256:..., "
            + "as list shows).")
    int removeKey(@Parameters(paramLabel = "NAME") String name, @Parameters(paramLabel = "FINGERPRINT") String fingerprint) {
        return run(() -> {
            PlayerName player = name(name);
            if (!fingerprint.startsWith("SHA256:")) {
                throw new AccountException("'" + fingerprint + "' is not a key fingerprint: give the SHA256:... text "
                        + "./play players list shows");
            }
            accounts().removeKey(player, fingerprint);
            System.out.println("Key " + fingerprint + " removed from " + player + ".");
        });
    }

    @Command(name = "remove", description = "Remove player NAME: the name is free again. Its saves are kept unless "
            + "--delete-files is given.")
    int remove(@Parameters(paramLabel = "NAME") String name,
               @Option(names = "--delete-files", description = "also delete the player's folder: saves and error log")
               boolean deleteFiles) {
        return run(() -> {
            PlayerName player = name(name);
            Accounts accounts = accounts();
            accounts.remove(player, deleteFiles);
            System.out.println("Player " + player + " removed" + (deleteFiles ? " with its files." : "; its files stay in "
                    + player.folder(accounts.playersDir()) + "."));
        });
    }

    @Command(name = "password", description = "Set player NAME's password, read from the terminal without echo, or "
            + "from the first line of standard input.")
    int password(@Parameters(paramLabel = "NAME") String name) {
        return run(() -> {
            PlayerName player = name(name);
            Accounts accounts = accounts();
            if (accounts.find(player).isEmpty()) throw new AccountException("there is no player " + player
                    + " (add one with ./play players add NAME KEYFILE)");
            String password = readPassword(player);
            accounts.setPassword(player, PasswordHash.of(password, new SecureRandom()));
            System.out.println("Password set for " + player + ".");
        });
    }

    @Command(name = "clear-password", description = "Remove player NAME's password: only its keys let it in.")
    int clearPassword(@Parameters(paramLabel = "NAME") String name) {
        return run(() -> {
            PlayerName player = name(name);
            accounts().clearPassword(player);
            System.out.println("Password removed from " + player + ".");
        });
    }

    private interface Change {
        void apply() throws AccountException, IOException;
    }

    /** Carries out a change; a refused or impossible one prints why and exits 2, having written nothing. */
    private static int run(Change change) {
        try {
            change.apply();
            return 0;
        } catch (AccountException e) {
            return fail(e.getMessage());
        } catch (IOException e) {
            return fail("cannot change the player's files: " + e.getMessage());
        }
    }

    private static int fail(String message) {
        System.err.println("escarmouche: " + message);
        return 2;
    }

    private Accounts accounts() {
        Path dir = data != null ? data : Launch.dataDir(System.getenv());
        return new Accounts(dir.resolve("players"), Clock.systemUTC());
    }

    private static Optional<Account> find(Accounts accounts, PlayerName name) {
        try {
            return accounts.find(name);
        } catch (IOException e) {
            System.out.println(name + "  (cannot read: " + e.getMessage() + ")");
            return Optional.empty();
        }
    }

    private static PlayerName name(String text) throws AccountException {
        return PlayerName.parse(text).orElseThrow(() -> new AccountException("'" + text + "' is not a player name. "
                + PlayerName.RULE));
    }

    /** Twice without echo on a terminal; otherwise the first line of standard input (for scripts). */
    private static String readPassword(PlayerName player) throws AccountException, IOException {
        Console console = System.console();
        String password;
        if (console != null) {
            char[] first = console.readPassword("New password for %s: ", player);
            char[] again = console.readPassword("The same password again: ");
            if (first == null || again == null) throw new AccountException("no password given");
            boolean same = Arrays.equals(first, again);
            password = new String(first);
            Arrays.fill(first, ' ');
            Arrays.fill(again, ' ');
            if (!same) throw new AccountException("the two passwords differ; nothing was changed");
        } else {
            BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            password = in.readLine();
            if (password == null) throw new AccountException("no password on standard input");
        }
        if (password.length() < MIN_PASSWORD || password.length() > MAX_PASSWORD) {
            throw new AccountException("a password must be " + MIN_PASSWORD + " to " + MAX_PASSWORD + " characters long");
        }
        return password;
    }
}
