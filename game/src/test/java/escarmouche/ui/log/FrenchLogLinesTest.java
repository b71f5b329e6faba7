package escarmouche.ui.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.battle.LoggedEvent;
import escarmouche.events.AttackEvent;
import escarmouche.events.CastEvent;
import escarmouche.events.CheckEvent;
import escarmouche.events.ContestEvent;
import escarmouche.events.DamageEvent;
import escarmouche.events.EndEvent;
import escarmouche.events.ErrorEvent;
import escarmouche.events.Event;
import escarmouche.events.MoveEvent;
import escarmouche.events.NoteEvent;
import escarmouche.events.OpportunityEvent;
import escarmouche.events.TurnEvent;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.dice.Roll;
import escarmouche.rules.grid.Pos;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The log in French, line for line: the same events as {@link LogLinesTest}, said with the group's words
 * (attaque d'opportunité, allonge, lutte, déplacement) and French typography (a no-break space before
 * ":" and ";").
 */
class FrenchLogLinesTest {
    private static final String NB = "\u00a0";
    private final LogLines lines = new LogLines(PlayerWords.named(Map.of("kenji", "Kenji", "g1", "Gobelin 1")),
            ScreenMessages.of(Language.FR));

    private String line(Event e) {
        return lines.line(new LoggedEvent(1, 2, e));
    }

    private String brief(Event e) {
        return lines.brief(new LoggedEvent(1, 2, e));
    }

    private static List<Roll> d(int die, int... values) {
        return java.util.Arrays.stream(values).mapToObj(v -> new Roll(die, v)).toList();
    }

    /** The French text with ":" and ";" after a plain space, as it is easier to read in a test. */
    private static String fr(String s) {
        return s.replace(" :", NB + ":").replace(" ;", NB + ";");
    }

    private static final List<Modifier> STR_PROF = List.of(new Modifier("Str", 3), new Modifier("prof", 2));

    @Test
    @DisplayName("ATK-ADV: an attack with advantage shows both d20s, the kept one and the reason, in French")
    void ATK_ADV_inFrench() {
        AttackEvent a = new AttackEvent("kenji", "g1", "longsword", d(20, 4, 17), STR_PROF, 22, 15, "advantage",
                List.of("+flanking"), true, false, 1, false, List.of("ATK-ROLL", "ATK-ADV", "ATK-FLANK"));
        assertEquals(fr("Kenji attaque Gobelin 1 (longsword) : d20 17 (4, 17, avantage : prise en tenaille)"
                + " +3 For +2 maîtrise = 22 contre CA 15 : touché"), line(a));
        assertEquals("Kenji touche Gobelin 1 (longsword)", brief(a));
        AttackEvent sleeper = new AttackEvent("kenji", "g1", "longsword", d(20, 9, 12), STR_PROF, 17, 15, "advantage",
                List.of("+target unconscious"), true, false, 1, false, List.of("ATK-ROLL", "ATK-ADV"));
        assertEquals(fr("Kenji attaque Gobelin 1 (longsword) : d20 12 (9, 12, avantage : cible inconsciente)"
                + " +3 For +2 maîtrise = 17 contre CA 15 : touché"), line(sleeper));
        // Both kinds (ATK-ADV: one of each cancels): each reason keeps its sign, as in English.
        AttackEvent both = new AttackEvent("kenji", "g1", "longsword", d(20, 9, 12), STR_PROF, 17, 15, "advantage",
                List.of("+flanking", "+target unconscious", "-attacker prone"), true, false, 1, false,
                List.of("ATK-ROLL", "ATK-ADV"));
        assertTrue(line(both).contains(fr("avantage : +prise en tenaille, +cible inconsciente, -")), line(both));
    }

    @Test
    @DisplayName("ATK-COVER: the cover that raises the armour class is named in French, partial and three-quarters")
    void ATK_COVER_inFrench() {
        AttackEvent half = new AttackEvent("kenji", "g1", "longsword", d(20, 10), STR_PROF, 15, 17, "none",
                List.of(), false, false, 1, false, List.of("ATK-ROLL", "ATK-COVER"), List.of(new Modifier("half cover", 2)));
        assertEquals(fr("Kenji attaque Gobelin 1 (longsword) : d20 10 +3 For +2 maîtrise = 15 contre CA 17"
                + " (15 +2 abri partiel) : raté"), line(half));
        AttackEvent most = new AttackEvent("kenji", "g1", "longsword", d(20, 10), STR_PROF, 15, 20, "none",
                List.of(), false, false, 1, false, List.of("ATK-ROLL", "ATK-COVER"),
                List.of(new Modifier("three-quarters cover", 5)));
        assertEquals(fr("Kenji attaque Gobelin 1 (longsword) : d20 10 +3 For +2 maîtrise = 15 contre CA 20"
                + " (15 +5 abri aux trois quarts) : raté"), line(most));
    }

