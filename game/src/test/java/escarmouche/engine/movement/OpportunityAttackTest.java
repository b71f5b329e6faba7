package escarmouche.engine.movement;

import static escarmouche.testing.Logs.at;
import static escarmouche.testing.Logs.of;
import static escarmouche.testing.Logs.rules;
import static escarmouche.testing.Logs.seq;
import static escarmouche.testing.Logs.squares;
import static escarmouche.testing.Runs.events;
import static escarmouche.testing.Runs.ofType;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import escarmouche.engine.control.Controller;
import escarmouche.rules.core.Condition;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.core.WeaponKind;
import escarmouche.rules.core.WeaponLength;
import escarmouche.rules.dice.DiceExpression;
import escarmouche.testing.Played;
import escarmouche.testing.TestScenario;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Opportunity attacks and Disengage through the engine, with forced dice. */
class OpportunityAttackTest {
    static final Weapon GLAIVE = new Weapon("glaive", "glaive", DiceExpression.parse("1d10"), DamageType.SLASHING,
            WeaponKind.MELEE, 0, 0, WeaponLength.LONG, 2, false, false, false, true, false, 0, 0);

    static final String[] OPEN = {
        "#######",
        "#.....#",
        "#.....#",
        "#.....#",
        "#.....#",
        "#######"};

    /** The hero at 2,2 next to a goblin at 3,2 that only acts when told. */
    static TestScenario heroBesideGoblin() {
        return TestScenario.map(OPEN)
                .with("hero", "party", 2, 2, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 3, 2, c -> c.control("player"))
                .initiative("hero", "gob");
    }

    @Test
    @DisplayName("OA-LEAVE: leaving an enemy's reach provokes, resolved before the step with OA-REACTION")
    void OA_LEAVE_leavingReachProvokes() {
        List<JsonNode> ev = events(heroBesideGoblin().dice(5).build(), 1, "move 1,2 1,1\nend\n");
        JsonNode oa = ofType(ev, "opportunity").get(0);
        assertEquals("gob", oa.get("reactor").asText());
        assertEquals("hero", oa.get("mover").asText());
        assertEquals("OA-LEAVE", oa.get("rule").asText());
        assertEquals("[2,2]", oa.get("at").toString());
        JsonNode attack = ofType(ev, "attack").get(0);
        assertEquals("gob", attack.get("attacker").asText());
        assertTrue(rules(attack).containsAll(List.of("OA-REACTION", "OA-LEAVE")));
        List<JsonNode> moves = of(ev, "move", "actor", "hero");
        assertTrue(seq(oa) < seq(attack) && seq(attack) < seq(moves.get(0)));
        assertEquals(List.of("1,2", "1,1"), squares(moves));
        assertEquals(1, ofType(ev, "opportunity").size());
    }

    @Test
    @DisplayName("OA-WITHIN: the second step inside an enemy's reach provokes, before entering its square")
    void OA_WITHIN_secondStepProvokes() {
        List<JsonNode> ev = events(heroBesideGoblin().dice(5).build(), 1, "move 2,1 3,1 4,1\nend\n");
        List<JsonNode> oas = ofType(ev, "opportunity");
        assertEquals(1, oas.size());
        JsonNode oa = oas.get(0);
        assertEquals("OA-WITHIN", oa.get("rule").asText());
        assertEquals("[2,1]", oa.get("at").toString());
        List<JsonNode> moves = of(ev, "move", "actor", "hero");
        assertTrue(seq(moves.get(0)) < seq(oa) && seq(oa) < seq(moves.get(1)));
        assertTrue(rules(ofType(ev, "attack").get(0)).containsAll(List.of("OA-REACTION", "OA-WITHIN")));
    }

