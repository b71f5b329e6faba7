package escarmouche.content.load;

import escarmouche.content.load.json.Node;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Resistance;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code {"type": "bludgeoning", "amount": 15}}, {@code {"type": "piercing", "half": true}} or
 * {@code {"type": "fire", "immune": true}}; {@code "all"} covers every damage type.
 */
final class Resistances {
    private static final List<String> TYPES = types();
    private static final int MIN = 5;
    private static final int MAX = 45;

    private Resistances() {}

    static Resistance read(Node node, Issues issues) {
        Fields f = Fields.of(node, issues, List.of("type", "amount", "half", "immune"));
        if (f == null) return null;
        int mark = issues.failures();
        String typeId = Read.choice(f.required("type"), TYPES, issues);
        int given = (f.has("amount") ? 1 : 0) + (f.has("half") ? 1 : 0) + (f.has("immune") ? 1 : 0);
        if (given != 1) {
            issues.at(f.node(), Wording.of("problem.resist.one", "\"half\": true", "\"immune\": true"));
            return null;
        }
        Integer amount = amount(f.optional("amount"), issues);
        if (amount != null && amount % 5 != 0) {
            issues.at(f.optional("amount"), Wording.of("problem.resist.step", String.valueOf(amount)));
        }
        mustBeTrue(f.optional("half"), issues);
        mustBeTrue(f.optional("immune"), issues);
        if (issues.failures() > mark) return null;
        DamageType type = "all".equals(typeId) ? null : DamageType.byId(typeId);
        if (amount != null) return Resistance.flat(type, amount);
        return f.has("half") ? Resistance.halving(type) : Resistance.immunity(type);
    }

    /**
     * A flat amount from 5 to 45. Past 45 DMG-RESIST-FLAT makes the resistance total: the message says how that
     * is written, where a range alone left the writer looking for a way to say 50.
     */
    private static Integer amount(Node n, Issues issues) {
        Long v = Read.wholeLong(n, MIN, MAX, issues);
        if (v == null) return null;
        if (v > MAX) {
            issues.at(n, Wording.of("problem.resist.beyond", String.valueOf(v), "\"immune\": true"));
            return null;
        }
        if (v < MIN) {
            issues.at(n, Wording.of("problem.whole.range", String.valueOf(v), String.valueOf(MIN), String.valueOf(MAX)));
            return null;
        }
        return v.intValue();
    }

    private static void mustBeTrue(Node n, Issues issues) {
        Boolean b = Read.bool(n, issues);
        if (Boolean.FALSE.equals(b)) issues.at(n, Wording.of("problem.false"));
    }

    private static List<String> types() {
        List<String> all = new ArrayList<>(Enums.DAMAGE_TYPES);
        all.add("all");
        return List.copyOf(all);
    }
}
