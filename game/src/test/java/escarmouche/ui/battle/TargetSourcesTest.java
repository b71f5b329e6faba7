package escarmouche.ui.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.content.load.ScenarioLoader;
import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.engine.preview.AttackPreview;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.core.Weapon;
import escarmouche.testing.RealContent;
import escarmouche.testing.TestScenario;
import escarmouche.ui.lang.ContentNames;
import escarmouche.ui.log.PlayerWords;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The battle screen's reasons (an attack's advantage, a casting roll's modifiers) name creatures as the
 * log line of the same roll does: by their names (Brother Mathis, Goblin 1), not by the ids the engine
 * writes in its reasons.
 */
class TargetSourcesTest {
    private static final String NB = "\u00a0";

    private static Game ford() {
        return load("goblins-at-the-ford.json");
    }

    private static Game load(String encounter) {
        Scenario scenario = new ScenarioLoader().load(RealContent.content().directory().resolve("encounters")
                .resolve(encounter), RealContent.content()).value();
        return Game.of(scenario, 1);
    }

    /** The battle screen's words in {@code language}, knowing the fight's names as its log does. */
    private static FightTerms terms(Game game, Language language) {
        PlayerWords words = PlayerWords.of(game.battle().creatures(), ContentNames.of(game.scenario().words(), language),
                game.scenario().grimoire());
        return new FightTerms(ScreenMessages.of(language), words);
    }

    @Test
    @DisplayName("ATK-FLANK, ATK-RANGED-MELEE: the attack panel's reasons name the flanking ally and the enemy at the shooter's elbow")
    void byTheirNames() {
        Game game = ford();
        assertEquals("for: flanking with Brother Mathis; against: enemy within 1.5 m (Goblin 1)",
                terms(game, Language.EN).reasons(List.of("+flanking with mathis", "-enemy within 1.5 m (g1)")));
        assertEquals("against: attacker prone", terms(game, Language.EN).reasons(List.of("-attacker prone")));
        assertEquals("pour" + NB + ": prise en tenaille avec Frère Mathis",
                terms(game, Language.FR).reasons(List.of("+flanking with mathis")));
    }

    @Test
    @DisplayName("ATK-ADV: the reasons of one kind come under one \"for:\", apart by semicolons, since a reason may hold a comma")
    void reasonsOfOneKindTogether() {
        Game game = ford();
        assertEquals("for: target prone, within 1.5 m; target unconscious",
                terms(game, Language.EN).reasons(List.of("+target prone, within 1.5 m", "+target unconscious")));
        assertEquals("against: attacker prone; for: target prone, within 1.5 m; target unconscious",
                terms(game, Language.EN).reasons(List.of("-attacker prone", "+target prone, within 1.5 m",
                        "+target unconscious")));
        assertEquals("pour" + NB + ": cible à terre, à 1,5\u00a0m" + NB + "; cible inconsciente",
                terms(game, Language.FR).reasons(List.of("+target prone, within 1.5 m", "+target unconscious")));
    }

    @Test
    @DisplayName("ATK-COVER: \"three-quarters cover\" keeps its hyphen, as a word of its own and not a content id")
    void threeQuartersKeepsItsHyphen() {
        Game game = ford();
        assertEquals("three-quarters cover", terms(game, Language.EN).source("three-quarters cover"));
        assertEquals("three-quarters cover", PlayerWords.none().say("three-quarters cover"));
    }

    @Test
    @DisplayName("ATK-ROLL, DMG-ROLL: the attack panel gives the parts of the attack roll and of a hit's damage as their log lines will")
    void attackPartsAsTheLogGivesThem() {
        Weapon sword = TestScenario.LONGSWORD.withMagic(1, 1);
        Game game = duel(16, sword);
        AttackPreview p = game.previews().attack(game.battle().find("hero"), game.battle().find("gob"), sword);
        assertEquals("+6 (+3 Str +2 prof +1 magic)", terms(game, Language.EN).bonus(p.hitModifiers()));
        assertEquals("1d8 +3 Str +1 magic", terms(game, Language.EN).damageRoll(p));
        assertEquals("+6 (+3 For +2 maîtrise +1 magie)", terms(game, Language.FR).bonus(p.hitModifiers()));
        assertEquals("1d8 +3 For +1 magie", terms(game, Language.FR).damageRoll(p));
        // Str 10 adds nothing: the one part left says where the +2 comes from, and the dice stand alone.
        Game plain = duel(10, TestScenario.LONGSWORD);
        AttackPreview q = plain.previews().attack(plain.battle().find("hero"), plain.battle().find("gob"),
                TestScenario.LONGSWORD);
        assertEquals("+2 (+2 prof)", terms(plain, Language.EN).bonus(q.hitModifiers()));
        assertEquals("1d8", terms(plain, Language.EN).damageRoll(q));
    }

    /** A fighter of the given Str with one weapon, next to a goblin. */
    private static Game duel(int strength, Weapon weapon) {
        return Game.of(TestScenario.map(
                        "######",
                        "#....#",
                        "######")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(strength, 10).hp(20).ac(16).weapons(weapon))
                .with("gob", "monsters", 2, 1, c -> c.hp(7).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob").build(), 1);
    }

    @Test
    @DisplayName("ACT-HIDE, OA-DISENGAGE: an infiltrator's advantage is named by its class rule on the hide panel as on"
            + " the Disengage one, in French as in English, never by the class id (\"pour : infiltrator\")")
    void ACT_HIDE_classAdvantageNamedByItsRule() {
        Game game = Game.of(TestScenario.map(
                        "##########",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("infiltrator").abilities(10, 16).hp(20).ac(14))
                .with("gob", "monsters", 2, 1, c -> c.hp(7).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob").build(), 1);
        var hero = game.battle().find("hero");
        var hide = game.previews().hide(hero).roll();
        var disengage = game.previews().disengage(hero).get(0).mine();
        assertEquals("+4 (+3 Dex +1 no armour) with advantage (for: CLASS-INFILTRATOR)", terms(game, Language.EN).d20(hide));
        assertEquals("+4 (+3 Dex +1 sans armure) avec avantage (pour" + NB + ": CLASS-INFILTRATOR)",
                terms(game, Language.FR).d20(hide));
        assertEquals("+3 (+3 Dex) avec avantage (pour" + NB + ": CLASS-INFILTRATOR)", terms(game, Language.FR).d20(disengage));
    }

    @Test
    @DisplayName("CAST-ROLL: a casting roll's modifier for an enemy in melee names that enemy on the spell panel as the log does")
    void castingModifiersByName() {
        Game game = ford();
        assertEquals(" +4 Int -2 melee (Goblin 1, level 2)", terms(game, Language.EN).modifiers(List.of(new Modifier("Int", 4),
                new Modifier("melee: g1 level 2", -2))));
        assertEquals(" -2 mêlée (Gobelin 1, niveau 2)",
                terms(game, Language.FR).modifiers(List.of(new Modifier("melee: g1 level 2", -2))));
    }
}
