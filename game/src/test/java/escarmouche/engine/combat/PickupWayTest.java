package escarmouche.engine.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.battle.Creature;
import escarmouche.events.AttackEvent;
import escarmouche.events.ErrorEvent;
import escarmouche.events.NoteEvent;
import escarmouche.rules.core.Condition;
import escarmouche.rules.grid.Pos;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * ATK-FUMBLE 5: the weapon that fell is picked up with the whole movement or the action, the creature's
 * choice ({@code pickup with=move|action}); without {@code with}, the whole movement while none is spent
 * ({@link FumbleEngineTest}). A way that cannot pay is refused with its own reason, and nothing changes.
 */
class PickupWayTest {
    /** Hero's first attack: natural 1, d6 5, the longsword drops at 2,1; then the dice given. */
    private static Fight dropped(Integer... then) {
        Integer[] dice = new Integer[then.length + 2];
        dice[0] = 1;
        dice[1] = 5;
        System.arraycopy(then, 0, dice, 2, then.length);
        return Fight.of(TestScenario.map("#######", "#.....#", "#.....#", "#######")
                .with("hero", "party", 2, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(16)
                        .weapons(Arms.LONGSWORD))
                .with("gob", "monsters", 3, 1, c -> c.hp(30).ac(12).control("player"))
                .initiative("hero", "gob").dice(dice)).start();
    }

    private static NoteEvent lastNote(Fight f) {
        List<NoteEvent> notes = f.all(NoteEvent.class);
        return notes.get(notes.size() - 1);
    }

    @Test
    @DisplayName("ATK-FUMBLE: prone at 6/6, 'pickup with=action' spends the action only: standing up then leaves 3 of 6")
    void ATK_FUMBLE_pickupWithTheActionKeepsTheMovement() {
        Fight f = dropped().run("attack gob", "prone", "end", "end", "pickup with=action");
        Creature hero = f.creature("hero");
        assertEquals("hero picks up the longsword at 2,1, using its action", lastNote(f).text());
        assertEquals(List.of("ATK-FUMBLE"), lastNote(f).rule());
        assertTrue(hero.turn.actionUsed);
        assertFalse(hero.turn.moved);
        assertEquals(6, hero.turn.movementLeft);
        assertEquals("longsword", hero.arsenal.inHand);
        assertTrue(f.game().battle().ground().all().isEmpty());
        f.run("stand");
        assertFalse(hero.has(Condition.PRONE));
        assertEquals(3, hero.turn.movementLeft);
        assertTrue(f.all(ErrorEvent.class).isEmpty(), f.all(ErrorEvent.class).toString());
    }

    @Test
    @DisplayName("ATK-FUMBLE: 'pickup with=move' spends the whole movement (0 left) and keeps the action for an attack")
    void ATK_FUMBLE_pickupWithTheMovementKeepsTheAction() {
        Fight f = dropped(10, 3).run("attack gob", "end", "end", "pickup with=move");
        Creature hero = f.creature("hero");
        assertEquals("hero picks up the longsword at 2,1, using its whole movement", lastNote(f).text());
        assertEquals(0, hero.turn.movementLeft);
        assertTrue(hero.turn.moved);
        assertFalse(hero.turn.actionUsed);
        f.run("attack gob");
        AttackEvent second = f.all(AttackEvent.class).get(1);
        assertEquals("longsword", second.weapon());
        assertTrue(f.all(ErrorEvent.class).isEmpty(), f.all(ErrorEvent.class).toString());
    }

    @Test
    @DisplayName("ATK-FUMBLE, TURN-ECONOMY: 'with=move' after a step, 'with=action' after a dodge: refused, the sword stays")
    void ATK_FUMBLE_aWayThatCannotPayIsRefused() {
        Fight moved = dropped().run("attack gob", "end", "end", "move 2,2", "move 2,1", "pickup with=move");
        ErrorEvent e = moved.first(ErrorEvent.class);
        assertEquals("pickup with=move", e.command());
        assertEquals("picking up the longsword with movement takes the whole movement: hero has already used some"
                + " of it this turn", e.reason());
        assertEquals(List.of("ATK-FUMBLE", "TURN-ECONOMY"), e.rule());
        assertEquals(1, moved.game().battle().ground().all().size());
        assertEquals(4, moved.creature("hero").turn.movementLeft);
        moved.run("pickup with=action");
        assertTrue(moved.game().battle().ground().all().isEmpty());

        Fight dodged = dropped().run("attack gob", "end", "end", "dodge", "pickup with=action");
        assertEquals("picking up the longsword with the action: hero has already used its action this turn",
                dodged.first(ErrorEvent.class).reason());
        assertEquals(1, dodged.game().battle().ground().all().size());
        assertEquals(6, dodged.creature("hero").turn.movementLeft);
    }

    @Test
    @DisplayName("HP-DISABLED: at 0 HP, after a step no action to pick up with, after a dodge no movement")
    void HP_DISABLED_pickupWaysRefused() {
        Fight stepped = disabledOnItsSword().run("move 2,2", "move 2,1", "pickup with=action");
        assertEquals("hero is disabled (0 HP) and has already moved: no action this turn",
                stepped.first(ErrorEvent.class).reason());
        assertEquals(List.of("HP-DISABLED"), stepped.first(ErrorEvent.class).rule());
        Fight dodged = disabledOnItsSword().run("dodge", "pickup with=move");
        assertEquals("hero is disabled (0 HP) and has already acted: no movement this turn",
                dodged.first(ErrorEvent.class).reason());
        assertEquals(1, dodged.game().battle().ground().all().size());
    }

    @Test
    @DisplayName("TURN-OBJECT: a thrown dagger is never picked up with movement; with=action spends the action, not the free interaction")
    void TURN_OBJECT_thrownWeaponWays() {
        Fight f = onAThrownDagger().run("pickup dagger with=move");
        assertEquals("picking up the dagger, a thrown weapon, is an object interaction, never movement (TURN-OBJECT)",
                f.first(ErrorEvent.class).reason());
        f.run("pickup dagger with=action");
        Creature hero = f.creature("hero");
        assertEquals("hero picks up the dagger at 2,1, using its action", lastNote(f).text());
        assertEquals(List.of("TURN-OBJECT", "ACT-USE"), lastNote(f).rule());
        assertTrue(hero.turn.actionUsed);
        assertFalse(hero.turn.objectUsed);
        assertEquals(6, hero.turn.movementLeft);
    }

    private static Fight disabledOnItsSword() {
        return Fight.of(TestScenario.map("#######", "#.....#", "#.....#", "#######")
                        .with("hero", "party", 2, 1, c -> c.pc("fighter").abilities(16, 12).hp(0).ac(16))
                        .with("gob", "monsters", 5, 2, c -> c.hp(30).ac(12).control("player"))
                        .initiative("hero", "gob"))
                .before(f -> f.game().battle().ground().drop(new Pos(2, 1), Arms.LONGSWORD, "hero", "ATK-FUMBLE"))
                .start();
    }

    private static Fight onAThrownDagger() {
        return Fight.of(TestScenario.map("#######", "#.....#", "#.....#", "#######")
                        .with("hero", "party", 2, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(16))
                        .with("gob", "monsters", 5, 2, c -> c.hp(30).ac(12).control("player"))
                        .initiative("hero", "gob"))
                .before(f -> f.game().battle().ground().land(new Pos(2, 1), Arms.DAGGER, "hero"))
                .start();
    }
}
