package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.save.RecordingFile;
import escarmouche.testing.KeptSaves;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * OA-REACTION and the saves: an opportunity attack taken at once by the title screen's setting (always strike) is an
 * input of the recording as one answered on screen is, so the fight is continued from its file as it was played.
 */
class AlwaysStrikeSaveTest {
    /** Aldric beside a goblin that only runs, provoking if it must (as in {@link ReactionPromptTest}). */
    private static final String RUNAWAY = """
            {"format": 1, "map": {"rows": ["############", "#..........#", "############"]},
             "combatants": [
               {"id": "aldric", "template": "fighter", "at": [2, 1]},
               {"id": "g1", "template": "goblin", "behavior": {"rules": [{"do": "flee", "provoke": true, "why": "run for it"}]}, "at": [3, 1]}
             ],
             "initiative": ["aldric", "g1"], "dice": [15, 1]}
            """;

    @TempDir
    Path data;
    @TempDir
    Path saves;
    private Harness h;

    @AfterEach
    void close() {
        if (h != null) h.close();
    }

    private Harness session() {
        TestCatalog catalog = new TestCatalog().addKept("runaway", "The runaway", "A goblin runs.", "easy", RUNAWAY);
        return new Harness(catalog, KeptSaves.local(saves), data, 100, 30, true);
    }

    private List<String> inputs() throws Exception {
        List<Path> kept = KeptSaves.recordings(saves);
        assertEquals(1, kept.size(), kept.toString());
        return new RecordingFile().read(kept.get(0)).inputs();
    }

    /** Leaves the fight, opens a new session on the same saves and continues it. */
    private void continueIt() {
        h.keys("Q").keys("y");
        h.close();
        h = session();
        h.keys("g");
    }

    @Test
    @DisplayName("OA-REACTION: an opportunity attack the always-strike setting takes is recorded (!strike), and Continue"
            + " plays the fight again to where it was")
    void OA_REACTION_alwaysStrikeIsRecordedAndContinued() throws Exception {
        h = session();
        h.keys("o");
        assertTrue(h.shows("Opportunity attacks: always strike"), h.screen());
        h.keys("n").enter().enter().keys("e");
        assertFalse(h.shows("── Opportunity attack"), h.screen());
        assertTrue(h.shows("Aldric attacks Goblin with longsword: d20 15 +3 Str +2 prof = 20 vs AC 15: hit"), h.screen());
        assertTrue(h.shows("Round 2: Aldric's turn"), h.screen());
        assertEquals(List.of("end", "!strike"), inputs(), "the answer given at once is on disk as the next input");
        h.keys("e");
        assertEquals(List.of("end", "!strike", "end"), inputs());

        continueIt();
        assertTrue(h.shows("Continued from 2026-11-23_20-15-00_"), h.screen());
        assertFalse(h.shows("cannot be continued"), h.screen());
        assertTrue(h.shows("Round 3: Aldric's turn"), h.screen());
        h.keys("e");
        assertEquals(List.of("end", "!strike", "end", "end"), inputs(), "the continued fight records on into its file");
    }

    @Test
    @DisplayName("OA-REACTION: an opportunity attack answered on screen (y) is recorded, and Continue plays the fight again"
            + " to where it was")
    void OA_REACTION_answeredStrikeIsRecordedAndContinued() throws Exception {
        h = session();
        h.keys("n").enter().enter().keys("e");
        assertTrue(h.shows("▶ Aldric may strike Goblin"), h.screen());
        h.keys("y");
        assertTrue(h.shows("Round 2: Aldric's turn"), h.screen());
        assertEquals(List.of("end", "!strike"), inputs());
        h.keys("e");
        assertEquals(List.of("end", "!strike", "end"), inputs());

        continueIt();
        assertTrue(h.shows("Continued from 2026-11-23_20-15-00_"), h.screen());
        assertTrue(h.shows("Round 3: Aldric's turn"), h.screen());
    }

    /** Starts the fight with the setting on ask me, ends Aldric's turn and leaves at the question, as Ctrl-C does. */
    private void leftAtTheQuestion() throws Exception {
        h = session();
        h.keys("n").enter().enter().keys("e");
        assertTrue(h.shows("▶ Aldric may strike Goblin"), h.screen());
        h.close();
        h = null;
        assertEquals(List.of("end"), inputs(), "the question unanswered: no answer on disk");
    }

    @Test
    @DisplayName("OA-REACTION: Q at the question leaves a fight alone as Q does on any move (the save keeps it open), and"
            + " Continue asks it again")
    void OA_REACTION_qAtTheQuestionLeavesAndContinueAsksAgain() throws Exception {
        h = session();
        h.keys("n").enter().enter().keys("e");
        assertTrue(h.shows("▶ Aldric may strike Goblin"), h.screen());
        h.keys("Q");
        assertTrue(h.shows("Yes, back to the title screen (it is saved: Continue resumes it)"), h.screen());
        h.keys("y");
        assertTrue(h.shows("New fight"), "on the title screen: " + h.screen());
        assertEquals(List.of("end"), inputs(), "the question unanswered: no answer on disk");
        h.keys("g");
        assertTrue(h.shows("Continued from 2026-11-23_20-15-00_"), h.screen());
        assertTrue(h.shows("▶ Aldric may strike Goblin"), "asked again: " + h.screen());
    }

    @Test
    @DisplayName("OA-REACTION: a fight left on an open question, continued with the setting on always strike, strikes at"
            + " once (recorded !strike) and asks nothing")
    void OA_REACTION_alwaysStrikeAnswersTheQuestionASaveLeftOpen() throws Exception {
        leftAtTheQuestion();
        h = session();
        h.keys("o");
        assertTrue(h.shows("Opportunity attacks: always strike"), h.screen());
        h.keys("g");
        assertTrue(h.shows("Continued from 2026-11-23_20-15-00_"), h.screen());
        assertFalse(h.shows("── Opportunity attack"), h.screen());
        assertFalse(h.shows("Not to be asked again"), h.screen());
        assertTrue(h.shows("Aldric attacks Goblin with longsword: d20 15 +3 Str +2 prof = 20 vs AC 15: hit"), h.screen());
        assertTrue(h.shows("Round 2: Aldric's turn"), h.screen());
        assertEquals(List.of("end", "!strike"), inputs(), "the strike is kept as one given with y is");
    }

    @Test
    @DisplayName("OA-REACTION: with always strike on, the question a full save left open waits, unanswerable, and does not"
            + " point to the setting already on")
    void OA_REACTION_fullSaveQuestionDoesNotPointToTheSettingOn() throws Exception {
        leftAtTheQuestion();
        // The save padded before its one command to the most inputs a save holds: the question is then past them.
        Path file = KeptSaves.recordings(saves).get(0);
        String end = "{\"input\":\"end\"}\n";
        String text = Files.readString(file);
        assertTrue(text.endsWith(end), text);
        String padding = "{\"input\":\"!refused undo\"}\n".repeat(RecordingFile.MAX_INPUTS - 1);
        Files.writeString(file, text.substring(0, text.length() - end.length()) + padding + end, StandardCharsets.UTF_8);

        h = session();
        h.keys("o").keys("g");
        assertTrue(h.shows("▶ Aldric may strike Goblin"), h.screen());
        assertFalse(h.shows("Not to be asked again"), h.screen());
        assertTrue(h.shows("This fight's save is full: it holds 20,000 inputs"), h.screen());
        assertEquals(RecordingFile.MAX_INPUTS, inputs().size(), "nothing more written");
    }
}
