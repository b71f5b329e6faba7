package escarmouche.ui.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.behaviour.ActionKind;
import escarmouche.command.Command;
import escarmouche.engine.Game;
import escarmouche.engine.battle.LoggedEvent;
import escarmouche.events.AttackEvent;
import escarmouche.rules.grid.Pos;
import escarmouche.behaviour.BehaviourCondition;
import escarmouche.behaviour.Rule;
import escarmouche.behaviour.SelfState;
import escarmouche.content.load.Loaded;
import escarmouche.content.load.ScenarioLoader;
import escarmouche.content.model.CombatantSpec;
import escarmouche.content.model.Scenario;
import escarmouche.launch.ContentCatalog;
import escarmouche.testing.RealContent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The tutorial's checklist and its awake goblin's script say the same lessons: the fight ends (Snarl yields) exactly
 * when every lesson is ticked and the hero holds it, never with one left open, as a grapple on the sleeper once did,
 * nor after a grapple the hero lost, which its reason ("seized and outmatched") would belie.
 */
class TutorialScenarioTest {
    private static Scenario tutorial() {
        Path content = Files.isDirectory(Path.of("..", "content")) ? Path.of("..", "content") : Path.of("content");
        Loaded<Scenario> loaded = new ScenarioLoader().load(content.resolve(ContentCatalog.TUTORIAL), RealContent.content());
        assertTrue(loaded.ok(), () -> loaded.problems().toString());
        return loaded.value();
    }

    @Test
    @DisplayName("GRAP-START, ATK-CRIT, OA-WITHIN: Snarl's yield asks for the checklist's lessons, the grapple as a fought"
            + " contest (contested), the others as rules that fired (happened), and Snarl held")
    void GRAP_START_snarlYieldsOnTheChecklistsLessons() {
        CombatantSpec snarl = tutorial().combatants().stream().filter(c -> c.id().equals("g1")).findFirst().orElseThrow();
        Rule yield = snarl.creature().script().rules().stream()
                .filter(r -> r.action().kind() == ActionKind.YIELD).findFirst().orElseThrow();
        List<String> happened = new ArrayList<>();
        List<String> contested = new ArrayList<>();
        for (Tutorial.Objective o : Tutorial.OBJECTIVES) (o.contested() ? contested : happened).add(o.rule());
        assertEquals(List.of(new BehaviourCondition.Happened(happened), new BehaviourCondition.Contested(contested),
                new BehaviourCondition.SelfIs(SelfState.GRAPPLED)), yield.when(),
                "held at the time too: a grapple the hero lost is a lesson fought, not a goblin seized");
        assertEquals(List.of("ATK-CRIT", "OA-WITHIN"), happened);
        assertEquals(List.of("GRAP-START"), contested);
        assertEquals(1, yield.number(), "its first rule: nothing it would do first keeps it from yielding");
    }

    private static List<AttackEvent> attacks(Game game, String attacker) {
        return game.battle().log().events().stream().map(LoggedEvent::event).filter(AttackEvent.class::isInstance)
                .map(AttackEvent.class::cast).filter(a -> a.attacker().equals(attacker)).toList();
    }

    @Test
    @DisplayName("COND-UNCONSCIOUS, ATK-CRIT: a javelin thrown at the sleeping Dozer from 2 squares plays by the ordinary"
            + " rules (one seeded d20, no forced chain); the blow from next to it then rolls the lesson's 20, 20, 20, 3: x4")
    void COND_UNCONSCIOUS_theLessonsDiceWaitForTheBlowFromNextToTheSleeper() {
        Game game = Game.of(tutorial(), 11);
        game.start();
        game.advance();
        assertEquals("rowan", game.active().id());
        game.submit(Command.Attack.with("g2", "javelin", null));
        AttackEvent thrown = attacks(game, "rowan").get(0);
        assertEquals(1, thrown.rolls().size(), "advantage and disadvantage cancel: one d20, and no chain");
        assertFalse(thrown.critical(), thrown.toString());
        assertEquals(1, thrown.multiplier());
        assertNotEquals(20, thrown.rolls().get(0).value(), "not the plan's 20");

        Game close = Game.of(tutorial(), 11);
        close.start();
        close.advance();
        close.submit(Command.Move.careful(List.of(new Pos(3, 2))));
        close.submit(Command.Attack.with("g2", null, null));
        AttackEvent blow = attacks(close, "rowan").get(0);
        assertEquals(List.of(20, 20, 20, 3), blow.rolls().stream().map(r -> r.value()).toList());
        assertEquals(4, blow.multiplier());
    }
}
