package escarmouche.content.load;

import escarmouche.behaviour.ActionKind;
import escarmouche.behaviour.Opportunity;
import escarmouche.behaviour.Possession;
import escarmouche.behaviour.SelfState;
import escarmouche.behaviour.Target;
import escarmouche.behaviour.TargetState;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

/** The words of the behaviour language, in the order messages list them. */
final class BehaviorNames {
    static final List<String> FILE_FIELDS = List.of("description", "extends", "opportunity", "rules");
    static final List<String> INLINE_FIELDS = List.of("name", "description", "extends", "opportunity", "rules");
    static final List<String> RULE_FIELDS = List.of("when", "do", "target", "why", "risky", "provoke", "distance",
            "spell", "item", "dc", "anyone");
    static final List<String> CONDITIONS = List.of("hp-below", "enemy-within", "target", "self", "has", "allies",
            "enemies", "round", "happened", "contested", "odds-above", "not", "any");
    static final List<String> ACTIONS = ids(ActionKind.values(), ActionKind::id);
    static final List<String> TARGETS = ids(Target.values(), Target::id);
    static final List<String> ENEMY_TARGETS = Arrays.stream(Target.values()).filter(t -> !t.friendly())
            .map(Target::id).toList();
    static final List<String> TARGET_STATES = ids(TargetState.values(), TargetState::id);
    static final List<String> SELF_STATES = ids(SelfState.values(), SelfState::id);
    static final List<String> POSSESSIONS = ids(Possession.values(), Possession::id);
    static final List<String> OPPORTUNITIES = ids(Opportunity.values(), Opportunity::id);
    static final List<String> SPANS = List.of("reach", "range");

    private BehaviorNames() {}

    private static <E> List<String> ids(E[] values, Function<E, String> id) {
        return Arrays.stream(values).map(id).toList();
    }
}
