package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyType;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Resistance;
import escarmouche.testing.TestScenario;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The spell picker, the area preview and the potion picker, as the player sees them. */
class SpellPickTest extends ScreenTest {
    /**
     * A level-5 wizard (Int 16, Dex 14: +3 and +2) with a fighter ally three squares from the first goblin,
     * a second goblin beside the first and a third far away (17 squares).
     */
    static TestScenario crypt(UnaryOperator<TestScenario.Creature> mage) {
        return crypt(mage, c -> c, c -> c);
    }

    /** {@link #crypt(UnaryOperator)} with the two goblins near the fighter changed too (their defences). */
    static TestScenario crypt(UnaryOperator<TestScenario.Creature> mage, UnaryOperator<TestScenario.Creature> gob,
                              UnaryOperator<TestScenario.Creature> gob2) {
        return TestScenario.map(
                        "####################",
                        "#..................#",
                        "#..................#",
                        "#..................#",
                        "#..................#",
                        "####################")
                .with("mage", "party", 1, 2, c -> mage.apply(c.caster("wizard", "fire-bolt", "magic-missile",
                        "hold-person", "fireball").scores(8, 14, 12, 16, 10, 10).level(5).slots(4, 3, 2).hp(20)))
                .with("tank", "party", 6, 2, c -> c.pc("fighter").hp(20).ac(16))
                .with("gob", "monsters", 9, 2, c -> gob.apply(c.hp(7).ac(12).weapons(TestScenario.SCIMITAR)))
                .with("gob2", "monsters", 10, 3, c -> gob2.apply(c.hp(7).ac(12).weapons(TestScenario.SCIMITAR)))
                .with("far", "monsters", 18, 4, c -> c.hp(7).ac(12).weapons(TestScenario.SCIMITAR))
                .initiative("mage", "tank", "gob", "gob2", "far");
    }

    private Harness fight(TestScenario s, int columns, int rows) {
        h = Harness.inFight(s, data, columns, rows);
        return h;
    }

    private Harness fight(TestScenario s) {
        return fight(s, 120, 40);
    }

    @Test
    @DisplayName("CAST-ROLL: a caster out of reach opens the action menu on its spells, listed next to the attack")
    void CAST_ROLL_actionMenuOpensOnTheSpells() {
        fight(crypt(c -> c), 80, 24);
        h.keys(" ");
        assertTrue(h.shows("a Attack · no foe within reach or range of a weapon, or in sight"), h.screen());
        assertTrue(h.shows("▶ c Cast a spell or read a scroll"), h.screen());
        h.enter();
        assertTrue(h.shows("CAST which spell · mage"), h.screen());
    }

    @Test
    @DisplayName("CAST-ROLL: the title gives the slots of the levels its spells use, so that it fits 80 columns")
    void CAST_ROLL_slotsOfTheLevelsItsSpellsUse() {
        TestScenario s = TestScenario.map(
                        "##########",
                        "#........#",
                        "##########")
                .with("priest", "party", 1, 1, c -> c.caster("cleric", "sacred-flame", "cure-wounds", "hold-person")
                        .scores(10, 10, 12, 10, 16, 10).level(10).slots(4, 3, 3, 3, 2).hp(40))
                .with("gob", "monsters", 6, 1, c -> c.hp(7).ac(12).weapons(TestScenario.SCIMITAR))
                .initiative("priest", "gob");
        fight(s, 80, 24);
        h.keys("c");
        assertTrue(h.shows("CAST which spell · priest · slots left level 1: 4, 2: 3 "), h.screen());
        assertFalse(h.shows("level 3: 3"), h.screen());
    }

