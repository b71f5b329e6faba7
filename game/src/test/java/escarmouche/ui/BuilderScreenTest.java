package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyType;
import escarmouche.content.model.EncounterInfo;
import escarmouche.launch.ContentCatalog;
import escarmouche.testing.RealContent;
import escarmouche.ui.page.OddsFigures;
import escarmouche.ui.page.OddsState;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The encounter builder on the real content, at 80x24: drawing, placing and removing creatures, the checks
 * under the map, saving and reopening, and a shipped encounter edited only as a copy.
 */
class BuilderScreenTest extends ScreenTest {
    /**
     * How many steps down the list of creatures to place the goblin is: the eight classes, then the monsters by
     * name (bandit captain, giant bat, giant spider, goblin).
     */
    private static final int GOBLIN = 11;

    @TempDir
    Path own;

    /** The title screen of a game that keeps the player's encounters in {@code own}. */
    private Harness game() {
        h = new Harness(new ContentCatalog(RealContent.content()).keeping(own, "encounters"), data);
        return h;
    }

    /** A new small room (12 × 8) in the builder, the cursor on its first floor square (1,1). */
    private Harness smallRoom() {
        game().keys("b");
        assertTrue(h.shows("New small room, 12 × 8"), h.screen());
        h.keys("1");
        // Not "(unsaved)": a room as it opened holds nothing to lose (BuilderUntouchedRoomTest).
        assertTrue(h.row(0).startsWith(" Build: New encounter  "), h.screen());
        return h;
    }

    @Test
    @DisplayName("A box's list marks its choice with ▶ as well as its colours, and the mark follows the arrows")
    void menuChoiceMarked() {
        game().keys("b");
        assertTrue(h.shows("│ ▶ 1 New small room, 12 × 8"), h.screen());
        assertTrue(h.shows("│   2 New room, 20 × 12"), h.screen());
        h.press(com.googlecode.lanterna.input.KeyType.ArrowDown);
        assertTrue(h.shows("│   1 New small room, 12 × 8"), h.screen());
        assertTrue(h.shows("│ ▶ 2 New room, 20 × 12"), h.screen());
        h.keys("c");
        assertTrue(h.shows("│ ▶ Ambush in the crypt"), h.screen());
        assertTrue(h.shows("│   The bandit captain"), h.screen());
    }

    /** The map's row {@code y} as drawn (the map starts at column 1 of screen row 1). */
    private String mapRow(int y, int width) {
        return h.row(1 + y).substring(1, 1 + width);
    }

    @Test
    @DisplayName("Builder: the terrain keys draw under the cursor, the pen draws as the cursor moves, and the side pane names the square")
    void drawsTerrain() {
        smallRoom();
        assertEquals("#..........#", mapRow(1, 12));
        h.keys("l,");
        assertEquals("#.,........#", mapRow(1, 12));
        assertTrue(h.shows("Square 2,1: difficult"), h.screen());
        h.keys("l;");
        // The terrain in words, as the keys (?) list them, not the scenario format's ids ("very-difficult").
        assertTrue(h.shows("Square 3,1: very difficult"), h.screen());
        assertTrue(h.shows("Brush ; very difficult"), h.screen());
        h.keys("l=l+");
        assertEquals("#.,;=+.....#", mapRow(1, 12));
        assertTrue(h.shows("Door, not locked (L locks)"), h.screen());
        h.keys("L").enter();
        assertTrue(h.shows("Locked, DC 15 (L)"), h.screen());
        // The pen: a wall drawn down the column as the cursor goes.
        h.keys("#pjjj");
        for (int y = 1; y <= 4; y++) assertEquals('#', mapRow(y, 12).charAt(5), "row " + y + ": " + h.screen());
        assertTrue(h.shows("Brush # wall, pen down"), h.screen());
    }

    /** Nothing left as a key, nothing cut with "…" (the names of the content may be English for now). */
    private void whole() {
        assertFalse(h.screen().matches("(?s).*![a-z]+\\.[a-z.-]+!.*"), "a key without a text: " + h.screen());
        assertFalse(h.screen().contains("…"), "something is cut: " + h.screen());
    }

    @Test
    @DisplayName("Builder in French at 80x24: its menu, the map's panes, a creature's box, a prompt, the keys (?) and leaving speak French, nothing cut")
    void inFrench() {
        game().keys("l").keys("b");
        assertTrue(h.shows("Créer une rencontre"), h.screen());
        assertTrue(h.shows("Nouvelle petite salle, 12 × 8"), h.screen());
        assertTrue(h.shows("Partir de la carte d'une rencontre"), h.screen());
        assertTrue(h.shows("Modifier une de vos rencontres (0) · aucune n'est encore enregistrée"), h.screen());
        whole();
        h.keys("1");
        assertTrue(h.row(0).startsWith(" Créer\u00a0: Ma rencontre  "), h.screen());
        assertTrue(h.shows("règles maison · graine libre · 12 × 8"), h.screen());
        assertTrue(h.shows("Salle neuve\u00a0:"), h.screen());
        assertTrue(h.shows("Case 1,1\u00a0: sol"), h.screen());
        assertTrue(h.shows("Pinceau # mur"), h.screen());
        assertTrue(h.shows("Vérifications\u00a0:"), h.screen());
        assertTrue(h.shows("trouvé une liste vide"), "the checks in French too: " + h.screen());
        assertTrue(h.row(23).contains("flèches curseur  # . , ; = + dessin  c créature  w sauver  ? aide  Échap sortir"), h.row(23));
        whole();
        h.keys("l;pj");
        assertTrue(h.shows("Pinceau ; très difficile, posé"), h.screen());
        h.keys("p+");
        assertTrue(h.shows("Porte non verrouillée (L)"), h.screen());
        h.keys("L");
        assertTrue(h.shows("Serrure"), h.screen());
        assertTrue(h.shows("Le DD du test de Dextérité pour crocheter"), h.screen());
        assertTrue(h.shows("Entrée garder  Ctrl-U effacer  Échap annuler"), h.screen());
        whole();
        h.enter();
        assertTrue(h.shows("Verrouillée, DD 15 (L)"), h.screen());
        h.keys("lc");
        assertTrue(h.shows("Poser quelle créature\u00a0?"), h.screen());
        assertTrue(h.shows("(classe)"), h.screen());
        h.enter();
        assertTrue(h.shows("archer1 (Archer) posé. Entrée pour le modifier."), h.screen());
        // The side glossed as the creature's box glosses it, too long for the pane's line: the control goes under it.
        assertTrue(h.shows("camp party (le groupe),") && h.shows("   joueur "), h.screen());
        assertTrue(h.shows("pv du modèle, IA habituelle"), h.screen());
        assertTrue(h.shows("Entrée édite · m bouge · x ôte"), h.screen());
        h.enter();
        assertTrue(h.shows("Points de vie"), h.screen());
        assertTrue(h.shows("Comportement"), h.screen());
        assertTrue(h.shows("non, à découvert"), h.screen());
        assertTrue(h.shows("Nom pour les ordres et le journal\u00a0: a-z, A-Z, 0-9, - ou _."), h.screen());
        assertTrue(h.shows("↑↓ champ  Entrée saisir  Échap retour"), h.screen());
        h.press(KeyType.ArrowDown).press(KeyType.ArrowDown);
        assertTrue(h.shows("↑↓ champ  ←→ changer  Entrée saisir  Échap retour"), h.screen());
        whole();
        h.esc().keys("?");
        assertTrue(h.shows("Touches de la création"), h.screen());
        assertTrue(h.shows("Dessiner (les caractères du format des scénarios)"), h.screen());
        assertTrue(h.shows("  #  mur         .  sol         ,  difficile   \u00a0;  très difficile"), h.screen());
        whole();
        h.esc().esc();
        assertTrue(h.shows("Quitter la création\u00a0?"), h.screen());
        assertTrue(h.shows("w Enregistrer, puis quitter"), h.screen());
        assertTrue(h.shows("y Quitter sans enregistrer (les derniers changements sont perdus)"), h.screen());
        assertTrue(h.shows("n Continuer la création"), h.screen());
        whole();
    }

