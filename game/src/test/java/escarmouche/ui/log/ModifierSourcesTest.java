package escarmouche.ui.log;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.content.load.ScenarioLoader;
import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.testing.RealContent;
import escarmouche.ui.lang.ContentNames;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Where a modifier comes from, in French: plain sources, the engine's composed ones, and armour by its French name. */
class ModifierSourcesTest {
    private static final String NB = "\u00a0";

    /** The words of a fight at the ford (goblins in leather armour, a cleric, a wizard) in {@code language}. */
    private static PlayerWords fordWords(Language language) {
        Scenario ford = new ScenarioLoader().load(RealContent.content().directory().resolve("encounters")
                .resolve("goblins-at-the-ford.json"), RealContent.content()).value();
        Game game = Game.of(ford, 1);
        return PlayerWords.of(game.battle().creatures(), ContentNames.of(ford.words(), language), ford.grimoire());
    }

    @Test
    @DisplayName("CAST-ROLL, ATK-ROLL: an enchantment, the enemy in melee with a caster, a focus, segments and armour in French")
    void inFrench() {
        PlayerWords words = fordWords(Language.FR);
        ModifierSources fr = new ModifierSources(ScreenMessages.of(Language.FR), words);
        assertEquals("maîtrise", fr.say("prof"));
        assertEquals("magie", fr.say("magic +1"), "the value beside it says +1: \"+1 magie\"");
        assertEquals("mêlée (Gobelin 1, niveau 2)", fr.say("melee: g1 level 2"));
        assertEquals("bâton niveau 13", fr.say("staff level 13"));
        assertEquals("segment", fr.say("segment"));
        assertEquals("segments", fr.say("segments"));
        assertEquals("paralysé" + NB + ": pas de bonus de Dex", fr.say("paralyzed: no Dex bonus"));
        assertEquals("armure de cuir", fr.say("Leather armour"), "the goblins' armour, by its French name");
        assertEquals("arbalète lourde", fr.say("heavy crossbow"));
    }

    @Test
    @DisplayName("SURP-ARMOR: in English a piece of armour is a source in lower case like the others (\"-2 leather armour\")")
    void armourInEnglish() {
        PlayerWords words = fordWords(Language.EN);
        LogLines en = new LogLines(words, ScreenMessages.of(Language.EN));
        String hide = en.line(new escarmouche.engine.battle.LoggedEvent(1, 2, new escarmouche.events.CheckEvent("g1", "dex",
                10, java.util.List.of(new escarmouche.rules.dice.Roll(20, 12)), java.util.List.of(
                new escarmouche.rules.core.Modifier("Dex", 2), new escarmouche.rules.core.Modifier("Leather armour", -2)),
                "none", 12, true, "hide", java.util.List.of("ACT-HIDE", "SURP-ARMOR"))));
        assertEquals(true, hide.contains("+2 Dex -2 leather armour = 12"), hide);
    }
}
