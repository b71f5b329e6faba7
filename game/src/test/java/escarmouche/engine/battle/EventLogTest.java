package escarmouche.engine.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.component.SideComponent;
import escarmouche.events.ContestEvent;
import escarmouche.events.DamageEvent;
import escarmouche.events.MoveEvent;
import escarmouche.events.NoteEvent;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The event log's numbering and its record of the rules named so far; sides that compare at once. */
class EventLogTest {
    @Test
    @DisplayName("since: the events from one on, as the whole log has them; refused once the log keeps none")
    void sinceGivesTheLastEvents() {
        EventLog log = new EventLog(() -> 1);
        log.emit(new NoteEvent("a", "one", List.of()));
        log.emit(new NoteEvent("b", "two", List.of()));
        log.emit(new NoteEvent("c", "three", List.of()));
        assertEquals(log.events().subList(1, 3), log.since(1));
        assertEquals(List.of(2, 3), log.since(1).stream().map(LoggedEvent::seq).toList());
        assertEquals(List.of(), log.since(3));
        List<LoggedEvent> before = log.since(2);
        log.emit(new NoteEvent("d", "four", List.of()));
        assertEquals(1, before.size(), "a copy: what came after is not in it");
        log.keepNoEvents();
        assertThrows(IllegalStateException.class, () -> log.since(0));
    }

    @Test
    @DisplayName("happened: the rules named so far include those of events logged after the last question")
    void firedAllKeepsUpWithTheLog() {
        int[] round = {1};
        EventLog log = new EventLog(() -> round[0]);
        List<Integer> heard = new ArrayList<>();
        log.listen(e -> heard.add(e.seq()));
        assertFalse(log.firedAll(List.of("OA-LEAVE")));
        assertTrue(log.firedAll(List.of()), "nothing asked, nothing missing");
        log.emit(new NoteEvent("a", "one", List.of("OA-LEAVE")));
        assertTrue(log.firedAll(List.of("OA-LEAVE")));
        assertFalse(log.firedAll(List.of("OA-LEAVE", "ATK-FLANK")));
        round[0] = 2;
        log.emit(new NoteEvent("b", "two", List.of("ATK-FLANK", "ATK-ROLL")));
        log.emit(new NoteEvent("c", "three", List.of()));
        assertTrue(log.firedAll(List.of("OA-LEAVE", "ATK-FLANK")));
        assertTrue(log.firedAll(List.of("ATK-ROLL")));
        assertFalse(log.firedAll(List.of("HP-DEAD")));
        assertEquals(List.of(1, 2, 3), heard);
        assertEquals(3, log.size());
        assertEquals(2, log.events().get(2).round());
    }

    @Test
    @DisplayName("happened: a log that stops keeping events numbers, passes on and answers as one that keeps them")
    void keepingNoEventsChangesNoAnswer() {
        EventLog full = new EventLog(() -> 3);
        EventLog lean = new EventLog(() -> 3);
        List<String> heardFull = new ArrayList<>();
        List<String> heardLean = new ArrayList<>();
        full.listen(e -> heardFull.add(e.seq() + " " + e.round() + " " + e.event()));
        lean.listen(e -> heardLean.add(e.seq() + " " + e.round() + " " + e.event()));
        List<List<String>> named = List.of(List.of("OA-LEAVE"), List.of(), List.of("ATK-FLANK", "ATK-ROLL"),
                List.of("HP-DEAD"), List.of("OA-LEAVE"));
        List<List<String>> asked = List.of(List.of("OA-LEAVE"), List.of("ATK-FLANK"), List.of("ATK-ROLL", "HP-DEAD"),
                List.of("COND-PRONE"), List.of());
        for (int i = 0; i < named.size(); i++) {
            // The lean log kept its first two events, then stopped: both halves of its answer are read.
            if (i == 2) lean.keepNoEvents();
            NoteEvent e = new NoteEvent("a", "event " + i, named.get(i));
            full.emit(e);
            lean.emit(e);
            for (List<String> q : asked) assertEquals(full.firedAll(q), lean.firedAll(q), "after event " + i + ", " + q);
        }
        assertEquals(heardFull, heardLean);
        assertEquals(5, lean.size());
        assertTrue(full.keepsEvents());
        assertFalse(lean.keepsEvents());
        assertEquals(5, full.events().size());
        IllegalStateException refused = assertThrows(IllegalStateException.class, lean::events);
        assertEquals("this fight's log keeps no events", refused.getMessage());
    }

