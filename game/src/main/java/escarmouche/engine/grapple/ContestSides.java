package escarmouche.engine.grapple;

import escarmouche.rules.grapple.ContestSide;

/**
 * The two sides of a grapple, escape or shove contest as the creatures stand now: the one who acts, with the
 * ability it chose or its better one, and the other with its better one. The roll and the odds shown before
 * it are both made from these, so they cannot drift apart.
 */
public record ContestSides(ContestSide actor, ContestSide other) {}