    @Test
    @DisplayName("ATK-COVER: the creatures in the way that give the half cover are named in French, by name")
    void ATK_COVER_creaturesInTheWayInFrench() {
        LogLines named = new LogLines(PlayerWords.named(Map.of("kenji", "Kenji", "g1", "Gobelin 1", "g2", "Gobelin 2",
                "lin", "Lin")), ScreenMessages.of(Language.FR));
        AttackEvent one = new AttackEvent("g1", "kenji", "shortbow", d(20, 10), STR_PROF, 15, 17, "none", List.of(),
                false, false, 1, false, List.of("ATK-ROLL", "ATK-COVER"), List.of(new Modifier("half cover", 2)), null,
                List.of("lin"));
        assertEquals(fr("Gobelin 1 attaque Kenji (shortbow) : d20 10 +3 For +2 maîtrise = 15 contre CA 17"
                + " (15 +2 abri partiel : Lin sur la trajectoire) : raté"), named.line(new LoggedEvent(1, 2, one)));
        AttackEvent two = new AttackEvent("g1", "kenji", "shortbow", d(20, 10), STR_PROF, 15, 17, "none", List.of(),
                false, false, 1, false, List.of("ATK-ROLL", "ATK-COVER"), List.of(new Modifier("half cover", 2)), null,
                List.of("lin", "g2"));
        assertEquals(fr("Gobelin 1 attaque Kenji (shortbow) : d20 10 +3 For +2 maîtrise = 15 contre CA 17"
                + " (15 +2 abri partiel : Lin et Gobelin 2 sur la trajectoire) : raté"), named.line(new LoggedEvent(1, 2, two)));
    }

    @Test
    @DisplayName("ATK-COVER: a Dex save against a burst names, in French, the creatures that give its half cover")
    void ATK_COVER_burstSaveInFrench() {
        LogLines named = new LogLines(PlayerWords.named(Map.of("kenji", "Kenji", "g1", "Gobelin 1", "g2", "Gobelin 2")),
                ScreenMessages.of(Language.FR));
        CheckEvent save = new CheckEvent("g1", "dex", 13, d(20, 9), List.of(new Modifier("Dex", 2),
                new Modifier("half cover", 2)), "none", 13, true, "Dex save: Fireball from kenji", List.of("ATK-COVER"),
                List.of("g2"));
        assertEquals(fr("Gobelin 1, sauvegarde de Dex contre le sort Fireball de Kenji : d20 9 +2 Dex +2 abri partiel"
                + " (Gobelin 2 sur la trajectoire) = 13 contre DD 13 : réussite"), named.line(new LoggedEvent(1, 2, save)));
    }

    @Test
    @DisplayName("ATK-CRIT: a critical chain ×2 then ×4 in French, and its brief line")
    void ATK_CRIT_inFrench() {
        AttackEvent a = new AttackEvent("kenji", "g1", "longsword", d(20, 20, 20, 7), STR_PROF, 25, 15, "none",
                List.of(), true, true, 4, false, List.of("ATK-ROLL", "ATK-CRIT"));
        assertEquals(fr("Kenji attaque Gobelin 1 (longsword) : d20 20 +3 For +2 maîtrise = 25 contre CA 15 : touché ;"
                + " critique ×2, puis ×4 (20, 20, 7)"), line(a));
        assertEquals("Kenji porte un critique à Gobelin 1 (longsword) (×4)", brief(a));
    }

    @Test
    @DisplayName("DMG-RESIST-FLAT: damage doubled then reduced, temporary hit points and PV, in French")
    void DMG_inFrench() {
        DamageEvent dmg = new DamageEvent("g1", "kenji", "bludgeoning", d(6, 3, 5), List.of(new Modifier("Str", 3)),
                11, 2, List.of(new DamageEvent.Reduction("DMG-RESIST-FLAT", 5)), 2, 17, 3, List.of("DMG-RESIST-FLAT"));
        assertEquals(fr("Gobelin 1 subit 17 : d6 3 + d6 5 +3 For : 11 contondants ×2 = 22 - 5 résistance = 17 ;"
                + " 2 absorbés par les PV temporaires ; PV 3"), line(dmg));
        assertEquals("Gobelin 1 subit 17 (PV 3)", brief(dmg));
    }

