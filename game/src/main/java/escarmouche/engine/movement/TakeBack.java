package escarmouche.engine.movement;

import escarmouche.engine.battle.Creature;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.movement.ReachSteps;

/**
 * What a move changed on its mover, kept from the moment it began so that {@code undo} can put it back:
 * the square it left, the footprint it stood in there (squeezed or not, MOVE-SQUEEZE) and the turn's
 * movement as it was. {@code logSize} is the event log's length then:
 * the move may be taken back only while every event since is one of its own steps.
 */
record TakeBack(Creature mover, Pos from, int width, int height, int movementLeft, boolean moved, ReachSteps reachSteps,
                boolean actionUsedAtLastStep, int logSize) {}
