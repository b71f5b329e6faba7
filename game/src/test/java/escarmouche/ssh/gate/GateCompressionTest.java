package escarmouche.ssh.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.apache.sshd.client.session.ClientSession;
import org.apache.sshd.common.NamedResource;
import org.apache.sshd.common.compression.BuiltinCompressions;
import org.apache.sshd.common.compression.Compression;
import org.apache.sshd.common.NamedFactory;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Compression is offered only once logged in: zlib before the login would feed the inflater to strangers. */
@Timeout(60)
class GateCompressionTest {
    @Test
    @DisplayName("the server offers none and zlib@openssh.com only; a client that wants plain zlib gets no connection")
    void delayedCompressionOnly() throws Exception {
        try (GateServer gate = new GateServer(GateServer.small())) {
            assertEquals(List.of("none", "zlib@openssh.com"),
                    gate.server.getCompressionFactories().stream().map(NamedResource::getName).toList());
            gate.client.setCompressionFactories(List.<NamedFactory<Compression>>of(BuiltinCompressions.zlib));
            assertThrows(Exception.class, () -> {
                try (ClientSession session = gate.login("anne")) {
                    session.auth().verify(GateServer.WAIT);
                }
            });
            gate.client.setCompressionFactories(List.<NamedFactory<Compression>>of(BuiltinCompressions.delayedZlib));
            try (ClientSession session = gate.login("anne")) {
                assertTrue(session.isAuthenticated());
            }
        }
    }
}
