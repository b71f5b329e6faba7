package escarmouche.ssh.load;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class SshLoadArgumentsTest {
    @Test
    @DisplayName("Load tool: a scenario takes its sizes, a port range and --targets")
    void parses() {
        SshLoad.Arguments a = SshLoad.Arguments.parse(new String[] {"latency", "25,100,200", "30", "--port", "2306-2308", "--targets"});
        LatencyRun run = (LatencyRun) a.scenarios().get(0);
        assertArrayEquals(new int[] {25, 100, 200}, run.sizes());
        assertEquals(30, run.seconds());
        assertEquals(List.of(2306, 2307, 2308), a.ports());
        assertTrue(a.targets());
        assertEquals(new IdleRun(100, 30), SshLoad.Arguments.parse(new String[] {"idle"}).scenarios().get(0));
        assertEquals(4, SshLoad.Arguments.parse(new String[] {"all"}).scenarios().size());
    }

    @Test
    @DisplayName("Load tool: bad arguments are refused with what was expected")
    void refuses() {
        assertEquals("sizes must increase: 100,25",
                assertThrows(IllegalArgumentException.class, () -> SshLoad.Arguments.parse(new String[] {"latency", "100,25"})).getMessage());
        assertThrows(IllegalArgumentException.class, () -> SshLoad.Arguments.parse(new String[] {}));
        assertThrows(IllegalArgumentException.class, () -> SshLoad.Arguments.parse(new String[] {"flood"}));
        assertThrows(IllegalArgumentException.class, () -> SshLoad.Arguments.parse(new String[] {"idle", "0"}));
        assertThrows(IllegalArgumentException.class, () -> SshLoad.Arguments.parse(new String[] {"idle", "--port", "9-2"}));
        assertThrows(IllegalArgumentException.class, () -> SshLoad.Arguments.parse(new String[] {"churn", "1", "2", "3"}));
    }
}
