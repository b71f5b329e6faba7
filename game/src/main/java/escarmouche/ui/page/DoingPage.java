package escarmouche.ui.page;

/**
 * A page that tells the server's other sessions what its player is doing (a fight and its round, a table's
 * seating, a replay, watching someone); the pages that do not are "in the menus".
 */
public interface DoingPage extends Page {
    Doing doing();
}
