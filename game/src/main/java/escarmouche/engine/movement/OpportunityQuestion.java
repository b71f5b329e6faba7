package escarmouche.engine.movement;

import escarmouche.rules.grid.Pos;

/**
 * OA-REACTION: what a reactor's controller is asked when a mover provokes it. {@code weapon} is the
 * weapon it would strike with (null when it would answer with a spell, {@code spell}, CAST-OA);
 * {@code rule} is the trigger (OA-LEAVE or OA-WITHIN) and {@code at} the square the mover stands on.
 */
public record OpportunityQuestion(String reactor, String mover, String rule, Pos at, String weapon, String spell) {}
