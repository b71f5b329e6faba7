package escarmouche.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.command.Command;
import escarmouche.content.load.ScenarioLoader;
import escarmouche.engine.battle.LoggedEvent;
import escarmouche.events.AttackEvent;
import escarmouche.events.NoteEvent;
import escarmouche.rules.core.Condition;
import escarmouche.rules.grid.Pos;
import escarmouche.simulate.Simulation;
import escarmouche.testing.Scripts;
import escarmouche.testing.TestScenario;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Each action of the behaviour language: the exact commands the controller gives, step by step. */
class ScriptActionsTest {
    private static TestScenario yard() {
        return TestScenario.map(
                "##########",
                "#........#",
                "#........#",
                "#........#",
                "##########");
    }

    /** The goblin (deciding first) and a fighter, with these rules for the goblin. */
    private static AiCase two(int gx, int gy, int hx, int hy, String rules) {
        return AiCase.of(yard()
                        .with("gob", "monsters", gx, gy, c -> c)
                        .with("hero", "party", hx, hy, c -> c.pc("fighter").hp(30))
                        .initiative("gob", "hero"))
                .rules("gob", rules);
    }

    private static Pos lastSquare(Command c) {
        assertTrue(c instanceof Command.Move, "expected a move, got " + c.text());
        var path = ((Command.Move) c).path();
        return path.get(path.size() - 1);
    }

    @Test
    @DisplayName("attack: strikes in reach, walks to it otherwise, then strikes")
    void attack() {
        assertEquals("attack hero weapon=longsword", two(1, 2, 2, 2, "{\"do\": \"attack\"}").next());
        AiCase far = two(1, 2, 6, 2, "{\"do\": \"attack\"}");
        assertEquals("move 2,2 3,2 4,2 5,2", far.next());
        assertEquals("attack hero weapon=longsword", far.afterNext());
        assertEquals("end", far.afterNext(), "the action is spent: no rule gives anything more");
    }

    /** The goblin (deciding first) and a fighter hidden at 1,1 with a stealth of 15, in a corridor. */
    private static AiCase hiddenHero(String rules) {
        return AiCase.of(TestScenario.map(
                                "#######",
                                "#.....#",
                                "#######")
                        .with("gob", "monsters", 5, 1, c -> c)
                        .with("hero", "party", 1, 1, c -> c.pc("fighter").hidden(15))
                        .initiative("gob", "hero"))
                .rules("gob", rules);
    }

    @Test
    @DisplayName("search: only when every foe it knew of hides in its sight; a rule with a condition about a target never fires")
    void search() {
        AiCase hidden = hiddenHero("{\"do\": \"attack\"}, {\"do\": \"search\"}");
        assertEquals("search", hidden.next());
        assertEquals("end", hidden.afterNext(), "the action is spent");
        assertEquals("attack hero weapon=longsword", two(1, 2, 2, 2, "{\"do\": \"search\"}, {\"do\": \"attack\"}").next(),
                "a foe in sight: the search gives nothing, the next rule decides");
        assertEquals("end", hiddenHero("{\"when\": [{\"target\": \"prone\"}], \"do\": \"search\"}").next());
    }

    @Test
    @DisplayName("ACT-HIDE: hide takes the action against the rule's DC (10 by default); next to a foe that sees it, or"
            + " hidden already, the next rule decides; self hidden holds once the check beats the DC")
    void ACT_HIDE_hide() {
        AiCase far = two(1, 2, 6, 2, "{\"do\": \"hide\", \"dc\": 15}, {\"do\": \"dodge\"}");
        assertEquals("hide dc=15", far.next());
        assertEquals("end", far.afterNext(), "the action is spent: no dodge after it");
        assertEquals("hide dc=10", two(1, 2, 6, 2, "{\"do\": \"hide\"}").next());
        assertEquals("dodge", two(1, 2, 2, 2, "{\"do\": \"hide\"}, {\"do\": \"dodge\"}").next(),
                "the fighter next to it sees it: it cannot hide, and the rule gives way");
        // The goblin's Dex check (average Dex, no armour): d20 15 against DC 15 hides it.
        AiCase hides = AiCase.of(yard()
                        .with("gob", "monsters", 1, 2, c -> c)
                        .with("hero", "party", 6, 2, c -> c.pc("fighter").hp(30))
                        .initiative("gob", "hero")
                        .dice(15))
                .rules("gob", "{\"when\": [{\"self\": \"hidden\"}], \"do\": \"dodge\"},"
                        + " {\"do\": \"hide\", \"dc\": 15}");
        assertEquals("hide dc=15", hides.next());
        hides.play();
        assertTrue(hides.creature("gob").has(Condition.HIDDEN), "d20 15 meets DC 15");
        assertEquals("end", hides.next(), "hidden, its first rule asks for its action, spent on hiding");
        assertEquals("end", two(1, 2, 6, 2, "{\"when\": [{\"self\": \"hidden\"}], \"do\": \"dodge\"}").next(),
                "not hidden: self hidden does not hold");
    }

