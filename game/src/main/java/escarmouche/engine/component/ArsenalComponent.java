package escarmouche.engine.component;

import com.badlogic.ashley.core.Component;
import escarmouche.rules.attack.Fumble;
import escarmouche.rules.core.Weapon;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/** Weapons carried and usable, in the order given by content (the first is the default). */
public final class ArsenalComponent implements Component {
    public final WeaponList weapons;

    public ArsenalComponent(List<Weapon> weapons) {
        this.weapons = new WeaponList(weapons);
        // It comes to the fight with the first of its list in hand, natural weapons and blows aside.
        for (Weapon w : this.weapons) {
            if (!Fumble.weaponless(w)) {
                inHand = w.id();
                break;
            }
        }
    }

    /**
     * ATK-PROF: ids of carried weapons the creature is not proficient with. Empty by default: until
     * content gives class weapon lists, every carried weapon is proficient unless a {@code proficient: false}
     * flag puts it here.
     */
    public final Set<String> notProficient = new TreeSet<>();
    /**
     * The id of the weapon in its main hand: at first the first of its list that is not a natural weapon or a
     * blow, then the last one it attacked with or picked up; null once a throw, a drop or a fumble emptied the
     * hand, until it takes another in hand.
     */
    public String inHand;

    /**
     * The weapon in its hand ({@link #inHand}), or null while that hand is empty. Not the next of its list once
     * the hand is emptied: a weapon still sheathed is drawn before it is used (TURN-OBJECT), and a grappler with
     * an empty hand lets go of nothing (GRAP-START), nor does a creature falling unconscious (COND-UNCONSCIOUS).
     */
    public Weapon weaponInHand() {
        return inHand == null ? null : find(inHand);
    }

    /**
     * The weapon in its other hand (ATK-TWF's off hand): the last one a two-weapon attack struck with from it,
     * unless thrown; null while that hand is empty. It is held as the main hand's is, so striking with it again
     * draws nothing (TURN-OBJECT).
     */
    public String offHand;

    /** The weapon in its other hand ({@link #offHand}), or null. */
    public Weapon weaponInOffHand() {
        return offHand == null ? null : find(offHand);
    }

    /**
     * {@code w} is now in its main hand. Taken from the other hand, the two hands change places (the main
     * hand's weapon goes to the other); otherwise it was in hand already or was drawn, the other hand unchanged.
     */
    public void hold(Weapon w) {
        // Every attack comes here: the hand's weapon is looked up only in the rare swap from the other hand.
        if (w.id().equals(offHand)) {
            Weapon before = weaponInHand();
            if (before != null && !before.id().equals(w.id())) offHand = before.id();
        }
        inHand = w.id();
    }

    /** The weapon with this id left the hand that held it (dropped, broken): the off hand's, or the main hand's. */
    public void letGo(String id, boolean offhand) {
        if (offhand && id.equals(offHand)) offHand = null;
        else if (id.equals(inHand)) inHand = null;
    }

    public boolean proficient(Weapon w) {
        return !notProficient.contains(w.id());
    }

    /**
     * Ids of the weapons it has thrown (thrown weapons are used up), so that a creature out of javelins is
     * told why rather than that it never had one.
     */
    public final Set<String> thrownAway = new TreeSet<>();

    public Weapon find(String id) {
        for (Weapon w : weapons) if (w.id().equals(id)) return w;
        return null;
    }

    /** How many weapons made to be thrown (the net too: {@link Weapon#missile}) it carries, by id in the order of its list; null when none. */
    public Map<String, Integer> throwingCounts() {
        Map<String, Integer> out = new LinkedHashMap<>();
        for (Weapon w : weapons) if (w.missile()) out.merge(w.id(), 1, Integer::sum);
        return out.isEmpty() ? null : out;
    }

    /**
     * Whether it carries this weapon ({@code weapons.contains}): the one asked about is nearly always the
     * very object of its list, found at once, before any comparison of every field of two weapons.
     */
    public boolean carries(Weapon w) {
        for (int i = 0; i < weapons.size(); i++) if (weapons.get(i) == w) return true;
        return weapons.contains(w);
    }

    /** How many copies of exactly this weapon it carries (three javelins, two daggers). */
    public int count(Weapon w) {
        int n = 0;
        // Identity and the id first: a weapon record's own equals compares every field through method handles.
        for (Weapon x : weapons) if (x == w || (x.id().equals(w.id()) && x.equals(w))) n++;
        return n;
    }
}