    @Test
    @DisplayName("HP-KO: what a knock-out did to the hit points, said after them in French, agreeing with the name")
    void HP_KO_whatTheKnockOutDidInFrench() {
        DamageEvent held = new DamageEvent("kenji", "g1", "slashing", d(12, 12), List.of(new Modifier("Str", 3)), 15, 1,
                null, List.of(), 0, 15, -9, List.of("HP-KO", "DMG-ROLL"), null, "held");
        assertEquals(fr("Kenji subit 15 : d12 12 +3 For : 15 tranchants ; PV -9 (assommé : retenu avant la mort)"),
                line(held));
        DamageEvent out = new DamageEvent("g1", "kenji", "slashing", d(8, 5), List.of(new Modifier("Str", 3)), 8, 1,
                null, List.of(), 0, 8, -5, List.of("HP-KO", "DMG-ROLL"), null, "no-shock");
        assertEquals(fr("Gobelin 1 subit 8 : d8 5 +3 For : 8 tranchants ; PV -5 (assommé : hors de combat, sans jet"
                + " de choc systémique)"), line(out));
        LogLines named = new LogLines(PlayerWords.named(Map.of("lin", "Lin"), java.util.Set.of("lin")),
                ScreenMessages.of(Language.FR));
        DamageEvent stable = new DamageEvent("lin", "g1", "slashing", d(8, 5), List.of(), 5, 1, null, List.of(), 0, 5,
                -3, List.of("HP-KO", "DMG-ROLL"), null, "stable");
        assertEquals(fr("Lin subit 5 : d8 5 : 5 tranchants ; PV -3 (assommée : inconsciente et stable)"),
                named.line(new LoggedEvent(1, 2, stable)));
    }

    @Test
    @DisplayName("DMG-TEMP: one point taken by temporary hit points is singular in French (\"1 absorbé\")")
    void DMG_TEMP_onePointAbsorbedInFrench() {
        DamageEvent one = new DamageEvent("g1", "kenji", "force", d(4, 1), List.of(new Modifier("flat", 1)), 2, 1,
                List.of(), 1, 2, 29, List.of("DMG-ROLL", "DMG-TEMP"));
        assertEquals(fr("Gobelin 1 subit 2 : d4 1 +1 fixe : 2 de force ; 1 absorbé par les PV temporaires ; PV 29"), line(one));
        DamageEvent two = new DamageEvent("g1", "kenji", "force", d(4, 1), List.of(new Modifier("flat", 1)), 2, 1,
                List.of(), 2, 2, 30, List.of("DMG-ROLL", "DMG-TEMP"));
        assertTrue(line(two).contains("; 2 absorbés par les PV temporaires"), line(two));
    }

    @Test
    @DisplayName("DMG-VULN: a save's half is said where it was taken, after the flat resistance, in French")
    void DMG_VULN_saveHalfAfterResistanceInFrench() {
        DamageEvent saved = new DamageEvent("g1", "kenji", "fire", List.of(), List.of(), 33, 1, 12,
                List.of(new DamageEvent.Reduction("DMG-RESIST-FLAT", 10)), 0, 11, 29, List.of("DMG-ROLL"));
        assertEquals(fr("Gobelin 1 subit 11 : 33 de feu - 10 résistance - 12 de moitié sur un jet de sauvegarde"
                + " réussi = 11 ; PV 29"), line(saved));
    }

