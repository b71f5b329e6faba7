package escarmouche.ui.table;

import escarmouche.content.model.CombatantSpec;
import escarmouche.engine.Game;
import escarmouche.engine.Standpoint;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.movement.OpportunityQuestion;
import escarmouche.ui.battle.FightReport;
import escarmouche.ui.battle.ScreenFight;
import escarmouche.ui.battle.SharedFight;
import escarmouche.ui.lang.ContentNames;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.rules.core.Condition;
import escarmouche.rules.dice.ForcedDice;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.FightSaves;
import escarmouche.ui.page.PaceSteps;
import escarmouche.ui.term.Text;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.LongSupplier;

/**
 * One fight played by several players on one server: one {@link Game}, one lock, one turn loop, and the
 * seats. The game master seats the creatures (each to a player, to themselves, or to the AI); during the
 * fight a seat commands only the creatures it holds, on their turns; whatever no seat can command now is
 * played by the AI. A player who drops is replaced by the AI or by the game master (the game master's
 * choice) until they come back under the same name, which gives them their creatures again. Every change
 * of hands is a recorded switch of control ({@code Game.control}), so the one recording of the table
 * replays the fight exactly.
 *
 * <p>The AI's commands are spaced out by the table's {@link TablePacing}: one at a time on the pacing's
 * timer, every screen redrawn after each, so that everyone sees what a monster did before the next one moves.
 *
 * <p>Locking: everything here is read and changed under {@link #lock()}, the table's only lock. Screens are
 * woken (to redraw) through their runners, which only schedule the redraw; the table never waits for a
 * screen.
 */
public final class Table {
    /** Players a table seats besides its game master. */
    public static final int MAX_PLAYERS = 6;
    /** A creature seated with nobody: the AI plays it. */
    public static final String AI = "AI";
    /**
     * The waits between the AI's commands the game master steps through ({@link #pace(String, boolean)}), in
     * milliseconds: from at once to slow enough to explain each move to the players.
     */
    static final List<Integer> PACES = List.of(0, 150, 300, 450, 700, 1000, 1500, 2500);

    /** The server log's word for each reason a table closes ({@link TableJournal#closed}). */
    private static final Map<String, String> CLOSED_WORDS = Map.of("table.closed.gmleft", "gm-left",
            "table.closed.empty", "empty", "table.closed.gmgone", "gm-gone", "table.closed.broken", "fault",
            "table.closed.idle", "idle", "table.closed.dice", "dice");

    enum Phase { SEATING, PLAYING, CLOSED }

    private final TableHall hall;
    private final String id;
    private final String gm;
    private final EncounterCatalog.Opened opened;
    private final long seed;
    private final FightSaves saves;
    private final LongSupplier clock;
    private final TablePacing pacing;
    private final Object lock = new Object();
    private final ScreenFight fight;
    // --- guarded by lock
    /** The fight as each language's screens show it (the log in their words), made when a seat first needs it. */
    private final Map<Language, ScreenFight> views = new EnumMap<>(Language.class);
    private Phase phase = Phase.SEATING;
    /** Why the table closed, as a key of the screens' bundles, or null. */
    private String closedWhy;
    /** The forced die of the encounter that stopped the fight (it does not fit its die), or null ({@link #stopByDice}). */
    private ForcedDice.ForcedDieOutOfRange misfit;
    /** What the hall's list last said of this table, as {@link #listing} sums it up (the hall told it opened). */
    private String listed;
    /** Players seated besides the game master, in the order they came. */
    private final List<String> players = new ArrayList<>();
    /** Who is at the table now, with how to wake their screen: one screen a name, the one that joined last. */
    private final Map<String, Runnable> screens = new LinkedHashMap<>();
    /**
     * Screens whose seat another session of the same player took over: they act on nothing, and are woken once
     * more should the table close, so that they say so rather than wait for a key. Until they leave.
     */
    private final Set<Runnable> displaced = new HashSet<>();
    /** Each player's own saves (their latest screen's), where a copy of the table's recording goes. */
    private final Map<String, FightSaves> seatSaves = new LinkedHashMap<>();
    /**
     * Each seat's words (its latest screen's, the game master's too): the fight's report is written in them,
     * the game master's beside the recording, each player's beside their copy.
     */
    private final Map<String, ScreenMessages> words = new LinkedHashMap<>();
    /** The players who have their copy of the recording already. */
    private final Set<String> copied = new HashSet<>();
    /** Creature id to the player who holds it (the game master included), or {@link #AI}; scenario order. */
    private final Map<String, String> holders = new LinkedHashMap<>();
    /** A dropped player's creatures go to the AI (true) or to the game master (false). */
    private boolean dropToAi = true;
    /** When the game master left a fight under way, or -1 while they are here. */
    private long gmGoneAt = -1;
    private FightSaves.Kept kept;
    private String notSaved;
    /** Whether the fight ended and its report was written (or tried): once, whoever's move ended it. */
    private boolean reported;
    /**
     * The creatures each player gave orders to at some time in the fight (player to creature ids): a command or an
     * answer of the creature came from their screen ({@link #moved(String, Creature)}). The side a seat tells the end
     * from ({@link #played}). What a seat holds is not it: a player whose hero the game master handed to the AI played
     * the hero still, and a hero the game master's H only passed through a seat on its way (bob, dave, the AI) was
     * never that seat's to play.
     */
    private final Map<String, Set<String>> commanded = new java.util.HashMap<>();
    /**
     * The creatures each player was seated with as the fight started (player to creature ids): played too, orders or
     * not (a goblin fallen before its turn, a hero the game master handed to the AI before it), as the side the
     * game master sat them on.
     */
    private final Map<String, Set<String>> seatedAtStart = new java.util.HashMap<>();
    /** Where the game master's report went, or why it did not; null until the fight ended. */
    private String report;
    /** An AI command waits on the pacing's timer ({@link #tick}): settling must not ask for another. */
    private boolean due;
    /** The wait before each AI command, in milliseconds (0: none): the server's to begin with, then the GM's. */
    private int pace;
    /**
     * When a seat last pressed a key or the AI last gave a command (the table's clock): the server's idle time
     * counts from there for every screen at the table, so that a game master who watches is not idle ({@link #quiet}).
     */
    private long active;

