package escarmouche.engine.magic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.events.CastEvent;
import escarmouche.events.CheckEvent;
import escarmouche.events.ConditionEvent;
import escarmouche.events.DamageEvent;
import escarmouche.events.DeathEvent;
import escarmouche.events.ErrorEvent;
import escarmouche.events.Event;
import escarmouche.events.HealEvent;
import escarmouche.events.NoteEvent;
import escarmouche.events.explain.Explain;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.dice.Roll;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import escarmouche.ui.lang.EngineSentences;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What the contract's spells do once cast: darts, healing, holding, bursts. */
class SpellEffectsTest {
    private static final String[] ROOM = {
            "############",
            "#..........#",
            "#..........#",
            "#..........#",
            "############"};

    @Test
    @DisplayName("CAST-CRIT: magic missile rolls one chain d20, then 1d4+1 per dart, each dart its own hit")
    void magicMissileDarts() {
        TestScenario s = TestScenario.map(ROOM)
                .with("mage", "party", 1, 1, c -> c.caster("wizard", "magic-missile").scores(8, 14, 14, 16, 12, 10)
                        .slots(2).hp(20))
                .with("gob", "monsters", 6, 2, c -> c.hp(20).control("player"))
                .initiative("mage", "gob").dice(15, 7, 2, 3, 4);
        Fight f = Fight.of(s).start().run("cast magic-missile gob");
        assertEquals(List.of(new Roll(20, 7)), f.first(CastEvent.class).chain());
        // DMG-ROLL: every dart flies at a target that outlives them, and no note of a lost dart is written.
        assertTrue(f.all(NoteEvent.class).stream().noneMatch(n -> n.text().contains("dart")), f.lines());
        List<DamageEvent> darts = f.all(DamageEvent.class);
        assertEquals(List.of(3, 4, 5), darts.stream().map(DamageEvent::final_).toList());
        assertEquals("force", darts.get(0).damageType());
        assertEquals(8, f.creature("gob").hp());
    }

    @Test
    @DisplayName("DMG-ROLL: a dart still to fly when magic missile's target dies is lost, and a note says so in English"
            + " and French")
    void magicMissileDartLostOnADeadTarget() {
        TestScenario s = TestScenario.map(ROOM)
                .with("mage", "party", 1, 1, c -> c.caster("wizard", "magic-missile").scores(8, 14, 14, 16, 12, 10)
                        .slots(2).hp(20))
                .with("gob", "monsters", 6, 2, c -> c.hp(4).shock(70).control("player"))
                .initiative("mage", "gob").dice(15, 7, 1, 4, 99);
        Fight f = Fight.of(s).start().run("cast magic-missile gob");
        assertEquals(List.of(2, 5), f.all(DamageEvent.class).stream().map(DamageEvent::final_).toList(),
                "two darts fly: " + f.lines());
        assertFalse(f.creature("gob").alive());
        NoteEvent lost = f.all(NoteEvent.class).get(f.all(NoteEvent.class).size() - 1);
        assertEquals(new NoteEvent("mage", "gob is dead: the last dart of magic-missile is lost", List.of("DMG-ROLL")),
                lost);
        List<Event> events = f.events();
        assertTrue(events.indexOf(lost) > events.indexOf(f.first(DeathEvent.class)), "after the death: " + f.lines());
        EngineSentences fr = EngineSentences.of(ScreenMessages.of(Language.FR));
        UnaryOperator<String> words = w -> w.replace("gob", "Gobelin").replace("magic-missile", "projectile magique");
        assertEquals("Gobelin est mort\u00a0: le dernier projectile de projectile magique est perdu",
                fr.say(lost.text(), words));
        assertEquals("Gobelin est mort\u00a0: les 2 derniers projectiles de projectile magique sont perdus",
                fr.say("gob is dead: the last 2 darts of magic-missile are lost", words));
    }

