package escarmouche.engine.movement;

import escarmouche.events.CheckEvent;
import escarmouche.events.ContestEvent;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.movement.D20Roll;
import escarmouche.rules.movement.TerrainCheck;
import java.util.List;
import java.util.Optional;

/** Turns the d20 tests of the movement, opportunity and grapple rules into log events. */
public final class RollEvents {
    private RollEvents() {}

    /** A terrain check (MOVE-DIFFICULT, MOVE-STAIRS, MOVE-PRONE). */
    public static CheckEvent check(String actor, TerrainCheck check, String purpose) {
        D20Roll r = check.roll();
        return new CheckEvent(actor, check.ability().id(), check.dc(), r.rolls(), r.modifiers(), r.advantage().id(),
                r.total(), check.success(), purpose, check.rules());
    }

    /**
     * One side of a contest. Without a roll (the other side was incapacitated and lost automatically) the
     * side shows no dice and its modifiers as its total.
     */
    public static ContestEvent.Side side(String id, Ability ability, List<Modifier> modifiers, Optional<D20Roll> roll) {
        if (roll.isEmpty()) return new ContestEvent.Side(id, ability.id(), List.of(), modifiers, "none", Modifier.sum(modifiers));
        D20Roll r = roll.get();
        return new ContestEvent.Side(id, ability.id(), r.rolls(), r.modifiers(), r.advantage().id(), r.total());
    }
}
