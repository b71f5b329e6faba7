package escarmouche.content.load;

import escarmouche.content.load.json.Node;
import escarmouche.content.model.ItemDef;
import escarmouche.rules.dice.DiceExpression;
import java.util.List;

/** One entry of content/items.json: a potion (healing dice) or a scroll (a spell of spells.json). */
final class ItemReader implements Catalog.EntryReader<ItemDef> {
    static final List<String> FIELDS = List.of("name", "kind", "healing", "spell", "description");

    private final Content content;

    ItemReader(Content content) {
        this.content = content;
    }

    @Override
    public ItemDef read(String id, Node entry, Issues issues) {
        Fields f = Fields.translatable(entry, issues, FIELDS);
        if (f == null) return null;
        int mark = issues.failures();
        String name = Read.text(f.required("name"), issues);
        String kind = Read.choice(f.required("kind"), Enums.ITEM_KINDS, issues);
        DiceExpression healing = DiceBounds.healing(f.optional("healing"), issues);
        String spell = Refs.spell(f.optional("spell"), content, issues);
        String description = Read.text(f.required("description"), issues);
        if ("potion".equals(kind) && !f.has("healing")) {
            issues.at(f.node(), Wording.of("problem.item.healing"));
        }
        if ("potion".equals(kind) && f.has("spell")) {
            issues.at(f.optional("spell"), Wording.of("problem.item.potion.spell"));
        }
        if ("scroll".equals(kind) && !f.has("spell")) {
            issues.at(f.node(), Wording.of("problem.item.spell"));
        }
        if ("scroll".equals(kind) && f.has("healing")) {
            issues.at(f.optional("healing"), Wording.of("problem.item.scroll.healing"));
        }
        if (issues.failures() > mark) return null;
        return new ItemDef(id, name, kind, healing, spell, description);
    }
}
