package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.page.OddsInterval;
import escarmouche.ui.page.OddsWords;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A figure in points takes "point" in French below 2, as written ("-1,0 point"), "points" from 2 on; English "points". */
class PartsPointsWordsTest {
    private static final String NB = "\u00a0";
    private static final ScreenMessages FR = ScreenMessages.of(Language.FR);
    private static final ScreenMessages EN = ScreenMessages.of(Language.EN);

    @Test
    @DisplayName("simulate --parts: 'la façon maison donne au groupe -1,0 point', '+1,9 point', '+2,0 points'; English 'points'")
    void partsLine() {
        OddsInterval wide = new OddsInterval(-0.054, 0.028);
        assertEquals("la façon maison donne au groupe -1,0 point (-5,4 à +2,8), dans le bruit",
                PartsText.change(FR, -0.010, wide));
        assertEquals("la façon maison donne au groupe +1,9 point (-5,4 à +2,8), dans le bruit",
                PartsText.change(FR, 0.0194, wide));
        // 1.96 is written 2,0: the word follows the figure as written.
        assertEquals("la façon maison donne au groupe +2,0 points (+0,5 à +3,5)",
                PartsText.change(FR, 0.0196, new OddsInterval(0.005, 0.035)));
        assertEquals("the house's way gives the party -1.0 points (-5.4 to +2.8), within noise",
                PartsText.change(EN, -0.010, wide));
    }

    @Test
    @DisplayName("The o page's verdict and the parts page's say 'point' below 2 in French too")
    void verdicts() {
        assertEquals("Dans le bruit" + NB + ": le taux de victoire du groupe diffère de +0,5 point (95" + NB + "%" + NB
                + ": de -2,0 à +3,0 points)" + NB + "; 1\u202f000 combats de chaque côté ne suffisent pas à distinguer les deux règles ici.",
                OddsWords.rulesVerdict(FR, 0.505, 0.500, new OddsInterval(-0.02, 0.03), 1000));
        assertEquals("Le groupe gagne 12,0 points plus souvent avec les règles maison (95" + NB + "%" + NB
                + ": de +5,1 à +18,7 points)" + NB + ": plus que le bruit.",
                OddsWords.rulesVerdict(FR, 0.62, 0.50, new OddsInterval(0.051, 0.187), 1000));
        assertEquals("Le groupe gagne 1,5 point plus souvent en 5e de base (95" + NB + "%" + NB
                + ": de +0,5 à +2,5 points)" + NB + ": plus que le bruit.",
                OddsWords.rulesVerdict(FR, 0.500, 0.515, new OddsInterval(-0.025, -0.005), 1000));
        assertEquals("La façon maison coûte au groupe 1,0 point de victoires (95" + NB + "%" + NB
                + ": de +0,5 à +1,5 points)" + NB + ": 50" + NB + "% au lieu de 51" + NB + "%.",
                FR.text("encounters.parts.about.hurts", "1,0", "95" + NB + "%" + NB + ": de +0,5 à +1,5 points",
                        "50" + NB + "%", "51" + NB + "%", OddsWords.count(-0.010)));
        assertEquals("Within noise: +1.0 points (95%: -2.0 to +3.0 points); 50% and 49% cannot be told apart here.",
                EN.text("encounters.parts.about.noise", "+1.0", "95%: -2.0 to +3.0 points", "50%", "49%",
                        OddsWords.count(0.010)));
    }
}
