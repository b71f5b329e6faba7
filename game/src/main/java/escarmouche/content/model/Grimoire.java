package escarmouche.content.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The spells and consumable items a fight can use, by id: what the creatures' {@code spells} and
 * {@code items} lists name. A scenario carries it so that the engine needs no access to content files.
 */
public record Grimoire(Map<String, SpellDef> spells, Map<String, ItemDef> items) {
    public static final Grimoire EMPTY = new Grimoire(Map.of(), Map.of());

    public Grimoire {
        spells = Collections.unmodifiableMap(new LinkedHashMap<>(spells));
        items = Collections.unmodifiableMap(new LinkedHashMap<>(items));
    }

    public SpellDef spell(String id) {
        return spells.get(id);
    }

    public ItemDef item(String id) {
        return items.get(id);
    }
}