    /**
     * @param opener the game master's words as they open the table: the table's language, whose names give
     *               the map's letters every seat shares ("Fr" for Frère Mathis at a French table), as a fight
     *               played alone takes them from its own language
     */
    Table(TableHall hall, String id, String gm, EncounterCatalog.Opened opened, long seed, FightSaves saves,
          LongSupplier clock, TablePacing pacing, ScreenMessages opener) {
        this.hall = hall;
        this.id = id;
        this.gm = gm;
        this.opened = opened;
        this.seed = seed;
        this.saves = saves;
        this.clock = clock;
        this.pacing = pacing;
        this.pace = pacing.timed() ? pacing.millis() : 0;
        this.fight = new ScreenFight(opened.scenario(), seed, null, () -> false, opener).shared();
        for (CombatantSpec c : opened.scenario().combatants()) holders.put(c.id(), c.playerControlled() ? gm : AI);
        this.listed = listing();
        this.active = clock.getAsLong();
    }

    public Object lock() {
        return lock;
    }

    public String id() {
        return id;
    }

    /** How long the table waits for its game master once they left the fight, in minutes. */
    int graceMinutes() {
        return hall.graceMinutes();
    }

    public String gm() {
        return gm;
    }

    public String name() {
        return opened.scenario().name();
    }

    /** The encounter's name in {@code m}'s language (its own {@code "fr"} when it has one). */
    String name(ScreenMessages m) {
        return ContentNames.of(opened.scenario().words(), m.language()).scenario(name());
    }

    /** The fight as the screens show it; read it under {@link #lock()}. */
    public ScreenFight fight() {
        return fight;
    }

    /**
     * The fight as a screen in {@code m}'s language shows it: the same game, its log written in that
     * language (each seat reads the shared fight in its own). Read it under {@link #lock()}.
     */
    public ScreenFight fight(ScreenMessages m) {
        synchronized (lock) {
            if (m.language() == fight.messages().language()) return fight;
            return views.computeIfAbsent(m.language(), l -> fight.in(m));
        }
    }

    public long seed() {
        return seed;
    }

    boolean playing() {
        synchronized (lock) {
            return phase == Phase.PLAYING;
        }
    }

    boolean closed() {
        synchronized (lock) {
            return phase == Phase.CLOSED;
        }
    }

    /** Why the table closed, in {@code m}'s words, or null while it is open. */
    String closedWhy(ScreenMessages m) {
        synchronized (lock) {
            return closedWhy == null ? null : m.text(closedWhy);
        }
    }

    /** Where {@code player} finds the fight once it is over: the game master holds the recording, the others a copy. */
    SharedFight.Keeping keeping(String player) {
        synchronized (lock) {
            if (kept == null) return SharedFight.Keeping.NOT_RECORDED;
            return player.equals(gm) ? SharedFight.Keeping.HELD : SharedFight.Keeping.COPIED;
        }
    }

    /** Where the fight's report went in {@code player}'s saves, or why not: the game master's; null for the others, or before the end. */
    String report(String player) {
        synchronized (lock) {
            return player.equals(gm) ? report : null;
        }
    }

    /** The forced die of the encounter that stopped the fight, for every seat to say it as a fight alone does; or null. */
    ForcedDice.ForcedDieOutOfRange misfit() {
        synchronized (lock) {
            return misfit;
        }
    }

    /** The encounter as the game master opened it: its file places a forced die that did not fit ({@link #misfit}). */
    EncounterCatalog.Opened opened() {
        return opened;
    }

    /** Why the recording could not be kept, or null. */
    String notSaved() {
        synchronized (lock) {
            return notSaved;
        }
    }

    /** Why the recording's file lags behind the fight (its last write failed), or empty when it keeps up. */
    Optional<String> trouble() {
        synchronized (lock) {
            return kept == null ? Optional.empty() : kept.trouble();
        }
    }

    /**
     * Whether {@code player} may join now: a new seat while the game master seats, their own seat back later
     * (from another of their sessions too, which takes it over).
     */
    boolean mayJoin(String player) {
        synchronized (lock) {
            if (phase == Phase.CLOSED) return false;
            if (seated(player)) return true;
            return phase == Phase.SEATING && players.size() < MAX_PLAYERS;
        }
    }

