package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Starting conditions that hit points at 0 or below cause, listed for a creature that starts above 0: refused. */
class StartingHitPointConditionsTest {
    @TempDir
    Path tmp;

    private Path scenario(String hero) throws IOException {
        return Files.writeString(tmp.resolve("hp.json"), "{\"format\": 1, \"map\": {\"rows\": [\"#######\", \"#.....#\", \"#######\"]},\n"
                + " \"combatants\": [\n  " + hero + ",\n  {\"id\": \"g\", \"template\": \"goblin\", \"at\": [5, 1]}]}\n");
    }

    @Test
    @DisplayName("HP-DYING, HP-DISABLED: \"stable\" and \"disabled\" at 10 hit points are refused, in English and French")
    void HP_DYING_HP_DISABLED_conditionsAboveZeroAreRefused() throws IOException {
        Path s = scenario("{\"id\": \"kenji\", \"template\": \"samurai\", \"at\": [1, 1], \"hp\": 10,"
                + " \"conditions\": [\"prone\", \"stable\", \"disabled\"]}");
        Cli.Result en = Cli.run("check", s.toString());
        assertEquals(2, en.exit(), en.err());
        assertEquals(s + ":3:90: $.combatants[0].conditions[1]: \"stable\" is for a creature at 0 hit points or below"
                + " (HP-DYING), and its hit points start at 10: give it an \"hp\" of 0 or less, or take \"stable\" out\n"
                + s + ":3:100: $.combatants[0].conditions[2]: \"disabled\" is for a creature at exactly 0 hit points"
                + " (HP-DISABLED), and its hit points start at 10: give it an \"hp\" of 0, or take \"disabled\" out\n",
                en.err().substring(0, en.err().indexOf("note")));
        Cli.Result fr = Cli.run("check", "--lang", "fr", s.toString());
        assertEquals(2, fr.exit(), fr.err());
        assertEquals(s + ":3:90: $.combatants[0].conditions[1]\u00a0: «\u00a0stable\u00a0» ne va qu'à une créature à 0 point de vie ou"
                + " moins (HP-DYING), et ses points de vie commencent à 10\u00a0: donnez-lui un \"hp\" de 0 ou moins, ou"
                + " retirez «\u00a0stable\u00a0»\n"
                + s + ":3:100: $.combatants[0].conditions[2]\u00a0: «\u00a0disabled\u00a0» ne va qu'à une créature à 0 point de vie tout"
                + " juste (HP-DISABLED), et ses points de vie commencent à 10\u00a0: donnez-lui un \"hp\" de 0, ou retirez"
                + " «\u00a0disabled\u00a0»\n", fr.err().substring(0, fr.err().indexOf("remarque")));
    }

    @Test
    @DisplayName("HP-DYING: \"stable\" without hp is the template's full hit points, refused at the combatant's list")
    void HP_DYING_stableAtTheTemplatesHitPoints() throws IOException {
        Path s = scenario("{\"id\": \"kenji\", \"template\": \"samurai\", \"at\": [1, 1], \"conditions\": [\"stable\"]}");
        Cli.Result en = Cli.run("check", s.toString());
        assertEquals(2, en.exit(), en.err());
        assertEquals(s + ":3:71: $.combatants[0].conditions[0]: \"stable\" is for a creature at 0 hit points or below"
                + " (HP-DYING), and its hit points start at 28: give it an \"hp\" of 0 or less, or take \"stable\" out\n",
                en.err().substring(0, en.err().indexOf("note")));
    }

