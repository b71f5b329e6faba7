package escarmouche.ui.table;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.page.App;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.FightSaves;
import escarmouche.ui.page.Page;
import escarmouche.ui.page.TableDesk;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.function.LongSupplier;

/**
 * The tables of one server (one hall per server, given to every session through a {@link TableDesk}).
 * Bounds what a player can cost: a game master keeps at most {@link #MAX_PER_GM} tables open, the server
 * {@link #MAX_TABLES}, a table seats at most {@link Table#MAX_PLAYERS} players. A table never outlives its
 * game master for long: it closes when its game master leaves it before the fight starts, when nobody is
 * left at it, and {@link #GM_GRACE_MILLIS} after the game master dropped out of a fight under way unless
 * they came back.
 *
 * <p>Locking: the hall's lock guards its list only, for a moment; no table's lock is taken under it. A
 * table's lock is taken on its own (never the hall's under it), and a table wakes screens only through
 * their redraw runners, which never run under the table's lock in a server.
 */
public final class TableHall {
    public static final int MAX_TABLES = 16;
    public static final int MAX_PER_GM = 1;
    public static final long GM_GRACE_MILLIS = 10 * 60 * 1000L;

    private final Object lock = new Object();
    /** Set once, by the server stopping ({@link #stopping}); read by each table as it closes. */
    private volatile boolean stopping;
    private final List<Table> tables = new ArrayList<>();
    private final LongSupplier clock;
    private final long grace;
    private final TablePacing pacing;
    private final TableJournal journal;
    private long lastId;
    /**
     * How to wake the screens that show the tables now (their list, or the title screen's count of those to
     * join): they are redrawn when a table opens, closes, seats a player or starts a round. In the order they
     * came; a screen leaves when it shows something else, or its session ends.
     */
    private final Set<Runnable> lookers = new CopyOnWriteArraySet<>();

    /** How long a table waits for its game master once they left a fight under way, in whole minutes (at least 1). */
    int graceMinutes() {
        return (int) Math.max(1, (grace + 59_999) / 60_000);
    }

    /** How long a table waits for its game master once they left a fight under way, in milliseconds. */
    long grace() {
        return grace;
    }

    /** A hall on the system clock whose tables play the AI's commands at once. */
    public TableHall() {
        this(TablePacing.NONE);
    }

    /** A hall on the system clock whose tables space out the AI's commands by {@code pacing}. */
    public TableHall(TablePacing pacing) {
        this(System::currentTimeMillis, GM_GRACE_MILLIS, pacing);
    }

    /** @param clock milliseconds, for the game master's grace; @param grace how long a table waits for its GM */
    public TableHall(LongSupplier clock, long grace) {
        this(clock, grace, TablePacing.NONE);
    }

    /** As {@link #TableHall(LongSupplier, long)}, the AI's commands spaced out by {@code pacing}. */
    public TableHall(LongSupplier clock, long grace, TablePacing pacing) {
        this(clock, grace, pacing, TableJournal.NONE);
    }

    /** As {@link #TableHall(LongSupplier, long, TablePacing)}, each table's life told to {@code journal}. */
    public TableHall(LongSupplier clock, long grace, TablePacing pacing, TableJournal journal) {
        this.clock = clock;
        this.grace = grace;
        this.pacing = java.util.Objects.requireNonNull(pacing, "pacing");
        this.journal = java.util.Objects.requireNonNull(journal, "journal");
    }

    /** The session's side of the hall: its player's name and how to wake its screen. */
    public TableDesk desk(String player, Runnable wake) {
        return new TableDesk() {
            @Override
            public String player() {
                return player;
            }

            @Override
            public int joinable() {
                int n = 0;
                for (Table t : tables()) if (t.awaits(player)) n++;
                return n;
            }

            @Override
            public Page page(App app) {
                return new TableListPage(app, TableHall.this, player, wake);
            }

            @Override
            public String seat(ScreenMessages m) {
                Table t = seatOf(player);
                if (t == null) return null;
                String state = t.round() == 0 ? m.text("table.state.seating")
                        : m.text("table.state.round", String.valueOf(t.round()));
                return player.equals(t.gm()) ? m.text("title.table.back.gm", t.name(m), state)
                        : m.text("title.table.back", t.gm(), t.name(m), state);
            }

            @Override
            public void backToSeat(App app) {
                Table t = seatOf(player);
                TableListPage list = new TableListPage(app, TableHall.this, player, wake);
                app.push(list);
                if (t != null) list.join(t);
            }

            @Override
            public boolean playing(String key) {
                // The key is the file's path in the player's saves; the table knows its file by name.
                String file = key.substring(Math.max(key.lastIndexOf('/'), key.lastIndexOf('\\')) + 1);
                for (Table t : tables()) if (t.records(player, file)) return true;
                return false;
            }

            @Override
            public void shown(boolean tables) {
                if (tables) lookers.add(wake);
                else lookers.remove(wake);
            }
        };
    }

