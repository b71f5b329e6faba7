package escarmouche.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.battle.Creature;
import escarmouche.events.NoteEvent;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.grid.Pos;
import escarmouche.testing.Scripts;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The AI's {@code pickup} pays as the command does (PickupCost): a weapon let fall on going unconscious
 * (COND-UNCONSCIOUS) is an object interaction (TURN-OBJECT), a fumble's drop (ATK-FUMBLE) the whole movement or
 * the action.
 */
class DroppedWeaponPickupAiTest {
    private static final String RULES = "{\"do\": \"pickup\"}, {\"do\": \"hold\"}";

    /** A goblin (scimitar) deciding first at 1,1, a fighter far east. */
    private static AiCase goblin() {
        return AiCase.of(Scripts.scenario("""
                        {"format": 1, "map": {"rows": ["############", "#..........#", "#..........#", "############"]},
                         "combatants": [
                           {"id": "gob", "template": "goblin", "at": [1, 1], "weapons": ["scimitar"]},
                           {"id": "hero", "template": "fighter", "at": [10, 1]}
                         ],
                         "initiative": ["gob", "hero"]}
                        """))
                .rules("gob", RULES).start();
    }

    /** The goblin's scimitar taken from its hand and laid at {@code at}, fallen by {@code rule}. */
    private static void lay(AiCase c, Pos at, String rule) {
        Creature gob = c.creature("gob");
        Weapon scimitar = gob.arsenal.weapons.remove(0);
        gob.arsenal.inHand = null;
        c.game().battle().ground().drop(at, scimitar, "gob", rule);
    }

    private static NoteEvent lastNote(AiCase c) {
        List<NoteEvent> notes = c.game().battle().log().events().stream().map(e -> e.event())
                .filter(NoteEvent.class::isInstance).map(NoteEvent.class::cast).toList();
        return notes.get(notes.size() - 1);
    }

    @Test
    @DisplayName("COND-UNCONSCIOUS, TURN-OBJECT: a goblin on the scimitar it dropped going unconscious takes it up with"
            + " its free object interaction, keeping its 6 movement and its action")
    void COND_UNCONSCIOUS_TURN_OBJECT_aiPicksUpWithTheFreeInteraction() {
        AiCase c = goblin();
        Creature gob = c.creature("gob");
        // The very drop of a creature going unconscious, in its own square.
        Weapon scimitar = c.game().services().conditions.dropWeaponInHand(gob, "COND-UNCONSCIOUS");
        assertEquals("scimitar", scimitar.id());
        assertEquals("pickup scimitar", c.next());
        c.play();
        assertEquals("gob picks up the scimitar at 1,1, using its free object interaction", lastNote(c).text());
        assertEquals(List.of("TURN-OBJECT"), lastNote(c).rule());
        assertTrue(gob.turn.objectUsed);
        assertFalse(gob.turn.actionUsed);
        assertFalse(gob.turn.moved);
        assertEquals(6, gob.turn.movementLeft);
        assertEquals("scimitar", gob.arsenal.inHand);
    }

    @Test
    @DisplayName("COND-UNCONSCIOUS, TURN-OBJECT: its action spent, a goblin still walks to the scimitar it dropped going"
            + " unconscious, two squares off, and takes it up with its free object interaction; a fumbled one"
            + " (ATK-FUMBLE) it leaves: the action is all that would pay once there")
    void COND_UNCONSCIOUS_TURN_OBJECT_aiWalksToItWithoutItsAction() {
        AiCase dropped = goblin();
        lay(dropped, new Pos(3, 1), "COND-UNCONSCIOUS");
        dropped.creature("gob").turn.actionUsed = true;
        assertEquals("move 2,1 3,1", dropped.next());
        assertEquals("pickup scimitar", dropped.afterNext());
        dropped.play();
        assertEquals("gob picks up the scimitar at 3,1, using its free object interaction", lastNote(dropped).text());
        assertTrue(dropped.creature("gob").turn.objectUsed);

        AiCase fumbled = goblin();
        lay(fumbled, new Pos(3, 1), "ATK-FUMBLE");
        fumbled.creature("gob").turn.actionUsed = true;
        assertEquals("end", fumbled.next());
    }
}
