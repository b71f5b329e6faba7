package escarmouche.content.load;

import escarmouche.content.load.json.Node;
import escarmouche.content.model.ArmorDef;
import escarmouche.content.model.ClassDef;
import escarmouche.content.model.WeaponDef;
import java.util.Map;

/**
 * References from one content entry to another. An unknown id is reported with the closest known one;
 * an id whose own entry is broken fails silently, its file already carries the message.
 */
final class Refs {
    private Refs() {}

    static WeaponDef weapon(Node n, Content c, Issues issues) {
        return find(n, "weapon", "weapons.json", c.weapons(), c, issues);
    }

    static ArmorDef armor(Node n, Content c, Issues issues) {
        return find(n, "armor", "armor.json", c.armor(), c, issues);
    }

    static String spell(Node n, Content c, Issues issues) {
        return find(n, "spell", "spells.json", c.spells(), c, issues) == null ? null : ((Node.Str) n).value();
    }

    static String item(Node n, Content c, Issues issues) {
        return find(n, "item", "items.json", c.items(), c, issues) == null ? null : ((Node.Str) n).value();
    }

    static ClassDef characterClass(Node n, Content c, Issues issues) {
        return find(n, "class", "classes/", c.classes(), c, issues);
    }

    private static <T> T find(Node n, String kind, String where, Map<String, T> known, Content c, Issues issues) {
        String id = Read.string(n, issues);
        if (id == null) return null;
        T value = known.get(id);
        if (value != null) return value;
        if (c.broken(kind, id)) {
            issues.silent();
            return null;
        }
        issues.at(n, Wording.of("problem.unknown." + kind, Node.quote(id), Suggest.wording(id, c.suggestible(kind, known.keySet())),
                ContentPlace.of(c.directory(), where)));
        return null;
    }
}
