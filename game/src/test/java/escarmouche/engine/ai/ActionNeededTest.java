package escarmouche.engine.ai;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.behaviour.Action;
import escarmouche.behaviour.ActionKind;
import escarmouche.behaviour.Rule;
import escarmouche.behaviour.SpellFacts;
import escarmouche.behaviour.Target;
import escarmouche.simulate.Simulation;
import escarmouche.testing.Scripts;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@code check} warns of a rule whose action needs the creature's action under {@code {"self": "acted"}}
 * ({@link ActionKind#needsAction()}): here, at every point of real fights where a creature's action is
 * spent, no planner of such an action could give a command, as the warning says.
 */
class ActionNeededTest {
    /** One action of each kind, with the fields a rule would give it. */
    private static Action sample(ActionKind kind) {
        return switch (kind) {
            case ATTACK -> new Action.Attack();
            case FLANK -> new Action.Flank();
            case APPROACH -> new Action.Approach();
            case SHOOT -> new Action.Shoot(3);
            case GRAPPLE -> new Action.Grapple();
            case SHOVE -> new Action.Shove();
            case ESCAPE -> new Action.Escape();
            case DISENGAGE -> new Action.Disengage();
            case FLEE -> new Action.Flee();
            case DODGE -> new Action.Dodge();
            case SEARCH -> new Action.Search();
            case HIDE -> new Action.Hide(10);
            case READY -> new Action.Ready(true);
            case CAST -> new Action.Cast(new SpellFacts("sacred-flame", 0, 12, 0, false, true));
            case DRINK -> new Action.Drink(List.of("potion-of-healing"));
            case HELP -> new Action.Help();
            case HOLD -> new Action.Hold();
            case PICKUP -> new Action.Pickup();
            case STAND -> new Action.Stand();
            case YIELD -> new Action.Yield();
        };
    }

    @Test
    @DisplayName("TURN-ECONOMY: once the action is spent, no rule of an action that needs it is possible, in every situation of three encounters")
    void spentActionLeavesNothing() {
        List<Rule> needing = new ArrayList<>();
        for (ActionKind k : ActionKind.values()) {
            if (k.needsAction()) needing.add(new Rule(List.of(), sample(k), Target.NEAREST, false, true, null, "test", 1));
        }
        int[] spent = {0};
        for (String id : List.of("ambush-in-the-crypt", "ogre-and-grapplers", "crypt-of-the-wight")) {
            EverySituation.check(Simulation.allAi(Scripts.encounter(id)), 2, s -> {
                if (s.hasAction()) return;
                spent[0]++;
                for (Rule r : needing) assertFalse(Plans.possible(r, s), s.self.id() + ": " + r.action().kind().id());
            });
        }
        assertTrue(spent[0] > 500, "situations with the action spent: " + spent[0]);
    }
}
