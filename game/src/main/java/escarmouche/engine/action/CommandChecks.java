package escarmouche.engine.action;

import escarmouche.command.Command;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.GroundItems;
import escarmouche.engine.battle.Outcome;
import escarmouche.engine.combat.OnlyDefends;
import escarmouche.engine.grapple.GrappleSystem;
import escarmouche.engine.movement.MovementService;
import escarmouche.rules.checks.AbilityCheck;
import escarmouche.rules.stealth.Stealth;
import java.util.Optional;

/**
 * "Would this be refused now, and why?" for the interface, answered by the very checks the handlers run
 * before they carry a command out: nothing is rolled, spent or logged. A picker or a menu asks here so
 * that what it offers and what the engine accepts cannot drift apart.
 */
public final class CommandChecks {
    private final ActionEconomy economy;
    private final AttackAction attack;
    private final PostureActions posture;
    private final PickupAction pickup;
    private final GrappleSystem grapples;
    private final SupportActions support;
    private final StealthActions stealth;
    private final ReadyAction ready;
    private final GrappleActions escapes;
    private final Battle battle;
    private final CutAction cuts;
    private final DashAction dash;
    private final MovementService movement;

    public CommandChecks(Services services) {
        this.economy = new ActionEconomy(services);
        this.attack = new AttackAction(services);
        this.posture = new PostureActions(services, economy);
        this.pickup = new PickupAction(services);
        this.grapples = services.grapples;
        this.support = new SupportActions(services);
        this.stealth = new StealthActions(services);
        this.ready = new ReadyAction(services);
        this.escapes = new GrappleActions(services, economy);
        this.battle = services.battle;
        this.cuts = new CutAction(services, economy);
        this.dash = new DashAction(services, economy);
        this.movement = services.movement;
    }

    /** Why the creature cannot take an action now (TURN-ECONOMY, HP-DISABLED, unable to act), or empty. */
    public Optional<Outcome.Refused> noAction(Creature actor) {
        return economy.unavailable(actor);
    }

    /**
     * Why the Dodge (ACT-DODGE) would be refused now: no action to take it with, or a dodge lost as soon as taken
     * (speed 0: grappled, restrained, exhausted), or empty.
     */
    public Optional<Outcome.Refused> dodge(Creature actor) {
        Optional<Outcome.Refused> no = economy.unavailable(actor);
        return no.isPresent() ? no : SimpleActions.lostAtOnce(actor);
    }

    /**
     * Why the Dash (ACT-DASH) would be refused now: no action, a disabled creature's (HP-DISABLED), movement ended by
     * its own failed terrain check, or speed 0 (it would add nothing); or empty.
     */
    public Optional<Outcome.Refused> dash(Creature actor) {
        return dash.cannotDash(actor);
    }

    /**
     * Why a move (a walk, careful or risky) would be refused now whatever its path, or empty: a disabled creature
     * that acted (HP-DISABLED), one held in place or with no movement left, one prone (MOVE-PRONE: it crawls or
     * stands up first). In the order {@code move} checks them.
     */
    public Optional<Outcome.Refused> move(Creature actor) {
        return MoveActions.disabled(actor).or(() -> movement.cannotWalk(actor));
    }

    /** The same for a crawl: also refused to a creature that is not prone (MOVE-PRONE). */
    public Optional<Outcome.Refused> crawl(Creature actor) {
        return MoveActions.disabled(actor).or(() -> movement.cannotCrawl(actor));
    }

    /** Why this attack (ACT-ATTACK) would be refused: the target, the weapon's reach or range, cover... */
    public Optional<Outcome.Refused> attack(Creature actor, Command.Attack a) {
        return attack.refusal(actor, a);
    }

    /**
     * Why the creature may not go at a foe now (house COND-FRIGHTENED: it may only defend itself), or empty:
     * what refuses every attack, grapple, shove, help and readied attack alike, for a menu to say once.
     */
    public Optional<Outcome.Refused> onlyDefends(Creature actor) {
        return OnlyDefends.refusal(battle, actor);
    }

    /**
     * Why {@code actor} may not attack {@code target} at all now, whatever the weapon or the square, or empty:
     * the attack's own refusals that hang on the two creatures alone (COND-CHARMED: not its charmer; house
     * COND-FRIGHTENED: it may only defend itself). A preview that counts who could strike whom (the Dodge's
     * foes, the ally a Help is for) asks here, so that it never counts a blow the engine would refuse.
     */
    public Optional<Outcome.Refused> attackBarred(Creature actor, Creature target) {
        // In the attack's own order (AttackAction#check): the target first, then fear.
        return AttackAction.charmed(actor, target, "attack").or(() -> OnlyDefends.refusal(battle, actor));
    }

