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
 * @param newNamesPerHour      names keys may claim from one address (an IPv6 /64 counting as one) in an hour,
 *                             as many at once at most (a bucket that lets one more claim in every hour / N)
 * @param namesPerKey          names one key may hold and still claim a new one (the admin's {@code players add}
 *                             and {@code add-key} are not bound by it)
 * @param patience             how long the game waits for a client to read what it was sent (its window full, or
 *                             {@link BoundedOutput#PENDING} unsent) before its connection is cut
 */
public record Limits(Duration loginWithin, int loginTries, int unauthenticatedStart, int unauthenticatedFull,
                     int perAddress, int perPlayer, int total, Duration idle, int newNamesPerHour, int namesPerKey,
                     Duration patience) {
    public static final int NEW_NAMES_PER_HOUR = 10;
    public static final int NAMES_PER_KEY = 3;
    public static final Duration PATIENCE = Duration.ofSeconds(30);
    public static final Limits DEFAULTS = new Limits(Duration.ofSeconds(45), 6, 3, 10, 8, 2, 256,
            Duration.ofMinutes(30));

    /** The default limits on new names. */
    public Limits(Duration loginWithin, int loginTries, int unauthenticatedStart, int unauthenticatedFull,
                  int perAddress, int perPlayer, int total, Duration idle) {
        this(loginWithin, loginTries, unauthenticatedStart, unauthenticatedFull, perAddress, perPlayer, total, idle,
                NEW_NAMES_PER_HOUR, NAMES_PER_KEY);
    }

    /** The default patience with a client that does not read. */
    public Limits(Duration loginWithin, int loginTries, int unauthenticatedStart, int unauthenticatedFull,
                  int perAddress, int perPlayer, int total, Duration idle, int newNamesPerHour, int namesPerKey) {
        this(loginWithin, loginTries, unauthenticatedStart, unauthenticatedFull, perAddress, perPlayer, total, idle,
                newNamesPerHour, namesPerKey, PATIENCE);
    }

    public Limits {
        if (loginWithin.isNegative() || loginWithin.isZero()) throw new IllegalArgumentException("loginWithin must be positive");
        if (idle.isNegative() || idle.isZero()) throw new IllegalArgumentException("idle must be positive");
        if (patience.isNegative() || patience.isZero()) throw new IllegalArgumentException("patience must be positive");
        if (loginTries < 1) throw new IllegalArgumentException("loginTries must be at least 1");
        if (unauthenticatedStart < 1 || unauthenticatedFull < unauthenticatedStart)
            throw new IllegalArgumentException("unauthenticated: need 1 <= start <= full");
        if (perAddress < 1 || perPlayer < 1 || total < 1) throw new IllegalArgumentException("caps must be at least 1");
        if (newNamesPerHour < 1 || namesPerKey < 1) throw new IllegalArgumentException("name caps must be at least 1");
    }

    public Limits withNewNames(int newNamesPerHour, int namesPerKey) {
        return new Limits(loginWithin, loginTries, unauthenticatedStart, unauthenticatedFull, perAddress, perPlayer,
                total, idle, newNamesPerHour, namesPerKey, patience);
    }

    public Limits withTotal(int total) {
        return new Limits(loginWithin, loginTries, unauthenticatedStart, unauthenticatedFull, perAddress, perPlayer,
                total, idle, newNamesPerHour, namesPerKey, patience);
    }

    public Limits withPerAddress(int perAddress) {
        return new Limits(loginWithin, loginTries, unauthenticatedStart, unauthenticatedFull, perAddress, perPlayer,
                total, idle, newNamesPerHour, namesPerKey, patience);
    }

    public Limits withIdle(Duration idle) {
        return new Limits(loginWithin, loginTries, unauthenticatedStart, unauthenticatedFull, perAddress, perPlayer,
                total, idle, newNamesPerHour, namesPerKey, patience);
    }

    public Limits withLogin(Duration loginWithin, int loginTries) {
        return new Limits(loginWithin, loginTries, unauthenticatedStart, unauthenticatedFull, perAddress, perPlayer,
                total, idle, newNamesPerHour, namesPerKey, patience);
    }

    public Limits withUnauthenticated(int start, int full) {
        return new Limits(loginWithin, loginTries, start, full, perAddress, perPlayer, total, idle, newNamesPerHour,
                namesPerKey, patience);
    }

    public Limits withPerPlayer(int perPlayer) {
        return new Limits(loginWithin, loginTries, unauthenticatedStart, unauthenticatedFull, perAddress, perPlayer,
                total, idle, newNamesPerHour, namesPerKey, patience);
    }

    public Limits withPatience(Duration patience) {
        return new Limits(loginWithin, loginTries, unauthenticatedStart, unauthenticatedFull, perAddress, perPlayer,
                total, idle, newNamesPerHour, namesPerKey, patience);
    }
}