    @Test
    @DisplayName("DMG-TEMP: temporary hit points from a spell name, in French, the spell and its caster by name, kept or"
            + " taken")
    void DMG_TEMP_spellAndCasterInFrench() {
        assertEquals(fr("Kenji reçoit 6 points de vie temporaires du sort false life de Kenji : en garde 10 (en avait 10 ;"
                + " ils ne se cumulent pas)"), line(new NoteEvent("kenji", "kenji is offered 6 temporary hit points by"
                + " false-life from kenji: keeps 10 (had 10; they do not stack)", List.of("DMG-TEMP"))));
        assertEquals(fr("Gobelin 1 reçoit 6 points de vie temporaires du sort false life de Kenji : en garde 6"),
                line(new NoteEvent("g1", "g1 is offered 6 temporary hit points by false-life from kenji: keeps 6",
                        List.of("DMG-TEMP"))));
        // Given by something else than a spell, the gain names it as before.
        assertEquals(fr("Kenji reçoit 3 points de vie temporaires de potion : en garde 3"),
                line(new NoteEvent("kenji", "kenji is offered 3 temporary hit points by potion: keeps 3",
                        List.of("DMG-TEMP"))));
    }

    @Test
    @DisplayName("DMG-ROLL: one point of damage takes the type's singular in French, more its plural")
    void DMG_ROLL_onePointSingular() {
        DamageEvent one = new DamageEvent("g1", "kenji", "slashing", d(6, 1), List.of(), 1, 1, List.of(), 0, 1, 6,
                List.of("DMG-ROLL"));
        assertEquals(fr("Gobelin 1 subit 1 : d6 1 : 1 tranchant ; PV 6"), line(one));
        DamageEvent two = new DamageEvent("g1", "kenji", "piercing", d(6, 2), List.of(), 2, 1, List.of(), 0, 2, 5,
                List.of("DMG-ROLL"));
        assertEquals(fr("Gobelin 1 subit 2 : d6 2 : 2 perforants ; PV 5"), line(two));
        DamageEvent fire = new DamageEvent("g1", "kenji", "fire", d(10, 1), List.of(), 1, 1, List.of(), 0, 1, 4,
                List.of("DMG-ROLL"));
        assertEquals(fr("Gobelin 1 subit 1 : d10 1 : 1 de feu ; PV 4"), line(fire));
    }

    @Test
    @DisplayName("GRAP-START: a grapple contest is a « lutte », both sides' rolls in French")
    void GRAP_START_inFrench() {
        ContestEvent c = new ContestEvent(List.of("GRAP-START"),
                new ContestEvent.Side("kenji", "str", d(20, 14), List.of(new Modifier("Str", 3)), "none", 17),
                new ContestEvent.Side("g1", "dex", d(20, 9), List.of(new Modifier("Dex", 2)), "none", 11), "kenji",
                "grapple");
        assertEquals(fr("Lutte : Kenji For d20 14 +3 For = 17 contre Gobelin 1 Dex d20 9 +2 Dex = 11 : Kenji l'emporte"),
                line(c));
        assertEquals(fr("Lutte : Kenji l'emporte"), brief(c));
    }

    @Test
    @DisplayName("OA-WITHIN, OA-LEAVE: an « attaque d'opportunité » says whether the mover stayed in or left the allonge")
    void OA_inFrench() {
        assertEquals("Gobelin 1 porte une attaque d'opportunité à Kenji en 3,2 (il continue de se déplacer dans son allonge)",
                line(new OpportunityEvent("g1", "kenji", List.of("OA-WITHIN"), new Pos(3, 2))));
        assertEquals("Gobelin 1 porte une attaque d'opportunité à Kenji en 3,2 (il quitte son allonge)",
                line(new OpportunityEvent("g1", "kenji", List.of("OA-LEAVE"), new Pos(3, 2))));
    }

    @Test
    @DisplayName("MOVE-ENTER: a walk in one line, in cases and « déplacement »; a turn's line says its déplacement")
    void MOVE_inFrench() {
        MoveEvent a = new MoveEvent("kenji", new Pos(1, 1), new Pos(2, 1), 1, 5, "careful", List.of("MOVE-ENTER"));
        MoveEvent b = new MoveEvent("kenji", new Pos(2, 1), new Pos(3, 2), 2, 3, "careful", List.of("MOVE-ENTER"));
        assertEquals("Kenji se déplace 1,1 → 2,1 (1 case, 1 de déplacement, reste 5)", line(a));
        assertEquals("Kenji se déplace 1,1 → 3,2 (2 cases, 3 de déplacement, reste 3)", lines.moves(List.of(a, b)));
        assertEquals(fr("Round 2 : au tour de Kenji (6 de déplacement)"), line(new TurnEvent("kenji", 6, List.of())));
        MoveEvent fall = new MoveEvent("kenji", new Pos(1, 1), new Pos(2, 1), 1, 0, "fallback", List.of("MOVE-DIFFICULT"));
        assertEquals(fr("Kenji trébuche 1,1 → 2,1 (1 case, 1 de déplacement, reste 0 : le test raté met fin à son déplacement"
                + " pour ce tour)"),
                line(fall));
    }

