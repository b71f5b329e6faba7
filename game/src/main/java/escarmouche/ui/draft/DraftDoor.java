package escarmouche.ui.draft;

/** A closed door that starts locked, and the DC of the Dex check that picks its lock. */
public record DraftDoor(int x, int y, int dc) {}
