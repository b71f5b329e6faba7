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
 * DMG-TEMP from a spell in a fight's log: false life names its spell and its caster by name, in English and in
 * French, whether the caster keeps the temporary hit points it had or takes the new ones.
 */
class TemporaryHitPointsLinesTest {
    private static final String NB = "\u00a0";
    /** Ysolde has 10 temporary hit points and keeps them; Anselm has 3 and takes the spell's 6. Both casts work. */
    private static final String SCENARIO = """
            {"format": 1, "name": "False life", "map": {"rows": ["#######", "#.....#", "#.....#", "#######"]},
             "combatants": [
              {"id": "ysolde", "template": "wizard", "at": [1, 1], "tempHp": 10, "spells": ["false-life"]},
              {"id": "anselm", "template": "wizard", "at": [1, 2], "tempHp": 3, "spells": ["false-life"]},
              {"id": "gob", "template": "goblin", "at": [5, 1], "control": "player"}],
             "initiative": ["ysolde", "anselm", "gob"],
             "dice": [15, 15]}
            """;

    /** The DMG-TEMP lines of the fight's log, in this language. */
    private static List<String> temporaryLines(Language language) {
        ScreenFight fight = new ScreenFight(Scripts.scenario(SCENARIO), 1, null, () -> true, ScreenMessages.of(language));
        Game game = fight.game();
        game.start();
        game.advance();
        for (String line : List.of("cast false-life", "end", "cast false-life", "end")) {
            game.submitLine(line);
            game.advance();
        }
        return fight.log().entries().stream().filter(e -> e.events().get(0).event().rule().contains("DMG-TEMP"))
                .map(MessageLog.Entry::text).toList();
    }

    @Test
    @DisplayName("DMG-TEMP: false life's temporary hit points name the spell and its caster by name, kept or taken")
    void DMG_TEMP_falseLifeInEnglish() {
        assertEquals(List.of(
                "Ysolde is offered 6 temporary hit points by false life from Ysolde: keeps 10 (had 10; they do not stack)",
                "Anselm is offered 6 temporary hit points by false life from Anselm: keeps 6 (had 3; they do not stack)"),
                temporaryLines(Language.EN));
    }

    @Test
    @DisplayName("DMG-TEMP: false life's temporary hit points in French, no English left and the caster by name")
    void DMG_TEMP_falseLifeInFrench() {
        assertEquals(List.of(
                "Ysolde reçoit 6 points de vie temporaires du sort simulacre de vie d'Ysolde" + NB + ": en garde 10 (en"
                        + " avait 10" + NB + "; ils ne se cumulent pas)",
                "Anselm reçoit 6 points de vie temporaires du sort simulacre de vie d'Anselm" + NB + ": en garde 6 (en"
                        + " avait 3" + NB + "; ils ne se cumulent pas)"),
                temporaryLines(Language.FR));
    }
}
