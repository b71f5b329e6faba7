package escarmouche.engine.movement;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Roster;
import escarmouche.engine.component.BodyComponent;
import escarmouche.rules.core.Condition;
import escarmouche.rules.grapple.Grapple;
import escarmouche.rules.movement.Body;
import escarmouche.rules.movement.MoveContext;
import escarmouche.rules.movement.Mover;
import escarmouche.rules.movement.Occupant;
import escarmouche.rules.movement.Occupants;
import escarmouche.rules.movement.PathFinder;
import escarmouche.rules.movement.PathScratch;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads the battle into what the pure movement rules take: a creature's footprint, the mover with its
 * conditions, drag and fears, the other creatures on the map, the movement it has left.
 */
public final class MoveContexts {
    private final Battle battle;
    private final GrappleBonds bonds;
    /** The battle's path-search arrays, shared by the finders of {@link #finder}: one battle, one thread. */
    private final PathScratch pathScratch;
    /**
     * The living as each side sees them ({@link #occupants}), each good while the battle's living roster
     * is {@code listedFrom} and nobody has moved since the count it was made at: in a big fight every
     * decision and every move lists the same creatures, most of whom stand still meanwhile. When one
     * creature alone has moved since, a side's list is mended for it when next asked, not made again.
     */
    private final Map<String, SideList> bySide = new IdentityHashMap<>();
    private Roster listedFrom;

    public MoveContexts(Battle battle) {
        this.battle = battle;
        this.bonds = new GrappleBonds(battle);
        this.pathScratch = battle.pathScratch();
    }

    /** A path finder in {@code ctx} that works in this battle's shared search arrays, not fresh ones. */
    public PathFinder finder(MoveContext ctx) {
        return new PathFinder(ctx, pathScratch);
    }

    /** The creature's footprint where it stands now (MOVE-SIZE): its squeezed one while it stands squeezed (MOVE-SQUEEZE). */
    public static Body body(Creature c) {
        return c.footprint();
    }

    /** Its conditions, with INCAPACITATED added when it is knocked out of the fight without one. */
    public static EnumSet<Condition> conditions(Creature c) {
        EnumSet<Condition> out = c.conditions.copy();
        if (c.incapacitated() && !c.conditions.incapacitated()) out.add(Condition.INCAPACITATED);
        return out;
    }

    /**
     * {@link #conditions}, for a reader that neither keeps nor changes the set (a speed, a check of what
     * holds it in place): the creature's own read-only set when nothing is to be added, so no copy is made.
     */
    public static Set<Condition> conditionsRead(Creature c) {
        return c.incapacitated() && !c.conditions.incapacitated() ? conditions(c) : c.conditions.set;
    }

    /**
     * {@link #conditions}, for a record that copies what it is given (a {@link Mover}, a {@code Reactor}):
     * for a creature without any, an empty set (each record keeps its own shared empty one for it) rather
     * than a fresh empty copy; otherwise a copy of its own, an {@link EnumSet}, which the record copies the
     * quick way (a clone; a read-only view would be copied one condition at a time).
     */
    public static Set<Condition> conditionsToCopy(Creature c) {
        return c.conditions.set.isEmpty() && !c.incapacitated() ? Set.of() : conditions(c);
    }

    /**
     * Whether a move of {@code c} may squeeze (MOVE-SQUEEZE): its footprint has a smaller one to squeeze
     * into, and it drags no one (squeezing while dragging is not supported). The move planner and the AI
     * ask the same question, so the AI never plans a squeeze the planner would refuse.
     */
    public boolean maySqueeze(Creature c) {
        Body b = c.ownFootprint();
        // Most creatures are one square, which the grid draws no smaller: answered without making a footprint.
        if (b.width() == 1 && b.height() == 1) return false;
        return !b.squeezed().equals(b) && dragged(c).isEmpty();
    }

    /** The creatures it would drag if it moved now (GRAP-DRAG). */
    public List<Creature> dragged(Creature c) {
        return bonds.heldBy(c);
    }

    /**
     * The creature as a mover: its conditions, the drag factor of what it holds (GRAP-DRAG) and the
     * creature it fears, seen or not (COND-FRIGHTENED).
     */
    public Mover mover(Creature c) {
        return mover(c, dragged(c));
    }