    @Test
    @DisplayName("Builder: c places a creature of the content under the cursor, Enter edits it, x removes it")
    void placesAndRemoves() {
        smallRoom();
        // Not on a wall: no creature stands there, and the list is not offered.
        h.press(KeyType.ArrowUp).keys("c");
        assertTrue(h.shows("1,0 is a wall: no creature stands there. Put the cursor on open ground, then c."), h.screen());
        assertFalse(h.shows("Place which creature?"), h.screen());
        h.press(KeyType.ArrowDown);
        h.keys("ll").keys("c");
        assertTrue(h.shows("Place which creature?"), h.screen());
        assertTrue(h.shows("Bandit captain (monster)") && !h.shows("bandit-captain"), "names, not ids: " + h.screen());
        // Longer than the screen: the box is wide enough to say which part of the list it shows.
        assertTrue(h.shows("│ Enter choose  Esc back  ↑↓ (1-19 of 21)"), h.screen());
        assertFalse(h.shows("Esc back …"), h.screen());
        h.enter(); // the first template: the archer
        assertEquals("#..A.......#", mapRow(1, 12));
        assertTrue(h.shows("archer1: Archer"), h.screen());
        assertTrue(h.shows("side party, player"), h.screen());
        // Its fields: hit points typed in, control switched to the AI.
        h.enter();
        assertTrue(h.shows("archer1 (archer)"), h.screen());
        h.press(KeyType.ArrowDown).press(KeyType.ArrowDown).press(KeyType.ArrowDown).enter().keys("9").enter();
        h.press(KeyType.ArrowDown).press(KeyType.ArrowDown).press(KeyType.ArrowDown).press(KeyType.ArrowRight).press(KeyType.ArrowRight);
        assertTrue(h.shows("◀ ai ▶"), h.screen());
        h.esc();
        assertTrue(h.shows("side party, AI"), h.screen());
        assertTrue(h.shows("hp 9"), h.screen());
        h.keys("x");
        assertEquals("#..........#", mapRow(1, 12));
        assertTrue(h.shows("Removed archer1."), h.screen());
        assertTrue(h.shows("Creatures 0"), h.screen());
    }

    @Test
    @DisplayName("Builder: U undoes the last change and R redoes it; a creature carried over several squares is one change")
    void undoAndRedo() {
        smallRoom();
        h.keys("U");
        assertTrue(h.shows("Nothing to undo."), h.screen());
        h.keys("l,l;");
        assertEquals("#.,;.......#", mapRow(1, 12));
        h.keys("U");
        assertEquals("#.,........#", mapRow(1, 12));
        assertTrue(h.shows("Change undone (1 more to undo; R redoes it)."), h.screen());
        h.keys("U");
        assertEquals("#..........#", mapRow(1, 12));
        h.keys("R");
        assertEquals("#.,........#", mapRow(1, 12));
        assertTrue(h.shows("Change redone (1 more to redo)."), h.screen());
        // A new change forgets what could be redone.
        h.keys("l#").keys("R");
        assertTrue(h.shows("Nothing to redo."), h.screen());
        assertEquals("#.,.#......#", mapRow(1, 12));
        // Placed at 5,1, carried three squares right, put down: one U brings it back, a second takes it away.
        h.keys("l").keys("c").enter();
        assertEquals("#.,.#A.....#", mapRow(1, 12));
        h.keys("mlll").enter();
        assertEquals("#.,.#...A..#", mapRow(1, 12));
        h.keys("U");
        assertEquals("#.,.#A.....#", mapRow(1, 12));
        h.keys("U");
        assertEquals("#.,.#......#", mapRow(1, 12));
        assertTrue(h.shows("Creatures 0"), h.screen());
    }

    @Test
    @DisplayName("Builder: the behaviour field says what the chosen behaviour does, in the session's words")
    void behaviourDescribed() {
        smallRoom();
        h.keys("ll").keys("c").enter().enter();
        for (int i = 0; i < 4; i++) h.press(KeyType.ArrowDown);
        assertTrue(h.shows("The AI script it follows when the game plays it."), "its usual one: " + h.screen());
        for (int i = 0; i < 10; i++) h.press(KeyType.ArrowRight);
        assertTrue(h.shows("◀ sentry ▶"), h.screen());
        assertTrue(h.shows("sentry: Waits at its post with its blade raised: strikes"), h.screen());
        assertTrue(h.shows("never leaves its ground."), "three rows hold the line: " + h.screen());
        h.press(KeyType.ArrowLeft).press(KeyType.ArrowLeft);
        assertTrue(h.shows("lurker: Shoots from hiding"), h.screen());
        // The hero's line is longer than three rows: the box grows to show it whole, to its last words.
        h.press(KeyType.ArrowLeft);
        assertTrue(h.shows("hero: How a character fights"), h.screen());
        assertTrue(h.shows("and never strike or cast."), h.screen());
        assertFalse(h.shows("…"), h.screen());
    }

    @Test
    @DisplayName("Builder in French at 80x24: a behaviour's description is shown whole, however many rows it takes"
            + " (couard, five rows), not cut after three")
    void behaviourDescribedWholeInFrench() {
        game().keys("l").keys("b");
        h.keys("1");
        h.keys("ll").keys("c").enter().enter();
        for (int i = 0; i < 4; i++) h.press(KeyType.ArrowDown);
        for (int i = 0; i < 15 && !h.shows("◀ coward ▶"); i++) h.press(KeyType.ArrowRight);
        assertTrue(h.shows("couard\u00a0: Ne se bat que tant qu'il est en sécurité"), h.screen());
        assertTrue(h.shows("achève ceux qui sont en sang et se met"), h.screen());
        assertTrue(h.shows("quand rien d'autre n'est sûr."), h.screen());
        assertFalse(h.shows("…"), h.screen());
        assertTrue(h.shows("↑↓ champ  ←→ changer  Entrée saisir  Échap retour"), h.screen());
    }

    @Test
    @DisplayName("Builder: a problem ./play check would report shows under the map as it appears, and goes when it is fixed")
    void checksAsYouGo() {
        smallRoom();
        assertTrue(h.shows("Checks: 1 problem"), h.screen());
        assertTrue(h.shows("expected at least one combatant"), h.screen());
        h.keys("c").enter();
        assertTrue(h.shows("Checks: no problem, ./play check passes."), h.screen());
        // A wall drawn under the archer: the loader's own words, with the file, line and JSON path.
        h.keys("#");
        assertTrue(h.shows("Checks: 1 problem"), h.screen());
        assertTrue(h.shows("encounters/new-encounter.json:"), h.screen());
        assertTrue(h.shows("$.combatants[0]"), h.screen());
        h.keys(".");
        assertTrue(h.shows("Checks: no problem, ./play check passes."), h.screen());
        assertFalse(h.shows("$.combatants[0]"), h.screen());
    }