    @Test
    @DisplayName("OA-WITHIN: entering a reach, then one step inside it, provokes nothing; the turn's second does")
    void OA_WITHIN_enteringAndSingleStepsDoNot() {
        TestScenario s = TestScenario.map(OPEN)
                .with("hero", "party", 1, 2, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 3, 2, c -> c.control("player"))
                .initiative("hero", "gob");
        List<JsonNode> quiet = events(s.build(), 1, "move 2,2\nmove 2,1\nend\n");
        assertTrue(ofType(quiet, "opportunity").isEmpty());
        assertEquals("2,1", at(quiet, "hero"));
        List<JsonNode> ev = events(s.dice(5).build(), 1, "move 2,2\nmove 2,1\nmove 3,1\nend\n");
        assertEquals("OA-WITHIN", ofType(ev, "opportunity").get(0).get("rule").asText());
        assertEquals("[2,1]", ofType(ev, "opportunity").get(0).get("at").toString());
    }

    @Test
    @DisplayName("OA-REACTION: one opportunity attack per round, regained when the reactor's turn starts")
    void OA_REACTION_oncePerRound() {
        TestScenario s = TestScenario.map(OPEN)
                .with("hero", "party", 2, 2, c -> c.pc("fighter").hp(20))
                .with("ally", "party", 3, 3, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 3, 2, c -> c.control("player"))
                .initiative("hero", "ally", "gob");
        List<JsonNode> ev = events(s.dice(5, 5).build(), 1, "move 1,2\nend\nmove 3,4\nend\nend\nmove 2,2 1,3\nend\n");
        List<JsonNode> oas = ofType(ev, "opportunity");
        assertEquals(2, oas.size());
        assertEquals("hero", oas.get(0).get("mover").asText());
        assertEquals(1, oas.get(0).get("round").asInt());
        assertEquals("hero", oas.get(1).get("mover").asText());
        assertEquals(2, oas.get(1).get("round").asInt());
        assertEquals("3,4", at(ev, "ally"));
    }

    /** A goblin at 3,2 with 3 HP that moves away from the hero at 2,2. */
    static TestScenario goblinFleesHero() {
        return TestScenario.map(OPEN)
                .with("gob", "monsters", 3, 2, c -> c.hp(3).control("player"))
                .with("hero", "party", 2, 2, c -> c.pc("fighter"))
                .initiative("gob", "hero");
    }

    @Test
    @DisplayName("OA-REACTION: a mover killed by the attack goes no further")
    void OA_REACTION_killedMoverStops() {
        List<JsonNode> ev = events(goblinFleesHero().dice(15, 8, 100).build(), 1, "move 4,2 5,2\nend\n");
        assertEquals(1, ofType(ev, "opportunity").size());
        assertTrue(ofType(ev, "attack").get(0).get("hit").asBoolean());
        assertEquals("gob", ofType(ev, "death").get(0).get("target").asText());
        assertTrue(of(ev, "move", "actor", "gob").isEmpty());
        assertEquals("3,2", at(ev, "gob"));
    }

    @Test
    @DisplayName("OA-REACTION: a mover that survives the attack goes on with its move")
    void OA_REACTION_moverGoesOn() {
        List<JsonNode> ev = events(goblinFleesHero().dice(2).build(), 1, "move 4,2 5,2\nend\n");
        assertFalse(ofType(ev, "attack").get(0).get("hit").asBoolean());
        assertEquals(List.of("4,2", "5,2"), squares(of(ev, "move", "actor", "gob")));
    }

    @Test
    @DisplayName("OA-REACTION: a mover knocked unconscious stops where the attack caught it")
    void OA_REACTION_unconsciousMoverStops() {
        TestScenario s = TestScenario.map(OPEN)
                .with("hero", "party", 2, 2, c -> c.pc("fighter").hp(5))
                .with("gob", "monsters", 3, 2, c -> c.control("player"))
                .initiative("hero", "gob");
        List<JsonNode> ev = events(s.dice(15, 8, 50).build(), 1, "move 1,2 1,1\nend\n");
        assertTrue(of(ev, "move", "actor", "hero").isEmpty());
        assertEquals("2,2", at(ev, "hero"));
        assertTrue(escarmouche.testing.Logs.hasCondition(ev, "hero", "unconscious"));
    }

