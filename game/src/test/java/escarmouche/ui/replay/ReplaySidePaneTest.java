package escarmouche.ui.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import escarmouche.content.load.ScenarioLoader;
import escarmouche.content.model.Scenario;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.reference.RulesReference;
import escarmouche.simulate.Simulation;
import escarmouche.testing.RealContent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The replay's side pane shares its rows as the battle screen's does at 80x24: the foes keep their heading and
 * two rows beside a large party, and a creature's conditions wrap onto a row of their own when there is room.
 */
class ReplaySidePaneTest {
    private ReplayViewer viewer;

    @AfterEach
    void close() {
        if (viewer != null) viewer.close();
    }

    /** A hero below 0, unconscious and prone, restrained and poisoned, with a goblin before her. */
    private static final String WOUNDED = """
            {"format": 1, "name": "The fallen hero", "difficulty": "easy",
             "map": {"rows": ["########", "#......#", "#......#", "########"]},
             "combatants": [
              {"id": "brunhild", "name": "Brunhild", "fr": {"gender": "f"}, "template": "fighter", "side": "party", "at": [1, 1]},
              {"id": "mo", "name": "Morwenna Longuevoix", "fr": {"gender": "f"}, "template": "cleric", "side": "party",
               "at": [1, 2], "hp": -3, "conditions": ["unconscious", "prone", "restrained", "poisoned"]},
              {"id": "g1", "template": "goblin", "side": "monsters", "at": [6, 2]}],
             "initiative": ["brunhild", "g1", "mo"], "seed": 1}""";

    /** The screen's rows after the keys, replayed all-AI at 80x24. */
    private List<String> rows(Scenario scenario, long seed, Language language, KeyStroke... keys) throws Exception {
        DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(80, 24));
        viewer = new ReplayViewer(Simulation.allAi(scenario), seed, List.of(), "side", RulesReference.load(), true,
                ScreenMessages.of(language));
        viewer.open(terminal);
        for (KeyStroke k : keys) viewer.handle(k);
        List<String> rows = new ArrayList<>();
        for (int r = 0; r < 24; r++) {
            StringBuilder sb = new StringBuilder();
            for (int c = 0; c < 80; c++) sb.append(terminal.getCharacter(c, r).getCharacter());
            rows.add(sb.toString());
        }
        return rows;
    }

    private static Scenario scenario(String json, String name) {
        return new ScenarioLoader().parse(json, name, RealContent.content()).value();
    }

    /** The side pane's part of each row: what follows the map's │. */
    private static List<String> pane(List<String> rows) {
        List<String> out = new ArrayList<>();
        for (String r : rows) {
            int bar = r.indexOf('│');
            if (bar >= 0) out.add(r.substring(bar + 1).stripTrailing());
        }
        return out;
    }

    @Test
    @DisplayName("Replay at 80x24: beside 12 heroes, 18 foes keep their heading, the first of them and a count of the rest")
    void foesKeepTwoRowsBesideALargeParty() throws Exception {
        String json = Files.readString(Path.of(getClass().getResource("/content/scenarios/big-brawl.json").toURI()));
        List<String> pane = pane(rows(scenario(json, "big-brawl.json"), 11, Language.EN));
        int foes = pane.indexOf("Foes");
        assertTrue(foes > 0, String.join("\n", pane));
        assertTrue(pane.get(foes + 1).startsWith("o0 Orc 0 "), String.join("\n", pane));
        assertEquals("   +17 more", pane.get(foes + 2), String.join("\n", pane));
        assertTrue(pane.get(foes - 1).trim().startsWith("+"), "the party counts the heroes left out: " + pane);
    }

    @Test
    @DisplayName("Replay at 80x24: a hero's many conditions take a row of their own under her whole name")
    void conditionsWrapOntoTheirOwnRow() throws Exception {
        List<String> pane = pane(rows(scenario(WOUNDED, "fallen.json"), 1, Language.EN));
        int at = -1;
        for (int i = 0; i < pane.size(); i++) if (pane.get(i).contains("-3/")) at = i;
        assertTrue(at >= 0, String.join("\n", pane));
        assertTrue(pane.get(at).contains("Morwenna Longuevoix -3/"), String.join("\n", pane));
        // Cut short as the battle screen's pane cuts them when even their own row is too narrow.
        assertEquals("   dying,prone,restrain.,poisoned,unconsci.", pane.get(at + 1), String.join("\n", pane));
    }

    @Test
    @DisplayName("Replay at 80x24 in French: the conditions' row agrees with the heroine")
    void conditionsWrapInFrench() throws Exception {
        List<String> pane = pane(rows(scenario(WOUNDED, "fallen.json"), 1, Language.FR));
        String all = String.join("\n", pane);
        assertTrue(all.contains("Morwenna Longuevoix -3/"), all);
        assertTrue(all.contains("Morwenna Longuevoix -3/24\n   mouran.,à terr.,entrav.,empois.,incons."), all);
    }
}
