package escarmouche.engine.action;

import escarmouche.command.Command;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.IllegalCommand;
import escarmouche.engine.battle.Outcome;
import escarmouche.events.ErrorEvent;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

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
    private final CutAction cuts;
    private final CastAction casting;
    private final StealthActions stealth;
    private final DoorActions doors;
    private final ReadyAction ready;
    private final UndoAction undo;
    private final YieldAction yielding;

    public CommandExecutor(Services services) {
        this.services = services;
        this.moves = new MoveActions(services);
        this.attack = new AttackAction(services);
        this.simple = new SimpleActions(services);
        this.support = new SupportActions(services);
        this.pickup = new PickupAction(services);
        ActionEconomy economy = new ActionEconomy(services);
        this.posture = new PostureActions(services, economy);
        this.dash = new DashAction(services, economy);
        this.disengage = new DisengageAction(services, economy);
        this.grapples = new GrappleActions(services, economy);
        this.cuts = new CutAction(services, economy);
        this.casting = new CastAction(services);
        this.stealth = new StealthActions(services);
        this.doors = new DoorActions(services);
        this.ready = new ReadyAction(services);
        this.undo = new UndoAction(services);
        this.yielding = new YieldAction(services);
    }

    /**
     * Carries out the command; a refusal's {@code error} event shows {@code shownAs} (what the user typed),
     * or the command's canonical text when it is null.
     */
    public Outcome execute(Creature actor, Command command, String shownAs) {
        Outcome outcome;
        try {
            outcome = dispatch(actor, command);
        } catch (IllegalCommand e) {
            // Only AttackService's cover guard still throws (see IllegalCommand); handlers return their refusals.
            outcome = e.refusal();
        }
        if (outcome instanceof Outcome.Refused refused) {
            services.battle.emit(new ErrorEvent(shownAs == null ? command.text() : shownAs, refused.reason(),
                    refused.rules()));
        } else {
            services.movement.refreshBudget(actor);
        }
        return outcome;
    }

    /** The kinds of command this executor has a handler for (every record of {@link Command}, which a test checks). */
    public Set<Class<? extends Command>> handledKinds() {
        return HANDLERS.keySet();
    }

    private Outcome dispatch(Creature actor, Command command) {
        Handler handler = HANDLERS.get(command.getClass());
        if (handler == null) return Outcome.Refused.malformed("not implemented yet");
        Optional<Outcome.Refused> unable = MovesOnly.refusal(actor, command);
        return unable.isPresent() ? unable.get() : handler.handle(this, actor, command);
    }

    /**
     * One handler per record of the sealed {@link Command}, looked up by the command's class. Made once for
     * all games: a handler is told which executor it works for, so a simulation's thousands of games do not
     * each build the table (it cost a fortieth of a small fight). Each handler casts its command itself: a
     * wrapper that cast it for a handler of that kind made two calls through an interface per command.
     */
    private static final Map<Class<? extends Command>, Handler> HANDLERS = handlerTable();

    private static Map<Class<? extends Command>, Handler> handlerTable() {
        Map<Class<? extends Command>, Handler> t = new HashMap<>();
        t.put(Command.End.class, (x, actor, command) -> Outcome.TURN_OVER);
        t.put(Command.Move.class, (x, actor, c) -> x.moves.move(actor, (Command.Move) c));
        t.put(Command.MoveTo.class, (x, actor, c) -> x.moves.moveTo(actor, (Command.MoveTo) c));
        t.put(Command.Attack.class, (x, actor, c) -> x.attack.attack(actor, (Command.Attack) c));
        t.put(Command.Crawl.class, (x, actor, c) -> x.moves.crawl(actor, (Command.Crawl) c));
        t.put(Command.Dash.class, (x, actor, c) -> x.dash.dash(actor));
        t.put(Command.Dodge.class, (x, actor, c) -> x.simple.dodge(actor));
        t.put(Command.Stand.class, (x, actor, c) -> x.posture.stand(actor, (Command.Stand) c));
        t.put(Command.Prone.class, (x, actor, c) -> x.posture.prone(actor));
        t.put(Command.Help.class, (x, actor, c) -> x.support.help(actor, (Command.Help) c));
        t.put(Command.Aid.class, (x, actor, c) -> x.support.aid(actor, (Command.Aid) c));
        t.put(Command.Pickup.class, (x, actor, c) -> x.pickup.pickup(actor, (Command.Pickup) c));
        t.put(Command.Disengage.class, (x, actor, c) -> x.disengage.disengage(actor));
        t.put(Command.Grapple.class, (x, actor, c) -> x.grapples.grapple(actor, (Command.Grapple) c));
        t.put(Command.Shove.class, (x, actor, c) -> x.grapples.shove(actor, (Command.Shove) c));
        t.put(Command.Escape.class, (x, actor, c) -> x.grapples.escape(actor, (Command.Escape) c));
        t.put(Command.Release.class, (x, actor, c) -> x.grapples.release(actor));
        t.put(Command.Cut.class, (x, actor, c) -> x.cuts.cut(actor, (Command.Cut) c));
        t.put(Command.Cast.class, (x, actor, c) -> x.casting.cast(actor, (Command.Cast) c));
        t.put(Command.Read.class, (x, actor, c) -> x.casting.read(actor, (Command.Read) c));
        t.put(Command.Drink.class, (x, actor, c) -> x.casting.drink(actor, (Command.Drink) c));
        t.put(Command.Hide.class, (x, actor, c) -> x.stealth.hide(actor, (Command.Hide) c));
        t.put(Command.Search.class, (x, actor, c) -> x.stealth.search(actor));
        t.put(Command.Door.class, (x, actor, c) -> x.doors.door(actor, (Command.Door) c));
        t.put(Command.Pick.class, (x, actor, c) -> x.doors.pick(actor, (Command.Pick) c));
        t.put(Command.Ready.class, (x, actor, c) -> x.ready.ready(actor, (Command.Ready) c));
        t.put(Command.Undo.class, (x, actor, c) -> x.undo.undo(actor));
        t.put(Command.Yield.class, (x, actor, c) -> x.yielding.yieldFight(actor));
        return Map.copyOf(t);
    }

    /** Carries out one command for its actor, on the given executor's game, and says what became of it. */
    @FunctionalInterface
    private interface Handler {
        Outcome handle(CommandExecutor executor, Creature actor, Command command);
    }
}
