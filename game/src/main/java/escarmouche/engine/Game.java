package escarmouche.engine;

import com.badlogic.ashley.core.Engine;
import escarmouche.command.Command;
import escarmouche.command.CommandParser;
import escarmouche.command.CommandSyntaxException;
import escarmouche.content.model.CombatantSpec;
import escarmouche.content.model.LockedDoor;
import escarmouche.content.model.PlannedRoll;
import escarmouche.content.model.Scenario;
import escarmouche.engine.action.CommandExecutor;
import escarmouche.engine.action.Services;
import escarmouche.engine.ai.Intents;
import escarmouche.engine.ai.ScriptedAi;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.CoverMemory;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.CreatureFactory;
import escarmouche.engine.battle.Outcome;
import escarmouche.engine.component.Mappers;
import escarmouche.engine.control.Controller;
import escarmouche.engine.control.PlayerInput;
import escarmouche.engine.control.ReplayControl;
import escarmouche.engine.movement.MovementSystem;
import escarmouche.engine.movement.OpportunityQuestion;
import escarmouche.engine.movement.ReactionChoice;
import escarmouche.engine.preview.Previews;
import escarmouche.engine.turn.CutShort;
import escarmouche.engine.turn.TurnSystem;
import escarmouche.events.ErrorEvent;
import escarmouche.events.StateEvent;
import escarmouche.rules.dice.Dice;
import escarmouche.rules.dice.ForcedDice;
import escarmouche.rules.dice.SeededDice;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.IntSupplier;

/**
 * One fight, from initiative to the end, and its one turn loop. Owns its Ashley engine, its dice and its
 * log; many games can run side by side in one process (SSH sessions, simulations).
 *
 * <p>Every creature has a controller: the behaviour AI for the game's creatures, and for the players'
 * the one a front end gives ({@link #controlPlayers}: the keyboard of the battle screen, the command
 * script of a headless run). {@link #step()} asks the active creature's controller for a command and
 * submits it; {@link #advance()} steps until a controller has nothing yet, a player is asked about a
 * reaction ({@link #question()}), or the fight ends. A command goes through {@link #submit}: its handler
 * checks it and carries out what it can at once, leaving intents (a move to walk, a turn to end) that
 * the Ashley systems resolve in their fixed order ({@link Battle#resolve()}).
 */
public final class Game {
    /** The result line of a fight the scenario's forced dice stopped: a die came up that does not fit its die. */
    public static final String STOPPED = "stopped";

    static {
        // Ashley's component and family registries are shared and not thread-safe: fill them once, here.
        Mappers.init();
        MovementSystem.register();
    }

    /** Guards against a script that never ends its turn. */
    private static final int MAX_AI_COMMANDS_PER_TURN = 30;

    private final Scenario scenario;
    private final Battle battle;
    private final Services services;
    private final CommandExecutor executor;
    private final TurnSystem turns;
    private final CommandParser parser = new CommandParser();
    private final Controller ai;
    private Controller players = Controller.SUBMITTED;
    private Consumer<PlayerInput> inputs = input -> { };
    /** The most inputs of the players the game takes, and how many it has taken: see {@link #limitInputs}. */
    private int mostInputs = Integer.MAX_VALUE;
    private IntSupplier inputsTaken = () -> 0;
    /** Hears each switch of control as it is made, live or while a recording plays again. */
    private Consumer<PlayerInput.Control> switches = control -> { };
    private final Previews previews;
    private final SeededDice seeded;
    private final ForcedDice dice;
    private final PlannedDice planned;
    private final Intents intents = new Intents();
    private Creature aiActor;
    private int aiRound;
    private int aiCommands;
    /** How far the fight has moved: see {@link #moment()}. */
    private int moment;
    /** The recording being played again, whose switches of control are made when their moment comes. */
    private ReplayControl replaying;
    /** The forced die that stopped the last {@link #replay} where its recording ends ({@link #stoppedBy}), or null. */
    private ForcedDice.ForcedDieOutOfRange stoppedBy;
    /** Why the last {@link #replay} did not fit its recording ({@link #replayMisfit}), or null. */
    private String replayMisfit;
    /**
     * The turn the last command was submitted in (its round and place in the order): a creature found unable to act
     * on a turn it already took commands in had that turn cut short by what they set off ({@link #step}).
     */
    private int orderedRound = -1;
    private int orderedTurn = -1;

