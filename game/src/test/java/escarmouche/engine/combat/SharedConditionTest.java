package escarmouche.engine.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.events.CheckEvent;
import escarmouche.events.ConditionEvent;
import escarmouche.events.NoteEvent;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.core.WeaponPoison;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * One condition given by several sources (a paralysing poison, hold person, a starting condition): each
 * source keeps its own hold, and the condition ends only when none is left, in whichever order they let go.
 * Forced dice: a cast's d20, the Wis save's d20; an attack's d20 (two against a paralysed target, then the
 * critical chain's d20 within 1.5 m), the claws' 1d6, the Con save's d20 against the poison; a held
 * creature's Wis save at the end of each of its turns.
 */
class SharedConditionTest {
    private static final String[] ROOM = {"##########", "#........#", "#........#", "##########"};

    /** A paralysing poison without damage, DC 10 Con, lasting {@code rounds} of the victim's turns. */
    private static Weapon sting(int rounds) {
        return Arms.CLAWS.withPoison(new WeaponPoison("ghoul sting", null, true, Ability.CON, 10, rounds));
    }

    /** The priest's hold person has DC 13 (Wis 16, level 1); the hob (Wis 10, Con 10) is a humanoid. */
    private static TestScenario fight(int rounds, String... initiative) {
        return TestScenario.map(ROOM)
                .with("priest", "party", 6, 1, c -> c.caster("cleric", "hold-person").scores(14, 10, 14, 8, 16, 12)
                        .slots(4, 2).hp(20))
                .with("spider", "party", 2, 1, c -> c.hp(30).weapons(sting(rounds)).control("player"))
                .with("hob", "monsters", 1, 1, c -> c.hp(40).type("humanoid").control("player"))
                .initiative(initiative);
    }

    private static List<String> changes(Fight f) {
        return f.all(ConditionEvent.class).stream()
                .map(e -> (e.added() ? "+" : "-") + e.condition() + " (" + e.reason() + ")").toList();
    }

    @Test
    @DisplayName("COND-PARALYZED: hold person, then a paralysing poison that wears off first: hold person still holds until its save succeeds")
    void COND_PARALYZED_holdPersonOutlastsThePoison() {
        // Cast 15, Wis save 5 fails; the sting: 15, 15 (advantage), chain 3, claws 4, Con save 3 fails (1 round);
        // the hob's end-of-turn Wis saves: 4 fails (the poison wears off then), 15 succeeds a round later.
        Fight f = Fight.of(fight(1, "priest", "spider", "hob").dice(15, 5, 15, 15, 3, 4, 3, 4, 15)).start()
                .run("cast hold-person hob", "end", "attack hob", "end");
        assertTrue(f.creature("hob").has(Condition.PARALYZED), "the poison is gone, hold person is not: " + f.lines());
        assertFalse(f.creature("hob").has(Condition.POISONED));
        f.run("end", "end");
        assertEquals(List.of(
                "+paralyzed (Hold person from priest)",
                "+poisoned (poisoned by ghoul sting)",
                "-poisoned (ends as hob's turn ends)",
                "-paralyzed (saves against hold-person)"), changes(f), f.lines());
        List<CheckEvent> shakes = f.all(CheckEvent.class).stream()
                .filter(c -> c.purpose().contains("shake off hold-person")).toList();
        assertEquals(List.of(false, true), shakes.stream().map(CheckEvent::success).toList());
        assertFalse(f.creature("hob").has(Condition.PARALYZED));
    }

    @Test
    @DisplayName("COND-PARALYZED: a paralysing poison, then hold person: its failed save is noted, its saves are made, and the poison still holds after hold person lets go")
    void COND_PARALYZED_poisonThenHoldPerson() {
        // The sting: 15, claws 4, Con save 3 fails (2 rounds); cast 15, Wis save 5 fails; the hob's end-of-turn
        // Wis saves: 4 fails, then 15 succeeds while the poison still holds; the poison wears off at that turn's end.
        Fight f = Fight.of(fight(2, "spider", "priest", "hob").dice(15, 4, 3, 15, 5, 4, 15)).start()
                .run("attack hob", "end", "cast hold-person hob", "end", "end", "end");
        NoteEvent held = f.all(NoteEvent.class).stream().filter(n -> n.rule().equals(List.of("COND-PARALYZED")))
                .findFirst().orElseThrow(() -> new AssertionError("no note of hold person's hold: " + f.lines()));
        assertEquals("hob is already paralyzed: hold-person from priest holds it too, until a save ends it", held.text());
        assertEquals("hob", held.actor());
        List<CheckEvent> shakes = f.all(CheckEvent.class).stream()
                .filter(c -> c.purpose().contains("shake off hold-person")).toList();
        assertEquals(List.of(false, true), shakes.stream().map(CheckEvent::success).toList(), f.lines());
        assertEquals(List.of(
                "+poisoned (poisoned by ghoul sting)",
                "+paralyzed (paralyzed by ghoul sting)",
                "-poisoned (ends as hob's turn ends)",
                "-paralyzed (the poison wears off)"), changes(f), f.lines());
        assertFalse(f.creature("hob").has(Condition.PARALYZED));
    }

