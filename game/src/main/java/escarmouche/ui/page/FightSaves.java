package escarmouche.ui.page;

import escarmouche.engine.Game;
import escarmouche.engine.ReplayCheck;
import escarmouche.engine.Standpoint;
import escarmouche.engine.control.PlayerInput;
import escarmouche.lang.Language;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Where the session's fights are kept (a port: the launcher implements it over a folder of recordings).
 * A fight is recorded from before it starts, every input written as it is accepted, so quitting or losing
 * the terminal loses nothing; an unfinished one can be continued, a finished one fought again.
 */
public interface FightSaves {
    /**
     * One recorded fight, as the title screen lists it.
     *
     * @param result   who won, as the event log says it ({@code party}, {@code monsters}, {@code none}), or
     *                 null while the fight is unfinished (or the file cannot be read)
     * @param commands how many commands the recording holds
     * @param problem  why the file cannot be read, or null
     * @param names    the encounter's name in other languages, by language code ({@code "fr"}), as its scenario
     *                 gives them
     * @param round    the round the fight had reached at its last keyframe, 0 when the file has none
     * @param table    the game master whose table played it, or null for a fight played alone
     * @param playedAs the side its player told its end from (the end page's): won or lost are said from it, and a
     *                 table's game master, the referee, neither won nor lost; the party's for a recording that does not
     *                 say (every one made before it was kept)
     */
    record Past(String key, String started, String encounter, String result, int commands, boolean finished,
                String problem, Map<String, String> names, int round, String table, Standpoint playedAs) {
        public Past {
            names = Map.copyOf(names);
            if (playedAs == null) playedAs = Standpoint.PARTY;
        }

        public Past(String key, String started, String encounter, String result, int commands, boolean finished,
                    String problem, Map<String, String> names, int round, String table) {
            this(key, started, encounter, result, commands, finished, problem, names, round, table, Standpoint.PARTY);
        }

        public Past(String key, String started, String encounter, String result, int commands, boolean finished,
                    String problem, Map<String, String> names, int round) {
            this(key, started, encounter, result, commands, finished, problem, names, round, null);
        }

        public Past(String key, String started, String encounter, String result, int commands, boolean finished,
                    String problem, Map<String, String> names) {
            this(key, started, encounter, result, commands, finished, problem, names, 0);
        }

        /** A fight whose scenario names it in English only. */
        public Past(String key, String started, String encounter, String result, int commands, boolean finished,
                    String problem) {
            this(key, started, encounter, result, commands, finished, problem, Map.of());
        }

        /** The encounter's name in {@code language}, English where its scenario gives none. */
        public String encounter(Language language) {
            return names.getOrDefault(language.code(), encounter);
        }

        /** Whether Continue may take it up: unfinished, and read without a problem. */
        public boolean continuable() {
            return !finished && problem == null;
        }
    }

    /** A fight being kept on disk: its recorder is attached, its lock held until {@link #close}. */
    interface Kept extends AutoCloseable {
        /** The recording's file name, to show. */
        String name();

        /** Writes the fight report beside the recording; returns where, or a sentence saying why not. */
        String report(String text);

        /**
         * Why the recording's file lags behind the fight (its last write failed: a full disk, a folder taken
         * away), as the player may be told; empty when it holds every input. Each input tries the write again.
         */
        default Optional<String> trouble() {
            return Optional.empty();
        }

        /**
         * Writes the recording again when it lags behind (the disk may have room again): once a fight has ended no
         * action comes to try it. Says why it still lags behind, as {@link #trouble}; empty once it holds the fight.
         */
        default Optional<String> catchUp() {
            return trouble();
        }

        /**
         * The fight has ended and the recording holds its end (nothing is left to play in it): its holder keeps it
         * while the player reads the end, but no longer plays it. Said once the end is written, never before.
         */
        default void over() {}

