package escarmouche.cli;

import escarmouche.launch.ContentCatalog;
import escarmouche.launch.OddsPool;
import escarmouche.launch.Launch;
import escarmouche.launch.SaveShelf;
import escarmouche.reference.RulesReference;
import escarmouche.save.PrivateFiles;
import escarmouche.save.SaveQuota;
import escarmouche.ssh.GameServer;
import escarmouche.ssh.gate.Limits;
import escarmouche.ssh.ServerConfig;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.ssh.DataFolderLock;
import escarmouche.ssh.ServerStartException;
import escarmouche.ssh.account.Accounts;
import escarmouche.ssh.account.StoredKeys;
import escarmouche.ssh.log.LogEvent;
import escarmouche.ssh.log.SaveLines;
import escarmouche.ssh.log.ServerLog;
import escarmouche.ssh.log.ServerLogFile;
import escarmouche.ui.page.Settings;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.BindException;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code ./play serve}: the SSH server. */
@Command(name = "serve", mixinStandardHelpOptions = true, addMethodSubcommands = false, sortOptions = false,
        description = {"Serve the game over SSH: each connection gets its own game.",
                "Players log in with their SSH key: a name belongs to the first key that logs in with it "
                        + "(see ./play players). On 127.0.0.1 anyone may play as a guest; on any other address "
                        + "only with --guests.",
                "Admin guide: docs/server.md."})
public final class ServeCommand implements Callable<Integer> {
    /** Where a shared password may come from instead of the command line, which other users can read. */
    static final String PASSWORD_ENVIRONMENT = "ESCARMOUCHE_PASSWORD";

    @Option(names = "--port", paramLabel = "PORT",
            description = "TCP port (default ${DEFAULT-VALUE}; 0: a free one the system chooses, named at start)",
            defaultValue = "2222")
    int port;

    @Option(names = "--host", paramLabel = "ADDRESS",
            description = "address to listen on (default ${DEFAULT-VALUE}; 0.0.0.0 for every address)",
            defaultValue = "127.0.0.1")
    String host;

    @Option(names = "--lang", paramLabel = "fr|en", converter = LanguageOption.class,
            description = "screens' language for players who never chose one and whose client sends no LANG or LC_* "
                    + "(default en); also the language of these messages")
    Language lang;

    @Spec
    CommandSpec spec;

    @Option(names = "--data", paramLabel = "DIR",
            description = "the server's data folder: host key, log, players (default $XDG_DATA_HOME/escarmouche,%n  else ~/.local/share/escarmouche)")
    Path data;

    @Option(names = "--guests", description = "let players without a key in as guests, under names no player holds "
            + "(the default only on 127.0.0.1); with a shared password, a guest must type it")
    boolean guests;

    @Option(names = "--no-guests", description = "never let guests in, even on 127.0.0.1")
    boolean noGuests;

    @Option(names = "--password-file", paramLabel = "FILE",
            description = "a file holding the password guests must type (or set $" + PASSWORD_ENVIRONMENT + "): "
                    + "guests who know it may come in on any address; players' keys and own passwords do not need it")
    Path passwordFile;

    @Option(names = "--password", hidden = true, description = "refused: a password on the command line is visible to every user")
    String passwordOnCommandLine;

    @Option(names = "--max-connections", paramLabel = "N", description = "connections in all (default ${DEFAULT-VALUE})",
            defaultValue = "256")
    int total;

    @Option(names = "--max-per-address", paramLabel = "N",
            description = "connections from one address (default ${DEFAULT-VALUE})", defaultValue = "8")
    int perAddress;

    @Option(names = "--max-startups", paramLabel = "START:FULL",
            description = "unauthenticated connections from one address: beyond START new ones are refused at "
                    + "random, beyond FULL all are (default ${DEFAULT-VALUE})", defaultValue = "3:10")
    String startups;

    @Option(names = "--max-sessions-per-player", paramLabel = "N",
            description = "live sessions one player may hold (default ${DEFAULT-VALUE})", defaultValue = "2")
    int perPlayer;

    @Option(names = "--max-new-names-per-hour", paramLabel = "N",
            description = "names SSH keys may claim from one address (an IPv6 /64 counts as one) within an hour "
                    + "(default ${DEFAULT-VALUE})", defaultValue = "" + Limits.NEW_NAMES_PER_HOUR)
    int newNamesPerHour;