    @Test
    @DisplayName("COND-PARALYZED: a paralysing poison, then hold person, and the poison wears off first: paralysed until hold person's save succeeds")
    void COND_PARALYZED_poisonWearsOffBeforeHoldPerson() {
        // The sting (1 round), then hold person; the end-of-turn saves: 4 fails as the poison ends, 15 succeeds.
        Fight f = Fight.of(fight(1, "spider", "priest", "hob").dice(15, 4, 3, 15, 5, 4, 15)).start()
                .run("attack hob", "end", "cast hold-person hob", "end");
        assertTrue(f.creature("hob").has(Condition.PARALYZED), f.lines());
        f.run("end", "end");
        assertEquals(List.of(
                "+poisoned (poisoned by ghoul sting)",
                "+paralyzed (paralyzed by ghoul sting)",
                "-poisoned (ends as hob's turn ends)",
                "-paralyzed (saves against hold-person)"), changes(f), f.lines());
    }

    @Test
    @DisplayName("COND-POISONED: a creature paralysed from the start stays paralysed when a paralysing poison wears off")
    void COND_POISONED_startingParalysisOutlastsThePoison() {
        TestScenario s = TestScenario.map(ROOM)
                .with("spider", "party", 2, 1, c -> c.hp(30).weapons(sting(1)).control("player"))
                .with("hob", "monsters", 1, 1, c -> c.hp(40).conditions(Condition.PARALYZED).control("player"))
                .initiative("spider", "hob").dice(15, 15, 3, 4, 3);
        Fight f = Fight.of(s).start().run("attack hob", "end", "end");
        assertEquals(List.of("+poisoned (poisoned by ghoul sting)", "-poisoned (ends as hob's turn ends)"),
                changes(f), f.lines());
        assertTrue(f.creature("hob").has(Condition.PARALYZED));
    }

    @Test
    @DisplayName("COND-POISONED: a new poison renews the kept paralysing poison, and its paralysis lasts as long")
    void COND_POISONED_renewedPoisonKeepsItsParalysis() {
        // The sting (1 round) hits: 15, claws 4, save 3; the venom (3 rounds, no paralysis) hits the paralysed
        // hero: 15, 15, chain 3, claws 4, save 3. The poison, kept, now lasts 3 of the hero's turns.
        Weapon venom = Arms.CLAWS.withPoison(new WeaponPoison("spider venom", null, false, Ability.CON, 10, 3));
        TestScenario s = TestScenario.map(ROOM)
                .with("ghoul", "monsters", 2, 1, c -> c.hp(30).weapons(sting(1)).control("player"))
                .with("spider", "monsters", 1, 2, c -> c.hp(30).weapons(venom).control("player"))
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(60).ac(14))
                .initiative("ghoul", "spider", "hero").dice(15, 4, 3, 15, 15, 3, 4, 3);
        Fight f = Fight.of(s).start().run("attack hero", "end", "attack hero", "end");
        assertTrue(f.creature("hero").has(Condition.PARALYZED), "the renewed poison still paralyses: " + f.lines());
        f.run("end", "end", "end", "end");
        assertEquals(List.of(
                "+poisoned (poisoned by ghoul sting)",
                "+paralyzed (paralyzed by ghoul sting)",
                "-poisoned (ends as hero's turn ends)",
                "-paralyzed (the poison wears off)"), changes(f), f.lines());
        assertEquals(3, f.all(NoteEvent.class).stream().filter(n -> n.actor().equals("hero")
                && n.text().startsWith("hero is paralyzed")).count(), "three lost turns: " + f.lines());
    }
}
