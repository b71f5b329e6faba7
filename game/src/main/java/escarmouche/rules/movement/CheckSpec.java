package escarmouche.rules.movement;

import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Advantage;
import escarmouche.rules.core.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * How a creature makes an ability check: the ability it chose, the modifiers it adds (at least the
 * ability modifier) and every source of advantage or disadvantage (poisoned, frightened ...). The
 * engine builds it; the rules add their own sources (crawling gives advantage on the terrain check).
 */
public record CheckSpec(Ability ability, List<Modifier> modifiers, List<Advantage.Source> sources) {
    public CheckSpec {
        Objects.requireNonNull(ability, "ability");
        modifiers = List.copyOf(modifiers);
        sources = List.copyOf(sources);
    }

    /** The ability modifier alone, labelled like "+2 Dex" in the roll breakdown. */
    public static CheckSpec of(Ability ability, int abilityModifier) {
        return new CheckSpec(ability, List.of(new Modifier(ability.label(), abilityModifier)), List.of());
    }

    public CheckSpec with(Advantage.Source source) {
        List<Advantage.Source> all = new ArrayList<>(sources);
        all.add(source);
        return new CheckSpec(ability, modifiers, all);
    }

    public Advantage advantage() {
        return Advantage.combine(sources);
    }
}
