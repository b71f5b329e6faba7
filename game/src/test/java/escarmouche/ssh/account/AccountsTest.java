package escarmouche.ssh.account;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

@Timeout(60)
class AccountsTest {
    private static final Instant NOW = Instant.parse("2026-11-24T01:00:00Z");

    @TempDir
    Path dir;

    private Accounts accounts() {
        return new Accounts(dir.resolve("players"), Clock.fixed(NOW, ZoneOffset.UTC));
    }

    private static AccountKey key(String comment) throws Exception {
        return new AccountKey(LoginServer.newKey().getPublic(), comment);
    }

    @Test
    @DisplayName("two keys racing for one new name: exactly one wins, every time")
    void oneOfTwoRacingKeysWins() throws Exception {
        Accounts accounts = accounts();
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            for (int round = 0; round < 40; round++) {
                PlayerName name = new PlayerName("racer" + round);
                List<AccountKey> keys = List.of(key(""), key(""));
                CountDownLatch start = new CountDownLatch(1);
                List<Future<Accounts.Claim>> results = new ArrayList<>();
                for (AccountKey k : keys) {
                    results.add(pool.submit(() -> {
                        start.await();
                        return accounts.claim(name, k);
                    }));
                }
                start.countDown();
                List<Accounts.Claim> claims = new ArrayList<>();
                for (Future<Accounts.Claim> f : results) claims.add(f.get(10, TimeUnit.SECONDS));
                assertEquals(1, claims.stream().filter(c -> c == Accounts.Claim.CLAIMED).count(), claims.toString());
                assertEquals(1, claims.stream().filter(c -> c == Accounts.Claim.TAKEN).count(), claims.toString());
                assertEquals(1, accounts.find(name).orElseThrow().keys().size());
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    @DisplayName("a guest's folder is not an account: the first key still claims the name and keeps its files")
    void guestFoldersAreNotAccounts() throws Exception {
        Accounts accounts = accounts();
        Path saves = dir.resolve("players/anne/saves");
        Files.createDirectories(saves);
        Files.writeString(saves.resolve("fight.txt"), "kept");
        assertTrue(accounts.find(new PlayerName("anne")).isEmpty());
        assertEquals(List.of(), accounts.names());
        AccountKey k = key("");
        assertEquals(Accounts.Claim.CLAIMED, accounts.claim(new PlayerName("anne"), k));
        assertEquals(Accounts.Claim.HOLDS, accounts.claim(new PlayerName("anne"), k));
        assertEquals("kept", Files.readString(saves.resolve("fight.txt")));
        assertEquals(NOW, accounts.find(new PlayerName("anne")).orElseThrow().claimed().orElseThrow());
    }

    @Test
    @DisplayName("keys are added and removed; the last way in of a player is never removed")
    void keysAndPasswordsAreManaged() throws Exception {
        Accounts accounts = accounts();
        PlayerName anne = new PlayerName("anne");
        AccountKey first = key("anne@laptop");
        AccountKey second = key("anne@phone");
        accounts.create(anne, List.of(first));
        AccountException again = assertThrows(AccountException.class, () -> accounts.create(anne, List.of(second)));
        assertTrue(again.getMessage().contains("already exists"));
        accounts.addKey(anne, second);
        assertThrows(AccountException.class, () -> accounts.addKey(anne, second));
        assertEquals(List.of("anne@laptop", "anne@phone"),
                accounts.find(anne).orElseThrow().keys().stream().map(AccountKey::comment).toList());
        accounts.removeKey(anne, first.fingerprint());
        AccountException last = assertThrows(AccountException.class, () -> accounts.removeKey(anne, second.fingerprint()));
        assertTrue(last.getMessage().contains("only way"), last.getMessage());
        accounts.setPassword(anne, PasswordHash.of("pw for anne", new SecureRandom()));
        accounts.removeKey(anne, second.fingerprint());
        assertTrue(accounts.find(anne).orElseThrow().keys().isEmpty());
        assertThrows(AccountException.class, () -> accounts.clearPassword(anne));
        assertEquals(List.of(anne), accounts.names());
        accounts.remove(anne, false);
        assertTrue(accounts.find(anne).isEmpty());
        assertTrue(Files.isDirectory(dir.resolve("players/anne")), "the player's folder (saves) is kept");
    }
}
