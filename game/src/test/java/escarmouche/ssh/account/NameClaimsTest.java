package escarmouche.ssh.account;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.security.KeyPair;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.sshd.common.config.keys.KeyUtils;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** How many new names an address and a key may claim: the bucket alone, then real logins. */
@Timeout(60)
class NameClaimsTest {
    @TempDir
    Path dir;

    private final AtomicLong now = new AtomicLong(1_000_000);
    private LoginServer server;

    @AfterEach
    void stop() throws Exception {
        if (server != null) server.close();
    }

    @Test
    @DisplayName("an address claims N names at once, then one every hour / N; others are not held by it")
    void addressBucket() {
        NameClaims claims = new NameClaims(now::get, 4, 3);
        for (int i = 0; i < 4; i++) {
            assertTrue(claims.addressMayClaim("203.0.113.4"), "claim " + i);
            claims.claimed("203.0.113.4");
        }
        assertFalse(claims.addressMayClaim("203.0.113.4"));
        assertTrue(claims.addressMayClaim("203.0.113.5"));
        now.addAndGet(Duration.ofMinutes(14).toMillis());
        assertFalse(claims.addressMayClaim("203.0.113.4"), "a quarter of an hour not yet gone");
        now.addAndGet(Duration.ofMinutes(1).toMillis());
        assertTrue(claims.addressMayClaim("203.0.113.4"));
        claims.claimed("203.0.113.4");
        assertFalse(claims.addressMayClaim("203.0.113.4"));
    }

    @Test
    @DisplayName("a full address is told how long until one more name frees, rounded up to the minute")
    void addressWait() {
        NameClaims claims = new NameClaims(now::get, 10, 3);
        assertEquals(Duration.ZERO, claims.addressWait("203.0.113.4"), "nothing claimed: no wait");
        for (int i = 0; i < 10; i++) claims.claimed("203.0.113.4");
        assertEquals(Duration.ofMinutes(6), claims.addressWait("203.0.113.4"), "one frees every 6 minutes");
        now.addAndGet(Duration.ofSeconds(61).toMillis());
        assertEquals(Duration.ofMinutes(5), claims.addressWait("203.0.113.4"), "4 min 59 s: 5 minutes");
        now.addAndGet(Duration.ofSeconds(290).toMillis());
        assertEquals(Duration.ofMinutes(1), claims.addressWait("203.0.113.4"), "9 s: a minute, never none");
        now.addAndGet(Duration.ofSeconds(9).toMillis());
        assertEquals(Duration.ZERO, claims.addressWait("203.0.113.4"));
        assertTrue(claims.addressMayClaim("203.0.113.4"));
    }

    @Test
    @DisplayName("a flood of addresses is tracked in bounded memory, and shares one bucket beyond it")
    void boundedBuckets() {
        NameClaims claims = new NameClaims(now::get, 1, 3, 8);
        for (int i = 0; i < 100; i++) claims.claimed("10.0.0." + i);
        assertTrue(claims.tracked() <= 9, "tracked " + claims.tracked());
        assertFalse(claims.addressMayClaim("10.0.1.1"), "a new address shares the full bucket");
        now.addAndGet(Duration.ofHours(1).toMillis());
        assertTrue(claims.addressMayClaim("10.0.1.1"));
    }

    @Test
    @DisplayName("one address claiming names with fresh keys is refused beyond its share, told why, and a limit line says so")
    void addressRefusedOverSsh() throws Exception {
        server = new LoginServer(dir, Optional.empty(), false, new NameClaims(now::get, 2, 3));
        assertTrue(server.withKey("anne", LoginServer.newKey()));
        assertTrue(server.withKey("bob", LoginServer.newKey()));
        KeyPair carol = LoginServer.newKey();
        assertFalse(server.withKey("carol", carol));
        assertTrue(server.accounts.find(new PlayerName("carol")).isEmpty(), "the name stays free");
        assertTrue(server.banners.stream().anyMatch(b -> b.contains("this address has claimed 2 new names within the hour")),
                server.banners.toString());
        // One name frees every half hour here: the next one in 30 minutes, said in whole minutes.
        assertTrue(server.banners.stream().anyMatch(b -> b.contains("Log in under a name your key already holds, or try"
                + " again in 30 minutes.")), server.banners.toString());
        assertTrue(server.lines("login-failed").stream().anyMatch(l -> l.contains("name=carol method=publickey reason=new-names-per-address")),
                server.log.toString());
        assertTrue(server.lines("limit").stream().anyMatch(l -> l.startsWith("limit address=127.0.0.1:")
                && l.contains(" name=carol limit=new-names-per-address max=2/hour hits=1")), server.log.toString());
        // Names already held still let their keys in; time lets the address claim again.
        now.addAndGet(Duration.ofMinutes(30).toMillis());
        assertTrue(server.withKey("carol", carol));
    }

    @Test
    @DisplayName("a key holding its share of names claims no more, but keeps them; the admin may give it more")
    void keyRefusedOverSsh() throws Exception {
        server = new LoginServer(dir, Optional.empty(), false, new NameClaims(now::get, 100, 2));
        KeyPair squatter = LoginServer.newKey();
        assertTrue(server.withKey("a1", squatter));
        assertTrue(server.withKey("a2", squatter));
        assertFalse(server.withKey("a3", squatter));
        assertTrue(server.accounts.find(new PlayerName("a3")).isEmpty());
        assertTrue(server.banners.stream().anyMatch(b -> b.contains("this key already holds 2 names")), server.banners.toString());
        String fingerprint = KeyUtils.getFingerPrint(squatter.getPublic());
        assertTrue(server.lines("limit").stream().anyMatch(l -> l.contains(" name=a3 limit=names-per-key key=" + fingerprint
                + " max=2")), server.log.toString());
        assertTrue(server.withKey("a1", squatter), "a name held still lets the key in");
        assertTrue(server.withKey("a3", LoginServer.newKey()), "another key claims the name");
        server.accounts.create(new PlayerName("a4"), List.of(new AccountKey(squatter.getPublic(), "")));
        assertTrue(server.withKey("a4", squatter), "the admin's names are not bound");
        assertEquals(3, server.accounts.namesHeldBy(squatter.getPublic()));
    }
}
