package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What {@code ./play run --text} says after a cast, in both languages: a natural 1 names what it loses (CAST-ROLL:
 * the scroll; CAST-POTION: the potion, spilt), a cantrip's natural 1 loses nothing and is cast again the next
 * round, and healing stopped at the maximum (DMG-HEAL) gives its total and what the maximum took, so that the
 * breakdown adds up.
 */
class CastLossAndCappedHealTextTest {
    private static final char NB = '\u00a0';
    /**
     * Round 1: Cle's sacred flame rolls a natural 1; Fig's potion too (2d4 1+1). Round 2: Cle's cure wounds
     * (d20 15) heals Fig at 20 of 28 for 1d8 8 +3 Wis; Fig's scroll rolls a natural 1. Round 3: the same sacred
     * flame works (d20 15, chain 5, 1d8 4, the goblin's save 2); Fig's second potion (d20 20, 2d4 1+1) heals
     * 2d4 4+4 +2 at full health.
     */
    private static final String SCENARIO = """
            {"format": 1, "name": "cast lines",
             "map": {"rows": ["##############", "#............#", "#............#", "#............#", "##############"]},
             "combatants": [
              {"id": "cle", "template": "cleric", "at": [1, 1]},
              {"id": "fig", "template": "fighter", "at": [2, 1], "hp": 20, "maxHp": 28,
               "items": {"potion-of-healing": 2, "scroll-of-magic-missile": 1}},
              {"id": "gob", "template": "goblin", "at": [10, 2], "hp": 60, "control": "player"}
             ],
             "initiative": ["cle", "fig", "gob"],
             "dice": [1, 1, 1, 1, 15, 8, 1, 15, 5, 4, 2, 20, 1, 1, 4, 4], "seed": 5}
            """;
    private static final String SCRIPT = """
            cast sacred-flame gob
            end
            drink potion-of-healing
            end
            end
            cast cure-wounds fig
            end
            read scroll-of-magic-missile gob
            end
            end
            cast sacred-flame gob
            end
            drink potion-of-healing
            end
            end
            """;

    private static List<String> lines(Path tmp, String language, String... starts) throws IOException {
        Path scenario = Files.writeString(tmp.resolve("cast.json"), SCENARIO);
        Path script = Files.writeString(tmp.resolve("cast.commands"), SCRIPT);
        Cli.Result r = Cli.run("run", scenario.toString(), "--text", "--lang", language, "--commands", script.toString());
        assertEquals(0, r.exit(), r.err());
        return r.out().lines().filter(l -> List.of(starts).stream().anyMatch(l::startsWith)).toList();
    }

    @Test
    @DisplayName("CAST-ROLL, CAST-SCROLL, CAST-POTION, DMG-HEAL: in English, a cantrip's natural 1 loses nothing, a"
            + " scroll's loses the scroll, which the line names as read, a potion's spills it; capped healing says what"
            + " the maximum took")
    void CAST_ROLL_DMG_HEAL_castAndHealLinesInEnglish(@TempDir Path tmp) throws IOException {
        assertEquals(List.of(
                "Cle casts sacred flame: d20 1 +3 Wis = 4 vs 7: it fails; a cantrip loses nothing on a natural 1"
                        + "  [CAST-ROLL CLASS-CLERIC]",
                "Fig drinks a potion of healing: d20 1 +1 Wis -2 potion 2d4 (1+1) = 0 vs 7: it fails, and it is spilt"
                        + "  [CAST-POTION ACT-USE]",
                "Cle casts cure wounds: d20 15 +3 Wis -2 segments = 16 vs 7: it works  [CAST-ROLL CLASS-CLERIC]",
                "Fig regains 8 HP (1d8 8 +3 = 11, 3 beyond the maximum): HP 20 → 28  [DMG-HEAL]",
                "Fig reads a scroll of magic missile: d20 1 +1 Wis -1 segment = 1 vs 7: it fails, and the scroll is lost"
                        + "  [CAST-SCROLL CAST-ROLL ACT-USE]",
                "Cle casts sacred flame: d20 15 +3 Wis = 18 vs 7: it works; critical chain d20 5: no doubling"
                        + "  [CAST-ROLL CLASS-CLERIC CAST-CRIT]",
                "Fig drinks a potion of healing: d20 20 +1 Wis -2 potion 2d4 (1+1) = 19 vs 7: it works"
                        + "  [CAST-POTION ACT-USE]",
                "Fig regains 0 HP (2d4 4+4 +2 = 10, 10 beyond the maximum): HP 28 → 28  [CAST-POTION DMG-HEAL]"),
                lines(tmp, "en", "Cle casts", "Fig reads", "Fig drinks", "Fig regains"));
    }

