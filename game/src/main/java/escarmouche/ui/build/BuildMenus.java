package escarmouche.ui.build;

import escarmouche.content.model.EncounterInfo;
import escarmouche.ui.draft.DraftTemplate;
import escarmouche.ui.draft.EncounterWorkshop;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.page.App;
import escarmouche.ui.page.DifficultyWords;
import escarmouche.ui.page.MenuPage;
import escarmouche.ui.page.Page;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.Consumer;

/** The builder's short menus: how to start, which map to start from, which creature to place. */
public final class BuildMenus {
    private BuildMenus() {}

    /** The room sizes a new encounter may start from: width, height, and the key of its words. */
    private record Room(char key, int width, int height, String words) {}

    private static final List<Room> ROOMS = List.of(new Room('1', 12, 8, "build.room.small"), new Room('2', 20, 12, "build.room"),
            new Room('3', 30, 16, "build.room.hall"), new Room('4', 40, 20, "build.room.large"));

    /** "Build an encounter", over {@code under} (the title screen). */
    public static Page start(App app, Page under) {
        EncounterWorkshop workshop = app.catalog().workshop();
        ScreenMessages m = app.messages();
        List<MenuPage.Item> items = new ArrayList<>();
        for (Room r : ROOMS) {
            items.add(new MenuPage.Item(r.key(), m.text(r.words(), String.valueOf(r.width()), String.valueOf(r.height())),
                    () -> app.push(BuildPage.blank(app, r.width(), r.height()))));
        }
        List<EncounterInfo> mine = workshop.saved();
        List<EncounterInfo> all = new ArrayList<>(app.catalog().encounters());
        all.addAll(mine);
        items.add(new MenuPage.Item('m', m.text("build.menu.map"),
                () -> app.push(pick(app, under, m.text("build.menu.map.title"), all, e -> app.push(BuildPage.mapOf(app, e))))));
        items.add(new MenuPage.Item('e', m.text("build.menu.mine", String.valueOf(mine.size())),
                () -> app.push(new YourEncountersPage(app)),
                mine.isEmpty() ? m.text("build.menu.mine.none") : null));
        items.add(new MenuPage.Item('c', m.text("build.menu.copy"),
                () -> app.push(pick(app, under, m.text("build.menu.copy.title"), app.catalog().encounters(),
                        e -> app.push(BuildPage.edit(app, e))))));
        return new MenuPage(app, m.text("title.build"), items, under);
    }

    /**
     * A new room of the size {@code key} names ('1' to '4', as the menu's), pushed over the page on top; false
     * for another key. The list of one's encounters takes them too once it is empty, as it says.
     */
    static boolean newRoom(App app, char key) {
        for (Room r : ROOMS) {
            if (r.key() == key) {
                app.push(BuildPage.blank(app, r.width(), r.height()));
                return true;
            }
        }
        return false;
    }

    private static Page pick(App app, Page under, String title, List<EncounterInfo> encounters, Consumer<EncounterInfo> then) {
        List<MenuPage.Item> items = new ArrayList<>();
        for (EncounterInfo e : encounters) items.add(new MenuPage.Item((char) 0, listed(app, e), () -> then.accept(e)));
        return new MenuPage(app, title, items, under);
    }

    /**
     * An encounter's name as the list says it: the player's own marked "[yours]" as New fight marks it, or a copy
     * under the game's name showed twice with nothing to tell them apart.
     */
    private static String listed(App app, EncounterInfo e) {
        String name = app.names().encounter(e);
        return "yours".equals(e.difficulty()) ? name + " [" + DifficultyWords.of(app.messages(), e.difficulty()) + "]" : name;
    }

    /** A class's or a monster's name in the session's language (its id when the content gives none). */
    static String name(App app, DraftTemplate t) {
        if (t.name() == null || t.name().isBlank()) return t.id();
        return t.character() ? app.names().className(t.id(), t.name()) : app.names().monster(t.id(), t.name());
    }

    /** The creatures to place, classes first, each kind by its name in the session's language. */
    static Page templates(App app, Page under, Collection<DraftTemplate> templates, Consumer<DraftTemplate> then) {
        List<MenuPage.Item> items = new ArrayList<>();
        for (DraftTemplate t : TemplateOrder.of(templates, x -> name(app, x), app.messages().language().locale())) {
            String size = t.width() == 1 && t.height() == 1 ? "" : ", " + t.width() + " × " + t.height();
            String name = name(app, t);
            items.add(new MenuPage.Item((char) 0, name + " (" + app.messages().text(t.character() ? "build.template.class"
                    : "build.template.monster") + size + ")", () -> then.accept(t)));
        }
        return new MenuPage(app, app.messages().text("build.place.title"), items, under);
    }
}