    @Test
    @DisplayName("DMG-HEAL: cure wounds heals 1d8 + Wis by touch, never above the maximum; alone it heals its caster")
    void cureWounds() {
        TestScenario s = TestScenario.map(ROOM)
                .with("priest", "party", 1, 1, c -> c.caster("cleric", "cure-wounds").scores(14, 10, 14, 8, 16, 12)
                        .slots(3).hp(10))
                .with("ally", "party", 2, 1, c -> c.pc("fighter").hp(3).maxHp(10))
                .with("gob", "monsters", 9, 3, c -> c.hp(20).control("player"))
                .initiative("priest", "ally", "gob").dice(12, 8, 12, 8);
        Fight f = Fight.of(s).start().run("cast cure-wounds ally");
        CastEvent cast = f.first(CastEvent.class);
        assertEquals(List.of(new Modifier("Wis", 3), new Modifier("segments", -2)), cast.modifiers());
        HealEvent h = f.first(HealEvent.class);
        assertEquals(List.of(new Roll(8, 8)), h.rolls());
        assertEquals(11, h.offered());
        assertEquals(7, h.amount(), "capped at the maximum of 10");
        assertEquals(10, f.creature("ally").hp());
        f.run("end", "end", "end", "cast cure-wounds");
        assertEquals("priest", f.all(HealEvent.class).get(1).target(), "no target: the caster");
    }

    @Test
    @DisplayName("COND-PARALYZED: hold person, Wis save against 8 + prof + Wis; a save at the end of each of its turns ends it")
    void holdPerson() {
        TestScenario s = TestScenario.map(ROOM)
                .with("priest", "party", 1, 1, c -> c.caster("cleric", "hold-person").scores(14, 10, 14, 8, 16, 12)
                        .slots(4, 2).hp(20))
                .with("hob", "monsters", 4, 1, c -> c.hp(20).type("humanoid").control("player"))
                .initiative("priest", "hob").dice(15, 5, 4, 15);
        Fight f = Fight.of(s).start().run("cast hold-person hob", "end");
        assertTrue(f.creature("hob").has(Condition.PARALYZED), "held through its first turn: " + f.lines());
        f.run("end");
        CheckEvent save = f.first(CheckEvent.class);
        assertEquals(13, save.dc());
        assertEquals("wis", save.ability());
        assertFalse(save.success());
        assertEquals(List.of("COND-PARALYZED"), save.rule(), "the save names the condition it keeps off");
        ConditionEvent held = f.first(ConditionEvent.class);
        assertEquals("paralyzed", held.condition());
        assertTrue(held.added());
        List<CheckEvent> saves = f.all(CheckEvent.class);
        assertEquals(3, saves.size(), "the first end-of-turn save (4) fails, the next (15) succeeds: " + f.lines());
        assertFalse(saves.get(1).success());
        assertTrue(saves.get(2).success());
        assertFalse(f.creature("hob").has(Condition.PARALYZED));
    }

    @Test
    @DisplayName("Hold person only works on humanoids when content gives the target's type")
    void holdPersonHumanoidsOnly() {
        TestScenario s = TestScenario.map(ROOM)
                .with("priest", "party", 1, 1, c -> c.caster("cleric", "hold-person").slots(4, 2).hp(20))
                .with("bones", "monsters", 4, 1, c -> c.hp(20).type("undead").control("player"))
                .with("thing", "monsters", 4, 2, c -> c.hp(20).control("player"))
                .initiative("priest", "bones", "thing").dice(15, 5);
        Fight f = Fight.of(s).start().run("cast hold-person bones", "cast hold-person thing");
        assertEquals("hold-person only works on humanoid creatures; bones is an undead", f.first(ErrorEvent.class).reason());
        assertTrue(f.creature("thing").has(Condition.PARALYZED), "a creature without a type is not protected");
    }

    @Test
    @DisplayName("COND-PARALYZED: hold person refused on a beast says 'w1 is a beast', on an undead 'an undead': the"
            + " type takes its English article")
    void COND_PARALYZED_holdPersonRefusalGivesTheTypeItsArticle() {
        TestScenario s = TestScenario.map(ROOM)
                .with("priest", "party", 1, 1, c -> c.caster("cleric", "hold-person").slots(4, 2).hp(20))
                .with("w1", "monsters", 4, 1, c -> c.hp(20).type("beast").control("player"))
                .with("bones", "monsters", 4, 2, c -> c.hp(20).type("undead").control("player"))
                .initiative("priest", "w1", "bones").dice(15, 5);
        Fight f = Fight.of(s).start().run("cast hold-person w1", "cast hold-person bones");
        List<String> reasons = f.all(ErrorEvent.class).stream().map(ErrorEvent::reason).toList();
        assertEquals(List.of("hold-person only works on humanoid creatures; w1 is a beast",
                "hold-person only works on humanoid creatures; bones is an undead"), reasons);
    }

