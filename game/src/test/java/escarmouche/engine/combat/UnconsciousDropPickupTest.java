package escarmouche.engine.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.battle.Creature;
import escarmouche.events.ErrorEvent;
import escarmouche.events.HealEvent;
import escarmouche.events.NoteEvent;
import escarmouche.rules.core.Condition;
import escarmouche.testing.Fight;
import escarmouche.testing.Scripts;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * COND-UNCONSCIOUS says a creature drops what it holds, not what taking it up again costs: the whole movement
 * or the action is ATK-FUMBLE's house price for a fumble alone. A weapon let fall on going unconscious is an
 * object on the ground like any other (TURN-OBJECT): the turn's free object interaction, or the action (ACT-USE).
 */
class UnconsciousDropPickupTest {
    /**
     * The explorer's case: a fighter that starts dying at -3 (unconscious, prone, its longsword beside it at 1,1)
     * is healed by the cleric first (cure wounds: d20 15 to cast, 1d8 2 + Wis 3 = 5: up to 2 HP), then plays.
     */
    private static Fight healedOnItsSword() {
        return Fight.of(Scripts.scenario("""
                {"format": 1, "map": {"rows": ["#######", "#.....#", "#.....#", "#######"]},
                 "combatants": [
                   {"id": "mathis", "template": "cleric", "at": [1, 2]},
                   {"id": "hero", "template": "fighter", "at": [1, 1], "hp": -3, "conditions": ["unconscious", "prone"]},
                   {"id": "gob", "template": "goblin", "at": [5, 1], "control": "player"}
                 ],
                 "initiative": ["mathis", "hero", "gob"], "dice": [15, 2]}
                """)).start().run("cast cure-wounds hero", "end");
    }

    private static NoteEvent lastNote(Fight f) {
        List<NoteEvent> notes = f.all(NoteEvent.class);
        return notes.get(notes.size() - 1);
    }

    @Test
    @DisplayName("COND-UNCONSCIOUS, TURN-OBJECT: healed, the fighter takes up the longsword it dropped with its free"
            + " object interaction: 6 of 6 movement and its action kept, so it stands up (3 left) and still has the action")
    void COND_UNCONSCIOUS_TURN_OBJECT_droppedWeaponIsTheFreeInteraction() {
        Fight f = healedOnItsSword();
        NoteEvent dropped = f.first(NoteEvent.class);
        assertEquals("hero drops their longsword at 1,1", dropped.text(), "a hero is \"they\", as the text log says");
        assertEquals(List.of("COND-UNCONSCIOUS"), dropped.rule());
        assertEquals(2, f.first(HealEvent.class).hp());
        Creature hero = f.creature("hero");
        assertEquals(hero, f.game().battle().active());

        f.run("pickup");
        assertEquals("hero picks up the longsword at 1,1, using its free object interaction", lastNote(f).text());
        assertEquals(List.of("TURN-OBJECT"), lastNote(f).rule());
        assertTrue(hero.turn.objectUsed);
        assertFalse(hero.turn.actionUsed);
        assertFalse(hero.turn.moved);
        assertEquals(6, hero.turn.movementLeft);
        assertEquals("longsword", hero.arsenal.inHand);
        assertTrue(f.game().battle().ground().all().isEmpty());

        f.run("stand");
        assertFalse(hero.has(Condition.PRONE));
        assertEquals(3, hero.turn.movementLeft);
        assertFalse(hero.turn.actionUsed);
        assertTrue(f.all(ErrorEvent.class).isEmpty(), f.lines());
    }

    @Test
    @DisplayName("COND-UNCONSCIOUS, TURN-OBJECT, ACT-USE: no movement picks the dropped longsword up ('with=move' refused);"
            + " 'with=action' spends the action and keeps the free interaction and the 6 movement")
    void COND_UNCONSCIOUS_TURN_OBJECT_noMovementTheActionWhenAsked() {
        Fight f = healedOnItsSword().run("pickup with=move");
        ErrorEvent refused = f.first(ErrorEvent.class);
        assertEquals("pickup with=move", refused.command());
        assertEquals("picking up the longsword is an object interaction, never movement (TURN-OBJECT)",
                refused.reason());
        assertEquals(List.of("TURN-OBJECT"), refused.rule());
        assertEquals(1, f.game().battle().ground().all().size());

        f.run("pickup with=action");
        Creature hero = f.creature("hero");
        assertEquals("hero picks up the longsword at 1,1, using its action", lastNote(f).text());
        assertEquals(List.of("TURN-OBJECT", "ACT-USE"), lastNote(f).rule());
        assertTrue(hero.turn.actionUsed);
        assertFalse(hero.turn.objectUsed);
        assertEquals(6, hero.turn.movementLeft);
        assertEquals(1, f.all(ErrorEvent.class).size(), f.lines());
    }

    @Test
    @DisplayName("TURN-OBJECT, ACT-USE: its free object interaction already spent this turn, the longsword it dropped"
            + " (COND-UNCONSCIOUS) costs the action, not the whole movement: 6 of 6 left")
    void TURN_OBJECT_secondInteractionTakesTheAction() {
        Fight f = healedOnItsSword();
        Creature hero = f.creature("hero");
        hero.turn.objectUsed = true;
        f.run("pickup");
        assertEquals("hero picks up the longsword at 1,1, using its action", lastNote(f).text());
        assertEquals(List.of("TURN-OBJECT", "ACT-USE"), lastNote(f).rule());
        assertTrue(hero.turn.actionUsed);
        assertFalse(hero.turn.moved);
        assertEquals(6, hero.turn.movementLeft);
    }
}
