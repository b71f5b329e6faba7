package escarmouche.save;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.engine.battle.LoggedEvent;
import escarmouche.engine.control.Controller;
import escarmouche.eventlog.EventJson;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * OA-REACTION in the saves: a strike a hero's controller takes at once (the title screen's setting, always strike) is
 * recorded as {@code !strike}; the saves older versions wrote without it, keyframes counting no input for it, are read
 * with it, to the same fight.
 */
class UnrecordedStrikeSaveTest {
    /** Aldric beside a goblin that only runs: on its turn it dashes and walks away east, out of Aldric's reach. */
    private static final String RUNAWAY = """
            {"format": 1, "map": {"rows": ["############", "#..........#", "############"]},
             "combatants": [
               {"id": "aldric", "template": "fighter", "at": [2, 1]},
               {"id": "g1", "template": "goblin", "behavior": {"rules": [{"do": "flee", "provoke": true, "why": "run for it"}]}, "at": [3, 1]}
             ],
             "initiative": ["aldric", "g1"], "dice": [15, 1]}
            """;
    private static final String PATH = "encounters/runaway.json";

    @TempDir
    Path dir;

    @Test
    @DisplayName("OA-REACTION: a strike taken at once is on disk as !strike, each keyframe counting it; a save written"
            + " without it (older versions), its keyframes one input short, loads to the same state")
    void OA_REACTION_strikeTakenAtOnceIsSavedAndOlderSavesLoad() throws Exception {
        Fights.Shipped shipped = Fights.Shipped.load(Fights.CONTENT);
        Recording start = Replays.start(PATH, RUNAWAY, shipped.files(), 1);
        Scenario scenario = Replays.scenario(start, shipped.content(), shipped.hash()).value();
        Game live = Game.of(scenario, 1);
        Path file = dir.resolve("fight.jsonl");
        Recorder recorder = new Recorder(file, start);
        recorder.attach(live);
        // The players' controller answers every question at once with a strike, as the setting does.
        live.controlPlayers(Controller.SUBMITTED);
        live.start();
        live.advance();
        live.submitLine("end");
        live.advance();
        live.submitLine("end");
        live.advance();

        SavedFight saved = new RecordingFile().load(file);
        assertEquals(List.of("end", "!strike", "end"), saved.recording().inputs());
        assertEquals(List.of("1:0", "2:2", "3:3"), counts(saved));
        String state = line(live);
        assertEquals(state, line(Replays.load(file, null, "", Controller.SUBMITTED).game()));

        // As an older version wrote the same fight: no answer, and the keyframes after it one input short.
        List<Keyframe> short1 = new ArrayList<>();
        for (Keyframe k : saved.keyframes()) short1.add(new Keyframe(k.round(), k.inputs() - (k.inputs() >= 2 ? 1 : 0), k.state()));
        Path old = dir.resolve("old.jsonl");
        new RecordingFile().write(old, new SavedFight(start.with("end").with("end"), short1));
        Replays.Resumed resumed = Replays.load(old, null, "", Controller.SUBMITTED);
        assertEquals(List.of("1:0", "2:1", "3:2"), counts(resumed.saved()));
        assertEquals(state, line(resumed.game()));
        assertEquals(3, resumed.game().battle().round());
        assertEquals(3, resumed.game().battle().find("g1").hp(), "struck as it ran, as when it was played");
    }

    /** Each keyframe as its round and the inputs it was written after. */
    private static List<String> counts(SavedFight saved) {
        return saved.keyframes().stream().map(k -> k.round() + ":" + k.inputs()).toList();
    }

    private static String line(Game g) {
        return new EventJson().line(new LoggedEvent(0, 0, g.state()));
    }
}
