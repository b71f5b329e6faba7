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
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/** Content being loaded, category after category; each stage reads a snapshot of the earlier ones. */
final class ContentBuilder {
    final Path directory;
    final Map<String, WeaponDef> weapons = new LinkedHashMap<>();
    final Map<String, ArmorDef> armor = new LinkedHashMap<>();
    final Map<String, SpellDef> spells = new LinkedHashMap<>();
    final Map<String, ItemDef> items = new LinkedHashMap<>();
    final Map<String, Behaviour> behaviors = new LinkedHashMap<>();
    final Map<String, ClassDef> classes = new LinkedHashMap<>();
    final Map<String, MonsterDef> monsters = new LinkedHashMap<>();
    final Map<String, MapDef> maps = new LinkedHashMap<>();
    final List<EncounterInfo> encounters = new ArrayList<>();
    final Set<String> broken = new TreeSet<>();
    final ContentWords.Builder words = new ContentWords.Builder();

    ContentBuilder(Path directory) {
        this.directory = directory;
    }

    void broken(String kind, String id) {
        broken.add(kind + ":" + id);
    }

    Content build() {
        return new Content(directory, weapons, armor, spells, items, classes, monsters, maps, encounters, broken, behaviors, words.build());
    }
}
