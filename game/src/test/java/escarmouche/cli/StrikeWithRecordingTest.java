package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.load.ContentLoader;
import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.engine.control.Controller;
import escarmouche.engine.movement.ReactionChoice;
import escarmouche.eventlog.EventJson;
import escarmouche.save.ContentSnapshot;
import escarmouche.save.Recorder;
import escarmouche.save.Recording;
import escarmouche.save.RecordingFile;
import escarmouche.save.Replays;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * OA-REACTION [HOUSE] through {@code ./play run RECORDING}: a recording's answer says which blow a caster chose,
 * {@code !strike with=weapon} or {@code !strike with=spell}; a plain {@code !strike} is the game's pick, as ever.
 */
class StrikeWithRecordingTest {
    /** The recording of the runaway whose hero ends its first turn, then answers the goblin's flight with {@code answer}. */
    private static Path recording(Path dir, String hero, String template, String dice, String answer) throws IOException {
        String text = Runaway.scenario(hero, template, dice);
        Recording r = Replays.start("encounters/runaway.json", text, ContentSnapshot.read(RecordedFights.CONTENT), 1)
                .with("end").with(answer);
        Path file = dir.resolve("fight.jsonl");
        Files.writeString(file, new RecordingFile().text(r));
        return file;
    }

    private static List<String> events(Cli.Result r, String type) {
        return r.out().lines().filter(l -> l.contains("\"type\":\"" + type + "\"")).toList();
    }

    @Test
    @DisplayName("OA-REACTION: a choice made on screen is kept as !strike with=weapon, and ./play run replays it to the"
            + " log the fight had")
    void OA_REACTION_theChoiceIsRecordedAndReplayed(@TempDir Path tmp) throws IOException {
        Map<String, String> files = ContentSnapshot.read(RecordedFights.CONTENT);
        String text = Runaway.scenario("mage", "wizard", "15, 4");
        Recording start = Replays.start("encounters/runaway.json", text, files, 1);
        Scenario scenario = Replays.scenario(start, new ContentLoader().load(RecordedFights.CONTENT).value(),
                ContentSnapshot.hash(files)).value();
        Game game = Game.of(scenario, 1);
        List<String> played = new ArrayList<>();
        EventJson json = new EventJson();
        game.battle().log().listen(e -> played.add(json.line(e)));
        Path file = tmp.resolve("fight.jsonl");
        new Recorder(file, start).attach(game);
        game.controlPlayers(Controller.submitted((r, q) -> ReactionChoice.ASK));
        game.start();
        game.advance();
        game.submitLine("end");
        game.advance();
        assertTrue(game.question().offersBoth(), String.valueOf(game.question()));
        game.answer(ReactionChoice.WEAPON);
        game.advance();
        assertTrue(Files.readString(file).contains("{\"input\":\"!strike with=weapon\"}"), Files.readString(file));
        Cli.Result r = Cli.run("run", file.toString());
        assertEquals(0, r.exit(), r.err());
        List<String> replayed = r.out().lines().filter(l -> !l.contains("\"type\":\"state\"")).toList();
        assertEquals(played, replayed);
        assertTrue(played.stream().anyMatch(l -> l.contains("\"weapon\":\"quarterstaff\"")), String.join("\n", played));
    }

