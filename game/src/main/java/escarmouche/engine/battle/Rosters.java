package escarmouche.engine.battle;

import java.util.List;

/**
 * The living creatures of one moment of a battle, sorted out once: all of them, and for each side those on
 * it and those hostile to it, each in scenario order. Made on first use and dropped by the battle whenever
 * a creature joins or dies, the only changes that move a creature in or out of these lists (a creature's
 * side never changes). The AI, the movement and the attacks ask "who is hostile to me" at every decision,
 * move and blow; a big fight then walks one side instead of everyone.
 */
final class Rosters {
    final Roster living;
    /** The sides present among the living, in order of first appearance; names are interned (SideComponent). */
    private final String[] sides;
    private final Roster[] members;
    private final Roster[] hostiles;

    Rosters(List<Creature> creatures) {
        int n = creatures.size();
        Creature[] alive = new Creature[n];
        int count = 0;
        for (int i = 0; i < n; i++) if (creatures.get(i).alive()) alive[count++] = creatures.get(i);
        living = new Roster(alive, count);
        String[] found = new String[count];
        int kinds = 0;
        for (int i = 0; i < count; i++) {
            String side = alive[i].side.side;
            if (indexOf(found, kinds, side) < 0) found[kinds++] = side;
        }
        sides = java.util.Arrays.copyOf(found, kinds);
        members = new Roster[kinds];
        hostiles = new Roster[kinds];
        for (int k = 0; k < kinds; k++) {
            Creature[] in = new Creature[count];
            Creature[] against = new Creature[count];
            int ins = 0;
            int againsts = 0;
            for (int i = 0; i < count; i++) {
                if (alive[i].side.side == sides[k]) in[ins++] = alive[i];
                else against[againsts++] = alive[i];
            }
            members[k] = new Roster(in, ins);
            hostiles[k] = new Roster(against, againsts);
        }
    }

    /** The living on {@code c}'s side, itself included when alive. */
    Roster sideOf(Creature c) {
        int k = indexOf(sides, sides.length, c.side.side);
        return k < 0 ? Roster.EMPTY : members[k];
    }

    /** The living hostile to {@code c}: every living creature of another side. */
    Roster hostilesOf(Creature c) {
        int k = indexOf(sides, sides.length, c.side.side);
        return k < 0 ? living : hostiles[k];
    }

    private static int indexOf(String[] names, int count, String name) {
        // Interned names: the same side is the same object.
        for (int i = 0; i < count; i++) if (names[i] == name) return i;
        return -1;
    }
}
