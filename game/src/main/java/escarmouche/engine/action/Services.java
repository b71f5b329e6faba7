package escarmouche.engine.action;

import escarmouche.content.model.Grimoire;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.combat.AttackService;
import escarmouche.engine.combat.CheckService;
import escarmouche.engine.combat.ConditionSystem;
import escarmouche.engine.combat.NetCuts;
import escarmouche.engine.combat.NetEscapes;
import escarmouche.engine.combat.DamageSystem;
import escarmouche.engine.combat.TurnEffects;
import escarmouche.engine.grapple.GrappleSystem;
import escarmouche.engine.magic.SpellService;
import escarmouche.engine.movement.Falling;
import escarmouche.engine.movement.MovementService;
import escarmouche.engine.objects.Doors;
import escarmouche.engine.stealth.StealthService;
import escarmouche.engine.stealth.SurpriseService;

/** The engine services of one game, built together so each handler gets the same instances. */
public final class Services {
    public final Battle battle;
    public final ConditionSystem conditions;
    public final DamageSystem damage;
    public final AttackService attacks;
    public final MovementService movement;
    public final CheckService checks;
    public final TurnEffects turnEffects;
    public final SpellService spells;
    public final StealthService stealth;
    public final SurpriseService surprise;
    public final Doors doors;
    public final GrappleSystem grapples;
    public final NetEscapes nets;
    public final NetCuts netCuts;

    public Services(Battle battle) {
        this(battle, Grimoire.EMPTY);
    }

    /** @param grimoire the spells and items the fight's creatures may use */
    public Services(Battle battle, Grimoire grimoire) {
        this.battle = battle;
        this.conditions = new ConditionSystem(battle);
        battle.ecs().addSystem(conditions);
        this.damage = new DamageSystem(battle, conditions);
        battle.ecs().addSystem(damage);
        this.attacks = new AttackService(battle, damage, conditions);
        this.checks = new CheckService(battle);
        this.spells = new SpellService(battle, grimoire, conditions, damage, checks);
        this.stealth = new StealthService(battle, conditions, checks);
        this.surprise = new SurpriseService(battle, stealth, conditions, checks);
        this.doors = new Doors(battle);
        this.movement = new MovementService(battle, conditions, damage, attacks, spells);
        this.turnEffects = new TurnEffects(battle, conditions, damage);
        this.grapples = new GrappleSystem(battle, conditions, movement.checks());
        battle.ecs().addSystem(grapples);
        this.nets = new NetEscapes(battle, conditions);
        this.netCuts = new NetCuts(battle, conditions, attacks);
        Falling falling = new Falling(battle, conditions, damage);
        conditions.onGrounded(falling::fall);
    }
}
