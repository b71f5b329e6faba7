package escarmouche.content.load;

import escarmouche.behaviour.ActionKind;
import escarmouche.behaviour.BehaviourCondition;
import escarmouche.behaviour.Comparison;
import escarmouche.behaviour.Possession;
import escarmouche.behaviour.SelfState;
import escarmouche.behaviour.TargetState;
import escarmouche.content.load.json.Node;
import escarmouche.content.model.ItemDef;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One condition of a rule's {@code when}: an object with exactly one key, the condition's name, whose
 * value says what it tests: {@code {"hp-below": 50}}, {@code {"target": "prone"}}, {@code {"allies": ">= 2"}}.
 */
final class ConditionReader {
    private static final Pattern COMPARISON = Pattern.compile("\\s*(<=|>=|!=|<|>|=)\\s*(\\d{1,4})\\s*");
    private static final Pattern RULE_ID = Pattern.compile("[A-Z][A-Z0-9]*(-[A-Z0-9]+)+");
    static final int MAX_COUNT = 1000;

    /**
     * What the rule whose conditions are read does, as its {@code do} and {@code spell} say (each null
     * when missing or not a string: their own readers report that): {@code odds-above} weighs its roll.
     */
    record Doing(ActionKind kind, String spell) {
        static Doing of(Node doNode, Node spellNode) {
            ActionKind kind = doNode instanceof Node.Str s ? ActionKind.byId(s.value()) : null;
            String spell = spellNode instanceof Node.Str s ? s.value() : null;
            return new Doing(kind, spell);
        }
    }

    private final Content content;

    ConditionReader(Content content) {
        this.content = content;
    }

    /** The condition, or null (reported). */
    BehaviourCondition read(Node node, Doing doing, Issues issues) {
        if (!(node instanceof Node.Obj obj)) {
            issues.at(node, Wording.of("problem.condition.shape", Wording.describe(node), "{\"hp-below\": 50}"));
            return null;
        }
        if (obj.members().size() != 1) {
            Wording found = obj.members().isEmpty() ? Wording.of("problem.node.empty.object")
                    : Wording.of("problem.node.keys", String.valueOf(obj.members().size()),
                            QuotedList.of(new ArrayList<>(obj.members().keySet())));
            issues.at(node, Wording.of("problem.condition.one", found,
                    String.join(", ", BehaviorNames.CONDITIONS)));
            return null;
        }
        Node.Member m = obj.members().values().iterator().next();
        Node v = m.value();
        return switch (m.key()) {
            case "hp-below" -> {
                Integer p = Read.whole(v, 1, 100, issues);
                yield p == null ? null : new BehaviourCondition.HpBelow(p);
            }
            case "enemy-within" -> enemyWithin(v, issues);
            case "target" -> {
                TargetState s = Read.choice(v, BehaviorNames.TARGET_STATES, TargetState::byId, issues);
                yield s == null ? null : new BehaviourCondition.TargetIs(s);
            }
            case "self" -> {
                SelfState s = Read.choice(v, BehaviorNames.SELF_STATES, SelfState::byId, issues);
                yield s == null ? null : new BehaviourCondition.SelfIs(s);
            }
            case "has" -> has(v, issues);
            case "allies", "enemies" -> {
                Comparison c = comparison(v, issues);
                yield c == null ? null : new BehaviourCondition.Count(m.key().equals("allies") ? BehaviourCondition.Side.ALLIES
                        : BehaviourCondition.Side.ENEMIES, c);
            }
            case "round" -> {
                Comparison c = comparison(v, issues);
                yield c == null ? null : new BehaviourCondition.RoundIs(c);
            }
            case "odds-above" -> oddsAbove(v, doing, issues);
            case "not" -> {
                BehaviourCondition inner = read(v, doing, issues);
                yield inner == null ? null : new BehaviourCondition.Not(inner);
            }
            case "any" -> any(v, doing, issues);
            case "happened" -> {
                List<String> ids = ruleIds(v, issues);
                yield ids == null ? null : new BehaviourCondition.Happened(ids);
            }
            case "contested" -> {
                List<String> ids = ruleIds(v, issues);
                yield ids == null ? null : new BehaviourCondition.Contested(ids);
            }
            default -> {
                issues.at(v.path(), m.keyAt(), Wording.of("problem.unknown.condition", Node.quote(m.key()),
                        Suggest.wording(m.key(), BehaviorNames.CONDITIONS), String.join(", ", BehaviorNames.CONDITIONS)));
                yield null;
            }
        };
    }

