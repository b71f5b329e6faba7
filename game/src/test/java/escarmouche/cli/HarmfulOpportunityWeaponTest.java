package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.engine.Game;
import escarmouche.engine.battle.Creature;
import escarmouche.testing.Scripts;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * OA-REACTION, DMG-MAGIC-WEAPON: an opportunity attack strikes with the first melee weapon in reach that can hurt
 * the mover, not the first that reaches (a +1 dagger, not the mundane longsword listed before it, at a spectre),
 * whoever controls the reactor; the odds weighed before the move name that weapon too.
 */
class HarmfulOpportunityWeaponTest {
    private static final String SCENARIO = """
            {"format": 1, "name": "Ghost runs", "map": {"rows": ["##########", "#........#", "##########"]},
             "combatants": [
               {"id": "f", "template": "fighter", "at": [1, 1], "control": "%s",
                "weapons": ["longsword", {"id": "dagger", "magic": 1}]},
               {"id": "s", "template": "spectre", "side": "monsters", "control": "player", "at": [2, 1]}
             ],
             "initiative": ["s", "f"], "dice": [12, 3]}
            """;
    /** d20 12 +3 Str +2 prof +1 magic against the spectre's AC 12, then the dagger's d4 3 +3 Str +1 magic: 7 of 22. */
    private static final String DAMAGE = "Spectre takes 7: d4 3 +3 Str +1 magic: 7 piercing; HP 15  [DMG-ROLL]";

    @TempDir
    Path tmp;

    @Test
    @DisplayName("OA-REACTION: an AI fighter strikes a fleeing spectre with its +1 dagger rather than keep its reaction"
            + " for the mundane longsword listed first")
    void OA_REACTION_theAiStrikesWithTheWeaponThatCanHurt() throws Exception {
        Cli.Result r = Cli.script(tmp, SCENARIO.formatted("ai"), "move 3,1 4,1 5,1\nend\n", "--text");
        assertEquals(List.of(), Cli.linesStarting(r, "F keeps"), r.out());
        List<String> blows = Cli.linesStarting(r, "F attacks Spectre");
        assertEquals(true, !blows.isEmpty() && blows.get(0).startsWith("F attacks Spectre with dagger: d20 12 +3 Str +2 prof"
                + " +1 magic = 18 vs AC 12: hit"), r.out());
        // The opportunity attack's damage first; the fighter's own turn strikes again after it.
        assertEquals(DAMAGE, Cli.linesStarting(r, "Spectre takes").get(0), r.out());
    }

    @Test
    @DisplayName("OA-REACTION: a player's fighter answering !strike strikes the spectre with the +1 dagger, not for 0 with"
            + " the longsword")
    void OA_REACTION_aScriptedStrikeTakesTheWeaponThatCanHurt() throws Exception {
        Cli.Result r = Cli.script(tmp, SCENARIO.formatted("player"), "move 3,1 4,1 5,1\n!strike\nend\n", "--text");
        List<String> blows = Cli.linesStarting(r, "F attacks Spectre");
        assertEquals(true, !blows.isEmpty() && blows.get(0).startsWith("F attacks Spectre with dagger"), r.out() + r.err());
        assertEquals(List.of(DAMAGE), Cli.linesStarting(r, "Spectre takes"), r.out());
    }

    @Test
    @DisplayName("OA-REACTION: the odds shown before a move that provokes the fighter name the +1 dagger")
    void OA_REACTION_theOddsNameTheWeaponThatCanHurt() {
        Game game = Game.of(Scripts.scenario(SCENARIO.formatted("player")), 1);
        game.start();
        Creature f = game.battle().find("f");
        Creature s = game.battle().find("s");
        assertEquals("dagger", game.previews().opportunity(f, s).weapon());
    }
}
