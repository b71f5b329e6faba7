package escarmouche.engine.movement;

import escarmouche.rules.grid.Pos;

/**
 * OA-REACTION: what a reactor's controller is asked when a mover provokes it. {@code rule} is the trigger
 * (OA-LEAVE or OA-WITHIN) and {@code at} the square the mover stands on. {@code weapon} is the melee weapon
 * that reaches the mover (null when none does), {@code spell} the one-segment spell it may cast instead
 * (CAST-OA; null when it has none, or plays plain 5e); at least one of them is given. {@code castsByDefault}
 * says which a plain {@link ReactionChoice#STRIKE} takes: the spell when the caster's policy casts
 * ({@code SpellService.castsAtMover}) or no weapon reaches, else the weapon.
 */
public record OpportunityQuestion(String reactor, String mover, String rule, Pos at, String weapon, String spell,
                                  boolean castsByDefault) {
    /** Whether the reactor may choose between a weapon blow and a spell (OA-REACTION [HOUSE]). */
    public boolean offersBoth() {
        return weapon != null && spell != null;
    }

    /** Whether {@code choice} is an answer this question takes: a weapon or a spell only when it offers one. */
    public boolean takes(ReactionChoice choice) {
        return switch (choice) {
            case WEAPON -> weapon != null;
            case SPELL -> spell != null;
            case STRIKE, LET_GO -> true;
            case ASK -> false;
        };
    }

    /** Whether {@code choice}, a strike this question takes, is answered with the spell. */
    public boolean casts(ReactionChoice choice) {
        return choice == ReactionChoice.SPELL || (choice == ReactionChoice.STRIKE && castsByDefault);
    }
}