    @Test
    @DisplayName("Builder: w saves the encounter, New fight lists it among your encounters, and e opens it again as it was saved")
    void savesAndReopens() throws IOException {
        smallRoom();
        h.keys("l,l;").keys("c").enter();
        h.keys("N");
        assertTrue(h.shows("Ctrl-U clear"), h.screen());
        h.press(new com.googlecode.lanterna.input.KeyStroke('u', true, false));
        h.keys("Mill fight").enter();
        h.keys("S").keys("42").enter().keys("r").keys("D");
        assertTrue(h.shows("hard · plain 5e · seed 42 · 12 × 8"), h.screen());
        h.keys("w");
        assertTrue(h.shows("Saved to encounters/mill-fight.json, listed under New fight."), h.screen());
        assertTrue(Files.isRegularFile(own.resolve("mill-fight.json")));
        String before = h.screen();
        h.esc(); // saved: leaves without asking
        h.esc();
        h.keys("n").press(KeyType.End);
        assertTrue(h.shows("Mill fight"), h.screen());
        assertTrue(h.shows("[yours]"), h.screen());
        h.keys("e");
        assertTrue(h.shows("Editing your encounter mill-fight.json."), h.screen());
        assertTrue(h.shows("Build: Mill fight "), h.screen());
        for (int y = 0; y < 8; y++) assertEquals(before.split("\n")[1 + y].substring(0, 13), h.screen().split("\n")[1 + y].substring(0, 13));
        assertTrue(h.shows("hard · plain 5e · seed 42 · 12 × 8"), h.screen());
        // The cursor back on the archer shows the same creature.
        h.keys("ll");
        assertTrue(h.shows("archer1: Archer"), h.screen());
    }

    @Test
    @DisplayName("Builder: e lists your encounters; x deletes one, asked first, and it leaves New fight too; Enter edits one")
    void deletesOneOfYourEncounters() throws IOException {
        String map = "\"map\": {\"rows\": [\"#####\", \"#...#\", \"#####\"]}, \"combatants\": [{\"id\": \"kenji\","
                + " \"template\": \"samurai\", \"at\": [1, 1]}, {\"id\": \"g1\", \"template\": \"goblin\", \"at\": [3, 1]}]}";
        Files.writeString(own.resolve("alpha.json"), "{\"format\": 1, \"name\": \"Alpha\", " + map);
        Files.writeString(own.resolve("beta.json"), "{\"format\": 1, \"name\": \"Beta\", " + map);
        game().keys("b").keys("e");
        assertTrue(h.shows("Your encounters"), h.screen());
        assertTrue(h.shows("▶ Alpha  alpha.json") && h.shows("  Beta   beta.json"), "each with its file: " + h.screen());
        assertTrue(h.shows("x delete"), h.screen());
        h.keys("x");
        assertTrue(h.shows("Delete this encounter?"), h.screen());
        assertTrue(h.shows("Its file goes: it can no longer be edited or fought."), h.screen());
        h.keys("n");
        assertTrue(Files.exists(own.resolve("alpha.json")), "n keeps it");
        h.keys("x").keys("y");
        assertTrue(h.shows("Deleted: Alpha."), h.screen());
        assertFalse(Files.exists(own.resolve("alpha.json")));
        assertFalse(h.screen().contains("  Alpha "), "off the list: " + h.screen());
        assertTrue(h.shows("▶ Beta"), h.screen());
        h.enter();
        assertTrue(h.shows("Build: Beta "), h.screen());
        h.esc();
        assertTrue(h.shows("Your encounters"), "back to the list: " + h.screen());
        h.keys("x").keys("y");
        assertTrue(h.shows("None left: 1 to 4 start a new room."), h.screen());
        h.esc().esc().keys("n").press(KeyType.End);
        assertFalse(h.shows("Alpha") || h.shows("Beta"), "gone from New fight: " + h.screen());
    }

    @Test
    @DisplayName("Builder: the last encounter deleted, the list's 1 to 4 start a new room as it says; with none saved, the"
            + " Build menu's greyed e stays open and says why")
    void anEmptyListStartsARoom() throws IOException {
        game().keys("b").keys("e");
        assertTrue(h.shows("Build an encounter"), "the menu stays: " + h.screen());
        assertTrue(h.shows("Not possible now"), "and says why: " + h.screen());
        h.esc();
        Files.writeString(own.resolve("alpha.json"), "{\"format\": 1, \"name\": \"Alpha\", \"map\": {\"rows\": [\"#####\","
                + " \"#...#\", \"#####\"]}, \"combatants\": [{\"id\": \"kenji\", \"template\": \"samurai\", \"at\": [1, 1]},"
                + " {\"id\": \"g1\", \"template\": \"goblin\", \"at\": [3, 1]}]}");
        h.keys("b").keys("e").keys("x").keys("y");
        assertTrue(h.shows("None left: 1 to 4 start a new room."), h.screen());
        h.keys("1");
        assertTrue(h.row(0).startsWith(" Build: New encounter  "), h.screen());
    }

    @Test
    @DisplayName("Builder: a long saves path is told whole on the encounter list, over three rows, the list below it")
    void longSavedPathToldWhole() {
        String folder = "/home/anne/.local/share/escarmouche/encounters";
        h = new Harness(new ContentCatalog(RealContent.content()).keeping(own, folder), data);
        EncounterInfo first = RealContent.content().encounters().get(0);
        h.keys("n").keys("e").keys(",").keys("D").esc().keys("w");
        assertTrue(h.shows("New fight: choose an encounter"), h.screen());
        String told = h.row(1).strip() + " " + h.row(2).strip() + " " + h.row(3).strip();
        assertTrue(told.startsWith("Saved to " + folder + "/"), h.screen());
        assertTrue(told.endsWith(".json, listed under New fight."), h.screen());
        assertTrue(h.row(4).contains(first.name()), h.screen());
        h.press(KeyType.ArrowUp);
        assertFalse(h.screen().contains("Saved to"), h.screen());
        assertTrue(h.row(2).contains(first.name()), h.screen());
    }

    @Test
    @DisplayName("Builder: e on a shipped encounter edits a copy; saving writes a file of the player's own and leaves the shipped one untouched")
    void shippedStaysUntouched() throws IOException {
        EncounterInfo first = RealContent.content().encounters().get(0);
        byte[] before = Files.readAllBytes(first.path());
        game().keys("n").keys("e");
        assertTrue(h.shows("A copy of " + first.name()), h.screen());
        h.keys(",").keys("w");
        assertTrue(h.shows("Saved to encounters/"), h.screen());
        assertArrayEquals(before, Files.readAllBytes(first.path()));
        // Changed again and left with "Save, then leave": the list says where the file went, until the next key.
        h.keys("D").esc();
        assertTrue(h.shows("Leave the builder?"), h.screen());
        h.keys("w");
        assertTrue(h.shows("New fight: choose an encounter"), h.screen());
        assertTrue(h.row(1).contains("Saved to encounters/"), h.screen());
        h.press(KeyType.ArrowDown);
        assertFalse(h.row(1).contains("Saved to"), h.screen());
        try (Stream<Path> files = Files.list(own)) {
            assertEquals(1, files.filter(p -> p.toString().endsWith(".json")).count());
        }
    }

    @Test
    @DisplayName("Builder: a name prompt refuses a wide (Chinese, Japanese, Korean) character and says why, the name kept as"
            + " typed: drawn over two columns it would shift every screen that shows the name")
    void wideCharactersAreRefused() {
        smallRoom().keys("N");
        h.keys("漢ｆ");
        assertTrue(h.shows("Wide characters (Chinese, Japanese, Korean) take two columns and would shift the screens: refused."),
                h.screen());
        assertTrue(h.shows("> New encounter_"), h.screen());
        h.keys(" 2");
        assertFalse(h.shows("refused"), "the next key takes the help back: " + h.screen());
        h.enter();
        assertTrue(h.row(0).startsWith(" Build: New encounter 2 (unsaved)"), h.row(0));
    }