    /** Whether {@code player} has a seat here: the game master's, or a player's. Under the lock. */
    private boolean seated(String player) {
        return player.equals(gm) || players.contains(player);
    }

    /**
     * Whether {@code player} has a seat here whose fight is not over: the title screen offers the way back to
     * it, first of all (a game master or a player who logged in again, or left with Q).
     */
    boolean seatAwaits(String player) {
        synchronized (lock) {
            return phase != Phase.CLOSED && seated(player) && !(phase == Phase.PLAYING && fight.game().over());
        }
    }

    /**
     * Whether {@code player}'s screen is the only one at the table: their leaving now closes it at once
     * ({@code table.closed.empty}), whatever grace a game master's leaving would have.
     */
    boolean alone(String player) {
        synchronized (lock) {
            return screens.size() == 1 && screens.containsKey(player);
        }
    }

    /** Whether {@code screen} holds {@code player}'s seat: false once another of their sessions took it over. */
    boolean holds(String player, Runnable screen) {
        synchronized (lock) {
            return screens.get(player) == screen;
        }
    }

    /**
     * Whether this table records its fight into the game master {@code player}'s saved fight named
     * {@code file}: that fight is played here, and only here, while the table is open.
     */
    boolean records(String player, String file) {
        synchronized (lock) {
            return phase != Phase.CLOSED && kept != null && player.equals(gm) && kept.name().equals(file);
        }
    }

    /** The fight's round, 0 while seating. */
    int round() {
        synchronized (lock) {
            return phase == Phase.SEATING ? 0 : fight.battle().round();
        }
    }

    /**
     * Whether {@code player} has something to play here: they may join, and the fight is not over. The title
     * screen counts these; a seat of a fight that is over may still go back to its end from the list.
     */
    boolean awaits(String player) {
        synchronized (lock) {
            return mayJoin(player) && !(phase == Phase.PLAYING && fight.game().over());
        }
    }

    /** "anne's table: The duel · seating · 2 players", as the list of tables shows it (in English). */
    String line(String viewer) {
        return line(viewer, ScreenMessages.of(Language.EN));
    }

    /** The list's line for {@code viewer}, in {@code m}'s words. */
    String line(String viewer, ScreenMessages m) {
        return line(viewer, m, Integer.MAX_VALUE);
    }

    /**
     * The same within {@code width} columns: the game master's name, then the encounter's, are shortened (with
     * "…") so that the marks, the state and the count of players always show, whatever the names' lengths.
     */
    String line(String viewer, ScreenMessages m, int width) {
        synchronized (lock) {
            String state = phase == Phase.SEATING ? m.text("table.state.seating") : fight.game().over()
                    ? m.text("table.state.over") : m.text("table.state.round", String.valueOf(fight.battle().round()));
            String mark = viewer.equals(gm) ? " (" + m.text("table.mark.yours") + ")"
                    : players.contains(viewer) ? " (" + m.text("table.mark.seat") + ")" : "";
            String tail = mark + " · " + state + " · "
                    + m.text(players.isEmpty() ? "table.players.zero" : players.size() == 1 ? "table.players.one" : "table.players",
                    String.valueOf(players.size()))
                    + (gmGoneAt >= 0 ? " · " + m.text("table.gm.away") : "");
            String name = name(m);
            int over = m.text("table.title", gm, name).length() + tail.length() - width;
            if (over <= 0) return m.text("table.title", gm, name) + tail;
            String who = Text.fitMiddle(gm, Math.max(SHORT_NAME, gm.length() - over));
            over -= gm.length() - who.length();
            String what = over <= 0 ? name : Text.fitWords(name, Math.max(1, name.length() - over));
            return m.text("table.title", who, what) + tail;
        }
    }

    /** A player's name in a line that names several: at most this long, its start and end kept ("player3…g_name_x"). */
    static final int SHORT_NAME = 16;
    /** The seats of "At the table" are counted rather than named beyond this many characters: two rows at most. */
    static final int AT_ROOM = 60;

    /** A player's name cut to {@link #SHORT_NAME}, start and end kept (guests' numbers differ at the end). */
    static String shortName(String player) {
        return Text.fitMiddle(player, SHORT_NAME);
    }

    /**
     * Why its game master may not open another table while this one is open, in {@code m}'s words, with what closes
     * it: a game master who left its fight under way reads that it plays on for its players, closes once they all
     * left or when the wait for them runs out (the minutes left), and that the list below takes them back to it.
     */
    String openRefusal(ScreenMessages m) {
        synchronized (lock) {
            String name = name(m);
            if (phase == Phase.PLAYING && !fight.game().over() && gmGoneAt >= 0) {
                long left = Math.max(0, gmGoneAt + hall.grace() - clock.getAsLong());
                int minutes = (int) Math.max(1, (left + 59_999) / 60_000);
                return m.text("table.open.mine.away", name, minutes);
            }
            return m.text("table.open.mine", name, graceMinutes());
        }
    }

