package escarmouche.engine.preview;

import escarmouche.content.model.SpellDef;

/**
 * CAST-OA, weighed before it falls: the spell a caster would cast at a mover in place of its opportunity attack,
 * the chance it gets the spell off (CAST-ROLL, as any cast of it), and what the spell would do to the mover: its
 * attack's chances or the mover's save, and the damage, as the spell panel gives them.
 */
public record SpellReaction(SpellDef spell, int castPercent, SpellPreviews.TargetOdds odds) {}