    @Test
    @DisplayName("Builder in French: the name prompt takes the apostrophe ’, guillemets, a dash, a slash, ½ and quotes as typed,"
            + " into the top bar and the file; a combining accent, which takes no column, is refused and said, not dropped")
    void nameKeepsFrenchPunctuation() throws IOException {
        game().keys("l").keys("b").keys("1").keys("N");
        h.press(new com.googlecode.lanterna.input.KeyStroke('u', true, false));
        h.keys("L’ogre « Gros » — 1/2 ½\"…");
        assertTrue(h.shows("> L’ogre « Gros » — 1/2 ½\"…_"), h.screen());
        assertFalse(h.shows("Refusé"), h.screen());
        h.keys("e\u0301");
        assertTrue(h.shows("Refusé\u00a0: U+0301. Un nom prend ce qui tient sur une colonne\u00a0: ni contrôle, ni accent seul,"
                + " ni invisible."), h.screen());
        assertTrue(h.shows("> L’ogre « Gros » — 1/2 ½\"…e_"), h.screen());
        h.enter();
        assertTrue(h.row(0).startsWith(" Créer\u00a0: L’ogre « Gros » — 1/2 ½\"…e (à sauver)"), h.row(0));
        h.keys("w");
        // The file's name keeps the name's letters and digits only: nothing of the punctuation reaches a path.
        String text = Files.readString(own.resolve("l-ogre-gros-1-2-e.json"));
        assertTrue(text.contains("\"name\": \"L’ogre « Gros » — 1/2 ½\\\"…e\""), text);
    }

    @Test
    @DisplayName("Builder: a creature's Name and Name (fr) prompts take the French apostrophe and guillemets (l’Ancien « le Sage »)")
    void creatureNamesKeepFrenchPunctuation() {
        smallRoom();
        h.keys("c").enter().enter();
        h.press(KeyType.ArrowDown).enter();
        h.keys("l’Ancien « le Sage »").enter();
        assertTrue(h.shows("Name          l’Ancien « le Sage » "), h.screen());
        for (int i = 0; i < 6; i++) h.press(KeyType.ArrowDown);
        h.enter().keys("l’Ancien").enter();
        assertTrue(h.shows("Name (fr)     l’Ancien "), h.screen());
    }

    @Test
    @DisplayName("Builder: the Id prompt takes only what the checks take in an id (a-z, A-Z, 0-9, - and _) and says what it"
            + " refused, so what it keeps passes the checks; its help says so")
    void idPromptTakesOnlyAnId() {
        smallRoom();
        h.keys("c").enter().enter();
        assertTrue(h.shows("How commands and the log name it: a-z, A-Z, 0-9, - or _."), h.screen());
        h.enter();
        h.press(new com.googlecode.lanterna.input.KeyStroke('u', true, false));
        h.keys("gob lin!");
        assertTrue(h.shows("Not taken: \"!\". An id takes only a-z, A-Z (no accents), 0-9, - or _, no space."), h.screen());
        h.keys("é");
        assertTrue(h.shows("Not taken: \"é\". An id takes only a-z, A-Z (no accents), 0-9, - or _, no space."), h.screen());
        h.keys(" ");
        assertTrue(h.shows("Not taken: \" \". An id takes only"), h.screen());
        assertTrue(h.shows("> goblin_"), h.screen());
        h.keys("-B_2").enter();
        assertTrue(h.shows("Id            goblin-B_2 "), h.screen());
        assertTrue(h.shows("Checks: no problem"), h.screen());
    }

    @Test
    @DisplayName("Builder: a number prompt says what it refused (a letter in the seed), and a full prompt says it takes no more")
    void numberAndFullPromptsSaySo() {
        smallRoom().keys("S");
        h.keys("4x");
        assertTrue(h.shows("Not taken: \"x\". A whole number: digits, and a minus for one below zero."), h.screen());
        h.keys("2");
        assertFalse(h.shows("Not taken"), "the next key takes the help back: " + h.screen());
        assertTrue(h.shows("> 42_"), h.screen());
        h.esc().keys("N");
        h.press(new com.googlecode.lanterna.input.KeyStroke('u', true, false));
        h.keys("a".repeat(40));
        assertFalse(h.shows("Not taken"), h.screen());
        h.keys("b");
        assertTrue(h.shows("Not taken: at most 40 characters."), h.screen());
        assertTrue(h.shows("> " + "a".repeat(40)), h.screen());
    }

    @Test
    @DisplayName("Builder: the notice of a copy with a long name goes on two rows under a short map, whole, not cut at 80 columns")
    void longCopyNoticeWhole() {
        game().keys("b").keys("c");
        for (int i = 0; i < 10 && !h.shows("▶ The ogre and its grapplers"); i++) h.press(KeyType.ArrowDown);
        h.press(KeyType.Enter);
        assertTrue(h.shows("Build: The ogre and its grap"), h.screen());
        int at = -1;
        for (int r = 0; r < 24; r++) if (h.row(r).contains("A copy of The ogre")) at = r;
        assertTrue(at > 9, h.screen());
        assertEquals("A copy of The ogre and its grapplers: w saves it as your own; the original stays as it is.",
                h.row(at).strip() + " " + h.row(at + 1).strip(), h.screen());
        assertFalse(h.row(at).contains("…") || h.row(at + 1).contains("…"), h.screen());
        // The title keeps the name and "(unsaved)" whole: the seed gives way (BuilderTopBarTest).
        assertEquals(" Build: The ogre and its grapplers (unsaved)      deadly · house rules · 16 × 9 ", h.row(0));
        // The next key's notice is one row again: the row above it is the map's room, blank.
        h.keys("#");
        assertFalse(h.screen().contains("A copy of"), h.screen());
    }

    @Test
    @DisplayName("Builder in French: a copy of a shipped encounter is titled by its French name until it is renamed")
    void frenchCopyTitledInFrench() {
        game().keys("l").keys("b").keys("c");
        for (int i = 0; i < 10 && !h.shows("▶ L'ogre et ses lutteurs"); i++) h.press(KeyType.ArrowDown);
        h.press(KeyType.Enter);
        assertTrue(h.row(0).startsWith(" Créer\u00a0: L'ogre et se"), h.screen());
        assertFalse(h.row(0).contains("The ogre"), h.screen());
        h.keys("N");
        h.press(new com.googlecode.lanterna.input.KeyStroke('u', true, false));
        h.keys("Le moulin").enter();
        assertTrue(h.row(0).startsWith(" Créer\u00a0: Le moulin (à sauver)"), h.screen());
    }

    @Test
    @DisplayName("Builder: an encounter of yours written by hand, without a difficulty, opens and D gives it one")
    void handWrittenWithoutDifficulty() throws IOException {
        Files.writeString(own.resolve("by-hand.json"), "{\"format\": 1, \"name\": \"By hand\", \"map\": {\"rows\": [\"#####\", \"#...#\", \"#####\"]},"
                + " \"combatants\": [{\"id\": \"kenji\", \"template\": \"samurai\", \"at\": [1, 1]},"
                + " {\"id\": \"g1\", \"template\": \"goblin\", \"at\": [3, 1]}]}");
        game().keys("n").press(KeyType.End);
        assertTrue(h.shows("By hand"), h.screen());
        h.keys("e");
        assertTrue(h.shows("Build: By hand "), h.screen());
        assertTrue(h.shows(" house rules · seed random · 5 × 3"), h.screen());
        h.keys("D");
        assertTrue(h.shows("easy · house rules"), h.screen());
        h.keys("DDDD");
        assertTrue(h.shows("easy · house rules"), h.screen());
    }

    @Test
    @DisplayName("Builder: a file of yours with no map and no creature opens, takes keys without failing, and says what is missing")
    void emptyFile() throws IOException {
        Files.writeString(own.resolve("empty.json"), "{\"format\": 1, \"name\": \"Nothing yet\"}");
        game().keys("n").press(KeyType.End).keys("e");
        assertTrue(h.shows("Build: Nothing yet "), h.screen());
        h.keys(",#L").keys("m").keys("x").enter().keys("lj").keys("c").enter();
        assertTrue(h.shows("Checks: "), h.screen());
        assertTrue(h.shows("$.map"), h.screen());
        assertFalse(h.shows("Something went wrong"), h.screen());
    }

