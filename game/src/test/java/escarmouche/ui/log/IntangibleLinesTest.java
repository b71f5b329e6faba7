package escarmouche.ui.log;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.engine.Game;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.testing.Scripts;
import escarmouche.ui.battle.ScreenFight;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * DMG-MAGIC-WEAPON in a fight's log, as the battle screen, the replay and its why key show it: a mundane blow on
 * an intangible spectre passes through it, which the line says plainly, while a creature that needs a +N weapon
 * (a wight; a spectre that also needs a +2 weapon, struck with a +1) meets a resistance, even when it takes the
 * whole blow. The event names the same rule and amount for both, as the format has it.
 */
class IntangibleLinesTest {
    private static final String NB = "\u00a0";
    /**
     * Kay (mundane longsword) strikes the spectre, Lin (+1 longsword) a spectre needing a +2 weapon, Ash (mundane)
     * the wight: d20 15 hits each, the d8s 6, 1 and 1.
     */
    private static final String SCENARIO = """
            {"format": 1, "name": "Steel and ghosts", "map": {"rows": ["#######", "#.....#", "#.....#", "#.....#", "#######"]},
             "combatants": [
              {"id": "kay", "template": "fighter", "at": [1, 1], "weapons": ["longsword"]},
              {"id": "lin", "template": "fighter", "at": [1, 2], "weapons": [{"id": "longsword", "magic": 1}]},
              {"id": "ash", "template": "fighter", "at": [1, 3], "weapons": ["longsword"]},
              {"id": "ghost", "template": "spectre", "at": [2, 1], "control": "player"},
              {"id": "wraith", "template": "spectre", "at": [2, 2], "control": "player", "hitOnlyByMagic": 2},
              {"id": "wight", "template": "wight", "at": [2, 3], "control": "player"}],
             "initiative": ["kay", "lin", "ash", "ghost", "wraith", "wight"],
             "dice": [15, 6, 15, 1, 15, 1]}
            """;

    /** The damage lines of the fight's log, in this language, as the screen keeps them. */
    private static List<String> damageLines(Language language) {
        ScreenFight fight = new ScreenFight(Scripts.scenario(SCENARIO), 1, null, () -> true, ScreenMessages.of(language));
        Game game = fight.game();
        game.start();
        game.advance();
        for (String line : List.of("attack ghost", "end", "attack wraith", "end", "attack wight", "end")) {
            game.submitLine(line);
            game.advance();
        }
        return fight.log().entries().stream().map(MessageLog.Entry::text)
                .filter(t -> t.contains(" takes ") || t.contains(" subit ")).toList();
    }

    @Test
    @DisplayName("DMG-MAGIC-WEAPON: a mundane blow passes through an intangible spectre; a wight and a spectre needing"
            + " a +2 weapon resist, in English")
    void DMG_MAGIC_WEAPON_intangibleInEnglish() {
        assertEquals(List.of(
                "Spectre 1 takes 0: d8 6 +3 Str: 9 slashing - 9 (intangible: mundane weapons pass through) = 0; HP 22",
                "Spectre 2 takes 0: d8 1 +3 Str +1 magic: 5 slashing - 5 resistance (weapon not magic enough) = 0; HP 22",
                "Wight takes 0: d8 1 +3 Str: 4 slashing - 4 resistance (weapon not magic enough) = 0; HP 45"),
                damageLines(Language.EN));
    }

    @Test
    @DisplayName("DMG-MAGIC-WEAPON: the same blows in French, the intangible spectre's said plainly")
    void DMG_MAGIC_WEAPON_intangibleInFrench() {
        assertEquals(List.of(
                "Spectre 1 subit 0" + NB + ": d8 6 +3 For" + NB + ": 9 tranchants - 9 (intangible" + NB + ": les armes"
                        + " ordinaires passent au travers) = 0" + NB + "; PV 22",
                "Spectre 2 subit 0" + NB + ": d8 1 +3 For +1 magie" + NB + ": 5 tranchants - 5 résistance (arme pas assez"
                        + " magique) = 0" + NB + "; PV 22",
                "Nécrophage subit 0" + NB + ": d8 1 +3 For" + NB + ": 4 tranchants - 4 résistance (arme pas assez magique)"
                        + " = 0" + NB + "; PV 45"),
                damageLines(Language.FR));
    }
}