    @Test
    @DisplayName("CAST-ROLL: the spell picker names each spell with its level, range, casting odds, slots and effect")
    void CAST_ROLL_pickerShowsNamesAndOdds() {
        fight(crypt(c -> c));
        h.keys("c");
        assertTrue(h.shows("CAST which spell · mage · slots left level 1: 4, 2: 3, 3: 2"), h.screen());
        assertTrue(h.shows("▸ Fire bolt · cantrip · range 24 · 85% to cast · attack, 11 damage on a hit"), h.screen());
        assertTrue(h.shows("Casting roll [CAST-ROLL]: d20 +3 Int, 7 needed: 85%; a natural 1 (5%) fails."),
                h.screen());
        assertTrue(h.shows("Magic missile · level 1 · range 24 · 80% to cast · 3 sure darts, 10.5 damage"),
                h.screen());
        assertTrue(h.shows("Hold person · level 2 · range 12 · 75% to cast · Wis save or paralyzed"), h.screen());
        assertTrue(h.shows("Fireball · level 3 · range 30 · 70% to cast · Dex save halves 28 damage"), h.screen());
        assertFalse(h.shows("fire-bolt"), h.screen());
        h.press(KeyType.ArrowDown).press(KeyType.ArrowDown).press(KeyType.ArrowDown);
        assertTrue(h.shows("d20 +3 Int -3 segments, 7 needed: 70%; a natural 1 (5%) fails and loses the slot."),
                h.screen());
    }

    @Test
    @DisplayName("CAST-ROLL: the melee penalty, the focus and a prone caster's Dex check (COND-PRONE) are in the odds")
    void CAST_ROLL_meleeFocusAndProne() {
        TestScenario s = crypt(c -> c.focus("staff", 13).conditions(Condition.PRONE))
                .with("biter", "monsters", 2, 2, c -> c.hp(7).level(2).weapons(TestScenario.SCIMITAR))
                .initiative("mage", "tank", "gob", "gob2", "far", "biter");
        fight(s);
        h.keys("c");
        // Fire bolt: +3 Int +2 staff -2 melee = +3: 85%; prone, d20 +2 Dex vs 10: 65%; both: 55%.
        assertTrue(h.shows("d20 +3 Int +2 staff level 13 -2 melee (biter, level 2), 7 needed: 85%"), h.screen());
        assertTrue(h.shows("Prone [COND-PRONE]: first d20 + Dex - 0 segments, 10 needed: 65%; both rolls: 55%."),
                h.screen());
        assertTrue(h.shows("▸ Fire bolt · cantrip · range 24 · 55% to cast"), h.screen());
        // Aimed, the spell attack says why it has disadvantage, as a weapon's does (ATK-RANGED-MELEE), and
        // shows the prone attacker's own disadvantage too.
        h.enter();
        assertTrue(h.shows("Spell attack: d20 +5 (+3 Int +2 prof) vs AC 12 with disadvantage (against:"), h.screen());
        assertTrue(h.shows("enemy within 1.5 m (biter)"), h.screen());
        assertTrue(h.shows("<1% critical (×2"), h.screen());
    }

    /** A cleric with hold person and a spectre (undead) four squares away in plain sight. */
    static TestScenario spectre() {
        return TestScenario.map(
                        "##########",
                        "#........#",
                        "##########")
                .with("priest", "party", 1, 1, c -> c.caster("cleric", "sacred-flame", "hold-person")
                        .scores(10, 10, 12, 10, 16, 10).level(5).slots(4, 3, 2).hp(40))
                .with("spectre", "monsters", 5, 1, c -> c.type("undead").hp(22).ac(12).weapons(TestScenario.SCIMITAR))
                .initiative("priest", "spectre");
    }

    @Test
    @DisplayName("CAST-ROLL: a spell for one creature type only is greyed with that type as the reason, not \"no foe in range\"")
    void CAST_ROLL_creatureTypeIsTheReason() {
        fight(spectre(), 80, 24);
        h.keys("c");
        assertTrue(h.shows("Hold person · level 2 · range 12 · not possible now: no humanoid foe within its range and"),
                h.screen());
        assertFalse(h.shows("not possible now: no foe within"), h.screen());
    }

