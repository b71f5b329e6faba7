package escarmouche.content.load;

import escarmouche.behaviour.Action;
import escarmouche.behaviour.ActionKind;
import escarmouche.behaviour.BehaviourCondition;
import escarmouche.behaviour.Rule;
import escarmouche.behaviour.SpellFacts;
import escarmouche.behaviour.Target;
import escarmouche.content.load.json.Node;
import escarmouche.content.model.ItemDef;
import escarmouche.content.model.SpellDef;
import escarmouche.rules.stealth.Stealth;
import java.util.List;

/**
 * One rule of a behaviour: {@code when} (conditions), {@code do} (the action), {@code target} (how the
 * target is picked), {@code why} (the GM's words), the movement options {@code risky} and
 * {@code provoke}, and the fields of some actions ({@code distance}, {@code spell}, {@code item},
 * {@code dc}, {@code anyone}). A field
 * that the action would ignore is an error, so a script never says more than it does.
 */
final class RuleReader {
    /** How far a shooter keeps from its enemies when the rule does not say. */
    static final int DEFAULT_DISTANCE = 3;

    private final Content content;
    private final ConditionReader conditions;

    RuleReader(Content content) {
        this.content = content;
        this.conditions = new ConditionReader(content);
    }

    /** The rule, or null (reported). */
    Rule read(Node node, String origin, int number, Issues issues) {
        Fields f = Fields.translatable(node, issues, BehaviorNames.RULE_FIELDS);
        if (f == null) return null;
        TranslationReader.checkWhy(node, issues);
        int mark = issues.failures();
        List<BehaviourCondition> when = f.has("when") ? conditions.list(f.optional("when"),
                ConditionReader.Doing.of(f.optional("do"), f.optional("spell")), issues) : List.of();
        ActionKind kind = Read.choice(f.required("do"), BehaviorNames.ACTIONS, ActionKind::byId, issues);
        Target target = Read.choice(f.optional("target"), BehaviorNames.TARGETS, Target::byId, issues);
        String why = Read.text(f.optional("why"), issues);
        boolean risky = Read.flag(f.optional("risky"), issues);
        boolean provoke = Read.flag(f.optional("provoke"), issues);
        if (kind == null) return null;
        onlyFor(f, "target", kind.aimed(), kind, Wording.of("problem.rule.why.target"), issues);
        onlyFor(f, "risky", kind.moves(), kind, Wording.of("problem.rule.why.walk"), issues);
        onlyFor(f, "provoke", kind.moves(), kind, Wording.of("problem.rule.why.walk"), issues);
        onlyFor(f, "distance", kind == ActionKind.SHOOT, kind, Wording.of("problem.rule.why.shoot"), issues);
        onlyFor(f, "spell", kind == ActionKind.CAST, kind, Wording.of("problem.rule.why.cast"), issues);
        onlyFor(f, "item", kind == ActionKind.DRINK, kind, Wording.of("problem.rule.why.drink"), issues);
        onlyFor(f, "dc", kind == ActionKind.HIDE, kind, Wording.of("problem.rule.why.hide"), issues);
        onlyFor(f, "anyone", kind == ActionKind.READY, kind, Wording.of("problem.rule.why.ready"), issues);
        Action action = action(kind, f, issues);
        // An action that could not be read (a spell broken in spells.json, said there) cannot have its target
        // weighed against it: weighed as no spell, a healing spell's "wounded-ally" read as aimed at the own side.
        Target chosen = action == null ? target : target(kind, action, target, f.optional("target"), issues);
        if (issues.failures() > mark || action == null || when == null || chosen == null) return null;
        return new Rule(when, action, chosen, risky, provoke, why, origin, number);
    }

    private static void onlyFor(Fields f, String key, boolean allowed, ActionKind kind, Wording why, Issues issues) {
        if (f.has(key) && !allowed) {
            issues.at(f.optional(key), Wording.of("problem.rule.not.for", Node.quote(key), Node.quote(kind.id()), why));
        }
    }

