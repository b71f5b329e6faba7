package escarmouche.engine.battle;

import escarmouche.rules.core.Weapon;
import escarmouche.rules.grid.Pos;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Weapons lying on the map (ATK-FUMBLE drops, COND-UNCONSCIOUS drops, thrown weapons where they came down)
 * until someone picks them up. Kept in the order they fell, so the first one found in a square is always
 * the same.
 */
public final class GroundItems {
    /**
     * One weapon on the ground: where, who dropped or threw it, the rule that made it fall, and whether it
     * was thrown (picked up again as an object interaction) rather than dropped.
     */
    public record Item(Pos at, Weapon weapon, String droppedBy, String rule, boolean thrown) {}

    /** The rule named for a thrown weapon on the ground: the attack that threw it. */
    public static final String THROWN_RULE = "ACT-ATTACK";

    private final List<Item> items = new ArrayList<>();
    /** {@link #all()}: one read-only view, made once (a script asks about the ground every decision). */
    private final List<Item> view = Collections.unmodifiableList(items);

    public void drop(Pos at, Weapon weapon, String droppedBy, String rule) {
        items.add(new Item(at, weapon, droppedBy, rule, false));
    }

    /** A thrown weapon comes down where it landed. */
    public void land(Pos at, Weapon weapon, String thrownBy) {
        items.add(new Item(at, weapon, thrownBy, THROWN_RULE, true));
    }

    /** Everything on the ground, in the order it fell. */
    public List<Item> all() {
        return view;
    }

    /** Items lying in one square, in the order they fell. */
    public List<Item> at(Pos p) {
        List<Item> out = new ArrayList<>();
        for (Item i : items) if (i.at().equals(p)) out.add(i);
        return out;
    }

    /** Removes one item (the very one given); true when it was there. */
    public boolean take(Item item) {
        return items.remove(item);
    }
}
