package escarmouche.ui.log;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.content.model.Grimoire;
import escarmouche.content.model.Scenario;
import escarmouche.content.model.SpellDef;
import escarmouche.engine.Game;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.testing.RealContent;
import escarmouche.testing.TestScenario;
import escarmouche.ui.battle.ScreenFight;
import escarmouche.ui.lang.EngineSentences;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A count of one in a fight's log is said in the singular, in English and in French (French also at 0): one
 * temporary hit point (DMG-TEMP), a concentration spell's one round. The spells are the game's own, changed to
 * give those counts: false life granting 1, hold person lasting 1 round.
 */
class OneOfACountLinesTest {
    private static final String NB = "\u00a0";
    private static final EngineSentences FR = EngineSentences.of(ScreenMessages.of(Language.FR));

    /** The game's spells, false life granting {@code tempHp} and hold person lasting {@code rounds}. */
    private static Grimoire spells(int tempHp, int rounds) {
        Map<String, SpellDef> spells = new LinkedHashMap<>(RealContent.content().spells());
        spells.put("false-life", changed(spells.get("false-life"), tempHp, 0));
        spells.put("hold-person", changed(spells.get("hold-person"), 0, rounds));
        return new Grimoire(spells, RealContent.content().items());
    }

    private static SpellDef changed(SpellDef s, int tempHp, int rounds) {
        return new SpellDef(s.id(), s.name(), s.level(), s.attack(), s.save(), s.radius(), s.range(), s.damage(),
                s.damageType(), s.healing(), s.condition(), s.missiles(), s.description(), s.halfOnSave(),
                s.addAbility(), s.creatureType(), tempHp > 0 ? tempHp : s.tempHp(), s.concentration(),
                rounds > 0 ? rounds : s.rounds());
    }

    /** The priest casts false life, then hold person on the hob, who fails its save and its end-of-turn save. */
    private static Scenario scenario() {
        Scenario s = TestScenario.map("#########", "#.......#", "#########")
                .with("priest", "party", 1, 1, c -> c.caster("wizard", "false-life", "hold-person")
                        .scores(10, 10, 14, 16, 10, 12).slots(4, 2).level(3).hp(20))
                .with("hob", "monsters", 6, 1, c -> c.hp(20).type("humanoid").control("player"))
                .initiative("priest", "hob").dice(15, 15, 4, 1).build();
        return new Scenario(s.source(), s.name(), s.description(), s.difficulty(), s.rules(), s.map(), s.combatants(),
                s.initiative(), s.dice(), s.seed(), spells(1, 1), s.doors(), s.planned(), RealContent.content().words());
    }

    /** The lines of the fight's log that fired {@code rule}, in this language. */
    private static List<String> lines(Language language, String rule) {
        ScreenFight fight = new ScreenFight(scenario(), 1, null, () -> true, ScreenMessages.of(language));
        Game game = fight.game();
        game.start();
        game.advance();
        for (String line : List.of("cast false-life", "end", "end", "cast hold-person hob", "end", "end", "end")) {
            game.submitLine(line);
            game.advance();
        }
        return fight.log().entries().stream().filter(e -> e.events().get(0).event().rule().contains(rule))
                .map(MessageLog.Entry::text).toList();
    }

    @Test
    @DisplayName("DMG-TEMP: one temporary hit point is 'point' in the singular, in English and in French")
    void DMG_TEMP_oneTemporaryHitPoint() {
        assertEquals(List.of("Priest is offered 1 temporary hit point by false life from priest: keeps 1"),
                lines(Language.EN, "DMG-TEMP"));
        assertEquals(List.of("Priest reçoit 1 point de vie temporaire du sort simulacre de vie de priest" + NB
                + ": en garde 1"), lines(Language.FR, "DMG-TEMP"));
    }

    @Test
    @DisplayName("DMG-TEMP: French says 0 and 1 in the singular, 2 and more in the plural, whatever the sentence")
    void DMG_TEMP_frenchSingularAtZeroAndOne() {
        UnaryOperator<String> same = UnaryOperator.identity();
        assertEquals("w reçoit 0 point de vie temporaire du sort false-life de w" + NB + ": en garde 3 (en avait 3" + NB
                + "; ils ne se cumulent pas)", FR.say("w is offered 0 temporary hit points by false-life from w: keeps 3"
                + " (had 3; they do not stack)", same));
        assertEquals("w reçoit 0 point de vie temporaire de potion" + NB + ": en garde 0",
                FR.say("w is offered 0 temporary hit points by potion: keeps 0", same));
        // A log written before the engine said one point in the singular reads so too.
        assertEquals("w reçoit 1 point de vie temporaire" + NB + ": en garde 1",
                FR.say("w is offered 1 temporary hit points: keeps 1", same));
        assertEquals("w reçoit 1 point de vie temporaire" + NB + ": en garde 4 (en avait 4" + NB + "; ils ne se cumulent"
                + " pas)", FR.say("w is offered 1 temporary hit point: keeps 4 (had 4; they do not stack)", same));
        assertEquals("w reçoit 2 points de vie temporaires de potion" + NB + ": en garde 2",
                FR.say("w is offered 2 temporary hit points by potion: keeps 2", same));
        assertEquals("w reçoit 100000 points de vie temporaires" + NB + ": en garde 100000",
                FR.say("w is offered 100000 temporary hit points: keeps 100000", same));
        // No whole number to choose by: the sentence is shown as written rather than half said.
        assertEquals("w is offered some temporary hit points: keeps 1",
                FR.say("w is offered some temporary hit points: keeps 1", same));
    }

    @Test
    @DisplayName("COND-PARALYZED (concentration, 5e): a hold of one round ends as 'its 1 round is up', French 'son unique"
            + " round'")
    void COND_PARALYZED_oneRoundIsUp() {
        List<String> en = lines(Language.EN, "COND-PARALYZED");
        assertEquals("hob is no longer paralyzed (hold person ends: its 1 round is up)", en.get(en.size() - 1));
        List<String> fr = lines(Language.FR, "COND-PARALYZED");
        assertEquals("hob n'est plus paralysé (le sort immobilisation de personne prend fin" + NB + ": son unique round"
                + " est écoulé)", fr.get(fr.size() - 1));
    }
}