    @Test
    @DisplayName("An encounter of yours that does not load, played from the list in French, says its problems in French")
    void brokenInFrench() throws IOException {
        Files.writeString(own.resolve("empty.json"), "{\"format\": 1, \"name\": \"Nothing yet\"}");
        game().keys("l").keys("n").press(KeyType.End).enter();
        assertTrue(h.shows("champ obligatoire"), "the loader's words in French: " + h.screen());
        assertFalse(h.shows("missing required field"), h.screen());
    }

    @Test
    @DisplayName("Builder: a map taller than the screen scrolls to keep the cursor in sight")
    void scrolls() {
        game().keys("b").keys("4");
        assertTrue(h.shows("40 × 20"), h.screen());
        assertEquals("#" + ".".repeat(38) + "#", mapRow(1, 40));
        for (int i = 0; i < 18; i++) h.press(KeyType.ArrowDown);
        assertTrue(h.shows("Square 1,19: wall"), h.screen());
        // The bottom wall is in view, on the map's last screen row (15 rows at 80x24).
        assertEquals("#".repeat(40), mapRow(14, 40));
    }

    @Test
    @DisplayName("Builder: m moves the creature under the cursor with the cursor, Enter puts it down")
    void movesACreature() {
        smallRoom();
        h.keys("c").enter();
        assertEquals("#A.........#", mapRow(1, 12));
        h.keys("m").keys("lll").keys("j");
        assertEquals("#..........#", mapRow(1, 12));
        assertEquals("#...A......#", mapRow(2, 12));
        h.enter();
        assertTrue(h.shows("archer1 stands at 4,2."), h.screen());
        h.keys("l");
        assertEquals("#...A......#", mapRow(2, 12));
    }

    @Test
    @DisplayName("Builder: a creature carried onto a wall is not put down there: Enter says why and keeps it carried,"
            + " Esc puts it back where it was picked up")
    void aCarriedCreatureIsNotPutDownOnAWall() {
        smallRoom();
        h.keys("c").enter();
        assertEquals("#A.........#", mapRow(1, 12));
        h.keys("m").keys("ll").keys("k");
        h.enter();
        assertTrue(h.shows("3,0 is a wall: no creature stands there. Move archer1 on to open ground, then Enter (Esc:"
                + " back to 1,1)."), h.screen());
        h.keys("j");
        assertEquals("#..A.......#", mapRow(1, 12), "still carried, it follows the cursor: " + h.screen());
        h.keys("k").esc();
        assertTrue(h.shows("3,0 is a wall: archer1 is back at 1,1, where it stood."), h.screen());
        assertEquals("#A.........#", mapRow(1, 12));
        assertFalse(h.shows("Moving archer1"), "the carry is over: " + h.screen());
    }

    @Test
    @DisplayName("Builder: a saved encounter is played from New fight like any other: its party, then the fight")
    void savedPlays() {
        smallRoom();
        h.keys("c").enter().keys("llllll").keys("c");
        for (int i = 0; i < 12; i++) h.press(KeyType.ArrowDown); // the goblin, after the classes and two monsters
        h.enter().keys("w").esc().esc();
        h.keys("n").press(KeyType.End).enter();
        assertTrue(h.shows("New encounter [medium]"), h.screen());
        assertTrue(h.shows("Your party (1 of at most 6)"), h.screen());
        h.enter();
        assertTrue(h.shows("Round 1"), h.screen());
    }

    @Test
    @DisplayName("Builder: ? lists the keys, and leaving with changes not saved asks first")
    void keysAndLeaving() {
        smallRoom();
        h.keys("?");
        assertTrue(h.shows("Builder keys"), h.screen());
        assertTrue(h.shows("very difficult"), h.screen());
        h.esc();
        h.keys(",").esc();
        assertTrue(h.shows("Leave the builder?"), h.screen());
        assertTrue(h.shows("y Leave without saving (the changes since the last save are lost)"), h.screen());
        h.keys("n");
        assertTrue(h.shows("Build: New encounter"), h.screen());
        h.esc().keys("y");
        assertTrue(h.shows("Build an encounter"), "left without a file: " + h.screen());
        assertEquals(0, own.toFile().list().length, "nothing written");
    }

    @Test
    @DisplayName("Builder: a session that ends under it (a dropped connection, a closed window) keeps the work not saved"
            + " as a new encounter named \"(recovered)\", never over a file; an untouched room and work thrown away"
            + " on purpose keep nothing")
    void workNotSavedIsKeptWhenTheSessionEnds() throws Exception {
        smallRoom();
        h.close();
        assertEquals(0, own.toFile().list().length, "an untouched room is no work: " + List.of(own.toFile().list()));
        smallRoom();
        h.keys(",").keys("N").press(new com.googlecode.lanterna.input.KeyStroke('u', true, false)).keys("Mill").enter();
        h.close();
        Path kept = own.resolve("mill-recovered.json");
        assertTrue(Files.isRegularFile(kept), List.of(own.toFile().list()).toString());
        assertTrue(Files.readString(kept).contains("\"name\": \"Mill (recovered)\""), Files.readString(kept));
        assertTrue(Files.readString(kept).contains("#,.........#"), "the drawing is kept: " + Files.readString(kept));
        // Once more: a second copy beside the first, which is not written over.
        smallRoom();
        h.keys(",").keys("N").press(new com.googlecode.lanterna.input.KeyStroke('u', true, false)).keys("Mill").enter();
        h.close();
        assertTrue(Files.isRegularFile(own.resolve("mill-recovered-2.json")), List.of(own.toFile().list()).toString());
        // Thrown away on purpose: nothing more.
        smallRoom();
        h.keys(",").esc().keys("y");
        h.close();
        assertEquals(2, own.toFile().list().length, List.of(own.toFile().list()).toString());
    }

    @Test
    @DisplayName("Builder: the next session's title screen says where the work kept at the end of the last one went,"
            + " once, until a key")
    void theNextSessionIsToldOfTheWorkKept() throws Exception {
        java.util.concurrent.atomic.AtomicReference<escarmouche.ui.page.KeptDraft> kept =
                new java.util.concurrent.atomic.AtomicReference<>(escarmouche.ui.page.KeptDraft.NONE);
        escarmouche.ui.page.ChoiceMemory<escarmouche.ui.page.KeptDraft> memory = new escarmouche.ui.page.ChoiceMemory<>() {
            @Override
            public java.util.Optional<escarmouche.ui.page.KeptDraft> remembered() {
                return kept.get().name() == null && kept.get().lost() == null ? java.util.Optional.empty()
                        : java.util.Optional.of(kept.get());
            }

            @Override
            public void remember(escarmouche.ui.page.KeptDraft choice) {
                kept.set(choice);
            }
        };
        escarmouche.ui.page.EncounterCatalog catalog = new ContentCatalog(RealContent.content()).keeping(own, "encounters");
        h = new Harness(catalog, data, g -> g.rememberingKeptDrafts(memory));
        h.keys("b").keys("1").keys(",").keys("N").press(new com.googlecode.lanterna.input.KeyStroke('u', true, false))
                .keys("Mill").enter();
        h.close();
        assertEquals("Mill (recovered)", kept.get().name());
        h = new Harness(catalog, data, g -> g.rememberingKeptDrafts(memory));
        assertTrue(h.shows("Your last session ended in the builder with work not saved: it is kept as \"Mill"
                + " (recovered)\". Build an encounter, then e, to go on with it or delete it."), h.screen());
        assertFalse(h.shows("New here?"), h.screen());
        // Forgotten once answered with a key, not when drawn: a session cut before that says it again.
        assertEquals("Mill (recovered)", kept.get().name(), "shown, not yet answered");
        h.press(KeyType.ArrowDown);
        assertEquals(escarmouche.ui.page.KeptDraft.NONE, kept.get(), "said once");
        assertTrue(h.shows("New here?"), "gone with the next key: " + h.screen());
        h.close();
        h = new Harness(catalog, data, g -> g.rememberingKeptDrafts(memory));
        assertFalse(h.shows("Your last session ended"), h.screen());
    }

