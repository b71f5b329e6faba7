package escarmouche.ui.page;

/**
 * A page that shows odds worked out while it is on screen: it wants them again when the page over it is
 * gone, and gives them up for good when it is left. While another page covers it, it pauses its watch after
 * the key that opened that page ({@link #afterKey}).
 */
public interface OddsPage extends Page {
    /** The page's own watch, opened with the page. */
    OddsWatch oddsWatch();

    @Override
    default void resumed() {
        oddsWatch().pause(false);
    }

    @Override
    default void left() {
        oddsWatch().close();
    }

    /** After a key: covered by another page (a sheet, a menu, the fight), nobody looks at these odds now. */
    static void afterKey(App app, OddsPage page) {
        if (!app.onTop(page)) page.oddsWatch().pause(true);
    }
}
