package escarmouche.engine.battle;

import java.util.Arrays;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * A read-only list of creatures in scenario order: the living, or the living of one side or hostile to it
 * ({@link Battle#living()}, {@link Battle#sideOf}, {@link Battle#hostilesOf}). A final class rather than a
 * {@code List}: nearly every question of a fight walks one, and under the quick compiler a call through
 * the {@code List} interface (and the read-only wrapper's own call to the list inside) goes through a
 * stub that looks the method up each time, while calls on a final class are bound once.
 */
public final class Roster implements Iterable<Creature> {
    private static final Creature[] NONE = new Creature[0];
    static final Roster EMPTY = new Roster(NONE, 0);

    private final Creature[] members;
    private final int size;
    /**
     * Place in the roster by combatant order, made at the first {@link #indexOf}; {@link #BY_WALK} when the
     * orders cannot serve (negative, shared, or far more than the creatures).
     */
    private int[] placeByOrder;
    private static final int[] BY_WALK = new int[0];

    /** The first {@code size} entries of {@code members}, which the roster keeps and nobody else writes. */
    Roster(Creature[] members, int size) {
        this.members = members;
        this.size = size;
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public Creature get(int i) {
        if (i >= size) throw new IndexOutOfBoundsException("creature " + i + " of " + size);
        return members[i];
    }

    /**
     * Where {@code c} stands in the roster, or -1. A path search, a move and a decision each ask where the
     * mover is among the living, to list the others: in a big fight a walk through ninety creatures each time.
     */
    public int indexOf(Creature c) {
        // The shared empty roster keeps no index: nothing static is written.
        if (size == 0) return -1;
        int[] place = placeByOrder;
        if (place == null) placeByOrder = place = placesByOrder();
        if (place != BY_WALK) {
            int o = c.identity.order;
            int i = o >= 0 && o < place.length ? place[o] : -1;
            return i >= 0 && members[i] == c ? i : -1;
        }
        for (int i = 0; i < size; i++) if (members[i] == c) return i;
        return -1;
    }

    private int[] placesByOrder() {
        int most = -1;
        for (int i = 0; i < size; i++) {
            int o = members[i].identity.order;
            if (o < 0) return BY_WALK;
            most = Math.max(most, o);
        }
        if (most >= 4 * size + 64) return BY_WALK;
        int[] place = new int[most + 1];
        Arrays.fill(place, -1);
        for (int i = 0; i < size; i++) {
            int o = members[i].identity.order;
            if (place[o] >= 0) return BY_WALK;
            place[o] = i;
        }
        return place;
    }

    public boolean contains(Creature c) {
        for (int i = 0; i < size; i++) if (members[i] == c) return true;
        return false;
    }

    /** The same creatures as an unmodifiable list, for callers that need one. */
    public List<Creature> asList() {
        return Collections.unmodifiableList(Arrays.asList(Arrays.copyOf(members, size)));
    }

    @Override
    public Iterator<Creature> iterator() {
        return new Iterator<>() {
            private int next;

            @Override
            public boolean hasNext() {
                return next < size;
            }

            @Override
            public Creature next() {
                if (next >= size) throw new NoSuchElementException();
                return members[next++];
            }
        };
    }

    @Override
    public String toString() {
        return asList().toString();
    }
}