    /** Sits {@code player} at the table (or back at it); null when done, else why not (in English). */
    String join(String player, Runnable wake) {
        return join(player, wake, ScreenMessages.of(Language.EN));
    }

    /** Sits {@code player} at the table (or back at it); null when done, else why not in {@code m}'s words. */
    String join(String player, Runnable wake, ScreenMessages m) {
        return join(player, wake, m, FightSaves.NONE);
    }

    /**
     * The same, with the player's own saves: once the fight is over for them (it ended and they left, or the
     * table closed), a copy of the table's recording is kept there, to watch again or fight again alone.
     */
    String join(String player, Runnable wake, ScreenMessages m, FightSaves own) {
        List<Runnable> others;
        synchronized (lock) {
            if (phase == Phase.CLOSED) return m.text("table.join.closed");
            if (player.equals(gm)) {
                gmGoneAt = -1;
            } else if (!players.contains(player)) {
                if (phase != Phase.SEATING) return m.text("table.join.started");
                if (players.size() >= MAX_PLAYERS) return m.text("table.join.full", String.valueOf(MAX_PLAYERS));
                players.add(player);
            }
            // One name, one seat: a second screen of the same player takes it over (as a second login takes a
            // fight alone over), and the first is told at once; two screens playing one seat would each act on
            // a fight the other changed unseen.
            Runnable before = screens.put(player, wake);
            boolean tookOver = before != null && before != wake;
            if (tookOver) displaced.add(before);
            if (!player.equals(gm)) seatSaves.put(player, own);
            words.put(player, m);
            settle();
            others = wakers(player);
            if (tookOver) others.add(before);
        }
        others.forEach(Runnable::run);
        tellHallIfListed();
        return null;
    }

    /**
     * {@code player}'s screen left the table (they left, or their connection dropped). A newer screen of the
     * same player (they came back) is not affected.
     */
    void leave(String player, Runnable wake) {
        List<Runnable> others;
        synchronized (lock) {
            if (screens.get(player) != wake) {
                // A screen whose seat was taken over: the seat stays with the newer one.
                displaced.remove(wake);
                return;
            }
            screens.remove(player);
            if (phase == Phase.SEATING) {
                if (player.equals(gm)) {
                    close("table.closed.gmleft");
                } else {
                    players.remove(player);
                    holders.replaceAll((c, h) -> h.equals(player) ? gm : h);
                }
            } else if (phase == Phase.PLAYING) {
                if (player.equals(gm)) gmGoneAt = clock.getAsLong();
                // Leaving a fight that is over: the recording will not change any more.
                if (fight.game().over()) copyFor(player);
                if (screens.isEmpty()) close("table.closed.empty");
                else settle();
                if (player.equals(gm) && phase == Phase.PLAYING) watchGrace(gmGoneAt);
            }
            others = wakers(player);
        }
        others.forEach(Runnable::run);
        tellHallIfListed();
    }

    /** Closes the table when its game master has been gone longer than {@code grace}. */
    void closeIfAbandoned(long now, long grace) {
        List<Runnable> all;
        synchronized (lock) {
            if (phase == Phase.CLOSED || gmGoneAt < 0 || now - gmGoneAt < grace) return;
            close("table.closed.gmgone");
            all = wakers(null);
        }
        all.forEach(Runnable::run);
        tellHallIfListed();
    }

    /** A key came from a screen at the table (any seat's, looking or acting): the table is not idle. */
    void keyed() {
        synchronized (lock) {
            active = clock.getAsLong();
        }
    }

    /**
     * How long the table has gone without a key of any seat or a command of the AI, in milliseconds, as the idle
     * time of {@code player}'s screen {@code screen} counts it; -1 when that screen holds no seat here, or the
     * table has nothing left to play (closed, or its fight over): then the screen's own keys count alone.
     */
    long quiet(String player, Runnable screen) {
        synchronized (lock) {
            if (phase == Phase.CLOSED || screens.get(player) != screen) return -1;
            if (phase == Phase.PLAYING && fight.game().over()) return -1;
            return Math.max(0, clock.getAsLong() - active);
        }
    }

    /**
     * The server's idle check found the table quiet for {@code idle} milliseconds: it closes for everyone
     * ({@code table.closed.idle}), its fight kept as on any closing (the recording in the game master's saves,
     * each player's copy). Returns whether the table is closed for being idle, now or before; false while a key
     * or a command of the AI came within {@code idle}, or once it closed otherwise.
     */
    boolean closeIdle(long idle) {
        List<Runnable> all;
        synchronized (lock) {
            if ("table.closed.idle".equals(closedWhy)) return true;
            if (phase == Phase.CLOSED || clock.getAsLong() - active < idle) return false;
            // A fight over waits for nobody: its seats read the end at their own pace, each idle on its own.
            if (phase == Phase.PLAYING && fight.game().over()) return false;
            close("table.closed.idle");
            all = wakers(null);
        }
        all.forEach(Runnable::run);
        tellHallIfListed();
        return true;
    }

    /**
     * The last words of {@code player}'s session, closed with the table for being idle: what became of the
     * table's fight for them (a key of the screens' bundles, which take the idle time as their argument).
     */
    String idleWords(String player) {
        synchronized (lock) {
            if (kept == null) return "ssh.end.idle.table";
            return player.equals(gm) ? "ssh.end.idle.table.gm" : "ssh.end.idle.table.copy";
        }
    }

