package escarmouche.ui.build;

import escarmouche.content.model.EncounterInfo;
import escarmouche.ui.draft.DraftTemplate;
import escarmouche.ui.draft.EncounterWorkshop;
import escarmouche.ui.page.App;
import escarmouche.ui.page.MenuPage;
import escarmouche.ui.page.Page;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.Consumer;

/** The builder's short menus: how to start, which map to start from, which creature to place. */
public final class BuildMenus {
    private BuildMenus() {}

    /** The room sizes a new encounter may start from: width, height, and a word for it. */
    private record Room(char key, int width, int height, String words) {}

    private static final List<Room> ROOMS = List.of(new Room('1', 12, 8, "small room"), new Room('2', 20, 12, "room"),
            new Room('3', 30, 16, "hall"), new Room('4', 40, 20, "large hall"));

    /** "Build an encounter", over {@code under} (the title screen). */
    public static Page start(App app, Page under) {
        EncounterWorkshop workshop = app.catalog().workshop();
        List<MenuPage.Item> items = new ArrayList<>();
        for (Room r : ROOMS) {
            items.add(new MenuPage.Item(r.key(), "New " + r.words() + ", " + r.width() + " x " + r.height(),
                    () -> app.push(BuildPage.blank(app, r.width(), r.height()))));
        }
        List<EncounterInfo> all = new ArrayList<>(app.catalog().encounters());
        all.addAll(workshop.saved());
        items.add(new MenuPage.Item('m', "Start from an encounter's map",
                () -> app.push(pick(app, under, "Whose map?", all, e -> app.push(BuildPage.mapOf(app, e))))));
        List<EncounterInfo> mine = workshop.saved();
        items.add(new MenuPage.Item('e', "Edit one of your encounters (" + mine.size() + ")",
                () -> app.push(pick(app, under, "Your encounters", mine, e -> app.push(BuildPage.edit(app, e)))),
                mine.isEmpty() ? "none saved yet" : null));
        items.add(new MenuPage.Item('c', "Edit a copy of an encounter",
                () -> app.push(pick(app, under, "Copy which?", app.catalog().encounters(), e -> app.push(BuildPage.edit(app, e))))));
        return new MenuPage(app, "Build an encounter", items, under);
    }

    private static Page pick(App app, Page under, String title, List<EncounterInfo> encounters, Consumer<EncounterInfo> then) {
        List<MenuPage.Item> items = new ArrayList<>();
        for (EncounterInfo e : encounters) items.add(new MenuPage.Item((char) 0, app.names().encounter(e), () -> then.accept(e)));
        return new MenuPage(app, title, items, under);
    }

    /** The creatures to place, classes first. */
    static Page templates(App app, Page under, Collection<DraftTemplate> templates, Consumer<DraftTemplate> then) {
        List<MenuPage.Item> items = new ArrayList<>();
        for (DraftTemplate t : templates) {
            String size = t.width() == 1 && t.height() == 1 ? "" : ", " + t.width() + "x" + t.height();
            String name = t.name() == null || t.name().isBlank() ? t.id()
                    : t.character() ? app.names().className(t.id(), t.name()) : app.names().monster(t.id(), t.name());
            items.add(new MenuPage.Item((char) 0, name + " (" + (t.character() ? "class" : "monster") + size + ")",
                    () -> then.accept(t)));
        }
        return new MenuPage(app, "Place which creature?", items, under);
    }
}