    /** A cleric with hold person, a goblin (humanoid) four squares away and a wolf (beast) beside it. */
    static TestScenario goblinAndWolf() {
        return TestScenario.map(
                        "##########",
                        "#........#",
                        "#........#",
                        "##########")
                .with("priest", "party", 1, 1, c -> c.caster("cleric", "sacred-flame", "hold-person")
                        .scores(10, 10, 12, 10, 16, 10).level(5).slots(4, 3, 2).hp(40))
                .with("gob", "monsters", 5, 1, c -> c.type("humanoid").hp(7).ac(12).weapons(TestScenario.SCIMITAR))
                .with("wolf", "monsters", 5, 2, c -> c.type("beast").hp(11).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("priest", "gob", "wolf");
    }

    @Test
    @DisplayName("COND-PARALYZED: hold person aimed at a beast says why in words: the spell as the log names it, not its"
            + " id, and the type with its article ('a beast')")
    void COND_PARALYZED_holdPersonOnABeastSaysWhyInWords() {
        fight(goblinAndWolf());
        h.keys("c").press(KeyType.ArrowDown).enter();
        assertTrue(h.shows("CAST Hold person at gob"), h.screen());
        h.press(KeyType.Tab);
        assertTrue(h.shows("CAST Hold person at wolf"), h.screen());
        assertTrue(h.shows("Not possible now: hold person only works on humanoid creatures; wolf is a beast."), h.screen());
        assertFalse(h.shows("hold-person"), h.screen());
    }

    @Test
    @DisplayName("CAST-ROLL: a spell that cannot be cast now is greyed with the reason: no slot, not at this level")
    void CAST_ROLL_greyedWithTheReason() {
        fight(crypt(c -> c.slots(4, 0)));
        h.keys("c");
        assertTrue(h.shows("Hold person · level 2 · range 12 · not possible now: no level-2 slot left"), h.screen());
        assertTrue(h.shows("Fireball · level 3 · range 30 · not possible now: not at this level: a level-5 wizard casts"
                + " spells of level 2 at most"), h.screen());
        h.press(KeyType.ArrowUp).enter();
        assertTrue(h.shows("Fireball cannot be cast now"), h.screen());
        assertTrue(h.shows("CAST which spell"), h.screen());
    }

    @Test
    @DisplayName("ATK-ROLL: a spell attack shows its hit and critical odds and expected damage; foes come first, allies"
            + " are marked and need a y")
    void spellAttackOddsFoesFirstAlliesMarked() {
        fight(crypt(c -> c));
        h.keys("c").enter();
        // +3 Int +2 prof against AC 12, +2 for the fighter standing in the line (half cover, ATK-COVER): 60%; a
        // level-5 cantrip rolls 2d10. All told: 85% to cast, 60% to hit, 11 on a hit, 23.2 on a critical (5%,
        // its chain x2.11 on average, ATK-CRIT): 0.85 x (0.55 x 11 + 0.05 x 23.2) = 6.1.
        assertTrue(h.shows("CAST Fire bolt at gob"), h.screen());
        assertTrue(h.shows("85% to cast. Spell attack: d20 +5 (+3 Int +2 prof) vs AC 14 (12 +2 half cover: tank in the way):"
                + " 60% to hit, 5% critical (×2, ×4 on another 20...); 11 damage expected on a hit. All told, 6.1 damage"
                + " expected from this cast."), h.screen());
        h.press(KeyType.Tab);
        assertTrue(h.shows("CAST Fire bolt at gob2"), h.screen());
        h.press(KeyType.Tab);
        assertTrue(h.shows("CAST Fire bolt at far"), h.screen());
        h.press(KeyType.Tab);
        assertTrue(h.shows("CAST Fire bolt at ALLY tank"), h.screen());
        assertTrue(h.shows("is on your side: this spell would hurt an ally."), h.screen());
        h.enter();
        assertTrue(h.shows("Press y to cast Fire bolt at your ally all the same"), h.screen());
        assertFalse(h.shows("mage casts"), h.screen());
        h.esc().press(KeyType.ReverseTab).press(KeyType.ReverseTab).press(KeyType.ReverseTab);
        h.enter();
        assertTrue(h.shows("mage casts fire bolt"), h.screen());
    }

    @Test
    @DisplayName("DMG-RESIST-HALF, DMG-RESIST-FLAT: a spell's odds say what the target's defences leave of its damage,"
            + " dart by dart for darts, and a burst says it of each creature caught")
    void spellOddsWeighTheTargetsDefences() {
        fight(crypt(c -> c, gob -> gob.resists(Resistance.halving(DamageType.FIRE)),
                gob2 -> gob2.resists(Resistance.flat(DamageType.FORCE, 5))));
        h.keys("c").enter();
        // 2d10 halved, each total rounded down: 5.5 less a quarter for the odd totals (half of them) = 5.25.
        assertTrue(h.shows("11 damage expected on a hit. Its defences leave 5.3 of the 11 (DMG-RESIST-HALF)."),
                h.screen());
        h.press(KeyType.Tab);
        assertTrue(h.shows("CAST Fire bolt at gob2"), h.screen());
        assertFalse(h.shows("Its defences"), h.screen());
        // Each dart of 1d4+1 (2 to 5) meets the 5 alone: nothing gets through, where the three together (10.5)
        // would have left 5.5.
        h.esc().keys("c").press(KeyType.ArrowDown).enter().press(KeyType.Tab);
        assertTrue(h.shows("CAST Magic missile at gob2"), h.screen());
        assertTrue(h.shows("Its defences leave 0 of the 10.5 (DMG-RESIST-FLAT)."), h.screen());
        // 8d6 halved roll by roll: 14 less a quarter = 13.75; the other goblin takes it whole.
        h.esc().keys("c").press(KeyType.ArrowUp).enter();
        assertTrue(h.shows("Foes caught: gob (go) saves 40% (its defences leave 13.8: DMG-RESIST-HALF), gob2 (g2) saves 40%"),
                h.screen());
    }

    @Test
    @DisplayName("ATK-COVER: a spell attack's odds give the armour class with what cover adds, as its log line will")
    void ATK_COVER_spellAttackNamesTheCover() {
        fight(TestScenario.map(
                        "##########",
                        "#...o....#",
                        "#........#",
                        "##########")
                .with("mage", "party", 1, 1, c -> c.caster("wizard", "fire-bolt").scores(8, 14, 12, 16, 10, 10)
                        .level(5).slots(4, 3, 2).hp(20))
                .with("gob", "monsters", 7, 1, c -> c.hp(7).ac(12).weapons(TestScenario.SCIMITAR))
                .with("imp", "monsters", 7, 2, c -> c.hp(7).ac(12).weapons(TestScenario.SCIMITAR))
                .initiative("mage", "gob", "imp"));
        h.keys("c").enter();
        // The pillar between them adds 2: d20 +5 against 14 needs 9 or more on the die, 60%.
        assertTrue(h.shows("CAST Fire bolt at gob"), h.screen());
        assertTrue(h.shows("Spell attack: d20 +5 (+3 Int +2 prof) vs AC 14 (12 +2 half cover): 60% to hit"), h.screen());
        h.press(KeyType.Tab);
        assertTrue(h.shows("CAST Fire bolt at imp"), h.screen());
        assertTrue(h.shows("vs AC 12: 70% to hit"), h.screen());
        assertFalse(h.shows("half cover"), h.screen());
    }

    @Test
    @DisplayName("CAST-CRIT: magic missile's all-told figure, more than its chance to cast times its darts' damage, says"
            + " that the critical chain is counted, in English and in French; a spell attack's does not need to")
    void theChainSaidInTheAllTold() {
        fight(crypt(c -> c));
        h.keys("c").press(KeyType.ArrowDown).enter();
        assertTrue(h.shows("CAST Magic missile at gob"), h.screen());
        assertTrue(h.words().matches(".*darts that never miss: [0-9.]+ damage expected in all\\. All told, [0-9.]+ damage"
                + " expected from this cast \\(critical chain included, CAST-CRIT\\)\\..*"), h.screen());
        h.esc().esc();
        h.keys("c").enter();
        assertTrue(h.shows("CAST Fire bolt at gob"), h.screen());
        assertTrue(h.shows("expected from this cast."), "its criticals are on its attack's line\n" + h.screen());
        assertFalse(h.shows("chain included"), h.screen());
        h.close();
        h = new Harness(new TestCatalog().add("fight", "The fight", "A test fight.", "easy", crypt(c -> c)::build), data,
                120, 40, true);
        h.keys("l").keys("n").enter().enter();
        h.keys("c").press(KeyType.ArrowDown).enter();
        assertTrue(h.words().matches(".*Au total, [0-9,]+ dégâts attendus de ce sort \\(chaîne de critique comprise,"
                + " CAST-CRIT\\)\\..*"), h.screen());
    }

    @Test
    @DisplayName("CAST-ROLL: in French at 80x24 the chosen spell's wrapped line keeps the two columns of the others")
    void theChosenSpellWrapsUnderItself() {
        h = new Harness(new TestCatalog().add("fight", "The fight", "A test fight.", "easy", crypt(c -> c)::build), data,
                80, 24, true);
        h.keys("l").keys("n").enter().enter();
        h.keys("c").press(KeyType.ArrowDown).press(KeyType.ArrowDown);
        java.util.List<String> rows = h.screen().lines().toList();
        int at = -1;
        for (int i = 0; i < rows.size(); i++) if (rows.get(i).startsWith("▸ Hold person · niveau 2")) at = i;
        assertTrue(at >= 0, h.screen());
        String next = rows.get(at + 1);
        assertTrue(next.startsWith("  ") && next.charAt(2) != ' ', "under its text: [" + next + "]\n" + h.screen());
        h.press(KeyType.ArrowUp);
        rows = h.screen().lines().toList();
        for (int i = 0; i < rows.size(); i++) if (rows.get(i).startsWith("  Hold person · niveau 2")) at = i;
        assertTrue(rows.get(at + 1).startsWith("  ") && rows.get(at + 1).charAt(2) != ' ', "as an unselected one\n" + h.screen());
    }

    @Test
    @DisplayName("COND-PARALYZED (concentration): aiming hold person while its hold on gob lasts warns that casting it ends"
            + " that hold")
    void COND_PARALYZED_aimWarnsTheHoldEnds() {
        // Cast 15; gob's Wis save 2 fails; its end-of-turn save 2 fails: still held on the priest's next turn.
        TestScenario s = TestScenario.map("##########", "#........#", "##########")
                .with("priest", "party", 1, 1, c -> c.caster("cleric", "hold-person").scores(10, 10, 12, 10, 16, 10)
                        .level(5).slots(4, 3, 2).hp(40))
                .with("gob", "monsters", 6, 1, c -> c.hp(7).ac(12).type("humanoid").weapons(TestScenario.SCIMITAR))
                .initiative("priest", "gob").dice(15, 2, 2);
        fight(s, 100, 30);
        h.keys("c").enter();
        assertFalse(h.shows("Casting it ends"), h.screen());
        h.enter().keys("e");
        h.keys("c").enter();
        assertTrue(h.shows("CAST Hold person at gob"), h.screen());
        assertTrue(h.shows("Casting it ends your Hold person on gob: a caster keeps one concentration spell at a time."),
                h.screen());
    }

    @Test
    @DisplayName("ATK-RANGE: a save spell shows the DC, the target's chance to save, and why a target out of range cannot be"
            + " chosen")
    void saveOddsAndRange() {
        fight(crypt(c -> c, c -> c, wise -> wise.scores(10, 10, 10, 10, 14, 10)));
        h.keys("c").press(KeyType.ArrowDown).press(KeyType.ArrowDown).enter();
        // DC 8 +2 prof +3 Int = 13; a goblin's Wis +0 saves on 13 or more: 40%.
        assertTrue(h.shows("CAST Hold person at gob"), h.screen());
        assertTrue(h.shows("75% to cast. Wis save DC 13, its d20 +0: it saves 40% of the time; paralyzed on a failed save."),
                h.screen());
        // Both together: 75% x 60% = 45%.
        assertTrue(h.shows("All told, 45% that this cast leaves it paralyzed."), h.screen());
        // Wis 14 adds 2, as its save's log line will say: 11 or more, 50%.
        h.press(KeyType.Tab);
        assertTrue(h.shows("Wis save DC 13, its d20 +2 (+2 Wis): it saves 50% of the time"), h.screen());
        h.press(KeyType.Tab);
        assertTrue(h.shows("CAST Hold person at far"), h.screen());
        assertTrue(h.shows("(range 12)"), h.screen());
        assertTrue(h.shows("Not possible now:"), h.screen());
        assertTrue(h.shows("out of range"), h.screen());
    }

    @Test
    @DisplayName("DMG-ROLL: fireball shows its area on the map, names everyone caught with their saves, and asks before"
            + " catching an ally")
    void fireballAreaCaughtAndConfirmation() {
        fight(crypt(c -> c));
        h.keys("c").press(KeyType.ArrowUp).enter();
        assertTrue(h.shows("FIREBALL at 9,2, 8 squares away (range 30), radius 4: 70% to cast"), h.screen());
        assertTrue(h.shows("Dex save DC 13: 28 damage expected on a failed save, half on a success."), h.screen());
        assertTrue(h.shows("Your side caught: tank (Ta) saves 40%"), h.screen());
        assertTrue(h.shows("Foes caught: gob (go) saves 40%, gob2 (g2) saves 40%"), h.screen());
        // Each: 70% to cast, then 60% of a failed save's 28 and 40% of a success's 13.75 (half of each total of the
        // 8d6, rounded down as the engine rounds it: the odd ones lose a half): 15.6 a creature. One cast in twenty
        // the chain d20 comes up 20 (CAST-CRIT), 2.11 times the damage on average, its even totals halved whole:
        // 16.5 a creature, 33 for the two foes.
        assertTrue(h.shows("All told, 33 damage to the foes and 16.5 to your side expected from this cast (critical chain included, CAST-CRIT)."), h.screen());
        assertFalse(h.shows("far ("), h.screen());
        // The area on the map: square 7,2 (screen column 3 + 2x, row 2 + y) is marked, 14,2 is not.
        assertEquals('!', h.cell(3 + 2 * 7 + 1, 2 + 2).getCharacter(), h.screen());
        assertEquals(' ', h.cell(3 + 2 * 14 + 1, 2 + 2).getCharacter(), h.screen());
        // Drawn back onto the caster, the line speaks to the player: "you save", not "you saves".
        for (int i = 0; i < 12 && !h.shows("you save"); i++) h.press(KeyType.ArrowLeft);
        assertTrue(h.shows("FIREBALL at 5,2"), h.screen());
        assertTrue(h.shows("you save 50%"), h.screen());
        assertFalse(h.shows("you saves"), h.screen());
        // On a wall the burst cannot be cast: who it would catch is shown, no damage expected from a cast there.
        for (int i = 0; i < 12 && !h.shows("Not possible there"); i++) h.press(KeyType.ArrowLeft);
        assertTrue(h.shows("is a wall: the burst needs an open square"), h.screen());
        assertTrue(h.shows("you save 50%"), h.screen());
        assertFalse(h.shows("All told"), h.screen());
        for (int i = 0; i < 12 && !h.shows("FIREBALL at 9,2"); i++) h.press(KeyType.ArrowRight);
        h.enter();
        assertTrue(h.shows("You or an ally would be caught: tank. Press y to cast it all the same"), h.screen());
        assertFalse(h.shows("mage casts"), h.screen());
        // Two squares east the fighter is out of it: Enter casts at once.
        h.press(KeyType.ArrowRight).press(KeyType.ArrowRight);
        assertTrue(h.shows("FIREBALL at 11,2"), h.screen());
        assertFalse(h.shows("Your side caught"), h.screen());
        h.enter();
        assertTrue(h.shows("mage casts fireball"), h.screen());
    }

    @Test
    @DisplayName("DMG-ROLL: y casts a fireball that catches an ally once the player has been warned")
    void fireballOnAnAllyAfterTheWarning() {
        fight(crypt(c -> c).dice(15, 5));
        h.keys("c").press(KeyType.ArrowUp).enter().enter().keys("y");
        assertTrue(h.shows("mage casts fireball"), h.screen());
        assertTrue(h.shows("tank Dex save against fireball from mage"), h.screen());
    }

    @Test
    @DisplayName("CAST-POTION: a potion is drunk with its odds, a natural 1 spills it, and its healing adds up with the +2")
    void CAST_POTION_drinkShowsOddsAndHealingAddsUp() {
        fight(crypt(c -> c.hp(5).maxHp(20).item("potion-of-healing", 2)).dice(14, 2, 3, 2, 3));
        h.keys("q");
        // d20 +3 Int - 2d4 >= 7: 192 cases of 320, 60%.
        assertTrue(h.shows("DRINK which potion"), h.screen());
        assertTrue(h.shows("▸ Potion of healing (×2): heals 2d4+2 (7 on average) · 60% to work"), h.screen());
        assertTrue(h.shows("Drinking roll [CAST-POTION]: d20 +3 Int - 2d4 needs 7: 60% to work; a natural 1 (5%) spills"
                + " it"), h.screen());
        h.enter();
        assertTrue(h.shows("mage drinks a potion of healing: d20 14 +3 Int -5 potion 2d4 (2+3) = 12 vs 7: it works"),
                h.screen());
        assertTrue(h.shows("mage regains 7 HP (2d4 2+3 +2): HP 5 → 12"), h.screen());
    }

    @Test
    @DisplayName("CAST-POTION: the potion list counts a potion from two on, as the weapon cycle counts its copies: one"
            + " carried has no (×1)")
    void CAST_POTION_onePotionIsNotCounted() {
        fight(crypt(c -> c.hp(5).maxHp(20).item("potion-of-healing", 1)));
        h.keys("q");
        assertTrue(h.shows("▸ Potion of healing: heals 2d4+2 (7 on average) · 60% to work"), h.screen());
        assertFalse(h.shows("(×1)"), h.screen());
    }

    @Test
    @DisplayName("DMG-HEAL: a drinker who lacks one hit point is told so in the singular")
    void DMG_HEAL_oneHitPointLacking() {
        fight(crypt(c -> c.hp(19).maxHp(20).item("potion-of-healing", 1)));
        h.keys("q");
        assertTrue(h.shows("mage lacks 1 hit point: healing beyond that is lost [DMG-HEAL]."), h.screen());
    }

    @Test
    @DisplayName("DMG-HEAL: the potion panel says that a drinker at full health would gain nothing, and how many points"
            + " count for one who lacks fewer than the potion heals on average; none of it for one who lacks more")
    void DMG_HEAL_potionPanelSaysWhatCanCount() {
        fight(crypt(c -> c.hp(20).maxHp(20).item("potion-of-healing", 1)));
        h.keys("q");
        assertTrue(h.shows("mage is at full health: healing would restore nothing now [DMG-HEAL]."), h.screen());
        h.close();
        fight(crypt(c -> c.hp(17).maxHp(20).item("potion-of-healing", 1)));
        h.keys("q");
        assertTrue(h.shows("mage lacks 3 hit points: healing beyond that is lost [DMG-HEAL]."), h.screen());
        h.close();
        fight(crypt(c -> c.hp(5).maxHp(20).item("potion-of-healing", 1)));
        h.keys("q");
        assertTrue(h.shows("DRINK which potion"), h.screen());
        assertFalse(h.shows("[DMG-HEAL]"), h.screen());
    }

    @Test
    @DisplayName("DMG-HEAL: a healing spell is aimed first at whoever in reach lacks the most hit points, and says of one"
            + " at full health that it would restore nothing")
    void DMG_HEAL_healingSpellAtFullHealth() {
        fight(TestScenario.map(
                        "##########",
                        "#........#",
                        "##########")
                .with("cleric", "party", 1, 1, c -> c.caster("cleric", "cure-wounds").scores(10, 10, 12, 10, 16, 10)
                        .level(3).slots(4).hp(20))
                .with("tank", "party", 2, 1, c -> c.pc("fighter").hp(6).maxHp(20).ac(16))
                .with("gob", "monsters", 8, 1, c -> c.hp(7).ac(12).weapons(TestScenario.SCIMITAR))
                .initiative("cleric", "tank", "gob"), 80, 24);
        h.keys("c").enter();
        assertTrue(h.shows("CAST Cure wounds at ALLY tank (Ta), 1 of 3"), "the hurt ally first: " + h.screen());
        assertFalse(h.shows("[DMG-HEAL]"), "14 points lacking: every one of the 7.5 counts: " + h.screen());
        h.press(KeyType.Tab);
        assertTrue(h.shows("CAST Cure wounds at yourself"), h.screen());
        assertTrue(h.shows("cleric is at full health: healing would restore nothing now [DMG-HEAL]."), h.screen());
    }

    @Test
    @DisplayName("TURN-ECONOMY: once the action is spent, every spell and potion is greyed with the reason")
    void TURN_ECONOMY_greyedOnceTheActionIsSpent() {
        fight(crypt(c -> c.hp(5).maxHp(20).item("potion-of-healing", 1)).dice(15, 10, 4, 4));
        h.keys("c").enter().enter();
        assertTrue(h.shows("mage casts fire bolt"), h.screen());
        h.keys("c");
        assertTrue(h.shows("Fire bolt · cantrip · range 24 · not possible now: the action is already spent this turn"),
                h.screen());
        h.enter();
        assertTrue(h.shows("Fire bolt cannot be cast now: the action is already spent this turn."), h.screen());
        h.esc().keys("q");
        assertTrue(h.shows("Potion of healing: heals 2d4+2 (7 on average) · not possible now: the action is already"
                + " spent this turn"), h.screen());
    }

    @Test
    @DisplayName("CAST-ROLL: at 80x24 the picker still shows the chosen spell, its odds and the casting roll")
    void smallTerminal() {
        fight(crypt(c -> c), 80, 24);
        h.keys("c");
        assertTrue(h.shows("CAST which spell"), h.screen());
        assertTrue(h.shows("Fire bolt · cantrip · range 24 · 85% to cast"), h.screen());
        assertTrue(h.shows("Fireball · level 3 · range 30"), h.screen());
        assertTrue(h.shows("Casting roll [CAST-ROLL]"), h.screen());
    }

    @Test
    @DisplayName("CAST-SCROLL: a fighter who knows no spell reads a scroll from the same picker: its odds, no slot, then a read command")
    void CAST_SCROLL_scrollsAreInThePicker() {
        TestScenario s = crypt(c -> c).with("reader", "party", 3, 2, c -> c.pc("fighter").scores(14, 12, 12, 10, 12, 10)
                .hp(20).item("scroll-of-magic-missile", 2))
                .initiative("reader", "mage", "tank", "gob", "gob2", "far").dice(15, 2, 3, 4);
        fight(s);
        h.keys("c");
        assertTrue(h.shows("CAST which spell or scroll · reader"), h.screen());
        assertTrue(h.shows("▸ Scroll of magic missile (2) · level 1 · range 24 · 70% to read · 3 sure darts"), h.screen());
        assertTrue(h.shows("Casting roll [CAST-SCROLL]: d20 +1 Wis -1 segment, 7 needed: 70%; a natural 1 (5%) fails and"
                + " the scroll is lost."), h.screen());
        h.enter();
        assertTrue(h.shows("Read Scroll of magic missile · it needs no slot"), h.screen());
        h.enter();
        assertTrue(h.words().contains("magic missile"), h.screen());
        h.keys("c");
        assertTrue(h.shows("Scroll of magic missile · level 1 · range 24 · not possible now: the action is already spent"),
                "one scroll left, the action spent: " + h.screen());
    }

    @Test
    @DisplayName("DMG-HEAL: cure wounds aimed at an undead ally says why it cannot before anything is spent: it has no"
            + " effect on undead")
    void DMG_HEAL_cureWoundsOnAnUndeadAllySaysWhy() {
        fight(TestScenario.map(
                        "##########",
                        "#........#",
                        "##########")
                .with("priest", "party", 1, 1, c -> c.caster("cleric", "cure-wounds")
                        .scores(10, 10, 12, 10, 16, 10).level(5).slots(4, 3, 2).hp(40))
                .with("zombie", "party", 2, 1, c -> c.type("undead").hp(5).maxHp(22).control("player"))
                .with("gob", "monsters", 8, 1, c -> c.hp(7).ac(12).weapons(TestScenario.SCIMITAR))
                .initiative("priest", "zombie", "gob"));
        h.keys("c").enter();
        h.press(KeyType.Tab);
        assertTrue(h.shows("CAST Cure wounds at ALLY zombie"), h.screen());
        assertTrue(h.shows("Not possible now: cure wounds has no effect on undead creatures; zombie is an undead."),
                h.screen());
    }
}