    /**
     * The game master left the fight under way at {@code since}: the table closes when their grace runs out,
     * on the pacing's timer, so that it closes on time though no screen looks at the list of tables (which
     * closes it too, {@link TableHall#tables()}), while its players play on. A table without a timer (tests)
     * closes only when the list is read. Under the lock.
     */
    private void watchGrace(long since) {
        if (!pacing.timed()) return;
        long wait = Math.max(0, since + hall.grace() - clock.getAsLong());
        pacing.later((int) Math.min(Integer.MAX_VALUE, wait), () -> graceRanOut(since));
    }

    /**
     * The timer came round for the game master who left at {@code since}: nothing if they came back (and a
     * later leaving watches for itself), the rest of the wait if the timer was early by the clock, else closed.
     */
    private void graceRanOut(long since) {
        long now = clock.getAsLong();
        synchronized (lock) {
            if (phase == Phase.CLOSED || gmGoneAt != since) return;
            if (now - since < hall.grace()) {
                watchGrace(since);
                return;
            }
        }
        closeIfAbandoned(now, hall.grace());
    }

    // --- seating (the game master, before the fight)

    /** Who may hold a creature: the game master, each player, the AI. */
    List<String> choices() {
        synchronized (lock) {
            List<String> out = new ArrayList<>();
            out.add(gm);
            out.addAll(players);
            out.add(AI);
            return out;
        }
    }

    /** The creatures' ids in the fight's order, with who holds each. */
    Map<String, String> holders() {
        synchronized (lock) {
            return new LinkedHashMap<>(holders);
        }
    }

    /**
     * Whether a creature has died in the fight under way: nobody commands it any more, so the seats show it
     * out of the fight and do not hand it on.
     */
    boolean fallen(String creatureId) {
        synchronized (lock) {
            if (phase != Phase.PLAYING) return false;
            Creature c = fight.battle().find(creatureId);
            return c != null && !c.alive();
        }
    }

    boolean dropsToAi() {
        synchronized (lock) {
            return dropToAi;
        }
    }

    /** The game master's choice for a player who drops: the AI (true) or the game master (false). */
    void dropToAi(String player, boolean ai) {
        synchronized (lock) {
            if (!player.equals(gm)) return;
            dropToAi = ai;
            if (phase == Phase.PLAYING) settle();
        }
        wakeAll();
    }

    /**
     * Gives a creature to the next of {@link #choices()}; only the game master, while seating or during the
     * fight (not once it is over). During the fight the change of hands is a recorded switch of control, as
     * when a player drops: a creature given to a player who is away stays with the AI (or the game master)
     * until they come back.
     */
    void nextHolder(String player, String creatureId) {
        synchronized (lock) {
            if (!player.equals(gm) || phase == Phase.CLOSED || !holders.containsKey(creatureId)) return;
            if (phase == Phase.PLAYING && (fight.game().over() || fallen(creatureId))) return;
            List<String> choices = choices();
            int i = choices.indexOf(holders.get(creatureId));
            holders.put(creatureId, choices.get((i + 1) % choices.size()));
            settle();
        }
        wakeAll();
    }

    /** The wait before each command the AI plays here, in milliseconds (0: none). */
    int pace() {
        synchronized (lock) {
            return pace;
        }
    }

    /** Whether the game master may change {@link #pace()}: the table waits on a timer. */
    boolean paceAdjustable() {
        return pacing.timed();
    }

    /**
     * The game master's next step of {@link #PACES} above ({@code slower}) or below the table's pace, from a
     * pace of the server's between two steps too; nothing past either end. The fight is not changed, only
     * how long everyone watches each of the AI's commands: the recording does not hold it.
     */
    void pace(String player, boolean slower) {
        synchronized (lock) {
            if (!player.equals(gm) || !pacing.timed() || phase == Phase.CLOSED) return;
            int next = PaceSteps.next(PACES, pace, slower);
            if (next == pace) return;
            pace = next;
            // From at once to paced, nothing waits yet; the other way, the waiting command still comes.
            settle();
        }
        wakeAll();
    }

    /** Starts the fight (the game master's Enter): recorded in the game master's saves, seats in effect. */
    void start(String player) {
        synchronized (lock) {
            if (!player.equals(gm) || phase != Phase.SEATING) return;
            FightSaves.Answer<FightSaves.Kept> answer = saves.record(opened, seed, fight.game(), gm);
            kept = answer.value();
            if (!answer.ok() && saves.keeps()) notSaved = String.join(" ", answer.problem());
            phase = Phase.PLAYING;
            holders.forEach((c, h) -> seatedAtStart.computeIfAbsent(h, p -> new HashSet<>()).add(c));
            // The seats become switches of control, recorded before the first turn.
            reconcile();
            hall.started(this, players.size());
            // The initiative rolls are the fight's first dice: a forced one that does not fit stops it at once.
            try {
                fight.start();
            } catch (ForcedDice.ForcedDieOutOfRange e) {
                stopByDice(e);
            }
            settle();
        }
        wakeAll();
    }

