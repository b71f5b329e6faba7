package escarmouche.engine.battle;

import escarmouche.rules.core.Weapon;
import escarmouche.rules.grid.Pos;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Weapons lying on the map (ATK-FUMBLE drops, COND-UNCONSCIOUS drops, GRAP-START's let go, thrown weapons where
 * they came down) until someone picks them up. Kept in the order they fell, so the first one found in a square
 * is always the same.
 */
public final class GroundItems {
    /**
     * One weapon on the ground: where, who dropped or threw it, the rule that made it fall, and whether it
     * was thrown (it goes back beside the copies carried) rather than dropped (it goes back in hand). The rule
     * decides what taking it up costs (engine.action.PickupCost): ATK-FUMBLE the whole movement or the action,
     * any other an object interaction (TURN-OBJECT).
     */
    public record Item(Pos at, Weapon weapon, String droppedBy, String rule, boolean thrown) {}

    /** The rule named for a thrown weapon on the ground: the attack that threw it. */
    public static final String THROWN_RULE = "ACT-ATTACK";

    private final List<Item> items = new ArrayList<>();
    /** {@link #all()}: one read-only view, made once (a script asks about the ground every decision). */
    private final List<Item> view = Collections.unmodifiableList(items);
    /**
     * How many of the items each creature dropped ([0]) and threw ([1]): a scripted creature asks at every
     * decision whether a weapon of its own lies about, and in a big fight the ground fills with javelins.
     * Only looked up, never walked, so its order does not matter.
     */
    private final Map<String, int[]> byOwner = new HashMap<>();

    public void drop(Pos at, Weapon weapon, String droppedBy, String rule) {
        put(new Item(at, weapon, droppedBy, rule, false));
    }

    /** A thrown weapon comes down where it landed. */
    public void land(Pos at, Weapon weapon, String thrownBy) {
        put(new Item(at, weapon, thrownBy, THROWN_RULE, true));
    }

    private void put(Item item) {
        items.add(item);
        byOwner.computeIfAbsent(item.droppedBy(), k -> new int[2])[item.thrown() ? 1 : 0]++;
    }

    /** How many weapons lying on the ground this creature dropped (not threw). */
    public int droppedBy(String id) {
        int[] counts = byOwner.get(id);
        return counts == null ? 0 : counts[0];
    }

    /** How many weapons lying on the ground this creature threw. */
    public int thrownBy(String id) {
        int[] counts = byOwner.get(id);
        return counts == null ? 0 : counts[1];
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
        int i = items.indexOf(item);
        if (i < 0) return false;
        // The one removed is equal to the one given: same owner, same way of falling.
        Item gone = items.remove(i);
        byOwner.get(gone.droppedBy())[gone.thrown() ? 1 : 0]--;
        return true;
    }
}
