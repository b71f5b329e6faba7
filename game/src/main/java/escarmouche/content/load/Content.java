package escarmouche.content.load;

import escarmouche.behaviour.Behaviour;
import escarmouche.content.model.ArmorDef;
import escarmouche.content.model.ClassDef;
import escarmouche.content.model.ContentWords;
import escarmouche.content.model.EncounterInfo;
import escarmouche.content.model.ItemDef;
import escarmouche.content.model.MapDef;
import escarmouche.content.model.MonsterDef;
import escarmouche.content.model.SpellDef;
import escarmouche.content.model.WeaponDef;
import escarmouche.rules.core.Weapon;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Everything content/ defines, by id. Maps keep the order of the files (weapons, armour, spells and
 * items as written; behaviours, classes, monsters and maps by file name); encounters are sorted by id.
 */
public final class Content {
    private final Path directory;
    private final Map<String, WeaponDef> weapons;
    private final Map<String, ArmorDef> armor;
    private final Map<String, SpellDef> spells;
    private final Map<String, ItemDef> items;
    private final Map<String, ClassDef> classes;
    private final Map<String, MonsterDef> monsters;
    private final Map<String, MapDef> maps;
    private final List<EncounterInfo> encounters;
    // Entries whose files had problems ("weapon:club", or "weapon:*" for a whole unreadable file):
    // references to them are not reported again, since the broken file already is.
    private final Set<String> broken;
    private final Map<String, Behaviour> behaviors;
    private final ContentWords words;

    Content(Path directory, Map<String, WeaponDef> weapons, Map<String, ArmorDef> armor, Map<String, SpellDef> spells,
            Map<String, ItemDef> items, Map<String, ClassDef> classes, Map<String, MonsterDef> monsters,
            Map<String, MapDef> maps, List<EncounterInfo> encounters, Set<String> broken,
            Map<String, Behaviour> behaviors, ContentWords words) {
        this.directory = directory;
        this.weapons = frozen(weapons);
        this.armor = frozen(armor);
        this.spells = frozen(spells);
        this.items = frozen(items);
        this.classes = frozen(classes);
        this.monsters = frozen(monsters);
        this.maps = frozen(maps);
        this.encounters = List.copyOf(encounters);
        this.broken = Collections.unmodifiableSet(new TreeSet<>(broken));
        this.behaviors = frozen(behaviors);
        this.words = words;
    }

    private static <V> Map<String, V> frozen(Map<String, V> m) {
        return Collections.unmodifiableMap(new LinkedHashMap<>(m));
    }

    /** The content directory it was read from. */
    public Path directory() {
        return directory;
    }

    public Map<String, WeaponDef> weapons() {
        return weapons;
    }

    /** The mundane weapon with this id, or {@code null}. */
    public Weapon weapon(String id) {
        WeaponDef w = weapons.get(id);
        return w == null ? null : w.weapon();
    }

    public Map<String, ArmorDef> armor() {
        return armor;
    }

    public Map<String, SpellDef> spells() {
        return spells;
    }

    public Map<String, ItemDef> items() {
        return items;
    }

    /** The shared behaviours of content/behaviors/, resolved ({@code extends} applied), by name. */
    public Map<String, Behaviour> behaviors() {
        return behaviors;
    }

    public Map<String, ClassDef> classes() {
        return classes;
    }

    public Map<String, MonsterDef> monsters() {
        return monsters;
    }

    public Map<String, MapDef> maps() {
        return maps;
    }

    public List<EncounterInfo> encounters() {
        return encounters;
    }

    /** The names and descriptions the content gives in other languages than English. */
    public ContentWords words() {
        return words;
    }

    /**
     * Whether the entry of this kind ("weapon", "spell", "item"...) was written but could not be read, or its whole
     * file could not: a reference to it is not reported again, the broken entry already is.
     */
    public boolean broken(String kind, String id) {
        return broken.contains(kind + ":*") || broken.contains(kind + ":" + id);
    }

    /** Ids worth suggesting for a misspelt reference: loaded entries and broken ones alike. */
    public List<String> suggestible(String kind, Set<String> loaded) {
        List<String> ids = new ArrayList<>(loaded);
        String prefix = kind + ":";
        for (String b : broken) if (b.startsWith(prefix) && !b.equals(prefix + "*")) ids.add(b.substring(prefix.length()));
        return ids;
    }
}