    private Game(Scenario scenario, long seed, BiFunction<Battle, Services, Controller> aiFactory,
                 CoverMemory cover) {
        this.scenario = scenario;
        this.seeded = new SeededDice(seed);
        this.dice = new ForcedDice(scenario.dice(), seeded);
        this.planned = new PlannedDice(scenario.planned(), dice);
        this.battle = new Battle(scenario.name(), new Engine(), scenario.map(), scenario.rules(), planned, cover);
        this.services = new Services(battle, scenario.grimoire());
        this.executor = new CommandExecutor(services);
        this.turns = new TurnSystem(battle, services);
        battle.ecs().addSystem(turns);
        // The systems first, then the creatures: Ashley sorts each creature into every family once as it
        // joins. Added the other way round, every family a system asks for walks all the creatures again.
        List<CombatantSpec> combatants = scenario.combatants();
        for (int i = 0; i < combatants.size(); i++) battle.add(CreatureFactory.create(combatants.get(i), i, battle.placementCounter()));
        for (LockedDoor d : scenario.doors()) services.doors.lock(d.at(), d.dc());
        this.ai = aiFactory.apply(battle, services);
        services.movement.useReactions(this::react);
        this.previews = new Previews(battle, services);
    }

    /** A game of the scenario with the given seed, AI creatures following their behaviour scripts. */
    public static Game of(Scenario scenario, long seed) {
        return new Game(scenario, seed, ScriptedAi::new, new CoverMemory());
    }

    /**
     * A game of the scenario on AI that keeps its cover answers in {@code cover}: the fights a simulation
     * plays one after the other on one thread share one, and draw each line once.
     */
    public static Game of(Scenario scenario, long seed, CoverMemory cover) {
        return new Game(scenario, seed, ScriptedAi::new, cover);
    }

    /**
     * A game whose AI creatures answer to {@code aiFactory}'s controller, keeping its cover answers in
     * {@code cover} (a simulation's thread hands its fights one).
     */
    public static Game of(Scenario scenario, long seed, BiFunction<Battle, Services, Controller> aiFactory,
                          CoverMemory cover) {
        return new Game(scenario, seed, aiFactory, cover);
    }

    public static Game of(Scenario scenario, long seed, BiFunction<Battle, Services, Controller> aiFactory) {
        return of(scenario, seed, aiFactory, new CoverMemory());
    }

    /**
     * TURN-ORDER: puts the scenario's hit points and exhaustion into effect (a character at 0 is disabled; one
     * dead rolls no initiative), gives a starting dodge its end (ACT-DODGE: the start of the dodger's first turn)
     * or takes it from a creature that starts incapacitated or at speed 0, settles who is surprised (SURP-CHECK,
     * SURP-RESIST), rolls initiative (or takes the scenario's) and begins the first turn.
     */
    public void start() {
        moment++;
        for (Creature c : battle.creatures()) {
            // The hit points first: a character they leave unconscious has lost its dodge already (ACT-DODGE).
            services.damage.startOfFight(c);
            services.conditions.startsDodging(c);
        }
        services.surprise.resolve(scenario.combatants());
        turns.start(scenario.initiative());
        battle.resolve();
    }

    public Battle battle() {
        return battle;
    }

    public Services services() {
        return services;
    }

    /** "What if" answers for the interface and the AI: move costs and threats, attack odds. */
    public Previews previews() {
        return previews;
    }

    /**
     * What the interface may show of the creatures' scripts: {@code intents().behaviourName(c)} and
     * {@code intents().lastIntent(c)}.
     */
    public Intents intents() {
        return intents;
    }

    /**
     * Hears every input of the players as the game takes it: each command of a player-controlled
     * creature (a refused one marked so), each answer to a question, each switch of control; those of a recording
     * played again too, as it plays them. A recording of them, with the scenario and the seed, plays the fight
     * again to the same state.
     */
    public void onInput(Consumer<PlayerInput> listener) {
        this.inputs = listener;
    }

    /**
     * Takes at most {@code most} inputs of the players, {@code taken} saying how many it has: past them, a command of
     * a creature played by hand, an answer to a question and a switch of control are refused before anything happens
     * (no event, the fight's moment unmoved: {@link #inputsShut}). A recording that can hold no more inputs sets it:
     * an input it could not keep would be a fight its file no longer tells. The AI's commands are no input and go on.
     */
    public void limitInputs(int most, IntSupplier taken) {
        this.mostInputs = most;
        this.inputsTaken = taken;
    }

