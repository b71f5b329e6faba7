package escarmouche.ssh;

import escarmouche.ssh.log.LogEvent;
import escarmouche.ssh.log.ServerLog;
import escarmouche.ui.table.TablePacing;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The server's one timer for the tables' AI commands (and for closing a table whose game master stayed away
 * past their grace): a single thread, so that however many tables play
 * at once they never hold more than one thread between them, and a daemon one, so that it never keeps
 * the process alive. A fault in a table's turn is written to the server log (the table itself closes).
 */
final class TableTimer implements TablePacing.Timer, AutoCloseable {
    private final ScheduledExecutorService timer;
    private final ServerLog log;

    TableTimer(ServerLog log) {
        this.log = log;
        this.timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "table-pace");
            t.setDaemon(true);
            return t;
        });
    }

    @Override
    public void after(int millis, Runnable task) {
        try {
            timer.schedule(() -> run(task), millis, TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException stopping) {
            // The server is stopping: its tables close with their sessions.
        }
    }

    private void run(Runnable task) {
        try {
            task.run();
        } catch (RuntimeException e) {
            log.write(LogEvent.ERROR, "table fault " + ServerLog.clean(String.valueOf(e)));
        }
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