    @Test
    @DisplayName("OA-REACTION: a reach weapon threatens two squares away (the reactor's longest melee reach)")
    void OA_REACTION_reachWeapon() {
        TestScenario s = TestScenario.map(OPEN)
                .with("hero", "party", 2, 2, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 4, 2, c -> c.weapons(TestScenario.SCIMITAR, GLAIVE).control("player"))
                .initiative("hero", "gob");
        List<JsonNode> ev = events(s.dice(5).build(), 1, "move 1,2\nend\n");
        assertEquals("OA-LEAVE", ofType(ev, "opportunity").get(0).get("rule").asText());
        assertEquals("glaive", ofType(ev, "attack").get(0).get("weapon").asText());
    }

    @Test
    @DisplayName("OA-LEAVE: every enemy is watched on its own; simultaneous attacks come in combatant order")
    void OA_LEAVE_combatantOrder() {
        TestScenario s = TestScenario.map(OPEN)
                .with("hero", "party", 2, 2, c -> c.pc("fighter").hp(20))
                .with("g2", "monsters", 3, 3, c -> c.control("player"))
                .with("g1", "monsters", 3, 1, c -> c.control("player"))
                .initiative("hero", "g1", "g2");
        List<JsonNode> ev = events(s.dice(2, 2).build(), 1, "move 1,2\nend\n");
        List<JsonNode> oas = ofType(ev, "opportunity");
        assertEquals(List.of("g2", "g1"), List.of(oas.get(0).get("reactor").asText(), oas.get(1).get("reactor").asText()));
    }

    @Test
    @DisplayName("MOVE-SIZE and OA-LEAVE: a large enemy reaches from every square of its footprint")
    void MOVE_SIZE_largeReactorReachesFromAnySquare() {
        TestScenario s = TestScenario.map(OPEN)
                .with("hero", "party", 5, 3, c -> c.pc("fighter").hp(20))
                .with("ogre", "monsters", 3, 1, c -> c.size(escarmouche.rules.core.Size.LARGE, 2, 2).control("player"))
                .initiative("hero", "ogre");
        List<JsonNode> ev = events(s.dice(5).build(), 1, "move 5,4\nend\n");
        JsonNode oa = ofType(ev, "opportunity").get(0);
        assertEquals("ogre", oa.get("reactor").asText());
        assertEquals("[5,3]", oa.get("at").toString());
    }

    @Test
    @DisplayName("OA-LEAVE with MOVE-DIFFICULT: the risky check is rolled first, the attack before the step it provokes")
    void OA_LEAVE_riskyMoveOrder() {
        TestScenario s = TestScenario.map(
                        "#######",
                        "#,,...#",
                        "#######")
                .with("hero", "party", 3, 1, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 4, 1, c -> c.control("player"))
                .initiative("hero", "gob");
        List<JsonNode> ev = events(s.dice(15, 2).build(), 1, "move 2,1 1,1 risky=dex\nend\n");
        JsonNode check = ofType(ev, "check").get(0);
        JsonNode oa = ofType(ev, "opportunity").get(0);
        JsonNode attack = ofType(ev, "attack").get(0);
        assertEquals(15, check.get("rolls").get(0).get("value").asInt());
        assertEquals(2, attack.get("rolls").get(0).get("value").asInt());
        assertTrue(seq(check) < seq(oa) && seq(oa) < seq(of(ev, "move", "actor", "hero").get(0)));
    }

    @Test
    @DisplayName("OA-NONE: a frightened enemy makes no opportunity attack under house rules; in plain 5e it does")
    void OA_NONE_frightened() {
        TestScenario house = TestScenario.map(OPEN)
                .with("hero", "party", 2, 2, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 3, 2, c -> c.conditions(Condition.FRIGHTENED).control("player"))
                .initiative("hero", "gob");
        List<JsonNode> ev = events(house.dice(5).build(), 1, "move 1,2\nend\n");
        assertTrue(ofType(ev, "opportunity").isEmpty());
        JsonNode note = of(ev, "note", "actor", "gob").get(0);
        assertEquals(List.of("OA-NONE", "OA-LEAVE"), rules(note));
        assertEquals("gob makes no opportunity attack as hero leaves its reach: gob is frightened",
                note.get("text").asText());
        assertTrue(seq(note) < seq(of(ev, "move", "actor", "hero").get(0)));
        List<JsonNode> dd5 = events(house.rules(RuleSet.DD5).dice(5).build(), 1, "move 1,2\nend\n");
        assertEquals(1, ofType(dd5, "opportunity").size());
    }

