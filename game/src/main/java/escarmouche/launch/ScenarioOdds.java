package escarmouche.launch;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import escarmouche.content.load.json.JsonReader;
import escarmouche.content.load.Content;
import escarmouche.content.load.Loaded;
import escarmouche.content.load.Problem;
import escarmouche.content.load.ScenarioLoader;
import escarmouche.content.model.EncounterInfo;
import escarmouche.content.model.Scenario;
import escarmouche.lang.Language;
import escarmouche.rules.core.RuleSet;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * The odds of the encounters of a loaded content folder. A job's key holds the encounter's id, a SHA-256
 * of the content's own hash and the scenario's text as read now (an edited file is simulated afresh), and
 * the rules; the scenario is loaded on a worker, with the same loader as the game.
 */
final class ScenarioOdds implements OddsSource {
    private final Content content;
    private final String contentHash;
    private final ObjectMapper json = new ObjectMapper();

    /** @param contentHash the content folder's hash (what a recording keeps), read once at start */
    ScenarioOdds(Content content, String contentHash) {
        this.content = content;
        this.contentHash = contentHash;
    }

    @Override
    public Plan plan(EncounterInfo encounter, String rules) {
        if (encounter.path() == null) return Plan.failed("This encounter has no scenario file to simulate.");
        String text;
        try {
            text = java.nio.file.Files.readString(encounter.path());
        } catch (IOException e) {
            return Plan.failed(encounter.path() + " cannot be read (" + e.getMessage() + ").");
        }
        return plan(encounter, text, rules);
    }

    @Override
    public Plan plan(EncounterInfo encounter, String text, String rules) {
        JsonNode root = tree(text);
        String ruleId = rules != null ? rules : ownRules(root);
        RuleSet ruleSet = RuleSet.ofId(ruleId);
        if (ruleSet == null) return Plan.failed("Unknown rules \"" + ruleId + "\".");
        String key = encounter.id() + "|" + sha256(contentHash + "\n" + fought(root, text)) + "|" + ruleId;
        String where = encounter.path() == null ? encounter.id() : encounter.path().toString();
        return new Plan(key, null, ruleId, () -> {
            Loaded<Scenario> loaded = new ScenarioLoader().parse(text, where, content);
            if (!loaded.ok()) {
                // Its first problem, in each session's language (a French list said it in English).
                Problem first = loaded.problems().isEmpty() ? null : loaded.problems().get(0);
                throw new Unplayable("The scenario does not load: " + (first == null ? where : first.toString()),
                        m -> m.text("encounters.odds.unloaded", first == null ? where : first.in(m)));
            }
            return new OddsTally(OddsFights.prepare(loaded.value(), ruleSet));
        });
    }

    /** The scenario's JSON, or null when it is not JSON (the loader says why later, on a worker). */
    private JsonNode tree(String text) {
        try {
            return json.readTree(JsonReader.withoutBom(text));
        } catch (IOException e) {
            return null;
        }
    }

    /** The scenario's {@code rules} field, {@code house} when absent (the loader checks it properly later). */
    private static String ownRules(JsonNode root) {
        JsonNode rules = root == null ? null : root.path("rules");
        return rules != null && rules.isTextual() ? rules.asText() : RuleSet.HOUSE.id();
    }

    /**
     * What the fights depend on: the text without who plays whom, since the odds put every creature on the
     * AI, and without the translations, which only change what a screen shows. A party played by hand and the
     * same party handed to the AI (or a heroine's name given its French gender) share one job, and the
     * encounter's file and a party page that changed nothing but that share the figures already kept.
     */
    private String fought(JsonNode root, String text) {
        if (root == null || !root.path("combatants").isArray()) return text;
        JsonNode copy = root.deepCopy();
        for (JsonNode c : copy.path("combatants")) {
            if (c instanceof ObjectNode o) {
                o.remove("control");
                for (Language l : Language.values()) o.remove(l.code());
            }
        }
        try {
            return json.writeValueAsString(copy);
        } catch (IOException e) {
            return text;
        }
    }

    static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
