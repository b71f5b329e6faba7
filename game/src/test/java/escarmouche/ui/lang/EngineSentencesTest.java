package escarmouche.ui.lang;

import escarmouche.lang.ScreenMessages;
import escarmouche.lang.Language;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import escarmouche.events.ErrorEvent;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.ResourceBundle;
import java.util.TreeSet;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The engine's English sentences said in French: each phrase of the bundles is found again from the sentence
 * the engine writes, every sentence the golden fights log is one of them, and English passes untouched.
 */
class EngineSentencesTest {
    private static final String NB = "\u00a0";
    private static final Path GOLDEN = Path.of("src/test/resources/golden");
    private static final EngineSentences FR = EngineSentences.of(ScreenMessages.of(Language.FR));
    private static final EngineSentences EN = EngineSentences.of(ScreenMessages.of(Language.EN));
    /** Creature ids as the screen names them. */
    private static final UnaryOperator<String> NAMES = s -> s == null ? "" : s.replace("g1", "Goblin 1")
            .replace("kenji", "Kenji");

    @Test
    @DisplayName("PART-F: a refusal's reason is said in French with its creatures by name; English stays the engine's sentence")
    void refusal() {
        String english = "g1 is out of reach of the longsword (3 squares)";
        assertEquals("Goblin 1 est hors de l'allonge de longsword (3 cases)", FR.say(english, NAMES));
        assertEquals("Goblin 1 is out of reach of the longsword (3 squares)", EN.say(english, NAMES));
        assertEquals("kenji a déjà utilisé son action ce tour-ci",
                FR.say("kenji has already used its action this turn", UnaryOperator.identity()));
        assertEquals("g1 est derrière un abri total (ATK-COVER)",
                FR.say("g1 is behind total cover (ATK-COVER)", UnaryOperator.identity()));
    }

    @Test
    @DisplayName("GRAP-RELEASE: why a grapple ended when its grappler let go is said in French, not only the note of a"
            + " weapon let go to grapple")
    void releaseInFrench() {
        assertEquals("Goblin 1 lâche Kenji", FR.say("g1 lets go of kenji", NAMES));
        assertEquals("Goblin 1 lets go of Kenji", EN.say("g1 lets go of kenji", NAMES));
        assertEquals("Goblin 1 lâche son arme (club) en 3,4 pour saisir d'une main libre",
                FR.say("g1 lets go of its club at 3,4 to grapple with a free hand", NAMES));
    }

    /** Kenji is a hero (built from a class), Goblin 1 a monster. */
    private static final EngineSentences.Creatures HERO_AND_GOBLIN = new EngineSentences.Creatures() {
        @Override
        public String apply(String s) {
            return NAMES.apply(s);
        }

        @Override
        public boolean creature(String id) {
            return id.equals("g1") || id.equals("kenji");
        }

        @Override
        public boolean person(String id) {
            return id.equals("kenji");
        }
    };

    @Test
    @DisplayName("GRAP-START in English: a hero lets go of their weapon, a monster of its; the engine's sentence says its for both")
    void heroesAreTheyInEnglish() {
        assertEquals("Kenji lets go of their longsword at 7,4 to grapple with a free hand",
                EN.say("kenji lets go of its longsword at 7,4 to grapple with a free hand", HERO_AND_GOBLIN));
        assertEquals("Goblin 1 lets go of its club at 3,4 to grapple with a free hand",
                EN.say("g1 lets go of its club at 3,4 to grapple with a free hand", HERO_AND_GOBLIN));
        assertEquals("Kenji disengages; they beat no one, so every enemy in reach may still strike them this turn",
                EN.say("kenji disengages; it beat no one, so every enemy in reach may still strike it this turn", HERO_AND_GOBLIN));
        assertEquals("Kenji is frightened: they may only defend themselves (COND-FRIGHTENED)",
                EN.say("kenji is frightened: it may only defend itself (COND-FRIGHTENED)", HERO_AND_GOBLIN));
        // Said of the subject only: here "its reach" is Goblin 1's, whoever leaves it.
        assertEquals("Goblin 1 makes no opportunity attack as Kenji is moved out of its reach by force",
                EN.say("g1 makes no opportunity attack as kenji is moved out of its reach by force", HERO_AND_GOBLIN));
        // Why a condition ended, said of the hero it ended for without naming them (TURN-SURPRISED).
        assertEquals("their first turn ends", EN.sayAbout("its first turn ends", HERO_AND_GOBLIN, id -> false, false, true));
        assertEquals("its first turn ends", EN.sayAbout("its first turn ends", HERO_AND_GOBLIN, id -> false, false, false));
        // French agrees by the name's gender, never by "they".
        assertEquals("Kenji lâche son arme (longsword) en 7,4 pour saisir d'une main libre",
                FR.say("kenji lets go of its longsword at 7,4 to grapple with a free hand", HERO_AND_GOBLIN));
    }

