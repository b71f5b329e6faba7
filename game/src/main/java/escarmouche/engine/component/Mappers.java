package escarmouche.engine.component;

import com.badlogic.ashley.core.ComponentMapper;
import com.badlogic.ashley.core.Family;

/**
 * Component mappers and families, built once when this class loads. Ashley registers component types
 * in a shared table that is not thread-safe, so every type is registered here, before any game runs;
 * afterwards the games of an SSH server or a simulation only read it.
 */
public final class Mappers {
    private Mappers() {}

    public static final ComponentMapper<IdentityComponent> IDENTITY = ComponentMapper.getFor(IdentityComponent.class);
    public static final ComponentMapper<SideComponent> SIDE = ComponentMapper.getFor(SideComponent.class);
    public static final ComponentMapper<BodyComponent> BODY = ComponentMapper.getFor(BodyComponent.class);
    public static final ComponentMapper<StatsComponent> STATS = ComponentMapper.getFor(StatsComponent.class);
    public static final ComponentMapper<HealthComponent> HEALTH = ComponentMapper.getFor(HealthComponent.class);
    public static final ComponentMapper<ConditionsComponent> CONDITIONS = ComponentMapper.getFor(ConditionsComponent.class);
    public static final ComponentMapper<DefenceComponent> DEFENCE = ComponentMapper.getFor(DefenceComponent.class);
    public static final ComponentMapper<ArsenalComponent> ARSENAL = ComponentMapper.getFor(ArsenalComponent.class);
    public static final ComponentMapper<TurnComponent> TURN = ComponentMapper.getFor(TurnComponent.class);
    public static final ComponentMapper<ResourcesComponent> RESOURCES = ComponentMapper.getFor(ResourcesComponent.class);

    /** Every combatant. */
    public static final Family CREATURES = Family.all(IdentityComponent.class, BodyComponent.class,
            HealthComponent.class).get();

    /** Every entity with hit points: what the damage system owns. */
    public static final Family WITH_HEALTH = Family.all(HealthComponent.class).get();
    /** Every entity with conditions: the condition system's family. */
    public static final Family CONDITIONED = Family.all(ConditionsComponent.class).get();

    /** Creatures that have conditions, so can grapple and be grappled: the grapple system's family. */
    public static final Family GRAPPLERS = Family.all(IdentityComponent.class, BodyComponent.class,
            HealthComponent.class, ConditionsComponent.class).get();

    /** Forces the registration above; call before creating games on several threads. */
    public static void init() {
        // Loading the class ran the static initialisers; nothing more to do.
    }
}
