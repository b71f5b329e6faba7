package escarmouche.launch;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import escarmouche.content.load.Content;
import escarmouche.content.load.Loaded;
import escarmouche.content.load.ScenarioLoader;
import escarmouche.content.model.EncounterInfo;
import escarmouche.content.model.Scenario;
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
        String ruleId = rules != null ? rules : ownRules(text);
        RuleSet ruleSet = RuleSet.byId(ruleId);
        if (ruleSet == null) return Plan.failed("Unknown rules \"" + ruleId + "\".");
        String key = encounter.id() + "|" + sha256(contentHash + "\n" + text) + "|" + ruleId;
        String where = encounter.path().toString();
        return new Plan(key, null, ruleId, () -> {
            Loaded<Scenario> loaded = new ScenarioLoader().parse(text, where, content);
            if (!loaded.ok()) {
                throw new Unplayable("The scenario does not load: " + (loaded.problems().isEmpty() ? where
                        : loaded.problems().get(0).toString()));
            }
            return new OddsTally(OddsFights.prepare(loaded.value(), ruleSet));
        });
    }

    /** The scenario's {@code rules} field, {@code house} when absent (the loader checks it properly later). */
    private String ownRules(String text) {
        try {
            JsonNode rules = json.readTree(text).path("rules");
            return rules.isTextual() ? rules.asText() : RuleSet.HOUSE.id();
        } catch (IOException e) {
            return RuleSet.HOUSE.id();
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