    /** The most inputs of the players the game takes ({@link #limitInputs}); {@link Integer#MAX_VALUE} unless limited. */
    public int inputLimit() {
        return mostInputs;
    }

    /** Whether the players' inputs are refused now, their limit reached ({@link #limitInputs}); a replay's are never. */
    public boolean inputsShut() {
        return replaying == null && inputsTaken.getAsInt() >= mostInputs;
    }

    /**
     * Hears every switch of control as it is made, by {@link #control} or by a recording played again at its
     * moment: a replay can say who took a creature over, though the switch changes no event.
     */
    public void onSwitch(Consumer<PlayerInput.Control> listener) {
        this.switches = listener;
    }

    /** Who decides for the players' creatures (by default: commands given to {@link #submit}). */
    public void controlPlayers(Controller controller) {
        this.players = controller;
    }

    /** The controller of a creature: the players' for one played by hand, the AI's otherwise. */
    public Controller controllerOf(Creature c) {
        return byHand(c) ? players : ai;
    }

    /**
     * Whether a player gives the creature's orders: the scenario's {@code control} at first, then whatever
     * {@link #control} last made it.
     */
    public boolean byHand(Creature c) {
        return c.side.playerControlled;
    }

    /**
     * Hands a creature to the players ({@code byHand}) or to its own behaviour, before the fight or between
     * two moves of it, the active creature included (the new controller goes on with its turn). The switch
     * is a player input ({@link PlayerInput.Control}) and is recorded with the moment it was made, so a
     * replay makes it at the same point. Returns null when done (or nothing changed), else why it cannot be
     * done now.
     */
    public String control(String creatureId, boolean byHand) {
        Creature c = battle.find(creatureId);
        if (c == null) return "there is no creature " + creatureId;
        if (battle.over()) return "the fight is over";
        if (battle.waiting()) return question().reactor() + " must first choose whether to strike " + question().mover();
        if (byHand(c) == byHand) return null;
        if (inputsShut()) return "the fight takes no more inputs";
        hand(c, byHand);
        inputs.accept(new PlayerInput.Control(creatureId, byHand, moment));
        return null;
    }

    /** The one place the control of a creature changes once the game exists. */
    private void hand(Creature c, boolean byHand) {
        c.side.playerControlled = byHand;
        switches.accept(new PlayerInput.Control(c.id(), byHand, moment));
    }

    /**
     * How many times the fight has moved on: its start, every command submitted (refused ones too), every
     * answer to an opportunity attack, every turn ended by the loop. Only inputs change it, so a replay passes
     * the same moments in the same order; a switch of control is recorded with it.
     */
    public int moment() {
        return moment;
    }

    /** OA-REACTION: the opportunity attack a player is being asked about, or null. */
    public OpportunityQuestion question() {
        return services.movement.question();
    }

    /**
     * Answers {@link #question()} and resolves what waited for it: the attack (or not), the rest of the
     * move, and the end of the turn if that was asked for. An answer the question does not take (the spell of a
     * reactor that has none to offer, OA-REACTION) changes nothing: the question still waits.
     */
    public void answer(ReactionChoice choice) {
        if (question() == null || !question().takes(choice) || inputsShut()) return;
        moment++;
        try {
            services.movement.answer(choice);
        } catch (ForcedDice.ForcedDieOutOfRange e) {
            // Kept as an order the forced dice stopped is ({@link #submit}): a replay stops at the same roll.
            inputs.accept(new PlayerInput.Answer(choice));
            throw e;
        }
        inputs.accept(new PlayerInput.Answer(choice));
        battle.resolve();
    }