    @Test
    @DisplayName("Builder: leaving with changes not saved, w saves them and leaves; the title screen says where the"
            + " file went until the next key, and the file is there to play")
    void saveThenLeave() throws Exception {
        smallRoom();
        h.keys(",").esc();
        h.keys("w");
        assertTrue(h.shows("Build an encounter"), "back on the title screen: " + h.screen());
        assertTrue(h.shows("new-encounter.json"), "where it went: " + h.screen());
        assertFalse(h.shows("New here?"), "in place of the newcomers' note: " + h.screen());
        assertTrue(Files.isRegularFile(own.resolve("new-encounter.json")), "saved: " + java.util.Arrays.toString(own.toFile().list()));
        h.press(KeyType.ArrowDown);
        assertFalse(h.shows("new-encounter.json"), "gone with the next key: " + h.screen());
        assertTrue(h.shows("New here?"), h.screen());
    }

    @Test
    @DisplayName("Builder: a side typed one slip away from another (monster beside monsters): no odds, but the two sides named")
    void aSideSpeltTwoWays() {
        FakeOdds odds = new FakeOdds();
        h = new Harness(new ContentCatalog(RealContent.content()).keeping(own, "encounters").withOdds(odds), data);
        h.keys("b").keys("1");
        h.keys("c").enter();
        for (String square : List.of("lll", "l")) {
            h.keys(square).keys("c");
            for (int i = 0; i < GOBLIN; i++) h.press(KeyType.ArrowDown);
            h.enter();
        }
        assertTrue(h.shows("goblin2: Goblin"), h.screen());
        assertTrue(h.shows("Odds of the encounter as it stands"), h.screen());
        h.enter();
        h.press(KeyType.ArrowDown);
        h.press(KeyType.ArrowDown);
        h.enter();
        for (int i = 0; i < "monsters".length(); i++) h.press(KeyType.Backspace);
        h.keys("monster").enter();
        h.press(KeyType.Escape);
        assertTrue(h.shows("Checks: no problem"), h.screen());
        assertTrue(h.shows("No odds yet: side \"monster\" and side \"monsters\" are enemies. One side spelt"), h.screen());
        assertFalse(h.shows("Odds of the encounter"), h.screen());
    }

    @Test
    @DisplayName("Builder: once the checks pass, the odds of the encounter as it stands, asked again after each change; none while a problem stands")
    void oddsAsYouBuild() {
        FakeOdds odds = new FakeOdds();
        h = new Harness(new ContentCatalog(RealContent.content()).keeping(own, "encounters").withOdds(odds), data);
        h.keys("b").keys("1");
        assertFalse(h.shows("Odds of the encounter"), "no odds while a problem stands: " + h.screen());
        h.keys("c").enter();
        // One side alone wins before a turn is played: no odds, but what is missing.
        assertTrue(h.shows("Checks: no problem"), h.screen());
        assertTrue(h.shows("No fight yet: every creature is on side party."), h.screen());
        assertFalse(h.shows("Odds of the encounter"), h.screen());
        assertTrue(odds.watches.stream().allMatch(w -> w.texts.isEmpty()), "nothing simulated for one side");
        h.keys("lll").keys("c");
        for (int i = 0; i < GOBLIN; i++) h.press(KeyType.ArrowDown);
        h.enter();
        assertTrue(h.shows("goblin1: Goblin"), h.screen());
        assertFalse(h.shows("No fight yet"), h.screen());
        assertTrue(h.shows("Odds of the encounter as it stands (simulated again after each change)"), h.screen());
        assertTrue(h.shows("Odds (house rules): waiting"), h.screen());
        FakeOdds.Watch page = odds.watches.get(odds.watches.size() - 1);
        assertEquals(1, page.texts.size(), page.texts.toString());
        assertTrue(page.texts.get(0).contains("\"archer1\"") && page.texts.get(0).contains("\"goblin1\""), page.texts.get(0));
        odds.ofText("draft", new OddsState.Ready(new OddsFigures("house", 400, 244, 156, 6, 6.4, List.of(
                new OddsFigures.Combatant("archer1", "Archer1", "party", 136, 12.5, 9.25, 196)))));
        odds.changed();
        assertTrue(h.shows("House rules, 400 fights: party wins 61% (56-66%), median 6 rounds"), h.screen());
        assertTrue(h.shows("Down most often: Archer1, 49% of the fights (dies in 34%)."), h.screen());
        h.keys("lll").keys("c");
        assertTrue(page.paused, "the list of creatures covers the odds");
        for (int i = 0; i < GOBLIN; i++) h.press(KeyType.ArrowDown);
        h.enter();
        assertTrue(h.shows("goblin2: Goblin"), h.screen());
        assertFalse(page.paused, "back on the map, the odds are wanted again");
        assertEquals(2, page.texts.size(), "the changed encounter is simulated again");
        assertTrue(page.texts.get(1).contains("\"goblin2\""), page.texts.get(1));
        odds.ofText("draft", new OddsState.Running("house", 100, 400));
        odds.changed();
        assertTrue(h.shows("Odds of the encounter as it stands (before the last change: 61%)"),
                "while the new figures are worked out, the last ones: " + h.screen());
        odds.ofText("draft", new OddsState.Ready(new OddsFigures("house", 400, 100, 300, 6, 6.4, List.of(
                new OddsFigures.Combatant("archer1", "Archer1", "party", 290, 2.5, 9.25, 300)))));
        odds.changed();
        assertTrue(h.shows("House rules, 400 fights: party wins 25%"), h.screen());
        assertTrue(h.shows("Odds of the encounter as it stands (before the last change: 61%)"), h.screen());
        assertTrue(h.shows("v: watch one of these fights (the next each time)"), "no defeat to watch: " + h.screen());
        h.keys("v");
        assertTrue(h.row(0).contains("Replay: New encounter, fight 1 (house rules)"), h.screen());
        h.keys("q").keys("v");
        assertTrue(h.row(0).contains("Replay: New encounter, fight 2 (house rules)"), "the next one: " + h.screen());
        h.keys("q");
        odds.ofText("draft", new OddsState.Ready(new OddsFigures("house", 400, 100, 300, 6, 6.4, List.of(
                new OddsFigures.Combatant("archer1", "Archer1", "party", 290, 2.5, 9.25, 300)),
                new OddsFigures.FirstDefeat(0, 3))));
        odds.changed();
        assertTrue(h.shows("v: watch one of these fights · d: the first lost (seed 0, 3 rounds)"), h.screen());
        h.keys("d");
        assertTrue(h.row(0).contains("Replay: New encounter, a defeat"), h.screen());
        h.keys("q");
        assertTrue(h.shows("goblin2: Goblin"), "back in the builder, the draft as it was: " + h.screen());
        h.keys("#");
        assertTrue(h.shows("Checks: 1 problem"), h.screen());
        assertFalse(h.shows("Odds of the encounter"), "a draft with a problem has no odds: " + h.screen());
        assertEquals(2, page.texts.size(), "nor is it simulated");
    }

