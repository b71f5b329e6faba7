package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.launch.ContentWorkshop;
import escarmouche.testing.RealContent;
import escarmouche.ui.draft.DraftCreature;
import escarmouche.ui.draft.DraftHiding;
import escarmouche.ui.draft.DraftSaved;
import escarmouche.ui.draft.EncounterDraft;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An encounter saved by the builder is an ordinary scenario file: ./play check passes it and ./play run plays it. */
class BuiltEncounterCliTest {
    @TempDir
    Path own;

    private Path saved(String controlOfParty) {
        EncounterDraft room = EncounterDraft.blank(12, 8).withName("Built duel").withSeed(7L)
                .paint(5, 3, ',').paint(6, 3, ';').paint(6, 0, '+').lock(6, 0, 12);
        EncounterDraft d = room.withCreatures(List.of(
                new DraftCreature("kenji", "samurai", "party", 2, 3, null, null, null, controlOfParty, null),
                new DraftCreature("g1", "goblin", "monsters", 9, 3, 5, "coward", new DraftHiding(true, 12), null, null)));
        DraftSaved.Written w = assertInstanceOf(DraftSaved.Written.class,
                new ContentWorkshop(RealContent.content(), own, "encounters").save(d, false));
        return own.resolve(w.draft().file());
    }

    @Test
    @DisplayName("A saved encounter passes ./play check")
    void checks() {
        Cli.Result r = Cli.run("check", saved(null).toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("no problem found"), r.out());
    }

    @Test
    @DisplayName("A saved encounter plays with ./play run: commands for the party, the goblin on its script, to a state event")
    void runs() throws Exception {
        Path commands = own.resolve("duel.commands");
        Files.writeString(commands, "moveto 4,3\nend\nend\nend\n");
        Cli.Result r = Cli.run("run", saved(null).toString(), "--commands", commands.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("\"type\":\"initiative\""), r.out());
        assertTrue(r.out().contains("\"actor\":\"kenji\""), r.out());
        assertTrue(r.out().strip().endsWith("}") && r.out().contains("\"type\":\"state\""), r.out());
    }

    @Test
    @DisplayName("A saved encounter with everyone on the AI plays to its end with ./play run")
    void runsToTheEnd() {
        Cli.Result r = Cli.run("run", saved("ai").toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("\"type\":\"end\""), r.out());
    }
}