    /**
     * OA-REACTION: puts the question left open ({@link #question()}: a continued save's, whose player had not answered
     * it) to its reactor's controller again, which may have changed since it was asked: the keyboard of a session
     * whose setting takes every attack answers it now, recorded as an answer given on screen is ({@link #answer}).
     * Call it once whoever records the inputs listens ({@link #onInput}): a replay hands the question over unasked, as
     * the recording left it. Returns whether it was answered (not when its controller asks its player, nor past the
     * players' limit of inputs, where it waits as one asked on screen does).
     */
    public boolean askAgain() {
        OpportunityQuestion open = question();
        if (open == null || replaying != null || inputsShut()) return false;
        Creature reactor = battle.find(open.reactor());
        if (reactor == null) return false;
        ReactionChoice choice = controllerOf(reactor).react(battle, reactor, open);
        if (choice == ReactionChoice.ASK) return false;
        answer(choice);
        return true;
    }

    /**
     * OA-REACTION: the reactor's player can no longer answer {@link #question()} (a table's seat that dropped, its
     * creatures going to the AI): the reactor is handed to the AI first, a switch recorded at this moment, then the AI
     * answers by the behaviour's {@code opportunity} setting, as it answers for every creature it plays, unrecorded. So
     * the recording reads the switch before the attack, and a replay makes it as the question is asked ({@link #react}),
     * the AI answering there the same. Returns whether it was answered (not past the players' limit of inputs, where it
     * waits).
     */
    public boolean answerAsAi() {
        OpportunityQuestion open = question();
        if (open == null || inputsShut()) return false;
        Creature reactor = battle.find(open.reactor());
        if (reactor == null) return false;
        if (byHand(reactor)) {
            hand(reactor, false);
            inputs.accept(new PlayerInput.Control(reactor.id(), false, moment));
        }
        ReactionChoice choice = ai.react(battle, reactor, open);
        moment++;
        services.movement.answer(choice == ReactionChoice.ASK ? ReactionChoice.LET_GO : choice);
        battle.resolve();
        return true;
    }

    /**
     * OA-REACTION: asks the provoked creature's controller whether it strikes. An answer given at once counts as a
     * move, as one given later through {@link #answer} does; for a creature played by hand (the setting that takes
     * every attack, a recording played again) it is also an input like that one: the recording holds every answer a
     * replay must read, and a keyframe counts it. Past the players' limit it cannot be recorded: the question waits,
     * as one asked on screen does, and {@link #answer} refuses it.
     */
    private ReactionChoice react(Creature reactor, OpportunityQuestion question) {
        // A switch recorded at this moment, before the answer, was made while the question waited (its seat dropped,
        // answerAsAi): made here, so the AI answers as it did. An older recording wrote it after the answer, at the
        // next moment, and is read as it always was.
        if (replaying != null) switchesDue();
        boolean byHand = byHand(reactor);
        if (byHand && inputsShut()) return ReactionChoice.ASK;
        int read = replaying == null ? 0 : replaying.played();
        ReactionChoice choice = controllerOf(reactor).react(battle, reactor, question);
        if (choice == ReactionChoice.ASK) return choice;
        // A blow the question does not offer is struck as a plain strike (OpportunityAttacks), and recorded so.
        if (!question.takes(choice)) choice = ReactionChoice.STRIKE;
        moment++;
        // A strike an older save left unrecorded, which its replay supplies, read no input: heard, it would be one
        // more than the file's keyframes count.
        boolean recorded = replaying == null || replaying.played() > read;
        if (byHand && recorded) inputs.accept(new PlayerInput.Answer(choice));
        return choice;
    }

    public Scenario scenario() {
        return scenario;
    }

    public Dice dice() {
        return dice;
    }

    /** The seeded generator behind the forced dice (its state is what a save keeps). */
    public SeededDice seededDice() {
        return seeded;
    }

    public boolean over() {
        return battle.over();
    }

    /**
     * Whether a recording's result line ({@code party}, {@code monsters}, {@code none}) is where its inputs, played
     * again on this game, took the fight: null when it is (or when it has none, the fight not over when it was
     * saved), else what differs. An edited result would show a fight lost as won in the list of past fights.
     */
    public String misfitResult(String recorded) {
        if (recorded == null) return null;
        // A fight the scenario's forced dice stopped (a die that did not fit) ended under way, where they stopped it.
        if (recorded.equals(STOPPED)) {
            return over() ? "its result line says \"" + recorded + "\", but its inputs end the fight with \""
                    + battle.winner() + "\"" : null;
        }
        if (!over()) return "its result line says \"" + recorded + "\", but its inputs leave the fight under way";
        if (!recorded.equals(battle.winner())) {
            return "its result line says \"" + recorded + "\", but its inputs end the fight with \"" + battle.winner() + "\"";
        }
        return null;
    }

