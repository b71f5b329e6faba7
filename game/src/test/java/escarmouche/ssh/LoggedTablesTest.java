package escarmouche.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.ssh.log.ServerLog;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The tables' lines of the server log: one word and key=value pairs, names cleaned. */
class LoggedTablesTest {
    @Test
    @DisplayName("A table's life in the log: opened, started, closed with why; a name with a space or a control character cannot break a line")
    void tableLines() {
        List<String> lines = new ArrayList<>();
        ServerLog log = (event, text) -> lines.add(event.word() + " " + text);
        LoggedTables tables = new LoggedTables(log);
        tables.opened("t1", "anne", "goblins-at-the-ford");
        tables.started("t1", "anne", 2);
        tables.closed("t1", "anne", "empty");
        tables.opened("t2", "x y\nz", "my fight");
        assertEquals(List.of("table table=t1 gm=anne opened encounter=goblins-at-the-ford",
                "table table=t1 gm=anne started players=2", "table table=t1 gm=anne closed why=empty",
                "table table=t2 gm=x?y?z opened encounter=my?fight"), lines);
    }
}