    @Test
    @DisplayName("PART-F: what blocks a step or a burst is named in French (un mur, un pilier, une porte fermée), not by"
            + " the map's English id")
    void solidTerrainInFrench() {
        assertEquals("un pilier en 8,2 barre le passage",
                FR.say("pillar at 8,2 blocks the way", UnaryOperator.identity()));
        assertEquals("une porte fermée en 5,2 barre le passage",
                FR.say("door at 5,2 blocks the way", UnaryOperator.identity()));
        assertEquals("la porte fermée en 3,1 barre le passage" + NB + ": ouvrez-la d'abord",
                FR.say("the closed door at 3,1 blocks the way: open it first", UnaryOperator.identity()));
        assertEquals("un pilier en 1,0" + NB + ": impossible d'en couper l'angle de 0,0 à 1,1",
                FR.say("cannot cut the corner of the pillar at 1,0 from 0,0 to 1,1", UnaryOperator.identity()));
        assertEquals("la case 0,3 est un muret" + NB + ": l'explosion demande une case libre",
                FR.say("square 0,3 is a low wall: the burst needs an open square", UnaryOperator.identity()));
        assertEquals("la case 0,0 est un mur" + NB + ": l'explosion demande une case libre",
                FR.say("square 0,0 is a wall: the burst needs an open square", UnaryOperator.identity()));
        assertEquals("la case 2,2 est un pilier" + NB + ": l'explosion demande une case libre",
                FR.say("square 2,2 is a pillar: the burst needs an open square", UnaryOperator.identity()));
        assertEquals("la case 5,1 est une porte fermée" + NB + ": l'explosion demande une case libre",
                FR.say("square 5,1 is a closed door: the burst needs an open square", UnaryOperator.identity()));
    }

    @Test
    @DisplayName("PART-F: a key pressed by mistake while commands are typed for run is said in French")
    void strayKeyInFrench() {
        assertEquals("caractère de contrôle U+001B" + NB + ": une touche comme une flèche ou Échap n'est pas lue ici"
                + NB + "; tapez la commande en toutes lettres, puis Entrée", FR.say("control character U+001B: a key"
                + " such as an arrow or Escape is not read here; type the command as text, then Enter",
                UnaryOperator.identity()));
    }

    @Test
    @DisplayName("PART-F: a refusal that lists what the creature has instead (weapons, spells) says it in French, the ids as a script writes them")
    void refusalWithWhatItHas() {
        assertEquals("Kenji n'a pas d'arme «" + NB + "katana" + NB + "» (armes" + NB + ": longsword, longbow)",
                FR.say("kenji has no weapon 'katana' (weapons: longsword, longbow)", NAMES));
        assertEquals("sort inconnu «" + NB + "wish" + NB + "» (sorts que connaît Kenji" + NB + ": fire-bolt, fireball)",
                FR.say("unknown spell 'wish' (spells kenji knows: fire-bolt, fireball)", NAMES));
        assertEquals("Kenji ne connaît pas le sort hold-person (sorts connus" + NB + ": fire-bolt, fireball)",
                FR.say("kenji does not know hold-person (spells known: fire-bolt, fireball)", NAMES));
        assertEquals("Kenji n'a pas d'arme «" + NB + "katana" + NB + "»", FR.say("kenji has no weapon 'katana'", NAMES));
    }

    @Test
    @DisplayName("PART-F: a refusal about a heroine agrees with her: pas mourante, pas une alliée vivante, pas repoussée")
    void refusalsAgree() {
        java.util.function.Predicate<String> lin = "lin"::equals;
        UnaryOperator<String> names = s -> s == null ? "" : s.replace("lin", "Lin").replace("kenji", "Kenji");
        assertEquals("Lin n'est pas mourante", FR.say("lin is not dying", names, lin));
        assertEquals("Kenji n'est pas mourant", FR.say("kenji is not dying", names, lin));
        assertEquals("Lin n'est pas une alliée vivante", FR.say("lin is not a living ally", names, lin));
        assertEquals("Lin n'est pas une ennemie vivante", FR.say("lin is not a living enemy", names, lin));
        assertEquals("Kenji doit être à 1,5\u00a0m de Lin pour aider contre cet ennemi",
                FR.say("kenji must be within 1.5 m of lin to help against it", names, lin));
    }