    /**
     * The server's idle check's view of where {@code player}'s session sits ({@code wake}: its screen's, as given
     * to its {@link #desk}): at a table whose fight goes on, the table's keys and moves count for it too.
     */
    public IdleSeat idleSeat(String player, Runnable wake) {
        return new SeatAtTables(player, wake);
    }

    /**
     * One session's seat as its idle time sees it. A screen at a table whose fight goes on is idle only once the
     * whole table is: no key from any seat, no command of the AI, for the idle time; then the table closes for
     * everyone at it and each session ends saying so. A game master who only watches the players and the AI is
     * not idle.
     */
    public interface IdleSeat {
        /** A key of this session's: when its screen sits at a table, the table heard from a seat. */
        void keyed();

        /**
         * Milliseconds since the last key of any seat or command of the AI at the table this screen sits at, whose
         * fight goes on; -1 when it sits at none (its own keys then count alone).
         */
        long quiet();

        /**
         * The session is idle: if its screen sits at a table quiet for {@code idle} milliseconds (or at one that
         * closed for it), the table is closed and the key of the session's last words returned (they take the
         * idle time); null when the session is idle on its own.
         */
        String closeQuiet(long idle);
    }

    /** A session's {@link IdleSeat} among this hall's tables. */
    private final class SeatAtTables implements IdleSeat {
        private final String player;
        private final Runnable wake;
        /** The table the screen sat at when last looked for: still read once it closed, to say why. */
        private volatile Table last;

        private SeatAtTables(String player, Runnable wake) {
            this.player = player;
            this.wake = wake;
        }

        /** The table this screen sits at now, or null. */
        private Table at() {
            List<Table> open;
            synchronized (lock) {
                open = List.copyOf(tables);
            }
            for (Table t : open) {
                if (t.holds(player, wake)) {
                    last = t;
                    return t;
                }
            }
            return null;
        }

        @Override
        public void keyed() {
            Table t = at();
            if (t != null) t.keyed();
        }

        @Override
        public long quiet() {
            Table t = at();
            return t == null ? -1 : t.quiet(player, wake);
        }

        @Override
        public String closeQuiet(long idle) {
            Table t = at();
            if (t == null) {
                Table before = last;
                // Closed for being idle by another seat's check a moment ago: this screen still shows it.
                if (before == null || !before.closed() || !before.holds(player, wake)) return null;
                t = before;
            }
            return t.closeIdle(idle) ? t.idleWords(player) : null;
        }
    }

    /** The open tables, in the order they were opened; tables whose game master's grace ran out close first. */
    public List<Table> tables() {
        List<Table> copy;
        synchronized (lock) {
            copy = List.copyOf(tables);
        }
        long now = clock.getAsLong();
        for (Table t : copy) t.closeIfAbandoned(now, grace);
        synchronized (lock) {
            return List.copyOf(tables);
        }
    }

    /**
     * The server stops: the tables close as their sessions end, logged as such, and a fight under way makes no
     * players' copies (the game master's Continue takes it up; a copy would be a second fork of it).
     */
    public void stopping() {
        stopping = true;
    }

    boolean isStopping() {
        return stopping;
    }

    /** Where a player sits at a table's fight under way: its game master holds the recording, a player does not. */
    public enum FightSeat { GAME_MASTER, PLAYER }

    /** Where {@code player} sits at a fight under way, for the word the server's stop leaves them; null at none. */
    public FightSeat fightSeat(String player) {
        Table t = seatOf(player);
        if (t == null || t.round() == 0) return null;
        return player.equals(t.gm()) ? FightSeat.GAME_MASTER : FightSeat.PLAYER;
    }