    @Option(names = "--max-names-per-key", paramLabel = "N",
            description = "names one SSH key may hold and still claim a new one; ./play players add and add-key "
                    + "may give it more (default ${DEFAULT-VALUE})", defaultValue = "" + Limits.NAMES_PER_KEY)
    int namesPerKey;

    @Option(names = "--max-saves-per-player", paramLabel = "N",
            description = "recorded fights one player may keep; beyond that new fights are played but not saved, "
                    + "until the player deletes some in Past fights (default ${DEFAULT-VALUE})", defaultValue = "1000")
    int savesPerPlayer;

    @Option(names = "--max-saves-mib-per-player", paramLabel = "MIB",
            description = "MiB of saves one player may keep (default ${DEFAULT-VALUE})", defaultValue = "200")
    int savesMibPerPlayer;

    @Option(names = "--login-grace", paramLabel = "SECONDS",
            description = "time to log in before the connection is closed, then to ask for the game (default ${DEFAULT-VALUE})",
            defaultValue = "45")
    int loginGrace;

    @Option(names = "--login-tries", paramLabel = "N",
            description = "failed logins allowed per connection (default ${DEFAULT-VALUE})", defaultValue = "6")
    int loginTries;

    @Option(names = "--idle-minutes", paramLabel = "MINUTES",
            description = "a session without a key pressed this long is saved and closed (default ${DEFAULT-VALUE})",
            defaultValue = "30")
    int idleMinutes;

    @Option(names = "--table-pace", paramLabel = "MILLIS",
            description = "wait before each move the AI plays at a table, so that every seat sees it "
                    + "(default ${DEFAULT-VALUE}, as a fight played alone; 0: none; at most 5000)",
            defaultValue = "" + Settings.DEFAULT_PACE)
    int tablePace;

    @Override
    public Integer call() {
        PrintStream out = System.out;
        PrintStream err = System.err;
        ScreenMessages m = messages();
        Optional<ServerConfig> config = config(err);
        if (config.isEmpty()) return 2;
        Optional<ContentCatalog> catalog = Launch.loadCatalog(err, m);
        if (catalog.isEmpty()) return 2;
        SaveShelf.Snapshot snapshot;
        try {
            // Read once for the whole server: every player's recordings share this copy and its hash.
            snapshot = SaveShelf.Snapshot.read(catalog.get().content());
        } catch (IOException e) {
            err.println(m.text("cli.serve.content.unreadable", e.getMessage()));
            return 2;
        }
        ServerConfig c = config.get();
        // Taken before anything is written in the folder (a first start makes the host key) and held for good.
        DataFolderLock folder;
        try {
            Optional<DataFolderLock> taken = DataFolderLock.take(c.dataDir());
            if (taken.isEmpty()) {
                String holder = DataFolderLock.holder(c.dataDir());
                err.println(m.text("cli.serve.data.taken", c.dataDir(), holder.isEmpty() ? "?" : holder));
                return 2;
            }
            folder = taken.get();
        } catch (IOException e) {
            err.println(m.text("cli.serve.data.unwritable", c.dataDir(), IoReasons.of(e, m)));
            return 2;
        }
        int code = serve(c, catalog.get(), snapshot, m, out, err, folder);
        // A server that did not start lets the folder go at once (a test process starts many).
        if (code != 0) release(folder);
        return code;
    }

    private static void release(DataFolderLock folder) {
        try {
            folder.close();
        } catch (IOException e) {
            // Let go already, or the process ends: the system lets the lock go anyway.
        }
    }

