package escarmouche.ssh.log;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** One connection's lines name its client alike, so that an admin's grep finds them all. */
class ServerLogAddressTest {
    @Test
    @DisplayName("IPv4 as it is, IPv6 in brackets before the port, never a name from the DNS")
    void addresses() throws Exception {
        assertEquals("203.0.113.4:51234",
                ServerLog.address(new InetSocketAddress(InetAddress.getByAddress(new byte[] {(byte) 203, 0, 113, 4}), 51234)));
        assertEquals("[0:0:0:0:0:0:0:1]:51952", ServerLog.address(new InetSocketAddress(InetAddress.getByName("::1"), 51952)));
        InetAddress named = InetAddress.getByAddress("example.org", new byte[] {(byte) 198, 51, 100, 7});
        assertEquals("198.51.100.7:22", ServerLog.address(new InetSocketAddress(named, 22)));
    }
}
