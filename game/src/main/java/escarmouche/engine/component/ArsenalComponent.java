package escarmouche.engine.component;

import com.badlogic.ashley.core.Component;
import escarmouche.rules.core.Weapon;
import java.util.ArrayList;
import java.util.List;

/** Weapons carried and usable, in the order given by content (the first is the default). */
public final class ArsenalComponent implements Component {
    public final List<Weapon> weapons;

    public ArsenalComponent(List<Weapon> weapons) {
        this.weapons = new ArrayList<>(weapons);
    }

    public Weapon find(String id) {
        for (Weapon w : weapons) if (w.id().equals(id)) return w;
        return null;
    }
}