    /** Why escaping a grapple (GRAP-ESCAPE), or else a net (COND-RESTRAINED), would be refused now, or empty. */
    public Optional<Outcome.Refused> escape(Creature actor) {
        return escapes.cannotEscape(actor, Command.Escape.best());
    }

    /** Why freeing {@code allyId} from its net (COND-RESTRAINED) would be refused now, or empty. */
    public Optional<Outcome.Refused> free(Creature actor, String allyId) {
        return escapes.cannotEscape(actor, Command.Escape.freeing(allyId));
    }

    /** Why cutting the net holding {@code targetId} (COND-RESTRAINED; null: its own) would be refused now, or empty. */
    public Optional<Outcome.Refused> cut(Creature actor, String targetId) {
        return cuts.cannotCut(actor, new Command.Cut(targetId));
    }

    /** Why letting go of a grapple (GRAP-RELEASE) would be refused now, or empty. */
    public Optional<Outcome.Refused> release(Creature actor) {
        return grapples.cannotRelease(actor);
    }

    /** Why standing up (MOVE-PRONE) would be refused now, or empty. */
    public Optional<Outcome.Refused> stand(Creature actor) {
        return posture.cannotStand(actor);
    }

    /**
     * Why standing up with the action (the seed's clause of MOVE-DIFFICULT, MOVE-STAIRS: thrown down by its own
     * failed terrain check this turn, too little movement left) would be refused now, or empty.
     */
    public Optional<Outcome.Refused> standWithAction(Creature actor) {
        return posture.cannotStandWithAction(actor);
    }

    /** Why dropping prone (MOVE-PRONE) would be refused now, or empty. */
    public Optional<Outcome.Refused> prone(Creature actor) {
        return PostureActions.cannotDropProne(actor);
    }

    /** Whether the creature is dying, so that first aid may stabilise it (HP-DYING). */
    public boolean dying(Creature c) {
        return support.dying(c);
    }

    /** Why first aid (HP-DYING) to the creature {@code allyId} would be refused now, or empty. */
    public Optional<Outcome.Refused> aid(Creature actor, String allyId) {
        return support.cannotAid(actor, allyId);
    }

    /** Why this help (ACT-HELP: an ally's attack against a foe, or its next ability check) would be refused now. */
    public Optional<Outcome.Refused> help(Creature actor, Command.Help h) {
        return support.cannotHelp(actor, h);
    }

    /** First aid's Wis check (HP-DYING) from {@code actor}, as it would be rolled now. */
    public AbilityCheck.Input firstAidCheck(Creature actor) {
        return support.firstAidCheck(actor);
    }

    /** Why hiding (ACT-HIDE) at the usual DC would be refused now, or empty. */
    public Optional<Outcome.Refused> hide(Creature actor) {
        return hide(actor, Stealth.DEFAULT_HIDE_DC);
    }

    /** Why hiding (ACT-HIDE) against {@code dc} would be refused now, or empty. */
    public Optional<Outcome.Refused> hide(Creature actor, int dc) {
        return stealth.cannotHide(actor, dc).or(() -> SimpleActions.noAction(actor));
    }

    /** Why searching (ACT-SEARCH) would be refused now, or empty. */
    public Optional<Outcome.Refused> search(Creature actor) {
        return SimpleActions.noAction(actor);
    }

    /** Why readying this attack (ACT-READY) would be refused now, or empty. */
    public Optional<Outcome.Refused> ready(Creature actor, Command.Ready r) {
        return ready.refusal(actor, r);
    }

    /** Why picking something up (TURN-OBJECT) would be refused now, or empty. */
    public Optional<Outcome.Refused> pickup(Creature actor) {
        return pickup.cannotPickUp(actor, new Command.Pickup(null));
    }

    /** Why picking something up, paid as {@code with} says ({@code move}, {@code action}), would be refused now. */
    public Optional<Outcome.Refused> pickup(Creature actor, String with) {
        return pickup.cannotPickUp(actor, new Command.Pickup(null, with));
    }

    /**
     * What a bare {@code pickup} would take and the ways the creature could pay for it now, the one it takes
     * when it does not say first (ATK-FUMBLE: its whole movement or its action; TURN-OBJECT: its free object
     * interaction or its action); null when it would be refused.
     */
    public PickupCost.Offer pickupOffer(Creature actor) {
        if (pickup(actor).isPresent()) return null;
        GroundItems.Item item = pickup.find(actor, null);
        return new PickupCost.Offer(item.weapon(), PickupCost.ways(actor, item));
    }
}
