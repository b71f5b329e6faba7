package escarmouche.content.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.model.Scenario;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.core.WeaponKind;
import escarmouche.rules.core.WeaponLength;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A creature's weapon object copies a content weapon and may change any of its fields, checked with the
 * messages a content entry gets; {@code count} carries several identical copies.
 */
class WeaponObjectsTest {
    private static final Content CONTENT = TestContent.load();

    private static String scenario(String weapons) {
        return "{\"format\": 1, \"map\": {\"rows\": [\"....\"]},\n \"combatants\": [\n"
                + "  {\"id\": \"g1\", \"template\": \"goblin\", \"at\": [0, 0], \"weapons\": " + weapons + "}]}";
    }

    private static List<Weapon> weapons(String weapons) {
        Loaded<Scenario> loaded = new ScenarioLoader().parse(scenario(weapons), "s.json", CONTENT);
        assertTrue(loaded.ok(), loaded.problems().toString());
        return loaded.value().combatants().get(0).creature().weapons();
    }

    private static List<String> problems(String weapons) {
        Loaded<Scenario> loaded = new ScenarioLoader().parse(scenario(weapons), "s.json", CONTENT);
        assertFalse(loaded.ok());
        return loaded.problems().stream().map(Problem::toString).toList();
    }

    @Test
    @DisplayName("ATK-ABILITY: a weapon object overrides any content field: damage, strength bow, range, kind, name")
    void ATK_ABILITY_anyFieldOfTheContentWeapon() {
        List<Weapon> w = weapons("[{\"id\": \"longbow\", \"damage\": \"2d6\", \"strengthBow\": true, \"range\": [20, 80],"
                + " \"name\": \"Yew war bow\"}, {\"id\": \"club\", \"kind\": \"thrown\", \"range\": [2, 6],"
                + " \"damageType\": \"fire\", \"length\": \"very-short\", \"light\": true}]");
        Weapon bow = w.get(0);
        assertEquals("longbow", bow.id(), "the copy keeps the content id, which commands name");
        assertEquals("2d6", bow.damage().toString());
        assertTrue(bow.strengthBow());
        assertEquals(20, bow.normalRange());
        assertEquals(80, bow.longRange());
        assertEquals("Yew war bow", bow.name());
        assertEquals(WeaponKind.BOW, bow.kind(), "fields not given keep the content's values");
        assertTrue(bow.twoHanded());
        Weapon club = w.get(1);
        assertEquals(WeaponKind.THROWN, club.kind());
        assertEquals(DamageType.FIRE, club.damageType());
        assertEquals(WeaponLength.VERY_SHORT, club.length());
        assertTrue(club.light());
        assertEquals("1d4", club.damage().toString());
    }

    @Test
    @DisplayName("ATK-ABILITY: a weapon object is checked with the messages of content weapons")
    void ATK_ABILITY_sameChecksAsContent() {
        assertEquals(List.of("s.json:3:99: $.combatants[0].weapons[0].strengthBow: only a bow can be built for"
                + " strength; this weapon's kind is \"melee\""), problems("[{\"id\": \"longsword\", \"strengthBow\": true}]"));
        assertEquals(List.of("s.json:3:64: $.combatants[0].weapons[0]: missing required field \"range\": a weapon of"
                + " kind \"thrown\" needs [normal, long] in squares"), problems("[{\"id\": \"club\", \"kind\": \"thrown\"}]"));
        assertEquals(List.of("s.json:3:107: $.combatants[0].weapons[0].range: a weapon of kind \"melee\" cannot shoot"
                        + " or be thrown, so it takes no range"),
                problems("[{\"id\": \"dagger\", \"kind\": \"melee\", \"range\": [2, 4]}]"));
        assertEquals(List.of("s.json:3:64: $.combatants[0].weapons[0]: a weapon is in category \"natural\" exactly"
                        + " when \"natural\" is true; found category \"simple\" with natural true"),
                problems("[{\"id\": \"club\", \"natural\": true}]"));
        assertEquals(List.of("s.json:3:90: $.combatants[0].weapons[0].range: the normal range 9 is longer than the"
                + " long range 3"), problems("[{\"id\": \"dagger\", \"range\": [9, 3]}]"));
        assertEquals(List.of("s.json:3:81: $.combatants[0].weapons[0].sharp: unknown field \"sharp\"; allowed fields:"
                + " id, magic, level, count, name, damage, damageType, kind, range, length, reach, natural, finesse,"
                + " light, twoHanded, strengthBow, category, condition, poison, fr"), problems("[{\"id\": \"dagger\", \"sharp\": true}]"));
    }

    @Test
    @DisplayName("ATK-ABILITY: a copy that becomes melee drops the content range; one that stays ranged keeps it")
    void ATK_ABILITY_rangeFollowsTheKind() {
        Weapon melee = weapons("[{\"id\": \"dagger\", \"kind\": \"melee\"}]").get(0);
        assertEquals(0, melee.longRange());
        assertFalse(melee.canShoot());
        Weapon magic = weapons("[{\"id\": \"javelin\", \"magic\": 1}]").get(0);
        assertEquals(6, magic.normalRange());
        assertEquals(24, magic.longRange());
        assertEquals(1, magic.magic());
        assertEquals(13, magic.magicLevel());
    }

    @Test
    @DisplayName("ATK-TWF: count gives that many identical copies; a natural weapon cannot be counted")
    void ATK_TWF_countedCopies() {
        List<Weapon> w = weapons("[\"scimitar\", {\"id\": \"javelin\", \"count\": 3}]");
        assertEquals(List.of("scimitar", "javelin", "javelin", "javelin"), w.stream().map(Weapon::id).toList());
        assertSame(w.get(1), w.get(3));
        assertEquals(List.of("dagger", "dagger"), weapons("[\"dagger\", \"dagger\"]").stream().map(Weapon::id).toList());
        assertEquals(List.of("s.json:3:91: $.combatants[0].weapons[0].count: found 0, expected a whole number from 1"
                + " to 99"), problems("[{\"id\": \"javelin\", \"count\": 0}]"));
        assertEquals(List.of("s.json:3:88: $.combatants[0].weapons[0].count: found count 2 for \"bite\", expected 1:"
                + " a natural weapon is part of the creature, not carried in numbers"),
                problems("[{\"id\": \"bite\", \"count\": 2}]"));
    }
}
