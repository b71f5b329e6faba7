package escarmouche.rules.movement;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * Movement sits below opportunity and grapple: they use its bodies, steps and reach watch, never the
 * reverse, and all three stay plain Java.
 */
class FeatureDirectionTest {
    private static final JavaClasses RULES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("escarmouche.rules.movement", "escarmouche.rules.opportunity", "escarmouche.rules.grapple");

    @Test
    void movementDependsOnNeitherOpportunityNorGrapple() {
        noClasses().that().resideInAPackage("escarmouche.rules.movement..")
                .should().dependOnClassesThat().resideInAnyPackage("escarmouche.rules.opportunity..",
                        "escarmouche.rules.grapple..")
                .check(RULES);
    }

    @Test
    void opportunityAndGrappleIgnoreEachOther() {
        noClasses().that().resideInAPackage("escarmouche.rules.opportunity..")
                .should().dependOnClassesThat().resideInAPackage("escarmouche.rules.grapple..")
                .check(RULES);
        noClasses().that().resideInAPackage("escarmouche.rules.grapple..")
                .should().dependOnClassesThat().resideInAPackage("escarmouche.rules.opportunity..")
                .check(RULES);
    }

    @Test
    void plainJavaOnly() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("com.badlogic..", "com.googlecode.lanterna..",
                "com.fasterxml.jackson..", "escarmouche.events..")
                .check(RULES);
    }
}