    public Creature active() {
        return battle.active();
    }

    /** True when the active creature is a player's and can take commands now (no question is waiting). */
    public boolean awaitingPlayer() {
        Creature c = battle.active();
        return c != null && byHand(c) && !turns.automatic(c) && !battle.waiting();
    }

    /** Parses a script line and submits it; a syntax error becomes an {@code error} event. */
    public void submitLine(String line) {
        Command c;
        try {
            c = parser.parse(line);
        } catch (CommandSyntaxException e) {
            battle.emit(new ErrorEvent(line.trim(), e.getMessage(), e.rules()));
            return;
        }
        if (c != null) submit(c, CommandParser.typed(line));
    }

    /** Carries out a command for the active creature; a refusal's {@code error} event shows its canonical text. */
    public Outcome submit(Command command) {
        // The canonical text is only shown on a refusal: it is written then, not for every command.
        return submit(command, null);
    }

    /**
     * Carries out a command read from a script line: a refusal's {@code error} event shows the line as it was
     * typed ({@link CommandParser#typed}), so the user finds it in the script; null shows the command's
     * canonical text.
     */
    public Outcome submit(Command command, String typed) {
        Creature actor = battle.active();
        if (actor == null || battle.waiting()) {
            Outcome.Refused no = Outcome.Refused.malformed(actor == null ? "the fight is over"
                    : question().reactor() + " must first choose whether to strike " + question().mover());
            battle.emit(new ErrorEvent(typed == null ? command.text() : typed, no.reason()));
            return no;
        }
        // Refused unheard: no event, so that the log stays the one a replay of the recording makes.
        if (byHand(actor) && inputsShut()) return Outcome.Refused.malformed("the fight takes no more inputs");
        moment++;
        orderedRound = battle.round();
        orderedTurn = battle.turnIndex();
        PlannedRoll plan = planned.arm(command, id -> {
            Creature target = battle.find(id);
            return target == null ? Integer.MAX_VALUE : actor.distanceTo(target);
        });
        Outcome result;
        try {
            result = executor.execute(actor, command, typed);
        } catch (ForcedDice.ForcedDieOutOfRange e) {
            // The order the scenario's forced dice stopped is kept as it was given: a replay of the recording then
            // reaches the same roll and can say which die stopped the fight, where it stopped.
            if (byHand(actor)) inputs.accept(new PlayerInput.Order(command, false));
            throw e;
        }
        planned.disarm(plan, !(result instanceof Outcome.Refused));
        if (byHand(actor)) inputs.accept(new PlayerInput.Order(command, result instanceof Outcome.Refused));
        if (result instanceof Outcome.TurnOver) {
            turns.requestEnd();
        } else {
            turns.requestCheck();
        }
        battle.resolve();
        return result;
    }

    /**
     * Starts the fight and plays the players' recorded inputs again, then hands their creatures to
     * {@code then}: the game reaches the state and the event log it had when the inputs were recorded.
     * Returns null when every input fitted, else why the recording does not fit this scenario and seed
     * (the game then stands where the first misfit stopped it).
     */
    public String replay(List<PlayerInput> recorded, Controller then) {
        String problem = replayed(recorded, then);
        replayMisfit = stoppedBy == null ? problem : null;
        return problem;
    }

    private String replayed(List<PlayerInput> recorded, Controller then) {
        ReplayControl control = ReplayControl.ofSave(recorded);
        players = control;
        replaying = control;
        try {
            switchesDue();
            start();
            advance();
        } catch (ForcedDice.ForcedDieOutOfRange e) {
            // The scenario's forced dice stopped the fight where they stopped it when it was played: no replay goes past.
            replaying = null;
            players = then;
            // Every input played: the recording ends where the die stopped its fight, as a fight left there does.
            if (control.done() && control.problem() == null) stoppedBy = e;
            return "a forced die of the scenario does not fit: " + e.getMessage();
        }
        replaying = null;
        // A question the last recorded input left open stays open, unasked: the front end puts it to {@code then}
        // once it records again ({@link #askAgain}), so an answer given at once is kept.
        players = then;
        if (control.problem() != null) return control.problem();
        if (!control.done()) {
            return "the fight " + (over() ? "ended" : "stopped") + " after input " + control.played() + " of "
                    + recorded.size();
        }
        return null;
    }

