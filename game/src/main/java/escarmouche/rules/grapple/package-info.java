/**
 * Grappling and shoving, as pure functions: legality (GRAP-START, SHOVE), the contests with forced-dice
 * order (acting creature first, ties to the other side), escape (GRAP-ESCAPE), release (GRAP-RELEASE),
 * dragging (GRAP-DRAG), when a grapple ends (GRAP-END) and where a push sends its target.
 */
package escarmouche.rules.grapple;
