package escarmouche.content.load;

import escarmouche.content.load.json.Node;
import escarmouche.content.model.WeaponDef;
import escarmouche.rules.core.Weapon;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A creature's {@code weapons} list (a monster file or a scenario override). An entry is the id of a content
 * weapon, or an object that copies one: {@code id}, then any field of a content weapon to change in this
 * copy (an ogre's greatclub hitting for 2d8, a longbow built for strength), {@code magic} and {@code level}
 * for a magic copy, and {@code count} for several identical copies (three javelins, two daggers).
 */
final class WeaponEntries {
    /** The fields only a carried copy has; every field of {@link WeaponReader#FIELDS} may follow. */
    private static final List<String> OWN_FIELDS = List.of("id", "magic", "level", "count");
    static final List<String> FIELDS = concat(OWN_FIELDS, WeaponReader.FIELDS);
    static final int MAX_COUNT = 99;

    private WeaponEntries() {}

    /** Every weapon carried, a counted entry giving that many copies in a row; null when the node is absent. */
    static List<Weapon> read(Node node, Content content, Issues issues) {
        List<Node> items = Read.list(node, issues);
        if (items == null) return null;
        List<Weapon> out = new ArrayList<>();
        for (Node n : items) out.addAll(entry(n, content, issues));
        return out;
    }

    /**
     * {@code "longsword"} or {@code {"id": "longsword", "magic": 1, "level": 13, "damage": "2d8", "count": 2, ...}}.
     */
    private static List<Weapon> entry(Node n, Content content, Issues issues) {
        if (n instanceof Node.Str) {
            WeaponDef def = Refs.weapon(n, content, issues);
            return def == null ? List.of() : List.of(def.weapon());
        }
        // Its "fr" (a translation of its own name) is read with the creature's words (TranslationReader.weaponNames).
        Fields f = Fields.translatable(n, issues, FIELDS);
        if (f == null) return List.of();
        WeaponDef def = Refs.weapon(f.required("id"), content, issues);
        Integer magic = Read.whole(f.optional("magic"), 0, 10, issues);
        Integer level = Read.whole(f.optional("level"), 0, 100, issues);
        Integer count = Read.whole(f.optional("count"), 1, MAX_COUNT, issues);
        if (def == null) return List.of();
        WeaponDef copy = WeaponReader.read(def.id(), f, def, issues);
        if (copy == null) return List.of();
        if (count != null && count > 1 && copy.weapon().natural()) {
            issues.at(f.optional("count"), Wording.of("problem.weapon.count", String.valueOf(count),
                    Node.quote(def.id())));
            return List.of();
        }
        int bonus = magic == null ? 0 : magic;
        // ATK-FUMBLE: magic items are level 12 or more; a +N weapon defaults to 12 + N.
        Weapon w = copy.weapon().withMagic(bonus, level != null ? level : bonus > 0 ? 12 + bonus : 0);
        return Collections.nCopies(count == null ? 1 : count, w);
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> out = new ArrayList<>(a);
        out.addAll(b);
        return List.copyOf(out);
    }
}
