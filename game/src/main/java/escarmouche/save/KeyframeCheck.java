package escarmouche.save;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import escarmouche.engine.Game;
import escarmouche.events.TurnEvent;
import java.io.IOException;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Checks a replay against the keyframes of its file: at the start of each round the replay opens, the
 * keyframe of that round (if the file has one) must have been written after as many inputs and hold the
 * same state. The inputs are the master copy, so a keyframe that disagrees means the file was edited or
 * the game no longer plays it the same way: either way the save is refused with what differs.
 */
final class KeyframeCheck {
    private final SavedFight saved;
    private final String name;
    private final StateJson states = new StateJson();
    private int next;
    private int inputs;
    private int lastRound;
    private boolean active = true;
    private String problem;

    KeyframeCheck(SavedFight saved, String name) {
        this.saved = saved;
        this.name = name;
    }

    /** Starts watching {@code game}, before its replay starts (this takes the game's input listener). */
    void watch(Game game) {
        game.onInput(input -> inputs++);
        game.battle().log().listen(e -> {
            if (!active || problem != null || !(e.event() instanceof TurnEvent) || e.round() <= lastRound) return;
            lastRound = e.round();
            List<Keyframe> keys = saved.keyframes();
            if (next < keys.size() && keys.get(next).round() < e.round()) {
                problem = where(next) + "keyframe of round " + keys.get(next).round() + " is not where the replay opens that round";
            } else if (next < keys.size() && keys.get(next).round() == e.round()) {
                problem = compare(keys.get(next), e.round(), states.of(game.state()));
                next++;
            }
        });
    }

    /** Stops watching (the fight goes on past the recording) and throws the first disagreement found. */
    void finish() throws RecordingFile.Unreadable {
        active = false;
        if (problem == null && next < saved.keyframes().size()) {
            problem = where(next) + "keyframe of round " + saved.keyframes().get(next).round() + " was never reached by the replay";
        }
        if (problem != null) throw new RecordingFile.Unreadable(problem);
    }

    private String where(int index) {
        return name + ":" + saved.lineOf(index) + ": ";
    }

    private String compare(Keyframe key, int round, String replayed) {
        String head = where(next) + "keyframe of round " + round + " disagrees with the replay: ";
        if (key.inputs() != inputs) return head + "written after " + key.inputs() + " inputs, the replay opened it after " + inputs;
        if (key.state().equals(replayed)) return null;
        try {
            // Only a keyframe that differs is read field by field, with a mapper of its own.
            ObjectMapper json = new ObjectMapper();
            JsonNode a = json.readTree(key.state());
            JsonNode b = json.readTree(replayed);
            if (a.size() != b.size()) return head + a.size() + " combatants in the file, " + b.size() + " in the replay";
            for (int i = 0; i < a.size(); i++) {
                JsonNode ka = a.get(i);
                JsonNode kb = b.get(i);
                String id = kb.path("id").asText("combatant " + (i + 1));
                if (!ka.path("id").equals(kb.path("id"))) {
                    return head + "combatant " + (i + 1) + " is " + shown(ka.path("id")) + " in the file, " + shown(kb.path("id"))
                            + " in the replay";
                }
                for (Iterator<Map.Entry<String, JsonNode>> it = kb.fields(); it.hasNext(); ) {
                    Map.Entry<String, JsonNode> f = it.next();
                    if (!f.getValue().equals(ka.path(f.getKey()))) {
                        return head + id + " " + f.getKey() + ": " + shown(ka.path(f.getKey())) + " in the file, "
                                + shown(f.getValue()) + " in the replay";
                    }
                }
                for (Iterator<String> it = ka.fieldNames(); it.hasNext(); ) {
                    String f = it.next();
                    if (!kb.has(f)) return head + id + " " + cut(f) + ": " + shown(ka.path(f)) + " in the file, (none) in the replay";
                }
            }
            return head + "the states differ";
        } catch (IOException e) {
            return head + "its state is not JSON";
        }
    }

    private static String shown(JsonNode n) {
        return cut(n.isMissingNode() ? "(none)" : n.isTextual() ? n.asText() : n.toString());
    }

    /** A piece of the file quoted in a message, cut so that a hostile file cannot flood the screen. */
    private static String cut(String s) {
        return s.length() <= 60 ? s : s.substring(0, 57) + "...";
    }
}
