package escarmouche.ui.menu;

import escarmouche.ui.page.Frame;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;

/**
 * A word for the player on the title screen that has no room under the menu (the builder's work kept at the
 * end of the last session, the builder's "Saved to ..."), drawn in a box over the menu's last rows: a box as
 * wide as the menu holds the longest of them at 80x24, where the menu with every item leaves no row free.
 */
final class TitleNotice {
    private TitleNotice() {}

    /** Draws {@code text} in a box at the bottom of {@code menu}; returns whether it was drawn at all. */
    static boolean draw(Canvas menu, String text) {
        int width = menu.width();
        if (width < 8 || menu.height() < 3) return false;
        int height = Math.min(menu.height(), Text.wrap(text, width - 4).size() + 2);
        Canvas inner = Frame.box(menu, 0, menu.height() - height, width, height, null);
        // Cut with "…" only on a screen smaller than any the game draws on.
        inner.paragraph(0, text, Style.GOOD);
        return true;
    }
}
