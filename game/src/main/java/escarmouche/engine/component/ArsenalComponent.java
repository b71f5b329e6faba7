package escarmouche.engine.component;

import com.badlogic.ashley.core.Component;
import escarmouche.rules.core.Weapon;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/** Weapons carried and usable, in the order given by content (the first is the default). */
public final class ArsenalComponent implements Component {
    public final List<Weapon> weapons;

    public ArsenalComponent(List<Weapon> weapons) {
        this.weapons = new ArrayList<>(weapons);
    }

    /**
     * ATK-PROF: ids of carried weapons the creature is not proficient with. Empty by default: until
     * content gives class weapon lists, every carried weapon is proficient unless a {@code proficient: false}
     * flag puts it here.
     */
    public final Set<String> notProficient = new TreeSet<>();
    /** The weapon in hand (the last one attacked with), dropped when the creature falls unconscious. */
    public String inHand;

    public boolean proficient(Weapon w) {
        return !notProficient.contains(w.id());
    }

    public Weapon find(String id) {
        for (Weapon w : weapons) if (w.id().equals(id)) return w;
        return null;
    }
}
