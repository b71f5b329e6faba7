package escarmouche.ui.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.command.CommandParser;
import escarmouche.engine.Game;
import escarmouche.engine.control.Controller;
import escarmouche.engine.control.PlayerInput;
import escarmouche.eventlog.EventJson;
import escarmouche.engine.movement.ReactionChoice;
import escarmouche.events.NoteEvent;
import escarmouche.events.OpportunityEvent;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.testing.TestScenario;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.FightSaves;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * OA-REACTION at a table: while the seat holding the reactor is asked whether it strikes, the mover's turn waits
 * on that answer, and every seat's status line says so instead of naming a move nobody can make yet.
 */
class TableQuestionTest {
    private static final Runnable NOBODY = () -> { };

    /**
     * bob holds the hero, the game master the goblin, carol nothing; the hero steps out of the goblin's reach, and
     * the game master is asked whether the goblin strikes (on the hero's first turn, or its second when a goblin that
     * starts hidden surprised it: TURN-SURPRISED).
     */
    private static Table asked(UnaryOperator<TestScenario.Creature> gob) {
        EncounterCatalog.Opened opened = new EncounterCatalog.Opened(TestScenario.map("#######", "#.....#", "#.....#", "#######")
                .with("hero", "party", 2, 1, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 3, 1, c -> gob.apply(c.hp(7).weapons(TestScenario.SCIMITAR).control("player")))
                .initiative("hero", "gob").build(), List.of());
        Table t = new TableHall().open("gm", opened, 1, FightSaves.NONE).table();
        t.join("gm", NOBODY);
        t.join("bob", () -> { });
        t.join("carol", () -> { });
        t.nextHolder("gm", "hero");
        t.start("gm");
        synchronized (t.lock()) {
            // A goblin that starts hidden surprises the hero, who loses its first turn: the goblin's ends first.
            if (t.fight().game().active().id().equals("gob")) {
                t.fight().submit(new CommandParser().parse("end"));
                t.moved("gm");
            }
            t.fight().submit(new CommandParser().parse("move 1,1"));
            t.moved("bob");
            assertNotNull(t.fight().game().question(), "the goblin is asked about its opportunity attack");
        }
        return t;
    }

    @Test
    @DisplayName("OA-REACTION: while the game master is asked whether the goblin strikes, the other seats read who decides,"
            + " not \"hero's move: you\", the asked seat that it is its answer; in English and in French; then the move goes on")
    void OA_REACTION_theSeatsReadWhoIsAsked() {
        Table t = asked(c -> c);
        assertEquals("Waiting: gm decides whether gob strikes. At the table: gm (GM), bob, carol", t.status("bob"));
        assertEquals("Waiting: gm decides whether gob strikes. At the table: gm (GM), bob, carol", t.status("carol"));
        assertEquals("Waiting for you: decide whether gob strikes. At the table: gm (GM), bob, carol · H: seats",
                t.status("gm"));
        ScreenMessages fr = ScreenMessages.of(Language.FR);
        assertEquals("En attente\u00a0: gm décide si gob frappe. À la table\u00a0: gm (MJ), bob, carol",
                t.status("bob", fr));
        assertEquals("En attente de vous\u00a0: décidez si gob frappe.", t.move("gm", fr));
        synchronized (t.lock()) {
            t.fight().game().answer(ReactionChoice.LET_GO);
            t.moved("gm");
            assertNull(t.fight().game().question());
        }
        assertEquals("hero's move: you.", t.move("bob", ScreenMessages.of(Language.EN)));
        assertEquals("hero's move: bob.", t.move("gm", ScreenMessages.of(Language.EN)));
    }

