package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A weapon's damage dice written wrong: check says why in the user's language, the English as it always was. */
class DiceExpressionProblemsTest {
    @TempDir
    Path tmp;

    private Path scenario() throws IOException {
        return Files.writeString(tmp.resolve("dice.json"), "{\"format\": 1, \"map\": {\"rows\": [\"#####\", \"#...#\", \"#####\"]},\n"
                + " \"combatants\": [{\"id\": \"a\", \"template\": \"fighter\", \"at\": [1, 1], \"weapons\": [\n"
                + "   {\"id\": \"club\", \"damage\": \"1d0\"}, {\"id\": \"mace\", \"damage\": \"101d6\"}]},\n"
                + "  {\"id\": \"b\", \"template\": \"goblin\", \"at\": [3, 1], \"weapons\": [{\"id\": \"club\", \"damage\": \"d8\"}]}]}\n");
    }

    @Test
    @DisplayName("check --lang fr words a bad damage expression in French: the die size, the count, the shape")
    void frenchDiceProblems() throws IOException {
        Path s = scenario();
        Cli.Result fr = Cli.run("check", "--lang", "fr", s.toString());
        assertEquals(2, fr.exit(), fr.err());
        assertEquals(s + ":3:29: $.combatants[0].weapons[0].damage\u00a0: dés invalides\u00a0: «\u00a01d0\u00a0»\u00a0: la taille"
                + " d'un dé va de 1 à 1000\n"
                + s + ":3:62: $.combatants[0].weapons[1].damage\u00a0: dés invalides\u00a0: «\u00a0101d6\u00a0»\u00a0: le nombre"
                + " de dés va de 1 à 100\n"
                + s + ":4:88: $.combatants[1].weapons[0].damage\u00a0: dés invalides\u00a0: «\u00a0d8\u00a0» n'est pas une"
                + " expression de dés au caractère 1\u00a0; attendu\u00a0: NdM ou un nombre, reliés par + ou -, comme 2d6+3\n",
                fr.err().substring(0, fr.err().indexOf("remarque")));
    }

    @Test
    @DisplayName("check in English keeps the dice problems' words as they were")
    void englishDiceProblems() throws IOException {
        Path s = scenario();
        Cli.Result en = Cli.run("check", s.toString());
        assertEquals(2, en.exit(), en.err());
        assertEquals(s + ":3:29: $.combatants[0].weapons[0].damage: invalid dice: '1d0': die size must be 1..1000\n"
                + s + ":3:62: $.combatants[0].weapons[1].damage: invalid dice: '101d6': dice count must be 1..100\n"
                + s + ":4:88: $.combatants[1].weapons[0].damage: invalid dice: 'd8' is not a dice expression at character 1:"
                + " expected NdM or a number, joined by + or -, such as 2d6+3\n",
                en.err().substring(0, en.err().indexOf("note")));
    }
}
