/**
 * Opportunity attacks and Disengage, as pure functions: which hostile creatures may strike a moving
 * creature (OA-NONE, OA-DISENGAGE, MOVE-FORCED, GRAP-DRAG), a step-by-step tracker the engine consults
 * before each step (OA-LEAVE, OA-WITHIN, OA-REACTION), and the Disengage roll-off (OA-DISENGAGE,
 * TURN-INIT).
 *
 * <p>The geometry of reach (which step leaves or stays in whose reach) lives in
 * {@code escarmouche.rules.movement}, shared with the path finder; this package decides who counts.
 */
package escarmouche.rules.opportunity;
