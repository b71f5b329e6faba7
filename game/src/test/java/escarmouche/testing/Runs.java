package escarmouche.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import escarmouche.content.model.Scenario;
import escarmouche.headless.HeadlessRun;
import java.io.BufferedReader;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/** Plays a scenario headless with a command script and gives back the event log. */
public final class Runs {
    private Runs() {}

    public static String log(Scenario s, long seed, String commands) {
        StringWriter out = new StringWriter();
        new HeadlessRun().run(s, seed, new BufferedReader(new StringReader(commands)), out);
        return out.toString();
    }

    public static List<JsonNode> events(Scenario s, long seed, String commands) {
        ObjectMapper m = new ObjectMapper();
        List<JsonNode> out = new ArrayList<>();
        for (String line : log(s, seed, commands).split("\n")) {
            try {
                out.add(m.readTree(line));
            } catch (java.io.IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return out;
    }

    public static List<JsonNode> ofType(List<JsonNode> events, String type) {
        List<JsonNode> out = new ArrayList<>();
        for (JsonNode e : events) if (e.get("type").asText().equals(type)) out.add(e);
        return out;
    }
}
