package escarmouche.engine.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.battle.Creature;
import escarmouche.rules.core.Advantage;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.dice.ForcedDice;
import escarmouche.rules.grid.Pos;
import escarmouche.testing.Played;
import escarmouche.testing.TestScenario;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What the interface is told before a move, a grapple, a shove or a Disengage. */
class PreviewsTest {
    static final String[] OPEN = {
        "#######",
        "#.....#",
        "#.....#",
        "#.....#",
        "#######"};

    static Played heroBesideGoblin(String heroClass) {
        return Played.of(TestScenario.map(OPEN)
                .with("hero", "party", 2, 2, c -> c.pc(heroClass).abilities(16, 10))
                .with("gob", "monsters", 3, 2, c -> c.control("player"))
                .initiative("hero", "gob").dice(1, 1, 1).build()).start();
    }

    static List<Pos> squares(String text) {
        List<Pos> out = new ArrayList<>();
        for (String s : text.split(" ")) out.add(Pos.parse(s));
        return out;
    }

    @Test
    @DisplayName("OA-LEAVE and OA-WITHIN in the preview: who strikes, before which step, by which rule")
    void OA_LEAVE_previewThreats() {
        Played p = heroBesideGoblin("fighter");
        Previews previews = p.game().previews();
        MovePreview leave = previews.move(p.creature("hero"), squares("1,2 1,1"));
        assertTrue(leave.legal());
        assertEquals(2, leave.cost());
        assertEquals(4, leave.left());
        assertEquals(List.of(new MovePreview.Threat("gob", 1, new Pos(2, 2), "OA-LEAVE")), leave.threats());
        MovePreview within = previews.move(p.creature("hero"), squares("2,1 3,1"));
        assertEquals(List.of(new MovePreview.Threat("gob", 2, new Pos(2, 1), "OA-WITHIN")), within.threats());
        assertEquals(0, ((ForcedDice) p.game().dice()).used(), "a preview rolls nothing");
        assertEquals(new Pos(2, 2), p.creature("hero").at());
    }

    @Test
    @DisplayName("OA-WITHIN in the preview: a single step counts the steps already walked this turn")
    void OA_WITHIN_previewKnowsTheTurn() {
        Played p = heroBesideGoblin("fighter");
        Previews previews = p.game().previews();
        assertEquals(List.of(), previews.move(p.creature("hero"), squares("2,1")).threats());
        p.then("move 2,1");
        assertEquals(List.of(new MovePreview.Threat("gob", 1, new Pos(2, 1), "OA-WITHIN")),
                previews.move(p.creature("hero"), squares("3,1")).threats());
    }

    @Test
    @DisplayName("MOVE-DIFFICULT in the preview: a risky path shows its DC, fallback square and chance")
    void MOVE_DIFFICULT_riskyPreview() {
        Played p = Played.of(TestScenario.map(
                        "##########",
                        "#........#",
                        "#.,,,,,,.#",
                        "##########")
                .with("hero", "party", 1, 2, c -> c.pc("fighter"))
                .with("gob", "monsters", 8, 1, c -> c.control("player"))
                .initiative("hero", "gob").build()).start();
        List<Pos> path = squares("2,2 3,2 4,2 5,2 6,2 7,2");
        MovePreview careful = p.game().previews().move(p.creature("hero"), path);
        assertFalse(careful.legal());
        assertTrue(careful.reason().contains("costs 2 movement"));
        assertEquals(10, careful.terrainDc());
        assertNull(careful.fallback());
        MovePreview risky = p.game().previews().move(p.creature("hero"), path, "dex");
        assertTrue(risky.legal());
        assertEquals(6, risky.cost());
        assertEquals(0, risky.left());
        assertEquals(10, risky.terrainDc());
        assertEquals(new Pos(4, 2), risky.fallback());
        assertEquals(55, risky.check().percent());
        assertEquals("dex", risky.check().ability());
        assertEquals(10, risky.check().dc());
        assertEquals(List.of(new Modifier("Dex", 0)), risky.check().roll().modifiers());
        assertEquals("none", risky.check().roll().advantage());
        assertNull(careful.check(), "a careful move rolls nothing");
        assertEquals(0, ((ForcedDice) p.game().dice()).used());
    }