    @Test
    @DisplayName("ACT-YIELD: a yield and the end of the fight in French; a refused command as a French sentence")
    void yieldAndEnd_inFrench() {
        assertEquals(fr("Kenji se rend : il abandonne le combat au nom du groupe"),
                line(new NoteEvent("kenji", "kenji yields: the party give up the fight", List.of())));
        assertEquals(fr("Le combat est fini : les monstres l'emportent (Kenji se rend au nom du groupe)"),
                line(new EndEvent("monsters", "kenji yields for the party", List.of())));
        assertEquals(fr("Le combat est fini : le groupe l'emporte (plus aucun ennemi du groupe n'est debout)"),
                line(new EndEvent("party", "no enemy of the party is left standing", List.of())));
        // A side the scenario names itself ("bandits") takes the article the bundle's sides have.
        assertEquals(fr("Kenji se rend : il abandonne le combat au nom des bandits"),
                line(new NoteEvent("kenji", "kenji yields: the bandits give up the fight", List.of())));
        assertEquals(fr("Le combat est fini : le groupe l'emporte (Kenji se rend au nom des bandits)"),
                line(new EndEvent("party", "kenji yields for the bandits", List.of())));
        // The result says "monsters" for any side but the party's: the line names the side that won.
        assertEquals(fr("Le combat est fini : les bandits l'emportent (plus aucun ennemi des bandits n'est debout)"),
                line(new EndEvent("monsters", "no enemy of the bandits is left standing", List.of())));
        assertEquals(fr("Le combat est fini : les monstres l'emportent (plus aucun ennemi des monstres n'est debout)"),
                line(new EndEvent("monsters", "no enemy of the monsters is left standing", List.of())));
        assertEquals(fr("Gobelin 1 est inconscient : ni action ni déplacement ce tour"),
                line(new NoteEvent("g1", "g1 is unconscious: no action, no movement this turn", List.of())));
        assertEquals(fr("Impossible d'engager la lutte avec Gobelin 1 : pas encore possible dans le jeu."),
                line(new ErrorEvent("grapple g1", "not implemented yet")));
    }

    @Test
    @DisplayName("DMG-ROLL: the damage a save avoids whole, and a burst that reaches no one, in English and French with their dice")
    void DMG_ROLL_unlandedDamageInFrench() {
        NoteEvent avoided = new NoteEvent("g1", "g1's save avoids sacred-flame: 8 radiant damage (2d8 5+3) does not land",
                List.of("DMG-ROLL"), d(8, 5, 3), List.of());
        assertEquals("Gobelin 1 réussit son jet de sauvegarde contre sacred flame et évite ses dégâts radiants\u00a0: 8 (2d8 5+3)",
                line(avoided));
        // One point: the amount stands after the damage's words, which come from the spell and could not agree with it.
        NoteEvent one = new NoteEvent("g1", "g1's save avoids sacred-flame: 1 radiant damage (1d8 1) does not land",
                List.of("DMG-ROLL"), d(8, 1), List.of());
        assertEquals("Gobelin 1 réussit son jet de sauvegarde contre sacred flame et évite ses dégâts radiants\u00a0: 1 (1d8 1)",
                line(one));
        NoteEvent nowhere = new NoteEvent("kenji", "kenji's fireball reaches no creature: 16 fire damage"
                + " (8d6 2+2+2+2+2+2+2+2 x2) lands on no one", List.of("CAST-CRIT", "ATK-CRIT", "DMG-ROLL"), d(6, 2, 2, 2, 2, 2, 2, 2, 2),
                List.of());
        assertEquals(fr("Fireball de Kenji n'atteint aucune créature : ses dégâts de feu sont perdus\u00a0: 16 (8d6 2+2+2+2+2+2+2+2 ×2)"),
                line(nowhere));
        LogLines english = new LogLines(PlayerWords.named(Map.of("kenji", "Kenji", "g1", "Goblin 1")),
                ScreenMessages.of(Language.EN));
        assertEquals("Goblin 1's save avoids sacred flame: 8 radiant damage (2d8 5+3) does not land",
                english.line(new LoggedEvent(1, 2, avoided)));
        assertEquals("Kenji's fireball reaches no creature: 16 fire damage (8d6 2+2+2+2+2+2+2+2 ×2) lands on no one",
                english.line(new LoggedEvent(1, 2, nowhere)));
    }