    /** The first table under way where {@code player} has a seat, or null. */
    private Table seatOf(String player) {
        for (Table t : tables()) if (t.seatAwaits(player)) return t;
        return null;
    }

    /** The answer to {@link #open}: a table, or why not. */
    public record Opening(Table table, String refusal) {}

    /**
     * Opens a table for {@code gm} with the encounter as opened; the fight is recorded in the game
     * master's saves when it starts.
     */
    public Opening open(String gm, EncounterCatalog.Opened opened, long seed, FightSaves saves) {
        return open(gm, opened, seed, saves, ScreenMessages.of(Language.EN));
    }

    /**
     * As {@link #open(String, EncounterCatalog.Opened, long, FightSaves)}, the refusal in {@code m}'s words; the
     * table speaks the game master's language: its map's letters come from the names in {@code m}'s.
     */
    public Opening open(String gm, EncounterCatalog.Opened opened, long seed, FightSaves saves, ScreenMessages m) {
        tables();
        Table table;
        Table mine;
        synchronized (lock) {
            mine = mineLocked(gm);
            if (mine == null && tables.size() < MAX_TABLES) {
                table = new Table(this, "t" + ++lastId, gm, opened, seed, saves, clock, pacing, m);
                tables.add(table);
            } else {
                table = null;
            }
        }
        // Worded out of the hall's lock: the words read the game master's table, under its own.
        if (table == null) return new Opening(null, mine != null ? refusal(mine, m) : full(m));
        journal.opened(table.id(), gm, encounterWord(opened));
        listChanged();
        return new Opening(table, null);
    }

    /**
     * Why {@code gm} could not open a table now, in {@code m}'s words, or null: asked before the party is
     * chosen, so that nobody builds a party for a table they will be refused.
     */
    public String refusal(String gm, ScreenMessages m) {
        tables();
        Table mine;
        boolean full;
        synchronized (lock) {
            mine = mineLocked(gm);
            full = tables.size() >= MAX_TABLES;
        }
        if (mine != null) return refusal(mine, m);
        return full ? full(m) : null;
    }

    /** One of {@code gm}'s tables when they hold as many as a game master may, else null. Under the hall's lock. */
    private Table mineLocked(String gm) {
        List<Table> mine = tables.stream().filter(t -> t.gm().equals(gm)).toList();
        return mine.size() >= MAX_PER_GM ? mine.get(0) : null;
    }

    /**
     * Why a game master who holds {@code mine} may not open another, and what will close it: said from where
     * they are, a game master who left its fight being told it goes on for its players and when it closes, and
     * how to go back to it (the list under the words). Never under the hall's lock.
     */
    private String refusal(Table mine, ScreenMessages m) {
        if (MAX_PER_GM > 1) {
            long n;
            synchronized (lock) {
                n = tables.stream().filter(t -> t.gm().equals(mine.gm())).count();
            }
            return m.text("table.open.mine.many", String.valueOf(n));
        }
        return mine.openRefusal(m);
    }

    private static String full(ScreenMessages m) {
        return m.text("table.open.full", String.valueOf(MAX_TABLES));
    }

    /** The encounter as the log names it: its file's name without {@code .json}, else its own name. */
    private static String encounterWord(EncounterCatalog.Opened opened) {
        String source = opened.scenario().source();
        if (source == null || source.isBlank()) return opened.scenario().name();
        String file = source.substring(Math.max(source.lastIndexOf('/'), source.lastIndexOf('\\')) + 1);
        return file.endsWith(".json") ? file.substring(0, file.length() - 5) : file;
    }

    /**
     * What the list shows changed (a table opened, closed, seated a player, began a round): the screens that
     * show it are asked to redraw, each on its own redraw runner, never under this hall's lock.
     */
    void listChanged() {
        for (Runnable wake : lookers) wake.run();
    }

    /** A table's fight started, {@code players} players seated besides its game master. */
    void started(Table table, int players) {
        journal.started(table.id(), table.gm(), players);
    }

    /** A table closed (why: a {@link TableJournal#closed} word): it leaves the list. Called by the table. */
    void closed(Table table, String why) {
        synchronized (lock) {
            tables.remove(table);
        }
        journal.closed(table.id(), table.gm(), why);
    }
}
