package escarmouche.ui.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import escarmouche.events.StateEvent;
import escarmouche.rules.grid.Pos;
import escarmouche.testing.Property;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A replay's states kept as changes and whole copies answer as if every frame had been kept whole. */
class StateTrackTest {
    /** A fight's states: a few creatures, each event changing some of them (or none). */
    private static List<StateEvent> fight(Random r) {
        int creatures = 1 + r.nextInt(12);
        List<StateEvent.Combatant> now = new ArrayList<>();
        for (int i = 0; i < creatures; i++) now.add(new StateEvent.Combatant("c" + i, 10, new Pos(i, 0), List.of(), true));
        List<StateEvent> out = new ArrayList<>();
        int events = 1 + r.nextInt(3 * StateTrack.EVERY + 5);
        for (int e = 0; e < events; e++) {
            int changes = r.nextInt(3);
            for (int k = 0; k < changes; k++) {
                int i = r.nextInt(creatures);
                StateEvent.Combatant c = now.get(i);
                now.set(i, switch (r.nextInt(4)) {
                    case 0 -> new StateEvent.Combatant(c.id(), c.hp() - 1, c.at(), c.conditions(), c.alive());
                    case 1 -> new StateEvent.Combatant(c.id(), c.hp(), new Pos(r.nextInt(20), r.nextInt(20)), c.conditions(), c.alive());
                    case 2 -> new StateEvent.Combatant(c.id(), c.hp(), c.at(), List.of("prone"), c.alive(), List.of(2, 1),
                            Map.of("javelin", r.nextInt(3)));
                    default -> new StateEvent.Combatant(c.id(), c.hp(), c.at(), c.conditions(), !c.alive());
                });
            }
            out.add(new StateEvent(List.copyOf(now), List.of()));
        }
        return out;
    }

    @Test
    @DisplayName("Every creature at every frame, asked in any order, equals the state kept whole (2,000 random fights)")
    void equalsTheWholeStates() {
        Property.forAll(71, 2_000, StateTrackTest::fight, states -> {
            StateTrack track = new StateTrack();
            for (StateEvent s : states) track.add(s);
            assertEquals(states.size(), track.size());
            Random order = new Random(states.size());
            for (int k = 0; k < 3 * states.size(); k++) {
                int frame = order.nextInt(states.size());
                for (StateEvent.Combatant c : states.get(frame).combatants()) {
                    assertEquals(c, track.combatant(frame, c.id()), "frame " + frame + ", " + c.id());
                }
            }
            assertNull(track.combatant(0, "nobody"));
        });
    }

    @Test
    @DisplayName("A creature that did not change keeps the record it had: a frame holds only what changed")
    void unchangedKeepsItsRecord() {
        StateEvent.Combatant a = new StateEvent.Combatant("a", 5, new Pos(1, 1), List.of(), true);
        StateEvent.Combatant b = new StateEvent.Combatant("b", 5, new Pos(2, 1), List.of(), true);
        StateTrack track = new StateTrack();
        track.add(new StateEvent(List.of(a, b), List.of()));
        // Equal but not the same records, as the game makes them after every event.
        track.add(new StateEvent(List.of(new StateEvent.Combatant("a", 5, new Pos(1, 1), List.of(), true),
                new StateEvent.Combatant("b", 4, new Pos(2, 1), List.of(), true)), List.of()));
        assertSame(a, track.combatant(1, "a"));
        assertEquals(4, track.combatant(1, "b").hp());
        assertSame(b, track.combatant(0, "b"));
    }
}