    /** The conditions of a list, or null when any of them is broken (each one reported). */
    List<BehaviourCondition> list(Node node, Doing doing, Issues issues) {
        List<Node> items = Read.list(node, issues);
        if (items == null) return null;
        int mark = issues.failures();
        List<BehaviourCondition> out = new ArrayList<>();
        for (Node n : items) {
            BehaviourCondition c = read(n, doing, issues);
            if (c != null) out.add(c);
        }
        return issues.failures() > mark ? null : out;
    }

    private BehaviourCondition enemyWithin(Node v, Issues issues) {
        if (v instanceof Node.Str s) {
            if (s.value().equals("reach")) return new BehaviourCondition.EnemyWithin(BehaviourCondition.Span.REACH);
            if (s.value().equals("range")) return new BehaviourCondition.EnemyWithin(BehaviourCondition.Span.RANGE);
        } else if (v instanceof Node.Num) {
            Integer n = Read.whole(v, 1, 100, issues);
            return n == null ? null : new BehaviourCondition.EnemyWithin(BehaviourCondition.Span.squares(n));
        }
        issues.at(v, Wording.of("problem.condition.distance", Wording.describe(v)));
        return null;
    }

    private BehaviourCondition has(Node v, Issues issues) {
        Possession p = Read.choice(v, BehaviorNames.POSSESSIONS, Possession::byId, issues);
        if (p == null) return null;
        return new BehaviourCondition.Has(p, p == Possession.POTION ? potions(content) : List.of());
    }

    /**
     * The rule IDs of {@code "happened": ["ATK-CRIT", "GRAP-START"]} or {@code "contested": ["GRAP-START"]}, as the
     * event log writes them; null when the list is broken (reported).
     */
    private static List<String> ruleIds(Node v, Issues issues) {
        List<Node> items = Read.list(v, issues);
        if (items == null) return null;
        if (items.isEmpty()) {
            issues.at(v, Wording.of("problem.condition.rules.empty"));
            return null;
        }
        List<String> ids = new ArrayList<>();
        for (Node n : items) {
            String id = Read.string(n, issues);
            if (id == null) return null;
            if (!RULE_ID.matcher(id).matches()) {
                issues.at(n, Wording.of("problem.condition.rule.id", Wording.describe(n)));
                return null;
            }
            ids.add(id);
        }
        return ids;
    }

    /**
     * {@code "odds-above": 10}: only on a rule that rolls to act, {@code drink} or {@code cast}; a
     * rule whose {@code do} is missing or unknown is reported by its own reader, and its conditions are
     * not weighed.
     */
    private static BehaviourCondition oddsAbove(Node v, Doing doing, Issues issues) {
        Integer p = Read.whole(v, 0, 99, issues);
        if (p == null || doing.kind() == null) return null;
        if (doing.kind() != ActionKind.DRINK && doing.kind() != ActionKind.CAST) {
            issues.at(v, Wording.of("problem.condition.odds.action", Node.quote(doing.kind().id())));
            return null;
        }
        if (doing.kind() == ActionKind.CAST && doing.spell() == null) return null;
        return new BehaviourCondition.OddsAbove(p, doing.kind(), doing.kind() == ActionKind.CAST ? doing.spell() : null);
    }

    private BehaviourCondition any(Node v, Doing doing, Issues issues) {
        List<Node> items = Read.list(v, issues);
        if (items == null) return null;
        if (items.isEmpty()) {
            issues.at(v, Wording.of("problem.condition.any.empty"));
            return null;
        }
        List<BehaviourCondition> inner = list(v, doing, issues);
        return inner == null ? null : new BehaviourCondition.Any(inner);
    }

    /** {@code ">= 2"}, {@code "< 3"} or a plain whole number (meaning "exactly"). */
    static Comparison comparison(Node v, Issues issues) {
        if (v instanceof Node.Num) {
            Integer n = Read.whole(v, 0, MAX_COUNT, issues);
            return n == null ? null : new Comparison(Comparison.Op.EQ, n);
        }
        Matcher m = v instanceof Node.Str s ? COMPARISON.matcher(s.value()) : null;
        if (m == null || !m.matches()) {
            issues.at(v, Wording.of("problem.condition.compare", Wording.describe(v),
                    "<, <=, =, !=, >=, >"));
            return null;
        }
        return new Comparison(Comparison.Op.bySymbol(m.group(1)), Integer.parseInt(m.group(2)));
    }

    /** Every potion content knows, in the order of items.json. */
    static List<String> potions(Content content) {
        List<String> out = new ArrayList<>();
        for (ItemDef i : content.items().values()) if ("potion".equals(i.kind())) out.add(i.id());
        return out;
    }
}
