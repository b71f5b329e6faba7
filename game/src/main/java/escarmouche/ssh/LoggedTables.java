package escarmouche.ssh;

import escarmouche.ssh.log.LogEvent;
import escarmouche.ssh.log.ServerLog;
import escarmouche.ui.table.TableJournal;

/**
 * The tables' lives in the server log, one {@code table} line each: {@code table=t1 gm=anne opened
 * encounter=goblins-at-the-ford}, {@code ... started players=2}, {@code ... closed why=empty}. Names are
 * cleaned like every word a client or a file chose.
 */
final class LoggedTables implements TableJournal {
    private final ServerLog log;

    LoggedTables(ServerLog log) {
        this.log = log;
    }

    @Override
    public void opened(String table, String gm, String encounter) {
        log.write(LogEvent.TABLE, who(table, gm) + " opened encounter=" + ServerLog.clean(encounter));
    }

    @Override
    public void started(String table, String gm, int players) {
        log.write(LogEvent.TABLE, who(table, gm) + " started players=" + players);
    }

    @Override
    public void closed(String table, String gm, String why) {
        log.write(LogEvent.TABLE, who(table, gm) + " closed why=" + ServerLog.clean(why));
    }

    private static String who(String table, String gm) {
        return "table=" + ServerLog.clean(table) + " gm=" + ServerLog.clean(gm);
    }
}
