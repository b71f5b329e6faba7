package escarmouche.content.model;

import escarmouche.rules.grid.Pos;

/** A door of a scenario that starts locked; picking it is a Dex check against {@code dc} (TURN-OBJECT). */
public record LockedDoor(Pos at, int dc) {}
