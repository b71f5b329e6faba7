package escarmouche.engine.component;

import com.badlogic.ashley.core.Component;
import escarmouche.content.model.Focus;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Spells known, spell slots left by level, consumables carried, and how the creature casts. */
public final class ResourcesComponent implements Component {
    public final List<String> spells;
    /** Slots left; index 0 is level 1. */
    public final List<Integer> slots;
    public final Map<String, Integer> items;
    /** The ability of its spell attacks and save DCs ("int", "wis" ...), or null when it casts nothing. */
    public final String castingAbility;
    /** CAST-ROLL: segments per spell level (0 when it casts nothing). */
    public final int segmentsPerLevel;
    /** CAST-ROLL: its casting focus, or null. */
    public final Focus focus;

    public ResourcesComponent(List<String> spells, List<Integer> slots, Map<String, Integer> items) {
        this(spells, slots, items, null, 0, null);
    }

    public ResourcesComponent(List<String> spells, List<Integer> slots, Map<String, Integer> items,
                              String castingAbility, int segmentsPerLevel, Focus focus) {
        this.spells = List.copyOf(spells);
        this.slots = new ArrayList<>(slots);
        this.items = new LinkedHashMap<>(items);
        this.castingAbility = castingAbility;
        this.segmentsPerLevel = segmentsPerLevel;
        this.focus = focus;
    }
}
