package escarmouche.ui.log;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.engine.battle.LoggedEvent;
import escarmouche.events.EndEvent;
import escarmouche.events.Event;
import escarmouche.events.MoveEvent;
import escarmouche.events.NoteEvent;
import escarmouche.events.TurnEvent;
import escarmouche.rules.grid.Pos;
import escarmouche.testing.Property;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A monster's plan stays a full-level line unless its turn did nothing else, when it is the only why there is. */
class IdleTurnPlanTest {
    private final LogLines lines = new LogLines(id -> Map.of("wight", "Wight", "z1", "Zombie 1").getOrDefault(id, id));

    private static NoteEvent plan(String actor, String action, String target, String text) {
        return new NoteEvent(actor, text, List.of(), new NoteEvent.Intent("guard", "guard", 9, action, target));
    }

    private static TurnEvent turn(String actor) {
        return new TurnEvent(actor, 6, List.of("TURN-ORDER"));
    }

    private MessageLog log(Event... events) {
        MessageLog log = new MessageLog(lines);
        for (int i = 0; i < events.length; i++) log.add(new LoggedEvent(i + 1, 1, events[i]));
        return log;
    }

    /** The texts shown at the normal level. */
    private static List<String> normal(MessageLog log) {
        List<String> out = new ArrayList<>();
        for (int i : log.visible(MessageLog.EVERYONE)) out.add(log.get(i).text());
        return out;
    }

    @Test
    @DisplayName("A guard that waits at its post: its plan shows at the normal level once the next turn begins")
    void idleTurnShowsItsPlan() {
        MessageLog log = log(turn("wight"), plan("wight", "hold", null, "guard: wait at its post -> hold its ground"),
                turn("z1"));
        assertEquals(List.of("Round 1: Wight's turn (6 movement)",
                "Wight means to hold its ground (guard: wait at its post)",
                "Round 1: Zombie 1's turn (6 movement)"), normal(log));
        assertEquals(false, log.get(1).detail());
    }

    @Test
    @DisplayName("A turn that moved keeps its plan at the full level: the move says what happened")
    void busyTurnKeepsItsPlanForTheFullLevel() {
        MessageLog log = log(turn("z1"), plan("z1", "attack", "wight", "brute: charge the nearest foe -> attack wight"),
                new MoveEvent("z1", new Pos(1, 1), new Pos(2, 1), 1, 3, "careful", List.of("MOVE-ENTER")), turn("wight"));
        assertEquals(true, log.get(1).detail());
        assertEquals(3, normal(log).size(), normal(log).toString());
    }

    @Test
    @DisplayName("The last turn of a fight shows its plan too when the end follows it")
    void theEndClosesTheTurn() {
        MessageLog log = log(turn("wight"), plan("wight", "hold", null, "guard: wait at its post -> hold its ground"),
                new EndEvent("monsters", "the party fled", List.of()));
        assertEquals(false, log.get(1).detail());
    }

    /** A random fight's events: turns, each with plans, moves (one walk or several) and notes, then the end. */
    private static List<Event> fight(Random r) {
        List<Event> out = new ArrayList<>();
        int turns = 1 + r.nextInt(12);
        for (int t = 0; t < turns; t++) {
            String actor = r.nextBoolean() ? "wight" : "z1";
            out.add(turn(actor));
            int things = r.nextInt(4);
            for (int k = 0; k < things; k++) {
                switch (r.nextInt(3)) {
                    case 0 -> out.add(plan(actor, "hold", null, "guard: wait at its post -> hold its ground"));
                    case 1 -> out.add(new MoveEvent(actor, new Pos(k, 1), new Pos(k + 1, 1), 1, 3, "careful",
                            List.of("MOVE-ENTER")));
                    default -> out.add(new NoteEvent(actor, actor + " dashes: +6 movement, 6 left", List.of("ACT-DASH")));
                }
            }
        }
        out.add(new EndEvent("monsters", "the party fled", List.of()));
        return out;
    }

    @Test
    @DisplayName("Property: once a fight is over, a plan shows at the normal level exactly when its turn did nothing else")
    void plansShowExactlyOnIdleTurns() {
        Property.forAll(57, 2_000, IdleTurnPlanTest::fight, events -> {
            MessageLog log = log(events.toArray(Event[]::new));
            for (int i = 0; i < log.size(); i++) {
                MessageLog.Entry e = log.get(i);
                boolean plan = e.events().get(0).event() instanceof NoteEvent n && n.intent() != null;
                if (!plan) {
                    assertEquals(false, e.detail(), "only plans are ever full-level lines: " + e.text());
                    continue;
                }
                // The turn the plan belongs to: from the turn line before it to the next turn line or the end.
                int start = i;
                while (log.get(start).kind() != MessageLog.Kind.TURN) start--;
                int end = i;
                while (end + 1 < log.size() && log.get(end + 1).kind() != MessageLog.Kind.TURN
                        && log.get(end + 1).kind() != MessageLog.Kind.END) end++;
                boolean idle = true;
                for (int k = start + 1; k <= end; k++) {
                    if (!(log.get(k).events().get(0).event() instanceof NoteEvent n && n.intent() != null)) idle = false;
                }
                assertEquals(!idle, e.detail(), "line " + i + " (" + e.text() + "), its turn idle: " + idle);
            }
        });
    }

    @Test
    @DisplayName("Before the next turn begins, the plan of the turn under way stays at the full level")
    void aTurnUnderWayIsNotJudgedYet() {
        MessageLog log = log(turn("wight"), plan("wight", "hold", null, "guard: wait at its post -> hold its ground"));
        assertEquals(true, log.get(1).detail());
        assertEquals(1, normal(log).size());
    }
}
