package escarmouche.content.load;

import escarmouche.content.load.json.Node;
import escarmouche.content.model.ArmorDef;
import java.util.List;

/** One entry of content/armor.json: body armour, shield or helm. */
final class ArmorReader implements Catalog.EntryReader<ArmorDef> {
    static final List<String> FIELDS = List.of("name", "category", "ac", "maxDex", "stealth", "description");

    @Override
    public ArmorDef read(String id, Node entry, Issues issues) {
        Fields f = Fields.translatable(entry, issues, FIELDS);
        if (f == null) return null;
        int mark = issues.failures();
        String name = Read.text(f.required("name"), issues);
        String category = Read.choice(f.required("category"), Enums.ARMOR_CATEGORIES, issues);
        Integer ac = Read.whole(f.required("ac"), 0, 40, issues);
        Integer maxDex = Read.whole(f.optional("maxDex"), -1, 10, issues);
        Integer stealth = Read.whole(f.required("stealth"), -20, 0, issues);
        Read.text(f.optional("description"), issues);
        boolean body = category != null && !category.equals("shield") && !category.equals("helm");
        if (!body && maxDex != null && maxDex != -1) {
            issues.at(f.optional("maxDex"), Wording.of("problem.armor.max.dex", category));
        }
        if (body && ac != null && ac < 10) {
            issues.at(f.optional("ac"), Wording.of("problem.armor.ac", String.valueOf(ac)));
        }
        if (issues.failures() > mark) return null;
        return new ArmorDef(id, name, category, ac, maxDex == null ? -1 : maxDex, stealth);
    }
}