    @Test
    @DisplayName("OA-REACTION, ACT-HIDE: a hidden goblin asked whether it strikes is not named to the seats that do not"
            + " play it; its own seat reads its name")
    void OA_REACTION_ACT_HIDE_aHiddenReactorIsNotNamed() {
        Table t = asked(c -> c.hidden(20));
        ScreenMessages en = ScreenMessages.of(Language.EN);
        assertEquals("Waiting: gm decides whether an unseen creature strikes.", t.move("bob", en));
        assertEquals("En attente\u00a0: gm décide si une créature qu'on ne voit pas frappe.",
                t.move("bob", ScreenMessages.of(Language.FR)));
        assertEquals("Waiting for you: decide whether gob strikes.", t.move("gm", en));
    }

    /**
     * bob holds the hero, carol the goblin (played by hand: her seat answers its questions), the game master nothing
     * of the fight; the hero steps out of the goblin's reach and carol is asked whether it strikes.
     */
    private static Table carolAsked(boolean dropsToGm, Runnable carol) {
        return carolAsked(dropsToGm, carol, game -> { });
    }

    /** The same, {@code listen} told of the table's game before the fight starts (to keep its inputs and events). */
    private static Table carolAsked(boolean dropsToGm, Runnable carol, java.util.function.Consumer<Game> listen) {
        EncounterCatalog.Opened opened = new EncounterCatalog.Opened(TestScenario.map("#######", "#.....#", "#.....#", "#######")
                .with("hero", "party", 2, 1, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 3, 1, c -> c.hp(7).weapons(TestScenario.SCIMITAR).control("player"))
                .initiative("hero", "gob").build(), List.of());
        Table t = new TableHall().open("gm", opened, 1, FightSaves.NONE).table();
        t.join("gm", NOBODY);
        t.join("bob", () -> { });
        t.join("carol", carol);
        t.nextHolder("gm", "hero");
        // The goblin: gm -> bob -> carol.
        t.nextHolder("gm", "gob");
        t.nextHolder("gm", "gob");
        if (dropsToGm) t.dropToAi("gm", false);
        listen.accept(t.fight().game());
        t.start("gm");
        synchronized (t.lock()) {
            t.fight().submit(new CommandParser().parse("move 1,1"));
            t.moved("bob");
            assertEquals("gob", t.fight().game().question().reactor(), "carol's goblin is asked");
        }
        assertEquals("Waiting: carol decides whether gob strikes.", t.move("bob", ScreenMessages.of(Language.EN)));
        return t;
    }

    /** What the fight's log holds of the goblin's answer: its opportunity attack, or its letting the hero go. */
    private static List<String> answers(Table t) {
        synchronized (t.lock()) {
            return t.fight().battle().log().events().stream().map(e -> e.event())
                    .filter(e -> e instanceof OpportunityEvent || e instanceof NoteEvent n && n.text().contains(" go without striking"))
                    .map(e -> e instanceof OpportunityEvent o ? "strikes " + o.mover() : ((NoteEvent) e).text())
                    .toList();
        }
    }

    @Test
    @DisplayName("OA-REACTION: a seat asked whether its goblin strikes drops, its creatures going to the AI: the AI answers"
            + " by the goblin's behaviour (opportunity: always) and strikes, rather than letting the hero go")
    void OA_REACTION_aDroppedSeatsQuestionIsTheAisToAnswer() {
        Runnable carol = () -> { };
        Table t = carolAsked(false, carol);
        t.leave("carol", carol);
        synchronized (t.lock()) {
            assertNull(t.fight().game().question(), "the AI answered");
        }
        assertEquals(List.of("strikes hero"), answers(t));
    }

    /** The inputs and the event log of a table's game, as its recording and the screens have them. */
    private static final class Kept {
        final List<PlayerInput> inputs = new ArrayList<>();
        final List<String> log = new ArrayList<>();

        void listen(Game game) {
            game.onInput(inputs::add);
            EventJson json = new EventJson();
            game.battle().log().listen(e -> log.add(json.line(e)));
        }
    }

