package escarmouche.ssh.gate;

import java.time.Duration;

/**
 * What one client, one address, one player and everyone together may hold of the server. The defaults
 * suit a club's server on a public address; {@code ./play serve} changes each with an option.
 *
 * @param loginWithin          a connection not logged in by then is closed
 * @param loginTries           failed login attempts allowed on one connection before it is closed
 * @param unauthenticatedStart like OpenSSH's MaxStartups "start": unauthenticated connections one address
 *                             may hold before new ones from it are refused at random
 * @param unauthenticatedFull  like MaxStartups "full": beyond this many, every new one from it is refused
 * @param perAddress           connections (logged in or not) one address may hold
 * @param perPlayer            live sessions one player may hold at once
 * @param total                connections the whole server holds
 * @param idle                 a session without a key for this long is saved and closed
 */
public record Limits(Duration loginWithin, int loginTries, int unauthenticatedStart, int unauthenticatedFull,
                     int perAddress, int perPlayer, int total, Duration idle) {
    public static final Limits DEFAULTS = new Limits(Duration.ofSeconds(45), 6, 3, 10, 8, 2, 256,
            Duration.ofMinutes(30));

    public Limits {
        if (loginWithin.isNegative() || loginWithin.isZero()) throw new IllegalArgumentException("loginWithin must be positive");
        if (idle.isNegative() || idle.isZero()) throw new IllegalArgumentException("idle must be positive");
        if (loginTries < 1) throw new IllegalArgumentException("loginTries must be at least 1");
        if (unauthenticatedStart < 1 || unauthenticatedFull < unauthenticatedStart)
            throw new IllegalArgumentException("unauthenticated: need 1 <= start <= full");
        if (perAddress < 1 || perPlayer < 1 || total < 1) throw new IllegalArgumentException("caps must be at least 1");
    }

    public Limits withTotal(int total) {
        return new Limits(loginWithin, loginTries, unauthenticatedStart, unauthenticatedFull, perAddress, perPlayer,
                total, idle);
    }

    public Limits withPerAddress(int perAddress) {
        return new Limits(loginWithin, loginTries, unauthenticatedStart, unauthenticatedFull, perAddress, perPlayer,
                total, idle);
    }

    public Limits withIdle(Duration idle) {
        return new Limits(loginWithin, loginTries, unauthenticatedStart, unauthenticatedFull, perAddress, perPlayer,
                total, idle);
    }

    public Limits withLogin(Duration loginWithin, int loginTries) {
        return new Limits(loginWithin, loginTries, unauthenticatedStart, unauthenticatedFull, perAddress, perPlayer,
                total, idle);
    }

    public Limits withUnauthenticated(int start, int full) {
        return new Limits(loginWithin, loginTries, start, full, perAddress, perPlayer, total, idle);
    }

    public Limits withPerPlayer(int perPlayer) {
        return new Limits(loginWithin, loginTries, unauthenticatedStart, unauthenticatedFull, perAddress, perPlayer,
                total, idle);
    }
}