    @Test
    @DisplayName("DMG-ROLL: a fireball rolls once for all, hurts friends too, halves on a Dex save; walls shield")
    void fireballArea() {
        TestScenario s = TestScenario.map(
                        "############",
                        "#......#...#",
                        "#......#...#",
                        "#......#...#",
                        "############")
                .with("mage", "party", 1, 2, c -> c.caster("wizard", "fireball").scores(8, 14, 14, 16, 12, 10)
                        .slots(4, 3, 2).level(5).hp(20))
                .with("ally", "party", 5, 1, c -> c.pc("fighter").hp(40))
                .with("gob", "monsters", 6, 3, c -> c.hp(40).control("player"))
                .with("hidden", "monsters", 9, 2, c -> c.hp(40).control("player"))
                .initiative("mage", "ally", "gob", "hidden").dice(15, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 19);
        Fight f = Fight.of(s).start().run("cast fireball 6,2");
        CastEvent cast = f.first(CastEvent.class);
        assertEquals(new escarmouche.rules.grid.Pos(6, 2), cast.at());
        List<DamageEvent> hurt = f.all(DamageEvent.class);
        assertEquals(List.of("ally", "gob"), hurt.stream().map(DamageEvent::target).toList());
        assertEquals(16, hurt.get(0).final_(), "the ally fails its save");
        assertEquals(8, hurt.get(1).final_(), "the goblin saves: half");
        assertTrue(hurt.get(0).rule().contains("DMG-ROLL"));
        assertEquals(40, f.creature("hidden").hp(), "behind the wall");
        assertEquals(20, f.creature("mage").hp(), "5 squares from the centre: outside");
    }

    @Test
    @DisplayName("ATK-COVER: a creature between a burst's centre and another gives that one half cover: +2 to its Dex save")
    void ATK_COVER_creatureShieldsFromABurst() {
        TestScenario s = TestScenario.map(ROOM_FOR_FIRE)
                .with("mage", "party", 1, 2, c -> c.caster("wizard", "fireball").scores(8, 14, 14, 16, 12, 10)
                        .slots(4, 3, 2).level(5).hp(20))
                .with("front", "monsters", 7, 2, c -> c.hp(40).control("player"))
                .with("back", "monsters", 8, 2, c -> c.hp(40).control("player"))
                .initiative("mage", "front", "back")
                // cast 15, its critical d20 2 (none); 8d6 all 2s = 16; both saves roll 12 with Dex +0 against DC 13.
                .dice(15, 2, 2, 2, 2, 2, 2, 2, 2, 2, 12, 12);
        Fight f = Fight.of(s).start().run("cast fireball 6,2");
        List<CheckEvent> saves = f.all(CheckEvent.class);
        assertEquals(List.of("front", "back"), saves.stream().map(CheckEvent::actor).toList());
        assertEquals(12, saves.get(0).total());
        assertFalse(saves.get(0).success(), "nothing between the centre and the front one");
        assertEquals(14, saves.get(1).total(), "the front one covers the back one: 12 +2");
        assertTrue(saves.get(1).modifiers().contains(new Modifier("half cover", 2)), saves.get(1).toString());
        assertTrue(saves.get(1).success());
        assertEquals(List.of("DMG-ROLL"), saves.get(0).rule(), "the save decides the damage: " + saves.get(0));
        assertEquals(List.of("DMG-ROLL", "ATK-COVER"), saves.get(1).rule());
        assertEquals(null, saves.get(0).coverBy());
        assertEquals(List.of("front"), saves.get(1).coverBy(), "the log names who stood in the way");
        assertEquals("Dex save d20 12 +0 Dex +2 half cover (front in the way) = 14 vs DC 13: success (Fireball from mage)",
                Explain.line(saves.get(1)));
        assertEquals(40 - 16, f.creature("front").hp());
        assertEquals(40 - 8, f.creature("back").hp(), "saved: half");
    }

