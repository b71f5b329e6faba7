package escarmouche.engine.battle;

import com.badlogic.ashley.core.Entity;
import escarmouche.engine.component.ArsenalComponent;
import escarmouche.engine.component.BodyComponent;
import escarmouche.engine.component.ConditionsComponent;
import escarmouche.engine.component.DefenceComponent;
import escarmouche.engine.component.HealthComponent;
import escarmouche.engine.component.IdentityComponent;
import escarmouche.engine.component.Mappers;
import escarmouche.engine.component.ResourcesComponent;
import escarmouche.engine.component.SideComponent;
import escarmouche.engine.component.StatsComponent;
import escarmouche.engine.component.TurnComponent;
import escarmouche.rules.attack.Footprint;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Condition;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.health.OutOfFight;
import escarmouche.rules.movement.Body;
import escarmouche.rules.movement.Occupant;
import java.util.ArrayList;
import java.util.List;

/**
 * A combatant seen through its components: one object per Ashley entity, created with it, so handlers,
 * the AI and the interface read creatures without repeating mapper look-ups.
 */
public final class Creature {
    private final Entity entity;
    public final IdentityComponent identity;
    public final SideComponent side;
    public final BodyComponent body;
    public final StatsComponent stats;
    public final HealthComponent health;
    public final ConditionsComponent conditions;
    public final DefenceComponent defence;
    public final ArsenalComponent arsenal;
    public final TurnComponent turn;
    public final ResourcesComponent resources;
    /** {@link #footprint()} as last made; stale once the creature stands on another square. */
    private Body footprint;
    /** {@link #space()} as last made; stale once the creature stands on another square. */
    private Footprint space;
    /** {@link #occupant} as last made for each answer to "hostile?"; stale once its footprint is. */
    private Occupant asHostile;
    private Occupant asFriendly;

    public Creature(Entity entity) {
        this.entity = entity;
        this.identity = Mappers.IDENTITY.get(entity);
        this.side = Mappers.SIDE.get(entity);
        this.body = Mappers.BODY.get(entity);
        this.stats = Mappers.STATS.get(entity);
        this.health = Mappers.HEALTH.get(entity);
        this.conditions = Mappers.CONDITIONS.get(entity);
        this.defence = Mappers.DEFENCE.get(entity);
        this.arsenal = Mappers.ARSENAL.get(entity);
        this.turn = Mappers.TURN.get(entity);
        this.resources = Mappers.RESOURCES.get(entity);
    }

    public Entity entity() {
        return entity;
    }

    public String id() {
        return identity.id;
    }

    public String name() {
        return identity.name;
    }

    public boolean isPc() {
        return "pc".equals(identity.kind);
    }

    public boolean isNpc() {
        return "npc".equals(identity.kind);
    }

    public Pos at() {
        return body.at();
    }

    /**
     * The space it fills for sight, cover and flanking ({@code Sight}), made again only once it stands
     * elsewhere: asked for both creatures of every question of sight. A footprint is a value.
     */
    public Footprint space() {
        Footprint f = space;
        // The size too: a creature that squeezes (MOVE-SQUEEZE) changes its footprint as it moves.
        if (f == null || f.at() != body.at() || f.width() != body.width() || f.height() != body.height()) {
            space = f = new Footprint(body.at(), body.width(), body.height());
        }
        return f;
    }

    /**
     * Its footprint as the movement rules see it (MOVE-SIZE), made again only once it has moved: every
     * move and path search reads every creature's, and most creatures stand still meanwhile. A footprint
     * is a value, so sharing it changes nothing.
     */
    public Body footprint() {
        Body f = footprint;
        if (f == null || f.at() != body.at() || f.width() != body.width() || f.height() != body.height()) {
            footprint = f = new Body(body.at(), body.width(), body.height(), body.size);
        }
        return f;
    }

    /**
     * Its own whole footprint with its top-left square where it stands: the same as {@link #footprint()}
     * unless it stands squeezed (MOVE-SQUEEZE), when that one is the smaller footprint it covers now.
     */
    public Body ownFootprint() {
        if (!body.squeezed()) return footprint();
        return new Body(body.at(), body.ownWidth, body.ownHeight, body.size);
    }

    /**
     * Whether it stands squeezed (MOVE-SQUEEZE): attacks against it have advantage, its own attacks and Dex
     * saves disadvantage.
     */
    public boolean squeezed() {
        return body.squeezed();
    }