    @Test
    @DisplayName("ACT-YIELD: a side the scenario names itself takes the article the bundle's sides have, as the end of a fight says it")
    void namedSide() {
        assertEquals("Kenji se rend au nom des bandits", FR.say("kenji yields for the bandits", NAMES));
        assertEquals("Kenji se rend" + NB + ": il abandonne le combat au nom des bandits",
                FR.say("kenji yields: the bandits give up the fight", NAMES));
        assertEquals("plus aucun ennemi des bandits n'est debout", FR.say("no enemy of the bandits is left standing", NAMES));
        assertEquals("Kenji se rend au nom du groupe", FR.say("kenji yields for the party", NAMES));
        // English says the engine's "yields for the bandits" as the side giving up (ACT-YIELD).
        assertEquals("Kenji yields: the bandits give up", EN.say("kenji yields for the bandits", NAMES));
    }

    @Test
    @DisplayName("ACT-HELP, TURN-OBJECT, COND-CHARMED in English: a phrase about a hero it names elsewhere than first"
            + " (the one helped, the one charming), its word arguments and the intents of a hero on the AI say they")
    void heroesAreTheyWhereverTheyStand() {
        assertEquals("Goblin 1 helps Kenji against g2: advantage on their next attack before Goblin 1's next turn",
                EN.say("g1 helps kenji against g2: advantage on its next attack before g1's next turn", HERO_AND_GOBLIN));
        assertEquals("Kenji helps Goblin 1: advantage on its next ability check before Kenji's next turn",
                EN.say("kenji helps g1: advantage on its next ability check before kenji's next turn", HERO_AND_GOBLIN));
        assertEquals("Kenji picks up the longsword at 18,6, using their action",
                EN.say("kenji picks up the longsword at 18,6, using its action", HERO_AND_GOBLIN));
        assertEquals("Kenji picks up the longsword at 18,6, using their whole movement",
                EN.say("kenji picks up the longsword at 18,6, using its whole movement", HERO_AND_GOBLIN));
        assertEquals("Goblin 1 picks up the club at 9,2, using its whole movement",
                EN.say("g1 picks up the club at 9,2, using its whole movement", HERO_AND_GOBLIN));
        assertEquals("picking up the mace is an object interaction: Kenji has already used their free one and their"
                + " action this turn (TURN-OBJECT)", EN.say("picking up the mace is an object interaction: kenji has"
                + " already used its free one and its action this turn (TURN-OBJECT)", HERO_AND_GOBLIN));
        assertEquals("Goblin 1 is charmed by Kenji and cannot attack them (COND-CHARMED)",
                EN.say("g1 is charmed by kenji and cannot attack it (COND-CHARMED)", HERO_AND_GOBLIN));
        // A monster's intent names no subject: the screen says whether its actor is a hero (handed to the AI).
        assertEquals("pick up their weapon", EN.say("pick up its weapon", HERO_AND_GOBLIN, id -> false, true));
        assertEquals("pick up its weapon", EN.say("pick up its weapon", HERO_AND_GOBLIN, id -> false, false));
        assertEquals("hold their ground", EN.say("hold its ground", HERO_AND_GOBLIN, id -> false, true));
        // Said to the hero who tried: "it has already moved" would call them it.
        assertEquals("Kenji has already used their action this turn",
                EN.say("kenji has already used its action this turn", HERO_AND_GOBLIN, id -> false, true));
    }

