package escarmouche.ssh.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.ssh.gate.Limits;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The registry's decisions, without a server: limits, which session a login takes over, idle ends. */
@Timeout(30)
class SessionsTest {
    private static final ScreenMessages EN = ScreenMessages.of(Language.EN);

    private final List<String> log = new CopyOnWriteArrayList<>();
    private Sessions sessions;

    private Sessions sessions(Limits limits) {
        sessions = new Sessions(limits, (event, text) -> log.add(event.word() + " " + text), Duration.ofMillis(300));
        return sessions;
    }

    @AfterEach
    void stop() {
        if (sessions != null) sessions.close();
    }

    private static Session admitted(Sessions.Admission a) {
        return assertInstanceOf(Sessions.Admitted.class, a).session();
    }

    @Test
    @DisplayName("Sessions are counted per player: beyond the limit a login is refused and logged; a session that ended frees its place")
    void perPlayerLimit() {
        Sessions s = sessions(Limits.DEFAULTS.withPerPlayer(2));
        Session one = admitted(s.admit("ana", "10.0.0.1:1"));
        admitted(s.admit("ana", "10.0.0.1:2"));
        admitted(s.admit("bob", "10.0.0.2:1"));
        Sessions.Refused refused = assertInstanceOf(Sessions.Refused.class, s.admit("ana", "10.0.0.1:3"));
        assertTrue(refused.message().startsWith("ana already has 2 live sessions"), refused.message());
        assertEquals(List.of("limit address=10.0.0.1:3 player=ana limit=sessions-per-player max=2 hits=1"), log);
        s.left(one);
        assertEquals(1, s.live("ana"));
        admitted(s.admit("ana", "10.0.0.1:4"));
    }

    @Test
    @DisplayName("Limit lines are one per host every 10 s, whatever the port: two refusals a second apart write one line")
    void limitLinesPerHostNotPort() {
        Sessions s = sessions(Limits.DEFAULTS.withPerPlayer(1));
        admitted(s.admit("carol", "127.0.0.1:36000"));
        assertInstanceOf(Sessions.Refused.class, s.admit("carol", "127.0.0.1:36478"));
        assertInstanceOf(Sessions.Refused.class, s.admit("carol", "127.0.0.1:36480"));
        assertInstanceOf(Sessions.Refused.class, s.admit("carol", "[2001:db8::1]:5"));
        assertInstanceOf(Sessions.Refused.class, s.admit("carol", "[2001:db8::2]:6"));
        assertEquals(List.of("limit address=127.0.0.1:36478 player=carol limit=sessions-per-player max=1 hits=1",
                "limit address=[2001:db8::1]:5 player=carol limit=sessions-per-player max=1 hits=1"), log,
                "one /64 counts as one address");
    }

    @Test
    @DisplayName("A guest's name is held by its address: from elsewhere a login under it is refused, from the same host it is let in")
    void guestsAreHeldByTheirAddress() {
        Sessions s = sessions(Limits.DEFAULTS);
        Session vic = admitted(s.admit("vic", "10.0.0.1:1", true));
        vic.holds("saves/a.jsonl");
        Sessions.GuestElsewhere other = assertInstanceOf(Sessions.GuestElsewhere.class, s.admit("vic", "10.0.0.9:7", true));
        assertTrue(other.message(EN).startsWith("The guest name vic is being played from another address."), other.message(EN));
        assertFalse(vic.ending(), "the guest's fight goes on");
        assertEquals(List.of("limit address=10.0.0.9:7 player=vic limit=guest-elsewhere from=10.0.0.1:1 hits=1"), log);
        // The same machine (a new window, or back after a drop): the fight is taken over as a player's would be.
        Sessions.Admitted back = assertInstanceOf(Sessions.Admitted.class, s.admit("vic", "10.0.0.1:2", true));
        assertEquals("saves/a.jsonl", back.resumes());
        assertTrue(vic.ending());
        // IPv6 hosts are told apart the same way; a player with an account is not held by an address.
        admitted(s.admit("zed", "[0:0:0:0:0:0:0:1]:5", true));
        assertInstanceOf(Sessions.GuestElsewhere.class, s.admit("zed", "[0:0:0:0:0:0:0:2]:5", true));
        admitted(s.admit("zed", "[0:0:0:0:0:0:0:1]:6", true));
        admitted(s.admit("ana", "10.0.0.1:1"));
        admitted(s.admit("ana", "10.0.0.2:1"));
    }