    @Test
    @DisplayName("ACT-READY: ready readies its melee weapon for a target out of reach, and the blow falls when the"
            + " target steps in; a target in reach is left to the next rule (an attack)")
    void ACT_READY_ready() {
        AiCase far = AiCase.of(yard()
                        .with("gob", "monsters", 1, 2, c -> c)
                        .with("hero", "party", 4, 2, c -> c.pc("fighter").hp(30))
                        .initiative("gob", "hero")
                        .dice(19, 5))
                .rules("gob", "{\"do\": \"ready\"}, {\"do\": \"dodge\"}");
        assertEquals("ready hero", far.next());
        assertEquals("end", far.afterNext(), "the action is spent: no dodge after it");
        far.play();
        far.game().submit(Command.Move.careful(java.util.List.of(new Pos(3, 2), new Pos(2, 2))));
        AttackEvent blow = null;
        for (LoggedEvent e : far.game().battle().log().events()) {
            if (e.event() instanceof AttackEvent a && a.rule().contains("ACT-READY")) blow = a;
        }
        assertTrue(blow != null, "the readied attack struck as the hero came within reach");
        assertEquals("gob", blow.attacker());
        assertEquals(19, blow.rolls().get(0).value());
        assertEquals("attack hero weapon=longsword", two(1, 2, 2, 2, "{\"do\": \"ready\"}, {\"do\": \"attack\"}").next(),
                "in reach already: the attack rule decides");
    }

    @Test
    @DisplayName("ACT-READY: \"anyone\" readies the blade for the first foe to come, only while no foe is in reach;"
            + " the intent names no one")
    void ACT_READY_readyForAnyone() {
        AiCase far = AiCase.of(yard()
                        .with("gob", "monsters", 1, 2, c -> c)
                        .with("hero", "party", 4, 2, c -> c.pc("fighter").hp(30))
                        .with("squire", "party", 6, 3, c -> c.pc("fighter").hp(30))
                        .initiative("gob", "hero", "squire"))
                .rules("gob", "{\"do\": \"ready\", \"anyone\": true}, {\"do\": \"dodge\"}");
        assertEquals("ready", far.next());
        assertEquals("end", far.afterNext(), "the action is spent");
        far.play();
        NoteEvent intent = null;
        for (LoggedEvent e : far.game().battle().log().events()) {
            if (e.event() instanceof NoteEvent n && n.intent() != null) intent = n;
        }
        assertTrue(intent != null && intent.text().endsWith("-> ready an attack for the first foe to come"),
                String.valueOf(intent));
        assertEquals(null, intent.intent().target());
        AiCase near = AiCase.of(yard()
                        .with("gob", "monsters", 1, 2, c -> c)
                        .with("hero", "party", 5, 2, c -> c.pc("fighter").hp(30))
                        .with("squire", "party", 2, 3, c -> c.pc("fighter").hp(30))
                        .initiative("gob", "hero", "squire"))
                .rules("gob", "{\"do\": \"ready\", \"anyone\": true}, {\"do\": \"dodge\"}");
        assertEquals("dodge", near.next(), "a foe already in reach: nothing to wait for");
    }

