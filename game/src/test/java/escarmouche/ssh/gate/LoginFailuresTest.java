package escarmouche.ssh.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import java.util.random.RandomGenerator;
import org.apache.sshd.client.auth.keyboard.UserInteraction;
import org.apache.sshd.client.session.ClientSession;
import org.apache.sshd.client.session.ClientSession.ClientSessionEvent;
import org.apache.sshd.server.auth.password.UserAuthPasswordFactory;
import org.apache.sshd.server.auth.pubkey.UserAuthPublicKeyFactory;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Failed password logins counted across connections, by address and by name, forgotten with time. */
@Timeout(60)
class LoginFailuresTest {
    private final AtomicLong now = new AtomicLong(1_000_000);

    @Test
    @DisplayName("SSH-LOGIN: past the allowed failures an address, then a name, is refused; one failure leaks away at a time")
    void addressesAndNamesFillAndLeak() {
        LoginFailures f = new LoginFailures(now::get, 3, Duration.ofSeconds(10), 100);
        for (int i = 0; i < 2; i++) f.failed("10.0.0.1", "anne");
        assertNull(f.refuses("10.0.0.1", "anne"), "mistypes are forgiven");
        f.failed("10.0.0.1", "anne");
        assertEquals(LoginFailures.Held.ADDRESS, f.refuses("10.0.0.1", "bob"));
        assertEquals(LoginFailures.Held.NAME, f.refuses("10.0.0.2", "anne"), "other addresses on the guessed name");
        assertNull(f.refuses("10.0.0.2", "bob"));
        now.addAndGet(10_000);
        assertNull(f.refuses("10.0.0.1", "anne"), "one try a leak");
        f.failed("10.0.0.1", "anne");
        assertEquals(LoginFailures.Held.ADDRESS, f.refuses("10.0.0.1", "anne"));
        // Refused tries add nothing: once the guessing stops, the name is free within a leak.
        now.addAndGet(10_000);
        assertNull(f.refuses("10.0.0.3", "anne"));
    }

    @Test
    @DisplayName("SSH-MEMORY: the buckets kept are capped; emptied ones are forgotten, beyond the cap new ones share one")
    void bucketsAreBounded() {
        LoginFailures f = new LoginFailures(now::get, 3, Duration.ofSeconds(10), 8);
        for (int i = 0; i < 1000; i++) f.failed("10.0.%d.%d".formatted(i / 256, i % 256), "n" + i);
        assertTrue(f.tracked() <= 8 + 2, () -> "tracked " + f.tracked());
        assertEquals(LoginFailures.Held.ADDRESS, f.refuses("192.0.2.1", "zed"), "the shared bucket is full");
        now.addAndGet(60_000);
        assertNull(f.refuses("192.0.2.1", "zed"));
        f.failed("192.0.2.1", "zed");
        assertTrue(f.tracked() <= 8 + 2);
    }

    @Test
    @DisplayName("SSH-LOGIN: reconnecting does not start the guessing afresh: the right password is refused unchecked, and logged")
    void reconnectingDoesNotReset() throws Exception {
        LoginFailures failures = new LoginFailures(System::currentTimeMillis, 4, Duration.ofMinutes(1), 100);
        try (GateServer gate = new GateServer(GateServer.small(), RandomGenerator.of("L64X128MixRandom"),
                List.of(UserAuthPublicKeyFactory.INSTANCE, UserAuthPasswordFactory.INSTANCE), failures)) {
            ClientSession first = gate.connect("anne");
            for (int i = 0; i < 3; i++) first.addPasswordIdentity("guess" + i);
            assertThrows(Exception.class, () -> first.auth().verify(GateServer.WAIT));
            assertTrue(first.waitFor(EnumSet.of(ClientSessionEvent.CLOSED), GateServer.WAIT).contains(ClientSessionEvent.CLOSED));
            ClientSession second = gate.connect("anne");
            second.addPasswordIdentity("guess3");
            second.addPasswordIdentity("good");
            assertThrows(Exception.class, () -> second.auth().verify(GateServer.WAIT));
            assertEquals(4, gate.passwordChecks.get(), "the fifth try is not checked");
            assertTrue(gate.lines("limit").stream().anyMatch(l -> l.contains(" limit=login-failures held=address name=anne")),
                    () -> String.join("\n", gate.log));
            // Keys are neither counted nor refused by it.
            ClientSession keys = gate.connect("anne");
            keys.addPublicKeyIdentity(GateServer.ecKey());
            assertThrows(Exception.class, () -> keys.auth().verify(GateServer.WAIT));
            assertEquals(1, gate.keyChecks.get());
        }
    }

