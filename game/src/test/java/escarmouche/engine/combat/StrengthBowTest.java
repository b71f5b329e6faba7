package escarmouche.engine.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.events.AttackEvent;
import escarmouche.events.DamageEvent;
import escarmouche.events.ErrorEvent;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.dice.Roll;
import escarmouche.testing.Fight;
import escarmouche.testing.Scripts;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * ATK-ABILITY at range, through scenarios: Str with a magic bow or one built for strength, never with a
 * plain bow; and a scenario's weapon object changing a content weapon's fields.
 */
class StrengthBowTest {
    /** A fighter with Str 18 (+4) and Dex 10 (+0), five squares from a goblin of AC 15. */
    private static Fight archery(String bow, String rules, Integer... dice) {
        String json = """
                {"format": 1, "rules": "%s",
                 "map": {"rows": ["#########", "#.......#", "#########"]},
                 "combatants": [
                   {"id": "hero", "template": "fighter", "at": [1, 1], "abilities": {"str": 18, "dex": 10},
                    "weapons": [%s]},
                   {"id": "g1", "template": "goblin", "at": [6, 1], "hp": 40, "control": "player"}
                 ],
                 "initiative": ["hero", "g1"], "dice": %s}
                """.formatted(rules, bow, List.of(dice));
        return Fight.of(Scripts.scenario(json)).start();
    }

    @Test
    @DisplayName("ATK-ABILITY: a +1 longbow attacks with Str at range: d20 12 +4 Str +2 prof +1 magic, damage d8 5 +4 +1")
    void ATK_ABILITY_magicBowTakesStr() {
        Fight f = archery("{\"id\": \"longbow\", \"magic\": 1}", "house", 12, 5).run("attack g1 ability=str");
        AttackEvent a = f.first(AttackEvent.class);
        assertEquals(List.of(new Modifier("Str", 4), new Modifier("prof", 2), new Modifier("magic +1", 1)), a.modifiers());
        assertEquals(19, a.total());
        assertTrue(a.hit());
        assertEquals(10, f.first(DamageEvent.class).final_());
        Fight unasked = archery("{\"id\": \"longbow\", \"magic\": 1}", "house", 12, 5).run("attack g1");
        assertEquals(new Modifier("Str", 4), unasked.first(AttackEvent.class).modifiers().get(0),
                "with no ability named, the better one is taken, and Str is now allowed");
    }

    @Test
    @DisplayName("ATK-ABILITY: a plain longbow refuses ability=str at range: an error event naming the rule")
    void ATK_ABILITY_plainBowRefusesStr() {
        Fight f = archery("\"longbow\"", "house", 12, 5).run("attack g1 ability=str");
        ErrorEvent e = f.first(ErrorEvent.class);
        assertEquals(List.of("ATK-ABILITY"), e.rule());
        assertEquals("Str cannot be used with the longbow at range: only thrown weapons and bows made for it (magic or"
                + " built for strength) take Str (ATK-ABILITY)", e.reason());
        assertTrue(f.all(AttackEvent.class).isEmpty());
        assertEquals(new Modifier("Dex", 0), archery("\"longbow\"", "house", 12, 5).run("attack g1")
                .first(AttackEvent.class).modifiers().get(0), "unasked, a plain bow shoots with Dex");
    }

    @Test
    @DisplayName("ATK-ABILITY: a longbow built for strength (strengthBow in the weapon object) takes Str")
    void ATK_ABILITY_strengthBowFlag() {
        Fight f = archery("{\"id\": \"longbow\", \"strengthBow\": true}", "house", 12, 5).run("attack g1 ability=str");
        AttackEvent a = f.first(AttackEvent.class);
        assertEquals(List.of(new Modifier("Str", 4), new Modifier("prof", 2)), a.modifiers());
        assertEquals(9, f.first(DamageEvent.class).final_());
    }

    @Test
    @DisplayName("ATK-ABILITY: a scenario weapon object overrides damage: the +1 longbow rolls 2d6")
    void ATK_ABILITY_weaponObjectOverridesDamage() {
        Fight f = archery("{\"id\": \"longbow\", \"magic\": 1, \"damage\": \"2d6\"}", "house", 12, 3, 4)
                .run("attack g1 ability=str");
        DamageEvent d = f.first(DamageEvent.class);
        assertEquals(List.of(new Roll(6, 3), new Roll(6, 4)), d.rolls());
        assertEquals(12, d.final_());
    }

    @Test
    @DisplayName("ATK-ABILITY: plain 5e (dd5) keeps Dex for every bow, magic or not")
    void ATK_ABILITY_dd5BowsUseDex() {
        Fight f = archery("{\"id\": \"longbow\", \"magic\": 1}", "dd5", 12, 5).run("attack g1 ability=str");
        assertEquals(List.of("ATK-ABILITY"), f.first(ErrorEvent.class).rule());
        assertTrue(f.first(ErrorEvent.class).reason().contains("plain 5e ranged weapons use Dex"));
    }
}