    @Test
    @DisplayName("nearest: when no way leads to the nearest foe (walled off, its room's door held by the other), the"
            + " rule walks to the next nearest instead of giving up; another target selector keeps its one pick")
    void nearestOutOfTheWay() {
        String[] crypt = {
                "##################",
                "#....#.......#...#",
                "#....#.......'...#",
                "#....#.......#...#",
                "#....#.......#####",
                "##################"};
        // lin (15,3) is 3 squares from the goblin (12,4) through the wall, kenji (14,2) 2 squares from the door
        // at 13,2: the only way to lin passes kenji's square.
        AiCase walled = AiCase.of(TestScenario.map(crypt)
                        .with("gob", "monsters", 10, 4, c -> c)
                        .with("kenji", "party", 14, 2, c -> c.pc("fighter"))
                        .with("lin", "party", 15, 3, c -> c.pc("fighter"))
                        .initiative("gob", "kenji", "lin"))
                .rules("gob", "{\"do\": \"attack\"}");
        assertEquals("move 11,3 12,2 13,2", walled.next());
        assertEquals("kenji", walled.game().battle().active().side.intent.target(), "the intent names the foe it goes for");
        AiCase weakest = AiCase.of(TestScenario.map(crypt)
                        .with("gob", "monsters", 10, 4, c -> c)
                        .with("kenji", "party", 14, 2, c -> c.pc("fighter"))
                        .with("lin", "party", 15, 3, c -> c.pc("fighter").hp(3))
                        .initiative("gob", "kenji", "lin"))
                .rules("gob", "{\"target\": \"weakest\", \"do\": \"attack\"}, {\"do\": \"dodge\"}");
        assertEquals("dodge", weakest.next(), "weakest means lin, out of its way: the next rule decides");
    }

    @Test
    @DisplayName("attack: shoots when no path leads into reach")
    void attackShootsAcrossABarricade() {
        AiCase s = AiCase.of(TestScenario.map(
                                "#########",
                                "#...o...#",
                                "#...o...#",
                                "#########")
                        .with("gob", "monsters", 1, 1, c -> c.weapons(TestScenario.SCIMITAR, TestScenario.SHORTBOW))
                        .with("hero", "party", 6, 1, c -> c.pc("fighter"))
                        .initiative("gob", "hero"))
                .rules("gob", "{\"do\": \"attack\"}");
        assertEquals("attack hero weapon=shortbow", s.next());
    }

    /** A corridor where every way to the hero passes through the reach of a guard. */
    private static AiCase guarded(String rules) {
        return AiCase.of(TestScenario.map(
                                "########",
                                "#......#",
                                "#......#",
                                "########")
                        .with("gob", "monsters", 1, 1, c -> c)
                        .with("hero", "party", 6, 1, c -> c.pc("fighter").hp(5))
                        .with("guard", "party", 3, 2, c -> c.pc("fighter"))
                        .initiative("gob", "hero", "guard"))
                .rules("gob", rules);
    }

    @Test
    @DisplayName("OA-WITHIN: provoke false refuses every path that provokes; provoke true takes the cheapest")
    void provoke() {
        assertEquals("dodge", guarded("{\"target\": \"weakest\", \"do\": \"approach\"}, {\"do\": \"dodge\"}").next());
        Command bold = guarded("{\"target\": \"weakest\", \"do\": \"approach\", \"provoke\": true}").decide();
        assertEquals(new Pos(5, 1), lastSquare(bold));
    }

    @Test
    @DisplayName("MOVE-DIFFICULT: risky rushes the mud with the better of Str and Dex when it gets further")
    void risky() {
        TestScenario mud = TestScenario.map(
                        "##########",
                        "#.,,,,...#",
                        "##########")
                .with("gob", "monsters", 1, 1, c -> c.abilities(10, 14))
                .with("hero", "party", 8, 1, c -> c.pc("fighter"))
                .initiative("gob", "hero");
        assertEquals("move 2,1 3,1 4,1", AiCase.of(mud).rules("gob", "{\"do\": \"attack\"}").next());
        assertEquals("move 2,1 3,1 4,1 5,1 6,1 7,1 risky=dex",
                AiCase.of(mud).rules("gob", "{\"do\": \"attack\", \"risky\": true}").next());
    }

    @Test
    @DisplayName("flank: walks to the square across the target from an ally (ATK-FLANK), then strikes")
    void flank() {
        AiCase s = AiCase.of(yard()
                        .with("gob", "monsters", 4, 3, c -> c)
                        .with("hero", "party", 4, 1, c -> c.pc("fighter").hp(30))
                        .with("pal", "monsters", 3, 1, c -> c)
                        .initiative("gob", "hero", "pal"))
                .rules("gob", "{\"do\": \"flank\"}");
        assertEquals(new Pos(5, 1), lastSquare(s.decide()));
        assertEquals("attack hero weapon=longsword", s.afterNext());
    }

