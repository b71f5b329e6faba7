package escarmouche.architecture;

import static com.tngtech.archunit.core.domain.JavaAccess.Predicates.origin;
import static com.tngtech.archunit.core.domain.JavaAccess.Predicates.target;
import static com.tngtech.archunit.core.domain.JavaAccess.Predicates.targetOwner;
import static com.tngtech.archunit.core.domain.properties.HasOwner.Predicates.With.owner;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.equivalentTo;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.domain.properties.HasName;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import escarmouche.engine.component.BodyComponent;
import escarmouche.engine.component.HealthComponent;
import escarmouche.engine.component.TurnComponent;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * One owner per state: who may write each component's fields once the entity exists. A component's own
 * constructors may always set its fields (building it is not owning it); everyone else only reads. A
 * component whose writes must do more than set a field (a body counts its moves) writes them in methods of
 * its own, its mutators, and then only the owner may call those.
 */
class ComponentOwnershipTest {
    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("escarmouche");

    /**
     * A component, the classes (named in full: some are package-private) that may write its fields, and
     * the component's own methods that write them, which only those classes may call.
     */
    record Owner(Class<?> component, Set<String> writers, Set<String> mutators) {
        Owner(Class<?> component, String... writers) {
            this(component, Set.of(writers), Set.of());
        }

        Owner withMutators(String... methods) {
            return new Owner(component, writers, Set.of(methods));
        }
    }

    /** The ownership table: one row per component. */
    static final List<Owner> OWNERS = List.of(
            new Owner(HealthComponent.class, "escarmouche.engine.combat.DamageSystem",
                    "escarmouche.engine.combat.HitPointStates", "escarmouche.engine.combat.FiveEDying"),
            // Positions: steps, drags, shoves and being put back all go through the movement system.
            new Owner(BodyComponent.class, "escarmouche.engine.movement.MovementSystem").withMutators("moveTo", "place"),
            // The turn's economy: the turn system starts it, the movement system spends movement, the
            // reactions spend the reaction, and the action handlers spend the action and the object use.
            new Owner(TurnComponent.class, "escarmouche.engine.turn.TurnSystem",
                    "escarmouche.engine.movement.MovementSystem", "escarmouche.engine.movement.MovementBudget",
                    "escarmouche.engine.movement.OpportunityAttacks", "escarmouche.engine.combat.ReadiedAttacks",
                    "escarmouche.engine.combat.RangedDodge", "escarmouche.engine.action.ActionEconomy",
                    "escarmouche.engine.action.AttackAction", "escarmouche.engine.action.DashAction",
                    "escarmouche.engine.action.DoorActions", "escarmouche.engine.action.MoveActions",
                    "escarmouche.engine.action.PickupAction", "escarmouche.engine.action.PostureActions",
                    "escarmouche.engine.action.ReadyAction", "escarmouche.engine.action.SimpleActions"));

    @TestFactory
    @DisplayName("Each component's fields are written only by its owner (and set by its own constructors)")
    Stream<DynamicTest> onlyTheOwnerWrites() {
        return OWNERS.stream().map(o -> DynamicTest.dynamicTest(o.component().getSimpleName(),
                () -> onlyOwnerWrites(o).check(CLASSES)));
    }

    @TestFactory
    @DisplayName("Each component's mutators are called only by its owner")
    Stream<DynamicTest> onlyTheOwnerCallsTheMutators() {
        return OWNERS.stream().filter(o -> !o.mutators().isEmpty()).map(o -> DynamicTest.dynamicTest(
                o.component().getSimpleName(), () -> onlyOwnerCalls(o).check(CLASSES)));
    }

    @TestFactory
    @DisplayName("Every mutator the table names is a method of its component")
    Stream<DynamicTest> mutatorsExist() {
        return OWNERS.stream().flatMap(o -> o.mutators().stream().map(m -> DynamicTest.dynamicTest(
                o.component().getSimpleName() + "." + m, () -> assertTrue(
                        CLASSES.get(o.component()).getMethods().stream().anyMatch(x -> x.getName().equals(m)),
                        m + " is named a mutator of " + o.component().getSimpleName() + " but is not its method"))));
    }