    @Test
    @DisplayName("happened: a log that keeps nothing still numbers and passes on every event, and refuses the question")
    void keepingNothingRefusesTheQuestion() {
        EventLog log = new EventLog(() -> 2);
        List<String> heard = new ArrayList<>();
        log.listen(e -> heard.add(e.seq() + " " + e.round() + " " + e.event().rule()));
        log.emit(new NoteEvent("a", "kept", List.of("OA-LEAVE")));
        log.keepNothing();
        log.emit(new NoteEvent("b", "not kept", List.of("ATK-FLANK")));
        assertEquals(List.of("1 2 [OA-LEAVE]", "2 2 [ATK-FLANK]"), heard);
        assertEquals(2, log.size());
        assertFalse(log.keepsEvents());
        assertEquals("this fight's log keeps no events", assertThrows(IllegalStateException.class, log::events).getMessage());
        // A wrong "no" would change a script's choice: the question fails loudly instead.
        IllegalStateException refused = assertThrows(IllegalStateException.class, () -> log.firedAll(List.of("OA-LEAVE")));
        assertEquals("this fight's log keeps no rule IDs", refused.getMessage());
    }

    private static ContestEvent contest(List<String> rules) {
        return new ContestEvent(rules, new ContestEvent.Side("a", "str", List.of(), List.of(), "none", 3),
                new ContestEvent.Side("b", "dex", List.of(), List.of(), "none", 2), "a", "grapple");
    }

    @Test
    @DisplayName("contested: only a fought contest names its rules, not one won without a roll (COND-INCAPACITATED) nor"
            + " another event of the rule; a log that keeps no events still answers, one that keeps nothing refuses")
    void GRAP_START_contestedAllCountsFoughtContests() {
        EventLog log = new EventLog(() -> 1);
        log.emit(new NoteEvent("a", "lets go of its longsword", List.of("GRAP-START")));
        log.emit(contest(List.of("GRAP-START", "COND-INCAPACITATED")));
        assertTrue(log.firedAll(List.of("GRAP-START")));
        assertFalse(log.contestedAll(List.of("GRAP-START")), "won without a roll: no contest was fought");
        log.keepNoEvents();
        log.emit(contest(List.of("GRAP-START", "ATK-ADV")));
        assertTrue(log.contestedAll(List.of("GRAP-START")));
        assertTrue(log.contestedAll(List.of("GRAP-START", "ATK-ADV")));
        assertFalse(log.contestedAll(List.of("SHOVE")));
        log.keepNothing();
        IllegalStateException refused = assertThrows(IllegalStateException.class, () -> log.contestedAll(List.of("SHOVE")));
        assertEquals("this fight's log keeps no rule IDs", refused.getMessage());
    }

    @Test
    @DisplayName("happened: a kind of event is wanted while the log keeps events or rule IDs, or while a listener reads it")
    void wantsWhatSomeoneReads() {
        EventLog log = new EventLog(() -> 1);
        assertTrue(log.wants(MoveEvent.class), "a log that keeps its events wants every kind");
        log.listen(e -> {}, List.of(DamageEvent.class));
        log.keepNoEvents();
        assertTrue(log.wants(MoveEvent.class), "the rule IDs of every event are still kept");
        log.keepNothing();
        assertFalse(log.wants(MoveEvent.class));
        assertFalse(log.wants(NoteEvent.class));
        assertTrue(log.wants(DamageEvent.class), "its listener reads damage");
        log.listen(e -> {}, List.of(NoteEvent.class, DamageEvent.class));
        assertTrue(log.wants(NoteEvent.class));
        assertFalse(log.wants(MoveEvent.class));
        log.listen(e -> {});
        assertTrue(log.wants(MoveEvent.class), "a listener of every kind wants steps too");
    }

    @Test
    @DisplayName("happened: a listener of some kinds is still handed every event made, in order")
    void aListenerOfSomeKindsHearsEveryEventMade() {
        EventLog log = new EventLog(() -> 1);
        List<String> heard = new ArrayList<>();
        log.listen(e -> heard.add(e.seq() + " " + e.event().getClass().getSimpleName()), List.of(DamageEvent.class));
        log.keepNothing();
        log.emit(new NoteEvent("a", "made all the same", List.of()));
        assertEquals(List.of("1 NoteEvent"), heard);
    }

    @Test
    @DisplayName("sides: equal side names become one string, so that hostility compares at once")
    void sideNamesAreShared() {
        String a = new String("monsters".toCharArray());
        String b = new String("monsters".toCharArray());
        SideComponent one = new SideComponent(a, false, null);
        SideComponent two = new SideComponent(b, true, "brute");
        assertSame(one.side, two.side);
        assertEquals("monsters", one.side);
    }
}
