/**
 * The screens' side of languages (the texts themselves are {@link escarmouche.lang}'s): where the player's
 * choice is kept ({@link escarmouche.ui.page.ChoiceMemory}, a port), content names in the session's
 * language ({@link escarmouche.ui.lang.ContentNames}) and the engine's sentences said again in it
 * ({@link escarmouche.ui.lang.EngineSentences}). Below every other interface package.
 */
package escarmouche.ui.lang;
