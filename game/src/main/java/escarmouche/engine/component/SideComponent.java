package escarmouche.engine.component;

import com.badlogic.ashley.core.Component;

/** Allegiance and control: which side it fights for, and whether a player or a script drives it. */
public final class SideComponent implements Component {
    public final String side;
    public boolean playerControlled;
    public String behavior;

    public SideComponent(String side, boolean playerControlled, String behavior) {
        this.side = side;
        this.playerControlled = playerControlled;
        this.behavior = behavior;
    }
}
