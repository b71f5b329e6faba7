package escarmouche.ssh.gate;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.apache.sshd.client.channel.ChannelSession;
import org.apache.sshd.client.session.ClientSession;
import org.apache.sshd.common.SshConstants;
import org.apache.sshd.common.session.ConnectionService;
import org.apache.sshd.common.util.buffer.Buffer;

/** A session channel that sends whatever request a test names and tells whether the server agreed. */
final class ProbeChannel extends ChannelSession {
    private final BlockingQueue<Boolean> replies = new LinkedBlockingQueue<>();

    static ProbeChannel open(ClientSession session) throws IOException {
        ProbeChannel channel = new ProbeChannel();
        session.getService(ConnectionService.class).registerChannel(channel);
        channel.setOut(new ByteArrayOutputStream());
        channel.setErr(new ByteArrayOutputStream());
        channel.open().verify(GateServer.WAIT);
        return channel;
    }

    @Override
    public void handleSuccess() {
        replies.add(Boolean.TRUE);
    }

    @Override
    public void handleFailure() {
        replies.add(Boolean.FALSE);
    }

    /** Sends the request with want-reply set; true for success, false for failure; fails the test on no answer. */
    boolean ask(String request, Consumer<Buffer> body) throws IOException, InterruptedException {
        Buffer buffer = getSession().createBuffer(SshConstants.SSH_MSG_CHANNEL_REQUEST, 64);
        buffer.putUInt(getRecipient());
        buffer.putString(request);
        buffer.putBoolean(true);
        body.accept(buffer);
        writePacket(buffer);
        Boolean reply = replies.poll(GateServer.WAIT.toMillis(), TimeUnit.MILLISECONDS);
        if (reply == null) throw new AssertionError("no answer to " + request);
        return reply;
    }

    boolean env(String name, String value) throws IOException, InterruptedException {
        return ask("env", b -> {
            b.putString(name);
            b.putString(value);
        });
    }
}