        /**
         * The scenario's forced dice stopped the fight (a die that does not fit the die it came up for): the recording
         * ends with the result {@code "stopped"}, so that Continue no longer offers a fight that cannot go on, and it
         * can still be watched up to where it stopped.
         */
        default void stopped() {}

        @Override
        void close();
    }

    /**
     * A recorded fight ready to be played again: its scenario as first opened, its seed and inputs.
     *
     * @param recordedBy the version of the game that recorded it when it is not this one, else null: a replay that
     *                   does not fit then blames the version, else the file (edited or damaged)
     * @param keyframes  the check of the file's keyframes, to watch every replay of the inputs with: a keyframe that
     *                   disagrees makes the save unreadable (its problem names the file and the line)
     */
    record Reopened(EncounterCatalog.Opened opened, long seed, List<PlayerInput> inputs, boolean finished,
                    boolean tutorial, String recordedBy, ReplayCheck keyframes) {
        public Reopened(EncounterCatalog.Opened opened, long seed, List<PlayerInput> inputs, boolean finished,
                        boolean tutorial, String recordedBy) {
            this(opened, seed, inputs, finished, tutorial, recordedBy, ReplayCheck.NONE);
        }

        public Reopened(EncounterCatalog.Opened opened, long seed, List<PlayerInput> inputs, boolean finished,
                        boolean tutorial) {
            this(opened, seed, inputs, finished, tutorial, null);
        }
    }

    /**
     * The answer to a request: a value, or a message (whole sentences) for the player.
     *
     * @param held refused because another game holds the save (its lock), not because something failed
     */
    record Answer<T>(T value, List<String> problem, boolean held) {
        public Answer(T value, List<String> problem) {
            this(value, problem, false);
        }

        public static <T> Answer<T> of(T value) {
            return new Answer<>(value, List.of());
        }

        public static <T> Answer<T> failed(List<String> problem) {
            return new Answer<>(null, List.copyOf(problem));
        }

        /** Refused: another game holds the save. */
        public static <T> Answer<T> held(List<String> problem) {
            return new Answer<>(null, List.copyOf(problem), true);
        }

        public boolean ok() {
            return value != null;
        }
    }

    /** The kept fights, newest first. */
    List<Past> past();

    /**
     * What the title screen shows of the kept fights: how many {@link #past} lists and the newest of them that
     * is unfinished and readable (the fight Continue takes up). A folder of saves answers it without reading
     * the fights that are over.
     */
    default Overview overview() {
        List<Past> all = past();
        for (Past p : all) if (p.continuable()) return new Overview(all.size(), p);
        return new Overview(all.size(), null);
    }

    /**
     * The kept fights at a glance.
     *
     * @param count      how many {@link #past} lists
     * @param unfinished the newest unfinished fight that can be read, or null
     */
    record Overview(int count, Past unfinished) {}

    /** Starts keeping a fight about to start: a new recording, its lock, a recorder on {@code game}. */
    default Answer<Kept> record(EncounterCatalog.Opened opened, long seed, Game game) {
        return record(opened, seed, game, null);
    }

    /**
     * The same for a fight played at a table: the recording names the table's game master ({@code gm}, null for
     * a fight played alone), which Past fights shows of it and of its players' copies.
     */
    Answer<Kept> record(EncounterCatalog.Opened opened, long seed, Game game, String gm);

    /**
     * The same saves as a table keeps its recording in them: the table, not the session that opened it, holds
     * that fight (it outlives the session, and its game master may come back to it from another one), so a
     * session's saves give the folder itself here.
     */
    default FightSaves forTable() {
        return this;
    }

    /** Reads a kept fight to play it again (continue it, or fight it again). */
    Answer<Reopened> reopen(String key, boolean fromBackup);

    /**
     * Continues keeping a reopened unfinished fight into its own file: takes its lock (or says who holds
     * it); {@link #attach} then records what follows the replay.
     */
    Answer<Kept> lock(String key, boolean fromBackup);

