package escarmouche.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.ui.draft.EncounterWorkshop;
import escarmouche.ui.page.EncounterCatalog;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The local game's catalog while its content is read: the title screen's one question (is the builder
 * offered?) is answered without the content, and every other question is the loaded catalog's own.
 */
class LoadingCatalogTest {
    /** A stand-in of {@code type} that records each method called on it and answers with {@code answer}. */
    private static <T> T recording(Class<T> type, List<String> calls, Object answer) {
        return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, (proxy, method, args) -> {
            calls.add(method.getName() + List.of(method.getParameterTypes()));
            return method.getReturnType() == boolean.class ? Boolean.FALSE : answer;
        }));
    }

    /** Arguments for {@code m}: nulls, and false for a yes-or-no. */
    private static Object[] nulls(Method m) {
        Object[] args = new Object[m.getParameterCount()];
        for (int i = 0; i < args.length; i++) if (m.getParameterTypes()[i] == boolean.class) args[i] = false;
        return args;
    }

    @Test
    @DisplayName("the builder is offered before the content is read: asking does not wait for it")
    void builderOfferedWithoutTheContent() {
        AtomicInteger asked = new AtomicInteger();
        LoadingCatalog catalog = new LoadingCatalog(() -> {
            asked.incrementAndGet();
            throw new AssertionError("the content was asked for");
        });
        assertTrue(catalog.workshop().available());
        assertEquals(0, asked.get());
    }

    @Test
    @DisplayName("every other question of the catalog goes to the loaded catalog, each method to the same method")
    void catalogQuestionsGoToTheLoadedOne() throws Exception {
        List<String> calls = new ArrayList<>();
        EncounterCatalog loaded = recording(EncounterCatalog.class, calls, null);
        AtomicInteger asked = new AtomicInteger();
        Supplier<EncounterCatalog> slow = () -> {
            asked.incrementAndGet();
            return loaded;
        };
        LoadingCatalog catalog = new LoadingCatalog(slow);
        for (Method m : EncounterCatalog.class.getMethods()) {
            if (Modifier.isStatic(m.getModifiers()) || m.getName().equals("workshop")) continue;
            // Declared by the loading catalog itself: a default method left to the interface would answer
            // for a catalog without content instead of asking the loaded one.
            Method own = LoadingCatalog.class.getMethod(m.getName(), m.getParameterTypes());
            assertSame(LoadingCatalog.class, own.getDeclaringClass(), m.toString());
            calls.clear();
            own.invoke(catalog, nulls(m));
            assertEquals(List.of(m.getName() + List.of(m.getParameterTypes())), calls, m.toString());
        }
        assertTrue(asked.get() > 0);
    }

    @Test
    @DisplayName("every other question of the builder goes to the loaded catalog's builder")
    void workshopQuestionsGoToTheLoadedOne() throws Exception {
        List<String> calls = new ArrayList<>();
        EncounterWorkshop loadedWorkshop = recording(EncounterWorkshop.class, calls, null);
        List<String> catalogCalls = new ArrayList<>();
        EncounterCatalog loaded = recording(EncounterCatalog.class, catalogCalls, loadedWorkshop);
        EncounterWorkshop workshop = new LoadingCatalog(() -> loaded).workshop();
        for (Method m : EncounterWorkshop.class.getMethods()) {
            if (Modifier.isStatic(m.getModifiers()) || m.getName().equals("available")) continue;
            Method own = workshop.getClass().getMethod(m.getName(), m.getParameterTypes());
            assertSame(LoadingWorkshop.class, own.getDeclaringClass(), m.toString());
            calls.clear();
            own.invoke(workshop, nulls(m));
            assertEquals(List.of(m.getName() + List.of(m.getParameterTypes())), calls, m.toString());
        }
    }
}
