package escarmouche.engine.component;

import com.badlogic.ashley.core.Component;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Spells known, spell slots left by level, and consumables carried. */
public final class ResourcesComponent implements Component {
    public final List<String> spells;
    /** Slots left; index 0 is level 1. */
    public final List<Integer> slots;
    public final Map<String, Integer> items;

    public ResourcesComponent(List<String> spells, List<Integer> slots, Map<String, Integer> items) {
        this.spells = List.copyOf(spells);
        this.slots = new ArrayList<>(slots);
        this.items = new LinkedHashMap<>(items);
    }
}