    @Test
    @DisplayName("OA-NONE: the note comes only where a step would have provoked, once per enemy and turn")
    void OA_NONE_noteOnlyWhereATriggerWouldFire() {
        TestScenario s = TestScenario.map(OPEN)
                .with("hero", "party", 2, 2, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 3, 2, c -> c.conditions(Condition.FRIGHTENED).control("player"))
                .initiative("hero", "gob");
        assertTrue(ofType(events(s.build(), 1, "move 2,1\nend\n"), "note").stream()
                .noneMatch(n -> rules(n).contains("OA-NONE")), "one step inside the reach provokes nothing");
        List<JsonNode> ev = events(s.build(), 1, "move 2,1\nmove 2,2\nmove 1,3\nend\n");
        List<JsonNode> notes = of(ev, "note", "actor", "gob");
        assertEquals(1, notes.size());
        assertEquals(List.of("OA-NONE", "OA-WITHIN"), rules(notes.get(0)));
        assertTrue(notes.get(0).get("text").asText().contains("takes a second step inside its reach"));
    }

    @Test
    @DisplayName("OA-NONE and MOVE-FORCED: a creature shoved out of a reach provokes nothing, and the log says so")
    void OA_NONE_forcedMovement() {
        List<JsonNode> ev = events(heroBesideGoblin().dice(18, 2).build(), 1, "shove gob push\nend\n");
        JsonNode push = of(ev, "move", "actor", "gob").get(0);
        assertEquals("forced", push.get("mode").asText());
        assertTrue(ofType(ev, "opportunity").isEmpty());
        JsonNode note = of(ev, "note", "actor", "hero").get(0);
        assertEquals(List.of("OA-NONE", "MOVE-FORCED"), rules(note));
        assertEquals("hero makes no opportunity attack as gob is moved out of its reach by force",
                note.get("text").asText());
        assertTrue(seq(push) < seq(note));
    }

    @Test
    @DisplayName("OA-NONE: an enemy that already used its reaction this round says so instead of striking")
    void OA_NONE_noReactionLeft() {
        TestScenario s = TestScenario.map(OPEN)
                .with("hero", "party", 2, 2, c -> c.pc("fighter").hp(20))
                .with("ally", "party", 3, 3, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 3, 2, c -> c.control("player"))
                .initiative("hero", "ally", "gob");
        List<JsonNode> ev = events(s.dice(5).build(), 1, "move 1,2\nend\nmove 4,4\nend\n");
        assertEquals(1, ofType(ev, "opportunity").size());
        JsonNode note = of(ev, "note", "actor", "gob").get(0);
        assertEquals(List.of("OA-NONE", "OA-LEAVE"), rules(note));
        assertTrue(note.get("text").asText().endsWith("gob has no reaction left"), note.toString());
    }

    @Test
    @DisplayName("OA-NONE: an incapacitated enemy, or one that cannot see the mover, makes no opportunity attack")
    void OA_NONE_incapacitatedOrUnseeing() {
        TestScenario stunned = TestScenario.map(OPEN)
                .with("hero", "party", 2, 2, c -> c.pc("fighter"))
                .with("gob", "monsters", 3, 2, c -> c.conditions(Condition.STUNNED).control("player"))
                .initiative("hero", "gob");
        List<JsonNode> ev = events(stunned.build(), 1, "move 1,2\nend\n");
        assertTrue(ofType(ev, "opportunity").isEmpty());
        assertTrue(of(ev, "note", "actor", "gob").get(0).get("text").asText().endsWith("gob is stunned (incapacitated)"));
        TestScenario invisible = TestScenario.map(OPEN)
                .with("hero", "party", 2, 2, c -> c.pc("fighter").conditions(Condition.INVISIBLE))
                .with("gob", "monsters", 3, 2, c -> c.control("player"))
                .initiative("hero", "gob");
        List<JsonNode> unseen = events(invisible.build(), 1, "move 1,2\nend\n");
        assertTrue(ofType(unseen, "opportunity").isEmpty());
        JsonNode note = of(unseen, "note", "actor", "gob").get(0);
        assertEquals(List.of("OA-NONE", "OA-LEAVE"), rules(note));
        assertTrue(note.get("text").asText().endsWith("gob cannot see the mover"));
    }