    @Test
    @DisplayName("OA-REACTION: the line !strike with=weapon has the wizard strike with its quarterstaff, though the game would cast")
    void OA_REACTION_strikeWithWeaponLine(@TempDir Path tmp) throws IOException {
        Cli.Result r = Cli.run("run", recording(tmp, "mage", "wizard", "15, 4", "!strike with=weapon").toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(events(r, "cast").isEmpty(), r.out());
        List<String> attacks = events(r, "attack");
        assertEquals(1, attacks.size(), r.out());
        // d20 15 +2 Dex +2 prof = 19 against the goblin's AC 15; the quarterstaff's d6 4: the goblin at 3 of 7.
        assertTrue(attacks.get(0).contains("\"weapon\":\"quarterstaff\""), attacks.get(0));
        assertTrue(attacks.get(0).contains("\"total\":19"), attacks.get(0));
        assertTrue(attacks.get(0).contains("\"hit\":true"), attacks.get(0));
        assertTrue(events(r, "damage").get(0).contains("\"final\":4,\"hp\":3"), events(r, "damage").get(0));
    }

    @Test
    @DisplayName("OA-REACTION: !strike with=spell casts the fire bolt; a plain !strike does too, as this wizard's policy says (CAST-OA)")
    void OA_REACTION_strikeWithSpellAndPlainStrike(@TempDir Path tmp) throws IOException {
        Cli.Result spell = Cli.run("run", recording(tmp, "mage", "wizard", "15, 14, 12, 5", "!strike with=spell").toString());
        assertEquals(0, spell.exit(), spell.err());
        assertTrue(events(spell, "cast").get(0).contains("\"spell\":\"fire-bolt\""), spell.out());
        assertTrue(events(spell, "damage").get(0).contains("\"final\":5,\"hp\":2"), spell.out());
        Cli.Result plain = Cli.run("run", recording(tmp, "mage", "wizard", "15, 14, 12, 5", "!strike").toString());
        assertEquals(0, plain.exit(), plain.err());
        assertEquals(spell.out(), plain.out(), "a plain strike is the spell this wizard's policy casts");
    }

    @Test
    @DisplayName("OA-REACTION: !strike with=spell for a fighter, who has no spell, does not fit: file, line, why, exit 2")
    void OA_REACTION_aSpellNotOfferedDoesNotFit(@TempDir Path tmp) throws IOException {
        Path file = recording(tmp, "aldric", "fighter", "15, 4", "!strike with=spell");
        Path events = tmp.resolve("out.jsonl");
        Files.writeString(events, "precious");
        Cli.Result r = Cli.run("run", file.toString(), "--out", events.toString());
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().startsWith(file + ":3: input 2 (!strike with=spell) is refused: aldric has no one-segment spell"
                + " to cast at g1 (the recording does not fit its scenario and seed)"), r.err());
        assertEquals("precious", Files.readString(events));
    }

    @Test
    @DisplayName("OA-REACTION: an answer with another option is refused with the file, the line and the answers expected")
    void OA_REACTION_anUnknownOptionIsRefused(@TempDir Path tmp) throws IOException {
        Cli.Result r = Cli.run("run", recording(tmp, "mage", "wizard", "15, 4", "!strike with=staff").toString());
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("fight.jsonl:3: unknown answer '!strike with=staff' (expected !strike, !strike"
                + " with=weapon, !strike with=spell or !let-go)"), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
    }

    @Test
    @DisplayName("OA-REACTION: a recording, written by the game, keeps its answers as the game writes them: !STRIKE"
            + " with=weapon there is damage at its line, where a script takes it")
    void OA_REACTION_aRecordingsAnswerIsReadAsWritten(@TempDir Path tmp) throws IOException {
        Cli.Result r = Cli.run("check", recording(tmp, "mage", "wizard", "15, 4", "!STRIKE with=weapon").toString());
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().startsWith(tmp.resolve("fight.jsonl") + ":3: unknown answer '!STRIKE with=weapon' (expected"
                + " !strike, !strike with=weapon, !strike with=spell or !let-go)\n"), r.err());
        Cli.Result fr = Cli.run("--lang", "fr", "check", tmp.resolve("fight.jsonl").toString());
        assertTrue(fr.err().startsWith(tmp.resolve("fight.jsonl") + ":3: réponse inconnue \u00ab\u00a0!STRIKE"
                + " with=weapon\u00a0\u00bb (attendu\u00a0: !strike, !strike with=weapon, !strike with=spell ou !let-go)\n"),
                fr.err());
    }
}