    @Test
    @DisplayName("A key may not claim, nor a player's login take up, a guest's name played from another host; a closing guest session still holds it")
    void guestsHoldTheirNameAgainstKeys() {
        Sessions s = sessions(Limits.DEFAULTS);
        Session vic = admitted(s.admit("vic", "10.0.0.1:1", true));
        vic.holds("saves/a.jsonl");
        assertEquals(java.util.Optional.of("10.0.0.1:1"), s.guestElsewhere("vic", "10.0.0.9:7"));
        assertEquals(java.util.Optional.empty(), s.guestElsewhere("vic", "10.0.0.1:2"), "the guest's own host");
        assertEquals(java.util.Optional.empty(), s.guestElsewhere("ana", "10.0.0.9:7"), "a name nobody plays");
        // A key that claimed the name while the guest's login was under way still does not take the fight.
        assertInstanceOf(Sessions.GuestElsewhere.class, s.admit("vic", "10.0.0.9:8"));
        assertFalse(vic.ending());
        // One line for the host within the quiet time, whatever the port: the second refusal is counted, not written.
        assertEquals(List.of("limit address=10.0.0.9:7 player=vic limit=guest-elsewhere from=10.0.0.1:1 hits=1"), log);
        vic.end(Session.End.DROPPED, null);
        assertTrue(s.guestElsewhere("vic", "10.0.0.9:9").isPresent(), "its fight is still being saved");
        s.left(vic);
        assertEquals(java.util.Optional.empty(), s.guestElsewhere("vic", "10.0.0.9:9"));
    }

    @Test
    @DisplayName("A login takes over the player's session that plays a fight (the one left alone longest), which is told and must close first")
    void takeOverChoosesTheFightLeftLongest() throws Exception {
        Sessions s = sessions(Limits.DEFAULTS);
        // Both on the title screen when they came in, each went into a fight of its own since.
        Session older = admitted(s.admit("ana", "10.0.0.1:1"));
        Session newer = admitted(s.admit("ana", "10.0.0.1:2"));
        older.holds("saves/a.jsonl");
        newer.holds("saves/b.jsonl");
        Thread.sleep(5);
        newer.keyed();
        List<String> told = new ArrayList<>();
        older.onEnd(f -> told.add(f.in(EN)), () -> {});
        Sessions.Admitted third = assertInstanceOf(Sessions.Admitted.class, s.admit("ana", "10.0.0.9:7"));
        assertEquals("saves/a.jsonl", third.resumes());
        assertEquals(List.of(older), third.closing());
        assertEquals(List.of("This session was taken over by a new login from 10.0.0.9:7; the fight goes on there."), told);
        assertEquals(Session.End.TAKEN_OVER, older.why());
        assertFalse(newer.ending());
        assertEquals("saves/a.jsonl", third.session().fight(), "the new one counts as playing it at once");
        assertEquals(List.of("takeover address=10.0.0.9:7 player=ana from=10.0.0.1:1"), log);
        CompletableFuture<Void> waited = CompletableFuture.runAsync(() -> s.awaitClosing(third));
        assertFalse(waited.isDone());
        s.left(older);
        waited.get(2, TimeUnit.SECONDS);
    }

    @Test
    @DisplayName("A session whose fight is over (still held while its end is read) is not taken over: a login beside it is a"
            + " session of its own, within the limit; a new fight started from that end is played again, and taken over")
    void endedFightIsNotTakenOver() {
        Sessions s = sessions(Limits.DEFAULTS.withPerPlayer(2));
        Session ended = admitted(s.admit("ana", "10.0.0.1:1"));
        ended.holds("saves/a.jsonl");
        ended.over("saves/b.jsonl");
        assertEquals("saves/a.jsonl", ended.playing(), "the end of another fight ends nothing here");
        ended.over("saves/a.jsonl");
        assertEquals("saves/a.jsonl", ended.fight(), "its lock is still held");
        assertNull(ended.playing());
        Sessions.Admitted second = assertInstanceOf(Sessions.Admitted.class, s.admit("ana", "10.0.0.1:2"));
        assertNull(second.resumes());
        assertEquals(List.of(), second.closing());
        assertFalse(ended.ending(), "the session on the end of its fight goes on");
        assertInstanceOf(Sessions.Refused.class, s.admit("ana", "10.0.0.1:3"), "it counts as a live session");
        assertFalse(ended.ending());
        // From its end the player fights again: that fight is played, and a login takes it over.
        ended.holds("saves/c.jsonl");
        ended.released("saves/a.jsonl");
        Sessions.Admitted third = assertInstanceOf(Sessions.Admitted.class, s.admit("ana", "10.0.0.1:4"));
        assertEquals("saves/c.jsonl", third.resumes());
        assertEquals(Session.End.TAKEN_OVER, ended.why());
    }

