package escarmouche.engine.component;

import com.badlogic.ashley.core.Component;
import escarmouche.behaviour.Behaviour;
import escarmouche.behaviour.Intent;

/** Allegiance and control: which side it fights for, and whether a player or a script drives it. */
public final class SideComponent implements Component {
    public final String side;
    public boolean playerControlled;
    public String behavior;
    /** The script that drives it on AI; null: the engine's fallback does. */
    public Behaviour script;
    /** The rule that last made it act on AI, for the interface's look mode; null before its first choice. */
    public Intent intent;

    public SideComponent(String side, boolean playerControlled, String behavior) {
        // One string per side name: "is it hostile?" is asked thousands of times a turn in a big fight,
        // and equal strings that are the same object compare at once.
        this(side, true, playerControlled, behavior);
    }

    private SideComponent(String side, boolean intern, boolean playerControlled, String behavior) {
        this.side = intern ? side.intern() : side;
        this.playerControlled = playerControlled;
        this.behavior = behavior;
    }

    /**
     * For a side name interned already ({@link String#intern}): a new fight interns each of its few side
     * names once, not once per creature (each intern looks the JVM's table up).
     */
    public static SideComponent ofInterned(String side, boolean playerControlled, String behavior) {
        return new SideComponent(side, false, playerControlled, behavior);
    }
}
