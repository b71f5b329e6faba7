package escarmouche.launch;

import escarmouche.content.load.Content;
import escarmouche.content.load.ContentLoader;
import escarmouche.content.load.ContentLocator;
import escarmouche.content.load.Loaded;
import escarmouche.content.load.ProblemRuns;
import escarmouche.reference.RulesReference;
import escarmouche.save.SaveQuota;
import escarmouche.ui.TerminalGame;
import escarmouche.ui.page.Settings;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Starts the interactive game on the local terminal: finds and loads the content, opens the terminal,
 * plays, and restores the terminal on the way out (also on Ctrl-C or a kill, through a shutdown hook).
 */
public final class Launch {
    private Launch() {}

    /** The environment variable that moves the local saves folder. */
    public static final String SAVES_ENVIRONMENT = "ESCARMOUCHE_SAVES";

    public static void main(String[] args) {
        System.exit(play(System.err, null));
    }

    /**
     * Plays on the local terminal; returns the exit code (0, or 2 when the content cannot be used).
     *
     * @param savesOption the folder given with {@code --saves}, or null for the default ({@link #savesDir})
     */
    public static int play(PrintStream err, Path savesOption) {
        return play(err, savesOption, null);
    }

    /**
     * The same, in a language: {@code asked} (from {@code --lang}), else the one chosen last time on the
     * title screen (kept in the saves folder), else the environment's ({@code LC_ALL}, {@code LC_MESSAGES},
     * {@code LANG}), else English.
     */
    public static int play(PrintStream err, Path savesOption, Language asked) {
        // The terminal opens on the other core while the content is read (docs/speed-rounds.md, seventeenth
        // round). What goes wrong before the game starts is said once the terminal has its settings back.
        return play(err, savesOption, asked, TerminalOpening.start());
    }

    /** The same on the terminal {@code opening} gives. */
    public static int play(PrintStream err, Path savesOption, Language asked, TerminalOpening opening) {
        return play(err, savesOption, asked, opening, ContentLocator.standard());
    }

    /**
     * The same with the content {@code locator} finds. The title screen needs none of the content, so the
     * content is read on another thread once the title is drawn (docs/speed-rounds.md, twentieth round;
     * read from the start, it took CPU from the terminal's opening and the title); the game waits for it
     * before its first key, a wait no player sees who reads the title first. Content that cannot be used
     * ends the game there: the terminal gets its settings back, then the problems are printed, exit 2. A
     * terminal not opened ahead (input or output redirected) is not opened at all for content that cannot
     * be used: the content is read first.
     */
    public static int play(PrintStream err, Path savesOption, Language asked, TerminalOpening opening, ContentLocator locator) {
        Path saves = savesDir(savesOption, System.getenv(), home(System.getProperty("escarmouche.home"), locator));
        // The builder keeps the player's own encounters beside the fights, in the saves folder.
        Path own = saves.resolve("encounters");
        // Read once the title is drawn (below), or when first asked if that is sooner: a save checked against
        // today's content.
        ErrorLogFile errors = new ErrorLogFile(dataDir(System.getenv()), Clock.systemUTC());
        LanguageFile languages = new LanguageFile(saves, errors);
        Language language = Language.choose(asked, languages.remembered(), System.getenv(), Language.EN);
        // The content's problems are said in the game's language, as check says them.
        WorkAside<LocalContent> content = WorkAside.later("content", () -> LocalContent.read(locator, own, language));
        // With input or output redirected nothing opened the terminal ahead: the content is waited for first,
        // so that its problems are said without a screen drawn into a file or a pipe.
        if (!opening.startedAhead() && !content.get().usable()) return refused(err, content.get());
        // The saves are listed on the title screen; today's content is asked for only to record or reopen a fight.
        SaveShelf shelf = new SaveShelf(saves, () -> content.get().snapshot(), new SystemZoneClock(), "a local game",
                SaveQuota.NONE, null);
        // What the title screen shows of the saves, worked out while the terminal opens. Started before the rest is
        // set up: with an unfinished fight among the saves, reading it is the longest way to the title screen.
        shelf.overviewAhead();
        // The screens' texts, read on a thread of their own while this one sets the game up and the terminal
        // opens: the first resource read from the jar opens it, then 110 KB of properties are parsed. The game
        // asks for them once the terminal is open, waiting if they are still being read.
        WorkAside.later("texts", () -> ScreenMessages.of(language)).start();
        StrikeFile strikes = new StrikeFile(saves, errors);
        boolean alwaysStrike = strikes.remembered().orElse(false);
        PaceFile paces = new PaceFile(saves, errors);
        // Read once the title screen is on the terminal, and first needed when a page shows it. Read at once,
        // its JSON mapper's setup took CPU from the terminal's opening and the title.
        WorkAside<RulesReference> reference = WorkAside.later("rules reference", RulesReference::load);
        LoadingCatalog games = new LoadingCatalog(() -> content.get().catalog());
        // What the title screen reads of the JDK's locale data, read while this thread would wait for the terminal.
        LocaleTables.readAhead(language);
        // The game is made once the terminal is open; the shutdown hook closes whichever exists by then.
        AtomicReference<TerminalGame> game = new AtomicReference<>();
        int code = LocalTerminal.run(err, language, opening, () -> {
            TerminalGame g = game.get();
            if (g != null) g.close();
        }, terminal -> {
            game.set(new TerminalGame(terminal, games, shelf, reference, errors,
                    TerminalGame.localSettings().inLanguage(language).alwaysStriking(alwaysStrike)
                            .pacedAt(paces.remembered().orElse(Settings.DEFAULT_PACE)),
                    TerminalGame::onNewThread).rememberingLanguage(languages).rememberingStrikes(strikes)
                    .rememberingPace(paces).rememberingParties(new PartyFile(saves, errors))
                    .rememberingKeptDrafts(new KeptDraftFile(saves, errors)));
            game.get().run(() -> {
                // The title is on the terminal: what the next pages need is read now.
                content.start();
                reference.start();
                return content.get().usable();
            });
        });
        return content.get().usable() ? code : refused(err, content.get());
    }

