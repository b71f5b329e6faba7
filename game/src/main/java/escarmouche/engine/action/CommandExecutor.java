package escarmouche.engine.action;

import escarmouche.command.Command;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.IllegalCommand;
import escarmouche.events.ErrorEvent;

/**
 * The single entry point for commands, whoever gives them (keyboard, script, AI, SSH session). A command
 * is either carried out, or refused with an {@code error} event and nothing changed.
 */
public final class CommandExecutor {
    private final Services services;
    private final MoveActions moves;
    private final AttackAction attack;
    private final SimpleActions simple;
    private final SupportActions support;
    private final PickupAction pickup;
    private final PostureActions posture;
    private final DashAction dash;
    private final DisengageAction disengage;
    private final GrappleActions grapples;
    private final CastAction casting;
    private final StealthActions stealth;
    private final DoorActions doors;
    private final ReadyAction ready;

    public CommandExecutor(Services services) {
        this.services = services;
        this.moves = new MoveActions(services);
        this.attack = new AttackAction(services);
        this.simple = new SimpleActions(services);
        this.support = new SupportActions(services);
        this.pickup = new PickupAction(services);
        ActionEconomy economy = new ActionEconomy(services);
        this.posture = new PostureActions(services);
        this.dash = new DashAction(services, economy);
        this.disengage = new DisengageAction(services, economy);
        this.grapples = new GrappleActions(services, economy);
        this.casting = new CastAction(services);
        this.stealth = new StealthActions(services);
        this.doors = new DoorActions(services);
        this.ready = new ReadyAction(services);
    }

    /** Outcome of one command. */
    public enum Result { DONE, REFUSED, END_TURN }

    /** Carries out the command; a refusal's {@code error} event shows {@code shownAs} (what the user typed). */
    public Result execute(Creature actor, Command command, String shownAs) {
        try {
            Result result = dispatch(actor, command);
            services.movement.refreshBudget(actor);
            return result;
        } catch (IllegalCommand e) {
            services.battle.emit(new ErrorEvent(shownAs, e.getMessage(), e.rules()));
            return Result.REFUSED;
        }
    }

    private Result dispatch(Creature actor, Command command) {
        // Java 17 has no pattern matching for switch: an instanceof chain over the sealed hierarchy.
        if (command instanceof Command.End) return Result.END_TURN;
        if (command instanceof Command.Move m) moves.move(actor, m);
        else if (command instanceof Command.MoveTo m) moves.moveTo(actor, m);
        else if (command instanceof Command.Attack a) attack.attack(actor, a);
        else if (command instanceof Command.Crawl c) moves.crawl(actor, c);
        else if (command instanceof Command.Dash) dash.dash(actor);
        else if (command instanceof Command.Dodge) simple.dodge(actor);
        else if (command instanceof Command.Stand) posture.stand(actor);
        else if (command instanceof Command.Prone) posture.prone(actor);
        else if (command instanceof Command.Help h) support.help(actor, h);
        else if (command instanceof Command.Aid a) support.aid(actor, a);
        else if (command instanceof Command.Pickup p) pickup.pickup(actor, p);
        else if (command instanceof Command.Disengage) disengage.disengage(actor);
        else if (command instanceof Command.Grapple g) grapples.grapple(actor, g);
        else if (command instanceof Command.Shove sh) grapples.shove(actor, sh);
        else if (command instanceof Command.Escape e) grapples.escape(actor, e);
        else if (command instanceof Command.Release) grapples.release(actor);
        else if (command instanceof Command.Cast c) casting.cast(actor, c);
        else if (command instanceof Command.Read r) casting.read(actor, r);
        else if (command instanceof Command.Drink d) casting.drink(actor, d);
        else if (command instanceof Command.Hide h) stealth.hide(actor, h);
        else if (command instanceof Command.Search) stealth.search(actor);
        else if (command instanceof Command.Door d) doors.door(actor, d);
        else if (command instanceof Command.Pick p) doors.pick(actor, p);
        else if (command instanceof Command.Ready r) ready.ready(actor, r);
        else throw IllegalCommand.malformed("not implemented yet");
        return Result.DONE;
    }
}