    // --- the fight

    /** Whether {@code player}'s screen commands the creature now. */
    boolean mine(String player, Creature c) {
        synchronized (lock) {
            return phase == Phase.PLAYING && fight.game().byHand(c) && player.equals(commander(c));
        }
    }

    /** Who commands the creature now, named as the seats' lines name them, or null when the AI plays it. */
    String playedBy(Creature c) {
        synchronized (lock) {
            String who = commander(c);
            return who == null ? null : shortName(who);
        }
    }

    /** A screen changed the fight: the loop plays on, and the other screens redraw. */
    void moved(String player) {
        moved(player, null);
    }

    /**
     * {@code player}'s screen changed the fight by a command or an answer of {@code by}: a creature it commands,
     * which it has played from now on ({@link #played}); the loop plays on, and the other screens redraw.
     */
    void moved(String player, Creature by) {
        List<Runnable> others;
        synchronized (lock) {
            // Noted before the loop plays on, while the creature is still this seat's: the seats change hands there.
            if (by != null && mine(player, by)) commanded.computeIfAbsent(player, p -> new HashSet<>()).add(by.id());
            settle();
            others = wakers(player);
        }
        others.forEach(Runnable::run);
        tellHallIfListed();
    }

    /** Whose move it is and who is at the table, for {@code viewer}'s screen (in English). */
    String status(String viewer) {
        return status(viewer, ScreenMessages.of(Language.EN));
    }

    /** Whose move it is and who is at the table, for {@code viewer}'s screen in {@code m}'s words. */
    String status(String viewer, ScreenMessages m) {
        return status(viewer, m, true);
    }

    /**
     * The same; {@code seatsKey} false leaves out the game master's "H: seats", for the seats page itself (its
     * bar says H goes back to the fight).
     */
    String status(String viewer, ScreenMessages m, boolean seatsKey) {
        synchronized (lock) {
            StringBuilder sb = new StringBuilder();
            if (phase == Phase.CLOSED) {
                sb.append(m.text("table.status.closed", m.text(closedWhy))).append(' ');
            } else {
                String move = move(viewer, m);
                if (!move.isEmpty()) sb.append(move).append(' ');
            }
            sb.append(m.text("table.status.at", atTable(m)));
            if (seatsKey && viewer.equals(gm) && phase == Phase.PLAYING && !fight.game().over()) {
                sb.append(' ').append(m.text("table.status.seats"));
            }
            return sb.toString();
        }
    }

    /**
     * Who is at the table, for the line above the log: every seat named (names cut to {@link #SHORT_NAME}), or,
     * when that would take more than {@link #AT_ROOM} characters (six players with long names), the game master
     * named and the players counted, so that the line keeps to two rows at 80 columns and leaves the log its room.
     * Under the lock.
     */
    private String atTable(ScreenMessages m) {
        String master = m.text(screens.containsKey(gm) ? "table.gm.here" : "table.gm.gone", shortName(gm));
        StringBuilder at = new StringBuilder(master);
        int away = 0;
        for (String p : players) {
            if (!screens.containsKey(p)) away++;
            at.append(", ").append(screens.containsKey(p) ? shortName(p) : m.text("table.away", shortName(p)));
        }
        if (at.length() <= AT_ROOM) return at.toString();
        return m.text("table.at.counted", master, players.size(), away);
    }

    /** Whose move it is, for {@code viewer}'s screen in {@code m}'s words; empty between turns and once over. */
    String move(String viewer, ScreenMessages m) {
        synchronized (lock) {
            Creature a = fight.battle().active();
            if (a == null || fight.game().over()) return "";
            // A full save takes no seat's move nor answer: said rather than a move nobody can make.
            if (stoppedByFullSave()) return m.text("table.status.full", fight.game().inputLimit());
            // OA-REACTION: the move waits on the seat asked whether its creature strikes, not on the mover's seat.
            OpportunityQuestion q = fight.game().question();
            if (q != null) return asked(viewer, m, q);
            String who = fight.game().byHand(a) ? commander(a) : null;
            String whose = who == null ? m.text("table.who.ai") : who.equals(viewer) ? m.text("table.who.you") : shortName(who);
            // A hidden foe this seat does not play is not named (ACT-HIDE), as its screen does not show it.
            if (a.has(Condition.HIDDEN) && !ScreenFight.party(a) && !mine(viewer, a)) {
                return m.text("table.status.move.unseen", whose);
            }
            // The creature named as this seat's screen names it (in its language).
            return m.text("table.status.move", fight(m).name(a.id()), whose);
        }
    }

    /**
     * OA-REACTION: while a seat is asked whether its creature makes an opportunity attack, nothing moves until it
     * answers, so every seat reads who is asked ("Waiting: anne decides whether gob strikes."), the asked seat
     * that the answer is its own, rather than a move nobody can make yet. A hidden reactor a seat does not play
     * is not named (ACT-HIDE). Nobody at the table to answer (the AI answers at once): the AI's words.
     * Under the lock.
     */
    private String asked(String viewer, ScreenMessages m, OpportunityQuestion q) {
        Creature reactor = fight.battle().find(q.reactor());
        String who = reactor == null ? null : commander(reactor);
        boolean unseen = reactor != null && reactor.has(Condition.HIDDEN) && !ScreenFight.party(reactor)
                && !mine(viewer, reactor);
        if (viewer.equals(who)) return m.text("table.status.asked.you", fight(m).name(q.reactor()));
        String asker = who == null ? m.text("table.who.ai") : shortName(who);
        return unseen ? m.text("table.status.asked.unseen", asker)
                : m.text("table.status.asked", asker, fight(m).name(q.reactor()));
    }

