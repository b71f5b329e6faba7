package escarmouche.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The rings of the code base: pure rules inside, the engine around them, I/O and screens outside. */
class ArchitectureTest {
    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("escarmouche");

    @Test
    void rulesArePure() {
        noClasses().that().resideInAPackage("escarmouche.rules..")
                .should().dependOnClassesThat().resideInAnyPackage("com.badlogic..", "com.googlecode.lanterna..",
                        "com.fasterxml.jackson..", "picocli..", "org.apache.sshd..")
                .because("rules are plain functions over game values, testable with forced dice")
                .check(CLASSES);
    }

    @Test
    void rulesDependOnNothingOfTheGame() {
        noClasses().that().resideInAPackage("escarmouche.rules..")
                .should().dependOnClassesThat().resideInAnyPackage("escarmouche.engine..", "escarmouche.content..",
                        "escarmouche.ui..", "escarmouche.cli..", "escarmouche.headless..", "escarmouche.events..")
                .check(CLASSES);
    }

    @Test
    void eventsAndCommandsAreFreeOfLibraries() {
        noClasses().that().resideInAnyPackage("escarmouche.events..", "escarmouche.command..",
                        "escarmouche.content.model..")
                .should().dependOnClassesThat().resideInAnyPackage("com.badlogic..", "com.googlecode.lanterna..",
                        "com.fasterxml.jackson..")
                .check(CLASSES);
    }

    @Test
    void languagesDependOnNothingOfTheGame() {
        noClasses().that().resideInAPackage("escarmouche.lang..")
                .should().dependOnClassesThat().resideInAnyPackage("escarmouche.rules..", "escarmouche.engine..",
                        "escarmouche.content..", "escarmouche.ui..", "escarmouche.cli..", "escarmouche.ssh..",
                        "escarmouche.launch..", "com.googlecode.lanterna..", "com.fasterxml.jackson..")
                .because("the bundles' texts are read by the screens, the command line and the content checks alike")
                .check(CLASSES);
    }

    @Test
    void contentKnowsNoScreen() {
        noClasses().that().resideInAPackage("escarmouche.content..")
                .should().dependOnClassesThat().resideInAnyPackage("escarmouche.ui..", "com.googlecode.lanterna..")
                .because("content problems are worded through escarmouche.lang, not through the screens")
                .check(CLASSES);
    }

    @Test
    void engineKnowsNoScreenNorFiles() {
        noClasses().that().resideInAPackage("escarmouche.engine..")
                .should().dependOnClassesThat().resideInAnyPackage("com.googlecode.lanterna..",
                        "com.fasterxml.jackson..", "escarmouche.ui..", "escarmouche.cli..")
                .check(CLASSES);
    }

    @Test
    void packagesAreFreeOfCycles() {
        slices().matching("escarmouche.(**)").should().beFreeOfCycles()
                .because("every package is a slice: a lower package never reaches back up")
                .check(CLASSES);
    }

    @Test
    void interfaceDoesNoFileNorJsonWork() {
        noClasses().that().resideInAPackage("escarmouche.ui..")
                .should().dependOnClassesThat().resideInAnyPackage("java.nio.file..", "com.fasterxml.jackson..",
                        "escarmouche.content.load..")
                .orShould().dependOnClassesThat().haveNameMatching("java\\.io\\.File.*")
                .because("the screens read and write nothing themselves: content, scenarios and the error log come"
                        + " through ports (EncounterCatalog, ErrorLog) that the launcher implements")
                .check(CLASSES);
    }

    /**
     * Two classes of the game never share a simple name, so a name says which job it is without its
     * package (a behaviour's condition is not a creature's condition).
     */
    @Test
    void everyClassHasANameOfItsOwn() {
        Map<String, TreeSet<String>> byName = new TreeMap<>();
        for (JavaClass c : CLASSES) {
            if (!c.isTopLevelClass() || c.getSimpleName().equals("package-info")) continue;
            byName.computeIfAbsent(c.getSimpleName(), n -> new TreeSet<>()).add(c.getName());
        }
        List<String> shared = byName.values().stream().filter(names -> names.size() > 1)
                .map(TreeSet::toString).toList();
        assertEquals(List.of(), shared, "classes that share a simple name");
    }
}
