package escarmouche.ui.replay;

import escarmouche.events.StateEvent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Every creature's state after each event of a replayed fight, kept small: a frame holds only the creatures
 * that changed since the one before, and every {@link #EVERY} frames a whole copy, so that any frame is a
 * copy and at most {@code EVERY - 1} changes away. Kept whole for every event, a fight of a thousand
 * creatures and fifty thousand events would hold fifty million records: on a server, a player's replay
 * would hold gigabytes. A creature unchanged keeps the very record it had, so a frame costs what changed.
 */
final class StateTrack {
    /** Frames between two whole copies. */
    static final int EVERY = 64;
    private final Map<String, Integer> index = new HashMap<>();
    /** The whole copy of frames 0, EVERY, 2 EVERY ... */
    private final List<StateEvent.Combatant[]> copies = new ArrayList<>();
    /** For each frame, the creatures (by index) that changed since the frame before, and their records. */
    private final List<int[]> changed = new ArrayList<>();
    private final List<StateEvent.Combatant[]> records = new ArrayList<>();
    private StateEvent.Combatant[] current;
    /** The frame last rebuilt, which a drawing asks about once per creature. */
    private int shownFrame = -1;
    private StateEvent.Combatant[] shown;

    /** Adds the state after the next event. */
    void add(StateEvent state) {
        List<StateEvent.Combatant> now = state.combatants();
        if (current == null) {
            current = new StateEvent.Combatant[now.size()];
            for (int i = 0; i < now.size(); i++) index.put(now.get(i).id(), i);
        }
        int[] which = new int[now.size()];
        StateEvent.Combatant[] what = new StateEvent.Combatant[now.size()];
        int n = 0;
        for (int i = 0; i < now.size(); i++) {
            StateEvent.Combatant c = now.get(i);
            if (c.equals(current[i])) continue;
            current[i] = c;
            which[n] = i;
            what[n++] = c;
        }
        int frame = changed.size();
        changed.add(Arrays.copyOf(which, n));
        records.add(Arrays.copyOf(what, n));
        if (frame % EVERY == 0) copies.add(current.clone());
    }

    int size() {
        return changed.size();
    }

    /** A creature's state after frame {@code frame}, or null for an id the fight does not have. */
    StateEvent.Combatant combatant(int frame, String id) {
        Integer i = index.get(id);
        return i == null ? null : at(frame)[i];
    }

    private StateEvent.Combatant[] at(int frame) {
        if (frame != shownFrame) {
            int base = frame / EVERY * EVERY;
            StateEvent.Combatant[] s = copies.get(frame / EVERY).clone();
            for (int f = base + 1; f <= frame; f++) {
                int[] which = changed.get(f);
                StateEvent.Combatant[] what = records.get(f);
                for (int k = 0; k < which.length; k++) s[which[k]] = what[k];
            }
            shown = s;
            shownFrame = frame;
        }
        return shown;
    }
}
