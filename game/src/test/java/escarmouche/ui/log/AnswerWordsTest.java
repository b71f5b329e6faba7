package escarmouche.ui.log;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** An answer to type, quoted in a refusal, is written as it is typed: "!let-go" keeps its hyphen in English too. */
class AnswerWordsTest {
    @Test
    @DisplayName("OA-REACTION: the answers an unknown answer lists keep their hyphens, a content id in words beside them")
    void OA_REACTION_answersKeepTheirHyphens() {
        PlayerWords words = PlayerWords.of(List.of());
        assertEquals("unknown answer '!strike with=staff' (expected !strike, !strike with=weapon, !strike with=spell"
                + " or !let-go)", words.say("unknown answer '!strike with=staff' (expected !strike, !strike with=weapon,"
                + " !strike with=spell or !let-go)"));
        assertEquals("no light crossbow", words.say("no light-crossbow"));
    }
}