    /** {@link #mover(Creature)} when the creatures it holds are known already. */
    private Mover mover(Creature c, List<Creature> held) {
        int drag = 1;
        for (Creature h : held) drag = Math.max(drag, Grapple.dragFactor(c.body.size, h.body.size));
        // The mover copies its list: the shared empty one for all but the frightened.
        List<Body> fears = List.of();
        if (c.has(Condition.FRIGHTENED)) {
            Creature source = battle.find(c.conditions.sources.get(Condition.FRIGHTENED));
            // Seen or not: only the checks and attacks wait for the source to be in sight (the seed's two
            // sentences; 5e's "can't willingly move closer" has no sight clause either).
            if (source != null && source.alive()) fears = List.of(body(source));
        }
        // A creature standing squeezed (MOVE-SQUEEZE) moves on as a squeezing mover: its whole footprint
        // where that fits, its squeezed one where not, starting from the squeezed one it stands in.
        return new Mover(c.id(), c.ownFootprint(), conditionsToCopy(c), drag, c.squeezed(), fears);
    }

    /** Every other living creature, hostile or not relative to {@code mover}, except those left out. */
    public List<Occupant> occupants(Creature mover, Collection<Creature> leftOut) {
        Roster all = battle.living();
        if (!leftOut.isEmpty()) return listed(mover, leftOut, all);
        if (all != listedFrom) {
            bySide.clear();
            listedFrom = all;
        }
        // Side names are interned (SideComponent): the same side is the same object.
        String side = mover.side.side;
        SideList list = bySide.get(side);
        int now = battle.placements();
        if (list == null) {
            list = new SideList(afresh(all, side), now);
            bySide.put(side, list);
        } else if (list.listedAt != now) {
            // One creature's steps since the list was made (the living the same): only its entry changed.
            Occupant[] mended = mended(list.occupants, all, side, battle.movedAloneSince(list.listedAt));
            list.occupants = mended != null ? mended : afresh(all, side);
            list.listedAt = now;
        }
        return Occupants.allBut(list.occupants, all.indexOf(mover));
    }

    /** Every living creature as a creature of {@code side} sees it, in the roster's order. */
    private static Occupant[] afresh(Roster all, String side) {
        Occupant[] seen = new Occupant[all.size()];
        for (int i = 0; i < seen.length; i++) {
            Creature o = all.get(i);
            seen[i] = o.occupant(o.side.side != side);
        }
        return seen;
    }

    /**
     * A side's list mended for the one creature whose body is {@code moved}: a copy with that creature's
     * entry made again, since a view handed out before reads the old array. The other entries are the
     * objects a list made afresh would hold ({@link Creature#occupant} makes a new one only for a new
     * footprint). Null when there is no such creature among the living.
     */
    private static Occupant[] mended(Occupant[] old, Roster all, String side, BodyComponent moved) {
        if (moved == null) return null;
        for (int i = 0, n = all.size(); i < n; i++) {
            Creature c = all.get(i);
            if (c.body != moved) continue;
            Occupant[] copy = old.clone();
            copy[i] = c.occupant(c.side.side != side);
            return copy;
        }
        return null;
    }

    /** One side's list of the living and the count of placements it was made or mended at. */
    private static final class SideList {
        Occupant[] occupants;
        int listedAt;

        SideList(Occupant[] occupants, int listedAt) {
            this.occupants = occupants;
            this.listedAt = listedAt;
        }
    }

    /** {@link #occupants} made afresh, for a mover that drags creatures along. */
    private static List<Occupant> listed(Creature mover, Collection<Creature> leftOut, Roster all) {
        List<Occupant> out = new ArrayList<>(all.size());
        for (int i = 0, n = all.size(); i < n; i++) {
            Creature o = all.get(i);
            // The roster holds the living only (a death makes it again), so no need to ask each.
            if (o == mover || leftOut.contains(o)) continue;
            out.add(o.occupant(mover.hostileTo(o)));
        }
        return out;
    }

    /** What a move of {@code c} is judged against now: the creatures it drags are not in its way. */
    public MoveContext context(Creature c) {
        return context(c, dragged(c));
    }

    /** {@link #context(Creature)} with the creatures it holds, worked out once per context. */
    private MoveContext context(Creature c, List<Creature> held) {
        return new MoveContext(battle.grid(), occupants(c, held), mover(c, held), c.turn.movementLeft, c.turn.moved,
                battle.rules());
    }

    /**
     * The context for path finding: the creatures it drags count as obstacles, since the grappler may
     * not step onto them (GRAP-DRAG) and the path finder cannot know that they follow.
     */
    public MoveContext pathContext(Creature c) {
        List<Creature> held = dragged(c);
        MoveContext ctx = context(c, held);
        if (held.isEmpty()) return ctx;
        List<Occupant> all = new ArrayList<>(ctx.occupants());
        for (Creature h : held) all.add(Occupant.enemy(h.id(), body(h)));
        return ctx.withOccupants(all);
    }
}
