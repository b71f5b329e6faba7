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
