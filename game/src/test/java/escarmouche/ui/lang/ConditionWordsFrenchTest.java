package escarmouche.ui.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.behaviour.ActionKind;
import escarmouche.behaviour.BehaviourCondition;
import escarmouche.behaviour.BehaviourWords;
import escarmouche.behaviour.Comparison;
import escarmouche.behaviour.Possession;
import escarmouche.behaviour.SelfState;
import escarmouche.behaviour.TargetState;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A rule without a {@code why} is told by its conditions, in the engine's words: every condition a
 * behaviour can hold is said in French, alone, negated and among others, so no English is left in a
 * French intent.
 */
class ConditionWordsFrenchTest {
    private static final EngineSentences FR = EngineSentences.of(ScreenMessages.of(Language.FR));
    private static final UnaryOperator<String> SAME = s -> s;

    /** One condition of every kind and state. */
    private static List<BehaviourCondition> every() {
        List<BehaviourCondition> out = new ArrayList<>();
        out.add(new BehaviourCondition.HpBelow(50));
        out.add(new BehaviourCondition.EnemyWithin(BehaviourCondition.Span.REACH));
        out.add(new BehaviourCondition.EnemyWithin(BehaviourCondition.Span.RANGE));
        out.add(new BehaviourCondition.EnemyWithin(BehaviourCondition.Span.squares(1)));
        out.add(new BehaviourCondition.EnemyWithin(BehaviourCondition.Span.squares(4)));
        for (TargetState t : TargetState.values()) out.add(new BehaviourCondition.TargetIs(t));
        for (SelfState s : SelfState.values()) out.add(new BehaviourCondition.SelfIs(s));
        for (Possession p : Possession.values()) out.add(new BehaviourCondition.Has(p, List.of()));
        for (BehaviourCondition.Side side : BehaviourCondition.Side.values()) {
            out.add(new BehaviourCondition.Count(side, new Comparison(Comparison.Op.LT, 2)));
        }
        out.add(new BehaviourCondition.Happened(List.of("ATK-CRIT", "GRAP-START")));
        out.add(new BehaviourCondition.Contested(List.of("GRAP-START", "SHOVE")));
        out.add(new BehaviourCondition.OddsAbove(20, ActionKind.DRINK, null));
        return out;
    }

    /** Said in French: not the English, and none of the English condition words left in it. */
    private static void french(String english) {
        String said = FR.sayEach(english, SAME);
        assertTrue(!said.equals(english), "left in English: " + english);
        for (String word : List.of("target", "enemy", "within", "below", "has ", "allies", "enemies", "after",
                "not (", " or ", "odds", "held", "holding", "engaged", "acted", "hidden", "grappled", "prone",
                "frightened", "weapon", "sight", "reach", "the ")) {
            assertTrue(!said.contains(word), "\"" + word + "\" left in \"" + said + "\" (from \"" + english + "\")");
        }
    }

    @Test
    @DisplayName("Each condition alone, and negated, is said in French")
    void eachAloneAndNegated() {
        for (BehaviourCondition c : every()) {
            french(BehaviourWords.condition(c));
            french(BehaviourWords.condition(new BehaviourCondition.Not(c)));
        }
    }

    @Test
    @DisplayName("Conditions together, and two to four of them under any, are said in French")
    void together() {
        List<BehaviourCondition> all = every();
        french(BehaviourWords.conditions(all));
        for (int n = 2; n <= 4; n++) {
            for (int i = 0; i + n <= all.size(); i++) {
                french(BehaviourWords.condition(new BehaviourCondition.Any(all.subList(i, i + n))));
            }
        }
        assertEquals("round > 3, alliés < 2, ennemis = 1", FR.sayEach("round > 3, allies < 2, enemies = 1", SAME));
    }

    @Test
    @DisplayName("GRAP-START: contested is said in English and in French, its rule IDs kept, beside another condition")
    void GRAP_START_contestedInWords() {
        BehaviourCondition contested = new BehaviourCondition.Contested(List.of("GRAP-START", "SHOVE"));
        String english = BehaviourWords.conditions(List.of(new BehaviourCondition.HpBelow(50), contested));
        assertEquals("hp below 50%, after a rolled contest of GRAP-START, SHOVE", english);
        assertEquals("PV sous 50\u00a0%, après un jet d'opposition de GRAP-START, SHOVE", FR.sayEach(english, SAME));
    }
}
