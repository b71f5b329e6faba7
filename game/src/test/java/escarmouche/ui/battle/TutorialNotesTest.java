package escarmouche.ui.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.command.CommandParser;
import escarmouche.content.load.Loaded;
import escarmouche.content.load.ScenarioLoader;
import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.engine.battle.LoggedEvent;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.launch.ContentCatalog;
import escarmouche.testing.RealContent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The welcome promises a note each time a new rule comes into play: the rules a newcomer meets in the tutorial's
 * fight have one, in both languages, and a note whose "versus plain 5e" line contrasts a house addition says that
 * addition itself.
 */
class TutorialNotesTest {
    private static final ScreenMessages EN = ScreenMessages.of(Language.EN);
    private static final ScreenMessages FR = ScreenMessages.of(Language.FR);

    /** Rules that only ever fire beside another one whose note says them: the attack action, the Dash's movement. */
    private static final Set<String> SAID_BY_A_NEIGHBOUR = Set.of("ACT-ATTACK", "MOVE-DASH");

    private static Scenario tutorial() {
        Path content = Files.isDirectory(Path.of("..", "content")) ? Path.of("..", "content") : Path.of("content");
        Loaded<Scenario> loaded = new ScenarioLoader().load(content.resolve(ContentCatalog.TUTORIAL), RealContent.content());
        assertTrue(loaded.ok(), () -> loaded.problems().toString());
        return loaded.value();
    }

    /** The rule IDs the events name when the hero plays these commands, the goblins by their scripts. */
    private static Set<String> rulesOf(List<String> commands) {
        Game game = Game.of(tutorial(), 11);
        game.start();
        game.advance();
        CommandParser parser = new CommandParser();
        for (String line : commands) {
            if (game.over()) break;
            game.submit(parser.parse(line));
            game.advance();
        }
        Set<String> rules = new TreeSet<>();
        for (LoggedEvent e : game.battle().log().events()) rules.addAll(e.event().rule());
        return rules;
    }

    @Test
    @DisplayName("ATK-ABILITY, ATK-DEXDMG, ATK-PROF, ATK-UNARMED, MOVE-PRONE, TURN-OBJECT, COND-INCAPACITATED: every rule the"
            + " tutorial's fight shows on the ways a newcomer plays it has a note")
    void everyRuleTheTutorialShowsHasANote() {
        List<List<String>> plays = List.of(
                // The lessons in order: the blow beside Dozer, two steps in Snarl's reach, the grapple.
                List.of("move 3,2", "attack g2", "end", "end", "move 3,3", "move 3,2", "grapple g1", "end"),
                // A javelin first, then the blow; a fist; a Dodge; a Disengage.
                List.of("attack g2 weapon=javelin", "end", "move 3,2", "attack g2", "end", "move 3,3", "move 3,2",
                        "grapple g1", "end"),
                List.of("move 3,2", "attack g2 weapon=unarmed", "end", "dodge", "end", "disengage", "move 2,2 1,2", "end",
                        "end"),
                // Letting go of Snarl and picking the sword up again; a risky rush through the brambles; a Dash.
                List.of("move 3,2", "attack g2", "end", "end", "move 3,3", "move 3,2", "grapple g1", "release",
                        "pickup longsword", "end"),
                List.of("move 3,1 4,1 5,1 6,1 7,1 8,1 risky=dex", "end", "end", "end"),
                List.of("dash", "move 3,3", "end", "end"));
        Set<String> unnoted = new TreeSet<>();
        for (List<String> play : plays) {
            for (String rule : rulesOf(play)) {
                if (!Tutorial.notedRules().contains(rule) && !SAID_BY_A_NEIGHBOUR.contains(rule)) unnoted.add(rule);
            }
        }
        assertEquals(Set.of(), unnoted, "rules the tutorial shows without a note");
        for (String rule : List.of("ATK-ABILITY", "ATK-DEXDMG", "ATK-PROF", "ATK-UNARMED", "MOVE-PRONE", "TURN-OBJECT",
                "COND-INCAPACITATED")) {
            assertTrue(Tutorial.notedRules().contains(rule), rule);
            for (ScreenMessages m : List.of(EN, FR)) {
                String note = Tutorial.note(m, rule);
                assertFalse(note.startsWith("!"), rule + " " + m.language());
            }
        }
    }

    @Test
    @DisplayName("ATK-DEXDMG: its note says why the goblin's scimitar adds Dex to hit but not to damage, in both languages")
    void ATK_DEXDMG_theNoteSaysWhyTheGoblinsDamageHasNoDex() {
        assertTrue(Tutorial.note(EN, "ATK-DEXDMG").contains("Dex adds to one of them only"), Tutorial.note(EN, "ATK-DEXDMG"));
        assertTrue(Tutorial.note(EN, "ATK-DEXDMG").contains("goblin"), Tutorial.note(EN, "ATK-DEXDMG"));
        assertTrue(Tutorial.note(FR, "ATK-DEXDMG").contains("la Dex s'ajoute à l'un des deux seulement"),
                Tutorial.note(FR, "ATK-DEXDMG"));
        assertTrue(Tutorial.note(FR, "ATK-DEXDMG").contains("gobelin"), Tutorial.note(FR, "ATK-DEXDMG"));
    }

    @Test
    @DisplayName("OA-REACTION: the note says what the house adds (a one-segment spell in place of the blow), in both languages")
    void OA_REACTION_theNoteSaysTheHousesSpell() {
        assertTrue(Tutorial.note(EN, "OA-REACTION").contains("a caster may cast a one-segment spell instead of the blow"),
                Tutorial.note(EN, "OA-REACTION"));
        assertTrue(Tutorial.note(FR, "OA-REACTION").contains("un lanceur de sorts peut lancer un sort d'un segment à la place du coup"),
                Tutorial.note(FR, "OA-REACTION"));
    }

    @Test
    @DisplayName("MOVE-DIFFICULT: the note says a creature its failed risky move threw down may stand up with its action,"
            + " which its \"versus plain 5e\" line contrasts, in both languages")
    void MOVE_DIFFICULT_theNoteSaysStandingUpWithTheAction() {
        assertTrue(Tutorial.note(EN, "MOVE-DIFFICULT").contains("you may stand up with your action instead"),
                Tutorial.note(EN, "MOVE-DIFFICULT"));
        assertTrue(Tutorial.note(FR, "MOVE-DIFFICULT").contains("vous pouvez vous relever avec votre action à la place"),
                Tutorial.note(FR, "MOVE-DIFFICULT"));
    }
}