    @Test
    @DisplayName("TURN-SURPRISED and OA-NONE: no opportunity attack from a surprised enemy until its first turn ends")
    void TURN_SURPRISED_noReactionBeforeFirstTurn() {
        TestScenario s = TestScenario.map(OPEN)
                .with("hero", "party", 2, 2, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 3, 2, c -> c.conditions(Condition.SURPRISED).control("player"))
                .initiative("hero", "gob");
        List<JsonNode> ev = events(s.dice(5).build(), 1, "move 1,2\nend\nmove 2,2 1,1\nend\n");
        List<JsonNode> oas = ofType(ev, "opportunity");
        assertEquals(1, oas.size());
        assertEquals(2, oas.get(0).get("round").asInt());
    }

    /** The hero at 2,2 between two goblins at 3,1 and 3,3. */
    static TestScenario heroBetweenGoblins(String heroClass) {
        return TestScenario.map(OPEN)
                .with("hero", "party", 2, 2, c -> c.pc(heroClass).hp(20))
                .with("g1", "monsters", 3, 1, c -> c.control("player"))
                .with("g2", "monsters", 3, 3, c -> c.control("player"))
                .initiative("hero", "g1", "g2");
    }

    @Test
    @DisplayName("OA-DISENGAGE: a roll-off per engaged enemy; the beaten one cannot strike, the other still can")
    void OA_DISENGAGE_beatenEnemiesHoldBack() {
        List<JsonNode> ev = events(heroBetweenGoblins("fighter").dice(15, 5, 3, 18, 2).build(), 1,
                "disengage\nmove 1,2\nend\n");
        List<JsonNode> contests = ofType(ev, "contest");
        assertEquals(2, contests.size());
        assertEquals(List.of("OA-DISENGAGE", "TURN-INIT"), rules(contests.get(0)));
        assertEquals("g1", contests.get(0).get("defender").get("id").asText());
        assertEquals(15, contests.get(0).get("attacker").get("total").asInt());
        assertEquals("hero", contests.get(0).get("winner").asText());
        assertEquals("g2", contests.get(1).get("winner").asText());
        List<JsonNode> oas = ofType(ev, "opportunity");
        assertEquals(1, oas.size());
        assertEquals("g2", oas.get(0).get("reactor").asText());
        assertEquals(2, ofType(ev, "attack").get(0).get("rolls").get(0).get("value").asInt());
        JsonNode held = of(ev, "note", "actor", "g1").get(0);
        assertEquals(List.of("OA-DISENGAGE", "OA-LEAVE"), rules(held));
        assertTrue(held.get("text").asText().endsWith("g1 was outmanoeuvred by the Disengage"));
    }

    @Test
    @DisplayName("OA-DISENGAGE: ties go to the enemy; monks roll two d20s (CLASS-MONK)")
    void OA_DISENGAGE_tiesAndMonks() {
        List<JsonNode> tie = events(heroBetweenGoblins("fighter").dice(10, 10, 10, 10).build(), 1, "disengage\nend\n");
        for (JsonNode c : ofType(tie, "contest")) assertFalse(c.get("winner").asText().equals("hero"));
        List<JsonNode> monk = events(heroBetweenGoblins("monk").dice(3, 15, 5, 1, 2, 20).build(), 1, "disengage\nend\n");
        JsonNode first = ofType(monk, "contest").get(0);
        assertEquals(2, first.get("attacker").get("rolls").size());
        assertEquals("advantage", first.get("attacker").get("advantage").asText());
        assertTrue(rules(first).contains("CLASS-MONK"));
        assertEquals("hero", first.get("winner").asText());
        assertEquals("g2", ofType(monk, "contest").get(1).get("winner").asText());
    }

