package escarmouche.ui.log;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.content.load.Loaded;
import escarmouche.content.load.ScenarioLoader;
import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.engine.battle.LoggedEvent;
import escarmouche.events.CheckEvent;
import escarmouche.events.ConditionEvent;
import escarmouche.events.Event;
import escarmouche.events.NoteEvent;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.dice.Roll;
import escarmouche.testing.RealContent;
import escarmouche.ui.lang.ContentNames;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * COND-POISONED: a weapon's poison in the log, English and French, in the test scenario spider-venom.json: the
 * poison is said by its name (translated where the content gives one), never read word by word as ids (a
 * creature there is called "spider", a word of "Giant spider venom"), and the sentences agree with the victim.
 */
class PoisonLogLinesTest {
    private static final String NB = "\u00a0";
    private static LogLines en;
    private static LogLines fr;

    @BeforeAll
    static void load() throws IOException, URISyntaxException {
        Path file = Path.of(PoisonLogLinesTest.class.getResource("/content/scenarios/spider-venom.json").toURI());
        Loaded<Scenario> loaded = new ScenarioLoader().parse(Files.readString(file), "spider-venom.json",
                RealContent.content());
        Scenario s = loaded.value();
        Game game = Game.of(s, 1);
        en = new LogLines(PlayerWords.of(game.battle().creatures(), ContentNames.of(s.words(), Language.EN), s.grimoire()),
                ScreenMessages.of(Language.EN));
        fr = new LogLines(PlayerWords.of(game.battle().creatures(), ContentNames.of(s.words(), Language.FR), s.grimoire()),
                ScreenMessages.of(Language.FR));
    }

    private static String line(LogLines lines, Event e) {
        return lines.line(new LoggedEvent(1, 1, e));
    }

    @Test
    @DisplayName("COND-POISONED: poisoned by the venom, paralyzed by the drow poison, the poison wearing off")
    void COND_POISONED_conditionLines() {
        ConditionEvent venom = new ConditionEvent("kenji", "poisoned", true, "poisoned by Giant spider venom",
                List.of("COND-POISONED"));
        ConditionEvent paralyzed = new ConditionEvent("spider", "paralyzed", true, "paralyzed by Drow poison",
                List.of("COND-POISONED"));
        ConditionEvent off = new ConditionEvent("spider", "paralyzed", false, "the poison wears off",
                List.of("COND-POISONED"));
        ConditionEvent ends = new ConditionEvent("spider", "poisoned", false, "ends as spider's turn ends",
                List.of("COND-POISONED"));
        assertEquals("Kenji is now poisoned (poisoned by giant spider venom)", line(en, venom));
        assertEquals("Kenji est désormais empoisonné (empoisonné par venin d'araignée géante)", line(fr, venom));
        assertEquals("Giant spider is now paralyzed (paralyzed by drow poison)", line(en, paralyzed));
        assertEquals("Araignée géante est désormais paralysée (paralysée par poison drow)", line(fr, paralyzed));
        assertEquals("Araignée géante n'est plus paralysée (le poison se dissipe)", line(fr, off));
        assertEquals("Araignée géante n'est plus empoisonnée (prend fin à la fin du tour d'Araignée géante)", line(fr, ends));
    }

    @Test
    @DisplayName("COND-POISONED: the save against a poison and a creature immune to it")
    void COND_POISONED_saveAndImmunityLines() {
        CheckEvent save = new CheckEvent("kenji", "con", 11, List.of(new Roll(20, 4)), List.of(new Modifier("Con", 2)),
                "none", 6, false, "Con save: Giant spider venom from spider", List.of("COND-POISONED"));
        assertEquals("Kenji Con save against giant spider venom from Giant spider: d20 4 +2 Con = 6 vs DC 11: failure",
                line(en, save));
        assertEquals("Kenji, sauvegarde de Con contre le poison d'Araignée géante (venin d'araignée géante)" + NB + ": d20 4 +2 Con = 6"
                + " contre DD 11" + NB + ": échec", line(fr, save));
        NoteEvent immune = new NoteEvent("spider", "spider is immune to poison: Drow poison has no effect",
                List.of("COND-POISONED"));
        assertEquals("Giant spider is immune to poison: drow poison has no effect", line(en, immune));
        assertEquals("Araignée géante est immunisée contre le poison" + NB + ": poison drow reste sans effet", line(fr, immune));
    }
}