    @Test
    @DisplayName("SHOVE, ACT-ATTACK, ACT-LOCKPICK, COND-FRIGHTENED in English: the screen says some engine sentences in"
            + " better words than the event log keeps (shove Kenji prone, no javelin left), with no pronoun for whoever"
            + " tried; French keeps its own")
    void englishOnScreenReadsBetter() {
        assertEquals("shove Kenji prone", EN.say("shove prone kenji", HERO_AND_GOBLIN));
        assertEquals("jeter Kenji à terre", FR.say("shove prone kenji", HERO_AND_GOBLIN));
        assertEquals("the thrown javelin lands at 8,3, in Goblin 1's space; Kenji has no javelin left",
                EN.say("the thrown javelin lands at 8,3, in g1's space; kenji has 0 left", HERO_AND_GOBLIN));
        assertEquals("the thrown javelin lands at 8,3, beyond Goblin 1; Kenji has no javelin left",
                EN.say("the thrown javelin lands at 8,3, beyond g1; kenji has 0 left", HERO_AND_GOBLIN));
        assertEquals("the thrown javelin lands at 8,3, beyond Goblin 1; Kenji has 2 left",
                EN.say("the thrown javelin lands at 8,3, beyond g1; kenji has 2 left", HERO_AND_GOBLIN));
        assertEquals("Goblin 1 yields: the monsters give up", EN.say("g1 yields for the monsters", HERO_AND_GOBLIN));
        for (boolean hero : new boolean[] {true, false}) {
            assertEquals("picking a lock takes the whole turn, and a move has already been made this turn",
                    EN.say("picking a lock takes the whole turn, and it has already moved", HERO_AND_GOBLIN, id -> false, hero));
            assertEquals("picking a lock takes the whole turn, and this turn's action is already used",
                    EN.say("picking a lock takes the whole turn, and it has already used its action", HERO_AND_GOBLIN,
                            id -> false, hero));
            assertEquals("frightened: cannot move closer to the source of the fear",
                    EN.say("frightened: cannot move closer to what it fears", HERO_AND_GOBLIN, id -> false, hero));
        }
        assertEquals("crocheter une serrure prend tout le tour, et un déplacement a déjà été fait ce tour-ci",
                FR.say("picking a lock takes the whole turn, and it has already moved", HERO_AND_GOBLIN));
        // Said of no one (the refusal does not know who tried): no "effrayé" that a heroine would not be.
        assertEquals("sous l'effet de la peur\u00a0: impossible d'approcher sa source",
                FR.say("frightened: cannot move closer to what it fears", HERO_AND_GOBLIN));
        // The screen's form is never read as a sentence of the engine.
        assertNull(EngineSentences.keyOf("shove Kenji prone"));
        assertEquals("engine.intent.shove", EngineSentences.keyOf("shove prone kenji"));
    }

    @Test
    @DisplayName("PART-F: a phrase inside a phrase is said in French too (a missed opportunity attack and its reason)")
    void nested() {
        assertEquals("Kenji ne fait pas d'attaque d'opportunité quand Goblin 1 quitte son allonge" + NB
                        + ": Kenji a été déjoué par le désengagement",
                FR.say("kenji makes no opportunity attack as g1 leaves its reach: kenji was outmanoeuvred by the Disengage",
                        NAMES));
        assertEquals("kenji est agrippé" + NB + ": impossible de se déplacer",
                FR.say("kenji is grappled: cannot move", UnaryOperator.identity()));
    }

    @Test
    @DisplayName("PART-F: advantage's reasons and a monster's conditions are said in French, a reason its author wrote stays")
    void reasonsAndIntents() {
        assertEquals("prise en tenaille avec Kenji", FR.say("flanking with kenji", NAMES));
        assertEquals("PV sous 50" + NB + "%, un ennemi à son allonge",
                FR.sayEach("hp below 50%, an enemy within reach", UnaryOperator.identity()));
        assertEquals("tirer sur Goblin 1 à 4 cases ou plus", FR.say("shoot g1 from 4 squares or more", NAMES));
        assertEquals("se cacher", FR.say("hide", NAMES), "ACT-HIDE: a behaviour's hide");
        assertEquals("préparer une attaque pour Goblin 1", FR.say("ready an attack for g1", NAMES), "ACT-READY: its ready");
        assertEquals("préparer une attaque pour le premier ennemi qui viendra",
                FR.say("ready an attack for the first foe to come", NAMES), "ACT-READY: ready for anyone");
        assertEquals("Goblin 1 prépare son arme (longsword) pour le premier ennemi qui arrivera à son allonge",
                FR.say("g1 readies its longsword for the first enemy that comes within reach", NAMES));
        assertEquals("caché, a déjà agi", FR.sayEach("hidden, has acted", UnaryOperator.identity()), "self hidden");
        assertEquals("cornered and hurt: get clear", FR.sayEach("cornered and hurt: get clear", UnaryOperator.identity()));
        assertEquals("a sentence no phrase knows", FR.say("a sentence no phrase knows", UnaryOperator.identity()));
    }

    @Test
    @DisplayName("PART-F: every phrase is found again from its own English sentence, never shadowed by another phrase")
    void everyPhraseIsFoundAgain() {
        ResourceBundle english = ScreenMessages.bundle(Language.EN);
        List<String> wrong = new ArrayList<>();
        int phrases = 0;
        for (String key : Collections.list(english.getKeys())) {
            if (!key.startsWith(EngineSentences.PREFIX) || key.startsWith(EngineSentences.WORD)) continue;
            // A hero's English form of a phrase is said, never written by the engine, so never read.
            if (key.endsWith(Agreement.PERSON)) continue;
            // Nor is a phrase's English form on screen (shove Kenji prone).
            if (key.endsWith(EngineSentences.SAID)) continue;
            // Nor a phrase's form that quotes a value as a file wrote it: its phrase's own sentence, said otherwise.
            if (key.endsWith(EngineSentences.WRITTEN)) continue;
            phrases++;
            // Arguments as the engine fills them: ids, numbers, squares.
            String sample = ScreenMessages.of(Language.EN).text(key, "g1", "kenji", "3", "4,2", "7");
            String found = EngineSentences.keyOf(sample);
            if (!key.equals(found)) wrong.add(key + " (" + sample + ") read as " + found);
        }
        assertTrue(phrases > 200, "the phrases are read: " + phrases);
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
    }

