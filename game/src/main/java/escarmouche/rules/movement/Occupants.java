package escarmouche.rules.movement;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;

/**
 * The occupants a move is judged against as a read-only view: every entry of an array but one (the
 * mover's own). In a big fight the same creatures stand in every mover's way until one of them moves, so
 * the game lists them once per side and hands each mover this view instead of a fresh list; a
 * {@link MoveContext} keeps it as it is rather than copying it.
 */
public final class Occupants extends AbstractList<Occupant> implements RandomAccess {
    private final Occupant[] all;
    private final int left;

    private Occupants(Occupant[] all, int left) {
        this.all = all;
        this.left = left;
    }

    /**
     * The entries of {@code all} but the one at {@code left} (none when negative), in order. The caller
     * gives up the array: nobody may write it afterwards, since every view made of it reads it. No two
     * entries share an id: a path finder's board mended from one view to another relies on it.
     */
    public static List<Occupant> allBut(Occupant[] all, int left) {
        if (left >= all.length) throw new IndexOutOfBoundsException("occupant " + left + " of " + all.length);
        return new Occupants(all, left);
    }

    /** The array this is a view of: read only. */
    Occupant[] array() {
        return all;
    }

    /** The entry left out of {@link #array()}, or a negative number for none. */
    int left() {
        return left;
    }

    @Override
    public Occupant get(int i) {
        if (i < 0 || i >= size()) throw new IndexOutOfBoundsException("occupant " + i + " of " + size());
        return all[left >= 0 && i >= left ? i + 1 : i];
    }

    @Override
    public int size() {
        return left >= 0 ? all.length - 1 : all.length;
    }
}
