package escarmouche.ui.log;

import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.load.Content;
import escarmouche.content.load.ScenarioLoader;
import escarmouche.content.model.EncounterInfo;
import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.engine.battle.LoggedEvent;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.simulate.Simulation;
import escarmouche.testing.EnglishWords;
import escarmouche.testing.RealContent;
import escarmouche.ui.lang.ContentNames;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A French log has no English left in it: every event of whole fights of each shipped encounter, every
 * creature on the AI, rendered in French (full and brief lines, monsters' intents included), holds none of
 * the small English words any English sentence needs.
 */
class FrenchLogSweepTest {
    @Test
    @DisplayName("French logs of the shipped encounters' fights hold no English word")
    void noEnglishLeft() {
        Content content = RealContent.content();
        ScreenMessages fr = ScreenMessages.of(Language.FR);
        TreeSet<String> found = new TreeSet<>();
        int lines = 0;
        for (EncounterInfo e : content.encounters()) {
            Scenario s = new ScenarioLoader().load(e.path(), content).value();
            for (long seed = 1; seed <= 16; seed++) {
                Game game = Game.of(Simulation.allAi(s), seed);
                List<LoggedEvent> events = new ArrayList<>();
                game.battle().log().listen(events::add);
                LogLines french = new LogLines(PlayerWords.of(game.battle().creatures(),
                        ContentNames.of(s.words(), Language.FR), s.grimoire()), fr);
                game.start();
                for (int step = 0; step < 200_000 && !game.over(); step++) game.step();
                for (LoggedEvent le : events) {
                    for (String line : new String[] {french.line(le), french.brief(le)}) {
                        if (line == null) continue;
                        lines++;
                        Matcher m = EnglishWords.ANY.matcher(line);
                        if (m.find()) found.add(e.id() + " (seed " + seed + "): \"" + m.group() + "\" in " + line);
                    }
                }
            }
        }
        assertTrue(lines > 2_000, "the fights were rendered: " + lines + " lines");
        assertTrue(found.isEmpty(), found.size() + " lines with English:\n" + String.join("\n",
                found.stream().limit(20).toList()));
    }
}