    @Test
    @DisplayName("OA-DISENGAGE: a Disengage that beats no one says every enemy may still strike, with no double negative")
    void OA_DISENGAGE_beatingNoOneIsSaidPlainly() {
        List<JsonNode> ev = events(heroBetweenGoblins("fighter").dice(2, 18, 3, 19).build(), 1, "disengage\nend\n");
        for (JsonNode c : ofType(ev, "contest")) assertFalse(c.get("winner").asText().equals("hero"));
        String text = of(ev, "note", "actor", "hero").get(0).get("text").asText();
        assertEquals("hero disengages; it beat no one, so every enemy in reach may still strike it this turn", text);
        assertFalse(text.contains("no one cannot"), text);
    }

    @Test
    @DisplayName("OA-DISENGAGE: an enemy in reach with no reaction left is no one to roll against, and the note says so")
    void OA_DISENGAGE_anEnemyInReachThatCannotStrikeIsNamedSo() {
        Played p = Played.of(heroBesideGoblin().dice(5).build()).start();
        p.creature("gob").turn.reactionUsed = true;
        List<JsonNode> ev = p.then("disengage").events();
        assertTrue(ofType(ev, "contest").isEmpty(), "nobody to roll against");
        assertEquals("hero disengages, though no enemy in reach could strike it",
                of(ev, "note", "actor", "hero").get(0).get("text").asText());
    }

