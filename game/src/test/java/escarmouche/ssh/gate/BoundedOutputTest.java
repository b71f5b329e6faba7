package escarmouche.ssh.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.Proxy;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.apache.sshd.common.channel.Channel;
import org.apache.sshd.common.io.AbstractIoWriteFuture;
import org.apache.sshd.common.util.buffer.ByteArrayBuffer;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Screen output a client does not read stops piling up at a quarter of a megabyte. */
@Timeout(30)
class BoundedOutputTest {
    private static final int PACKET = 32 * 1024;

    private final List<AbstractIoWriteFuture> sent = new CopyOnWriteArrayList<>();

    /** A channel whose packets are written only when the test says so (a client that reads nothing). */
    private Channel channel() {
        return (Channel) Proxy.newProxyInstance(Channel.class.getClassLoader(), new Class<?>[] {Channel.class},
                (proxy, method, args) -> switch (method.getName()) {
                    case "writePacket" -> {
                        AbstractIoWriteFuture future = new AbstractIoWriteFuture("packet", null) {};
                        sent.add(future);
                        yield future;
                    }
                    case "isOpen" -> true;
                    case "isClosing" -> false;
                    default -> throw new UnsupportedOperationException(method.getName());
                });
    }

    private CompletableFuture<Void> writeInBackground(BoundedOutput output, int packets) {
        return CompletableFuture.runAsync(() -> {
            try {
                for (int i = 0; i < packets; i++) output.writeData(new ByteArrayBuffer(new byte[PACKET]));
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
    }

    @Test
    @DisplayName("SSH-MEMORY: output beyond 256 KiB unsent makes the game wait until the client reads")
    void writerWaitsForTheClient() throws Exception {
        BoundedOutput output = new BoundedOutput(channel(), Duration.ofSeconds(20));
        CompletableFuture<Void> writing = writeInBackground(output, 40);
        // Nine packets (288 KiB) go out, then the writer waits: nothing more is queued.
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (sent.size() < 9 && System.nanoTime() < deadline) Thread.sleep(5);
        Thread.sleep(200);
        assertEquals(9, sent.size(), "packets queued while the client read nothing");
        assertTrue(output.pending() <= BoundedOutput.PENDING + PACKET);
        assertTrue(!writing.isDone());
        // The client reads: the writer goes on to the end.
        while (!writing.isDone()) {
            for (AbstractIoWriteFuture f : sent) f.setValue(Boolean.TRUE);
            Thread.sleep(5);
        }
        writing.get(5, TimeUnit.SECONDS);
        assertEquals(40, sent.size());
    }

    @Test
    @DisplayName("SSH-MEMORY: a client that never reads ends the game's output with an error, not a growing queue")
    void writerGivesUp() throws Exception {
        BoundedOutput output = new BoundedOutput(channel(), Duration.ofMillis(200));
        CompletableFuture<Void> writing = writeInBackground(output, 40);
        Throwable failure = writing.handle((ok, e) -> e).get(10, TimeUnit.SECONDS);
        assertInstanceOf(IOException.class, failure.getCause().getCause());
        assertEquals(9, sent.size());
    }
}
