package escarmouche.ssh.account;

import java.security.PublicKey;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * A claimed name: its keys, its password if one is set, and when it was claimed.
 *
 * @param claimed when the name was taken, if the account file says so
 */
public record Account(PlayerName name, List<AccountKey> keys, Optional<PasswordHash> password, Optional<Instant> claimed) {
    public Account {
        keys = List.copyOf(keys);
    }

    public boolean holds(PublicKey key) {
        return keys.stream().anyMatch(k -> k.sameKey(key));
    }

    public Optional<AccountKey> key(String fingerprint) {
        return keys.stream().filter(k -> k.fingerprint().equals(fingerprint)).findFirst();
    }
}