    @Test
    @DisplayName("CAST-ROLL, CAST-POTION, DMG-HEAL: in French, the same lines, a cantrip being a 'tour de magie'")
    void CAST_ROLL_DMG_HEAL_castAndHealLinesInFrench(@TempDir Path tmp) throws IOException {
        assertEquals(List.of(
                "Cle lance le sort flamme sacrée" + NB + ": d20 1 +3 Sag = 4 contre 7" + NB + ": le sort échoue" + NB
                        + "; un tour de magie ne perd rien sur un 1 naturel  [CAST-ROLL CLASS-CLERIC]",
                "Fig boit une potion de soins" + NB + ": d20 1 +1 Sag -2 potion 2d4 (1+1) = 0 contre 7" + NB
                        + ": elle reste sans effet, et elle est renversée  [CAST-POTION ACT-USE]",
                "Cle lance le sort soins" + NB + ": d20 15 +3 Sag -2 segments = 16 contre 7" + NB + ": le sort opère"
                        + "  [CAST-ROLL CLASS-CLERIC]",
                "Fig récupère 8 PV (1d8 8 +3 = 11, 3 au-delà du maximum)" + NB + ": PV 20 → 28  [DMG-HEAL]",
                "Fig lit un parchemin de projectile magique" + NB + ": d20 1 +1 Sag -1 segment = 1 contre 7" + NB
                        + ": le sort échoue, et le parchemin est perdu  [CAST-SCROLL CAST-ROLL ACT-USE]",
                "Cle lance le sort flamme sacrée" + NB + ": d20 15 +3 Sag = 18 contre 7" + NB + ": le sort opère" + NB
                        + "; chaîne de critique d20 5" + NB + ": pas de doublement  [CAST-ROLL CLASS-CLERIC CAST-CRIT]",
                "Fig boit une potion de soins" + NB + ": d20 20 +1 Sag -2 potion 2d4 (1+1) = 19 contre 7" + NB
                        + ": elle fait effet  [CAST-POTION ACT-USE]",
                "Fig récupère 0 PV (2d4 4+4 +2 = 10, 10 au-delà du maximum)" + NB + ": PV 28 → 28"
                        + "  [CAST-POTION DMG-HEAL]"),
                lines(tmp, "fr", "Cle lance", "Fig lit", "Fig boit", "Fig récupère"));
    }

    /** Fig reads a scroll of fireball at the goblin (seed 5: d20 19, it works), in plain 5e too (no roll). */
    private static List<String> scrollRead(Path tmp, String language, String rules) throws IOException {
        Path scenario = Files.writeString(tmp.resolve("scroll.json"), """
                {"format": 1, "name": "a scroll read",
                 "map": {"rows": ["##############", "#............#", "##############"]},
                 "combatants": [
                  {"id": "fig", "template": "fighter", "at": [1, 1], "items": {"scroll-of-fireball": 1}},
                  {"id": "gob", "template": "goblin", "at": [10, 1], "control": "player"}
                 ],
                 "initiative": ["fig", "gob"], "seed": 5}
                """);
        Path script = Files.writeString(tmp.resolve("scroll.commands"), "read scroll-of-fireball gob\n");
        Cli.Result r = Cli.run("run", scenario.toString(), "--text", "--lang", language, "--rules", rules, "--commands",
                script.toString());
        assertEquals(0, r.exit(), r.err());
        return r.out().lines().filter(l -> l.startsWith("Fig ")).limit(1).toList();
    }

    @Test
    @DisplayName("CAST-SCROLL: the line of a scroll read names the scroll, and so its spell, in English and French, under"
            + " the house rules and in plain 5e")
    void CAST_SCROLL_theLineNamesTheScroll(@TempDir Path tmp) throws IOException {
        assertEquals(List.of("Fig reads a scroll of fireball: d20 19 +1 Wis -3 segments = 17 vs 7: it works; critical"
                + " chain d20 5: no doubling  [CAST-SCROLL CAST-ROLL ACT-USE CAST-CRIT]"), scrollRead(tmp, "en", "house"));
        assertEquals(List.of("Fig lit un parchemin de boule de feu" + NB + ": d20 19 +1 Sag -3 segments = 17 contre 7" + NB
                + ": le sort opère" + NB + "; chaîne de critique d20 5" + NB + ": pas de doublement"
                + "  [CAST-SCROLL CAST-ROLL ACT-USE CAST-CRIT]"), scrollRead(tmp, "fr", "house"));
        // Plain 5e reads a scroll with no roll, and its cast event names no rule.
        assertEquals(List.of("Fig reads a scroll of fireball"), scrollRead(tmp, "en", "dd5"));
        assertEquals(List.of("Fig lit un parchemin de boule de feu"), scrollRead(tmp, "fr", "dd5"));
    }
}
