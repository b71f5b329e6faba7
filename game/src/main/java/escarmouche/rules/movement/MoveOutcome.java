package escarmouche.rules.movement;

/** The answer to a move request: a plan to carry out step by step, or a refusal that changes nothing. */
public sealed interface MoveOutcome permits MovePlan, MoveRefused {}
