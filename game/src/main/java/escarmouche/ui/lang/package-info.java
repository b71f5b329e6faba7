/**
 * The languages of the screens: which one a session speaks ({@link escarmouche.ui.lang.Language}), its
 * texts ({@link escarmouche.ui.lang.ScreenMessages}, from resource bundles) and where the player's choice
 * is kept ({@link escarmouche.ui.lang.LanguageMemory}, a port). Below every other interface package.
 */
package escarmouche.ui.lang;