    @Test
    @DisplayName("COND-PARALYZED: hold person on a creature a poison already paralyses is noted in French")
    void COND_PARALYZED_heldTooInFrench() {
        assertEquals(fr("Gobelin 1 est déjà paralysé : le sort hold person de Kenji le retient aussi, jusqu'à ce"
                        + " qu'une sauvegarde l'en libère"),
                line(new NoteEvent("g1", "g1 is already paralyzed: hold-person from kenji holds it too, until a save"
                        + " ends it", List.of("COND-PARALYZED"))));
    }

    @Test
    @DisplayName("TURN-INIT: a group's one roll is said with the group's French name when the scenario gives one (the ford's gobelins)")
    void TURN_INIT_groupInFrench() {
        String initiative = initiativeLine("goblins-at-the-ford", Language.FR);
        assertTrue(initiative.contains("gobelins (un seul jet) d20 "), initiative);
        String english = initiativeLine("goblins-at-the-ford", Language.EN);
        assertTrue(english.contains("goblins (one roll) d20 "), "the English keeps the group's own word: " + english);
    }

    /** The initiative line a shipped encounter's fight opens with (seed 7), in a language. */
    private static String initiativeLine(String encounter, Language language) {
        escarmouche.ui.battle.ScreenFight fight = new escarmouche.ui.battle.ScreenFight(
                escarmouche.testing.RealContent.encounter(encounter), 7, null, () -> false, ScreenMessages.of(language));
        fight.start();
        return fight.log().entries().stream().map(MessageLog.Entry::text)
                .filter(t -> t.startsWith("Initiative")).findFirst().orElseThrow();
    }

    @Test
    @DisplayName("TURN-INIT: the ambush's wolf Grey rolls nothing and acts on Brunhild's count, said in French and in English")
    void TURN_INIT_aFamiliarOnItsMastersCountInFrench() {
        String initiative = initiativeLine("ambush-in-the-crypt", Language.FR);
        assertTrue(initiative.contains(", Gris au rang de Brunhild = "), initiative);
        String english = initiativeLine("ambush-in-the-crypt", Language.EN);
        assertTrue(english.contains(", Grey on Brunhild's count = "), english);
    }

    @Test
    @DisplayName("ATK-TWF and ATK-FUMBLE in French: the pair's penalty by its lengths, a fumble's faces in words")
    void ATK_TWF_andFumbleInFrench() {
        AttackEvent a = new AttackEvent("kenji", "g1", "longsword", d(20, 6), List.of(new Modifier("Str", 3),
                new Modifier("prof", 2), new Modifier("two weapons (medium + short)", -4)), 7, 15, "none", List.of(),
                false, false, 1, false, List.of("ATK-ROLL", "ATK-TWF"));
        assertTrue(line(a).contains("d20 6 +3 For +2 maîtrise -4 deux armes (moyenne + courte) = 7"), line(a));
        List<String> rule = List.of("ATK-FUMBLE");
        assertEquals(fr("Échec critique de Kenji : d6 6, d100 12 contre 30" + NB + "% de casse : l'arme (longsword) se brise"),
                line(new escarmouche.events.FumbleEvent("kenji", List.of(new Roll(6, 6), new Roll(100, 12)), "break", 6,
                        rule, "longsword", null, 30, "broken")));
        assertEquals(fr("Échec critique de Kenji : d6 5, 6 (un 5 se relance : rien à lâcher), d100 82 contre 30" + NB
                + "% de se blesser : il ne se blesse pas"), line(new escarmouche.events.FumbleEvent("kenji",
                List.of(new Roll(6, 5), new Roll(6, 6), new Roll(100, 82)), "none", 6, rule, "unarmed", null, 30, "unhurt")));
        assertEquals(fr("Échec critique de Kenji : d6 3 : le coup part sur Gobelin 1, de son propre camp"),
                line(new escarmouche.events.FumbleEvent("kenji", d(6, 3), "ally", 3, rule, "longsword", "g1", null, null)));
        AttackEvent own = new AttackEvent("kenji", "kenji", "longsword", d(20, 12), List.of(new Modifier("Str", 3)), 15,
                16, "none", List.of(), false, false, 1, false, List.of("ATK-FUMBLE", "ATK-ROLL"));
        assertTrue(line(own).startsWith("Kenji s'attaque lui-même ("), line(own));
    }

