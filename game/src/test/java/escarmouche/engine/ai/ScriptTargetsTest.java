package escarmouche.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.events.DamageEvent;
import escarmouche.rules.core.Condition;
import escarmouche.testing.Scripts;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Each target selector: who the rule picks among the candidates, ties to the nearer, then the first listed. */
class ScriptTargetsTest {
    /** The goblin at 1,2 picks among three fighters at 2, 4 and 6 squares; the rule waits ("hold"). */
    private static AiCase three(String target) {
        return AiCase.of(TestScenario.map(
                                "##########",
                                "#........#",
                                "#........#",
                                "#........#",
                                "##########")
                        .with("gob", "monsters", 1, 2, c -> c)
                        .with("a", "party", 3, 2, c -> c.pc("fighter").hp(20).ac(16))
                        .with("b", "party", 5, 2, c -> c.pc("fighter").hp(20).ac(12))
                        .with("c", "party", 7, 2, c -> c.pc("fighter").hp(20).ac(14))
                        .with("pal", "monsters", 8, 2, c -> c)
                        .initiative("gob", "a", "b", "c", "pal"))
                .rules("gob", "{\"target\": \"" + target + "\", \"do\": \"hold\"}");
    }

    @Test
    @DisplayName("nearest (the default), with ties to the one listed first")
    void nearest() {
        assertEquals("a", three("nearest").start().decideTarget());
        assertEquals("a", three("nearest").before("b", c -> c.body.moveTo(new escarmouche.rules.grid.Pos(3, 1)))
                .start().decideTarget());
    }

    @Test
    @DisplayName("weakest: fewest hit points; most-wounded: smallest share of its maximum")
    void hitPoints() {
        assertEquals("c", three("weakest").before("c", c -> c.health.hp = 8).start().decideTarget());
        assertEquals("b", three("most-wounded")
                .before("c", c -> { c.health.hp = 8; c.health.maxHp = 8; })
                .before("b", c -> c.health.hp = 12).start().decideTarget());
    }

    @Test
    @DisplayName("lowest-ac: the easiest to hit")
    void lowestAc() {
        assertEquals("b", three("lowest-ac").start().decideTarget());
    }

    @Test
    @DisplayName("grappled-by-ally: only an enemy held by one of its allies")
    void grappledByAlly() {
        assertEquals("c", three("grappled-by-ally").before("c", c -> {
            c.conditions.gain(Condition.GRAPPLED);
            c.conditions.setSource(Condition.GRAPPLED, "pal");
        }).start().decideTarget());
        assertEquals("end", three("grappled-by-ally").next(), "nobody held: the rule does not apply");
    }

    @Test
    @DisplayName("last-attacker: the enemy whose damage it took last")
    void lastAttacker() {
        AiCase s = three("last-attacker").start();
        s.game().battle().emit(new DamageEvent("gob", "b", "slashing", List.of(), List.of(), 2, 1, List.of(), 0, 2, 8,
                List.of()));
        s.game().battle().emit(new DamageEvent("gob", "c", "slashing", List.of(), List.of(), 1, 1, List.of(), 0, 1, 7,
                List.of()));
        assertEquals("c", s.decideTarget());
    }

    private static final String CASTERS = """
            {"format": 1, "map": {"rows": ["##########", "#........#", "#........#", "#........#", "##########"]},
             "combatants": [
               {"id": "gob", "template": "goblin", "at": [1, 2]},
               {"id": "aldric", "template": "fighter", "at": [3, 2]},
               {"id": "mira", "template": "wizard", "at": [7, 2]},
               {"id": "mathis", "template": "cleric", "at": [7, 3], "control": "ai", "hp": 3},
               {"id": "g2", "template": "goblin", "at": [8, 1], "hp": 2}
             ],
             "initiative": ["gob", "aldric", "mira", "mathis", "g2"]}
            """;

    @Test
    @DisplayName("caster: the nearest enemy that knows spells")
    void caster() {
        AiCase s = AiCase.of(Scripts.scenario(CASTERS)).rules("gob", "{\"target\": \"caster\", \"do\": \"hold\"}");
        assertEquals("mira", s.start().decideTarget());
    }

    @Test
    @DisplayName("wounded-ally and self: friendly selectors, for healing")
    void friendly() {
        String moved = CASTERS.replace("\"initiative\": [\"gob\", \"aldric\", \"mira\", \"mathis\", \"g2\"]",
                "\"initiative\": [\"mathis\", \"gob\", \"aldric\", \"mira\", \"g2\"]");
        AiCase heal = AiCase.of(Scripts.scenario(moved))
                .rules("mathis", "{\"target\": \"wounded-ally\", \"do\": \"cast\", \"spell\": \"cure-wounds\"}")
                .before("mira", c -> c.health.hp = 1);
        assertEquals("cast cure-wounds mira", heal.next(), "mira, at 1 hit point, is worse off than mathis at 3");
        AiCase self = AiCase.of(Scripts.scenario(moved))
                .rules("mathis", "{\"target\": \"self\", \"do\": \"cast\", \"spell\": \"cure-wounds\"}");
        assertEquals("cast cure-wounds mathis", self.next());
    }

    @Test
    @DisplayName("DMG-HEAL: wounded-ally never picks an undead for cure wounds, which has no effect on it, however hurt")
    void DMG_HEAL_cureWoundsPassesOverAnUndeadAlly() {
        String withZombie = CASTERS.replace("\"initiative\": [\"gob\", \"aldric\", \"mira\", \"mathis\", \"g2\"]",
                        "\"initiative\": [\"mathis\", \"gob\", \"aldric\", \"mira\", \"g2\", \"z\"]")
                .replace("{\"id\": \"g2\"", "{\"id\": \"z\", \"template\": \"zombie\", \"side\": \"party\", \"at\": [6, 3],"
                        + " \"hp\": 1},\n{\"id\": \"g2\"");
        AiCase heal = AiCase.of(Scripts.scenario(withZombie))
                .rules("mathis", "{\"target\": \"wounded-ally\", \"do\": \"cast\", \"spell\": \"cure-wounds\"}")
                .before("mira", c -> c.health.hp = 2);
        assertEquals("cast cure-wounds mira", heal.next(), "the zombie at 1 hit point is passed over");
    }
}