    /**
     * Two rooms joined by a doorway (5,2) the goblin fills, Anna on its west side: the flanking square
     * (6,2) lies in the other room, eleven squares from Hugo round by the south. Hugo, on the
     * heroes' behaviour, follows its flank rule. The goblin only dodges.
     */
    private static AiCase flankPastTheDoorway() {
        String json = """
                {"format": 1,
                 "map": {"rows": ["##########","#....#...#","#....'...#","#....#...#","#....#...#","#....#...#",
                   "#........#","##########"]},
                 "combatants": [
                  {"id": "hugo", "template": "fighter", "side": "party", "at": [1, 1]},
                  {"id": "anna", "template": "fighter", "side": "party", "at": [4, 2]},
                  {"id": "g1", "template": "goblin", "side": "monsters", "at": [5, 2], "hp": 60, "maxHp": 60,
                   "behavior": {"rules": [{"do": "dodge"}]}}],
                 "initiative": ["hugo", "anna", "g1"], "seed": 3}""";
        return AiCase.of(Simulation.allAi(new ScenarioLoader().parse(json, "flank.json", Scripts.CONTENT).value()));
    }

    @Test
    @DisplayName("flank (ATK-FLANK): a flanking square it cannot reach this turn is left for a square next to the"
            + " target, a few steps away, and the blow")
    void flankOutOfReachThisTurn() {
        AiCase s = flankPastTheDoorway();
        assertEquals("move 2,1 3,2 4,1", s.next(),
                "3 squares to 4,1, beside the goblin; not 6 of the 11 to 6,2, which ended at 5,6 and a thrown javelin");
        assertEquals("flank", s.game().battle().active().side.intent.action());
        assertEquals("g1", s.game().battle().active().side.intent.target());
        assertEquals("attack g1 weapon=longsword", s.afterNext());
        assertEquals(3, s.creature("hugo").turn.movementLeft);
    }

    @Test
    @DisplayName("approach: walks into reach and stops there; then the next rule decides")
    void approach() {
        AiCase s = two(1, 2, 6, 2, "{\"do\": \"approach\"}, {\"do\": \"dodge\"}");
        assertEquals("move 2,2 3,2 4,2 5,2", s.next());
        assertEquals("dodge", s.afterNext());
    }

    @Test
    @DisplayName("shoot: steps back to the wanted distance, then shoots")
    void shoot() {
        AiCase s = AiCase.of(yard()
                        .with("gob", "monsters", 3, 2, c -> c.weapons(TestScenario.SHORTBOW))
                        .with("hero", "party", 1, 2, c -> c.pc("fighter"))
                        .initiative("gob", "hero"))
                .rules("gob", "{\"do\": \"shoot\", \"distance\": 4}");
        assertEquals(new Pos(5, 2), lastSquare(s.decide()), "straight back: of the equal squares, the nearest");
        assertEquals("attack hero weapon=shortbow", s.afterNext());
    }

    @Test
    @DisplayName("shoot: held in reach with nowhere safe to step, it leaves the choice to the next rule")
    void shootWhenEngaged() {
        AiCase s = AiCase.of(yard()
                        .with("gob", "monsters", 1, 2, c -> c.weapons(TestScenario.SHORTBOW))
                        .with("hero", "party", 2, 2, c -> c.pc("fighter"))
                        .initiative("gob", "hero"))
                .rules("gob", "{\"do\": \"shoot\"}, {\"do\": \"dodge\"}");
        assertEquals("dodge", s.next());
    }

    @Test
    @DisplayName("grapple and shove: in reach at once, after a walk otherwise")
    void grappleAndShove() {
        assertEquals("grapple hero", two(1, 2, 2, 2, "{\"do\": \"grapple\"}").next());
        assertEquals("move 2,2 3,2 4,2 5,2", two(1, 2, 6, 2, "{\"do\": \"grapple\"}").next());
        assertEquals("shove hero prone", two(1, 2, 2, 2, "{\"do\": \"shove\"}").next());
        assertEquals("dodge", two(1, 2, 2, 2, "{\"do\": \"shove\"}, {\"do\": \"dodge\"}")
                .before("hero", c -> c.conditions.gain(Condition.PRONE)).next(), "no point shoving a prone foe");
    }

    @Test
    @DisplayName("escape: only when grappled")
    void escape() {
        assertEquals("escape", two(1, 2, 2, 2, "{\"do\": \"escape\"}").before("gob", c -> {
            c.conditions.gain(Condition.GRAPPLED);
            c.conditions.setSource(Condition.GRAPPLED, "hero");
        }).next());
        assertEquals("end", two(1, 2, 2, 2, "{\"do\": \"escape\"}").next());
    }