    @Test
    @DisplayName("Builder: once its odds are ready, the top bar says the difficulty they give beside the draft's own"
            + " when the two differ (medium, odds: hard at 61%); D set to it, only the difficulty")
    void theOddsSuggestADifficulty() {
        FakeOdds odds = new FakeOdds();
        h = new Harness(new ContentCatalog(RealContent.content()).keeping(own, "encounters").withOdds(odds), data);
        h.keys("b").keys("1");
        h.keys("c").enter();
        h.keys("lll").keys("c");
        for (int i = 0; i < GOBLIN; i++) h.press(KeyType.ArrowDown);
        h.enter();
        assertTrue(h.shows("goblin1: Goblin"), h.screen());
        assertTrue(h.row(0).contains("medium · house rules"), "no suggestion while the odds are worked out: " + h.screen());
        odds.ofText("draft", new OddsState.Ready(new OddsFigures("house", 400, 244, 156, 6, 6.4, List.of(
                new OddsFigures.Combatant("archer1", "Archer1", "party", 136, 12.5, 9.25, 196)))));
        odds.changed();
        assertTrue(h.shows("House rules, 400 fights: party wins 61% (56-66%), median 6 rounds"), h.screen());
        assertTrue(h.row(0).contains("medium (odds: hard) · house rules"), h.screen());
        h.keys("D");
        assertTrue(h.row(0).contains("hard · house rules"), h.screen());
        assertFalse(h.row(0).contains("odds:"), "the draft says what its odds say: " + h.screen());
        // 70 % of the fights won: medium, the band's first rate.
        odds.ofText("draft", new OddsState.Ready(new OddsFigures("house", 400, 280, 120, 6, 6.4, List.of(
                new OddsFigures.Combatant("archer1", "Archer1", "party", 136, 12.5, 9.25, 196)))));
        odds.changed();
        assertTrue(h.row(0).contains("hard (odds: medium) · house rules"), h.screen());
        h.keys("#");
        assertTrue(h.shows("Checks: 1 problem"), h.screen());
        assertTrue(h.row(0).contains("hard · house rules"), "no odds, no suggestion: " + h.screen());
    }

    @Test
    @DisplayName("Builder in French: the difficulty the odds give, beside the draft's own (moyen (chances : difficile))")
    void theOddsSuggestADifficultyInFrench() {
        FakeOdds odds = new FakeOdds();
        h = new Harness(new ContentCatalog(RealContent.content()).keeping(own, "encounters").withOdds(odds), data);
        h.keys("l").keys("b").keys("1");
        h.keys("c").enter();
        h.keys("lll").keys("c");
        for (int i = 0; i < GOBLIN; i++) h.press(KeyType.ArrowDown);
        h.enter();
        odds.ofText("draft", new OddsState.Ready(new OddsFigures("house", 400, 244, 156, 6, 6.4, List.of(
                new OddsFigures.Combatant("archer1", "Archer1", "party", 136, 12.5, 9.25, 196)))));
        odds.changed();
        // At 80 columns the rules give way to the name and "(à sauver)" (BuilderTopBarTest).
        assertTrue(h.row(0).contains("moyen (chances\u00a0: difficile) · 12 × 8"), h.screen());
    }

    @Test
    @DisplayName("Builder: C compares the draft under the house rules and plain 5e, its text as it stands; not while a"
            + " problem stands; Esc comes back to the draft")
    void compareTheDraft() {
        FakeOdds odds = new FakeOdds();
        h = new Harness(new ContentCatalog(RealContent.content()).keeping(own, "encounters").withOdds(odds), data);
        h.keys("b").keys("1");
        h.keys("C");
        assertTrue(h.shows("The comparison needs a draft that passes its checks"), h.screen());
        h.keys("c").enter();
        h.keys("lll").keys("c");
        for (int i = 0; i < GOBLIN; i++) h.press(KeyType.ArrowDown);
        h.enter();
        assertTrue(h.shows("goblin1: Goblin"), h.screen());
        odds.ofText("draft", "house", new OddsState.Ready(new OddsFigures("house", 400, 244, 156, 6, 6.4, List.of(
                new OddsFigures.Combatant("archer1", "Archer1", "party", 136, 12.5, 9.25, 196)))));
        h.keys("C");
        assertTrue(h.row(0).contains("House rules or plain 5e? New encounter (draft)"), h.screen());
        FakeOdds.Watch compare = odds.watches.get(odds.watches.size() - 1);
        assertEquals(List.of("party|draft|dd5", "party|draft|house"), compare.focused);
        assertEquals(1, compare.rulesTexts.size(), compare.rulesTexts.toString());
        assertTrue(compare.rulesTexts.get(0).contains("\"goblin1\""), compare.rulesTexts.get(0));
        assertTrue(h.shows("61% (56-66%)"), h.screen());
        assertTrue(h.shows("Esc back to the builder"), h.screen());
        h.keys("p");
        assertTrue(h.row(0).contains("Which house rule weighs here? New encounter (draft)"), h.screen());
        h.esc();
        h.esc();
        assertTrue(compare.closed, "the comparison's odds withdrawn");
        assertTrue(h.shows("goblin1: Goblin"), "back in the builder, the draft as it was: " + h.screen());
    }

    @Test
    @DisplayName("Builder in French: a monster placed is named as the content names it in French, on the notice and in the pane")
    void monsterNamesInFrench() {
        game().keys("l").keys("b").keys("1").keys("c");
        for (int i = 0; i < GOBLIN; i++) h.press(KeyType.ArrowDown);
        h.enter();
        assertTrue(h.shows("goblin1 (Gobelin) posé."), h.screen());
        assertTrue(h.shows("goblin1\u00a0: Gobelin"), h.screen());
        assertFalse(h.shows("Goblin"), h.screen());
    }

    @Test
    @DisplayName("Builder in French: a creature's side and control keep the file's words, with the French beside them")
    void sideAndControlGlossedInFrench() {
        game().keys("l").keys("b").keys("1").keys("c");
        for (int i = 0; i < GOBLIN; i++) h.press(KeyType.ArrowDown);
        h.enter().enter();
        assertTrue(h.shows("Camp          monsters (les monstres)"), h.screen());
        assertTrue(h.shows("Contrôle      par défaut\u00a0: ai (l'IA)"), h.screen());
        for (int i = 0; i < 2; i++) h.press(KeyType.ArrowDown);
        h.press(KeyType.ArrowLeft);
        assertTrue(h.shows("◀ party (le groupe) ▶"), h.screen());
        assertTrue(h.shows("Contrôle      par défaut\u00a0: player (un joueur)"), h.screen());
    }

    @Test
    @DisplayName("Builder in French: the map or the copy of a shipped encounter is named by its French name")
    void shippedNamesInFrench() {
        game().keys("l").keys("b").keys("m");
        for (int i = 0; i < 10 && !h.shows("▶ Gobelins au gué"); i++) h.press(KeyType.ArrowDown);
        h.enter();
        assertTrue(h.shows("La carte de «\u00a0Gobelins au gué\u00a0», encore vide"), h.screen());
        assertFalse(h.shows("Goblins at the ford"), h.screen());
        h.esc();
        if (h.shows("Quitter la création")) h.keys("y");
        h.keys("b").keys("c");
        for (int i = 0; i < 10 && !h.shows("▶ Gobelins au gué"); i++) h.press(KeyType.ArrowDown);
        h.enter();
        assertTrue(h.shows("Copie de «\u00a0Gobelins au gué\u00a0»\u00a0: w l'enregistre"), h.screen());
    }

    @Test
    @DisplayName("Builder: a field's help wider than the creature's box wraps onto a second line instead of being cut")
    void fieldHelpIsReadWhole() {
        smallRoom();
        h.keys("c").enter().enter();
        // The id's help fits its row (the hit points' below does not).
        assertTrue(h.shows("│ How commands and the log name it: a-z, A-Z, 0-9, - or _. │"), h.screen());
        assertFalse(h.shows("…"), h.screen());
        h.press(KeyType.ArrowDown).press(KeyType.ArrowDown).press(KeyType.ArrowDown);
        assertTrue(h.shows("Hit points at the start; ← from 1 goes back to the"), h.screen());
        assertTrue(h.shows("│ template's."), h.screen());
        assertTrue(h.shows("↑↓ field"), "the keys still under the help: " + h.screen());
    }