    @Test
    @DisplayName("A session ended on the end of its fight is told nothing is kept, and names no fight to go on with")
    void endedFightIsNotSaidKept() {
        Sessions s = sessions(Limits.DEFAULTS);
        Session ana = admitted(s.admit("ana", "10.0.0.1:1"));
        ana.holds("saves/a.jsonl");
        ana.over("saves/a.jsonl");
        List<String> told = new ArrayList<>();
        ana.onEnd(f -> told.add(f.in(EN)), () -> {});
        s.stopAll();
        assertEquals(List.of("The server is stopping. Log in again later."), told);
        assertNull(ana.endedIn(), "no fight to mark as interrupted");
    }

    @Test
    @DisplayName("The server stopping ends every session: its player is told, in the session's language, whether a fight is kept")
    void stopAllTellsEachPlayer() {
        Sessions s = sessions(Limits.DEFAULTS);
        Session ana = admitted(s.admit("ana", "10.0.0.1:1"));
        Session bert = admitted(s.admit("bert", "10.0.0.2:1"));
        ana.holds("saves/a.jsonl");
        List<String> told = new ArrayList<>();
        ana.onEnd(f -> told.add(f.in(EN)), () -> {});
        bert.onEnd(f -> told.add(f.in(ScreenMessages.of(Language.FR))), () -> {});
        s.stopAll();
        assertEquals(List.of("The server is stopping; your fight is saved: log in again later to go on with it.",
                "Le serveur s'arrête. Reconnectez-vous plus tard."), told);
        assertEquals(Session.End.STOPPING, ana.why());
        assertEquals("saves/a.jsonl", ana.endedIn());
        assertEquals(Session.End.STOPPING, bert.why());
    }

    @Test
    @DisplayName("A session told to end before its game exists hears it as soon as the game is there")
    void endBeforeTheGame() {
        Session s = new Session("ana", "a");
        assertTrue(s.end(Session.End.TAKEN_OVER, m -> "bye"));
        assertFalse(s.end(Session.End.IDLE, m -> "again"), "only the first end counts");
        List<String> told = new ArrayList<>();
        s.onEnd(f -> told.add(f.in(EN)), () -> {});
        assertEquals(List.of("bye"), told);
    }

    @Test
    @DisplayName("A session whose replaced one never closes is not kept waiting: the old one is dropped after the wait")
    void stuckSessionIsDropped() throws Exception {
        Sessions s = sessions(Limits.DEFAULTS);
        Session stuck = admitted(s.admit("ana", "a:1"));
        stuck.holds("k.jsonl");
        CompletableFuture<Void> dropped = new CompletableFuture<>();
        stuck.onEnd(m -> {}, () -> {
            dropped.complete(null);
            s.left(stuck);
        });
        Sessions.Admitted next = assertInstanceOf(Sessions.Admitted.class, s.admit("ana", "a:2"));
        long start = System.nanoTime();
        s.awaitClosing(next);
        assertTrue(dropped.isDone(), "the stuck session was dropped");
        assertTrue(System.nanoTime() - start < Duration.ofMillis(300).plus(Sessions.FORCED_WAIT).toNanos());
    }

    @Test
    @DisplayName("No key for the idle time: the session is ended with a message saying so, and logged; its fight is named")
    void idleEnds() throws Exception {
        Sessions s = sessions(Limits.DEFAULTS.withIdle(Duration.ofMillis(200)));
        Session ana = admitted(s.admit("ana", "a:1"));
        ana.holds("k.jsonl");
        CompletableFuture<String> told = new CompletableFuture<>();
        ana.onEnd(f -> told.complete(f.in(EN)), () -> {});
        String message = told.get(5, TimeUnit.SECONDS);
        assertTrue(message.contains("without a key pressed; your fight is saved: log in again to go on."), message);
        assertEquals(Session.End.IDLE, ana.why());
        assertEquals("k.jsonl", ana.endedIn());
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (log.isEmpty() && System.nanoTime() < deadline) Thread.sleep(10);
        assertEquals(List.of("idle address=a:1 player=ana after=1s"), log);
        Session bob = admitted(s.admit("bob", "b:1"));
        assertNull(bob.why());
    }

    @Test
    @DisplayName("Idle times are said in words a player reads")
    void words() {
        assertEquals("30 minutes", Sessions.words(Duration.ofMinutes(30)));
        assertEquals("1 minute", Sessions.words(Duration.ofMinutes(1)));
        assertEquals("1 second", Sessions.words(Duration.ofSeconds(1)));
        assertEquals("90 seconds", Sessions.words(Duration.ofSeconds(90)));
    }
}
