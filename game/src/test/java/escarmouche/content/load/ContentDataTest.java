package escarmouche.content.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.model.ArmorDef;
import escarmouche.content.model.ClassDef;
import escarmouche.content.model.SpellDef;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.core.WeaponKind;
import escarmouche.rules.core.WeaponLength;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.grid.Terrain;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What the shipped content promises: the SRD arsenal, the house armour modifiers, the contract spells. */
class ContentDataTest {
    private static final Content CONTENT = TestContent.load();

    @Test
    void everySrdWeaponAndUnarmedAreThere() {
        List<String> srd = List.of("club", "dagger", "greatclub", "handaxe", "javelin", "light-hammer", "mace",
                "quarterstaff", "sickle", "spear", "light-crossbow", "dart", "shortbow", "sling", "battleaxe", "flail",
                "glaive", "greataxe", "greatsword", "halberd", "lance", "longsword", "maul", "morningstar", "pike",
                "rapier", "scimitar", "shortsword", "trident", "war-pick", "warhammer", "whip", "blowgun",
                "hand-crossbow", "heavy-crossbow", "longbow", "net", "unarmed");
        for (String id : srd) {
            assertTrue(CONTENT.weapons().containsKey(id), id);
            assertFalse(CONTENT.weapon(id).natural(), id);
        }
        assertEquals(srd.size() - 1, CONTENT.weapons().values().stream()
                .filter(w -> !w.category().equals("natural") && !w.id().equals("unarmed")).count());
    }

    @Test
    void weaponDetails() {
        Weapon unarmed = CONTENT.weapon("unarmed");
        assertEquals("1", unarmed.damage().toString());
        assertEquals(DamageType.BLUDGEONING, unarmed.damageType());
        assertEquals(WeaponKind.MELEE, unarmed.kind());
        assertEquals(WeaponLength.VERY_SHORT, CONTENT.weapon("dagger").length());
        assertEquals(WeaponLength.SHORT, CONTENT.weapon("shortsword").length());
        assertEquals(WeaponLength.MEDIUM, CONTENT.weapon("longsword").length());
        assertEquals(WeaponLength.LONG, CONTENT.weapon("greatsword").length());
        for (String reach : List.of("glaive", "halberd", "pike", "lance", "whip")) assertEquals(2, CONTENT.weapon(reach).reach());
        assertEquals(List.of(30, 120), List.of(CONTENT.weapon("longbow").normalRange(), CONTENT.weapon("longbow").longRange()));
        assertEquals(WeaponKind.THROWN, CONTENT.weapon("javelin").kind());
        assertEquals(WeaponKind.RANGED, CONTENT.weapon("sling").kind());
        assertEquals(WeaponKind.HEAVY_CROSSBOW, CONTENT.weapon("heavy-crossbow").kind());
        assertTrue(CONTENT.weapon("bite").natural());
        assertEquals("restrained", CONTENT.weapons().get("net").condition());
        for (Weapon w : CONTENT.weapons().values().stream().map(d -> d.weapon()).toList()) {
            assertEquals(w.kind().hasRange(), w.longRange() > 0, w.id());
        }
    }

    @Test
    void armourCarriesTheSurpriseModifiersOfSurpArmor() {
        Map<String, Integer> houseValues = Map.of("leather", -2, "chain-mail", -4, "samurai-armor", -4, "plate", -8,
                "shield", -1, "great-shield", -2, "small-helm", -1, "great-helm", -2);
        houseValues.forEach((id, stealth) -> assertEquals(stealth, CONTENT.armor().get(id).stealth(), id));
        ArmorDef great = CONTENT.armor().get("great-shield");
        assertTrue(great.isShield());
        assertEquals(3, great.ac());
        // The seed's example: plate + great shield + great helm = -12
        assertEquals(-12, List.of("plate", "great-shield", "great-helm").stream()
                .mapToInt(id -> CONTENT.armor().get(id).stealth()).sum());
        assertEquals(17, CONTENT.armor().size());
    }