    @Test
    @DisplayName("Builder: hit points too long for a number are held at the edge for the checks to refuse, and a lone '-' is refused with a word, the value kept")
    void hitPointsOutOfRangeAreNotSilentlyOne() {
        smallRoom();
        h.keys("c").enter().enter();
        h.press(KeyType.ArrowDown).press(KeyType.ArrowDown).press(KeyType.ArrowDown);
        h.enter().keys("99999999999").enter();
        // Once read as 1 without a word: now the number is kept at the edge and the checks say it is too many.
        assertTrue(h.shows("Hit points    ◀ 2147483647 ▶"), h.screen());
        assertFalse(h.shows("Checks: no problem"), h.screen());
        h.enter();
        for (int i = 0; i < 10; i++) h.press(KeyType.Backspace);
        h.press(KeyType.Backspace).keys("-").enter();
        assertTrue(h.shows("\"-\" is not a whole number: the value is left as it was."), h.screen());
        assertTrue(h.shows("Hit points    ◀ 2147483647 ▶"), h.screen());
        // The next key gives the field's help back.
        h.press(KeyType.ArrowUp).press(KeyType.ArrowDown);
        assertTrue(h.shows("Hit points at the start; ← from 1 goes back to the"), h.screen());
    }

    @Test
    @DisplayName("Builder: a creature's French gender is one of its fields, not given at first, then f and m")
    void gender() {
        smallRoom();
        h.keys("c").enter().enter();
        assertTrue(h.shows("Gender (fr)   not given (masculine)"), h.screen());
        for (int i = 0; i < 8; i++) h.press(KeyType.ArrowDown);
        h.press(KeyType.ArrowRight);
        assertTrue(h.shows("◀ f (feminine) ▶"), h.screen());
        assertTrue(h.shows("The French log agrees with the gender of its name."), "its help, whole: " + h.screen());
        h.press(KeyType.ArrowRight);
        assertTrue(h.shows("◀ m (masculine) ▶"), h.screen());
        assertTrue(h.shows("Checks: no problem"), h.screen());
    }

    @Test
    @DisplayName("Builder: a creature's own names, in English and French, are typed in its fields, shown beside it, saved and read back; cleared, they go")
    void names() throws IOException {
        smallRoom();
        h.keys("c").enter().enter();
        assertTrue(h.shows("Name          its template's (Archer)"), h.screen());
        assertTrue(h.shows("Name (fr)     its template's"), h.screen());
        h.press(KeyType.ArrowDown).enter();
        assertTrue(h.shows("Its own name; empty for its template's."), h.screen());
        h.keys("Aldric the Bold").enter();
        // A name is typed, not turned with ←→: no arrows round it, none in the box's keys.
        assertTrue(h.shows("Name          Aldric the Bold "), h.screen());
        assertFalse(h.shows("◀ Aldric"), h.screen());
        assertFalse(h.shows("←→ change"), h.screen());
        for (int i = 0; i < 6; i++) h.press(KeyType.ArrowDown);
        h.enter().keys("Aldric le Hardi").enter();
        assertTrue(h.shows("Name (fr)     Aldric le Hardi "), h.screen());
        h.press(KeyType.ArrowDown);
        assertTrue(h.shows("◀ not given (masculine) ▶"), h.screen());
        assertTrue(h.shows("←→ change"), h.screen());
        h.press(KeyType.ArrowUp);
        h.esc();
        assertTrue(h.shows("archer1: Aldric the Bold"), h.screen());
        assertTrue(h.shows(" template: Archer"), h.screen());
        assertTrue(h.shows("Checks: no problem"), h.screen());
        h.keys("w");
        String text = Files.readString(own.resolve("new-encounter.json"));
        assertTrue(text.contains("\"name\":\"Aldric the Bold\""), text);
        assertTrue(text.contains("\"fr\":{\"name\":\"Aldric le Hardi\"}"), text);
        // Read back as written, then both cleared: Enter on an empty prompt.
        h.esc();
        h.esc();
        h.keys("n").press(KeyType.End).keys("e");
        assertTrue(h.shows("Editing your encounter new-encounter.json."), h.screen());
        h.enter();
        assertTrue(h.shows("Name          Aldric the Bold"), h.screen());
        assertTrue(h.shows("Name (fr)     Aldric le Hardi"), h.screen());
        h.press(KeyType.ArrowDown).enter();
        h.press(new com.googlecode.lanterna.input.KeyStroke('u', true, false));
        h.enter();
        for (int i = 0; i < 6; i++) h.press(KeyType.ArrowDown);
        h.enter();
        h.press(new com.googlecode.lanterna.input.KeyStroke('u', true, false));
        h.enter().esc().keys("w");
        text = Files.readString(own.resolve("new-encounter.json"));
        assertFalse(text.contains("Aldric"), text);
        assertFalse(text.contains("\"fr\""), text);
    }

    @Test
    @DisplayName("A prompt over the builder puts its keys (Enter keep, Ctrl-U clear, Esc cancel) in the bar at the bottom, not the builder's")
    void promptKeysInTheBar() {
        game().keys("b").keys("1");
        assertTrue(h.shows("Build: New encounter"), h.screen());
        String builder = h.row(23);
        h.keys("N");
        assertTrue(h.row(23).contains("Ctrl-U"), h.row(23));
        assertFalse(h.row(23).equals(builder), h.row(23));
    }

    @Test
    @DisplayName("Two heroes the builder placed (fighter1, fighter2) are Fighter 1 and Fighter 2 on the party screen, as in the fight")
    void placedHeroesNumbered() throws IOException {
        Files.writeString(own.resolve("two.json"), """
                {"format": 1, "name": "Two", "map": {"rows": ["########", "#......#", "#......#", "########"]},
                 "combatants": [{"id": "fighter1", "template": "fighter", "side": "party", "at": [1, 1]},
                                {"id": "fighter2", "template": "fighter", "side": "party", "at": [1, 2]},
                                {"id": "g1", "template": "goblin", "side": "monsters", "at": [6, 1]}]}
                """);
        game().keys("n").press(KeyType.End).enter();
        assertTrue(h.shows("Your party (2 of at most 6)"), h.screen());
        assertTrue(h.shows("Fighter 1        fighter 3"), h.screen());
        assertTrue(h.shows("Fighter 2        fighter 3"), h.screen());
    }

    @Test
    @DisplayName("Builder: undoing back to what the file holds takes '(unsaved)' away, and Esc leaves without asking;"
            + " after a save, the same")
    void undoBackToTheFileIsSaved() throws IOException {
        Files.writeString(own.resolve("alpha.json"), "{\"format\": 1, \"name\": \"Alpha\", \"map\": {\"rows\": [\"#####\","
                + " \"#...#\", \"#####\"]}, \"combatants\": [{\"id\": \"kenji\", \"template\": \"samurai\", \"at\": [1, 1]},"
                + " {\"id\": \"g1\", \"template\": \"goblin\", \"at\": [3, 1]}]}");
        game().keys("b").keys("e").enter();
        assertTrue(h.row(0).startsWith(" Build: Alpha "), h.row(0));
        assertFalse(h.row(0).contains("(unsaved)"), h.row(0));
        h.keys("N");
        h.keys("2").enter();
        assertTrue(h.row(0).startsWith(" Build: Alpha2 (unsaved)"), h.row(0));
        h.keys("U");
        assertTrue(h.row(0).startsWith(" Build: Alpha "), h.row(0));
        assertFalse(h.row(0).contains("(unsaved)"), h.row(0));
        h.esc();
        assertFalse(h.shows("Leave the builder?"), "nothing to save: " + h.screen());
        assertTrue(h.shows("Your encounters"), h.screen());
        // Saved, changed, undone: again what the file holds.
        h.enter().keys("N").keys("2").enter().keys("w");
        assertTrue(h.row(0).startsWith(" Build: Alpha2 "), h.row(0));
        assertFalse(h.row(0).contains("(unsaved)"), h.row(0));
        h.keys("N").keys("3").enter().keys("U");
        assertFalse(h.row(0).contains("(unsaved)"), h.row(0));
        h.esc();
        assertFalse(h.shows("Leave the builder?"), "nothing to save: " + h.screen());
    }
}
