package escarmouche.ssh.account;

import java.security.PublicKey;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * A claimed name: its keys, its password if one is set, and when it was claimed.
 *
 * @param keys    the keys that log in
 * @param refused the lines of its {@code authorized_keys} that let no one in (a key with options, a damaged line)
 * @param claimed when the name was taken, if the account file says so
 */
public record Account(PlayerName name, List<AccountKey> keys, List<KeyLineProblem> refused,
                      Optional<PasswordHash> password, Optional<Instant> claimed) {
    public Account {
        keys = List.copyOf(keys);
        refused = List.copyOf(refused);
    }

    public Account(PlayerName name, List<AccountKey> keys, Optional<PasswordHash> password, Optional<Instant> claimed) {
        this(name, keys, List.of(), password, claimed);
    }

    public boolean holds(PublicKey key) {
        return keys.stream().anyMatch(k -> k.sameKey(key));
    }

    /** Whether {@code key} is written in the file with options, and so refused rather than let in unlimited. */
    public boolean refusesWithOptions(PublicKey key) {
        return refused.stream().anyMatch(p -> p instanceof KeyLineProblem.WithOptions w && w.key().sameKey(key));
    }

    public Optional<AccountKey> key(String fingerprint) {
        return keys.stream().filter(k -> k.fingerprint().equals(fingerprint)).findFirst();
    }
}
