package escarmouche.engine.battle;

import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * What checking a command gives, before anything changes or is rolled: either the plan to carry out, or
 * the refusal. A handler's check step returns this; its apply step carries out an allowed plan; a preview
 * reads the same value to show the odds or the reason.
 */
public sealed interface Checked<T> {
    /** The command may go ahead; {@code plan} is what carrying it out needs. */
    record Allowed<T>(T plan) implements Checked<T> {}

    /** The command is refused, and nothing has changed. */
    record Denied<T>(Outcome.Refused refusal) implements Checked<T> {}

    static <T> Checked<T> allowed(T plan) {
        return new Allowed<>(plan);
    }

    static <T> Checked<T> denied(Outcome.Refused refusal) {
        return new Denied<>(refusal);
    }

    /** The plan, unless {@code refusal} holds a refusal, in which case that refusal. */
    static <T> Checked<T> unless(Optional<Outcome.Refused> refusal, Supplier<Checked<T>> plan) {
        return refusal.isPresent() ? denied(refusal.get()) : plan.get();
    }

    /** The refusal, if the command is refused. */
    default Optional<Outcome.Refused> refused() {
        return this instanceof Denied<T> d ? Optional.of(d.refusal()) : Optional.empty();
    }

    /** This plan, unless {@code check} refuses it; a refusal stays as it is. */
    default Checked<T> unless(Function<T, Optional<Outcome.Refused>> check) {
        return then(plan -> {
            Optional<Outcome.Refused> no = check.apply(plan);
            return no.isPresent() ? denied(no.get()) : this;
        });
    }

    /**
     * The apply step: carries out an allowed plan and answers {@link Outcome#DONE}, or answers the refusal
     * with nothing done.
     */
    default Outcome apply(Consumer<T> carryOut) {
        if (this instanceof Denied<T> d) return d.refusal();
        carryOut.accept(((Allowed<T>) this).plan());
        return Outcome.DONE;
    }

    /** The next check, made with this plan; a refusal stays as it is. */
    default <U> Checked<U> then(Function<T, Checked<U>> next) {
        if (this instanceof Allowed<T> a) return next.apply(a.plan());
        return denied(((Denied<T>) this).refusal());
    }
}