    /** Says what is wrong with the content on {@code err}; the exit code of unusable content, 2. */
    private static int refused(PrintStream err, LocalContent content) {
        err.print(content.problems());
        err.flush();
        return 2;
    }

    /**
     * Finds and loads the content; on a problem tells {@code err} what is wrong (the same words for the
     * local game and the SSH server) and returns nothing.
     */
    public static Optional<ContentCatalog> loadCatalog(PrintStream err) {
        return loadCatalog(err, ScreenMessages.of(Language.EN));
    }

    /** The same, its problems said in {@code m}'s language. */
    public static Optional<ContentCatalog> loadCatalog(PrintStream err, ScreenMessages m) {
        return loadCatalog(err, ContentLocator.standard(), m);
    }

    /**
     * The same with the content {@code locator} finds. The problems are said as {@code check} says them: in the
     * player's language, a run of alike problems (the same typo five thousand times) as its first three and one line
     * for the rest, so that the one problem of another kind is not buried.
     */
    static Optional<ContentCatalog> loadCatalog(PrintStream err, ContentLocator locator, ScreenMessages m) {
        Optional<Path> dir = locator.locate();
        if (dir.isEmpty()) {
            err.println(m.text("launch.content.not.found", ContentLocator.ENVIRONMENT));
            return Optional.empty();
        }
        Loaded<Content> content = new ContentLoader().load(dir.get());
        if (!content.ok()) {
            err.println(m.text("launch.content.problems", dir.get()));
            for (String line : ProblemRuns.said(content.problems(), m)) err.println(line);
            return Optional.empty();
        }
        return Optional.of(new ContentCatalog(content.value()));
    }

    /**
     * Where local fights are kept: the {@code --saves} folder, else {@code $ESCARMOUCHE_SAVES}, else the
     * project's {@code saves/} (the launcher passes the project as {@code escarmouche.home}; a checkout's jar
     * run alone finds it, {@link #home}), else {@code saves/} under the data folder.
     */
    public static Path savesDir(Path option, Map<String, String> env, String home) {
        if (option != null) return option;
        String fromEnv = env.get(SAVES_ENVIRONMENT);
        if (fromEnv != null && !fromEnv.isBlank()) return Path.of(fromEnv);
        if (home != null && !home.isBlank()) return Path.of(home, "saves");
        return dataDir(env).resolve("saves");
    }

    /**
     * The project whose {@code saves/} local fights go to: the one the launcher names ({@code escarmouche.home}),
     * else the checkout the jar runs from, or null for a jar outside any (its fights go to the data folder).
     */
    static String home(String property, ContentLocator locator) {
        if (property != null && !property.isBlank()) return property;
        return locator.checkout().map(Path::toString).orElse(null);
    }

    /** {@code $XDG_DATA_HOME/escarmouche}, or {@code ~/.local/share/escarmouche}. */
    public static Path dataDir(Map<String, String> env) {
        String xdg = env.get("XDG_DATA_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg)
                : Path.of(System.getProperty("user.home"), ".local", "share");
        return base.resolve("escarmouche");
    }
}
