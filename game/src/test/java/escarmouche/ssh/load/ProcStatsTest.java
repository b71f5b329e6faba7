package escarmouche.ssh.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import java.util.OptionalLong;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ProcStatsTest {
    @Test
    @DisplayName("Load figures: CPU time is utime + stime, fields 14 and 15, counted after the command name")
    void cpuTicks() {
        // A command name with a space and a parenthesis, as a thread may be named.
        String stat = "4242 (java (x) y) S 1 4242 4242 0 -1 4194560 19345 0 3 0 1234 567 0 0 20 0 31 0 "
                + "1911 4521103360 30412 18446744073709551615 1 1 0 0 0 0 0 4096 16796879 0 0 0 17 1 0 0 0 0 0\n";
        assertEquals(1234 + 567, ProcStats.cpuTicks(stat));
        assertThrows(IllegalArgumentException.class, () -> ProcStats.cpuTicks("no command name here"));
    }

    @Test
    @DisplayName("Load figures: threads and resident memory are read from /proc/PID/status")
    void status() {
        String status = "Name:\tjava\nUmask:\t0022\nState:\tS (sleeping)\nVmPeak:\t 4415264 kB\n"
                + "VmRSS:\t  121604 kB\nRssAnon:\t   98012 kB\nThreads:\t35\nSigQ:\t0/95683\n";
        assertEquals(OptionalLong.of(35), ProcStats.statusField(status, "Threads"));
        assertEquals(OptionalLong.of(121604), ProcStats.statusField(status, "VmRSS"));
        assertEquals(OptionalLong.empty(), ProcStats.statusField(status, "VmSwap"));
    }

    @Test
    @DisplayName("Load figures: heap used is summed over the heap lines of GC.heap_info, whatever the collector")
    void heapUsed() {
        String g1 = "4242:\n garbage-first heap   total 262144K, used 9163K [0x00000000c0000000, 0x0000000100000000)\n"
                + "  region size 1024K, 1 young (1024K), 0 survivors (0K)\n"
                + " Metaspace       used 14027K, committed 14336K, reserved 1114112K\n"
                + "  class space    used 1650K, committed 1792K, reserved 1048576K\n";
        assertEquals(OptionalLong.of(9163), ProcStats.heapUsedKb(g1));
        String parallel = " PSYoungGen      total 76288K, used 3932K [0x0, 0x0, 0x0)\n"
                + " ParOldGen       total 175104K, used 120K [0x0, 0x0, 0x0)\n"
                + " Metaspace       used 7085K, committed 7232K, reserved 1114112K\n";
        assertEquals(OptionalLong.of(4052), ProcStats.heapUsedKb(parallel));
        assertEquals(OptionalLong.empty(), ProcStats.heapUsedKb("4242:\nAttachNotSupportedException"));
    }

    @Test
    @DisplayName("Load figures: threads are counted by name with digits folded, and growth is named")
    void threadNames() {
        String dump = "2026-11-24 01:00:00\nFull thread dump OpenJDK 64-Bit Server VM:\n\n"
                + "\"main\" #1 prio=5 os_prio=0 cpu=1.0ms tid=0x1 nid=0x2 waiting on condition\n"
                + "   java.lang.Thread.State: WAITING (parking)\n\n"
                + "\"escarmouche-ssh-lat0001\" #40 daemon prio=5\n\n"
                + "\"escarmouche-ssh-lat0002\" #41 daemon prio=5\n\n"
                + "\"sshd-SshServer[5f2]-nio2-thread-1\" #20 daemon prio=5\n";
        Map<String, Integer> after = ProcStats.threadNames(dump);
        assertEquals(Map.of("main", 1, "escarmouche-ssh-lat#", 2, "sshd-SshServer[#f#]-nio#-thread-#", 1), after);
        Map<String, Integer> before = Map.of("main", 1, "escarmouche-ssh-lat#", 1);
        assertEquals("escarmouche-ssh-lat# +1, sshd-SshServer[#f#]-nio#-thread-# +1", ProcStats.grown(before, after));
        assertEquals("", ProcStats.grown(after, after));
    }

    @Test
    @DisplayName("Load figures: live bytes by class from GC.class_histogram, and the classes that grew most")
    void histogram() {
        String before = "4242:\n num     #instances         #bytes  class name (module)\n"
                + "-------------------------------------------------------\n"
                + "   1:          2000        4000000  [B (java.base@17.0.15)\n"
                + "   2:           500          12000  java.lang.String (java.base@17.0.15)\n"
                + "Total          2500        4012000\n";
        String after = before.replace("4000000", "14485760").replace("12000  java", "2109152  java")
                + "   3:            10            640  escarmouche.Thing\n";
        Map<String, Long> b = ProcStats.histogram(before);
        Map<String, Long> a = ProcStats.histogram(after);
        assertEquals(Map.of("[B", 4_000_000L, "java.lang.String", 12_000L), b);
        assertEquals("[B +10.0 MiB, java.lang.String +2.0 MiB", ProcStats.topGrowth(b, a, 2));
        assertEquals("", ProcStats.topGrowth(a, b, 3));
    }
}