    @Test
    @DisplayName("ACT-ATTACK, SAVE-ROLL, CAST-ROLL in French: no shipped weapon or spell name follows a bare \"avec\","
            + " \"contre\" or \"lance\", which would want an article its gender is not known for")
    void weaponAndSpellNamesNeedNoArticle() {
        ScreenMessages m = ScreenMessages.of(Language.FR);
        escarmouche.content.load.Content content = escarmouche.testing.RealContent.content();
        escarmouche.ui.lang.ContentNames say = escarmouche.ui.lang.ContentNames.of(content.words(), Language.FR);
        java.util.List<String[]> said = new java.util.ArrayList<>();
        for (var w : content.weapons().values()) {
            String n = say.weapon(w.weapon().id(), w.weapon().name()).toLowerCase(java.util.Locale.FRENCH);
            said.add(new String[] {m.text("log.attack", "Lin", "Hobgobelin 1", n, "…"), n});
            said.add(new String[] {m.text("log.attack.self", "Lin", n, "…"), n});
            said.add(new String[] {m.text("log.attack.self.f", "Lin", n, "…"), n});
            for (String how : List.of("hit", "miss", "crit", "fumble")) {
                said.add(new String[] {m.text("log.brief.attack." + how, "Lin", "Hobgobelin 1", n), n});
            }
        }
        for (var sp : content.spells().values()) {
            String n = say.spell(sp.id(), sp.name()).toLowerCase(java.util.Locale.FRENCH);
            said.add(new String[] {m.text("log.save.against", n, "Anselm"), n});
            said.add(new String[] {m.text("log.brief.cast", "Anselm", n), n});
            said.add(new String[] {m.text("log.brief.cast.failed", "Anselm", n), n});
            said.add(new String[] {m.text("log.cast.works", "Anselm", n, "d20 12", 12), n});
            said.add(new String[] {m.text("log.cast.fails", "Anselm", n, "d20 3", 3), n});
        }
        for (String[] line : said) {
            for (String bare : List.of("avec ", "contre ", "lance ")) assertTrue(!line[0].contains(bare + line[1]), line[0]);
        }
        assertEquals(fr("Lin attaque Hobgobelin 1 (bâton) : …"), m.text("log.attack", "Lin", "Hobgobelin 1", "bâton", "…"));
        assertEquals(" contre le sort flamme sacrée d'Anselm", m.text("log.save.against", "flamme sacrée", "Anselm"));
    }

    @Test
    @DisplayName("ATK-RANGE in French: the attack's line keeps the language's own hyphens (au-delà), while the fight's ids still become words")
    void ATK_RANGE_frenchHyphensKept() {
        escarmouche.ui.battle.ScreenFight fight = new escarmouche.ui.battle.ScreenFight(
                escarmouche.testing.RealContent.encounter("goblins-at-the-ford"), 7, null, () -> false, ScreenMessages.of(Language.FR));
        LogLines lines = new LogLines(fight.words(), ScreenMessages.of(Language.FR));
        AttackEvent far = new AttackEvent("g1", "brunhild", "shortbow", d(20, 19, 9), List.of(new Modifier("Dex", 2),
                new Modifier("prof", 2)), 13, 18, "disadvantage", List.of("-beyond normal range (20 > 16 squares)"), false,
                false, 1, false, List.of("ATK-ROLL", "ATK-ADV", "ATK-RANGE"));
        String said = lines.line(new LoggedEvent(1, 2, far));
        assertTrue(said.contains(fr("désavantage : au-delà de la portée normale (20 > 16 cases)")), said);
        assertTrue(said.startsWith("Gobelin 1 attaque Brunhild (arc court)"), said);
        assertEquals("ce tour-ci, lui-même, au-dessus", fight.words().say("ce tour-ci, lui-même, au-dessus"));
        // A content id in a sentence becomes words; a creature is named where it stands alone (a phrase's
        // argument), never as a word of a sentence: an id may be a word too.
        assertEquals("g1 lance trait de feu", fight.words().say("g1 lance fire-bolt"));
        assertEquals("Gobelin 1", fight.words().say("g1"));
    }

