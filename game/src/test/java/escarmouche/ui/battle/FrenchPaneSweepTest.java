package escarmouche.ui.battle;

import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.load.Content;
import escarmouche.content.load.ScenarioLoader;
import escarmouche.content.model.EncounterInfo;
import escarmouche.content.model.Scenario;
import escarmouche.engine.battle.Creature;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.simulate.Simulation;
import escarmouche.testing.EnglishWords;
import escarmouche.testing.RealContent;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The look pane and the surroundings in French hold no English: every creature of each shipped encounter,
 * looked at after each of the first turns of a fight (its behaviour's last intent included).
 */
class FrenchPaneSweepTest {
    @Test
    @DisplayName("French look and surroundings panes of the shipped encounters hold no English word")
    void noEnglishLeft() {
        Content content = RealContent.content();
        ScreenMessages fr = ScreenMessages.of(Language.FR);
        TreeSet<String> found = new TreeSet<>();
        int lines = 0;
        for (EncounterInfo e : content.encounters()) {
            Scenario s = new ScenarioLoader().load(e.path(), content).value();
            ScreenFight fight = new ScreenFight(Simulation.allAi(s), 3, null, () -> true, fr);
            fight.game().start();
            for (int step = 0; step < 30 && !fight.game().over(); step++) {
                fight.game().step();
                BattleWords words = new BattleWords(fight);
                for (Creature c : fight.battle().creatures()) {
                    List<String> said = new ArrayList<>(words.creature(c));
                    said.addAll(words.surroundings(c));
                    for (String line : said) {
                        lines++;
                        Matcher m = EnglishWords.ANY.matcher(line);
                        if (m.find()) found.add(e.id() + ": \"" + m.group() + "\" in " + line);
                    }
                }
            }
        }
        assertTrue(lines > 2_000, "the panes were drawn: " + lines + " lines");
        assertTrue(found.isEmpty(), found.size() + " lines with English:\n" + String.join("\n",
                found.stream().limit(20).toList()));
    }
}
