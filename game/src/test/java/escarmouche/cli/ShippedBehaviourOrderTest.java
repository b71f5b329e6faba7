package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shipped behaviours of content/behaviors/ (and the bandit captain's own) put a creature's rules in the
 * order a GM would play them: found by reading {@code run --all-ai} logs, where an archer never drank, a hurt
 * skirmisher wasted every turn on a Disengage it could not walk out of, and three creatures struck or stood
 * in the wrong order. Each test plays a small fight through {@code run --text} with forced dice and reads
 * one turn as the log tells it.
 */
class ShippedBehaviourOrderTest {
    private static final String CORRIDOR = "\"map\": {\"rows\": [\"################\", \"#..............#\","
            + " \"#..............#\", \"################\"]}";

    @TempDir
    Path tmp;

    @Test
    @DisplayName("CAST-POTION: an archer character badly hurt drinks its potion before it shoots, as the heroes do")
    void CAST_POTION_archerDrinksWhenBadlyHurt() throws IOException {
        String out = run("""
                {"format": 1, %s,
                 "combatants": [
                   {"id": "tarik", "name": "Tarik", "template": "archer", "side": "party", "at": [7, 1], "hp": 5, "control": "ai"},
                   {"id": "z", "template": "zombie", "side": "monsters", "at": [14, 2]}
                 ], "initiative": ["tarik", "z"], "dice": [15, 2, 3, 4, 4]}
                """.formatted(CORRIDOR), null);
        assertEquals(List.of("Round 1: Tarik's turn (6 movement)",
                "Tarik means to drink (archer: badly hurt: drink a potion)",
                "Tarik drinks a potion of healing: d20 15 +3 Dex -5 potion 2d4 (2+3) = 13 vs 7: it works  [CAST-POTION ACT-USE]",
                "Tarik regains 10 HP (2d4 4+4 +2): HP 5 → 15  [CAST-POTION DMG-HEAL]"), turn(out, "Round 1: Tarik's turn"));
    }

    @Test
    @DisplayName("HP-DISABLED: an archer character at 0 hit points with nothing to drink walks away from the zombie,"
            + " rather than wait for it")
    void HP_DISABLED_archerFleesAtZero() throws IOException {
        String out = run("""
                {"format": 1, %s,
                 "combatants": [
                   {"id": "tarik", "name": "Tarik", "template": "archer", "side": "party", "at": [7, 1], "hp": 0, "items": {}, "control": "ai"},
                   {"id": "z", "template": "zombie", "side": "monsters", "at": [14, 2]}
                 ], "initiative": ["tarik", "z"], "dice": []}
                """.formatted(CORRIDOR), null);
        assertEquals(List.of("Round 1: Tarik's turn (3 movement)",
                "Tarik is wounded (0 HP): half speed, 3 squares  [MOVE-WOUNDED]",
                "Tarik means to flee (archer: at death's door: get away)",
                "Tarik moves 7,1 → 4,1 (3 squares, 3 movement, 0 left)  [MOVE-ENTER MOVE-WOUNDED]"),
                turn(out, "Round 1: Tarik's turn"));
    }

    @Test
    @DisplayName("OA-DISENGAGE: a hurt skirmisher that outmanoeuvres only one of its two foes still slips away, taking"
            + " the other's blow, instead of spending its action to stay where it was")
    void OA_DISENGAGE_hurtSkirmisherWalksOff() throws IOException {
        // The goblin beats Aldric (15 against 2) and loses to Lin (2 against 15); Lin's blow misses (2).
        String out = run("""
                {"format": 1, "map": {"rows": ["##########", "#........#", "#........#", "#........#", "##########"]},
                 "combatants": [
                   {"id": "g", "template": "goblin", "side": "monsters", "at": [2, 2], "hp": 3},
                   {"id": "aldric", "name": "Aldric", "template": "fighter", "side": "party", "at": [1, 2], "control": "ai"},
                   {"id": "lin", "name": "Lin", "template": "monk", "side": "party", "at": [2, 1], "control": "ai"}
                 ], "initiative": ["g", "aldric", "lin"], "dice": [15, 2, 2, 15, 2]}
                """, null);
        assertEquals(List.of("Round 1: Goblin's turn (6 movement)",
                "Goblin means to disengage and retreat (skirmisher: hurt: slip out of reach)",
                "Disengage: Goblin Dex d20 15 +2 Dex = 17 vs Aldric Dex d20 2 +1 Dex = 3: Goblin wins  [OA-DISENGAGE TURN-INIT]",
                "Disengage: Goblin Dex d20 2 +2 Dex = 4 vs Lin Dex d20 15 +3 Dex = 18: Lin wins  [OA-DISENGAGE TURN-INIT]",
                "Goblin disengages; Aldric cannot strike it this turn  [OA-DISENGAGE]",
                "Aldric makes no opportunity attack as Goblin leaves their reach: Aldric was outmanoeuvred by the Disengage"
                        + "  [OA-DISENGAGE OA-LEAVE]",
                "Goblin moves 2,2 → 3,2 (1 square, 1 movement, 5 left)  [MOVE-ENTER]",
                "Lin makes an opportunity attack on Goblin at 3,2 (leaving their reach)  [OA-LEAVE]",
                "Lin attacks Goblin with quarterstaff: d20 2 +3 Dex +2 prof = 7 vs AC 15: miss  [ATK-ROLL OA-REACTION"
                        + " OA-LEAVE ATK-ABILITY ATK-DEXDMG CLASS-MONK ATK-PROF]",
                "Goblin moves 3,2 → 8,2 (5 squares, 5 movement, 0 left)  [MOVE-ENTER]"), turn(out, "Round 1: Goblin's turn"));
    }

    @Test
    @DisplayName("TURN-OBJECT: a grappler whose club lies at its feet takes it up (its free object interaction) before"
            + " it joins in on the foe a friend holds, and strikes with the club rather than its fist")
    void TURN_OBJECT_grapplerTakesItsClubUpFirst() throws IOException {
        // Round 1: goblin 1 lets go of its club to grab Aldric, goblin 2 grabs Lin; Aldric breaks free and steps
        // off (goblin 1's blow misses). Round 2: goblin 1 is free-handed, its club at its feet, Lin held.
        String out = run("""
                {"format": 1, "map": {"rows": ["#########", "#.......#", "#.......#", "#.......#", "#########"]},
                 "combatants": [
                   {"id": "aldric", "name": "Aldric", "template": "fighter", "side": "party", "at": [4, 1]},
                   {"id": "lin", "name": "Lin", "template": "monk", "side": "party", "at": [1, 3]},
                   {"id": "g1", "template": "goblin", "side": "monsters", "at": [3, 1], "behavior": "grappler", "weapons": ["club"]},
                   {"id": "g2", "template": "goblin", "side": "monsters", "at": [1, 2], "behavior": "grappler", "weapons": ["club"]}
                 ], "initiative": ["g1", "g2", "aldric", "lin"], "dice": [15, 2, 15, 2, 18, 2, 2, 2]}
                """, "escape\nmove 5,1 6,1\nend\nend\n");
        assertEquals(List.of("Round 2: Goblin 1's turn (6 movement)",
                "Goblin 1 means to pick up its weapon (grappler: a friend holds a foe: take its weapon up before joining in)",
                "Goblin 1 picks up the club at 3,1, using its free object interaction  [TURN-OBJECT]",
                "Goblin 1 means to attack Lin (grappler: finish off the held enemy)",
                "Goblin 1 moves 3,1 → 2,2 (1 square, 1 movement, 5 left)  [MOVE-ENTER]",
                "Goblin 1 attacks Lin with club: d20 2 +2 Dex +2 prof = 6 vs AC 13: miss  [ATK-ROLL ACT-ATTACK ATK-ABILITY"
                        + " ATK-DEXDMG ATK-PROF]"), turn(out, "Round 2: Goblin 1's turn"));
    }

    @Test
    @DisplayName("ATK-FLANK: a prone bandit captain stands up before it leads the charge, and strikes with the flank's"
            + " advantage rather than the prone attacker's disadvantage cancelling it")
    void ATK_FLANK_proneCaptainStandsFirst() throws IOException {
        String out = run("""
                {"format": 1, "map": {"rows": ["#######", "#.....#", "#.....#", "#######"]},
                 "combatants": [
                   {"id": "cap", "template": "bandit-captain", "side": "monsters", "at": [1, 1], "conditions": ["prone"]},
                   {"id": "g", "template": "goblin", "side": "monsters", "at": [3, 1]},
                   {"id": "aldric", "name": "Aldric", "template": "fighter", "side": "party", "at": [2, 1], "control": "ai"}
                 ], "initiative": ["cap", "g", "aldric"], "dice": [15, 3, 4]}
                """, null);
        assertEquals(List.of("Round 1: Bandit captain's turn (6 movement)",
                "Bandit captain means to stand up (Bandit captain's own: knocked down: get up before leading the charge)",
                "Bandit captain is no longer prone (stands up: 3 movement, 3 left)  [MOVE-PRONE]",
                "Bandit captain means to attack Aldric (Bandit captain's own: lead from the front beside one of its men)",
                "Bandit captain attacks Aldric with scimitar: d20 15 (15, 3, advantage: flanking with Goblin) +2 Str +2 prof"
                        + " = 19 vs AC 18: hit  [ATK-ROLL ACT-ATTACK ATK-ABILITY ATK-PROF ATK-ADV ATK-FLANK]",
                // No hold intent after the blow: a hold that only ends an acted turn writes none.
                "Aldric takes 6: d6 4 +2 Str: 6 slashing; HP 22  [DMG-ROLL]"),
                turn(out, "Round 1: Bandit captain's turn"));
    }

    @Test
    @DisplayName("HP-DISABLED: a prone hero at 0 hit points drinks before it stands up, since standing would be its one"
            + " move or action of the turn; healed, it then gets up")
    void HP_DISABLED_proneHeroDrinksBeforeStanding() throws IOException {
        String out = run("""
                {"format": 1, "map": {"rows": ["##########", "#........#", "#........#", "##########"]},
                 "combatants": [
                   {"id": "lin", "name": "Lin", "template": "monk", "side": "party", "at": [1, 1], "hp": 0, "conditions": ["prone"], "control": "ai"},
                   {"id": "w", "template": "wolf", "side": "monsters", "at": [8, 2]}
                 ], "initiative": ["lin", "w"], "dice": [20, 1, 1, 3, 3]}
                """, null);
        assertEquals(List.of("Round 1: Lin's turn (3 movement)",
                "Lin is wounded (0 HP): half speed, 3 squares  [MOVE-WOUNDED]",
                "Lin means to drink (hero: badly hurt: drink a potion)",
                "Lin drinks a potion of healing: d20 20 +3 Dex -2 potion 2d4 (1+1) = 21 vs 7: it works  [CAST-POTION ACT-USE]",
                "Lin regains 8 HP (2d4 3+3 +2): HP 0 → 8  [CAST-POTION DMG-HEAL]",
                "Lin is no longer disabled (healed above 0)  [HP-DISABLED]",
                "Lin means to stand up (hero: knocked down: get up)",
                "Lin is no longer prone (stands up: 3 movement, 3 left)  [MOVE-PRONE]"), turn(out, "Round 1: Lin's turn"));
    }

    /** The fight as {@code run --text} tells it in English: every creature on the AI, or the party on {@code commands}. */
    private String run(String scenario, String commands) throws IOException {
        Path file = Files.writeString(tmp.resolve("fight.json"), scenario);
        List<String> args = new ArrayList<>(List.of("--lang", "en", "run", file.toString(), "--text"));
        if (commands == null) {
            args.add("--all-ai");
        } else {
            args.add("--commands");
            args.add(Files.writeString(tmp.resolve("fight.commands"), commands).toString());
        }
        Cli.Result r = Cli.run(args.toArray(String[]::new));
        assertEquals(0, r.exit(), r.err());
        return r.out();
    }

    /** The lines of one turn: from its heading up to the next turn's. */
    private static List<String> turn(String out, String heading) {
        List<String> lines = out.lines().toList();
        List<String> turn = new ArrayList<>();
        for (String line : lines) {
            if (turn.isEmpty() ? line.startsWith(heading) : !line.startsWith("Round ")) turn.add(line);
            else if (!turn.isEmpty()) break;
        }
        return turn;
    }
}
