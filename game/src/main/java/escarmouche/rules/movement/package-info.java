/**
 * Movement on the battle map, as pure functions: what a step costs and whether it is allowed
 * (MOVE-ENTER, MOVE-OCCUPIED, MOVE-SIZE, MOVE-SQUEEZE, MOVE-DIFFICULT, MOVE-STAIRS, MOVE-PRONE,
 * MOVE-WOUNDED, MOVE-DASH), careful, risky and crawling moves, standing up, the path finder used by
 * the interface and the AI, and the reach bookkeeping that tells which step of a move provokes an
 * opportunity attack (OA-LEAVE, OA-WITHIN).
 *
 * <p>Who may actually strike (OA-NONE, Disengage, forced movement) is decided in
 * {@code escarmouche.rules.opportunity}, which builds the {@link escarmouche.rules.movement.Threats}
 * this package reads. Dependencies point one way: opportunity and grapple use movement, never the
 * reverse.
 */
package escarmouche.rules.movement;
