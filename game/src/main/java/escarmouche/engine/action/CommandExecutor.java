package escarmouche.engine.action;

import escarmouche.command.Command;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.IllegalCommand;
import escarmouche.engine.battle.Outcome;
import escarmouche.events.ErrorEvent;
import java.util.HashMap;
import java.util.Map;
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
        this.posture = new PostureActions(services);
        this.dash = new DashAction(services, economy);
        this.disengage = new DisengageAction(services, economy);
        this.grapples = new GrappleActions(services, economy);
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
        return handler.handle(this, actor, command);
    }

    /**
     * One handler per record of the sealed {@link Command}, looked up by the command's class. Made once for
     * all games: a handler is told which executor it works for, so a simulation's thousands of games do not
     * each build the table (it cost a fortieth of a small fight).
     */
    private static final Map<Class<? extends Command>, Handler> HANDLERS = handlerTable();

    private static Map<Class<? extends Command>, Handler> handlerTable() {
        Map<Class<? extends Command>, Handler> t = new HashMap<>();
        t.put(Command.End.class, (x, actor, command) -> Outcome.TURN_OVER);
        handle(t, Command.Move.class, (x, actor, c) -> x.moves.move(actor, c));
        handle(t, Command.MoveTo.class, (x, actor, c) -> x.moves.moveTo(actor, c));
        handle(t, Command.Attack.class, (x, actor, c) -> x.attack.attack(actor, c));
        handle(t, Command.Crawl.class, (x, actor, c) -> x.moves.crawl(actor, c));
        handle(t, Command.Dash.class, (x, actor, c) -> x.dash.dash(actor));
        handle(t, Command.Dodge.class, (x, actor, c) -> x.simple.dodge(actor));
        handle(t, Command.Stand.class, (x, actor, c) -> x.posture.stand(actor));
        handle(t, Command.Prone.class, (x, actor, c) -> x.posture.prone(actor));
        handle(t, Command.Help.class, (x, actor, c) -> x.support.help(actor, c));
        handle(t, Command.Aid.class, (x, actor, c) -> x.support.aid(actor, c));
        handle(t, Command.Pickup.class, (x, actor, c) -> x.pickup.pickup(actor, c));
        handle(t, Command.Disengage.class, (x, actor, c) -> x.disengage.disengage(actor));
        handle(t, Command.Grapple.class, (x, actor, c) -> x.grapples.grapple(actor, c));
        handle(t, Command.Shove.class, (x, actor, c) -> x.grapples.shove(actor, c));
        handle(t, Command.Escape.class, (x, actor, c) -> x.grapples.escape(actor, c));
        handle(t, Command.Release.class, (x, actor, c) -> x.grapples.release(actor));
        handle(t, Command.Cast.class, (x, actor, c) -> x.casting.cast(actor, c));
        handle(t, Command.Read.class, (x, actor, c) -> x.casting.read(actor, c));
        handle(t, Command.Drink.class, (x, actor, c) -> x.casting.drink(actor, c));
        handle(t, Command.Hide.class, (x, actor, c) -> x.stealth.hide(actor, c));
        handle(t, Command.Search.class, (x, actor, c) -> x.stealth.search(actor));
        handle(t, Command.Door.class, (x, actor, c) -> x.doors.door(actor, c));
        handle(t, Command.Pick.class, (x, actor, c) -> x.doors.pick(actor, c));
        handle(t, Command.Ready.class, (x, actor, c) -> x.ready.ready(actor, c));
        handle(t, Command.Undo.class, (x, actor, c) -> x.undo.undo(actor));
        handle(t, Command.Yield.class, (x, actor, c) -> x.yielding.yieldFight(actor));
        return Map.copyOf(t);
    }

    /** Registers a handler that checks a command of one kind, then carries it out or answers its refusal. */
    private static <C extends Command> void handle(Map<Class<? extends Command>, Handler> table, Class<C> kind,
            KindHandler<C> handler) {
        table.put(kind, (x, actor, command) -> handler.handle(x, actor, kind.cast(command)));
    }

    /** Carries out one command for its actor, on the given executor's game, and says what became of it. */
    @FunctionalInterface
    private interface Handler {
        Outcome handle(CommandExecutor executor, Creature actor, Command command);
    }

    /** {@link Handler} for commands of one kind. */
    @FunctionalInterface
    private interface KindHandler<C extends Command> {
        Outcome handle(CommandExecutor executor, Creature actor, C command);
    }
}
