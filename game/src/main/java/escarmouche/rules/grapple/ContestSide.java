package escarmouche.rules.grapple;

import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Advantage;
import escarmouche.rules.core.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One side of a contest: who, with which ability, its modifiers and any advantage or disadvantage
 * (poisoned, frightened ...), all given by the engine.
 */
public record ContestSide(String id, Ability ability, List<Modifier> modifiers, List<Advantage.Source> sources) {
    public ContestSide {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(ability, "ability");
        modifiers = List.copyOf(modifiers);
        sources = List.copyOf(sources);
    }

    public static ContestSide of(String id, Ability ability, int abilityModifier) {
        return new ContestSide(id, ability, List.of(new Modifier(ability.label(), abilityModifier)), List.of());
    }

    public ContestSide with(Advantage.Source source) {
        List<Advantage.Source> all = new ArrayList<>(sources);
        all.add(source);
        return new ContestSide(id, ability, modifiers, all);
    }

    public Advantage advantage() {
        return Advantage.combine(sources);
    }

    boolean strOrDex() {
        return ability == Ability.STR || ability == Ability.DEX;
    }
}
