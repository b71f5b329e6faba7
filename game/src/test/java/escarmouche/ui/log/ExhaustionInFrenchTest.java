package escarmouche.ui.log;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.engine.battle.LoggedEvent;
import escarmouche.events.ConditionEvent;
import escarmouche.events.Event;
import escarmouche.events.NoteEvent;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * HP-EXHAUSTION in a French log: why exhaustion came (a creature that starts the fight exhausted, levels
 * added during it) and what each level does are said in French, as the engine writes them in English.
 */
class ExhaustionInFrenchTest {
    private static final String NB = "\u00a0";
    private final PlayerWords words = PlayerWords.named(Map.of("kay", "Kay", "brunhild", "Brunhild", "gob", "Gobelin"),
            Set.of("brunhild"));
    private final LogLines fr = new LogLines(words, ScreenMessages.of(Language.FR));

    /** Kay (or Brunhild) facing a goblin, starting the fight at this level of exhaustion; Kay acts first. */
    private static Fight duel(String hero, int exhaustion) {
        return Fight.of(TestScenario.map("#######", "#.....#", "#######")
                .with(hero, "party", 1, 1, c -> {
                    c.pc("fighter").hp(20);
                    c.exhaustion = exhaustion;
                    return c;
                })
                .with("gob", "monsters", 5, 1, c -> c.hp(10).control("player"))
                .initiative(hero, "gob"));
    }

    /** The French lines of the events of a kind, in order. */
    private List<String> french(Fight f, Class<? extends Event> type) {
        return f.all(type).stream().map(e -> fr.line(new LoggedEvent(1, 1, e))).toList();
    }

    private static String fr(String s) {
        return s.replace(" :", NB + ":");
    }

    @Test
    @DisplayName("HP-EXHAUSTION: a creature that starts the fight exhausted is said so in French, each level's effects"
            + " with it")
    void HP_EXHAUSTION_startsExhaustedInFrench() {
        assertEquals(List.of(fr("Kay est désormais épuisé (dès le début du combat : désavantage aux tests de"
                + " caractéristique)")), french(duel("kay", 1).start(), ConditionEvent.class));
        assertEquals(List.of(fr("Kay est désormais épuisé (dès le début du combat : désavantage aux tests, vitesse"
                + " réduite de moitié)")), french(duel("kay", 2).start(), ConditionEvent.class));
        assertEquals(List.of(fr("Kay est désormais épuisé (dès le début du combat : désavantage aux tests, aux attaques"
                + " et aux sauvegardes, vitesse réduite de moitié)")), french(duel("kay", 3).start(), ConditionEvent.class));
        assertEquals(List.of(fr("Brunhild est désormais épuisée (dès le début du combat : désavantage aux tests, aux"
                + " attaques et aux sauvegardes, vitesse 0, maximum de points de vie réduit de moitié)")),
                french(duel("brunhild", 5).start(), ConditionEvent.class));
    }

    @Test
    @DisplayName("HP-EXHAUSTION: the note at the start of an exhausted creature's turn says the level's effects in French")
    void HP_EXHAUSTION_turnNoteInFrench() {
        Fight f = duel("kay", 4).start();
        assertEquals(List.of(fr("L'épuisement réduit de moitié le maximum de points de vie de Kay, à 10 : PV 10"),
                fr("Kay est épuisé (niveau 4) : désavantage aux tests, aux attaques et aux sauvegardes, vitesse réduite"
                        + " de moitié, maximum de points de vie réduit de moitié")), french(f, NoteEvent.class));
    }

    @Test
    @DisplayName("HP-EXHAUSTION: levels added or taken away during the fight say their level and effects in French,"
            + " death at the sixth agreeing with the creature")
    void HP_EXHAUSTION_addedInFrench() {
        Fight f = duel("brunhild", 0).start();
        f.game().services().damage.exhaust(f.creature("brunhild"), 2, "forced march");
        f.game().services().damage.exhaust(f.creature("brunhild"), -2, "rest");
        f.game().services().damage.exhaust(f.creature("brunhild"), 6, "curse");
        assertEquals(List.of(
                fr("Brunhild est désormais épuisée (forced march (épuisement de niveau 2) : désavantage aux tests, vitesse"
                        + " réduite de moitié)"),
                fr("Brunhild n'est plus épuisée (rest (épuisement de niveau 0) : aucun effet)"),
                fr("Brunhild est désormais épuisée (curse (épuisement de niveau 6) : morte)")),
                french(f, ConditionEvent.class).subList(0, 3));
    }
}