    /**
     * Whether the fight stands still because its save is full ({@code Game.inputsShut}): what comes next is an input
     * (a seat's creature to act, a question to answer), which the game no longer takes. The AI's turns before it
     * still play, as they are no inputs. Under the lock.
     */
    private boolean stoppedByFullSave() {
        Game g = fight.game();
        if (!g.inputsShut() || g.over()) return false;
        Creature a = g.active();
        return g.question() != null || (a != null && g.byHand(a));
    }

    /** Who commands a creature now: its holder when here; a dropped player's, the GM when so chosen; or nobody. */
    private String commander(Creature c) {
        String h = holders.get(c.id());
        if (h == null || h.equals(AI)) return null;
        if (screens.containsKey(h)) return h;
        if (!h.equals(gm) && !dropToAi && screens.containsKey(gm)) return gm;
        return null;
    }

    /**
     * Plays on: answers for a reactor nobody at the table can answer for (the AI does, by its behaviour), hands to the AI whatever
     * nobody can command and back whatever its player can command again, and lets the loop run until a seat
     * must act, a seat is asked, the fight ends, or its full save takes no more inputs (the question then waits,
     * and {@link #move} says why to every seat). When the table is paced, the AI's next command waits for
     * the timer instead ({@link #tick}). Under the lock.
     */
    private void settle() {
        try {
            playOn();
        } catch (ForcedDice.ForcedDieOutOfRange e) {
            stopByDice(e);
            return;
        }
        reportIfEnded();
    }

    /**
     * A forced die of the encounter came up for a die it does not fit: the fight cannot go on (played again, it stops
     * at the same roll), for anyone. As alone, the recording ends marked stopped, so that Continue does not offer it;
     * then the table closes as on any closing, each player's copy made, and every seat says why on a page of its own
     * ({@link #misfit}). Under the lock.
     */
    private void stopByDice(ForcedDice.ForcedDieOutOfRange e) {
        if (phase != Phase.PLAYING) return;
        misfit = e;
        if (kept != null) kept.stopped();
        close("table.closed.dice");
    }

    /**
     * {@code player}'s own command or answer met a forced die that does not fit: the fight stops for the whole table,
     * not for that screen alone ({@link #stopByDice}), and the other screens redraw to say so.
     */
    void stoppedByDice(String player, ForcedDice.ForcedDieOutOfRange e) {
        List<Runnable> others;
        synchronized (lock) {
            stopByDice(e);
            others = wakers(player);
        }
        others.forEach(Runnable::run);
        tellHallIfListed();
    }

    /**
     * Whether {@code player} played the creature in the fight: it was theirs as the fight started, or their screen
     * gave it orders since (a hero handed to the AI later included); a creature the game master only handed through
     * their seat on its way elsewhere was not.
     */
    boolean played(String player, Creature c) {
        synchronized (lock) {
            return seatedAtStart.getOrDefault(player, Set.of()).contains(c.id())
                    || commanded.getOrDefault(player, Set.of()).contains(c.id());
        }
    }

    /** The loop of {@link #settle}, to the next wait or the end. Under the lock. */
    private void playOn() {
        if (phase != Phase.PLAYING) return;
        Game g = fight.game();
        for (int guard = 0; guard < 10_000 && !g.over(); guard++) {
            OpportunityQuestion q = g.question();
            if (q != null) {
                Creature reactor = fight.battle().find(q.reactor());
                // A reactor nobody at the table commands any more (its seat dropped or left) is the AI's: it answers
                // by its behaviour, as it would had it held the creature all along. Past a full save the game refuses
                // the answer too: asking again would only go round to the guard.
                if (reactor != null && commander(reactor) == null && g.answerAsAi()) continue;
                return;
            }
            reconcile();
            if (pace == 0) {
                g.advance();
                if (g.question() == null) return;
            } else if (aiToMove(g)) {
                if (!due) {
                    due = true;
                    pacing.later(pace, this::tick);
                }
                return;
            } else if (!g.step() && g.question() == null) {
                // A seat's creature waits for its player's command.
                return;
            }
        }
    }

    /**
     * The fight just ended: its report goes beside the table's recording in the game master's saves, once, in
     * the game master's words, as a fight played alone writes its own. Every change to the fight is settled
     * here, so whoever's move ended it, the report follows at once. A fight cut short (the server stopping, the
     * table closing) has not ended and gets none: Continue takes it up. Under the lock.
     */
    private void reportIfEnded() {
        if (reported || kept == null || phase != Phase.PLAYING || !fight.game().over()) return;
        reported = true;
        report = kept.report(reportText(gm, kept.name()));
    }

