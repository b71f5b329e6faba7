package escarmouche.engine.action;

import escarmouche.command.Command;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.IllegalCommand;
import escarmouche.engine.battle.Outcome;
import escarmouche.events.ErrorEvent;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;

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
    private final Map<Class<? extends Command>, Handler> handlers;

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
        this.handlers = handlerTable();
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
        return handlers.keySet();
    }

    private Outcome dispatch(Creature actor, Command command) {
        Handler handler = handlers.get(command.getClass());
        if (handler == null) return Outcome.Refused.malformed("not implemented yet");
        return handler.handle(actor, command);
    }

    /** One handler per record of the sealed {@link Command}, looked up by the command's class. */
    private Map<Class<? extends Command>, Handler> handlerTable() {
        Map<Class<? extends Command>, Handler> t = new HashMap<>();
        t.put(Command.End.class, (actor, command) -> Outcome.TURN_OVER);
        handle(t, Command.Move.class, moves::move);
        handle(t, Command.MoveTo.class, moves::moveTo);
        handle(t, Command.Attack.class, attack::attack);
        handle(t, Command.Crawl.class, moves::crawl);
        handle(t, Command.Dash.class, (actor, c) -> dash.dash(actor));
        handle(t, Command.Dodge.class, (actor, c) -> simple.dodge(actor));
        handle(t, Command.Stand.class, (actor, c) -> posture.stand(actor));
        handle(t, Command.Prone.class, (actor, c) -> posture.prone(actor));
        handle(t, Command.Help.class, support::help);
        handle(t, Command.Aid.class, support::aid);
        handle(t, Command.Pickup.class, pickup::pickup);
        handle(t, Command.Disengage.class, (actor, c) -> disengage.disengage(actor));
        handle(t, Command.Grapple.class, grapples::grapple);
        handle(t, Command.Shove.class, grapples::shove);
        handle(t, Command.Escape.class, grapples::escape);
        handle(t, Command.Release.class, (actor, c) -> grapples.release(actor));
        handle(t, Command.Cast.class, casting::cast);
        handle(t, Command.Read.class, casting::read);
        handle(t, Command.Drink.class, casting::drink);
        handle(t, Command.Hide.class, stealth::hide);
        handle(t, Command.Search.class, (actor, c) -> stealth.search(actor));
        handle(t, Command.Door.class, doors::door);
        handle(t, Command.Pick.class, doors::pick);
        handle(t, Command.Ready.class, ready::ready);
        handle(t, Command.Undo.class, (actor, c) -> undo.undo(actor));
        handle(t, Command.Yield.class, (actor, c) -> yielding.yieldFight(actor));
        return Map.copyOf(t);
    }

    /** Registers a handler that checks a command of one kind, then carries it out or answers its refusal. */
    private static <C extends Command> void handle(Map<Class<? extends Command>, Handler> table, Class<C> kind,
            BiFunction<Creature, C, Outcome> handler) {
        table.put(kind, (actor, command) -> handler.apply(actor, kind.cast(command)));
    }

    /** Carries out one command for its actor and says what became of it. */
    @FunctionalInterface
    private interface Handler {
        Outcome handle(Creature actor, Command command);
    }
}
