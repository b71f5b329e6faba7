package escarmouche.engine.battle;

import escarmouche.events.Event;

/** An event with its place in the log: sequence number from 1 and the round it happened in. */
public record LoggedEvent(int seq, int round, Event event) {}