    @Test
    @DisplayName("The mutator rule has teeth: a class outside the table that moves a body breaks it")
    void strayMoverBreaksTheRule() {
        JavaClasses stray = new ClassFileImporter().importClasses(StrayMover.class, BodyComponent.class);
        assertTrue(onlyOwnerCalls(OWNERS.get(1)).evaluate(stray).hasViolation(),
                "a call from " + StrayMover.class.getName() + " should be reported");
    }

    @TestFactory
    @DisplayName("Every writer the table names exists, so a renamed owner cannot leave a stale row")
    Stream<DynamicTest> writersExist() {
        return OWNERS.stream().flatMap(o -> o.writers().stream()).sorted().map(w -> DynamicTest.dynamicTest(w,
                () -> assertTrue(CLASSES.contain(w), w + " is named in the ownership table but is not a class")));
    }

    @Test
    @DisplayName("The rule has teeth: a class outside the table that sets hit points breaks it")
    void strayWriterBreaksTheRule() {
        JavaClasses stray = new ClassFileImporter().importClasses(StrayHealthWriter.class, HealthComponent.class);
        assertTrue(onlyOwnerWrites(OWNERS.get(0)).evaluate(stray).hasViolation(),
                "a write from " + StrayHealthWriter.class.getName() + " should be reported");
    }

    static ArchRule onlyOwnerWrites(Owner o) {
        return noClasses().should().setFieldWhere(targetOwner(equivalentTo(o.component()))
                        .and(DescribedPredicate.not(origin(allowedWriter(o)))))
                .because(ownedBy(o));
    }

    static ArchRule onlyOwnerCalls(Owner o) {
        return noClasses().should().callMethodWhere(target(owner(equivalentTo(o.component())))
                        .and(target(name(o.mutators())))
                        .and(DescribedPredicate.not(origin(allowedCaller(o)))))
                .because(ownedBy(o));
    }

    private static String ownedBy(Owner o) {
        return o.component().getSimpleName() + " has one owner: " + String.join(", ", o.writers().stream().sorted().toList());
    }

    private static DescribedPredicate<HasName> name(Set<String> names) {
        return DescribedPredicate.describe("named " + names, n -> names.contains(n.getName()));
    }

    /** A code unit of a named writer (or of a class nested in one). */
    private static DescribedPredicate<JavaCodeUnit> allowedCaller(Owner o) {
        return DescribedPredicate.describe("a writer of " + o.component().getSimpleName(),
                unit -> namedWriter(o, unit.getOwner().getName()));
    }

    private static boolean namedWriter(Owner o, String className) {
        for (String w : o.writers()) {
            if (className.equals(w) || className.startsWith(w + "$")) return true;
        }
        return false;
    }

    /**
     * A code unit of a named writer (or of a class nested in one), a constructor of the component itself,
     * or one of its mutators.
     */
    private static DescribedPredicate<JavaCodeUnit> allowedWriter(Owner o) {
        return DescribedPredicate.describe("a writer of " + o.component().getSimpleName(), unit -> {
            String owner = unit.getOwner().getName();
            if (owner.equals(o.component().getName()) && (unit.isConstructor() || o.mutators().contains(unit.getName()))) {
                return true;
            }
            return namedWriter(o, owner);
        });
    }

    /** A move from outside the table, for the test that the mutator rule catches one. */
    static final class StrayMover {
        void teleport(BodyComponent b) {
            b.moveTo(new escarmouche.rules.grid.Pos(0, 0));
        }
    }

    /** A write from outside the table, for the test that the rule catches one. */
    static final class StrayHealthWriter {
        void cheat(HealthComponent h) {
            h.hp = 99;
        }
    }
}
