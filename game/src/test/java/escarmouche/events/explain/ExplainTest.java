package escarmouche.events.explain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import escarmouche.events.AttackEvent;
import escarmouche.events.CheckEvent;
import escarmouche.events.ContestEvent;
import escarmouche.events.DamageEvent;
import escarmouche.events.DyingEvent;
import escarmouche.events.Event;
import escarmouche.events.FumbleEvent;
import escarmouche.events.HealEvent;
import escarmouche.events.ShockEvent;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.dice.Roll;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ExplainTest {
    private static final List<Modifier> STR_PROF = List.of(new Modifier("Str", 3), new Modifier("prof", 2));

    private static Roll d20(int v) {
        return new Roll(20, v);
    }

    @Test
    @DisplayName("ATK-ROLL explained: d20 14 +3 Str +2 prof = 19 vs AC 15: hit")
    void ATK_ROLL_line() {
        AttackEvent a = new AttackEvent("hero", "gob", "longsword", List.of(d20(14)), STR_PROF, 19, 15, "none",
                List.of(), true, false, 1, false, List.of("ATK-ROLL"));
        assertEquals("d20 14 +3 Str +2 prof = 19 vs AC 15: hit", Explain.line(a));
    }

    @Test
    @DisplayName("ATK-CRIT explained: the chain's dice and multiplier: critical ×2, then ×4 (20, 20, 7)")
    void ATK_CRIT_line() {
        AttackEvent a = new AttackEvent("hero", "gob", "longsword", List.of(d20(20), d20(20), d20(7)), STR_PROF, 25, 15,
                "none", List.of(), true, true, 4, false, List.of("ATK-CRIT"));
        assertEquals("d20 20 +3 Str +2 prof = 25 vs AC 15: hit; critical ×2, then ×4 (20, 20, 7)", Explain.line(a));
    }

    @Test
    @DisplayName("ATK-ADV / ATK-COVER explained: both dice, the reasons, and the AC with its cover")
    void ATK_ADV_line() {
        AttackEvent a = new AttackEvent("hero", "gob", "shortbow", List.of(d20(8), d20(14)), List.of(new Modifier("Dex", 3)),
                17, 14, "advantage", List.of("+flanking with ally"), true, false, 1, false, List.of("ATK-ADV"),
                List.of(new Modifier("half cover", 2)));
        assertEquals("d20 14 (8, 14, advantage: flanking with ally) +3 Dex = 17 vs AC 14 (12 +2 half cover): hit",
                Explain.line(a));
        // Reasons of both kinds (two for, one against: ATK-ADV's one of each cancels) keep their signs.
        AttackEvent mixed = new AttackEvent("hero", "gob", "shortbow", List.of(d20(8), d20(14)),
                List.of(new Modifier("Dex", 3)), 17, 14, "advantage", List.of("+flanking with ally", "+target prone",
                        "-attacker poisoned"), true, false, 1, false, List.of("ATK-ADV"));
        assertEquals("d20 14 (8, 14, advantage: +flanking with ally, +target prone, -attacker poisoned) +3 Dex = 17 vs AC"
                + " 14: hit", Explain.line(mixed));
        AttackEvent against = new AttackEvent("hero", "gob", "shortbow", List.of(d20(8), d20(14)),
                List.of(new Modifier("Dex", 3)), 11, 14, "disadvantage", List.of("-attacker prone"), false, false, 1,
                false, List.of("ATK-ADV"));
        assertEquals("d20 8 (8, 14, disadvantage: attacker prone) +3 Dex = 11 vs AC 14: miss", Explain.line(against));
    }

    @Test
    @DisplayName("ATK-ADV explained: reasons of both kinds on one d20 cancelled out, which the line says, each reason signed")
    void ATK_ADV_cancelledLine() {
        AttackEvent a = new AttackEvent("hero", "gob", "longsword", List.of(d20(14)), STR_PROF, 19, 15, "none",
                List.of("-attacker poisoned", "+target restrained"), true, false, 1, false, List.of("ATK-ROLL", "ATK-ADV"));
        assertEquals("d20 14 (advantage and disadvantage cancel out: -attacker poisoned, +target restrained) +3 Str +2"
                + " prof = 19 vs AC 15: hit", Explain.line(a));
        // A plain roll without reasons says nothing of advantage.
        AttackEvent plain = new AttackEvent("hero", "gob", "longsword", List.of(d20(14)), STR_PROF, 19, 15, "none",
                List.of(), true, false, 1, false, List.of("ATK-ROLL"));
        assertEquals("d20 14 +3 Str +2 prof = 19 vs AC 15: hit", Explain.line(plain));
    }

    @Test
    @DisplayName("DMG-AURA explained: 9 slashing ×4 = 36 - 15 resistance - 5 aura = 16")
    void DMG_AURA_line() {
        DamageEvent d = new DamageEvent("ogre", "hero", "slashing", List.of(new Roll(8, 6)), List.of(new Modifier("Str", 3)),
                9, 4, List.of(new DamageEvent.Reduction("DMG-RESIST-FLAT", 15), new DamageEvent.Reduction("DMG-AURA", 5)),
                0, 16, 4, List.of("DMG-ROLL"));
        assertEquals("d8 6 +3 Str: 9 slashing ×4 = 36 - 15 resistance - 5 aura = 16; HP 4", Explain.line(d));
    }

    @Test
    @DisplayName("DMG-VULN explained: a save's half comes where it was taken, after the flat reductions and before any halving: 33 fire - 10 resistance - 12 half on a save = 11")
    void DMG_VULN_saveHalfInItsPlace() {
        DamageEvent flat = new DamageEvent("gob", "mage", "fire", List.of(), List.of(), 33, 1, 12,
                List.of(new DamageEvent.Reduction("DMG-RESIST-FLAT", 10)), 0, 11, 29, List.of("DMG-ROLL"));
        assertEquals("33 fire - 10 resistance - 12 half on a save = 11; HP 29", Explain.line(flat));
        DamageEvent halved = new DamageEvent("gob", "mage", "fire", List.of(), List.of(), 25, 1, 10,
                List.of(new DamageEvent.Reduction("DMG-AURA", 5), new DamageEvent.Reduction("DMG-RESIST-HALF", 5),
                        new DamageEvent.Reduction("DMG-VULN", -5)), 0, 10, 30, List.of("DMG-ROLL"));
        assertEquals("25 fire - 5 aura - 10 half on a save - 5 halved + 5 vulnerability (×2) = 10; HP 30",
                Explain.line(halved));
        // Plain 5e's: the save first, the resistance's halving after it.
        DamageEvent plain = new DamageEvent("gob", "mage", "fire", List.of(), List.of(), 33, 1, 17,
                List.of(new DamageEvent.Reduction("DMG-RESIST-HALF", 8)), 0, 8, 32, List.of("DMG-ROLL"));
        assertEquals("33 fire - 17 half on a save - 8 halved = 8; HP 32", Explain.line(plain));
    }

    @Test
    @DisplayName("DMG-ZOID and DMG-VULN explained: 11 fire - 10 Zoid (/6) = 1; 5 + 5 vulnerability (×2) = 10")
    void DMG_ZOID_line() {
        DamageEvent zoid = new DamageEvent("zoid", "hero", "fire", List.of(), List.of(), 11, 1,
                List.of(new DamageEvent.Reduction("DMG-ZOID", 10)), 0, 1, 99, List.of());
        assertEquals("11 fire - 10 Zoid (/6) = 1; HP 99", Explain.line(zoid));
        DamageEvent vuln = new DamageEvent("troll", "hero", "fire", List.of(), List.of(), 5, 1,
                List.of(new DamageEvent.Reduction("DMG-VULN", -5)), 2, 10, 3, List.of());
        assertEquals("5 fire + 5 vulnerability (×2) = 10; 2 taken by temporary hit points; HP 3", Explain.line(vuln));
    }

    @Test
    @DisplayName("HP-DYING explained: a first-aid check, and the d100 of a dying character")
    void HP_DYING_lines() {
        CheckEvent c = new CheckEvent("ally", "wis", 10, List.of(d20(12)), List.of(new Modifier("Wis", 1)), "none", 13,
                true, "first aid on hero", List.of("HP-DYING"));
        assertEquals("Wis check d20 12 +1 Wis = 13 vs DC 10: success (first aid on hero)", Explain.line(c));
        assertEquals("d100 7 (01-10 stabilises): stable at -4",
                Explain.line(new DyingEvent("hero", List.of(new Roll(100, 7)), "stable", -4, List.of())));
        assertEquals("d100 55 (01-10 stabilises): loses 1 hit point, now -5",
                Explain.line(new DyingEvent("hero", List.of(new Roll(100, 55)), "loses-hp", -5, List.of())));
    }

    @Test
    @DisplayName("HP-SHOCK explained: d100 62 + 4 below 0 = 66 vs system shock 50: dies")
    void HP_SHOCK_line() {
        ShockEvent s = new ShockEvent("gob", List.of(new Roll(100, 62)), 4, 66, 50, "dies", List.of("HP-SHOCK"));
        assertEquals("d100 62 + 4 below 0 = 66 vs system shock 50: dies", Explain.line(s));
    }

    @Test
    @DisplayName("ATK-FUMBLE explained: the d6 and what it did, with the d100 of a break chance")
    void ATK_FUMBLE_lines() {
        assertEquals("fumble d6 5: drops the longsword", Explain.line(new FumbleEvent("hero", List.of(new Roll(6, 5)),
                "drop", 5, List.of(), "longsword", null, null, "dropped")));
        assertEquals("fumble d6 6, d100 12 vs 30%: the longsword breaks", Explain.line(new FumbleEvent("hero",
                List.of(new Roll(6, 6), new Roll(100, 12)), "break", 6, List.of(), "longsword", null, 30, "broken")));
        assertEquals("fumble d6 6, d100 20 vs 18%: the longsword holds", Explain.line(new FumbleEvent("hero",
                List.of(new Roll(6, 6), new Roll(100, 20)), "none", 6, List.of(), "longsword", null, 18, "holds")));
        assertEquals("fumble d6 3: attacks its ally ally", Explain.line(new FumbleEvent("hero", List.of(new Roll(6, 3)),
                "ally", 3, List.of(), "longsword", "ally", null, null)));
    }

    @Test
    @DisplayName("DMG-HEAL explained: heals 8, gains 6 (capped at the maximum): HP 20; contests name the winner")
    void DMG_HEAL_line() {
        assertEquals("heals 8, gains 6 (capped at the maximum): HP 20",
                Explain.line(new HealEvent("hero", List.of(), 6, 20, List.of(), 8, "ally")));
        ContestEvent c = new ContestEvent(List.of("GRAP-START"),
                new ContestEvent.Side("hero", "str", List.of(d20(12)), List.of(new Modifier("Str", 3)), "none", 15),
                new ContestEvent.Side("gob", "dex", List.of(d20(9)), List.of(new Modifier("Dex", 2)), "none", 11),
                "hero", "grapple");
        assertEquals("grapple: hero Str d20 12 +3 Str = 15 vs gob Dex d20 9 +2 Dex = 11: hero wins", Explain.line(c));
    }

    @Test
    @DisplayName("SHOVE explained without a roll: the contest won against an incapacitated target says so, not 3 vs 2")
    void SHOVE_automaticLine() {
        ContestEvent c = new ContestEvent(List.of("SHOVE", "COND-INCAPACITATED"),
                new ContestEvent.Side("hero", "str", List.of(), List.of(new Modifier("Str", 3)), "none", 3),
                new ContestEvent.Side("gob", "dex", List.of(), List.of(new Modifier("Dex", 2)), "none", 2),
                "hero", "shove prone");
        assertEquals("shove prone: hero wins without a roll (gob is incapacitated)", Explain.line(c));
    }

    @Test
    @DisplayName("Explain reads every event of a real fight without failing")
    void everyEventOfAFight() {
        Fight f = Fight.of(TestScenario.map("#######", "#.....#", "#######")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20))
                .with("gob", "monsters", 2, 1, c -> c.hp(7).ac(12).shock(50))
                .initiative("hero", "gob").dice(20, 20, 7, 5, 90)).start().run("attack gob");
        for (Event e : f.events()) assertFalse(Explain.line(e).isBlank(), e.type());
    }
}