    @Test
    @DisplayName("ATK-CRIT: the chain multiplies a fireball's roll before a save halves it: 9, x2 = 18, saved: 9")
    void ATK_CRIT_multiplierBeforeSaveHalf() {
        TestScenario s = TestScenario.map(ROOM_FOR_FIRE)
                .with("mage", "party", 1, 2, c -> c.caster("wizard", "fireball").scores(8, 14, 14, 16, 12, 10)
                        .slots(4, 3, 2).level(5).hp(20))
                .with("ally", "party", 5, 1, c -> c.pc("fighter").hp(40))
                .with("gob", "monsters", 6, 3, c -> c.hp(40).control("player"))
                .initiative("mage", "ally", "gob")
                // cast 15; chain 20 then 5: x2; 8d6 = 9; the ally fails its save (3), the goblin saves (19)
                .dice(15, 20, 5, 2, 1, 1, 1, 1, 1, 1, 1, 3, 19);
        Fight f = Fight.of(s).start().run("cast fireball 6,2");
        assertEquals(2, f.first(CastEvent.class).multiplier());
        List<DamageEvent> hurt = f.all(DamageEvent.class);
        DamageEvent failed = hurt.get(0);
        assertEquals(9, failed.rolled());
        assertEquals(2, failed.multiplier());
        assertNull(failed.saveHalf());
        assertEquals(18, failed.final_());
        DamageEvent saved = hurt.get(1);
        assertEquals("gob", saved.target());
        assertEquals(9, saved.rolled());
        assertEquals(2, saved.multiplier());
        assertEquals(9, saved.saveHalf());
        assertEquals(9, saved.final_(), "18 halved, not 4 doubled to 8");
        assertTrue(saved.rule().contains("ATK-CRIT"));
        assertEquals(31, f.creature("gob").hp());

        Fight four = Fight.of(s.dice(15, 20, 20, 5, 2, 1, 1, 1, 1, 1, 1, 1, 3, 19)).start().run("cast fireball 6,2");
        assertEquals(18, four.all(DamageEvent.class).get(1).final_(), "9 x4 = 36, halved: 18");
        Fight plain = Fight.of(s.dice(15, 5, 2, 1, 1, 1, 1, 1, 1, 1, 3, 19)).start().run("cast fireball 6,2");
        assertEquals(4, plain.all(DamageEvent.class).get(1).final_(), "no critical: 9 halved, rounded down");
    }

    private static TestScenario sacredFlame(Integer... dice) {
        return TestScenario.map(ROOM)
                .with("priest", "party", 1, 2, c -> c.caster("cleric", "sacred-flame").scores(10, 10, 12, 10, 16, 10)
                        .slots(4, 3, 2).level(5).hp(30))
                .with("gob", "monsters", 7, 2, c -> c.hp(500).control("player"))
                .initiative("priest", "gob").dice(dice);
    }

