package escarmouche.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.command.Command;
import escarmouche.engine.battle.Outcome;
import escarmouche.events.ErrorEvent;
import escarmouche.reference.RulesReference;
import escarmouche.rules.core.Size;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * An {@code error} event names the rule that refused the command. One refusal by a rule for every kind of
 * command (a new command without one here fails {@link #everyCommandTypeHasARefusal}); refusals of
 * malformed commands (an unknown creature) name none.
 */
class RefusalRulesTest {
    private static final RulesReference REFERENCE = RulesReference.load();

    /** One refused command: the script of the hero's first turn, whose last line is refused by {@code rule}. */
    private record Case(Class<? extends Command> type, String rule, String what, TestScenario scenario,
                        String... lines) {}

    /** A room with a door in its top wall; the hero (a fighter) and a goblin stand side by side, all by script. */
    private static TestScenario room(UnaryOperator<TestScenario.Creature> hero) {
        return TestScenario.map("#########", "#...+...#", "#.......#", "#.......#", "#########")
                .with("hero", "party", 2, 2, c -> hero.apply(c.pc("fighter").hp(20).abilities(16, 12)))
                .with("gob", "monsters", 3, 2, c -> c.hp(30).control("player"))
                .with("ally", "party", 1, 3, c -> c.pc("cleric").hp(10))
                .initiative("hero", "gob", "ally");
    }

    private static TestScenario room() {
        return room(c -> c);
    }

    private static List<Case> cases() {
        return List.of(
                new Case(Command.Attack.class, "TURN-ECONOMY", "a second attack: the one action is spent",
                        room().dice(5, 5), "attack gob", "attack gob"),
                new Case(Command.Dash.class, "TURN-ECONOMY", "a dash after the attack", room().dice(5),
                        "attack gob", "dash"),
                new Case(Command.Dodge.class, "TURN-ECONOMY", "a dodge after the attack", room().dice(5),
                        "attack gob", "dodge"),
                new Case(Command.Undo.class, "TURN-ECONOMY", "taking back a move after the attack that followed it",
                        room().dice(5), "move 2,3", "attack gob", "undo"),
                new Case(Command.Disengage.class, "TURN-ECONOMY", "a disengage after the attack", room().dice(5),
                        "attack gob", "disengage"),
                new Case(Command.Search.class, "TURN-ECONOMY", "a search after the attack", room().dice(5),
                        "attack gob", "search"),
                new Case(Command.Drink.class, "TURN-ECONOMY", "a potion after the attack",
                        room(c -> c.item("potion-of-healing", 1)).dice(5), "attack gob", "drink potion-of-healing"),
                new Case(Command.Read.class, "TURN-ECONOMY", "a scroll after the attack",
                        room(c -> c.item("scroll-of-magic-missile", 1)).dice(5), "attack gob",
                        "read scroll-of-magic-missile gob"),
                new Case(Command.Move.class, "MOVE-ENTER", "a step into the wall", room(), "move 2,1 2,0"),
                new Case(Command.MoveTo.class, "MOVE-ENTER", "a walk beyond its movement", room(c -> c.speed(1)),
                        "moveto 7,3"),
                new Case(Command.Crawl.class, "MOVE-PRONE", "crawling while standing", room(), "crawl 2,3"),
                new Case(Command.Stand.class, "MOVE-PRONE", "standing up while standing", room(), "stand"),
                new Case(Command.Prone.class, "MOVE-PRONE", "dropping prone twice", room(), "prone", "prone"),
                new Case(Command.Hide.class, "ACT-HIDE", "hiding beside a watching enemy", room(), "hide"),
                new Case(Command.Pickup.class, "ATK-FUMBLE", "picking up a dropped weapon with neither move nor"
                        + " action left", room().dice(1, 5), "move 2,3", "attack gob", "pickup"),
                new Case(Command.Aid.class, "HP-DYING", "first aid to an ally who is not dying", room(), "aid ally"),
                new Case(Command.Grapple.class, "GRAP-START", "grappling a creature two sizes larger",
                        room().with("giant", "monsters", 2, 3, c -> c.size(Size.HUGE, 1, 1).control("player")),
                        "grapple giant"),
                new Case(Command.Shove.class, "SHOVE", "shoving a creature two sizes larger",
                        room().with("giant", "monsters", 2, 3, c -> c.size(Size.HUGE, 1, 1).control("player")),
                        "shove giant push"),
                new Case(Command.Escape.class, "GRAP-ESCAPE", "escaping while held by no one", room(), "escape"),
                new Case(Command.Cut.class, "COND-RESTRAINED", "cutting a net that holds no one", room(), "cut"),
                new Case(Command.Release.class, "GRAP-RELEASE", "releasing while holding no one", room(), "release"),
                new Case(Command.Help.class, "ACT-HELP", "helping against an enemy out of reach",
                        room().with("far", "monsters", 7, 3, c -> c.control("player")), "help ally far"),
                new Case(Command.Cast.class, "CAST-ROLL", "a spell with no slot left",
                        room(c -> c.caster("wizard", "magic-missile").slots(0)), "cast magic-missile gob"),
                new Case(Command.Ready.class, "ACT-READY", "readying a bow",
                        room(c -> c.weapons(TestScenario.LONGSWORD, TestScenario.SHORTBOW)),
                        "ready gob weapon=shortbow"),
                new Case(Command.Door.class, "TURN-OBJECT", "opening a door out of reach", room(), "open 4,1"),
                new Case(Command.Pick.class, "TURN-OBJECT", "picking a lock after moving",
                        room().locked(4, 1, 15), "move 3,1", "pick 4,1"));
    }

    private static ErrorEvent refusal(Case c) {
        Fight f = Fight.of(c.scenario()).start().run(c.lines());
        List<ErrorEvent> errors = f.all(ErrorEvent.class);
        assertEquals(1, errors.size(), "one refusal expected:" + f.lines());
        ErrorEvent e = errors.get(0);
        assertEquals(c.lines()[c.lines().length - 1], e.command(), "the last line is the refused one:" + f.lines());
        return e;
    }

    @TestFactory
    Stream<DynamicTest> aRefusedCommandNamesTheRuleThatRefusedIt() {
        return cases().stream().map(c -> DynamicTest.dynamicTest(c.rule() + ": " + c.what() + " ("
                + c.type().getSimpleName() + ")", () -> {
                    ErrorEvent e = refusal(c);
                    assertEquals(c.rule(), e.rule().get(0), e.reason());
                    for (String id : e.rule()) assertNotNull(REFERENCE.get(id), id + " is not a rule of the catalogue");
                }));
    }

    @Test
    @DisplayName("TURN-ECONOMY: 'already used its action' names TURN-ECONOMY; a second door names TURN-OBJECT too")
    void turnEconomyAndTheSecondObject() {
        ErrorEvent twice = refusal(cases().get(0));
        assertEquals(List.of("TURN-ECONOMY"), twice.rule());
        assertEquals("hero has already used its action this turn", twice.reason());
        Fight doors = Fight.of(room()).start().run("open 4,1", "move 3,1", "open 4,1", "close 4,1", "open 4,1");
        List<ErrorEvent> errors = doors.all(ErrorEvent.class);
        assertEquals(List.of("TURN-OBJECT"), errors.get(0).rule(), "out of reach:" + doors.lines());
        assertEquals(List.of("TURN-OBJECT", "TURN-ECONOMY"), errors.get(1).rule(), doors.lines());
    }

    @Test
    @DisplayName("TURN-ECONOMY: in a fight whose log keeps no events (a simulation's), a move is not taken back")
    void noTakeBackWithoutTheEvents() {
        List<ErrorEvent> heard = new ArrayList<>();
        Fight f = Fight.of(room()).before(x -> {
            x.game().battle().log().keepNoEvents();
            x.game().battle().log().listen(e -> {
                if (e.event() instanceof ErrorEvent error) heard.add(error);
            });
        }).start().run("move 2,3", "undo");
        assertEquals(1, heard.size());
        assertEquals("no move is taken back in a simulation", heard.get(0).reason());
        assertEquals("undo", heard.get(0).command());
        assertEquals(new escarmouche.rules.grid.Pos(2, 3), f.creature("hero").at(), "the move stands");
    }

    @Test
    @DisplayName("TURN-ECONOMY: a malformed command (an unknown creature) is refused without a rule")
    void malformedCommandsNameNoRule() {
        Fight f = Fight.of(room()).start().run("attack nobody");
        ErrorEvent e = f.first(ErrorEvent.class);
        assertEquals("no creature 'nobody'", e.reason());
        assertTrue(e.rule().isEmpty());
    }

    @Test
    @DisplayName("HP-DEAD: a spell aimed at a dead creature is refused by HP-DEAD; an unknown spell, a typo, names no rule")
    void aSpellAtTheDeadNamesHpDead() {
        TestScenario s = TestScenario.map("#######", "#.....#", "#######")
                .with("priest", "party", 1, 1, c -> c.caster("cleric", "cure-wounds").scores(10, 10, 12, 10, 16, 10)
                        .level(3).slots(4, 2).hp(20))
                .with("dead", "party", 2, 1, c -> c.pc("fighter").hp(-12).maxHp(20))
                .with("gob", "monsters", 5, 1, c -> c.hp(7))
                .initiative("priest", "gob");
        Fight f = Fight.of(s).start().run("cast cure-wounds dead", "cast cure-woonds dead");
        List<ErrorEvent> errors = f.all(ErrorEvent.class);
        assertEquals(2, errors.size(), f.lines());
        assertEquals("dead is dead", errors.get(0).reason());
        assertEquals(List.of("HP-DEAD"), errors.get(0).rule());
        assertTrue(errors.get(1).reason().startsWith("unknown spell 'cure-woonds'"), errors.get(1).reason());
        assertTrue(errors.get(1).rule().isEmpty(), "a spell not in the game is a malformed command");
    }

    @Test
    @DisplayName("HP-DEAD: an attack, a grapple or a shove aimed at a dead creature is refused by HP-DEAD")
    void blowsAtTheDeadNameHpDead() {
        TestScenario s = TestScenario.map("#######", "#.....#", "#######")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20))
                .with("dead", "monsters", 2, 1, c -> c.pc("fighter").hp(-12).maxHp(20))
                .with("gob", "monsters", 5, 1, c -> c.hp(7))
                .initiative("hero", "gob");
        Fight f = Fight.of(s).start().run("attack dead", "grapple dead", "shove dead prone");
        List<ErrorEvent> errors = f.all(ErrorEvent.class);
        assertEquals(3, errors.size(), f.lines());
        for (ErrorEvent e : errors) {
            assertEquals("dead is dead", e.reason(), f.lines());
            assertEquals(List.of("HP-DEAD"), e.rule(), f.lines());
        }
    }

    @Test
    @DisplayName("MOVE-ENTER: a walk to a square off the map is said to be off the map, not a path not found")
    void offTheMap() {
        Fight f = Fight.of(room()).start().run("moveto 99,99", "moveto 7,3");
        ErrorEvent e = f.first(ErrorEvent.class);
        assertEquals("99,99 is off the map", e.reason());
        assertEquals(List.of("MOVE-ENTER"), e.rule(), "as a step off the map names it");
        assertEquals(new escarmouche.rules.grid.Pos(7, 3), f.creature("hero").at(), "the turn goes on");
        // A step far off the map is off the map first: that it is not next to the walker says less.
        Fight step = Fight.of(room()).start().run("move 99,3", "move 40,40 41,41");
        assertEquals(List.of("99,3 is off the map", "40,40 is off the map (step 1 of 2)"),
                step.all(ErrorEvent.class).stream().map(ErrorEvent::reason).toList());
    }

    @Test
    @DisplayName("TURN-ECONOMY: every kind of command has a refusal by a rule in this test")
    void everyCommandTypeHasARefusal() {
        Set<String> covered = new TreeSet<>();
        for (Case c : cases()) covered.add(c.type().getSimpleName());
        List<String> missing = new ArrayList<>();
        for (Class<?> type : Command.class.getPermittedSubclasses()) {
            // Ending the turn and giving up the fight are always allowed.
            if (type != Command.End.class && type != Command.Yield.class && !covered.contains(type.getSimpleName())) missing.add(type.getSimpleName());
        }
        assertEquals(List.of(), missing, "add a refused command of each new kind to cases()");
    }

    @Test
    @DisplayName("TURN-ECONOMY: a refusal by a rule cannot be built without a rule ID")
    void aRuleRefusalNeedsItsRule() {
        assertThrows(IllegalArgumentException.class, () -> Outcome.Refused.by(List.of(), "no reason given"));
        assertThrows(IllegalArgumentException.class, () -> Outcome.Refused.by("turn economy", "not an ID"));
        assertFalse(Outcome.Refused.by("SHOVE", "ok").rules().isEmpty());
        assertTrue(Outcome.Refused.malformed("no creature 'x'").rules().isEmpty());
    }
}