    /** The event log of {@code inputs} played again on carol's fight, with the replay viewer's notes of each switch. */
    private static List<String> replayed(Table t, List<PlayerInput> inputs, List<String> switches) {
        Game again = Game.of(t.fight().game().scenario(), t.seed());
        List<String> log = new ArrayList<>();
        EventJson json = new EventJson();
        again.battle().log().listen(e -> log.add(json.line(e)));
        again.onSwitch(c -> log.add("switch " + c.creature() + (c.byHand() ? " hand" : " ai")));
        assertNull(again.replay(inputs, Controller.SUBMITTED));
        switches.addAll(log.stream().filter(l -> l.startsWith("switch ") || l.contains("\"type\":\"opportunity\"")).toList());
        return log.stream().filter(l -> !l.startsWith("switch ")).toList();
    }

    @Test
    @DisplayName("OA-REACTION: a seat asked whether its goblin strikes drops: the recording hands the goblin to the AI at"
            + " that moment before anything is answered, and the AI's strike is no input; the replay makes the switch"
            + " before the attack and gives the live log")
    void OA_REACTION_aDroppedSeatsSwitchIsRecordedBeforeTheAnswer() {
        Runnable carol = () -> { };
        Kept kept = new Kept();
        Table t = carolAsked(false, carol, kept::listen);
        int asked;
        synchronized (t.lock()) {
            asked = t.fight().game().moment();
        }
        int before = kept.inputs.size();
        t.leave("carol", carol);
        assertEquals(List.of("strikes hero"), answers(t));
        List<PlayerInput> after = kept.inputs.subList(before, kept.inputs.size());
        assertEquals(new PlayerInput.Control("gob", false, asked), after.get(0), after.toString());
        assertFalse(after.stream().anyMatch(i -> i instanceof PlayerInput.Answer), after.toString());
        List<String> switches = new ArrayList<>();
        assertEquals(kept.log, replayed(t, kept.inputs, switches));
        assertEquals("switch gob ai", switches.get(switches.size() - 2), switches.toString());
        assertTrue(switches.get(switches.size() - 1).contains("\"type\":\"opportunity\""), switches.toString());
    }

    @Test
    @DisplayName("OA-REACTION: a recording of the older order (the strike, then the goblin handed to the AI at the next"
            + " moment) replays as before: the strike read as carol's answer, the switch after the attack")
    void OA_REACTION_anOlderRecordingWithTheSwitchAfterTheAnswerReplaysAsBefore() {
        Runnable carol = () -> { };
        Kept kept = new Kept();
        Table t = carolAsked(false, carol, kept::listen);
        int asked;
        List<PlayerInput> older;
        synchronized (t.lock()) {
            asked = t.fight().game().moment();
            older = new ArrayList<>(kept.inputs);
        }
        t.leave("carol", carol);
        // As the previous version wrote it: the AI's answer as carol's, then the switch once the question was gone.
        older.add(new PlayerInput.Answer(ReactionChoice.STRIKE));
        older.add(new PlayerInput.Control("gob", false, asked + 1));
        List<String> switches = new ArrayList<>();
        assertEquals(kept.log, replayed(t, older, switches));
        assertTrue(switches.get(switches.size() - 2).contains("\"type\":\"opportunity\""), switches.toString());
        assertEquals("switch gob ai", switches.get(switches.size() - 1), switches.toString());
    }

    @Test
    @DisplayName("OA-REACTION: a seat asked whether its goblin strikes drops, the game master chose to take over dropped"
            + " seats: the game master is asked, nothing is answered for them")
    void OA_REACTION_aDroppedSeatsQuestionGoesToTheGameMasterWhenChosen() {
        Runnable carol = () -> { };
        Table t = carolAsked(true, carol);
        t.leave("carol", carol);
        assertEquals("Waiting for you: decide whether gob strikes.", t.move("gm", ScreenMessages.of(Language.EN)));
        assertEquals(List.of(), answers(t));
    }
}
