/**
 * Tables: one fight played by several players on one server, each on their own screen. A {@link
 * escarmouche.ui.table.TableHall} (one per server) holds the open tables; a {@link escarmouche.ui.table.Table}
 * is one game with one lock and one turn loop, its seats, and the rules of who may command what.
 */
package escarmouche.ui.table;