    @Test
    @DisplayName("CAST-CRIT : la chaîne de critique d'un sort sans jet d'attaque est sur la ligne du sort")
    void CAST_CRIT_chaineSurLaLigneDuSort() {
        List<Modifier> mods = List.of(new Modifier("Int", 3), new Modifier("segments", -1));
        CastEvent twice = new CastEvent("kenji", "fireball", d(20, 12, 20, 5), mods, 14, true, false,
                List.of("CAST-ROLL", "CAST-CRIT"), null, null, new Pos(4, 4), List.of(2), d(20, 20, 5), 2);
        assertEquals(fr("Kenji lance le sort fireball : d20 12 +3 Int -1 segment = 14 contre 7 : le sort opère ;"
                + " chaîne de critique d20 20, 5 : dégâts ×2"), line(twice));
        CastEvent plain = new CastEvent("kenji", "fireball", d(20, 12, 3), mods, 14, true, false,
                List.of("CAST-ROLL", "CAST-CRIT"), null, null, new Pos(4, 4), List.of(2), d(20, 3), 1);
        assertEquals(fr("Kenji lance le sort fireball : d20 12 +3 Int -1 segment = 14 contre 7 : le sort opère ;"
                + " chaîne de critique d20 3 : pas de doublement"), line(plain));
    }

    @Test
    @DisplayName("MOVE-PRONE : se relever dit son coût dans une seule parenthèse")
    void MOVE_PRONE_uneSeuleParenthese() {
        assertEquals(fr("Kenji n'est plus à terre (se relève : 4 de déplacement, il en reste 4)"),
                line(new escarmouche.events.ConditionEvent("kenji", "prone", false,
                "stands up (4 movement, 4 left)", List.of("MOVE-PRONE"))));
    }

    @Test
    @DisplayName("TURN-OBJECT, ACT-LOCKPICK : un monstre qui attend derrière une porte verrouillée dit laquelle, en français")
    void TURN_OBJECT_attendDevantUnePorteVerrouillee() {
        NoteEvent wait = new NoteEvent("g1", "brute: no foe in reach or in sight, a locked door at 4,2 stands in the way -> wait",
                List.of(), new NoteEvent.Intent("brute", "brute", 0, "wait", null));
        String said = fr("Gobelin 1 a l'intention de : attendre (brute : aucun ennemi à son allonge ni en vue,"
                + " une porte verrouillée en 4,2 barre le passage)");
        assertEquals(said, line(wait));
    }

    @Test
    @DisplayName("HP-DISABLED : un héros à 0 point de vie qui attend dit que tout effort le ferait tomber à -1, en français")
    void HP_DISABLED_attendAZeroPointDeVie() {
        NoteEvent wait = new NoteEvent("kenji", "archer: at 0 hit points a strenuous action would drop it to -1,"
                + " a foe in reach -> wait", List.of(), new NoteEvent.Intent("archer", "archer", 0, "wait", null));
        assertEquals(fr("Kenji a l'intention de : attendre (archer : à 0 point de vie, un effort l'amènerait à -1,"
                + " un ennemi à son allonge)"), line(wait));
    }

    @Test
    @DisplayName("DMG-MAGIC-WEAPON : un héros qui attend à côté d'un ennemi que ses armes ne peuvent pas blesser le dit, en français")
    void DMG_MAGIC_WEAPON_attendFaceAUnEnnemiIntouchable() {
        NoteEvent near = new NoteEvent("kenji", "archer: a foe in reach, its weapons cannot hurt the foe in reach -> wait",
                List.of(), new NoteEvent.Intent("archer", "archer", 0, "wait", null));
        assertEquals(fr("Kenji a l'intention de : attendre (archer : un ennemi à son allonge, ses armes ne peuvent pas"
                + " blesser l'ennemi à son allonge)"), line(near));
        NoteEvent far = new NoteEvent("kenji", "archer: no foe in reach, a foe in its sights, a safe path to a foe, its weapons"
                + " cannot hurt any foe -> wait", List.of(), new NoteEvent.Intent("archer", "archer", 0, "wait", null));
        assertEquals(fr("Kenji a l'intention de : attendre (archer : aucun ennemi à son allonge, un ennemi dans sa ligne"
                + " de tir, un chemin sûr jusqu'à l'un d'eux, ses armes ne peuvent blesser aucun ennemi)"), line(far));
    }
}
