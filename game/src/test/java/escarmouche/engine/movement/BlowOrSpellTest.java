package escarmouche.engine.movement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.control.Controller;
import escarmouche.events.AttackEvent;
import escarmouche.events.CastEvent;
import escarmouche.events.DamageEvent;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.grid.Pos;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * OA-REACTION [HOUSE]: a caster played by hand whom a mover provokes, with both a melee weapon that reaches
 * and a one-segment spell, chooses between them; a plain strike takes what the game would (CAST-OA's policy).
 */
class BlowOrSpellTest {
    private static final String[] ROOM = {"#######", "#.....#", "#.....#", "#######"};

    /** A wizard (Int +3 over Str -1 and Dex +2: the policy casts) beside a goblin played by hand, which moves first. */
    private static Fight asked(Integer... dice) {
        Fight f = Fight.of(TestScenario.map(ROOM)
                .with("mage", "party", 1, 1, c -> c.caster("wizard", "fire-bolt").scores(8, 14, 14, 16, 16, 10)
                        .slots(2).hp(20))
                .with("gob", "monsters", 2, 1, c -> c.hp(30).control("player"))
                .initiative("gob", "mage").dice(dice));
        f.game().controlPlayers(Controller.submitted((r, q) -> ReactionChoice.ASK));
        return f.start().run("move 3,1");
    }

    @Test
    @DisplayName("OA-REACTION: the question names both the weapon that reaches and the spell, and which a plain strike takes")
    void OA_REACTION_theQuestionOffersBoth() {
        OpportunityQuestion q = asked().game().question();
        assertEquals(new OpportunityQuestion("mage", "gob", "OA-LEAVE", new Pos(2, 1), "longsword", "fire-bolt", true), q);
        assertTrue(q.offersBoth());
    }

    @Test
    @DisplayName("OA-REACTION: a wizard whose policy casts may still strike with its weapon: one longsword blow, no cast")
    void OA_REACTION_weaponChosen() {
        Fight f = asked(15, 4);
        f.game().answer(ReactionChoice.WEAPON);
        assertTrue(f.all(CastEvent.class).isEmpty(), f.lines());
        AttackEvent a = f.first(AttackEvent.class);
        assertEquals("longsword", a.weapon());
        assertTrue(a.rule().containsAll(List.of("OA-REACTION", "OA-LEAVE")), a.rule().toString());
        assertTrue(a.rule().stream().noneMatch(r -> r.startsWith("CAST-")), a.rule().toString());
        // d20 15 +2 Dex (the better of Str -1 and Dex, ATK-ABILITY) +2 prof = 19; no melee penalty, which is the
        // casting roll's (CAST-ROLL): a hit.
        assertEquals(19, a.total());
        assertTrue(a.hit());
        assertEquals(4, f.first(DamageEvent.class).final_(), "d8 4, Dex to the hit rather than the damage (ATK-DEXDMG)");
        assertEquals(26, f.creature("gob").hp());
        assertTrue(f.creature("mage").turn.reactionUsed);
        assertEquals(new Pos(3, 1), f.creature("gob").at(), "the goblin goes on");
    }

    @Test
    @DisplayName("OA-REACTION: the spell chosen is cast as CAST-OA casts it: the casting roll with its melee penalty, then the bolt")
    void OA_REACTION_spellChosen() {
        Fight f = asked(10, 15, 14, 5);
        f.game().answer(ReactionChoice.SPELL);
        CastEvent cast = f.first(CastEvent.class);
        assertEquals(List.of("CAST-OA", "CAST-ROLL", "OA-REACTION", "OA-LEAVE", "CLASS-WIZARD"), cast.rule());
        assertEquals(List.of(new Modifier("Int", 3), new Modifier("melee: gob level 1", -1)), cast.modifiers());
        assertEquals(12, cast.total());
        AttackEvent a = f.first(AttackEvent.class);
        assertEquals("fire-bolt", a.weapon());
        assertEquals("disadvantage", a.advantage());
        assertEquals(19, a.total(), "the lower of 15 and 14, +3 Int +2 prof");
        assertEquals(25, f.creature("gob").hp(), "d10 5");
        assertTrue(f.creature("mage").turn.reactionUsed);
    }

    @Test
    @DisplayName("OA-REACTION: a plain strike is today's: this wizard casts, as its policy says (CAST-OA)")
    void OA_REACTION_plainStrikeKeepsThePolicy() {
        Fight f = asked(10, 15, 14, 5);
        f.game().answer(ReactionChoice.STRIKE);
        assertEquals("fire-bolt", f.first(CastEvent.class).spell());
        assertEquals(25, f.creature("gob").hp());
    }

    @Test
    @DisplayName("OA-REACTION: an answer naming a blow the question does not offer is not taken: the question still waits")
    void OA_REACTION_aChoiceNotOfferedIsRefused() {
        Fight strong = Fight.of(TestScenario.map(ROOM)
                .with("mage", "party", 1, 1, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 2, 1, c -> c.hp(30).control("player"))
                .initiative("gob", "mage").dice(15, 4));
        strong.game().controlPlayers(Controller.submitted((r, q) -> ReactionChoice.ASK));
        strong.start().run("move 3,1");
        OpportunityQuestion q = strong.game().question();
        assertNull(q.spell(), "a fighter has no spell to offer");
        strong.game().answer(ReactionChoice.SPELL);
        assertEquals(q, strong.game().question(), "still asked");
        assertTrue(strong.all(AttackEvent.class).isEmpty());
        strong.game().answer(ReactionChoice.WEAPON);
        assertEquals("longsword", strong.first(AttackEvent.class).weapon());
    }
}