    @Test
    @DisplayName("DMG-ROLL: a save that avoids sacred flame whole still logs its damage dice, in a note with their rolls (English and French)")
    void DMG_ROLL_savedSpellDiceAreLogged() {
        // Cast 15, chain 3 (none), level 5's 2d8: 5 and 3, the goblin's Dex save 16: saved, and sacred flame deals
        // nothing on a save.
        Fight f = Fight.of(sacredFlame(15, 3, 5, 3, 16)).start().run("cast sacred-flame gob");
        assertTrue(f.first(CheckEvent.class).success(), f.lines());
        assertTrue(f.all(DamageEvent.class).isEmpty(), f.lines());
        NoteEvent avoided = f.all(NoteEvent.class).get(f.all(NoteEvent.class).size() - 1);
        assertEquals(new NoteEvent("gob", "gob's save avoids sacred-flame: 8 radiant damage (2d8 5+3) does not land",
                List.of("DMG-ROLL"), List.of(new Roll(8, 5), new Roll(8, 3)), List.of()), avoided);
        List<Event> events = f.events();
        assertEquals(events.indexOf(f.first(CheckEvent.class)) + 1, events.indexOf(avoided), "right after the save");
        assertEquals(500, f.creature("gob").hp());
        EngineSentences fr = EngineSentences.of(ScreenMessages.of(Language.FR));
        UnaryOperator<String> words = w -> w.replace("gob", "Gobelin").replace("sacred-flame", "flamme sacrée");
        assertEquals("Gobelin réussit son jet de sauvegarde contre flamme sacrée et évite ses dégâts radiants\u00a0: 8 (2d8 5+3)",
                fr.say(avoided.text(), words));

        // A chain of 20 then 3 doubles what would have landed: the note says so and names the critical's rules.
        Fight crit = Fight.of(sacredFlame(15, 20, 3, 5, 3, 16)).start().run("cast sacred-flame gob");
        NoteEvent doubled = crit.all(NoteEvent.class).get(crit.all(NoteEvent.class).size() - 1);
        assertEquals("gob's save avoids sacred-flame: 16 radiant damage (2d8 5+3 x2) does not land", doubled.text());
        assertEquals(List.of("CAST-CRIT", "ATK-CRIT", "DMG-ROLL"), doubled.rule());
        assertEquals(List.of(new Roll(8, 5), new Roll(8, 3)), doubled.rolls());

        // A failed save (d20 2): the damage event shows the dice, and no note is written.
        Fight failed = Fight.of(sacredFlame(15, 3, 5, 3, 2)).start().run("cast sacred-flame gob");
        assertEquals(8, failed.first(DamageEvent.class).final_());
        assertTrue(failed.all(NoteEvent.class).stream().noneMatch(n -> n.rolls() != null), failed.lines());
    }

    @Test
    @DisplayName("DMG-ROLL: a fireball whose burst reaches no creature still rolls its damage, and a note shows the dice (English and French)")
    void DMG_ROLL_burstOnNoOneLogsItsDice() {
        TestScenario s = TestScenario.map(ROOM_FOR_FIRE)
                .with("mage", "party", 1, 2, c -> c.caster("wizard", "fireball").scores(8, 14, 14, 16, 12, 10)
                        .slots(4, 3, 2).level(5).hp(20))
                .with("gob", "monsters", 2, 3, c -> c.hp(40).control("player"))
                .initiative("mage", "gob")
                // cast 15, its critical d20 2 (none); 8d6: 1 to 6, then 2 and 3 = 26; no one to save.
                .dice(15, 2, 1, 2, 3, 4, 5, 6, 2, 3);
        Fight f = Fight.of(s).start().run("cast fireball 10,2");
        assertTrue(f.all(CheckEvent.class).isEmpty(), f.lines());
        assertTrue(f.all(DamageEvent.class).isEmpty(), f.lines());
        NoteEvent nowhere = f.all(NoteEvent.class).get(f.all(NoteEvent.class).size() - 1);
        assertEquals("mage's fireball reaches no creature: 26 fire damage (8d6 1+2+3+4+5+6+2+3) lands on no one",
                nowhere.text());
        assertEquals("mage", nowhere.actor());
        assertEquals(List.of("DMG-ROLL"), nowhere.rule());
        assertEquals(List.of(1, 2, 3, 4, 5, 6, 2, 3), nowhere.rolls().stream().map(Roll::value).toList());
        assertEquals(List.of(), nowhere.modifiers());
        EngineSentences fr = EngineSentences.of(ScreenMessages.of(Language.FR));
        UnaryOperator<String> words = w -> w.replace("mage", "Ysolde").replace("fireball", "boule de feu");
        assertEquals("boule de feu d'Ysolde n'atteint aucune créature\u00a0: ses dégâts de feu sont perdus\u00a0: 26"
                + " (8d6 1+2+3+4+5+6+2+3)", fr.say(nowhere.text(), words));
    }

    private static final String[] ROOM_FOR_FIRE = {
            "############",
            "#..........#",
            "#..........#",
            "#..........#",
            "############"};
}