    @Test
    @DisplayName("MOVE-PRONE in the preview: crawling into difficult terrain shows the check's odds with advantage")
    void MOVE_PRONE_crawlPreview() {
        Played p = Played.of(TestScenario.map(
                        "#######",
                        "#..,..#",
                        "#######")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").conditions(Condition.PRONE))
                .with("gob", "monsters", 5, 1, c -> c.control("player"))
                .initiative("hero", "gob").build()).start();
        MovePreview crawl = p.game().previews().crawl(p.creature("hero"), squares("2,1 3,1"));
        assertTrue(crawl.legal());
        assertEquals(79, crawl.check().percent());
        assertEquals("advantage", crawl.check().roll().advantage());
        assertEquals(List.of("+crawling"), crawl.check().roll().sources());
        assertEquals(new Pos(2, 1), crawl.fallback());
    }

    @Test
    @DisplayName("OA-DISENGAGE and GRAP-START odds: exact contest chances, ties to the defender")
    void OA_DISENGAGE_andGrappleOdds() {
        Played p = heroBesideGoblin("fighter");
        List<ContestPreview> disengage = p.game().previews().disengage(p.creature("hero"));
        assertEquals(1, disengage.size());
        assertEquals("gob", disengage.get(0).against());
        assertEquals(47, disengage.get(0).percent());
        ContestPreview grapple = p.game().previews().grapple(p.creature("hero"), p.creature("gob"), null);
        assertTrue(grapple.legal());
        assertEquals("str", grapple.ability());
        assertEquals(61, grapple.percent());
        Played monk = heroBesideGoblin("monk");
        assertTrue(monk.game().previews().disengage(monk.creature("hero")).get(0).percent() > 47);
    }

    @Test
    @DisplayName("SHOVE preview: an attempt that is not allowed says why")
    void SHOVE_illegalPreview() {
        Played p = Played.of(TestScenario.map(OPEN)
                .with("hero", "party", 1, 1, c -> c.pc("fighter"))
                .with("gob", "monsters", 4, 3, c -> c.control("player"))
                .initiative("hero", "gob").build()).start();
        ContestPreview shove = p.game().previews().shove(p.creature("hero"), p.creature("gob"));
        assertFalse(shove.legal());
        assertTrue(shove.reason().contains("out of hero's reach"));
    }

    @Test
    void oddsAreExact() {
        assertEquals(50, Odds.check(Advantage.NONE, 0, 11));
        assertEquals(75, Odds.check(Advantage.ADVANTAGE, 0, 11));
        assertEquals(25, Odds.check(Advantage.DISADVANTAGE, 0, 11));
        assertEquals(100, Odds.check(Advantage.NONE, 10, 5));
        assertEquals(0, Odds.check(Advantage.NONE, 0, 21));
        assertEquals(47, Odds.contest(Advantage.NONE, 0, Advantage.NONE, 0));
        assertEquals(0, Odds.contest(Advantage.NONE, -20, Advantage.NONE, 0));
    }

