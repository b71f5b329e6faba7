package escarmouche.ui.watch;

import escarmouche.lang.ScreenMessages;
import escarmouche.ui.page.Doing;

/**
 * What another game is doing, in the watcher's words: one {@link Doing} is shared by every watcher, and each
 * list says it in its own language, an encounter by its name in that language.
 */
final class DoingWords {
    private DoingWords() {}

    static String of(Doing doing, ScreenMessages m) {
        if (doing == null) return "";
        // Java 17 has no switch over a sealed type's records: one test each, in the interface's order.
        if (doing instanceof Doing.AtTitle) return m.text("watch.doing.title");
        if (doing instanceof Doing.InMenus) return m.text("watch.doing.menus");
        if (doing instanceof Doing.Choosing) return m.text("watch.doing.choosing");
        if (doing instanceof Doing.Building) return m.text("watch.doing.building");
        if (doing instanceof Doing.Fighting f) {
            return m.text("watch.doing.fight", f.encounter().in(m.language()), String.valueOf(f.round()));
        }
        if (doing instanceof Doing.FightOver o) return m.text("watch.doing.over", o.encounter().in(m.language()));
        if (doing instanceof Doing.Seating s) return m.text("watch.doing.seating", s.gm());
        if (doing instanceof Doing.Watching w) return m.text("watch.doing.watching", w.player());
        if (doing instanceof Doing.Replaying r) return m.text("watch.doing.replay", r.encounter().in(m.language()));
        return "";
    }
}
