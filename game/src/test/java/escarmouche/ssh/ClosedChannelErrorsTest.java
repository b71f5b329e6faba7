package escarmouche.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.launch.ErrorLogFile;
import java.io.IOException;
import java.net.SocketTimeoutException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.apache.sshd.common.SshException;
import org.apache.sshd.common.channel.WindowClosedException;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ClosedChannelErrorsTest {
    @TempDir
    Path player;

    @Test
    @DisplayName("A write on a connection already closed is one line in the player's error log; a bug keeps its stack trace")
    void closedConnectionIsOneLine() throws Exception {
        ErrorLogFile file = new ErrorLogFile(player, Clock.fixed(Instant.parse("2026-11-24T01:00:00Z"), ZoneOffset.UTC));
        ClosedChannelErrors errors = new ClosedChannelErrors(file);
        errors.write("drawing the screen", new IOException("write failed", new WindowClosedException("RemoteWindow")));
        List<String> lines = Files.readAllLines(file.file());
        assertEquals(List.of("2026-11-24T01:00:00Z drawing the screen: the connection was already closed "
                + "(WindowClosedException: Already closed: RemoteWindow)"), lines);
        errors.write("a bug", new IllegalStateException("broken"));
        String text = Files.readString(file.file());
        assertTrue(text.contains("java.lang.IllegalStateException: broken\n\tat "), text);
    }

    @Test
    @DisplayName("A write that timed out because the client stopped reading is one line naming it, not a bug's stack trace")
    void stalledClientIsOneLine() throws Exception {
        ErrorLogFile file = new ErrorLogFile(player, Clock.fixed(Instant.parse("2026-11-24T01:00:00Z"), ZoneOffset.UTC));
        ClosedChannelErrors errors = new ClosedChannelErrors(file);
        errors.write("writing to the terminal", new SocketTimeoutException(
                "waitForCondition(RemoteWindow[server](OneGameChannel[id=0, recipient=0])) timeout exceeded: PT30S"));
        errors.write("restoring the terminal", new IOException("flush", new SocketTimeoutException(
                "the client read nothing for 30 s")));
        assertEquals(List.of("2026-11-24T01:00:00Z writing to the terminal: the client stopped reading "
                        + "(SocketTimeoutException: waitForCondition(RemoteWindow[server](OneGameChannel[id=0, recipient=0]))"
                        + " timeout exceeded: PT30S)",
                "2026-11-24T01:00:00Z restoring the terminal: the client stopped reading "
                        + "(SocketTimeoutException: the client read nothing for 30 s)"),
                Files.readAllLines(file.file()));
    }

    @Test
    @DisplayName("MINA's write on a closing connection (a client that dropped mid-drawing) is one line; its other SshExceptions keep their stack trace")
    void closingSessionWriteIsOneLine() throws Exception {
        ErrorLogFile file = new ErrorLogFile(player, Clock.fixed(Instant.parse("2026-11-24T01:00:00Z"), ZoneOffset.UTC));
        ClosedChannelErrors errors = new ClosedChannelErrors(file);
        // As BoundedOutput passes it on: MINA's exception as the cause of the game's failed write.
        errors.write("drawing the screen", new IOException("write failed",
                new SshException("Write attempt on closing session: SSH_MSG_CHANNEL_DATA")));
        assertEquals(List.of("2026-11-24T01:00:00Z drawing the screen: the connection was already closed "
                + "(SshException: Write attempt on closing session: SSH_MSG_CHANNEL_DATA)"), Files.readAllLines(file.file()));
        errors.write("a key exchange", new SshException("Write attempt on a closing session, or so"));
        errors.write("a protocol error", new SshException("Protocol error"));
        String text = Files.readString(file.file());
        assertTrue(text.contains("org.apache.sshd.common.SshException: Write attempt on a closing session, or so\n\tat "), text);
        assertTrue(text.contains("org.apache.sshd.common.SshException: Protocol error\n\tat "), text);
    }
}