    /**
     * Itself as another creature's move sees it (MOVE-OCCUPIED), made again only with its footprint: every
     * path search and every move lists every other creature, and most of them stand still meanwhile. An
     * occupant is a value, so sharing it changes nothing.
     */
    public Occupant occupant(boolean hostile) {
        Body f = footprint();
        Occupant o = hostile ? asHostile : asFriendly;
        if (o == null || o.body() != f) {
            o = new Occupant(identity.id, f, hostile);
            if (hostile) asHostile = o;
            else asFriendly = o;
        }
        return o;
    }

    public int hp() {
        return health.hp;
    }

    public boolean alive() {
        return !health.dead;
    }

    public boolean has(Condition c) {
        return conditions.has(c);
    }

    public int mod(Ability a) {
        return stats.abilities.modifier(a);
    }

    /** Whether it is charmed by {@code other} (COND-CHARMED): it may not attack, or aim harm at, its charmer. */
    public boolean charmedBy(Creature other) {
        return has(Condition.CHARMED) && other.id().equals(conditions.sources.get(Condition.CHARMED));
    }

    public boolean hostileTo(Creature other) {
        // Side names are interned when the component is made (its only constructor, a final field): equal
        // names are the same object, so comparing references is exact, and much cheaper in a big fight.
        return side.side != other.side.side;
    }

    public boolean incapacitated() {
        return conditions.incapacitated() || health.out;
    }

    /** Up and aware: alive, not knocked out, not unconscious for any reason (dying, asleep, knocked out). */
    public boolean standing() {
        return alive() && !health.out && !has(Condition.UNCONSCIOUS);
    }

    /**
     * Still counts in the fight ({@link OutOfFight}): not dead, not knocked out, not unconscious at 0 hit
     * points or below. Unlike {@link #standing()}, a creature asleep or paralysed above 0 is in.
     */
    public boolean inTheFight() {
        return !OutOfFight.out(!alive(), health.out || health.knockedOut, has(Condition.UNCONSCIOUS), health.hp);
    }

    /**
     * Whether its action of this turn is gone: used (TURN-ECONOMY), or given up for its move by a creature
     * at 0 hit points, which takes one or the other (HP-DISABLED).
     */
    public boolean actionSpent() {
        return turn.actionUsed || (has(Condition.DISABLED) && turn.moved);
    }

    /** Whether the creature can take actions and move on its turn. */
    public boolean canAct() {
        return standing() && !incapacitated();
    }

    /**
     * Whether its turn is its own to move in, at whatever speed it has (grappled or restrained: 0): standing, not
     * knocked out of the fight, and not stunned, paralysed, petrified or unconscious. COND-INCAPACITATED alone
     * takes its actions and reactions, not its movement, as in 5e: such a creature can move but not act.
     */
    public boolean canMove() {
        return standing() && !conditions.incapacitatedAndStill();
    }

    /**
     * The rule that keeps it from acting, for refusals: HP-DEAD, the condition that incapacitates it
     * (COND-UNCONSCIOUS, COND-STUNNED ...), or COND-INCAPACITATED when it is knocked out of the fight.
     */
    public String cannotActRule() {
        if (!alive()) return "HP-DEAD";
        if (has(Condition.UNCONSCIOUS)) return Condition.UNCONSCIOUS.ruleId();
        for (Condition c : conditions.set) if (c.incapacitates()) return c.ruleId();
        return Condition.INCAPACITATED.ruleId();
    }

    /** Every square of its footprint, in reading order. */
    public List<Pos> squares() {
        List<Pos> out = new ArrayList<>(body.width() * body.height());
        for (int dy = 0; dy < body.height(); dy++) {
            for (int dx = 0; dx < body.width(); dx++) out.add(body.at().plus(dx, dy));
        }
        return out;
    }

    public boolean occupies(Pos p) {
        return body.occupies(p);
    }

    /** Squares between the nearest squares of two footprints (1 = adjacent). */
    public int distanceTo(Creature other) {
        return Footprint.distance(body.x(), body.y(), body.width(), body.height(), other.body.x(), other.body.y(),
                other.body.width(), other.body.height());
    }

    /** Squares between the nearest square of its footprint and a square of the map (0 = on it). */
    public int distanceTo(Pos square) {
        return Footprint.distance(body.x(), body.y(), body.width(), body.height(), square.x(), square.y(), 1, 1);
    }

    @Override
    public String toString() {
        return identity.id;
    }
}
