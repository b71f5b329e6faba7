package escarmouche.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaFieldAccess;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import escarmouche.engine.combat.ConditionSystem;
import escarmouche.engine.component.ConditionsComponent;
import escarmouche.rules.core.Condition;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * One owner for a creature's conditions: {@link ConditionSystem} alone changes a {@link ConditionsComponent}.
 * The component's collections are read-only views, so the writes to guard are its mutators (its
 * {@code void} methods) and its two plain fields ({@code poison}, {@code stealth}). The component itself
 * may touch its own storage (constructor, mutators).
 */
class ConditionOwnershipTest {
    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("escarmouche");

    private static final String OWNER = ConditionSystem.class.getName();
    private static final String COMPONENT = ConditionsComponent.class.getName();

    /** A call to one of the component's mutators: a {@code void} method declared by it. */
    static final DescribedPredicate<JavaMethodCall> CONDITIONS_MUTATOR = DescribedPredicate.describe(
            "a mutator of ConditionsComponent", call -> call.getTargetOwner().isEquivalentTo(ConditionsComponent.class)
                    && call.getTarget().getRawReturnType().isEquivalentTo(void.class));

    /** An assignment to one of the component's fields. */
    static final DescribedPredicate<JavaFieldAccess> CONDITIONS_FIELD_SET = DescribedPredicate.describe(
            "a field of ConditionsComponent", access -> access.getTargetOwner().isEquivalentTo(ConditionsComponent.class)
                    && access.getAccessType() == JavaFieldAccess.AccessType.SET);

    static ArchRule onlyTheConditionSystemCallsMutators() {
        return noClasses().that().doNotHaveFullyQualifiedName(OWNER).and().doNotHaveFullyQualifiedName(COMPONENT)
                .should().callMethodWhere(CONDITIONS_MUTATOR)
                .because("conditions are written only by the condition system, which logs every change");
    }

    static ArchRule onlyTheConditionSystemSetsFields() {
        return noClasses().that().doNotHaveFullyQualifiedName(OWNER).and().doNotHaveFullyQualifiedName(COMPONENT)
                .should().setFieldWhere(CONDITIONS_FIELD_SET)
                .because("the poison and the stealth total go with conditions, which only the condition system writes");
    }

    @Test
    @DisplayName("ConditionsComponent's mutators are called by ConditionSystem only")
    void mutatorsAreTheConditionSystems() {
        onlyTheConditionSystemCallsMutators().check(CLASSES);
    }

    @Test
    @DisplayName("ConditionsComponent's fields are set by ConditionSystem only")
    void fieldsAreTheConditionSystems() {
        onlyTheConditionSystemSetsFields().check(CLASSES);
    }

    /** A class that writes conditions behind the system's back, as the rules must catch. */
    static final class Trespasser {
        void hide(ConditionsComponent c) {
            c.gain(Condition.HIDDEN);
            c.stealth = 12;
        }
    }

    @Test
    @DisplayName("The ownership rules report a class that writes ConditionsComponent elsewhere")
    void rulesCatchAnotherWriter() {
        JavaClasses trespasser = new ClassFileImporter().importClasses(Trespasser.class, ConditionsComponent.class);
        assertTrue(onlyTheConditionSystemCallsMutators().evaluate(trespasser).hasViolation());
        assertTrue(onlyTheConditionSystemSetsFields().evaluate(trespasser).hasViolation());
    }
}
