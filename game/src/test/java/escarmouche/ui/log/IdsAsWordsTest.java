package escarmouche.ui.log;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.engine.battle.LoggedEvent;
import escarmouche.events.AttackEvent;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.dice.Roll;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Creatures whose ids are words of the log's sentences ("target", "m"): an attack's reasons name a creature
 * where the engine put one, and their own words stay words.
 */
class IdsAsWordsTest {
    private static final PlayerWords WORDS = PlayerWords.named(Map.of("target", "Target", "m", "Maud", "g", "Goblin",
            "o", "Orc", "with", "Withers"));
    private static final List<Modifier> STR_PROF = List.of(new Modifier("Str", 3), new Modifier("prof", 2));

    private static String line(AttackEvent a, Language language) {
        return new LogLines(WORDS, ScreenMessages.of(language)).line(new LoggedEvent(1, 2, a));
    }

    private static AttackEvent attack(String attacker, String target, String advantage, List<String> why) {
        return new AttackEvent(attacker, target, "longsword", List.of(new Roll(20, 15), new Roll(20, 3)), STR_PROF,
                20, 15, advantage, why, true, false, 1, false, List.of("ATK-ROLL", "ATK-ADV"));
    }

    @Test
    @DisplayName("ATK-ADV, COND-PRONE: \"target prone, within 1.5 m\" stays so beside creatures called target and m")
    void ATK_ADV_proneTargetReasonKeepsItsWords() {
        AttackEvent a = attack("target", "g", "advantage", List.of("+target prone, within 1.5 m"));
        assertEquals("Target attacks Goblin with longsword: d20 15 (15, 3, advantage: target prone, within 1.5 m)"
                + " +3 Str +2 prof = 20 vs AC 15: hit", line(a, Language.EN));
        assertEquals("Target attaque Goblin (longsword)\u00a0: d20 15 (15, 3, avantage\u00a0: cible à terre, à 1,5\u00a0m)"
                + " +3 For +2 maîtrise = 20 contre CA 15\u00a0: touché", line(a, Language.FR));
    }

    @Test
    @DisplayName("ATK-RANGED-MELEE: the enemy at the archer's elbow is named, the metre is not the cleric m")
    void ATK_ADV_enemyWithinReachNamedTheUnitKept() {
        AttackEvent a = attack("g", "target", "disadvantage", List.of("-enemy within 1.5 m (o)"));
        assertEquals("Goblin attacks Target with longsword: d20 3 (15, 3, disadvantage: enemy within 1.5 m (Orc))"
                + " +3 Str +2 prof = 20 vs AC 15: hit", line(a, Language.EN));
        assertEquals("Goblin attaque Target (longsword)\u00a0: d20 3 (15, 3, désavantage\u00a0: ennemi à 1,5\u00a0m (Orc))"
                + " +3 For +2 maîtrise = 20 contre CA 15\u00a0: touché", line(a, Language.FR));
    }

    @Test
    @DisplayName("ATK-FLANK: the flanking ally is named, the phrase's \"with\" stays a word beside a creature called with")
    void ATK_FLANK_allyNamedPhraseKept() {
        AttackEvent a = attack("m", "g", "advantage", List.of("+flanking with with"));
        assertEquals("Maud attacks Goblin with longsword: d20 15 (15, 3, advantage: flanking with Withers)"
                + " +3 Str +2 prof = 20 vs AC 15: hit", line(a, Language.EN));
    }

    @Test
    @DisplayName("A sentence no phrase fits keeps its words; an id alone, or ids listed, are named")
    void sayNamesOnlyWholeIds() {
        assertEquals("target prone, within 1.5 m", WORDS.say("target prone, within 1.5 m"));
        assertEquals("Maud", WORDS.say("m"));
        assertEquals("Maud, Orc and Target", WORDS.say("m, o and target"));
        assertEquals("m and the light crossbow", WORDS.say("m and the light-crossbow"));
    }
}
