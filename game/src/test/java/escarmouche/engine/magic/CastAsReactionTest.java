package escarmouche.engine.magic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.events.AttackEvent;
import escarmouche.events.CastEvent;
import escarmouche.events.OpportunityEvent;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.core.RuleSet;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** CAST-OA and OA-REACTION's spell variant. */
class CastAsReactionTest {
    private static final String[] ROOM = {"#######", "#.....#", "#.....#", "#######"};

    private static TestScenario beside(String cls, int str, String... spells) {
        return TestScenario.map(ROOM)
                .with("mage", "party", 1, 1, c -> c.caster(cls, spells).scores(str, 14, 14, 16, 16, 10)
                        .slots(2).hp(20))
                .with("gob", "monsters", 2, 1, c -> c.hp(30).control("player"))
                .initiative("gob", "mage");
    }

    @Test
    @DisplayName("CAST-OA: castAsReaction picks a one-segment spell (cantrips first) and casts it at the mover")
    void CAST_OA_serviceCall() {
        Fight f = Fight.of(beside("wizard", 8, "magic-missile", "fire-bolt").dice(10, 15, 14, 5)).start();
        var spells = f.game().services().spells;
        assertEquals("fire-bolt", spells.reactionSpell(f.creature("mage"), f.creature("gob")).id());
        assertTrue(spells.castAsReaction(f.creature("mage"), f.creature("gob"), List.of("OA-REACTION")));
        CastEvent cast = f.first(CastEvent.class);
        assertEquals(List.of("CAST-OA", "CAST-ROLL", "OA-REACTION", "CLASS-WIZARD"), cast.rule());
        assertEquals(List.of(new Modifier("Int", 3), new Modifier("melee: gob level 1", -1)), cast.modifiers());
        AttackEvent a = f.first(AttackEvent.class);
        assertEquals("fire-bolt", a.weapon());
        assertEquals("disadvantage", a.advantage());
        assertEquals(19, a.total());
        assertEquals(25, f.creature("gob").hp());
        assertEquals(List.of(2), f.creature("mage").resources.slots, "a cantrip: no slot spent");
    }

    @Test
    @DisplayName("OA-REACTION: a wizard whose Int beats its Str and Dex answers a fleeing enemy with a spell")
    void OA_REACTION_wizardCasts() {
        Fight f = Fight.of(beside("wizard", 8, "fire-bolt").dice(10, 15, 14, 5)).start().run("move 3,1");
        OpportunityEvent oa = f.first(OpportunityEvent.class);
        assertEquals("mage", oa.reactor());
        CastEvent cast = f.first(CastEvent.class);
        assertTrue(cast.rule().containsAll(List.of("CAST-OA", "OA-REACTION", "OA-LEAVE")));
        assertEquals("fire-bolt", f.first(AttackEvent.class).weapon());
        assertTrue(f.creature("mage").turn.reactionUsed);
    }

    @Test
    @DisplayName("OA-REACTION: a strong caster strikes; two-segment spells (a cleric's level 1) never replace the attack")
    void OA_REACTION_strikesOtherwise() {
        Fight strong = Fight.of(beside("wizard", 18, "fire-bolt").dice(10, 4)).start().run("move 3,1");
        assertTrue(strong.all(CastEvent.class).isEmpty());
        assertEquals("longsword", strong.first(AttackEvent.class).weapon());

        Fight cleric = Fight.of(beside("cleric", 8, "inflict-wounds").dice(10, 4)).start().run("move 3,1");
        assertTrue(cleric.all(CastEvent.class).isEmpty());
        assertNull(cleric.game().services().spells.reactionSpell(cleric.creature("mage"), cleric.creature("gob")));
    }

    @Test
    @DisplayName("dd5: no spell replaces an opportunity attack")
    void dd5NoSpellReaction() {
        Fight f = Fight.of(beside("wizard", 8, "fire-bolt").rules(RuleSet.DD5).dice(10, 4)).start().run("move 3,1");
        assertFalse(f.all(AttackEvent.class).isEmpty());
        assertTrue(f.all(CastEvent.class).isEmpty());
    }
}
