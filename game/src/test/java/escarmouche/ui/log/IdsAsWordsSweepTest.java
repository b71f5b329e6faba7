package escarmouche.ui.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import escarmouche.content.load.Content;
import escarmouche.content.model.EncounterInfo;
import escarmouche.content.model.Scenario;
import escarmouche.content.load.ScenarioLoader;
import escarmouche.engine.Game;
import escarmouche.engine.battle.LoggedEvent;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.simulate.Simulation;
import escarmouche.testing.RealContent;
import escarmouche.ui.lang.ContentNames;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A creature's id is a word too: the log names a creature where the engine put its id (a reason's "flanking
 * with g1", the cover, a phrase's argument) and nowhere else. Each shipped encounter is fought twice, once with
 * its own ids and once with them renamed to words the log's sentences use ("target", "m", "with", "enemy",
 * "prone"...): both fights give the same events, so the screen's text must be the same, line for line.
 */
class IdsAsWordsSweepTest {
    /** Words of the log's English and French sentences, as ids; more than any encounter has creatures. */
    private static final List<String> WORDS = List.of("target", "m", "with", "enemy", "prone", "attacker", "hit",
            "miss", "advantage", "the", "of", "cible", "avec", "round");

    @ParameterizedTest
    @EnumSource(Language.class)
    @DisplayName("ATK-ADV and every line of the shipped encounters' fights: ids that are words never replace"
            + " a sentence's words")
    void sameTextWhateverTheIds(Language language) throws IOException {
        Content content = RealContent.content();
        ScreenMessages m = ScreenMessages.of(language);
        ObjectMapper json = new ObjectMapper();
        int lines = 0;
        for (EncounterInfo e : content.encounters()) {
            JsonNode own = json.readTree(Files.readString(e.path()));
            Map<String, String> renamed = new LinkedHashMap<>();
            for (JsonNode c : own.get("combatants")) renamed.put(c.get("id").asText(), WORDS.get(renamed.size()));
            JsonNode words = rename(own.deepCopy(), renamed);
            for (long seed = 1; seed <= 3; seed++) {
                List<String> plain = text(new ScenarioLoader().parse(own.toString(), e.id(), content).value(), seed, m);
                List<String> asWords = text(new ScenarioLoader().parse(words.toString(), e.id(), content).value(),
                        seed, m);
                assertEquals(plain.size(), asWords.size(), e.id() + " (seed " + seed + "): the same fight");
                for (int i = 0; i < plain.size(); i++) {
                    assertEquals(plain.get(i), asWords.get(i), e.id() + " (seed " + seed + "), ids " + renamed);
                }
                lines += plain.size();
            }
        }
        assertTrue(lines > 1_000, "the fights were rendered: " + lines + " lines");
    }

    /** Every line of a fight with every creature on the AI, full and brief, monsters' intents included. */
    private static List<String> text(Scenario s, long seed, ScreenMessages m) {
        Game game = Game.of(Simulation.allAi(s), seed);
        List<LoggedEvent> events = new ArrayList<>();
        game.battle().log().listen(events::add);
        LogLines log = new LogLines(PlayerWords.of(game.battle().creatures(),
                ContentNames.of(s.words(), m.language()), s.grimoire()), m);
        game.start();
        for (int step = 0; step < 200_000 && !game.over(); step++) game.step();
        List<String> out = new ArrayList<>();
        for (LoggedEvent le : events) {
            out.add(log.line(le));
            String brief = log.brief(le);
            if (brief != null) out.add(brief);
        }
        return out;
    }

    /**
     * The scenario with its creatures' ids renamed wherever the scenario says one (a combatant, the initiative,
     * a translation keyed by id), templates left alone (the ogre's id is its template's).
     */
    private static JsonNode rename(JsonNode node, Map<String, String> ids) {
        if (node instanceof ObjectNode o) {
            List<String> fields = new ArrayList<>();
            for (Iterator<String> it = o.fieldNames(); it.hasNext(); ) fields.add(it.next());
            for (String f : fields) {
                JsonNode v = o.get(f);
                JsonNode said = "template".equals(f) ? v : rename(v, ids);
                o.remove(f);
                o.set(ids.getOrDefault(f, f), said);
            }
            return o;
        }
        if (node instanceof ArrayNode a) {
            for (int i = 0; i < a.size(); i++) a.set(i, rename(a.get(i), ids));
            return a;
        }
        if (node.isTextual() && ids.containsKey(node.asText())) return new TextNode(ids.get(node.asText()));
        return node;
    }
}
