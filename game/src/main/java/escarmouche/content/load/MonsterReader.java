package escarmouche.content.load;

import escarmouche.content.load.json.Node;
import escarmouche.content.model.CreatureTraits;
import escarmouche.content.model.MonsterDef;
import java.util.ArrayList;
import java.util.List;

/** One file of content/monsters/: the creature fields plus a description and the NPC flag. */
final class MonsterReader {
    static final List<String> FIELDS = fields();
    static final List<String> REQUIRED = List.of("name", "description", "level", "hp", "speed", "abilities",
            "proficiency", "systemShock", "weapons", "behavior");

    private final Content content;

    MonsterReader(Content content) {
        this.content = content;
    }

    MonsterDef read(String id, Node root, Issues issues) {
        Fields f = Fields.translatable(root, issues, FIELDS);
        if (f == null) return null;
        int mark = issues.failures();
        for (String key : REQUIRED) f.required(key);
        String description = Read.text(f.optional("description"), issues);
        boolean npc = Boolean.TRUE.equals(Read.bool(f.optional("npc"), issues));
        CreatureTraits traits = new TraitsReader(content, false, id).read(f, issues);
        if (traits.weapons() != null && traits.weapons().isEmpty() && issues.failures() == mark) {
            issues.at(f.optional("weapons"), Wording.of("problem.monster.weapons"));
        }
        if (traits.hp() != null && traits.maxHp() != null && traits.hp() > traits.maxHp()) {
            issues.at(f.optional("hp"), Wording.of("problem.hp.above", String.valueOf(traits.hp()),
                    String.valueOf(traits.maxHp())));
        }
        if (issues.failures() > mark) return null;
        var creature = CreatureResolver.monster(id, npc, traits, CreatureTraits.NONE, content);
        SpellsByLevel.check(f.optional("spells"), creature, content, issues);
        if (issues.failures() > mark) return null;
        return new MonsterDef(id, description, npc, traits, creature);
    }

    private static List<String> fields() {
        List<String> all = new ArrayList<>(TraitsReader.FIELDS);
        all.add("description");
        all.add("npc");
        return List.copyOf(all);
    }
}
