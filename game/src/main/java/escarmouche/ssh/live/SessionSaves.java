package escarmouche.ssh.live;

import escarmouche.engine.Game;
import escarmouche.engine.Standpoint;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.FightSaves;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * A player's saves as one session uses them, noting which fight the session holds: the fight it records
 * or continues, from the moment its lock is taken until it is let go, and whether it is over. A fight not yet
 * over is the one a take-over goes on with, and the one a dropped or idle session is marked as interrupted in.
 */
public final class SessionSaves implements FightSaves {
    private final FightSaves saves;
    private final Path dir;
    private final Session session;
    /** The server's sessions, to tell which of this player's others holds a fight; null: none known (a test's). */
    private final Sessions sessions;

    /** @param dir the folder {@code saves} keeps the fights in (a new recording's key is its file there) */
    public SessionSaves(FightSaves saves, Path dir, Session session) {
        this(saves, dir, session, null);
    }

    /** @param sessions the server's sessions, among which this player's others may hold a fight this one is asked about */
    public SessionSaves(FightSaves saves, Path dir, Session session, Sessions sessions) {
        this.saves = saves;
        this.dir = dir;
        this.session = session;
        this.sessions = sessions;
    }

    /** A held fight: letting it go tells the session. */
    private final class Held implements Kept {
        final Kept kept;
        final String key;

        Held(Kept kept, String key) {
            this.kept = kept;
            this.key = key;
            session.holds(key);
        }

        @Override
        public String name() {
            return kept.name();
        }

        @Override
        public String report(String text) {
            return kept.report(text);
        }

        @Override
        public Optional<String> trouble() {
            return kept.trouble();
        }

        @Override
        public Optional<String> catchUp() {
            return kept.catchUp();
        }

        @Override
        public void over() {
            kept.over();
            session.over(key);
        }

        @Override
        public void stopped() {
            kept.stopped();
        }

        @Override
        public void close() {
            try {
                kept.close();
            } finally {
                session.released(key);
            }
        }
    }

    @Override
    public List<Past> past() {
        return saves.past();
    }

    @Override
    public Overview overview() {
        return saves.overview();
    }

    @Override
    public Answer<Kept> record(EncounterCatalog.Opened opened, long seed, Game game, String gm) {
        Answer<Kept> answer = saves.record(opened, seed, game, gm);
        if (!answer.ok()) return answer;
        return Answer.of(new Held(answer.value(), dir.resolve(answer.value().name()).toString()));
    }

    /**
     * The folder itself: a table's recording is held by the table. Were it this session's, a new login would
     * take the session over as if it played that fight alone, and try to open the file the table holds.
     */
    @Override
    public FightSaves forTable() {
        return saves;
    }

    @Override
    public Answer<Reopened> reopen(String key, boolean fromBackup) {
        return saves.reopen(key, fromBackup);
    }

    @Override
    public Answer<Kept> lock(String key, boolean fromBackup) {
        Answer<Kept> answer = saves.lock(key, fromBackup);
        if (!answer.ok()) return answer;
        // From a backup the fight goes on in a new file beside the damaged one.
        return Answer.of(new Held(answer.value(), Path.of(key).resolveSibling(answer.value().name()).toString()));
    }

    @Override
    public boolean hasBackup(String key) {
        return saves.hasBackup(key);
    }

    @Override
    public Optional<String> backupNote(String key) {
        return saves.backupNote(key);
    }

    @Override
    public Answer<Kept> attach(Kept kept, Game game) {
        Answer<Kept> answer = saves.attach(kept instanceof Held held ? held.kept : kept, game);
        // Refused, the fight is let go by its caller (the held one, so that the session knows it holds it no more).
        return answer.ok() ? Answer.of(kept) : answer;
    }

    @Override
    public int copies() {
        return saves.copies();
    }

    @Override
    public Answer<String> delete(String key) {
        Answer<String> answer = saves.delete(key);
        if (answer.ok() || sessions == null || !sessions.endOpenElsewhere(session, key)) return answer;
        // Held by another session of the player, its end on screen: the fight is over, so "a fight being played" is
        // not what keeps it; that page is, and the player can go and leave it.
        return Answer.failed(List.of(Path.of(key).getFileName() + " is over, but its end page is open in another of your"
                + " sessions: it can be deleted once that session has left it."));
    }

    @Override
    public Optional<String> full() {
        return saves.full();
    }

    @Override
    public boolean keeps() {
        return saves.keeps();
    }

    @Override
    public String report(String key, java.util.function.UnaryOperator<String> text) {
        return saves.report(key, text);
    }

    @Override
    public Answer<String> keepCopy(Kept original, Standpoint playedAs) {
        // The original is another session's: held there, copied here.
        return saves.keepCopy(original instanceof Held held ? held.kept : original, playedAs);
    }
}
