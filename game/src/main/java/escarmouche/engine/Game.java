package escarmouche.engine;

import com.badlogic.ashley.core.Engine;
import escarmouche.command.Command;
import escarmouche.command.CommandParser;
import escarmouche.command.CommandSyntaxException;
import escarmouche.content.model.CombatantSpec;
import escarmouche.content.model.LockedDoor;
import escarmouche.content.model.Scenario;
import escarmouche.engine.action.CommandExecutor;
import escarmouche.engine.action.Services;
import escarmouche.engine.ai.Controller;
import escarmouche.engine.ai.Intents;
import escarmouche.engine.ai.ScriptedAi;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.CreatureFactory;
import escarmouche.engine.battle.Outcome;
import escarmouche.engine.component.Mappers;
import escarmouche.engine.preview.Previews;
import escarmouche.engine.turn.TurnCycle;
import escarmouche.events.ErrorEvent;
import escarmouche.events.StateEvent;
import escarmouche.rules.dice.Dice;
import escarmouche.rules.dice.ForcedDice;
import escarmouche.rules.dice.SeededDice;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

/**
 * One fight, from initiative to the end. Owns its Ashley engine, its dice and its log; many games can
 * run side by side in one process (SSH sessions, simulations).
 *
 * <p>Driving it: {@link #start()}, then while not {@link #over()}: if {@link #awaitingPlayer()}, give the
 * active creature a command with {@link #submit}; otherwise call {@link #advance()}, which plays AI and
 * automatic turns until a player must choose or the fight ends.
 */
public final class Game {
    /** Guards against a script that never ends its turn. */
    private static final int MAX_AI_COMMANDS_PER_TURN = 30;

    private final Scenario scenario;
    private final Battle battle;
    private final Services services;
    private final CommandExecutor executor;
    private final TurnCycle turns;
    private final CommandParser parser = new CommandParser();
    private final Controller ai;
    private final Previews previews;
    private final SeededDice seeded;
    private final ForcedDice dice;
    private final Intents intents = new Intents();
    private Creature aiActor;
    private int aiRound;
    private int aiCommands;

    private Game(Scenario scenario, long seed, BiFunction<Battle, Services, Controller> aiFactory) {
        Mappers.init();
        this.scenario = scenario;
        this.seeded = new SeededDice(seed);
        this.dice = new ForcedDice(scenario.dice(), seeded);
        this.battle = new Battle(scenario.name(), new Engine(), scenario.map(), scenario.rules(), dice);
        List<CombatantSpec> combatants = scenario.combatants();
        for (int i = 0; i < combatants.size(); i++) battle.add(CreatureFactory.create(combatants.get(i), i));
        this.services = new Services(battle, scenario.grimoire());
        for (LockedDoor d : scenario.doors()) services.doors.lock(d.at(), d.dc());
        this.executor = new CommandExecutor(services);
        this.turns = new TurnCycle(battle, services);
        this.ai = aiFactory.apply(battle, services);
        this.previews = new Previews(battle, services);
    }

    /** A game of the scenario with the given seed, AI creatures following their behaviour scripts. */
    public static Game of(Scenario scenario, long seed) {
        return new Game(scenario, seed, ScriptedAi::new);
    }

    public static Game of(Scenario scenario, long seed, BiFunction<Battle, Services, Controller> aiFactory) {
        return new Game(scenario, seed, aiFactory);
    }

    /**
     * TURN-ORDER: puts the scenario's hit points and exhaustion into effect (a character at 0 is disabled),
     * settles who is surprised (SURP-CHECK, SURP-RESIST), rolls initiative (or takes the
     * scenario's) and begins the first turn.
     */
    public void start() {
        for (Creature c : battle.creatures()) services.damage.startOfFight(c);
        services.surprise.resolve(scenario.combatants());
        turns.start(scenario.initiative());
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

    public Creature active() {
        return battle.active();
    }

    /** True when the active creature is a player's and can take commands now. */
    public boolean awaitingPlayer() {
        Creature c = battle.active();
        return c != null && c.side.playerControlled && !turns.automatic(c);
    }

    /** Parses a script line and submits it; a syntax error becomes an {@code error} event. */
    public void submitLine(String line) {
        Command c;
        try {
            c = parser.parse(line);
        } catch (CommandSyntaxException e) {
            battle.emit(new ErrorEvent(line.trim(), e.getMessage()));
            return;
        }
        if (c != null) submit(c, CommandParser.typed(line));
    }

    /** Carries out a command for the active creature; a refusal's {@code error} event shows its canonical text. */
    public Outcome submit(Command command) {
        return submit(command, command.text());
    }

    /**
     * Carries out a command read from a script line: a refusal's {@code error} event shows the line as it was
     * typed ({@link CommandParser#typed}), so the user finds it in the script.
     */
    public Outcome submit(Command command, String typed) {
        Creature actor = battle.active();
        if (actor == null) {
            Outcome.Refused over = Outcome.Refused.malformed("the fight is over");
            battle.emit(new ErrorEvent(typed, over.reason()));
            return over;
        }
        Outcome result = executor.execute(actor, command, typed);
        if (result instanceof Outcome.TurnOver) {
            turns.endTurn();
        } else {
            turns.checkEnd();
        }
        return result;
    }

    /** Plays every turn that needs no player: AI creatures and creatures that cannot act. */
    public void advance() {
        while (step()) {
            // each step is one AI command or one automatic turn
        }
    }

    /**
     * Plays one unit of the turns that need no player: one AI command, or one whole turn of a creature
     * that cannot act. Returns false when a player must choose or the fight is over. The interface calls
     * this to show monster turns step by step.
     */
    public boolean step() {
        if (battle.over() || awaitingPlayer()) return false;
        Creature c = battle.active();
        if (c == null) return false;
        if (turns.automatic(c)) {
            turns.endTurn();
            return true;
        }
        if (c != aiActor || battle.round() != aiRound) {
            aiActor = c;
            aiRound = battle.round();
            aiCommands = 0;
        }
        if (aiCommands++ >= MAX_AI_COMMANDS_PER_TURN) {
            turns.endTurn();
            return true;
        }
        Command command = ai.next(battle, c);
        Outcome r = submit(command);
        // A refused command changed nothing; the AI may pick another (the per-turn cap above still holds).
        if (r instanceof Outcome.Refused refused && !battle.over() && battle.active() == c
                && !ai.refused(battle, c, command, refused)) {
            turns.endTurn();
        }
        return true;
    }

    /** A snapshot of every combatant, in scenario order. */
    public StateEvent state() {
        List<StateEvent.Combatant> out = new ArrayList<>();
        for (Creature c : battle.creatures()) {
            List<String> conds = new ArrayList<>();
            for (var cond : c.conditions.set) conds.add(cond.id());
            List<Integer> slots = c.resources.slots.isEmpty() ? null : List.copyOf(c.resources.slots);
            out.add(new StateEvent.Combatant(c.id(), c.hp(), c.at(), conds, c.alive(), slots, c.arsenal.throwingCounts()));
        }
        return new StateEvent(out, List.of());
    }

    public void emitState() {
        battle.emit(state());
    }
}