    /** Opens the log, starts the server and waits for it to stop; 2 when it cannot start. */
    private int serve(ServerConfig c, ContentCatalog catalog, SaveShelf.Snapshot snapshot, ScreenMessages m,
                      PrintStream out, PrintStream err, DataFolderLock folder) {
        ServerLogFile log;
        try {
            log = ServerLogFile.open(c.logsDir(), Clock.systemUTC());
        } catch (IOException e) {
            err.println(m.text("cli.serve.log.unwritable", c.logsDir(), e.getMessage()));
            return 2;
        }
        GameServer server;
        try {
            SaveQuota quota = quota().orElseThrow();
            // One pool of odds for every session: a second player browsing the lists costs nothing.
            ContentCatalog games = catalog.withOdds(OddsPool.forContent(snapshot.content(), snapshot.hash()));
            // A player is told paths from their own folder (saves/...), never where the server keeps its data.
            ServerLog admin = log;
            server = GameServer.start(c, games, (dir, player) -> new SaveShelf(dir, snapshot,
                    Clock.systemDefaultZone(), "an SSH session of " + player, quota, dir.getParent())
                    .reporting((file, t) -> admin.write(LogEvent.SAVE,
                            SaveLines.of(player, file, t.reason(), t.over()))),
                    RulesReference.load(), log);
        } catch (BindException e) {
            // The same exception says "in use" and "not this machine's address": only the second is --host's fault.
            err.println(ownAddress(host) ? m.text("cli.serve.port.taken", host + ":" + port, e.getMessage())
                    : m.text("cli.serve.host.foreign", host + ":" + port, e.getMessage(), host));
            return 2;
        } catch (ServerStartException e) {
            err.println(m.text("cli.serve.error", e.getMessage()));
            return 2;
        } catch (IOException e) {
            err.println(m.text("cli.serve.cannot.start", host + ":" + port, e.getMessage()));
            return 2;
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            // The admin who pressed Ctrl-C hears what became of the games in play, not only the shell's prompt.
            int open = server.sessionsOpen();
            if (open > 0) out.println(m.text("cli.serve.stopping", open, String.valueOf(open)));
            try {
                server.close();
            } catch (IOException e) {
                // Shutting down anyway.
            }
            release(folder);
            out.println(m.text("cli.serve.stopped"));
            out.flush();
            stopped.countDown();
        }, "escarmouche-ssh-stop"));
        for (String line : greeting(m, server.port(), server.fingerprint(), server.hostKeyNotice(m), c, log.file())) {
            out.println(line);
        }
        // Key lines refused and accounts that cannot be read: the server log has them too, but an admin who starts
        // the server by hand reads this console, and a key refused for its options is a limit they meant to keep.
        for (String warning : StoredKeys.warnings(new Accounts(c.playersDir(), Clock.systemUTC()), m)) err.println(warning);
        out.flush();
        try {
            stopped.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return 0;
    }

    /**
     * A notice, a sentence of its own, as it reads after "remarque :" (lower case, as every command's notes):
     * French starts no word after a colon with a capital ("remarque : une nouvelle clé..."), unless the word is
     * written in capitals ("SSH"). English keeps it.
     */
    static String afterColon(ScreenMessages m, String notice) {
        if (m.language() != Language.FR || notice.length() < 2 || !Character.isUpperCase(notice.charAt(0))
                || Character.isUpperCase(notice.charAt(1))) {
            return notice;
        }
        return Character.toLowerCase(notice.charAt(0)) + notice.substring(1);
    }

    /** What the server prints once it listens: where, its key, how to connect, who may, where its data is. */
    List<String> greeting(ScreenMessages m, int boundPort, String fingerprint, Optional<String> notice, ServerConfig c,
                          Path logFile) {
        List<String> lines = new ArrayList<>();
        lines.add(m.text("cli.serve.started", host + ":" + boundPort));
        lines.add(m.text("cli.serve.fingerprint", fingerprint));
        notice.ifPresent(n -> lines.add(m.text("cli.serve.note", afterColon(m, n))));
        // Bound to every address, the server has no one name to give: the admin knows the machine's.
        String reach = host.equals("0.0.0.0") || host.equals("::") ? m.text("cli.serve.this.machine") : host;
        lines.add(m.text("cli.serve.connect", "ssh -p " + boundPort + " " + m.text("cli.serve.name") + "@" + reach,
                m.text("cli.serve.name")));
        lines.add(m.text("cli.serve.logins", m.text(!c.guests()
                ? c.password().isPresent() ? "cli.serve.no.guests.password" : "cli.serve.no.guests"
                : c.password().isPresent() ? "cli.serve.guests.password" : "cli.serve.guests")));
        lines.add(m.text("cli.serve.data", c.dataDir(), logFile));
        lines.add(m.text("cli.serve.stop"));
        return lines;
    }

    /** The configuration from the options, or a message on {@code err} and nothing. */
    Optional<ServerConfig> config(PrintStream err) {
        ScreenMessages m = messages();
        if (passwordOnCommandLine != null) {
            err.println(m.text("cli.serve.password.visible", "$" + PASSWORD_ENVIRONMENT));
            return Optional.empty();
        }
        if (!OptionBounds.PORT.holds(port)) {
            err.println(m.text("cli.option.between", "--port", OptionBounds.PORT.min(), OptionBounds.PORT.max(),
                    String.valueOf(port)));
            return Optional.empty();
        }
        if (guests && noGuests) {
            err.println(m.text("cli.serve.guests.both"));
            return Optional.empty();
        }
        Optional<String> password;
        try {
            password = password();
        } catch (NotUtf8 e) {
            err.println(m.text("cli.serve.password.not.utf8", e.getMessage()));
            return Optional.empty();
        } catch (ControlInPassword e) {
            err.println(m.text("cli.serve.password.control", e.getMessage(), e.control.codePoint(),
                    String.valueOf(e.control.position())));
            return Optional.empty();
        } catch (IOException e) {
            err.println(m.text("cli.serve.password.unreadable", passwordFile, IoReasons.of(e, m)));
            return Optional.empty();
        }
        if (passwordFile != null && password.isEmpty()) {
            err.println(m.text("cli.serve.password.empty", passwordFile));
            return Optional.empty();
        }
        // The shared password stands before a public address as a player's does: as long as theirs at least.
        if (password.isPresent() && password.get().length() < PlayersCommand.MIN_PASSWORD) {
            err.println(m.text("cli.serve.password.short", passwordFile != null ? passwordFile : "$" + PASSWORD_ENVIRONMENT,
                    String.valueOf(PlayersCommand.MIN_PASSWORD)));
            return Optional.empty();
        }
        if (passwordFile != null && openToOthers(passwordFile)) {
            err.println(m.text("cli.serve.password.open", passwordFile));
        }
        Optional<String> outOfBounds = outOfBounds(m);
        if (outOfBounds.isPresent()) {
            err.println(outOfBounds.get());
            return Optional.empty();
        }
        String[] startup = startups.split(":", -1);
        Limits limits;
        try {
            if (startup.length != 2) throw new IllegalArgumentException(m.text("cli.serve.startups.shape", "START:FULL"));
            int start = Integer.parseInt(startup[0].trim());
            int full = Integer.parseInt(startup[1].trim());
            if (start < 1 || start > full) throw new IllegalArgumentException(m.text("cli.serve.startups.order", startups));
            limits = new Limits(Duration.ofSeconds(loginGrace), loginTries, start, full, perAddress, perPlayer, total,
                    Duration.ofMinutes(idleMinutes), newNamesPerHour, namesPerKey);
        } catch (NumberFormatException e) {
            err.println(m.text("cli.serve.startups.numbers", "START:FULL"));
            return Optional.empty();
        } catch (IllegalArgumentException e) {
            err.println(m.text("cli.serve.error", e.getMessage()));
            return Optional.empty();
        }
        Optional<String> badData = DataFolderOption.refusal(data, m);
        if (badData.isPresent()) {
            err.println(badData.get());
            return Optional.empty();
        }
        // Absolute, so that the start-up lines and the log say where the data is, whatever the service's folder.
        Path dataDir = (data != null ? data : Launch.dataDir(System.getenv())).toAbsolutePath().normalize();
        ServerConfig probe = new ServerConfig(host, port, dataDir, password, false, limits);
        // An open door is a choice: only on this machine's own address is it the default.
        // A shared password is a door for guests who know it, so it lets guests in unless --no-guests.
        boolean openToGuests = guests || (!noGuests && (probe.loopbackOnly() || password.isPresent()));
        return Optional.of(new ServerConfig(host, port, dataDir, password, openToGuests, limits,
                lang != null ? lang : Language.EN, tablePace));
    }

    /** The language of these messages: --lang, else that of ./play, else the environment's. */
    private ScreenMessages messages() {
        return ScreenMessages.of(ToolLanguage.of(lang, spec));
    }

    /** What each player's saves folder may hold, or nothing when the options make no sense. */
    Optional<SaveQuota> quota() {
        if (savesPerPlayer < 1 || savesMibPerPlayer < 1) return Optional.empty();
        return Optional.of(new SaveQuota(savesPerPlayer, (long) savesMibPerPlayer << 20));
    }

    private Optional<String> password() throws IOException {
        if (passwordFile != null) {
            // At most one byte past the limit: a device (/dev/zero) or a pipe has no size to ask first.
            byte[] bytes;
            try (InputStream in = Files.newInputStream(passwordFile)) {
                bytes = in.readNBytes(4097);
            }
            if (bytes.length > 4096) throw new IOException(messages().text("cli.serve.password.large"));
            String text = PasswordText.withoutMark(StrictUtf8.decode(bytes)
                    .orElseThrow(() -> new NotUtf8(passwordFile.toString()))).strip();
            return Optional.of(checked(text, passwordFile.toString())).filter(p -> !p.isEmpty());
        }
        Optional<String> set = Optional.ofNullable(System.getenv(PASSWORD_ENVIRONMENT))
                .map(p -> PasswordText.withoutMark(p).strip()).filter(p -> !p.isEmpty());
        // Java has already decoded the variable, each byte it could not read made U+FFFD: refused as a file's would be.
        if (set.isPresent() && set.get().indexOf(NOT_READ) >= 0) throw new NotUtf8("$" + PASSWORD_ENVIRONMENT);
        if (set.isPresent()) checked(set.get(), "$" + PASSWORD_ENVIRONMENT);
        return set;
    }

    /** {@code password} (from {@code where}), unless a control character in it makes it one no guest could type. */
    private static String checked(String password, String where) throws ControlInPassword {
        try {
            return PasswordText.checked(password);
        } catch (PasswordText.ControlCharacter c) {
            throw new ControlInPassword(where, c);
        }
    }

    /** A shared password holding a control character: the message names where it came from, and which one. */
    private static final class ControlInPassword extends IOException {
        private final PasswordText.ControlCharacter control;

        ControlInPassword(String where, PasswordText.ControlCharacter control) {
            super(where);
            this.control = control;
        }
    }

    /** What a byte that is not UTF-8 becomes once decoded leniently. */
    private static final char NOT_READ = '\uFFFD';

    /** A password (its file, or the variable) that is not UTF-8 text: the message names where it came from. */
    private static final class NotUtf8 extends IOException {
        NotUtf8(String where) {
            super(where);
        }
    }

    /** Whether {@code host} names one of this machine's addresses (every address, loopback or an interface's). */
    private static boolean ownAddress(String host) {
        try {
            InetAddress a = InetAddress.getByName(host);
            return a.isAnyLocalAddress() || a.isLoopbackAddress() || NetworkInterface.getByInetAddress(a) != null;
        } catch (IOException e) {
            // Unknown: the port's message is the likelier.
            return true;
        }
    }

    /** A numeric option and the value it was given. */
    private record Given(String option, OptionBounds.Bound bound, int value) {}

    /**
     * The first numeric option given a value out of its bounds, said as every command says it: the option, its
     * bounds and the value ("--login-grace must be between 1 and 600, found 0"); a limit with no upper bound
     * but the type's says "at least 1", 2147483647 being no bound an admin thinks of.
     */
    private Optional<String> outOfBounds(ScreenMessages m) {
        List<Given> given = List.of(
                new Given("--login-grace", OptionBounds.LOGIN_GRACE, loginGrace),
                new Given("--idle-minutes", OptionBounds.IDLE_MINUTES, idleMinutes),
                new Given("--login-tries", OptionBounds.AT_LEAST_ONE, loginTries),
                new Given("--max-connections", OptionBounds.AT_LEAST_ONE, total),
                new Given("--max-per-address", OptionBounds.AT_LEAST_ONE, perAddress),
                new Given("--max-sessions-per-player", OptionBounds.AT_LEAST_ONE, perPlayer),
                new Given("--max-new-names-per-hour", OptionBounds.AT_LEAST_ONE, newNamesPerHour),
                new Given("--max-names-per-key", OptionBounds.AT_LEAST_ONE, namesPerKey),
                new Given("--max-saves-per-player", OptionBounds.AT_LEAST_ONE, savesPerPlayer),
                new Given("--max-saves-mib-per-player", OptionBounds.AT_LEAST_ONE, savesMibPerPlayer),
                new Given("--table-pace", OptionBounds.TABLE_PACE, tablePace));
        for (Given g : given) {
            if (g.bound().holds(g.value())) continue;
            return Optional.of(g.bound().max() == Integer.MAX_VALUE
                    ? m.text("cli.option.at.least", g.option(), g.bound().min(), String.valueOf(g.value()))
                    : m.text("cli.option.between", g.option(), g.bound().min(), g.bound().max(), String.valueOf(g.value())));
        }
        return Optional.empty();
    }

    /** Whether other users may read the file: said, not refused (a secret in a file of the admin's choosing). */
    private static boolean openToOthers(Path file) {
        try {
            return Files.isRegularFile(file) && PrivateFiles.openToOthers(file);
        } catch (IOException e) {
            return false;
        }
    }
}