    @Test
    @DisplayName("OA-DISENGAGE: with no enemy in reach at all, the note says that none holds it in reach")
    void OA_DISENGAGE_noEnemyInReachIsSaidSo() {
        List<JsonNode> ev = events(TestScenario.map(OPEN)
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 5, 4, c -> c.control("player"))
                .initiative("hero", "gob").build(), 1, "disengage\nend\n");
        assertEquals("hero disengages, though no enemy holds it in reach",
                of(ev, "note", "actor", "hero").get(0).get("text").asText());
    }

    @Test
    @DisplayName("OA-DISENGAGE in plain 5e: no roll, and no enemy strikes this turn")
    void OA_DISENGAGE_plainFiveE() {
        List<JsonNode> ev = events(heroBetweenGoblins("fighter").rules(RuleSet.DD5).build(), 1,
                "disengage\nmove 1,2\nend\n");
        assertTrue(ofType(ev, "contest").isEmpty());
        assertTrue(ofType(ev, "opportunity").isEmpty());
        assertEquals("1,2", at(ev, "hero"));
    }

    @Test
    @DisplayName("OA-REACTION: a monster's controller may decline its attack: the mover goes on, the reaction is kept")
    void OA_REACTION_monsterDeclines() {
        Played declined = Played.of(TestScenario.map(OPEN)
                .with("hero", "party", 2, 2, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 3, 2, c -> c)
                .initiative("hero", "gob").dice(5).build());
        declined.game().services().movement.useReactions((r, q) -> ReactionChoice.LET_GO);
        List<JsonNode> ev = declined.start().then("move 1,2").events();
        assertTrue(ofType(ev, "opportunity").isEmpty());
        assertTrue(ofType(ev, "note").get(0).get("text").asText().contains("lets hero go"));
        assertEquals("1,2", at(ev, "hero"));
        assertFalse(declined.creature("gob").turn.reactionUsed);
    }

    @Test
    @DisplayName("OA-REACTION: a player's creature is asked; the move waits before the step until the player answers")
    void OA_REACTION_playerAsked() {
        Played p = Played.of(heroBesideGoblin().dice(15, 4).build());
        p.game().controlPlayers(asking());
        p.start().then("move 1,2");
        OpportunityQuestion q = p.game().question();
        assertEquals(new OpportunityQuestion("gob", "hero", "OA-LEAVE", new Pos(2, 2), "longsword", null, false), q);
        assertEquals(new Pos(2, 2), p.creature("hero").at(), "the move waits on the square where it provoked");
        assertFalse(p.game().awaitingPlayer());
        assertTrue(ofType(p.events(), "opportunity").isEmpty());

        p.game().answer(ReactionChoice.STRIKE);
        List<JsonNode> ev = p.events();
        List<String> order = new ArrayList<>();
        for (JsonNode e : ev) {
            String type = e.get("type").asText();
            if (List.of("opportunity", "attack", "damage", "move").contains(type)) order.add(type);
        }
        assertEquals(List.of("opportunity", "attack", "damage", "move"), order);
        assertEquals(16, p.creature("hero").hp(), "20 hit points less the longsword's 1d8 (4), average Str adding nothing");
        assertEquals(new Pos(1, 2), p.creature("hero").at());
        assertTrue(p.game().awaitingPlayer(), "the hero's turn goes on after the answer");
    }

    @Test
    @DisplayName("OA-REACTION: a player may decline: no attack, the reaction is kept, and nothing else is accepted before the answer")
    void OA_REACTION_playerDeclines() {
        Played p = Played.of(heroBesideGoblin().build());
        p.game().controlPlayers(asking());
        p.start().then("move 1,2", "end");
        List<JsonNode> refused = ofType(p.events(), "error");
        assertEquals(1, refused.size());
        assertTrue(refused.get(0).get("reason").asText().contains("gob must first choose whether to strike hero"));

        p.game().answer(ReactionChoice.LET_GO);
        List<JsonNode> ev = p.events();
        assertTrue(ofType(ev, "opportunity").isEmpty());
        assertEquals("gob lets hero go without striking", ofType(ev, "note").get(0).get("text").asText());
        assertEquals(new Pos(1, 2), p.creature("hero").at());
        assertFalse(p.creature("gob").turn.reactionUsed);
    }

    /** The players' controller of a screen that asks about every opportunity attack. */
    private static Controller asking() {
        return Controller.submitted((reactor, question) -> ReactionChoice.ASK);
    }

    @Test
    @DisplayName("COND-FRIGHTENED: a frightened creature may not step closer to the source it can see")
    void COND_FRIGHTENED_noStepCloser() {
        Played p = Played.of(TestScenario.map(OPEN)
                .with("hero", "party", 1, 2, c -> c.pc("fighter"))
                .with("gob", "monsters", 5, 2, c -> c.control("player"))
                .initiative("hero", "gob").build());
        p.creature("hero").conditions.gain(Condition.FRIGHTENED);
        p.creature("hero").conditions.setSource(Condition.FRIGHTENED, "gob");
        List<JsonNode> ev = p.start().then("move 2,2", "move 1,1").events();
        assertEquals(List.of("COND-FRIGHTENED"), rules(ofType(ev, "error").get(0)));
        assertEquals("1,1", at(ev, "hero"));
    }

    @Test
    @DisplayName("COND-FRIGHTENED: out of sight behind a wall, the source still may not be approached")
    void COND_FRIGHTENED_noStepCloserUnseen() {
        String[] walled = {
            "##########",
            "#........#",
            "#....#...#",
            "#....#...#",
            "##########"};
        Played p = Played.of(TestScenario.map(walled)
                .with("hero", "party", 2, 3, c -> c.pc("fighter"))
                .with("gob", "monsters", 7, 3, c -> c.control("player"))
                .initiative("hero", "gob").build());
        p.creature("hero").conditions.gain(Condition.FRIGHTENED);
        p.creature("hero").conditions.setSource(Condition.FRIGHTENED, "gob");
        List<JsonNode> ev = p.start().then("move 3,3", "move 1,3").events();
        JsonNode refused = ofType(ev, "error").get(0);
        assertEquals(List.of("COND-FRIGHTENED"), rules(refused));
        assertEquals("move 3,3", refused.get("command").asText());
        assertEquals("1,3", at(ev, "hero"));
    }
}
