package escarmouche.ui.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.battle.LoggedEvent;
import escarmouche.events.AttackEvent;
import escarmouche.events.CastEvent;
import escarmouche.events.CheckEvent;
import escarmouche.events.ConditionEvent;
import escarmouche.events.ContestEvent;
import escarmouche.events.DamageEvent;
import escarmouche.events.explain.Explain;
import escarmouche.events.DeathEvent;
import escarmouche.events.DyingEvent;
import escarmouche.events.EndEvent;
import escarmouche.events.ErrorEvent;
import escarmouche.events.Event;
import escarmouche.events.FumbleEvent;
import escarmouche.events.HealEvent;
import escarmouche.events.InitiativeEvent;
import escarmouche.events.MoveEvent;
import escarmouche.events.NoteEvent;
import escarmouche.events.OpportunityEvent;
import escarmouche.events.ShockEvent;
import escarmouche.events.TurnEvent;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.dice.Roll;
import escarmouche.rules.grid.Pos;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class LogLinesTest {
    private final LogLines lines = new LogLines(id -> Map.of("kenji", "Kenji").getOrDefault(id, id));

    private String line(Event e) {
        return lines.line(new LoggedEvent(1, 2, e));
    }

    private static List<Roll> d(int die, int... values) {
        return java.util.Arrays.stream(values).mapToObj(v -> new Roll(die, v)).toList();
    }

    private static final List<Modifier> STR_PROF = List.of(new Modifier("Str", 3), new Modifier("prof", 2));

    @Test
    void ATK_ROLL_attackWithEveryTerm() {
        AttackEvent a = new AttackEvent("kenji", "g1", "longsword", d(20, 14), STR_PROF, 19, 15, "none", List.of(),
                true, false, 1, false, List.of("ATK-ROLL"));
        assertEquals("Kenji attacks g1 with longsword: d20 14 +3 Str +2 prof = 19 vs AC 15: hit", line(a));
    }

    @Test
    @DisplayName("ATK-ROLL, DMG-ROLL: a magic weapon's bonus reads \"+2 magic\", its value said once")
    void ATK_ROLL_magicWeaponSaysItsBonusOnce() {
        List<Modifier> mods = List.of(new Modifier("Dex", 3), new Modifier("prof", 4), new Modifier("magic +2", 2));
        AttackEvent a = new AttackEvent("kenji", "g1", "longbow", d(20, 17), mods, 26, 20, "none", List.of(),
                true, false, 1, false, List.of("ATK-ROLL"));
        assertEquals("Kenji attacks g1 with longbow: d20 17 +3 Dex +4 prof +2 magic = 26 vs AC 20: hit", line(a));
        DamageEvent dmg = new DamageEvent("g1", "kenji", "piercing", d(8, 3),
                List.of(new Modifier("Dex", 3), new Modifier("magic +2", 2)), 8, 1, List.of(), 0, 8, 3, List.of("DMG-ROLL"));
        assertEquals("g1 takes 8: d8 3 +3 Dex +2 magic: 8 piercing; HP 3", line(dmg));
    }

    @Test
    @DisplayName("HP-KO: the damage line says what the knock-out did to the hit points, as Explain says it")
    void HP_KO_whatTheKnockOutDid() {
        DamageEvent held = new DamageEvent("kenji", "g1", "slashing", d(12, 12), List.of(new Modifier("Str", 3)), 15, 1,
                null, List.of(), 0, 15, -9, List.of("HP-KO", "DMG-ROLL"), null, "held");
        assertEquals("Kenji takes 15: d12 12 +3 Str: 15 slashing; HP -9 (knocked out: held short of death)", line(held));
        assertEquals(Explain.line(held), line(held).substring("Kenji takes 15: ".length()));
        DamageEvent stable = new DamageEvent("kenji", "g1", "slashing", d(12, 1), List.of(new Modifier("Str", 3)), 4, 1,
                null, List.of(), 0, 4, -2, List.of("HP-KO", "DMG-ROLL"), null, "stable");
        assertEquals("Kenji takes 4: d12 1 +3 Str: 4 slashing; HP -2 (knocked out: unconscious and stable)", line(stable));
        DamageEvent out = new DamageEvent("g1", "kenji", "slashing", d(8, 5), List.of(new Modifier("Str", 3)), 8, 1,
                null, List.of(), 0, 8, -5, List.of("HP-KO", "DMG-ROLL"), null, "no-shock");
        assertEquals("g1 takes 8: d8 5 +3 Str: 8 slashing; HP -5 (knocked out: out of the fight, no system shock)",
                line(out));
    }

    @Test
    @DisplayName("ATK-COVER: the creatures that give a half cover are named by name after it")
    void ATK_COVER_creaturesInTheWayNamed() {
        LogLines named = new LogLines(PlayerWords.named(Map.of("kenji", "Kenji", "g1", "Goblin 1", "g2", "Goblin 2",
                "lin", "Lin")));
        AttackEvent a = new AttackEvent("g1", "kenji", "shortbow", d(20, 10), List.of(new Modifier("Dex", 2)), 12, 17,
                "none", List.of(), false, false, 1, false, List.of("ATK-ROLL", "ATK-COVER"),
                List.of(new Modifier("half cover", 2)), null, List.of("lin", "g2"));
        assertEquals("Goblin 1 attacks Kenji with shortbow: d20 10 +2 Dex = 12 vs AC 17 (15 +2 half cover: Lin and"
                + " Goblin 2 in the way): miss", named.line(new LoggedEvent(1, 2, a)));
    }

    @Test
    @DisplayName("ATK-COVER: a Dex save against a burst names the creatures that give its half cover")
    void ATK_COVER_burstSaveNamesThoseInTheWay() {
        LogLines named = new LogLines(PlayerWords.named(Map.of("kenji", "Kenji", "g1", "Goblin 1", "g2", "Goblin 2")));
        CheckEvent save = new CheckEvent("g1", "dex", 13, d(20, 9), List.of(new Modifier("Dex", 2),
                new Modifier("half cover", 2)), "none", 13, true, "Dex save: Fireball from kenji", List.of("ATK-COVER"),
                List.of("g2"));
        assertEquals("Goblin 1 Dex save against Fireball from Kenji: d20 9 +2 Dex +2 half cover (Goblin 2 in the"
                + " way) = 13 vs DC 13: success", named.line(new LoggedEvent(1, 2, save)));
    }

    @Test
    @DisplayName("CAST-ROLL: the enemy in melee named in a casting roll's modifier is said by name, as the panel says it")
    void CAST_ROLL_meleeEnemyByName() {
        LogLines named = new LogLines(PlayerWords.named(Map.of("lin", "Lin", "captain", "Captain Vasco")));
        CheckEvent potion = new CheckEvent("lin", "dex", 7, d(20, 4), List.of(new Modifier("Dex", 3),
                new Modifier("melee: captain level 10", -10)), "none", -3, false, "risky move", List.of("CAST-POTION"));
        assertTrue(named.line(new LoggedEvent(1, 2, potion)).contains("d20 4 +3 Dex -10 melee (Captain Vasco, level 10) = -3"),
                named.line(new LoggedEvent(1, 2, potion)));
    }

    @Test
    @DisplayName("CAST-SAVE: a save says what it is against; a condition that fails it is named; a check stays a check")
    void savesAreSaves() {
        LogLines named = new LogLines(PlayerWords.named(Map.of("mathis", "Mathis", "g1", "Goblin 1")));
        CheckEvent held = new CheckEvent("g1", "dex", 13, d(20, 15), List.of(new Modifier("Dex", 2)), "none", 17, false,
                "Dex save: Sacred flame from mathis; fails: paralyzed", List.of("COND-PARALYZED"));
        assertEquals("Goblin 1 Dex save against Sacred flame from Mathis (paralyzed: fails whatever the roll): d20 15 +2 Dex"
                + " = 17 vs DC 13: failure", named.line(new LoggedEvent(1, 2, held)));
        CheckEvent shake = new CheckEvent("g1", "wis", 13, d(20, 14), List.of(new Modifier("Wis", -1)), "none", 13, true,
                "Wis save: shake off hold-person at the end of its turn", List.of("COND-PARALYZED"));
        assertEquals("Goblin 1 Wis save to shake off hold person at the end of its turn: d20 14 -1 Wis = 13 vs DC 13:"
                + " success", named.line(new LoggedEvent(1, 2, shake)));
        CheckEvent terrain = new CheckEvent("g1", "str", 10, d(20, 4), List.of(new Modifier("Str", 4)), "none", 8, false,
                "risky move", List.of("MOVE-DIFFICULT"));
        assertEquals("Goblin 1 Str check (risky move): d20 4 +4 Str = 8 vs DC 10: failure",
                named.line(new LoggedEvent(1, 2, terrain)));
        assertEquals("Goblin 1 Wis save: success", named.brief(new LoggedEvent(1, 2, shake)));
        assertEquals("Goblin 1 Str check: failure", named.brief(new LoggedEvent(1, 2, terrain)));
    }

    @Test
    void ATK_ADV_bothDiceAndTheReason() {
        AttackEvent a = new AttackEvent("kenji", "g1", "longsword", d(20, 4, 17), STR_PROF, 22, 15, "advantage",
                List.of("+flanking"), true, false, 1, false, List.of("ATK-ROLL", "ATK-ADV", "ATK-FLANK"));
        assertEquals("Kenji attacks g1 with longsword: d20 17 (4, 17, advantage: flanking) +3 Str +2 prof = 22 vs AC 15: hit",
                line(a));
    }

    @Test
    @DisplayName("ATK-FLANK: the ally a flank is made with is named, never shown by its id")
    void ATK_FLANK_theAllyByName() {
        LogLines named = new LogLines(PlayerWords.named(Map.of("kenji", "Kenji", "g1", "Goblin 1", "captain",
                "Captain Vasco")));
        AttackEvent a = new AttackEvent("captain", "kenji", "scimitar", d(20, 4, 16), STR_PROF, 21, 15, "advantage",
                List.of("+flanking with g1"), true, false, 1, false, List.of("ATK-ROLL", "ATK-ADV", "ATK-FLANK"));
        assertEquals("Captain Vasco attacks Kenji with scimitar: d20 16 (4, 16, advantage: flanking with Goblin 1) +3 Str"
                + " +2 prof = 21 vs AC 15: hit", named.line(new LoggedEvent(1, 2, a)));
    }

    @Test
    void ATK_CRIT_theChainAndItsMultiplier() {
        AttackEvent a = new AttackEvent("kenji", "g1", "longsword", d(20, 20, 20, 7), STR_PROF, 25, 15, "none",
                List.of(), true, true, 4, false, List.of("ATK-ROLL", "ATK-CRIT"));
        assertEquals("Kenji attacks g1 with longsword: d20 20 +3 Str +2 prof = 25 vs AC 15: hit; critical ×2, then ×4 (20, 20, 7)",
                line(a));
    }

    @Test
    void ATK_FUMBLE_theMissAndTheD6() {
        AttackEvent a = new AttackEvent("kenji", "g1", "longsword", d(20, 1), STR_PROF, 6, 15, "none", List.of(),
                false, false, 1, true, List.of("ATK-FUMBLE"));
        assertEquals("Kenji attacks g1 with longsword: d20 1 +3 Str +2 prof = 6 vs AC 15: miss (natural 1: fumble)", line(a));
        assertEquals("Kenji's fumble: d6 5: it drops its weapon",
                line(new FumbleEvent("kenji", d(6, 5), "drop", List.of("ATK-FUMBLE"))));
    }

    @Test
    @DisplayName("ATK-FUMBLE 1-2: the attack a fumble turns on the attacker reads as one on itself, not on its own name")
    void ATK_FUMBLE_theAttackOnItself() {
        AttackEvent own = new AttackEvent("kenji", "kenji", "longsword", d(20, 12), STR_PROF, 17, 16, "none", List.of(),
                true, false, 1, false, List.of("ATK-FUMBLE", "ATK-ROLL"));
        assertEquals("Kenji attacks itself with longsword: d20 12 +3 Str +2 prof = 17 vs AC 16: hit", line(own));
    }

    @Test
    @DisplayName("ATK-FUMBLE: the line says what each face did, with the weapon, the ally and the d100's chance")
    void ATK_FUMBLE_whatTheFacesMean() {
        LogLines named = new LogLines(PlayerWords.named(Map.of("kenji", "Kenji", "lin", "Lin", "g1", "Goblin 1")));
        List<String> rule = List.of("ATK-FUMBLE");
        assertEquals("Kenji's fumble: d6 2: it strikes itself", named.line(new LoggedEvent(1, 2,
                new FumbleEvent("kenji", d(6, 2), "self", 2, rule, "longsword", "kenji", null, null))));
        assertEquals("Kenji's fumble: d6 3: it strikes its ally Lin", named.line(new LoggedEvent(1, 2,
                new FumbleEvent("kenji", d(6, 3), "ally", 3, rule, "longsword", "lin", null, null))));
        assertEquals("Kenji's fumble: d6 4: no ally within reach: nothing happens", named.line(new LoggedEvent(1, 2,
                new FumbleEvent("kenji", d(6, 4), "none", 4, rule, "longsword", null, null, "no-ally"))));
        assertEquals("Kenji's fumble: d6 5: the longsword drops to the ground (picking it up takes the whole movement"
                + " or the action)", named.line(new LoggedEvent(1, 2,
                new FumbleEvent("kenji", d(6, 5), "drop", 5, rule, "longsword", null, null, "dropped"))));
        assertEquals("Kenji's fumble: d6 6, d100 12 vs 30% to break: the longsword breaks", named.line(new LoggedEvent(1, 2,
                new FumbleEvent("kenji", List.of(new Roll(6, 6), new Roll(100, 12)), "break", 6, rule, "longsword", null,
                        30, "broken"))));
        assertEquals("Kenji's fumble: d6 6, d100 31 vs 18% to break: the longsword holds", named.line(new LoggedEvent(1, 2,
                new FumbleEvent("kenji", List.of(new Roll(6, 6), new Roll(100, 31)), "none", 6, rule, "longsword", null,
                        18, "holds"))));
        // A fist has nothing to drop: a 5 is rolled again, then the 6 may hurt its owner.
        assertEquals("Kenji's fumble: d6 5, 6 (a 5 is rolled again: nothing to drop), d100 82 vs 30% to hurt itself: it"
                + " does not hurt itself", named.line(new LoggedEvent(1, 2, new FumbleEvent("kenji",
                List.of(new Roll(6, 5), new Roll(6, 6), new Roll(100, 82)), "none", 6, rule, "unarmed", null, 30, "unhurt"))));
        assertEquals("Kenji's fumble: d6 6, d100 7 vs 30% to hurt itself: it hurts itself", named.line(new LoggedEvent(1, 2,
                new FumbleEvent("kenji", List.of(new Roll(6, 6), new Roll(100, 7)), "self", 6, rule, "unarmed", "kenji", 30,
                        "hurt"))));
    }

    @Test
    void DMG_ROLL_damageWithDiceModifiersAndHitPoints() {
        DamageEvent dmg = new DamageEvent("g1", "kenji", "slashing", d(8, 6), List.of(new Modifier("Str", 3)), 9, 1,
                List.of(), 0, 9, -2, List.of("DMG-ROLL"));
        assertEquals("g1 takes 9: d8 6 +3 Str: 9 slashing; HP -2", line(dmg));
    }

    @Test
    void DMG_RESIST_FLAT_criticalThenReductionsInOrder() {
        DamageEvent dmg = new DamageEvent("g1", "kenji", "bludgeoning", d(6, 3, 5), List.of(new Modifier("Str", 3)),
                11, 2, List.of(new DamageEvent.Reduction("DMG-RESIST-FLAT", 5)), 2, 17, 3, List.of("DMG-RESIST-FLAT"));
        assertEquals("g1 takes 17: d6 3 + d6 5 +3 Str: 11 bludgeoning ×2 = 22 - 5 resistance = 17; 2 taken by temporary hit"
                + " points; HP 3", line(dmg));
    }

    @Test
    @DisplayName("DMG-MAGIC-WEAPON: the resistance says why, a weapon not magic enough, in English and in French")
    void DMG_MAGIC_WEAPON_saysWhy() {
        DamageEvent dmg = new DamageEvent("g1", "kenji", "piercing", d(6, 3), List.of(new Modifier("Dex", 3)),
                6, 1, List.of(new DamageEvent.Reduction("DMG-MAGIC-WEAPON", 6)), 0, 0, 22, List.of("DMG-ROLL", "DMG-MAGIC-WEAPON"));
        assertEquals("g1 takes 0: d6 3 +3 Dex: 6 piercing - 6 resistance (weapon not magic enough) = 0; HP 22", line(dmg));
        LogLines french = new LogLines(PlayerWords.named(Map.of()), ScreenMessages.of(Language.FR));
        assertEquals("g1 subit 0\u00a0: d6 3 +3 Dex\u00a0: 6 perforants - 6 résistance (arme pas assez magique) = 0\u00a0; PV 22",
                french.line(new LoggedEvent(1, 2, dmg)));
    }

    @Test
    @DisplayName("DMG-MAGIC-WEAPON: a mundane blow on an intangible creature passes through it, said so and not as a"
            + " resistance; a magic blow on it, or a mundane one on a creature only needing a +1 weapon, is a resistance")
    void DMG_MAGIC_WEAPON_intangibleSaysTheBlowPassesThrough() {
        PlayerWords words = PlayerWords.named(Map.of("kenji", "Kenji", "g1", "Spectre", "g2", "Wight"))
                .withIntangible(Set.of("g1"));
        LogLines english = new LogLines(words, ScreenMessages.of(Language.EN));
        LogLines french = new LogLines(words, ScreenMessages.of(Language.FR));
        DamageEvent mundane = new DamageEvent("g1", "kenji", "slashing", d(8, 8), List.of(new Modifier("Str", 3)), 11, 1,
                List.of(new DamageEvent.Reduction("DMG-MAGIC-WEAPON", 11)), 0, 0, 60, List.of("DMG-ROLL", "DMG-MAGIC-WEAPON"));
        assertEquals("Spectre takes 0: d8 8 +3 Str: 11 slashing - 11 (intangible: mundane weapons pass through) = 0; HP 60",
                english.line(new LoggedEvent(1, 2, mundane)));
        assertEquals("Spectre subit 0\u00a0: d8 8 +3 For\u00a0: 11 tranchants - 11 (intangible\u00a0: les armes ordinaires"
                + " passent au travers) = 0\u00a0; PV 60", french.line(new LoggedEvent(1, 2, mundane)));
        // The same event on a creature that is not intangible (it needs a +N weapon): the resistance it is.
        DamageEvent wight = new DamageEvent("g2", "kenji", "slashing", d(8, 1), List.of(new Modifier("Str", 3)), 4, 1,
                List.of(new DamageEvent.Reduction("DMG-MAGIC-WEAPON", 4)), 0, 0, 45, List.of("DMG-ROLL", "DMG-MAGIC-WEAPON"));
        assertEquals("Wight takes 0: d8 1 +3 Str: 4 slashing - 4 resistance (weapon not magic enough) = 0; HP 45",
                english.line(new LoggedEvent(1, 2, wight)));
        // A +1 blow on an intangible creature that also needs a +2 weapon meets the flat resistance.
        DamageEvent magic = new DamageEvent("g1", "kenji", "slashing", d(8, 1),
                List.of(new Modifier("Str", 3), new Modifier("magic +1", 1)), 5, 1,
                List.of(new DamageEvent.Reduction("DMG-MAGIC-WEAPON", 5)), 0, 0, 60, List.of("DMG-ROLL", "DMG-MAGIC-WEAPON"));
        assertEquals("Spectre takes 0: d8 1 +3 Str +1 magic: 5 slashing - 5 resistance (weapon not magic enough) = 0; HP 60",
                english.line(new LoggedEvent(1, 2, magic)));
        assertEquals("Spectre subit 0\u00a0: d8 1 +3 For +1 magie\u00a0: 5 tranchants - 5 résistance (arme pas assez magique)"
                + " = 0\u00a0; PV 60", french.line(new LoggedEvent(1, 2, magic)));
    }

    @Test
    @DisplayName("DMG-TEMP: temporary hit points from a spell name the spell and its caster by name, whether they are"
            + " kept or taken")
    void DMG_TEMP_spellAndCasterByName() {
        LogLines english = new LogLines(PlayerWords.named(Map.of("w", "Wren", "g1", "Goblin 1")),
                ScreenMessages.of(Language.EN));
        assertEquals("Wren is offered 6 temporary hit points by false life from Wren: keeps 10 (had 10; they do not stack)",
                english.line(new LoggedEvent(1, 2, new NoteEvent("w", "w is offered 6 temporary hit points by false-life"
                        + " from w: keeps 10 (had 10; they do not stack)", List.of("DMG-TEMP")))));
        assertEquals("Goblin 1 is offered 6 temporary hit points by false life from Wren: keeps 6",
                english.line(new LoggedEvent(1, 2, new NoteEvent("g1", "g1 is offered 6 temporary hit points by false-life"
                        + " from w: keeps 6", List.of("DMG-TEMP")))));
    }

    @Test
    @DisplayName("DMG-VULN: a step that took nothing off (vulnerability on 0 damage, in an older event log) is not"
            + " listed, in English and in French")
    void DMG_VULN_zeroStepIsNotListed() {
        DamageEvent dmg = new DamageEvent("g1", "kenji", "bludgeoning", List.of(), List.of(), 0, 1,
                List.of(new DamageEvent.Reduction("DMG-VULN", 0)), 0, 0, 13, List.of("DMG-ROLL", "DMG-VULN"));
        assertEquals("g1 takes 0: 0 bludgeoning; HP 13", line(dmg));
        LogLines french = new LogLines(PlayerWords.named(Map.of()), ScreenMessages.of(Language.FR));
        assertEquals("g1 subit 0\u00a0: 0 contondant\u00a0; PV 13", french.line(new LoggedEvent(1, 2, dmg)));
    }

    @Test
    void MOVE_ENTER_stepsOfOneWalkInOneLine() {
        MoveEvent a = new MoveEvent("kenji", new Pos(1, 1), new Pos(2, 1), 1, 5, "careful", List.of("MOVE-ENTER"));
        MoveEvent b = new MoveEvent("kenji", new Pos(2, 1), new Pos(3, 2), 2, 3, "careful", List.of("MOVE-ENTER"));
        assertEquals("Kenji moves 1,1 → 2,1 (1 square, 1 movement, 5 left)", line(a));
        assertEquals("Kenji moves 1,1 → 3,2 (2 squares, 3 movement, 3 left)", lines.moves(List.of(a, b)));
        MessageLog log = new MessageLog(lines);
        log.add(new LoggedEvent(1, 1, a));
        log.add(new LoggedEvent(2, 1, b));
        assertEquals(1, log.size());
        assertEquals(List.of("MOVE-ENTER"), log.get(0).rules());
    }

    @Test
    @DisplayName("MOVE-DIFFICULT: a failed risky move's line says the failed check ends the turn's movement, which is why"
            + " nothing is left")
    void MOVE_DIFFICULT_theFailedCheckEndsTheMovement() {
        MoveEvent a = new MoveEvent("kenji", new Pos(1, 1), new Pos(2, 1), 1, 5, "fallback", List.of("MOVE-DIFFICULT"));
        MoveEvent b = new MoveEvent("kenji", new Pos(2, 1), new Pos(3, 1), 1, 0, "fallback", List.of("MOVE-DIFFICULT"));
        assertEquals("Kenji stumbles 1,1 → 3,1 (2 squares, 2 movement, 0 left: the failed check ends its movement this turn)",
                lines.moves(List.of(a, b)));
    }

    @Test
    @DisplayName("CLASS-SAMURAI: the Dex check against a missile said as the dodge it is, against the attack's total")
    void CLASS_SAMURAI_rangedDodge() {
        CheckEvent c = new CheckEvent("kenji", "dex", 22, d(20, 12), List.of(new Modifier("Dex", 3)), "none", 15,
                false, "dodge zoid's missile", List.of("CLASS-SAMURAI"));
        LogLines named = new LogLines(PlayerWords.named(Map.of("kenji", "Kenji", "zoid", "Zoid")));
        assertEquals("Kenji tries to dodge Zoid's missile: Dex check d20 12 +3 Dex = 15 vs the attack's 22: not dodged",
                named.line(new LoggedEvent(1, 2, c)));
        assertEquals("Kenji fails to dodge Zoid's missile", named.brief(new LoggedEvent(1, 2, c)));
        CheckEvent ok = new CheckEvent("kenji", "dex", 14, d(20, 18), List.of(new Modifier("Dex", 3)), "none", 21,
                true, "dodge zoid's missile", List.of("CLASS-SAMURAI"));
        assertEquals("Kenji tries to dodge Zoid's missile: Dex check d20 18 +3 Dex = 21 vs the attack's 14: dodged",
                named.line(new LoggedEvent(1, 2, ok)));
        assertEquals("Kenji dodges Zoid's missile", named.brief(new LoggedEvent(1, 2, ok)));
        LogLines french = new LogLines(PlayerWords.named(Map.of("kenji", "Kenji", "zoid", "Zoïde")),
                ScreenMessages.of(Language.FR));
        assertEquals("Kenji tente d'esquiver le projectile de Zoïde\u00a0: test de Dex d20 12 +3 Dex = 15 contre les 22"
                + " de l'attaque\u00a0: pas esquivé", french.line(new LoggedEvent(1, 2, c)));
        assertEquals("Kenji n'esquive pas le projectile de Zoïde", french.brief(new LoggedEvent(1, 2, c)));
        // The attack a dodge turned into a miss reached the AC: its line says so rather than "miss".
        AttackEvent dodgedShot = new AttackEvent("zoid", "kenji", "longbow", d(20, 12), List.of(new Modifier("Dex", 2)),
                14, 13, "none", List.of(), false, false, 1, false, List.of("ATK-ROLL", "CLASS-SAMURAI"), List.of(), true);
        assertTrue(named.line(new LoggedEvent(1, 3, dodgedShot)).endsWith("= 14 vs AC 13: hit, but dodged"),
                named.line(new LoggedEvent(1, 3, dodgedShot)));
        assertTrue(french.line(new LoggedEvent(1, 3, dodgedShot)).endsWith("touché, mais esquivé"),
                french.line(new LoggedEvent(1, 3, dodgedShot)));
        AttackEvent missed = new AttackEvent("zoid", "kenji", "longbow", d(20, 2), List.of(new Modifier("Dex", 2)),
                4, 13, "none", List.of(), false, false, 1, false, List.of("ATK-ROLL"), List.of(), null);
        assertTrue(named.line(new LoggedEvent(1, 3, missed)).endsWith("= 4 vs AC 13: miss"), named.line(new LoggedEvent(1, 3, missed)));
    }

    @Test
    void MOVE_DIFFICULT_riskyCheck() {
        CheckEvent c = new CheckEvent("kenji", "dex", 15, d(20, 12), List.of(new Modifier("Dex", 1)), "none", 13,
                false, "risky terrain", List.of("MOVE-DIFFICULT"));
        assertEquals("Kenji Dex check (risky terrain): d20 12 +1 Dex = 13 vs DC 15: failure", line(c));
    }

    @Test
    @DisplayName("GRAP-START, COND-PARALYZED: won or failed without a roll, no sum is shown to contradict the outcome")
    void GRAP_START_withoutARoll() {
        ContestEvent c = new ContestEvent(List.of("GRAP-START", "COND-INCAPACITATED"),
                new ContestEvent.Side("g1", "dex", List.of(), List.of(new Modifier("Dex", 2)), "none", 2),
                new ContestEvent.Side("orc", "str", List.of(), List.of(new Modifier("Str", 3)), "none", 3), "g1",
                "grapple");
        String said = line(c);
        assertEquals("Grapple: g1 wins without a roll (orc is incapacitated)", said);
        assertFalse(said.contains("= 3"), said);
        LogLines named = new LogLines(PlayerWords.named(Map.of("wiz", "Wiz", "o1", "Orc 1")));
        CheckEvent held = new CheckEvent("o1", "dex", 14, List.of(), List.of(new Modifier("Dex", 1)), "none", 0, false,
                "Dex save: Fireball from wiz; fails: paralyzed", List.of("COND-PARALYZED"));
        assertEquals("Orc 1 Dex save against Fireball from Wiz (paralyzed: fails whatever the roll), DC 14: failure",
                named.line(new LoggedEvent(1, 2, held)));
        LogLines fr = new LogLines(PlayerWords.named(Map.of("wiz", "Wiz", "o1", "Orc 1")), ScreenMessages.of(Language.FR));
        assertEquals("Orc 1, sauvegarde de Dex contre le sort Fireball de Wiz (paralysé\u00a0: échec quel que soit le jet),"
                + " DD 14\u00a0: échec", fr.line(new LoggedEvent(1, 2, held)));
    }

    @Test
    @DisplayName("HP-EXHAUSTION: a creature is now exhausted, not \"now exhaustion\"")
    void HP_EXHAUSTION_isSaidAsAState() {
        assertEquals("g1 is now exhausted (starts exhausted: speed halved)", line(new ConditionEvent("g1", "exhaustion", true,
                "starts exhausted: speed halved", List.of("HP-EXHAUSTION"))));
    }

    @Test
    void GRAP_START_contestBothSides() {
        ContestEvent c = new ContestEvent(List.of("GRAP-START"),
                new ContestEvent.Side("kenji", "str", d(20, 14), List.of(new Modifier("Str", 3)), "none", 17),
                new ContestEvent.Side("g1", "dex", d(20, 9), List.of(new Modifier("Dex", 2)), "none", 11), "kenji",
                "grapple");
        assertEquals("Grapple: Kenji Str d20 14 +3 Str = 17 vs g1 Dex d20 9 +2 Dex = 11: Kenji wins", line(c));
    }

    @Test
    void OA_WITHIN_saysWhyTheAttackHappens() {
        assertEquals("g1 makes an opportunity attack on Kenji at 3,2 (moving on inside its reach)",
                line(new OpportunityEvent("g1", "kenji", List.of("OA-WITHIN"), new Pos(3, 2))));
        assertEquals("g1 makes an opportunity attack on Kenji at 3,2 (leaving its reach)",
                line(new OpportunityEvent("g1", "kenji", List.of("OA-LEAVE"), new Pos(3, 2))));
    }

    @Test
    void HP_SHOCK_HP_DYING_andTheRest() {
        assertEquals("g1 system shock: 1d100 45 +2 below 0 = 47 vs 70%: survives",
                line(new ShockEvent("g1", d(100, 45), 2, 47, 70, "survives", List.of("HP-SHOCK"))));
        assertEquals("Kenji is dying: 1d100 7 (stable on 10 or less): becomes stable",
                line(new DyingEvent("kenji", d(100, 7), "stable", -3, List.of("HP-DYING"))));
        assertEquals("g1 dies", line(new DeathEvent("g1", List.of("HP-SHOCK"))));
        assertEquals("Kenji regains 7 HP (2d4 2+3): HP 1 → 8",
                line(new HealEvent("kenji", d(4, 2, 3), 7, 8, List.of("DMG-HEAL"))));
        assertEquals("g1 is now prone (drops prone)",
                line(new ConditionEvent("g1", "prone", true, "drops prone", List.of("MOVE-PRONE"))));
        assertEquals("g1 is no longer prone (stands up: 4 movement, 4 left)", line(new ConditionEvent("g1", "prone", false,
                "stands up (4 movement, 4 left)", List.of("MOVE-PRONE"))), "one aside, not one inside another");
        assertEquals("Kenji casts fire bolt: d20 12 +3 Int = 15 vs 7: it works",
                line(new CastEvent("kenji", "fire-bolt", d(20, 12), List.of(new Modifier("Int", 3)), 15, true, false,
                        List.of("CAST-ROLL"))));
        assertEquals("Cannot grapple: not implemented yet.", line(new ErrorEvent("grapple g1", "not implemented yet")));
        assertEquals("Round 2: Kenji's turn (6 movement)", line(new TurnEvent("kenji", 6, List.of())));
        assertEquals("The fight is over: the party wins (party is the last side standing)",
                line(new EndEvent("party", "party is the last side standing", List.of())));
        assertEquals("Kenji dashes: +6 movement, 6 left",
                line(new NoteEvent("kenji", "kenji dashes: +6 movement, 6 left", List.of("ACT-DASH"))));
    }

    @Test
    @DisplayName("CAST-CRIT: the critical chain's d20s are on the cast line, and its doubling")
    void CAST_CRIT_chainShownOnTheCastLine() {
        List<Modifier> mods = List.of(new Modifier("Int", 3), new Modifier("segments", -1));
        // The cast's rolls hold every die it rolled, the chain's d20 after the casting d20, as the engine writes it.
        CastEvent plain = new CastEvent("kenji", "magic-missile", List.of(new Roll(20, 19), new Roll(20, 7)), mods, 21, true, false,
                List.of("CAST-ROLL", "CAST-CRIT"), null, "g1", null, List.of(3), d(20, 7), 1);
        assertEquals("Kenji casts magic missile: d20 19 +3 Int -1 segment = 21 vs 7: it works;"
                + " critical chain d20 7: no doubling", line(plain));
        CastEvent twice = new CastEvent("kenji", "fireball", d(20, 12, 20, 20, 6), mods, 14, true, false,
                List.of("CAST-ROLL", "CAST-CRIT"), null, null, new Pos(4, 4), List.of(2), d(20, 20, 20, 6), 4);
        assertEquals("Kenji casts fireball: d20 12 +3 Int -1 segment = 14 vs 7: it works;"
                + " critical chain d20 20, 20, 6: damage ×4", line(twice));
        assertEquals("Kenji casts fireball (×4)", lines.brief(new LoggedEvent(1, 2, twice)));
        assertEquals("Kenji casts magic missile", lines.brief(new LoggedEvent(1, 2, plain)));
    }

    @Test
    void TURN_INIT_rollsGroupsAndOrder() {
        InitiativeEvent i = new InitiativeEvent(List.of("kenji", "g1", "g2"), List.of(
                new InitiativeEvent.Entry("kenji", d(20, 12), 3, 15, null, List.of()),
                new InitiativeEvent.Entry("g1", d(20, 9), 2, 11, "goblins", List.of()),
                new InitiativeEvent.Entry("g2", d(20, 9), 2, 11, "goblins", List.of())), List.of("TURN-INIT"));
        assertEquals("Initiative: Kenji d20 12 +3 Dex = 15, goblins (one roll) d20 9 +2 Dex = 11. Order: Kenji, g1, g2",
                line(i));
    }

    @Test
    @DisplayName("TURN-INIT: a tie settled by the higher Dex score, with no d20 rolled, says so; one rolled off shows its d20s; a group's own members are no tie")
    void TURN_INIT_aTieByDex() {
        InitiativeEvent i = new InitiativeEvent(List.of("g3", "ogre", "kenji", "g1", "g2"), List.of(
                // An entry's rolls hold its tie-break d20s after its own, as the engine writes them.
                new InitiativeEvent.Entry("kenji", List.of(new Roll(20, 5), new Roll(20, 4)), 3, 8, null, d(20, 4)),
                new InitiativeEvent.Entry("g1", d(20, 9), 2, 11, "goblins", List.of()),
                new InitiativeEvent.Entry("g2", d(20, 9), 2, 11, "goblins", List.of()),
                new InitiativeEvent.Entry("g3", d(20, 6), 2, 8, null, List.of()),
                new InitiativeEvent.Entry("ogre", List.of(new Roll(20, 9), new Roll(20, 12)), -1, 8, null, d(20, 12))),
                List.of("TURN-INIT"));
        assertEquals("Initiative: Kenji d20 5 +3 Dex = 8 (tie-break d20 4), goblins (one roll) d20 9 +2 Dex = 11,"
                + " g3 d20 6 +2 Dex = 8 (a tie: the higher Dex score goes first), ogre d20 9 -1 Dex = 8 (tie-break d20 12)."
                + " Order: g3, ogre, Kenji, g1, g2", line(i));
        InitiativeEvent alone = new InitiativeEvent(List.of("g3", "ogre"), List.of(
                new InitiativeEvent.Entry("g3", d(20, 6), 2, 8, null, List.of()),
                new InitiativeEvent.Entry("ogre", d(20, 9), -1, 8, null, List.of())), List.of("TURN-INIT"));
        assertEquals("Initiative: g3 d20 6 +2 Dex = 8 (a tie: the higher Dex score goes first), ogre d20 9 -1 Dex = 8"
                + " (a tie: the higher Dex score goes first). Order: g3, ogre", line(alone));
    }

    @Test
    @DisplayName("TURN-INIT: a familiar rolls nothing and is said to act on its master's count, not to have no roll")
    void TURN_INIT_aFamiliarOnItsMastersCount() {
        InitiativeEvent i = new InitiativeEvent(List.of("kenji", "g1"), List.of(
                new InitiativeEvent.Entry("kenji", d(20, 5), 3, 8, null, List.of()),
                new InitiativeEvent.Entry("g1", List.of(), 0, 8, null, List.of(), "kenji")), List.of("TURN-INIT"));
        assertEquals("Initiative: Kenji d20 5 +3 Dex = 8, g1 on Kenji's count = 8. Order: Kenji, g1", line(i));
    }
}