    /**
     * Why the last {@link #replay} does not fit its recording (an input edited, the file damaged), as it said it;
     * null when it fitted, or when the scenario's forced dice stopped it where its recording ends ({@link #stoppedBy}).
     * What checks the recording's file beside its inputs reads it too: such a file is damaged.
     */
    public String replayMisfit() {
        return replayMisfit;
    }

    /**
     * The forced die of the scenario that stopped the last {@link #replay} once every recorded input was played: the
     * fight stopped there when it was played too (a value that does not fit the die it came up for), and its recording
     * ends there; or null. {@link #replay} still says it as a problem, since the fight cannot go on from there: a
     * front end that shows or tells the fight says it stopped there instead.
     */
    public ForcedDice.ForcedDieOutOfRange stoppedBy() {
        return stoppedBy;
    }

    /** Steps until a controller has no command yet, a player is asked about a reaction, or the end. */
    public void advance() {
        while (step()) {
            // each step is one command or one automatic turn
        }
    }

    /**
     * The turn loop's one step: one command from the active creature's controller, or the whole turn of a
     * creature that cannot act. Returns false, having done nothing, when the fight is over, a question
     * waits for a player ({@link #question()}), or the controller has no command yet. The interface calls
     * this to show monster turns step by step.
     */
    public boolean step() {
        if (replaying != null) switchesDue();
        if (battle.over() || battle.waiting()) return false;
        Creature c = battle.active();
        if (c == null) return false;
        if (turns.automatic(c)) {
            // Dropped, killed, knocked out or incapacitated by what its own commands set off: its controller learns
            // that the game ends the turn, as a script must pass over the lines it wrote for the rest of it.
            if (orderedRound == battle.round() && orderedTurn == battle.turnIndex()) {
                controllerOf(c).turnCutShort(battle, c, CutShort.why(c));
            }
            moment++;
            endTurn();
            return true;
        }
        // No more inputs taken: the players' controller is not asked, whose refused command would end the turn unrecorded.
        if (byHand(c) && inputsShut()) return false;
        Controller controller = controllerOf(c);
        if (!byHand(c)) {
            if (c != aiActor || battle.round() != aiRound) {
                aiActor = c;
                aiRound = battle.round();
                aiCommands = 0;
            }
            if (aiCommands++ >= MAX_AI_COMMANDS_PER_TURN) {
                moment++;
                endTurn();
                return true;
            }
        }
        Command command = controller.next(battle, c);
        if (command == null) return false;
        Outcome r = submit(command, controller.typed(command));
        // A refused command changed nothing; the controller may give another (an AI's cap above still holds).
        if (r instanceof Outcome.Refused refused && !battle.over() && battle.active() == c && !battle.waiting()
                && !controller.refused(battle, c, command, refused)) {
            endTurn();
        }
        return true;
    }

    /** While a recording plays again: makes the switches of control recorded at this moment. */
    private void switchesDue() {
        for (PlayerInput.Control due = replaying.due(moment); due != null; due = replaying.due(moment)) {
            Creature c = battle.find(due.creature());
            if (c == null) {
                replaying.misfit("the recording hands over " + due.creature() + ", who is not in this fight");
                return;
            }
            hand(c, due.byHand());
            // Heard as the replayed commands and answers are: whoever counts the inputs a replay has taken (a save's
            // keyframes say how many came before their round) counts this one too.
            inputs.accept(due);
        }
    }

    private void endTurn() {
        turns.requestEnd();
        battle.resolve();
    }

    /** A snapshot of every combatant, in scenario order. */
    public StateEvent state() {
        List<StateEvent.Combatant> out = new ArrayList<>();
        for (Creature c : battle.creatures()) {
            List<String> conds = new ArrayList<>();
            for (var cond : c.conditions.set) conds.add(cond.id());
            List<Integer> slots = c.resources.slots.isEmpty() ? null : List.copyOf(c.resources.slots);
            out.add(new StateEvent.Combatant(c.id(), c.hp(), c.at(), conds, c.alive(), slots, c.arsenal.throwingCounts(),
                    c.squeezed() ? Boolean.TRUE : null));
        }
        return new StateEvent(out, List.of());
    }

    public void emitState() {
        battle.emit(state());
    }
}
