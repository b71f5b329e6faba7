package escarmouche.engine.component;

import com.badlogic.ashley.core.Component;

/**
 * Who a creature is. Ashley entities have no stable identity of their own, so every combatant carries
 * the scenario id that events, commands and saves use.
 */
public final class IdentityComponent implements Component {
    public final String id;
    public final String name;
    public final String template;
    /** {@code pc}, {@code monster} or {@code npc}: decides dying (HP-*) and tie-breaks (TURN-INIT). */
    public final String kind;
    /** Position in the scenario's combatant list: the order of every "in the order of combatants" rule. */
    public final int order;
    /** TURN-INIT: creatures of one group share an initiative roll (null: on its own). */
    public final String group;
    /** TURN-INIT: the creature whose count a familiar acts on (null: it rolls its own initiative). */
    public final String master;

    public IdentityComponent(String id, String name, String template, String kind, int order, String group) {
        this(id, name, template, kind, order, group, null);
    }

    public IdentityComponent(String id, String name, String template, String kind, int order, String group,
                             String master) {
        this.id = id;
        this.name = name;
        this.template = template;
        this.kind = kind;
        this.order = order;
        this.group = group;
        this.master = master;
    }
}
