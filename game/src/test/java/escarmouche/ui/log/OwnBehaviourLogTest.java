package escarmouche.ui.log;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.content.load.ScenarioLoader;
import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.engine.battle.LoggedEvent;
import escarmouche.events.NoteEvent;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.testing.RealContent;
import escarmouche.ui.lang.ContentNames;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The bandit captain's behaviour is written in its monster file and named after the monster ("bandit-captain"):
 * the log names it as the screens do, the captain's own, never by that id; a rule it inherits keeps its
 * behaviour's name ("guard").
 */
class OwnBehaviourLogTest {
    private static final String NB = "\u00a0";

    private static LogLines lines(Language language) {
        Scenario crypt = new ScenarioLoader().load(RealContent.content().directory().resolve("encounters")
                .resolve("ambush-in-the-crypt.json"), RealContent.content()).value();
        Game game = Game.of(crypt, 1);
        return new LogLines(PlayerWords.of(game.battle().creatures(), ContentNames.of(crypt.words(), language),
                crypt.grimoire()), ScreenMessages.of(language));
    }

    private static String intent(LogLines lines, String text, String origin, int index, String action, String target) {
        return lines.line(new LoggedEvent(1, 6, new NoteEvent("captain", text, null,
                new NoteEvent.Intent("bandit-captain", origin, index, action, target))));
    }

    @Test
    @DisplayName("A monster's behaviour written in place reads as its own in the log, in French and in English")
    void itsOwn() {
        String attack = "bandit-captain: lead from the front beside one of its men -> attack mathis";
        assertEquals("Capitaine bandit a l'intention de" + NB + ": attaquer Frère Mathis (propre à Capitaine bandit" + NB
                + ": mener ses hommes en première ligne, aux côtés de l'un d'eux)",
                intent(lines(Language.FR), attack, "bandit-captain", 2, "attack", "mathis"));
        assertEquals("Bandit captain means to attack Brother Mathis (Bandit captain's own: lead from the front beside one of its men)",
                intent(lines(Language.EN), attack, "bandit-captain", 2, "attack", "mathis"));
        String yield = "bandit-captain: alone and bleeding: no loot is worth dying for -> yield";
        assertEquals("Capitaine bandit a l'intention de" + NB + ": se rendre (propre à Capitaine bandit" + NB
                + ": seul et blessé" + NB + ": aucun butin ne vaut la mort)",
                intent(lines(Language.FR), yield, "bandit-captain", 1, "yield", null));
    }

    @Test
    @DisplayName("A rule the captain inherits from a shared behaviour keeps that behaviour's name")
    void inherited() {
        assertEquals("Capitaine bandit a l'intention de" + NB + ": tenir sa position face à Brunhild (gardien" + NB
                + ": tirer depuis son poste)", intent(lines(Language.FR),
                "guard: shoot from its post -> hold its ground brunhild", "guard", 6, "hold", "brunhild"));
    }
}
