package escarmouche.ui.replay;

import escarmouche.engine.battle.LoggedEvent;
import escarmouche.events.StateEvent;
import escarmouche.rules.grid.Pos;
import escarmouche.ui.log.MessageLog;
import java.util.Set;

/**
 * The battle as it stood just after one event of a replayed fight: what the map, the side pane and the
 * log need, so that showing any point of the fight is looking up an index.
 *
 * @param event  the event itself
 * @param round  the round it happened in
 * @param active the id of the creature whose turn it was, or null (before the first turn, after the end)
 * @param states every creature's position, hit points, conditions and life after each event
 * @param frame  this event's place in {@code states}
 * @param entry  the index of the log line that tells this event
 * @param line   that log line as it read then (a walk's line grows with each step)
 * @param ground the squares where a weapon lay then (dropped or thrown), shared by the frames it did not change in
 */
record EventFrame(LoggedEvent event, int round, String active, StateTrack states, int frame, int entry,
                  MessageLog.Entry line, Set<Pos> ground) {
    StateEvent.Combatant combatant(String id) {
        return states.combatant(frame, id);
    }
}