    /** Whether a kept fight has a previous version to fall back on. */
    boolean hasBackup(String key);

    /**
     * The sentence (English, as the problems are) that offers a kept fight's previous version, b to continue
     * from it; empty when it has none.
     */
    default Optional<String> backupNote(String key) {
        return Optional.empty();
    }

    /**
     * Records {@code game}'s inputs from now on into the locked fight (called once the replay is done), its file
     * written again at once: {@code kept} again, or why the fight cannot go on being saved there (a folder or a
     * file the game may not write), its lock then let go and the save left as it was. A write that fails otherwise
     * (a full disk) does not stop the fight: {@link Kept#trouble} says it, and each action tries again.
     */
    Answer<Kept> attach(Kept kept, Game game);

    /**
     * Keeps a copy of a fight another session kept (a table's recording, for each player at it), as it
     * stands on disk, under its own name: the copy's key, or why none was made (full saves, none kept here).
     * A copy of a fight that ended is told from {@code playedAs}, its player's side, not the original's (the game
     * master's, the referee's), so that Past fights says won or lost as that player's end page did.
     */
    default Answer<String> keepCopy(Kept original, Standpoint playedAs) {
        return Answer.failed(List.of("This session keeps no saves."));
    }

    /**
     * Writes the report of a kept fight of these saves beside it ({@code key}: a copy {@link #keepCopy} made, whose
     * fight ended), {@code text} making it from the recording's name as {@link Kept#name} gives it (a copy's may
     * differ from its original's): where it went, or a sentence saying why not, as {@link Kept#report} answers.
     */
    default String report(String key, java.util.function.UnaryOperator<String> text) {
        return "This session keeps no saves.";
    }

    /**
     * Deletes a kept fight for good at its player's request: its recording, the recording's previous version
     * and its report. A fight being played (its lock held, by this player's other session or a table) is not
     * touched. The answer is the recording as the player knows it, or why nothing was deleted.
     */
    default Answer<String> delete(String key) {
        return Answer.failed(List.of("This session keeps no saves."));
    }

    /**
     * Why one more fight, or a copy of one, cannot be kept here now (the quota is reached), or nothing
     * when it can. A session that keeps no saves can keep nothing.
     */
    default Optional<String> full() {
        return Optional.of("This session keeps no saves.");
    }

    /**
     * How many copies {@link #keepCopy} made here so far: a list of the past fights read before is out of
     * date once it changes (a table's copy arrives while its player is on the title screen).
     */
    default int copies() {
        return 0;
    }

    /**
     * Whether this session keeps fights at all: one that keeps none says nothing of a fight not saved (a
     * fight cannot be saved where saving is not offered); one that does says why when a fight is not.
     */
    default boolean keeps() {
        return true;
    }

    /** Keeps nothing: the fights of this session are not saved. */
    FightSaves NONE = listing(List.of());

    /**
     * Keeps nothing and lists {@code past}: the saves of a session that keeps none (no past at all), or a
     * list shown as it is without any file behind it.
     */
    static FightSaves listing(List<Past> past) {
        return new FightSaves() {
            @Override
            public List<Past> past() {
                return past;
            }

            @Override
            public Answer<Kept> record(EncounterCatalog.Opened opened, long seed, Game game, String gm) {
                return Answer.failed(List.of("This session keeps no saves."));
            }

            @Override
            public Answer<Reopened> reopen(String key, boolean fromBackup) {
                return Answer.failed(List.of("This session keeps no saves."));
            }

            @Override
            public Answer<Kept> lock(String key, boolean fromBackup) {
                return Answer.failed(List.of("This session keeps no saves."));
            }

            @Override
            public boolean hasBackup(String key) {
                return false;
            }

            @Override
            public boolean keeps() {
                return false;
            }

            @Override
            public Answer<Kept> attach(Kept kept, Game game) {
                return Answer.of(kept);
            }
        };
    }
}