    @Test
    @DisplayName("OA-DISENGAGE: disengage while engaged, then retreat as far as it can")
    void disengage() {
        AiCase s = AiCase.of(yard()
                        .with("gob", "monsters", 4, 2, c -> c)
                        .with("hero", "party", 3, 2, c -> c.pc("fighter"))
                        .initiative("gob", "hero")
                        .dice(20, 1))
                .rules("gob", "{\"do\": \"disengage\"}");
        assertEquals("disengage", s.next());
        s.play();
        assertEquals(8, lastSquare(s.decide()).x(), "the far wall, 4 squares from the hero");
    }

    @Test
    @DisplayName("OA-DISENGAGE: no Disengage without movement left to leave with, nor with nowhere farther to go")
    void noDisengageThatCannotBeUsed() {
        AiCase spent = AiCase.of(yard()
                        .with("gob", "monsters", 4, 2, c -> c)
                        .with("hero", "party", 3, 2, c -> c.pc("fighter"))
                        .initiative("gob", "hero"))
                .rules("gob", "{\"do\": \"disengage\"}, {\"do\": \"dodge\"}")
                .during("gob", c -> c.turn.movementLeft = 0);
        assertEquals("dodge", spent.next());
        AiCase held = AiCase.of(yard()
                        .with("gob", "monsters", 4, 2, c -> c)
                        .with("hero", "party", 3, 2, c -> c.pc("fighter"))
                        .initiative("gob", "hero"))
                .rules("gob", "{\"do\": \"disengage\"}, {\"do\": \"attack\"}")
                .before("gob", c -> c.conditions.gain(Condition.RESTRAINED));
        // Restrained, nor would it dodge (ACT-DODGE: lost at speed 0): the next rule strikes where it stands.
        assertEquals("attack hero weapon=longsword", held.next());
    }

    @Test
    @DisplayName("flee: dashes, then runs as far as it can; held in reach without provoke, it cannot")
    void flee() {
        AiCase s = two(4, 2, 2, 2, "{\"do\": \"flee\"}");
        assertEquals("dash", s.next());
        s.play();
        assertEquals(8, lastSquare(s.decide()).x());
        assertEquals("dodge", two(3, 2, 2, 2, "{\"do\": \"flee\"}, {\"do\": \"dodge\"}").next());
    }

    @Test
    @DisplayName("dodge, hold and stand")
    void dodgeHoldStand() {
        assertEquals("dodge", two(1, 2, 6, 2, "{\"do\": \"dodge\"}").next());
        assertEquals("end", two(1, 2, 6, 2, "{\"do\": \"hold\"}").next());
        assertEquals("attack hero weapon=longsword", two(1, 2, 2, 2, "{\"do\": \"hold\"}").next());
        assertEquals("stand", two(1, 2, 6, 2, "{\"do\": \"stand\"}")
                .before("gob", c -> c.conditions.gain(Condition.PRONE)).next());
        assertEquals("end", two(1, 2, 6, 2, "{\"do\": \"stand\"}").next());
    }

    @Test
    @DisplayName("ACT-HELP: next to the target, helps the ally nearest to it")
    void help() {
        AiCase s = AiCase.of(yard()
                        .with("gob", "monsters", 5, 2, c -> c)
                        .with("hero", "party", 4, 2, c -> c.pc("fighter"))
                        .with("pal", "monsters", 3, 2, c -> c)
                        .initiative("gob", "hero", "pal"))
                .rules("gob", "{\"do\": \"help\"}");
        assertEquals("help pal hero", s.next());
    }

    @Test
    @DisplayName("ATK-FUMBLE: picks up its dropped weapon where it stands, or walks to it first")
    void pickup() {
        AiCase here = two(1, 2, 6, 2, "{\"do\": \"pickup\"}").start();
        here.game().battle().ground().drop(new Pos(1, 2), TestScenario.LONGSWORD, "gob", "ATK-FUMBLE");
        assertEquals("pickup longsword", here.next());
        AiCase there = two(1, 2, 6, 2, "{\"do\": \"pickup\"}").start();
        there.game().battle().ground().drop(new Pos(3, 2), TestScenario.LONGSWORD, "gob", "ATK-FUMBLE");
        assertEquals("move 2,2 3,2", there.next());
        assertEquals("pickup longsword", there.afterNext());
    }
}