    @Test
    @DisplayName("PART-F: every refusal, note, condition reason and advantage reason of the golden fights is a phrase French knows")
    void goldenSentencesAreKnown() throws Exception {
        ObjectMapper json = new ObjectMapper();
        TreeSet<String> unknown = new TreeSet<>();
        int seen = 0;
        List<Path> files;
        try (Stream<Path> s = Files.list(GOLDEN)) {
            files = s.filter(p -> p.toString().endsWith(".jsonl")).sorted().toList();
        }
        for (Path f : files) {
            for (String line : Files.readAllLines(f)) {
                JsonNode e = json.readTree(line);
                List<String> sentences = new ArrayList<>();
                switch (e.path("type").asText()) {
                    case "error", "end" -> sentences.add(e.path("reason").asText());
                    case "condition" -> {
                        // A spell's name and its caster ("Hold person from mathis") is content, said by its name.
                        if (!e.path("reason").asText().contains(" from ")) sentences.add(e.path("reason").asText());
                    }
                    case "note" -> {
                        String text = e.path("text").asText();
                        // An intent: the action is the engine's phrase; its reason is often its author's own words.
                        sentences.add(e.has("intent") ? text.substring(text.indexOf(" -> ") + 4) : text);
                    }
                    case "attack" -> e.path("advantageSources").forEach(s -> sentences.add(s.asText().substring(1)));
                    default -> { }
                }
                for (String s : sentences) {
                    seen++;
                    if (!known(s)) unknown.add(s);
                }
            }
        }
        assertTrue(seen > 100, "the golden logs are read: " + seen);
        assertTrue(unknown.isEmpty(), "no French phrase for:\n" + String.join("\n", unknown));
    }

    @Test
    @DisplayName("PART-F: the refusals a fight gives for commands it cannot carry out are phrases French knows")
    void refusalsOfAFightAreKnown() {
        Fight f = Fight.of(TestScenario.map(
                        "##########",
                        "#........#",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").weapons(TestScenario.LONGSWORD, TestScenario.SHORTBOW))
                .with("kenji", "party", 1, 2, c -> c.pc("fighter"))
                .with("gob", "monsters", 6, 1, c -> c.hp(30))
                .initiative("hero", "kenji", "gob")).start();
        f.run("stand", "escape", "release", "pickup", "attack gob weapon=longsword", "attack hero", "attack nobody",
                "grapple gob", "shove gob prone", "help kenji gob", "aid kenji", "move 1,0", "undo",
                "ready gob weapon=shortbow", "hide dc=99", "open 4,2", "dodge", "dash", "attack gob");
        List<String> reasons = new ArrayList<>();
        for (ErrorEvent e : f.all(ErrorEvent.class)) reasons.add(e.reason());
        List<String> unknown = new ArrayList<>();
        for (String r : reasons) if (EngineSentences.keyOf(r) == null) unknown.add(r);
        assertTrue(reasons.size() >= 15, "the commands are refused: " + reasons);
        assertTrue(unknown.isEmpty(), "no French phrase for:\n" + String.join("\n", unknown));
    }

    /** A phrase, or a word the French bundle already has for it (a modifier's source, a condition's reason). */
    private static boolean known(String english) {
        if (EngineSentences.keyOf(english) != null) return true;
        ScreenMessages fr = ScreenMessages.of(Language.FR);
        String id = english.toLowerCase(java.util.Locale.ROOT).replace(' ', '-');
        return fr.has("log.x.source." + id) || fr.has("log.purpose." + id);
    }

    @Test
    @DisplayName("PART-F: English sessions never read the phrases: the sentence is given to the caller's words as it is")
    void englishUntouched() {
        assertNull(EN.say(null, s -> s));
        assertEquals("kenji has already used its action this turn",
                EN.say("kenji has already used its action this turn", UnaryOperator.identity()));
        assertEquals("hp below 50%, an enemy within reach",
                EN.sayEach("hp below 50%, an enemy within reach", UnaryOperator.identity()));
    }
}
