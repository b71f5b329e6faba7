/**
 * The game's languages and their texts: which languages there are ({@link escarmouche.lang.Language}) and
 * the texts of one of them ({@link escarmouche.lang.ScreenMessages}, read from the
 * {@code escarmouche/i18n/messages} bundles). Shared by the screens, the command line and the content
 * checks, so it depends on no other part of the game.
 */
package escarmouche.lang;
