package escarmouche.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import escarmouche.engine.Game;
import escarmouche.engine.action.CommandExecutor;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.turn.TurnSystem;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * One command path and one turn loop: the headless run, the simulator, the battle screen and every SSH
 * session drive the game through {@link Game#submit} and {@link Game#step}, so whatever plugs into that
 * seam (saves, replays, a table of players) sees every command and every turn.
 */
class TurnLoopTest {
    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("escarmouche");

    static ArchRule onlyTheGameDrives() {
        return noClasses().that().doNotBelongToAnyOf(Game.class)
                .should().callMethod(CommandExecutor.class, "execute", escarmouche.engine.battle.Creature.class,
                        escarmouche.command.Command.class, String.class)
                .orShould().callMethod(TurnSystem.class, "requestEnd")
                .orShould().callMethod(TurnSystem.class, "requestCheck")
                .orShould().callMethod(Battle.class, "resolve")
                .because("commands and turns go through Game.submit and Game.step, the one command path and turn loop");
    }

    @Test
    @DisplayName("Only Game runs commands, ends turns and resolves the engine: every front end uses its loop")
    void onlyTheGameDrivesTheEngine() {
        onlyTheGameDrives().check(CLASSES);
    }

    /** A front end that would bypass the loop. */
    static final class Bypass {
        void sneak(Battle battle, TurnSystem turns) {
            turns.requestEnd();
            battle.resolve();
        }
    }

    @Test
    @DisplayName("The rule has teeth: a class that ends a turn or resolves the engine by itself breaks it")
    void bypassBreaksTheRule() {
        JavaClasses bypass = new ClassFileImporter().importClasses(Bypass.class, TurnSystem.class, Battle.class);
        assertTrue(onlyTheGameDrives().evaluate(bypass).hasViolation());
    }
}
