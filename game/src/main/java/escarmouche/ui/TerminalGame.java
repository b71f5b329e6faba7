package escarmouche.ui;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.screen.Screen;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.DefaultTerminalFactory;
import com.googlecode.lanterna.terminal.Terminal;
import com.googlecode.lanterna.terminal.TerminalResizeListener;
import com.googlecode.lanterna.terminal.ansi.UnixLikeTerminal;
import escarmouche.reference.RulesReference;
import escarmouche.ui.battle.FightStarter;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.menu.EncounterPage;
import escarmouche.ui.menu.TitlePage;
import escarmouche.ui.page.App;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.FightSaves;
import escarmouche.ui.page.Frame;
import escarmouche.ui.page.LiveGames;
import escarmouche.ui.page.Page;
import escarmouche.ui.page.Settings;
import escarmouche.ui.page.ChoiceMemory;
import escarmouche.ui.page.KeptDraft;
import escarmouche.ui.page.PartyMemory;
import escarmouche.ui.page.TableDesk;
import escarmouche.ui.page.TextPage;
import escarmouche.ui.page.TooSmall;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Glyphs;
import escarmouche.ui.term.Keys;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import escarmouche.ui.term.TerminalOutputBuffer;
import escarmouche.ui.term.TwoSttyTerminal;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * The interactive game on one terminal: title screen, fights, tutorial, rules reference. Everything
 * waits on a blocking key read and redraws only when something changed, with a delta refresh; nothing
 * polls while the player thinks. The terminal is given, so the same class serves a local terminal and,
 * later, each SSH session.
 *
 * <p>Use {@link #run()}; tests may drive it key by key with {@link #open()}, {@link #handle} and
 * {@link #close()}.
 */
public final class TerminalGame implements App {
    private final Terminal terminal;
    private final EncounterCatalog catalog;
    private final FightSaves saves;
    private final Supplier<RulesReference> reference;
    private final Settings settings;
    private final ErrorLog errors;
    private final Executor resizeRunner;
    private final Object lock = new Object();
    /** Set when the terminal itself failed: restoring it would only fail again. */
    private volatile boolean terminalGone;
    private final List<Page> pages = new ArrayList<>();
    private final TerminalResizeListener resizeListener;
    private final AtomicBoolean resizePending = new AtomicBoolean();
    private TerminalScreen screen;
    private Glyphs glyphs;
    private boolean quitting;
    private boolean alwaysStrike;
    /** The screens' language, switched from the title screen; kept by {@link #languages}. */
    private volatile ScreenMessages messages;
    private ChoiceMemory<Language> languages = ChoiceMemory.none();
    private ChoiceMemory<Boolean> strikes = ChoiceMemory.none();
    private ChoiceMemory<Integer> paces = ChoiceMemory.none();
    private PartyMemory parties = PartyMemory.forTheSession();
    private ChoiceMemory<KeptDraft> keptDrafts = ChoiceMemory.none();
    /** The wait after each of the AI's commands: the settings' to begin with, then the title screen's. */
    private int pace;
    /** The server's other games, and this one as they watch it; none on a local terminal. */
    private volatile LiveGames live = LiveGames.NONE;
    /** The server's tables, as this session sees them; none on a local terminal. */
    private volatile TableDesk tables = TableDesk.NONE;
    /** Why the session is being ended from outside ({@link #endWith}); printed once the terminal is restored. */
    private volatile String ending;
    /** The saved fight to open on instead of the title screen ("" for the newest unfinished), or null. */
    private String continuing;
    /** The key that cut the last pause short (a page may give it a meaning of its own). */
    private KeyStroke pausedBy;

    /** A session with colour unless {@code NO_COLOR} asks for none, and a fresh random seed for each fight. */
    public TerminalGame(Terminal terminal, EncounterCatalog catalog, RulesReference reference, ErrorLog errors) {
        this(terminal, catalog, FightSaves.NONE, reference, errors);
    }

    /** A session that keeps its fights in {@code saves}. */
    public TerminalGame(Terminal terminal, EncounterCatalog catalog, FightSaves saves, RulesReference reference,
                        ErrorLog errors) {
        this(terminal, catalog, saves, reference, errors, localSettings(), TerminalGame::onNewThread);
    }

    /** The settings of the local terminal's environment, with a fresh random seed for each fight. */
    public static Settings localSettings() {
        return Settings.forEnvironment(System.getenv(), randomSeeds());
    }

    /** Short positive seeds, easy to note from the summary and give to {@code ./play run --seed}. */
    private static java.util.function.LongSupplier randomSeeds() {
        SplittableRandom random = new SplittableRandom();
        return () -> random.nextInt(1, 1_000_000);
    }

    /**
     * @param resizeRunner runs the redraw that follows a resize; the terminal announces resizes on its own
     *                     thread (a signal handler that holds the terminal's lock), so the local launcher
     *                     hands the redraw to a short-lived thread, and tests run it in place
     */
    public TerminalGame(Terminal terminal, EncounterCatalog catalog, RulesReference reference, ErrorLog errors,
                        Settings settings, Executor resizeRunner) {
        this(terminal, catalog, FightSaves.NONE, reference, errors, settings, resizeRunner);
    }

    public TerminalGame(Terminal terminal, EncounterCatalog catalog, FightSaves saves, RulesReference reference,
                        ErrorLog errors, Settings settings, Executor resizeRunner) {
        this(terminal, catalog, saves, () -> reference, errors, settings, resizeRunner);
    }

    /**
     * @param reference asked for the first time when a page needs the rules reference: the local game reads
     *                  it while the terminal opens and the title screen is drawn, which need none of it
     */
    public TerminalGame(Terminal terminal, EncounterCatalog catalog, FightSaves saves, Supplier<RulesReference> reference,
                        ErrorLog errors, Settings settings, Executor resizeRunner) {
        this.terminal = terminal;
        this.catalog = catalog;
        this.saves = saves;
        this.reference = reference;
        this.settings = settings;
        this.glyphs = new Glyphs(settings.colour());
        this.alwaysStrike = settings.alwaysStrike();
        this.pace = settings.paceMillis();
        this.messages = ScreenMessages.of(settings.language());
        this.errors = errors;
        this.resizeRunner = resizeRunner;
        // A window being dragged sends a burst of resizes: one redraw waiting is enough for all of them.
        this.resizeListener = (t, size) -> redrawSoon();
    }

    /** The local terminal: a text terminal even under a desktop, Ctrl-C handed to the game as a key. */
    public static Terminal openLocalTerminal() throws IOException {
        return openLocalTerminal(java.nio.charset.Charset.defaultCharset());
    }

    /** The same, writing and reading {@code charset} (UTF-8 when the environment's locale says so). */
    public static Terminal openLocalTerminal(java.nio.charset.Charset charset) throws IOException {
        // Lanterna's own terminal where stty may not be the Unix one (Windows, Cygwin); elsewhere the same
        // terminal set up in fewer stty runs and written a screen at a time: both in the way of the title.
        if (!System.getProperty("os.name", "").startsWith("Windows")) {
            return new TwoSttyTerminal(System.in, new TerminalOutputBuffer(System.out), charset);
        }
        return new DefaultTerminalFactory(System.out, System.in, charset)
                .setForceTextTerminal(true)
                .setUnixTerminalCtrlCBehaviour(UnixLikeTerminal.CtrlCBehaviour.TRAP)
                .createTerminal();
    }

    /** Runs a resize's redraw on a short-lived thread of its own (the local terminal's way). */
    public static void onNewThread(Runnable r) {
        Thread t = new Thread(r, "escarmouche-resize");
        t.setDaemon(true);
        t.start();
    }

    /**
     * Opens on the saved fight {@code key} (or, for "", the newest unfinished one) instead of the title
     * screen, when it is listed unfinished; the title screen lies under it. Call before {@link #open()}.
     */
    public TerminalGame continuing(String key) {
        this.continuing = key;
        return this;
    }

    /**
     * Ends the session from any thread: the game stops at its next key or pause, leaves its pages (a fight's
     * save lock is let go; its recording is already on disk) and, once the terminal is restored, prints
     * {@code message} for the player. The owner of the terminal ends its input so a waiting read returns.
     */
    public void endWith(String message) {
        ending = message;
    }

    /** Plays until the player quits or the input closes; the terminal is always restored. */
    public void run() {
        run(() -> true);
    }

    /**
     * The same, asking {@code ready} once the first screen is drawn and before the first key is read; false
     * ends the session there. The local game reads its content meanwhile: the title screen needs none.
     */
    public void run(BooleanSupplier ready) {
        try {
            open();
            if (!ready.getAsBoolean()) return;
            while (!quitting() && ending == null) {
                KeyStroke key = screen.readInput();
                if (Keys.closed(key)) {
                    // The input ended (a connection dropped, a window closed): the output may be going too, and a
                    // restoring that fails then is expected, not an error to log for the player.
                    terminalGone = true;
                    break;
                }
                if (ending != null) break;
                handle(key);
            }
        } catch (IOException e) {
            // The terminal went away (window closed, connection dropped): nothing left to restore.
            terminalGone = true;
            errors.write("the terminal closed under the game", e);
        } catch (RuntimeException e) {
            errors.write("the session stopped", e);
        } finally {
            close();
        }
    }

    public void open() throws IOException {
        synchronized (lock) {
            screen = new TerminalScreen(terminal);
            screen.startScreen();
            screen.setCursorPosition(null);
            terminal.addResizeListener(resizeListener);
            pages.clear();
            pages.add(new TitlePage(this));
            if (continuing != null) continueFight();
            render(true);
        }
    }

    /** Handles one key and redraws what changed; returns false once the player has quit. */
    public boolean handle(KeyStroke key) {
        synchronized (lock) {
            if (Keys.interrupt(key) || Keys.closed(key) || pages.isEmpty()) {
                // No page left: the session was closed (the launcher's shutdown hook) under this key.
                quitting = true;
                return false;
            }
            if (small()) {
                if (Keys.ch(key) == 'q') quitting = true;
            } else {
                try {
                    top().handle(key);
                } catch (RuntimeException e) {
                    showError(e);
                }
            }
            if (!quitting) render(false);
            return !quitting;
        }
    }

    /**
     * Stops the screen and gives the terminal back as it was; safe to call twice, and from the local
     * launcher's shutdown hook.
     */
    public void close() {
        synchronized (lock) {
            terminal.removeResizeListener(resizeListener);
            tables.shown(false);
            // Pages holding something (a fight's save lock) let it go; the recording is already on disk.
            while (!pages.isEmpty()) leave(pages.remove(pages.size() - 1));
            if (screen == null) return;
            try {
                // The width the screen last had: the terminal is the player's own again once it stops.
                int columns = screen.getTerminalSize().getColumns();
                try {
                    screen.stopScreen();
                } catch (IllegalStateException restoredAlready) {
                    // Lanterna's Unix terminal gives the screen back from a shutdown hook of its own: on Ctrl-C
                    // or a closed window it may run before the launcher's, and then the screen has left its
                    // private mode already. Nothing is wrong: the rest of the restoring still applies.
                }
                terminal.setCursorVisible(true);
                // One character at a time: not every terminal takes a line break inside a string.
                if (ending != null) for (char c : farewell(ending, columns).toCharArray()) terminal.putCharacter(c);
                terminal.flush();
            } catch (IOException | RuntimeException e) {
                if (!terminalGone) errors.write("restoring the terminal", e);
            }
            screen = null;
        }
    }

    /**
     * The last words, on lines of their own, broken between words to fit {@code columns}: the terminal itself
     * would break them at its edge, mid-word ("p" at the end of a line, "our le reprendre." on the next). One
     * column is left free, as a terminal that wraps at once on its last column would add an empty line.
     */
    static String farewell(String ending, int columns) {
        return "\n" + String.join("\n", Text.wrap(ending, Math.max(1, columns - 1))) + "\n";
    }

    /** Where a switch of language is kept for the player's next session. Call before {@link #open()}. */
    public TerminalGame rememberingLanguage(ChoiceMemory<Language> memory) {
        this.languages = memory;
        return this;
    }

    /**
     * Where a change of the choice about opportunity attacks is kept for the player's next session (the
     * session starts from {@link Settings#alwaysStrike()}). Call before {@link #open()}.
     */
    public TerminalGame rememberingStrikes(ChoiceMemory<Boolean> memory) {
        this.strikes = memory;
        return this;
    }

    /**
     * Where a change of the monsters' pace is kept for the player's next session (the session starts from
     * {@link Settings#paceMillis()}). Call before {@link #open()}.
     */
    public TerminalGame rememberingPace(ChoiceMemory<Integer> memory) {
        this.paces = memory;
        return this;
    }

    /** Where the party last taken into each encounter is kept for the player's next session. Call before {@link #open()}. */
    public TerminalGame rememberingParties(PartyMemory memory) {
        this.parties = memory;
        return this;
    }

    @Override
    public PartyMemory parties() {
        return parties;
    }

    /**
     * Where the name of the builder's work kept when a session ends under it waits for the player's next
     * session. Call before {@link #open()}.
     */
    public TerminalGame rememberingKeptDrafts(ChoiceMemory<KeptDraft> memory) {
        this.keptDrafts = memory;
        return this;
    }

    @Override
    public ChoiceMemory<KeptDraft> keptDrafts() {
        return keptDrafts;
    }

    /** Gives this game the server's tables: its title screen then offers them. */
    public void atTables(TableDesk desk) {
        this.tables = desk;
    }

    /** Puts this game on a server's stage: it may watch the other games there, and be watched. */
    public void onStage(LiveGames live) {
        this.live = live;
    }

    /**
     * Redraws soon on the resize runner, without a key (a new frame from a watched game, a list of games
     * that changed); never under the caller's locks. Requests made while one waits share it.
     */
    public void redrawSoon() {
        if (resizePending.compareAndSet(false, true)) resizeRunner.execute(this::redrawAfterResize);
    }

    private void continueFight() {
        // The newest unfinished fight is looked for among them all, as Continue does; a fight named is looked for
        // among the listed ones, then as that one.
        FightSaves.Past go = continuing.isEmpty() ? saves.overview().unfinished() : null;
        for (FightSaves.Past p : continuing.isEmpty() ? List.<FightSaves.Past>of() : saves.past()) {
            if (p.continuable() && continuing.equals(p.key())) go = p;
        }
        if (go == null && !continuing.isEmpty()) {
            FightSaves.Past newest = saves.overview().unfinished();
            if (newest != null && continuing.equals(newest.key())) go = newest;
        }
        if (go == null) return;
        try {
            FightStarter.reopen(this, go.key(), false);
        } catch (RuntimeException e) {
            showError(e);
        }
    }

    private void redrawAfterResize() {
        synchronized (lock) {
            // Cleared only once the lock is ours: while this redraw waits for a game stuck writing to a
            // client that does not read, further requests are merged into it instead of each starting a thread.
            resizePending.set(false);
            if (screen != null && !quitting) render(false);
        }
    }

    private boolean small() {
        TerminalSize size = screen.getTerminalSize();
        return size.getColumns() < Frame.MIN_COLUMNS || size.getRows() < Frame.MIN_ROWS;
    }

    private Page top() {
        return pages.get(pages.size() - 1);
    }

    private void showError(RuntimeException e) {
        String message = report(e);
        pages.add(new TextPage(this, messages.text("error.title"), List.of(message, "",
                messages.text("error.back")), TextPage.Close.HOME));
    }

    private void render(boolean force) {
        if (screen == null || pages.isEmpty()) return;
        boolean resized = screen.doResizeIfNecessary() != null;
        // Watchers' frames first: a page drawn last at this terminal's size keeps its own scroll and layout.
        if (live != LiveGames.NONE) OnStage.publish(live, pages, messages());
        TerminalSize size = screen.getTerminalSize();
        Canvas canvas = new Canvas(size.getColumns(), size.getRows(), glyphs);
        if (small()) {
            drawSmall(canvas);
        } else {
            try {
                top().draw(canvas);
            } catch (RuntimeException e) {
                canvas.fill(Style.NORMAL);
                canvas.paragraph(0, report(e), Style.BAD);
            }
            tables.shown(top().showsTables());
            OnStage.markWatchers(canvas, live.watchers(), messages());
        }
        // Nothing is sent to the terminal when the frame is the same as the one it shows.
        int changed = canvas.flushTo(screen);
        if (force || resized || changed > 0) {
            try {
                // After a resize the terminal's own contents are unknown (reflowed or cleared): redraw it all.
                // Otherwise only the cells that changed are sent.
                screen.refresh(force || resized ? Screen.RefreshType.COMPLETE : Screen.RefreshType.DELTA);
            } catch (IOException e) {
                // The terminal failed (on SSH: a client that stopped reading, or a dropped connection): the game
                // ends, and restoring the terminal, which would only fail again, is no second error to log. When
                // this ran on the resize runner, the game's thread waits for a key and does not see the flag: the
                // terminal's owner ends its input on such a failure (the SSH shell hangs up at once).
                errors.write("writing to the terminal", e);
                terminalGone = true;
                quitting = true;
            }
        }
    }

    private void drawSmall(Canvas canvas) {
        canvas.fill(Style.NORMAL);
        TerminalSize size = screen.getTerminalSize();
        String text = messages.text("terminal.small", size.getColumns() + "x" + size.getRows(),
                Frame.MIN_COLUMNS + "x" + Frame.MIN_ROWS);
        int rows = TooSmall.rows(text, canvas.width());
        TooSmall.draw(canvas, Math.max(0, (canvas.height() - rows) / 2), text);
    }

    // --- App: what pages may ask

    @Override
    public void push(Page page) {
        pages.add(page);
    }

    @Override
    public void pop() {
        if (pages.size() > 1) leave(pages.remove(pages.size() - 1));
        top().resumed();
    }

    @Override
    public void pop(String notice) {
        pop();
        top().told(notice);
    }

    @Override
    public void home() {
        while (pages.size() > 1) leave(pages.remove(pages.size() - 1));
        top().resumed();
    }

    @Override
    public void encounters() {
        home();
        push(new EncounterPage(this));
    }

    private void leave(Page page) {
        try {
            page.left();
        } catch (RuntimeException e) {
            errors.write("closing a page", e);
        }
    }

    @Override
    public boolean onTop(Page page) {
        return !pages.isEmpty() && top() == page;
    }

    @Override
    public void quit() {
        quitting = true;
    }

    @Override
    public boolean quitting() {
        synchronized (lock) {
            return quitting;
        }
    }

    @Override
    public boolean pause(int millis) {
        return pause(millis, false);
    }

    @Override
    public boolean hold(int millis) {
        return pause(millis, true);
    }

    /** {@link #pause}; {@code heldWhileSmall}: while the notice stands for the page, the wait does not end by time. */
    private boolean pause(int millis, boolean heldWhileSmall) {
        pausedBy = null;
        if (millis <= 0 || screen == null) return false;
        render(false);
        long deadline = System.nanoTime() + millis * 1_000_000L;
        try {
            while (true) {
                KeyStroke key = screen.pollInput();
                if (key != null || ending != null) {
                    if (ending != null || Keys.interrupt(key) || Keys.closed(key)) quitting = true;
                    pausedBy = quitting ? null : key;
                    return true;
                }
                long left = (deadline - System.nanoTime()) / 1_000_000L;
                if (left <= 0 && !(heldWhileSmall && small())) return false;
                // Waiting on the lock releases it, so a resize can redraw during the pause.
                lock.wait(Math.max(1, Math.min(left, 15)));
            }
        } catch (IOException e) {
            quitting = true;
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            quitting = true;
            return true;
        }
    }

    @Override
    public KeyStroke pausedBy() {
        return pausedBy;
    }

    @Override
    public Settings settings() {
        return settings;
    }

    @Override
    public void setColour(boolean colour) {
        if (colour != glyphs.colour()) glyphs = new Glyphs(colour);
    }

    @Override
    public boolean colour() {
        return glyphs.colour();
    }

    @Override
    public boolean alwaysStrike() {
        return alwaysStrike;
    }

    @Override
    public void setAlwaysStrike(boolean alwaysStrike) {
        this.alwaysStrike = alwaysStrike;
        strikes.remember(alwaysStrike);
    }

    @Override
    public int pace() {
        return pace;
    }

    @Override
    public void setPace(int millis) {
        this.pace = millis;
        paces.remember(millis);
    }

    @Override
    public RulesReference reference() {
        return reference.get().in(messages.language().locale());
    }

    @Override
    public ScreenMessages messages() {
        return messages;
    }

    @Override
    public void setLanguage(Language language) {
        if (language == messages.language()) return;
        messages = ScreenMessages.of(language);
        languages.remember(language);
    }

    @Override
    public EncounterCatalog catalog() {
        return catalog;
    }

    @Override
    public LiveGames live() {
        return live;
    }

    @Override
    public TableDesk tables() {
        return tables;
    }

    @Override
    public FightSaves saves() {
        return saves;
    }

    @Override
    public String report(Throwable error) {
        return errors.write("unexpected error", error)
                .map(where -> messages.text("error.logged", where))
                .orElse(messages.text("error.unlogged"));
    }
}
