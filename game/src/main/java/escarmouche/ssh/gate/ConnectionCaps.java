package escarmouche.ssh.gate;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;

/**
 * Whether a new connection is let in, given what the server already holds: a cap on all connections, a
 * cap per address, and OpenSSH's MaxStartups idea for connections that have not logged in yet (from
 * {@code unauthenticatedStart} on, a new one is refused at random, more and more often, and always from
 * {@code unauthenticatedFull} on).
 */
final class ConnectionCaps {
    private ConnectionCaps() {}

    /** What the server holds when a connection arrives (the arriving one not counted). */
    record Held(int total, int fromAddress, int unauthenticatedFromAddress) {}

    sealed interface Admission permits Admit, Refuse {}

    record Admit() implements Admission {}

    /** @param limit the word written in the log ({@code total}, {@code per-address}, {@code unauthenticated}) */
    record Refuse(String limit) implements Admission {}

    /**
     * @param draw a uniform number in [0, 1) (injected so that tests are exact)
     */
    static Admission admit(Limits limits, Held held, double draw) {
        if (held.total() >= limits.total()) return new Refuse("total");
        if (held.fromAddress() >= limits.perAddress()) return new Refuse("per-address");
        if (draw < refusalChance(limits, held.unauthenticatedFromAddress())) return new Refuse("unauthenticated");
        return new Admit();
    }

    /**
     * The chance that a new connection is refused when its address already holds {@code unauthenticated}
     * connections not logged in: none below start, then rising in equal steps to certain at full
     * (start 3, full 10: 1/8 with 3 held, 2/8 with 4, ... 7/8 with 9, 1 with 10 or more).
     */
    static double refusalChance(Limits limits, int unauthenticated) {
        int start = limits.unauthenticatedStart();
        int full = limits.unauthenticatedFull();
        if (unauthenticated < start) return 0;
        if (unauthenticated >= full) return 1;
        return (unauthenticated - start + 1) / (double) (full - start + 1);
    }

    /**
     * What counts as one address: an IPv4 address, or an IPv6 /64 (the block one subscriber usually gets,
     * so that a client cannot multiply its share by changing the low bits).
     */
    static String addressKey(SocketAddress address) {
        if (!(address instanceof InetSocketAddress inet) || inet.getAddress() == null) return String.valueOf(address);
        InetAddress ip = inet.getAddress();
        if (!(ip instanceof Inet6Address)) return ip.getHostAddress();
        byte[] bytes = ip.getAddress();
        StringBuilder prefix = new StringBuilder();
        for (int i = 0; i < 8; i += 2) {
            prefix.append(Integer.toHexString(((bytes[i] & 0xff) << 8) | (bytes[i + 1] & 0xff))).append(':');
        }
        return prefix.append(":/64").toString();
    }
}
