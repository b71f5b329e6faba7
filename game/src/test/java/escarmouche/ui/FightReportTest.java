package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.ui.battle.FightReport;
import escarmouche.ui.battle.ScreenFight;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The end of a fight: its plain-text report, and fighting it again. */
class FightReportTest extends ScreenTest {
    @Test
    @DisplayName("The fight report tells who fell and when, damage dealt and taken, crits and fumbles, the rules that fired most, then the whole log")
    void reportContent() {
        ScreenFight fight = new ScreenFight(OneBlow.scenario().build(), 7, null);
        fight.start();
        fight.game().advance();
        fight.game().submitLine("attack gob");
        fight.game().advance();
        String report = FightReport.text(fight);
        assertEquals(String.join("\n",
                "Escarmouche fight report",
                "========================",
                "",
                "Encounter: test",
                "Result:    victory (the party holds the field), no enemy of the party is left standing",
                "Rounds:    1",
                "Seed:      7",
                "",
                "Fallen",
                "------",
                "  round 1: gob died",
                "",
                "Creatures",
                "---------",
                "  creature          side      dealt  taken  hits  misses  crits  fumbles",
                "  hero              party     11     0      1     0       0      0",
                "  gob               monsters  0      11     0     0       0      0",
                "",
                "Rules that fired most",
                "---------------------",
                "  HP-SHOCK                2",
                "  ACT-ATTACK              1",
                "  ATK-ABILITY             1",
                "  ATK-PROF                1",
                "  ATK-ROLL                1",
                "  DMG-ROLL                1",
                "  TURN-ORDER              1",
                "",
                "The fight, line by line",
                "-----------------------",
                "  Initiative fixed by the scenario: hero, gob  [TURN-ORDER]",
                "  Round 1: hero's turn (6 movement)",
                "  hero attacks gob with longsword: d20 18 +3 Str +2 prof = 23 vs AC 13: hit"
                        + "  [ATK-ROLL ACT-ATTACK ATK-ABILITY ATK-PROF]",
                "  gob takes 11: d8 8 +3 Str: 11 slashing; HP -4  [DMG-ROLL]",
                "  gob system shock: 1d100 99 +4 below 0 = 103 vs 50%: dies  [HP-SHOCK]",
                "  gob dies  [HP-SHOCK]",
                "  The fight is over: the party wins (no enemy of the party is left standing)",
                ""), report);
    }

    @Test
    @DisplayName("A side that named itself (bandits) and won is named in the report's result, as the end page names it")
    void aNamedSideWinsInTheReport() {
        ScreenFight fight = new ScreenFight(escarmouche.testing.TestScenario.map("######", "#....#", "######")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(1))
                .with("cut", "bandits", 2, 1, c -> c.hp(7).ac(13).weapons(escarmouche.testing.TestScenario.SCIMITAR))
                .initiative("cut", "hero").dice(19, 6).build(), 7, null);
        fight.start();
        fight.game().advance();
        String report = FightReport.text(fight);
        assertTrue(report.contains("Result:    defeat (the bandits win), no enemy of the bandits is left standing\n"),
                report);
    }

    @Test
    @DisplayName("CAST-ROLL: a caster's damage with no hit beside it is explained under the table: hits and misses"
            + " are attack rolls, and a spell with a saving throw adds to dealt only")
    void CAST_ROLL_spellDamageBesideNoHit() {
        ScreenFight fight = new ScreenFight(escarmouche.testing.TestScenario.map("##########", "#........#", "##########")
                .with("priest", "party", 1, 1, c -> c.caster("cleric", "sacred-flame").scores(10, 10, 12, 10, 16, 10)
                        .slots(2).hp(20))
                .with("gob", "monsters", 4, 1, c -> c.hp(7).ac(13).shock(50).weapons(escarmouche.testing.TestScenario.SCIMITAR))
                .initiative("priest", "gob").build(), 7, null);
        fight.start();
        fight.game().advance();
        fight.game().submitLine("cast sacred-flame gob");
        String report = FightReport.text(fight);
        assertTrue(report.contains("casts sacred flame"), report);
        assertTrue(report.contains("  priest            party     3      0      0     0       "), report);
        assertTrue(report.contains("\n  Hits and misses are attack rolls: a spell that calls for a saving throw or always"
                + " hits adds to dealt only.\n"), report);
    }

    @Test
    @DisplayName("The end screen fights the fight again with the same seed, or with a new one")
    void fightAgain() {
        TestCatalog catalog = new TestCatalog().add("blow", "One blow", "One hero, one goblin.", "easy", OneBlow.scenario()::build);
        h = new Harness(catalog, data);
        h.keys("n").enter().enter();
        h.keys("a").enter();
        h.enter();
        assertTrue(h.shows("End of the fight"), h.screen());
        assertTrue(h.shows("seed 1"), h.screen());
        assertTrue(h.shows("s: fight again with the same seed"), h.screen());
        h.keys("s");
        assertTrue(h.shows("▶ hero · move 6/6"), h.screen());
        h.keys("a").enter().enter();
        assertTrue(h.shows("seed 1"), "the same seed: " + h.screen());
        h.keys("n");
        h.keys("a").enter().enter();
        assertTrue(h.shows("seed 2"), "a new seed: " + h.screen());
    }
}