    @Test
    @DisplayName("HP-DYING, HP-DISABLED: \"stable\" at 0 and \"disabled\" at 0 load as before")
    void HP_DYING_HP_DISABLED_atZeroTheyStand() throws IOException {
        Path stable = scenario("{\"id\": \"kenji\", \"template\": \"samurai\", \"at\": [1, 1], \"hp\": 0, \"conditions\": [\"stable\"]}");
        assertEquals(0, Cli.run("check", stable.toString()).exit());
        Path disabled = scenario("{\"id\": \"kenji\", \"template\": \"samurai\", \"at\": [1, 1], \"hp\": 0, \"conditions\": [\"disabled\"]}");
        Cli.Result r = Cli.run("check", disabled.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals("", r.err());
    }

    @Test
    @DisplayName("HP-DISABLED, HP-DYING, HP-SHOCK: disabled at -3, stable with disabled at 0, either on a goblin: refused, in English and French")
    void HP_DISABLED_HP_SHOCK_contradictionsAtOrBelowZeroAreRefused() throws IOException {
        Path s = Files.writeString(tmp.resolve("st2.json"), "{\"format\": 1, \"map\": {\"rows\": [\"#######\", \"#.....#\", \"#.....#\", \"#######\"]},\n"
                + " \"combatants\": [\n"
                + "  {\"id\": \"a\", \"template\": \"fighter\", \"at\": [1, 1], \"hp\": -3, \"conditions\": [\"disabled\"]},\n"
                + "  {\"id\": \"b\", \"template\": \"fighter\", \"at\": [1, 2], \"hp\": 0, \"conditions\": [\"stable\", \"disabled\"]},\n"
                + "  {\"id\": \"g\", \"template\": \"goblin\", \"at\": [5, 1], \"hp\": -2, \"conditions\": [\"stable\"]},\n"
                + "  {\"id\": \"h\", \"template\": \"goblin\", \"at\": [5, 2], \"hp\": 0, \"conditions\": [\"disabled\"]}]}\n");
        Cli.Result en = Cli.run("check", s.toString());
        assertEquals(2, en.exit(), en.err());
        assertEquals(s + ":3:77: $.combatants[0].conditions[0]: \"disabled\" is for a creature at exactly 0 hit points"
                + " (HP-DISABLED), and its hit points start at -3: give it an \"hp\" of 0, or take \"disabled\" out\n"
                + s + ":4:86: $.combatants[1].conditions[1]: \"stable\" and \"disabled\" together: at 0 hit points a character"
                + " is either conscious and disabled (HP-DISABLED) or unconscious and stable (HP-DYING), never both: take one out\n"
                + s + ":5:76: $.combatants[2].conditions[0]: \"stable\" is for a player character (HP-DYING, HP-DISABLED): a"
                + " monster or an NPC is never dying or disabled, it fights on below 0 hit points (HP-SHOCK): take \"stable\" out\n"
                + s + ":6:75: $.combatants[3].conditions[0]: \"disabled\" is for a player character (HP-DYING, HP-DISABLED): a"
                + " monster or an NPC is never dying or disabled, it fights on below 0 hit points (HP-SHOCK): take \"disabled\" out\n",
                en.err().substring(0, en.err().indexOf("note")));
        Cli.Result fr = Cli.run("check", "--lang", "fr", s.toString());
        assertEquals(2, fr.exit(), fr.err());
        String err = fr.err();
        assertEquals(true, err.contains(s + ":4:86: $.combatants[1].conditions[1]\u00a0: «\u00a0stable\u00a0» et «\u00a0disabled\u00a0» ensemble\u00a0: à 0 point"
                + " de vie un personnage est soit conscient et hors d'état (HP-DISABLED), soit inconscient et stable (HP-DYING),"
                + " jamais les deux\u00a0: retirez l'un des deux\n"), err);
        assertEquals(true, err.contains(s + ":5:76: $.combatants[2].conditions[0]\u00a0: «\u00a0stable\u00a0» ne va qu'à un personnage joueur"
                + " (HP-DYING, HP-DISABLED)\u00a0: un monstre ou un PNJ n'est jamais mourant ni hors d'état, il se bat encore sous"
                + " 0 point de vie (HP-SHOCK)\u00a0: retirez «\u00a0stable\u00a0»\n"), err);
    }
}