    @Test
    @DisplayName("SSH-LOGIN: a held bucket says how long it still holds: until a whole failure has leaked away")
    void heldForTheRestOfALeak() {
        LoginFailures f = new LoginFailures(now::get, 3, Duration.ofSeconds(10), 100);
        for (int i = 0; i < 3; i++) f.failed("10.0.0.1", "anne");
        assertEquals(Duration.ofSeconds(10), f.heldFor("10.0.0.1", "bob"));
        assertEquals(Duration.ofSeconds(10), f.heldFor("10.0.0.2", "anne"), "the name's bucket");
        assertEquals(Duration.ZERO, f.heldFor("10.0.0.2", "bob"));
        now.addAndGet(4_000);
        assertEquals(Duration.ofSeconds(6), f.heldFor("10.0.0.1", "bob"));
        now.addAndGet(6_000);
        assertEquals(Duration.ZERO, f.heldFor("10.0.0.1", "anne"));
        assertNull(f.refuses("10.0.0.1", "anne"));
    }

    @Test
    @DisplayName("SSH-LOGIN: a try refused unchecked is told why before the client gives up, with the seconds left, in the"
            + " server's language, not a bare \"Permission denied\"")
    void aHeldTryIsToldWhy() throws Exception {
        LoginFailures failures = new LoginFailures(now::get, 2, Duration.ofMinutes(1), 100);
        try (GateServer gate = new GateServer(GateServer.small(), RandomGenerator.of("L64X128MixRandom"),
                List.of(UserAuthPublicKeyFactory.INSTANCE, UserAuthPasswordFactory.INSTANCE), failures)) {
            ClientSession first = gate.connect("anne");
            first.addPasswordIdentity("guess0");
            first.addPasswordIdentity("guess1");
            assertThrows(Exception.class, () -> first.auth().verify(GateServer.WAIT));
            first.close();
            now.addAndGet(15_000);
            ClientSession second = gate.connect("bob");
            List<String> banners = new CopyOnWriteArrayList<>();
            second.setUserInteraction(new UserInteraction() {
                @Override
                public void welcome(ClientSession session, String banner, String lang) {
                    banners.add(banner);
                }

                @Override
                public String[] interactive(ClientSession session, String name, String instruction, String lang,
                                            String[] prompt, boolean[] echo) {
                    return null;
                }

                @Override
                public String getUpdatedPassword(ClientSession session, String prompt, String lang) {
                    return null;
                }
            });
            second.addPasswordIdentity("good");
            assertThrows(Exception.class, () -> second.auth().verify(GateServer.WAIT));
            assertEquals(List.of("escarmouche: too many failed logins from this address: its password and guest logins"
                    + " are refused for 45 more seconds. Try again then; an SSH key still logs in.\n"), banners);
        }
    }

    @Test
    @DisplayName("SSH-LOGIN: the held notice in French, one second and many, and for a name")
    void theHeldNoticeInFrench() {
        escarmouche.lang.ScreenMessages fr = escarmouche.lang.ScreenMessages.of(escarmouche.lang.Language.FR);
        assertEquals("escarmouche\u00a0: trop de connexions échouées depuis cette adresse\u00a0: ses connexions par mot de"
                + " passe et d'invités sont refusées pendant encore 1\u00a0seconde. Réessayez ensuite\u00a0; une clé SSH se"
                + " connecte toujours.", PacedUserAuth.held(fr, LoginFailures.Held.ADDRESS, Duration.ofMillis(200)));
        assertEquals("escarmouche\u00a0: trop de connexions échouées sous ce nom\u00a0: ses connexions par mot de passe"
                + " sont refusées pendant encore 30\u00a0secondes. Réessayez ensuite\u00a0; une clé SSH se connecte toujours.",
                PacedUserAuth.held(fr, LoginFailures.Held.NAME, Duration.ofMillis(29_001)));
    }
}
