package escarmouche.ui.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.rules.core.Modifier;
import escarmouche.ui.log.PlayerWords;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * ACT-HIDE: the sources of a roll's odds that name a foe the player cannot see (CAST-ROLL's melee, the enemy
 * beside a shot, the cover it gives) keep their numbers and lose its name.
 */
class UnseenWordsTest {
    private static final PlayerWords NAMED = PlayerWords.named(Map.of("lurker", "Lurker", "gob", "Goblin 1", "tank", "Tank"));

    @Test
    @DisplayName("ACT-HIDE, CAST-ROLL, ATK-RANGED-MELEE, ATK-COVER: an unseen foe is 'someone unseen' in a source, left out of a cover's list")
    void unseenInSources() {
        ScreenMessages m = ScreenMessages.of(Language.EN);
        FightTerms w = new FightTerms(m, NAMED.calling(Set.of("lurker"), m.text("battle.unseen.someone")), "lurker"::equals);
        assertEquals("melee (someone unseen, level 1)", w.source("melee: lurker level 1"));
        assertEquals("melee (Goblin 1, level 2)", w.source("melee: gob level 2"));
        assertEquals("enemy within 1.5 m (someone unseen)", w.source("enemy within 1.5 m (lurker)"));
        List<Modifier> half = List.of(new Modifier("half cover", 2));
        assertEquals("14 (12 +2 half cover: Tank in the way)", w.armourClass(14, half, List.of("tank", "lurker")));
        assertEquals("14 (12 +2 half cover)", w.armourClass(14, half, List.of("lurker")));
    }

    @Test
    @DisplayName("With no one unseen the words are the fight's own, not a copy")
    void nobodyUnseen() {
        assertSame(NAMED, NAMED.calling(Set.of(), "someone unseen"));
    }
}
