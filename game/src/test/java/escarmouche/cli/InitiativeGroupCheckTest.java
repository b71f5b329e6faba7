package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * TURN-INIT: one roll for a group of identical monsters. The engine adds the first member's Dex modifier for
 * the whole group, so check warns of a group of unlike creatures and refuses one that holds two sides.
 */
class InitiativeGroupCheckTest {
    private static final String ROOM = "\"map\": {\"rows\": [\"#########\", \"#.......#\", \"#.......#\", \"#########\"]}";

    @TempDir
    Path tmp;

    private Path scenario(String name, String combatants) throws IOException {
        return Files.writeString(tmp.resolve(name), "{\"format\": 1, " + ROOM + ",\n \"combatants\": [\n"
                + combatants + "]}\n");
    }

    @Test
    @DisplayName("TURN-INIT: an ogre and a goblin in one group: check warns (the group rolls with the ogre's Dex -1), exit 0")
    void TURN_INIT_unlikeCreaturesInOneGroupAreWarnedOf() throws IOException {
        Path s = scenario("mob.json", "  {\"id\": \"hero\", \"template\": \"fighter\", \"at\": [1, 1]},\n"
                + "  {\"id\": \"ogre\", \"template\": \"ogre\", \"at\": [5, 1], \"group\": \"mob\"},\n"
                + "  {\"id\": \"gob\", \"template\": \"goblin\", \"at\": [7, 2], \"group\": \"mob\"}");
        Cli.Result en = Cli.run("check", s.toString());
        assertEquals(0, en.exit(), en.err());
        assertEquals("warning: " + s + ":5:62: $.combatants[2].group: group \"mob\" rolls one initiative for \"ogre\""
                + " (ogre, Dex -1) and \"gob\" (goblin, Dex +2), which are not identical creatures (TURN-INIT): the whole"
                + " group adds the Dex modifier of \"ogre\", -1; give \"gob\" its own group, or none\n", en.err());
        Cli.Result fr = Cli.run("check", "--lang", "fr", s.toString());
        assertEquals(0, fr.exit(), fr.err());
        assertEquals("attention\u00a0: " + s + ":5:62: $.combatants[2].group\u00a0: le groupe «\u00a0mob\u00a0» lance une seule"
                + " initiative pour «\u00a0ogre\u00a0» (ogre, Dex -1) et «\u00a0gob\u00a0» (goblin, Dex +2), qui ne sont pas des créatures"
                + " identiques (TURN-INIT)\u00a0: tout le groupe ajoute le modificateur de Dex de «\u00a0ogre\u00a0», -1\u00a0;"
                + " donnez à «\u00a0gob\u00a0» son propre groupe, ou aucun\n", fr.err());
    }

