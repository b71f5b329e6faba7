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
 * OA-REACTION, ATK-UNARMED: an opportunity attack is one melee attack, an unarmed strike as well as a blade. When no
 * weapon in reach can hurt the mover (a fighter immune to slashing, a goblin with a scimitar), the fists that can are
 * the blow, whoever controls the reactor; when nothing can hurt it, the AI keeps its reaction and names the rule
 * that stops the blow (DMG-RESIST-FLAT for an immunity).
 */
class UnarmedOpportunityTest {
    private static final String SCENARIO = """
            {"format": 1, "name": "Steel-proof", "map": {"rows": ["##########", "#........#", "##########"]},
             "combatants": [
               {"id": "a", "template": "fighter", "at": [2, 1], "control": "player",
                "resistances": [%s]},
               {"id": "g", "template": "goblin", "side": "monsters", "control": "%s", "at": [1, 1],
                "weapons": ["scimitar"]}
             ],
             "initiative": ["a", "g"], "dice": [16, 3]}
            """;
    private static final String SLASHING = "{\"type\": \"slashing\", \"immune\": true}";
    private static final String BOTH = SLASHING + ", {\"type\": \"bludgeoning\", \"immune\": true}";
    /** d20 16 +2 Dex +2 prof against the fighter's AC 18; a fist's 1, Dex going to the roll (ATK-DEXDMG). */
    private static final String BLOW = "Goblin attacks A with unarmed strike: d20 16 +2 Dex +2 prof = 20 vs AC 18: hit"
            + "  [ATK-ROLL OA-REACTION OA-LEAVE ATK-ABILITY ATK-DEXDMG ATK-PROF ATK-UNARMED]";
    private static final String WALK = "move 3,1 4,1\nend\n";

    @TempDir
    Path tmp;

    @Test
    @DisplayName("OA-REACTION: an AI goblin whose scimitar cannot hurt a fighter immune to slashing strikes with its fists")
    void OA_REACTION_theAiPunchesWhenItsBladeCannotHurt() throws Exception {
        Cli.Result r = Cli.script(tmp, SCENARIO.formatted(SLASHING, "ai"), WALK, "--text");
        assertEquals(List.of(), Cli.linesStarting(r, "Goblin keeps"), r.out());
        assertEquals(BLOW, Cli.linesStarting(r, "Goblin attacks").get(0), r.out() + r.err());
        assertEquals("A takes 1: +1 unarmed: 1 bludgeoning; HP 27  [ATK-UNARMED DMG-ROLL]",
                Cli.linesStarting(r, "A takes").get(0), r.out());
    }

    @Test
    @DisplayName("OA-REACTION: a player's goblin answering !strike punches the fighter its scimitar cannot hurt")
    void OA_REACTION_aScriptedStrikePunches() throws Exception {
        Cli.Result r = Cli.script(tmp, SCENARIO.formatted(SLASHING, "player"), "move 3,1 4,1\n!strike\nend\n", "--text");
        assertEquals(BLOW, Cli.linesStarting(r, "Goblin attacks").get(0), r.out() + r.err());
    }

    @Test
    @DisplayName("OA-REACTION: the odds before the move and the dodge odds name the unarmed strike")
    void OA_REACTION_theOddsNameTheFists() {
        Game game = Game.of(Scripts.scenario(SCENARIO.formatted(SLASHING, "player")), 1);
        game.start();
        Creature a = game.battle().find("a");
        Creature g = game.battle().find("g");
        assertEquals("unarmed", game.previews().opportunity(g, a).weapon());
        assertEquals("unarmed", game.previews().dodge(a).get(0).weapon());
    }

    @Test
    @DisplayName("DMG-RESIST-FLAT: an AI goblin that nothing it has can hurt keeps its reaction and cites the immunity,"
            + " in English and French")
    void DMG_RESIST_FLAT_theKeptReactionCitesTheImmunity() throws Exception {
        Cli.Result en = Cli.script(tmp, SCENARIO.formatted(BOTH, "ai"), WALK, "--text");
        assertEquals(List.of("Goblin keeps its reaction: its scimitar cannot hurt A  [OA-REACTION DMG-RESIST-FLAT]"),
                Cli.linesStarting(en, "Goblin keeps"), en.out() + en.err());
        Cli.Result fr = Cli.script(tmp, SCENARIO.formatted(BOTH, "ai"), WALK, "--text", "--lang", "fr");
        assertEquals(List.of("Gobelin garde sa réaction\u00a0: son arme (cimeterre) ne peut pas blesser A"
                + "  [OA-REACTION DMG-RESIST-FLAT]"), Cli.linesStarting(fr, "Gobelin garde"), fr.out() + fr.err());
    }
}