    @Test
    void theContractSpellsAndPotion() {
        SpellDef bolt = CONTENT.spells().get("fire-bolt");
        assertEquals(0, bolt.level());
        assertTrue(bolt.attack());
        assertEquals(24, bolt.range());
        assertEquals("1d10", bolt.damage().toString());
        SpellDef missile = CONTENT.spells().get("magic-missile");
        assertEquals(3, missile.missiles());
        assertEquals("1d4+1", missile.damage().toString());
        assertEquals(DamageType.FORCE, missile.damageType());
        SpellDef cure = CONTENT.spells().get("cure-wounds");
        assertEquals("1d8", cure.healing().toString());
        assertTrue(cure.addAbility());
        SpellDef hold = CONTENT.spells().get("hold-person");
        assertEquals(List.of(2, "wis", "paralyzed"), List.of(hold.level(), hold.save(), hold.condition()));
        SpellDef fireball = CONTENT.spells().get("fireball");
        assertEquals(List.of(3, 4, 30, "8d6", true), List.of(fireball.level(), fireball.radius(), fireball.range(),
                fireball.damage().toString(), fireball.halfOnSave()));
        assertEquals("2d4+2", CONTENT.items().get("potion-of-healing").healing().toString());
    }

    @Test
    void classesFollowTheCastRollSegments() {
        assertEquals(List.of("archer", "cleric", "fighter", "infiltrator", "monk", "necromancer", "samurai", "wizard"),
                List.copyOf(CONTENT.classes().keySet()));
        Map<String, Integer> segments = Map.of("wizard", 1, "cleric", 2, "necromancer", 2, "monk", 2, "fighter", 0,
                "samurai", 0, "infiltrator", 0, "archer", 0);
        segments.forEach((id, s) -> assertEquals(s, CONTENT.classes().get(id).segmentsPerLevel(), id));
        for (ClassDef c : CONTENT.classes().values()) {
            assertEquals(20, c.proficiencyByLevel().size());
            assertEquals(3, c.defaults().level());
            assertEquals(6, c.defaults().speed());
            assertEquals(c.castingAbility() != null, c.slots().size() == 20, c.id());
        }
        assertEquals(List.of(4, 3, 3, 3, 3, 2, 2, 1, 1), CONTENT.classes().get("cleric").slots().get(19));
    }

    @Test
    void monstersAndEncounters() {
        for (String id : List.of("goblin", "orc", "skeleton", "wolf", "ogre", "zombie", "spectre", "wight", "zoid")) {
            assertTrue(CONTENT.monsters().containsKey(id), id);
        }
        CONTENT.monsters().values().forEach(m -> assertTrue(m.creature().systemShock() >= 70, m.id()));
        assertEquals(List.of("bandit-parley", "crypt-of-the-wight", "goblins-at-the-ford", "ogre-and-grapplers",
                        "tutorial-duel", "wolf-pack", "zoid-rampage"),
                CONTENT.encounters().stream().map(e -> e.id()).toList());
        CONTENT.encounters().forEach(e -> assertTrue(List.of("easy", "medium", "hard", "deadly").contains(e.difficulty())));
    }

    @Test
    void theOgreScenarioHasGrapplersAndTheFordARiver() {
        var loader = new ScenarioLoader();
        var ogre = loader.load(CONTENT.directory().resolve("encounters/ogre-and-grapplers.json"), CONTENT).value();
        assertEquals(3, ogre.combatants().stream().filter(c -> "grappler".equals(c.creature().behavior())).count());
        var ford = loader.load(CONTENT.directory().resolve("encounters/goblins-at-the-ford.json"), CONTENT).value();
        long difficult = 0;
        long veryDifficult = 0;
        for (int y = 0; y < ford.map().height(); y++) {
            for (int x = 0; x < ford.map().width(); x++) {
                Terrain t = ford.map().at(new Pos(x, y));
                if (t == Terrain.DIFFICULT) difficult++;
                if (t == Terrain.VERY_DIFFICULT) veryDifficult++;
            }
        }
        assertTrue(difficult > 0 && veryDifficult > 0);
    }
}
