package escarmouche.ui.battle;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.testing.CanvasRows;
import escarmouche.testing.TestScenario;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Glyphs;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The battle screen's hint bar follows who plays: the AI's turn has keys of its own, the player's turn the play keys. */
class BattleViewHintsTest {
    private static final int COLUMNS = 100;
    private static final int ROWS = 30;

    /** The hint bar (the screen's last row) as the view draws it now. */
    private static String hintBar(BattleView view) {
        Canvas canvas = new Canvas(COLUMNS, ROWS, new Glyphs(true));
        view.draw(canvas, null, null, false);
        return CanvasRows.of(canvas).get(ROWS - 1).replaceAll(" +", " ").trim();
    }

    private static ScreenFight goblinFirst(Language language) {
        ScreenFight fight = new ScreenFight(TestScenario.map(
                        "#########",
                        "#.......#",
                        "#.......#",
                        "#########")
                .with("kenji", "party", 1, 1, c -> c.pc("samurai"))
                .with("g1", "monsters", 6, 2, c -> c.hp(7))
                .initiative("g1", "kenji").build(), 1, null, () -> true, ScreenMessages.of(language));
        fight.start();
        return fight;
    }

    @Test
    @DisplayName("While the AI plays a turn the bar says any key skips ahead, H takes the creature, Q leaves; on the hero's turn, the play keys")
    void hintsFollowWhoPlays() {
        ScreenFight fight = goblinFirst(Language.EN);
        BattleView view = new BattleView(fight, () -> ScreenMessages.of(Language.EN));
        assertFalse(fight.game().awaitingPlayer(), "the goblin acts first");
        String ai = hintBar(view);
        assertTrue(ai.contains("any key skip ahead"), ai);
        assertTrue(ai.contains("H play this creature by hand"), ai);
        assertTrue(ai.contains("Q leave the fight"), ai);
        assertFalse(ai.contains("plan a move"), ai);
        fight.game().advance();
        assertTrue(fight.game().awaitingPlayer(), "Kenji's turn");
        String mine = hintBar(view);
        assertTrue(mine.contains("m plan a move"), mine);
        assertFalse(mine.contains("skip ahead"), mine);
    }

    @Test
    @DisplayName("The same bar in French")
    void inFrench() {
        ScreenFight fight = goblinFirst(Language.FR);
        String ai = hintBar(new BattleView(fight, () -> ScreenMessages.of(Language.FR)));
        assertTrue(ai.contains("une touche passer"), ai);
        assertTrue(ai.contains("Q quitter le combat"), ai);
    }
}