    private Action action(ActionKind kind, Fields f, Issues issues) {
        return switch (kind) {
            case ATTACK -> new Action.Attack();
            case FLANK -> new Action.Flank();
            case APPROACH -> new Action.Approach();
            case SHOOT -> {
                Node n = f.optional("distance");
                Integer d = n == null ? Integer.valueOf(DEFAULT_DISTANCE) : Read.whole(n, 1, 60, issues);
                yield d == null ? null : new Action.Shoot(d);
            }
            case GRAPPLE -> new Action.Grapple();
            case SHOVE -> new Action.Shove();
            case ESCAPE -> new Action.Escape();
            case DISENGAGE -> new Action.Disengage();
            case FLEE -> new Action.Flee();
            case DODGE -> new Action.Dodge();
            case SEARCH -> new Action.Search();
            case HIDE -> {
                Node n = f.optional("dc");
                Integer dc = n == null ? Integer.valueOf(Stealth.DEFAULT_HIDE_DC) : Read.whole(n, 1, 40, issues);
                yield dc == null ? null : new Action.Hide(dc);
            }
            case READY -> new Action.Ready(Read.flag(f.optional("anyone"), issues));
            case CAST -> cast(f.required("spell"), issues);
            case DRINK -> drink(f.optional("item"), issues);
            case HELP -> new Action.Help();
            case HOLD -> new Action.Hold();
            case PICKUP -> new Action.Pickup();
            case STAND -> new Action.Stand();
            case YIELD -> new Action.Yield();
        };
    }

    private Action cast(Node n, Issues issues) {
        if (n == null || Refs.spell(n, content, issues) == null) return null;
        SpellDef s = content.spells().get(((Node.Str) n).value());
        boolean harmful = s.damage() != null || s.condition() != null;
        return new Action.Cast(new SpellFacts(s.id(), s.level(), s.range(), s.radius(), s.healing() != null, harmful));
    }

    private Action drink(Node n, Issues issues) {
        if (n == null) {
            List<String> potions = ConditionReader.potions(content);
            return new Action.Drink(potions);
        }
        String id = Refs.item(n, content, issues);
        if (id == null) return null;
        ItemDef item = content.items().get(id);
        if (!"potion".equals(item.kind())) {
            issues.at(n, Wording.of("problem.rule.drink", Node.quote(id), String.valueOf(item.kind())));
            return null;
        }
        return new Action.Drink(List.of(id));
    }

    /**
     * The target selector, checked against the action: enemies for attacks, allies for a healing spell,
     * the caster itself for a spell of range 0. Left out, it is the nearest enemy, a wounded ally for a
     * healing spell, and the caster for a spell on itself.
     */
    private static Target target(ActionKind kind, Action action, Target given, Node node, Issues issues) {
        if (action instanceof Action.Cast c) {
            if (c.spell().range() == 0) {
                if (given != null && given != Target.SELF) {
                    issues.at(node, Wording.of("problem.rule.self.only", Node.quote(c.spell().id())));
                    return null;
                }
                return Target.SELF;
            }
            boolean forAllies = c.spell().healing() && !c.spell().harmful();
            if (given == null) return forAllies ? Target.WOUNDED_ALLY : Target.NEAREST;
            if (given.friendly() != forAllies) {
                issues.at(node, forAllies
                        ? Wording.of("problem.rule.heals", Node.quote(c.spell().id()))
                        : Wording.of("problem.rule.harms", Node.quote(c.spell().id()), String.join(", ", BehaviorNames.ENEMY_TARGETS)));
                return null;
            }
            return given;
        }
        if (given == null) return Target.NEAREST;
        if (given.friendly() && kind.aimed()) {
            issues.at(node, Wording.of("problem.rule.own.side", Node.quote(given.id()), Node.quote(kind.id()),
                    String.join(", ", BehaviorNames.ENEMY_TARGETS)));
            return null;
        }
        return given;
    }
}
