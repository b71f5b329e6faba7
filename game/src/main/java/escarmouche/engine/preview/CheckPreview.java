package escarmouche.engine.preview;

import escarmouche.rules.checks.AbilityCheck;
import escarmouche.rules.checks.D20Test;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.movement.CheckSpec;
import java.util.Objects;

/**
 * An ability check before it is rolled, as its log line will give it: a risky move's or a crawl's terrain
 * check (MOVE-DIFFICULT, MOVE-PRONE), picking a lock (TURN-OBJECT).
 *
 * @param ability "str", "dex"...
 * @param dc      what the total must reach
 * @param roll    its d20's modifiers and advantage, with their reasons
 * @param percent the chance it succeeds (0 when a condition fails it without a roll)
 */
public record CheckPreview(String ability, int dc, D20Preview roll, int percent) {
    public CheckPreview {
        Objects.requireNonNull(ability, "ability");
        Objects.requireNonNull(roll, "roll");
    }

    /** A terrain check as the move rules will roll it, against {@code dc}. */
    static CheckPreview of(CheckSpec spec, int dc) {
        return new CheckPreview(spec.ability().id(), dc, D20Preview.of(spec.modifiers(), spec.advantage(), spec.sources()),
                Odds.check(spec.advantage(), Modifier.sum(spec.modifiers()), dc));
    }

    /** The check the engine would roll for this input now. */
    static CheckPreview of(AbilityCheck.Input in) {
        D20Test.Setup s = AbilityCheck.declare(in);
        int percent = s.autoFail() != null ? 0 : Odds.check(s.advantage(), Modifier.sum(s.modifiers()), in.dc());
        return new CheckPreview(in.ability().id(), in.dc(), D20Preview.of(s.modifiers(), s.advantage(), s.sources()),
                percent);
    }
}
