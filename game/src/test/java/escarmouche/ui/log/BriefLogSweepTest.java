package escarmouche.ui.log;

import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.battle.LoggedEvent;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.testing.ShippedFights;
import escarmouche.ui.lang.ContentNames;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The log's brief level says what happened without the dice: every event of whole fights of each shipped
 * encounter, every creature on the AI, as the brief level shows it (the brief line, else the full one), in
 * English and in French, holds no roll's breakdown. System shocks, dying rolls, fumbles, heals and the
 * notes of a spell's damage that came to nothing all happen in these fights.
 */
class BriefLogSweepTest {
    /**
     * A roll's breakdown in either language: a die and its face ("d20 11", "d100 19"), dice to roll ("1d100",
     * "2d8"), a total set against what it needed ("= 73 vs", "= 73 contre"), a total short of a DC.
     */
    static final Pattern DICE = Pattern.compile(
            "\\bd\\d+ \\d|\\b\\d+d\\d+\\b|= -?\\d+ (vs|contre)\\b|does not reach DC|n'atteint pas le DD");

    @Test
    @DisplayName("HP-SHOCK, HP-DYING, ATK-FUMBLE, DMG-HEAL, DMG-ROLL: the brief log of the shipped encounters' fights shows no dice, in English and in French")
    void noDiceInBrief() {
        TreeSet<String> found = new TreeSet<>();
        int[] lines = {0};
        ShippedFights.each(8, f -> {
            for (Language language : Language.values()) {
                LogLines lines1 = new LogLines(PlayerWords.of(f.game().battle().creatures(),
                        ContentNames.of(f.scenario().words(), language), f.scenario().grimoire()), ScreenMessages.of(language));
                for (LoggedEvent le : f.events()) {
                    String brief = lines1.brief(le);
                    String shown = brief != null ? brief : lines1.line(le);
                    if (shown == null) continue;
                    lines[0]++;
                    Matcher m = DICE.matcher(shown);
                    if (m.find()) found.add(f.encounter().id() + " (seed " + f.seed() + ", " + language + "): " + shown);
                }
            }
        });
        assertTrue(lines[0] > 2_000, "the fights were rendered: " + lines[0] + " lines");
        assertTrue(found.isEmpty(), found.size() + " brief lines with dice:\n" + String.join("\n",
                found.stream().limit(20).toList()));
    }
}