    @Test
    @DisplayName("TURN-INIT: goblins alike in one group, and a goblin given another Dex: only the one unlike is warned of")
    void TURN_INIT_identicalMonstersAreNotWarnedOf() throws IOException {
        Path s = scenario("gobs.json", "  {\"id\": \"hero\", \"template\": \"fighter\", \"at\": [1, 1]},\n"
                + "  {\"id\": \"g1\", \"template\": \"goblin\", \"at\": [5, 1], \"group\": \"gobs\"},\n"
                + "  {\"id\": \"g2\", \"template\": \"goblin\", \"at\": [6, 1], \"group\": \"gobs\"},\n"
                + "  {\"id\": \"g3\", \"template\": \"goblin\", \"at\": [7, 1], \"group\": \"gobs\", \"abilities\": {\"dex\": 8}}");
        Cli.Result r = Cli.run("check", s.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals("warning: " + s + ":6:61: $.combatants[3].group: group \"gobs\" rolls one initiative for \"g1\""
                + " (goblin, Dex +2) and \"g3\" (goblin, Dex -1), which are not identical creatures (TURN-INIT): the whole"
                + " group adds the Dex modifier of \"g1\", +2; give \"g3\" its own group, or none\n", r.err());
    }

    @Test
    @DisplayName("TURN-INIT: a party samurai grouped with a goblin is refused with exit 2, in English and French")
    void TURN_INIT_aGroupOfTwoSidesIsRefused() throws IOException {
        Path s = scenario("sides.json", "  {\"id\": \"kenji\", \"template\": \"samurai\", \"at\": [1, 1], \"group\": \"x\"},\n"
                + "  {\"id\": \"g1\", \"template\": \"goblin\", \"at\": [7, 2], \"group\": \"x\"}");
        Cli.Result en = Cli.run("check", s.toString());
        assertEquals(2, en.exit(), en.err());
        assertEquals(s + ":4:61: $.combatants[1].group: group \"x\" holds \"kenji\" of side party and \"g1\" of side"
                + " monsters: a group shares one initiative roll (TURN-INIT), which creatures of two sides never do: give"
                + " \"g1\" another group, or none\n1 problem found.\n", en.err());
        Cli.Result fr = Cli.run("check", "--lang", "fr", s.toString());
        assertEquals(2, fr.exit(), fr.err());
        assertEquals(s + ":4:61: $.combatants[1].group\u00a0: le groupe «\u00a0x\u00a0» réunit «\u00a0kenji\u00a0» du camp party et «\u00a0g1\u00a0» du camp"
                + " monsters\u00a0: un groupe partage un seul jet d'initiative (TURN-INIT), ce que deux camps ne font"
                + " jamais\u00a0: donnez à «\u00a0g1\u00a0» un autre groupe, ou aucun\n1 problème trouvé.\n", fr.err());
        Cli.Result run = Cli.run("run", s.toString(), "--all-ai");
        assertEquals(2, run.exit(), run.err());
    }

    @Test
    @DisplayName("TURN-INIT: two fighters of the party in one group are warned of (a PC rolls its own), in English and French; run and simulate say it too")
    void TURN_INIT_playerCharactersInOneGroupAreWarnedOf() throws IOException {
        Path s = scenario("pcgrp.json", "  {\"id\": \"a\", \"template\": \"fighter\", \"at\": [1, 1], \"group\": \"heroes\"},\n"
                + "  {\"id\": \"b\", \"template\": \"fighter\", \"at\": [1, 2], \"group\": \"heroes\"},\n"
                + "  {\"id\": \"g1\", \"template\": \"goblin\", \"at\": [7, 1]}");
        Cli.Result en = Cli.run("check", s.toString());
        assertEquals(0, en.exit(), en.err());
        assertEquals("warning: " + s + ":3:61: $.combatants[0].group: group \"heroes\" gives player character \"a\" the one"
                + " initiative roll of its 2 members: only identical monsters share a roll (TURN-INIT); a player character"
                + " rolls its own, and the player chooses between tied characters: take \"a\" out of the group\n"
                + "warning: " + s + ":4:61: $.combatants[1].group: group \"heroes\" gives player character \"b\" the one"
                + " initiative roll of its 2 members: only identical monsters share a roll (TURN-INIT); a player character"
                + " rolls its own, and the player chooses between tied characters: take \"b\" out of the group\n", en.err());
        Cli.Result fr = Cli.run("check", "--lang", "fr", s.toString());
        assertEquals(0, fr.exit(), fr.err());
        assertEquals(true, fr.err().startsWith("attention\u00a0: " + s + ":3:61: $.combatants[0].group\u00a0: le groupe «\u00a0heroes\u00a0»"
                + " donne au personnage joueur «\u00a0a\u00a0» le seul jet d'initiative de ses 2 membres\u00a0: seuls des monstres"
                + " identiques partagent un jet (TURN-INIT)\u00a0; un personnage joueur lance le sien, et le joueur choisit"
                + " entre personnages à égalité\u00a0: retirez «\u00a0a\u00a0» du groupe\n"), fr.err());
        Cli.Result sim = Cli.run("simulate", s.toString(), "--runs", "2");
        assertEquals(true, sim.err().contains(":3:61: $.combatants[0].group: group \"heroes\" gives player character \"a\""), sim.err());
        // A character alone in its group shares its roll with nobody: nothing to say.
        Path alone = scenario("alone.json", "  {\"id\": \"a\", \"template\": \"fighter\", \"at\": [1, 1], \"group\": \"heroes\"},\n"
                + "  {\"id\": \"g1\", \"template\": \"goblin\", \"at\": [7, 1]}");
        Cli.Result quiet = Cli.run("check", alone.toString());
        assertEquals(0, quiet.exit(), quiet.err());
        assertEquals("", quiet.err());
    }

    @Test
    @DisplayName("TURN-INIT: a group named \"a\" beside fighter \"a\" is warned of once, at its first member, in English and French")
    void TURN_INIT_aGroupNamedAsACombatantIsWarnedOf() throws IOException {
        Path s = scenario("tie.json", "  {\"id\": \"a\", \"template\": \"fighter\", \"at\": [1, 1]},\n"
                + "  {\"id\": \"g1\", \"template\": \"goblin\", \"at\": [7, 1], \"group\": \"a\"},\n"
                + "  {\"id\": \"g2\", \"template\": \"goblin\", \"at\": [7, 2], \"group\": \"a\"}");
        Cli.Result en = Cli.run("check", s.toString());
        assertEquals(0, en.exit(), en.err());
        assertEquals("warning: " + s + ":4:61: $.combatants[1].group: group \"a\" has the id of combatant \"a\": the turn"
                + " order and the log then say one name for two things, the combatant and the group's one roll: give the"
                + " group another name\n", en.err());
        Cli.Result fr = Cli.run("check", "--lang", "fr", s.toString());
        assertEquals("attention\u00a0: " + s + ":4:61: $.combatants[1].group\u00a0: le groupe «\u00a0a\u00a0» porte l'id du combattant «\u00a0a\u00a0»\u00a0:"
                + " l'ordre du tour et le journal disent alors un seul nom pour deux choses, le combattant et le jet unique du"
                + " groupe\u00a0: donnez un autre nom au groupe\n", fr.err());
    }
}
