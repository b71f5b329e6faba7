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
        this.side = side.intern();
        this.playerControlled = playerControlled;
        this.behavior = behavior;
    }
}