    /**
     * The fight's report in {@code player}'s words, for the recording named {@code recording}, its result told from
     * their side as their end page tells it. Under the lock.
     */
    private String reportText(String player, String recording) {
        ScreenMessages m = words.getOrDefault(player, fight.messages());
        return FightReport.text(fight(m), m, recording, standpoint(player));
    }

    /**
     * The side {@code player} reads the end from, as their seat's end page does: the game master is the referee; a
     * player, the monsters' side when every creature they gave orders to in the fight was a monster. Under the lock.
     */
    private Standpoint standpoint(String player) {
        return fight.standpoint(c -> played(player, c), player.equals(gm));
    }

    /** Whether the next step of the loop is the AI's: a creature nobody at the table commands is to act. */
    private boolean aiToMove(Game g) {
        Creature active = g.active();
        return active != null && !g.over() && g.question() == null && !g.byHand(active);
    }

    /**
     * The pacing's timer came round: the AI gives its one command (if it is still the AI's turn: a player may
     * have come back for the creature meanwhile), the loop plays on to the next wait, and every screen
     * redraws. A fault in the fight closes the table rather than leave its players waiting for ever; a forced die
     * that does not fit stops the fight as any move that meets it does ({@link #stopByDice}).
     */
    private void tick() {
        List<Runnable> all;
        RuntimeException fault = null;
        synchronized (lock) {
            due = false;
            if (phase != Phase.PLAYING) return;
            try {
                Game g = fight.game();
                reconcile();
                if (aiToMove(g)) {
                    g.step();
                    // The fight moves on: nobody at the table is idle while it does.
                    active = clock.getAsLong();
                }
                settle();
            } catch (ForcedDice.ForcedDieOutOfRange e) {
                // No fault of the table's: the encounter's dice stop the fight, as they would alone.
                stopByDice(e);
            } catch (RuntimeException e) {
                close("table.closed.broken");
                fault = e;
            }
            all = wakers(null);
        }
        all.forEach(Runnable::run);
        tellHallIfListed();
        // The timer's owner logs it.
        if (fault != null) throw fault;
    }

    /** Every living creature played by hand exactly when someone at the table can command it. */
    private void reconcile() {
        Game g = fight.game();
        for (Creature c : fight.battle().creatures()) {
            if (!c.alive()) continue;
            boolean hand = commander(c) != null;
            if (g.byHand(c) != hand) g.control(c.id(), hand);
        }
    }

    private void close(String why) {
        // The players' copies first, from the recording as it ends; the lock is let go after. Not of a fight the
        // server's stop cuts short: the game master's Continue takes it up, and a copy would be a second fork.
        boolean cutShort = hall.isStopping() && phase == Phase.PLAYING && !fight.game().over();
        if (!cutShort) for (String p : players) copyFor(p);
        phase = Phase.CLOSED;
        closedWhy = why;
        if (kept != null) kept.close();
        hall.closed(this, hall.isStopping() ? "server-stopping" : CLOSED_WORDS.getOrDefault(why, why));
    }

    /**
     * Keeps a copy of the recording in a player's own saves, once: a player who sat at the fight may watch it
     * again or fight it again alone. A fight that ended comes with its report beside the copy, as the game
     * master's beside the recording, but in the player's words and naming the copy. Nothing when the recording
     * could not be kept, or before the fight. Under the lock; a copy that cannot be made (full saves) is not
     * retried.
     */
    private void copyFor(String player) {
        if (kept == null || phase != Phase.PLAYING || player.equals(gm) || !copied.add(player)) return;
        FightSaves own = seatSaves.get(player);
        if (own == null) return;
        FightSaves.Answer<String> copy = own.keepCopy(kept, standpoint(player));
        // A copy is the recording as it stands on disk: one whose end the disk refused stops before it, and a report
        // beside it would tell an end it does not hold.
        if (!copy.ok() || !fight.game().over() || kept.trouble().isPresent()) return;
        own.report(copy.value(), name -> reportText(player, name));
    }

    /** The screens at the table but {@code except}'s; once it closed, those taken over too, to say so. */
    private List<Runnable> wakers(String except) {
        List<Runnable> out = new ArrayList<>();
        for (Map.Entry<String, Runnable> e : screens.entrySet()) if (!e.getKey().equals(except)) out.add(e.getValue());
        if (phase == Phase.CLOSED) out.addAll(displaced);
        return out;
    }

    private void wakeAll() {
        List<Runnable> all;
        synchronized (lock) {
            all = wakers(null);
        }
        all.forEach(Runnable::run);
        tellHallIfListed();
    }

    /**
     * What the hall's list says of this table (its phase, round, players, an absent game master): when it
     * changed since last told, the hall wakes the screens that show the list. Called with no lock held.
     */
    private void tellHallIfListed() {
        boolean changed;
        synchronized (lock) {
            String now = listing();
            changed = !now.equals(listed);
            listed = now;
        }
        if (changed) hall.listChanged();
    }

    /** What the list says of the table, in short: its phase, round, players and whether its game master is away. */
    private String listing() {
        return phase + " " + fight.battle().round() + " " + fight.game().over() + " " + players.size() + " " + (gmGoneAt >= 0);
    }
}