    @Test
    @DisplayName("ACT-DODGE in the preview: each foe that can strike where it stands, its chance now and while the hero"
            + " dodges (disadvantage: the chance squared); none farther away; nothing while held at speed 0")
    void ACT_DODGE_odds() {
        Played p = Played.of(TestScenario.map(OPEN)
                .with("hero", "party", 2, 2, c -> c.pc("fighter").abilities(16, 10).ac(15))
                .with("gob", "monsters", 3, 2, c -> c.control("player").weapons(TestScenario.SCIMITAR))
                .with("far", "monsters", 5, 3, c -> c.control("player").weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob", "far").build()).start();
        Previews previews = p.game().previews();
        List<DodgeOdds> odds = previews.dodge(p.creature("hero"));
        assertEquals(1, odds.size(), "the goblin three squares away must move first: " + odds);
        DodgeOdds gob = odds.get(0);
        assertEquals("gob", gob.attacker());
        assertEquals("scimitar", gob.weapon());
        int now = previews.attack(p.creature("gob"), p.creature("hero"), TestScenario.SCIMITAR).hitChance();
        assertEquals(now, gob.nowPercent(), "the attack preview's own chance");
        assertTrue(now > 0 && now < 100, String.valueOf(now));
        assertEquals(Math.round(now * now / 100.0), gob.dodgingPercent(), "disadvantage: two d20s, the lower kept");
        p.creature("hero").conditions.gain(Condition.GRAPPLED);
        DodgeOdds held = previews.dodge(p.creature("hero")).get(0);
        assertEquals(held.nowPercent(), held.dodgingPercent(), "a dodge does not hold at speed 0");
    }

    /**
     * The hero (AC 15) with two goblins beside it, neither across from the other (no flanking): {@code gob} to the
     * east, {@code orc} to the north, each with a scimitar at +2 (average scores, proficiency +2).
     */
    static Played heroBetweenTwo(RuleSet rules) {
        return Played.of(TestScenario.map(OPEN)
                .with("hero", "party", 2, 2, c -> c.pc("fighter").abilities(16, 10).ac(15))
                .with("gob", "monsters", 3, 2, c -> c.control("player").weapons(TestScenario.SCIMITAR))
                .with("orc", "monsters", 2, 1, c -> c.control("player").weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob", "orc").rules(rules).build()).start();
    }

    /** {@code c} gains {@code condition}, caused by {@code source}, as a scenario's frightenedBy or charmedBy gives it. */
    static void caused(Creature c, Condition condition, String source) {
        c.conditions.gain(condition);
        c.conditions.setSource(condition, source);
    }

    @Test
    @DisplayName("ACT-DODGE, COND-FRIGHTENED: a foe in reach frightened under the house rules may only defend itself: its"
            + " blow is not weighed (given with the rule, no chance); plain 5e weighs it, with its fear's disadvantage")
    void ACT_DODGE_COND_FRIGHTENED_aFrightenedFoeIsNotWeighed() {
        Played p = heroBetweenTwo(RuleSet.HOUSE);
        caused(p.creature("gob"), Condition.FRIGHTENED, "hero");
        // +2 against AC 15: 8 faces of 20, 40%; the dodge's disadvantage squares it: 16%.
        assertEquals(List.of(new DodgeOdds("gob", "scimitar", 0, 0, "COND-FRIGHTENED"),
                new DodgeOdds("orc", "scimitar", 40, 16, null)), p.game().previews().dodge(p.creature("hero")));
        Played plain = heroBetweenTwo(RuleSet.DD5);
        caused(plain.creature("gob"), Condition.FRIGHTENED, "hero");
        // Plain 5e: the goblin attacks with disadvantage while its fear is in sight (16%), the dodge adds nothing.
        assertEquals(List.of(new DodgeOdds("gob", "scimitar", 16, 16, null), new DodgeOdds("orc", "scimitar", 40, 16, null)),
                plain.game().previews().dodge(plain.creature("hero")));
    }

    @Test
    @DisplayName("ACT-DODGE, COND-CHARMED: a foe charmed by the dodger may not attack it: its blow is not weighed;"
            + " charmed by another, it is")
    void ACT_DODGE_COND_CHARMED_aFoeCharmedByTheDodgerIsNotWeighed() {
        Played p = heroBetweenTwo(RuleSet.HOUSE);
        caused(p.creature("gob"), Condition.CHARMED, "hero");
        assertEquals(List.of(new DodgeOdds("gob", "scimitar", 0, 0, "COND-CHARMED"),
                new DodgeOdds("orc", "scimitar", 40, 16, null)), p.game().previews().dodge(p.creature("hero")));
        caused(p.creature("gob"), Condition.CHARMED, "orc");
        assertEquals(List.of(new DodgeOdds("gob", "scimitar", 40, 16, null), new DodgeOdds("orc", "scimitar", 40, 16, null)),
                p.game().previews().dodge(p.creature("hero")));
    }

    @Test
    @DisplayName("ACT-HELP, COND-CHARMED: no odds of the helped ally's blow at the foe that charmed it (the engine would"
            + " refuse it: the help would be lost); odds again once the charm is another's")
    void ACT_HELP_COND_CHARMED_noOddsForAnAllyCharmedByTheFoe() {
        Played p = Played.of(TestScenario.map(OPEN)
                .with("hero", "party", 2, 2, c -> c.pc("fighter").abilities(16, 10).ac(15))
                .with("ally", "party", 3, 1, c -> c)
                .with("gob", "monsters", 3, 2, c -> c.control("player").weapons(TestScenario.SCIMITAR))
                .initiative("hero", "ally", "gob").build()).start();
        caused(p.creature("ally"), Condition.CHARMED, "gob");
        Previews previews = p.game().previews();
        assertNull(previews.help(p.creature("ally"), p.creature("gob")));
        assertEquals(List.of("COND-CHARMED"), previews.checks().attackBarred(p.creature("ally"), p.creature("gob"))
                .orElseThrow().rules());
        caused(p.creature("ally"), Condition.CHARMED, "hero");
        // Its longsword at +2 against AC 12: 11 faces of 20, 55%; helped (advantage), 1 - 0.45 x 0.45 = 80%.
        assertEquals(new HelpOdds("longsword", 55, 80), previews.help(p.creature("ally"), p.creature("gob")));
    }
}
