package escarmouche.ui.page;

import escarmouche.content.model.ContentWords;
import escarmouche.lang.Language;
import escarmouche.ui.lang.ContentNames;
import java.util.EnumMap;
import java.util.Map;

/**
 * What a game on a server is doing, as the other sessions' lists and watching bars say it: one value every
 * watcher shares, which each puts into its own language (an encounter by its name in that language).
 */
public sealed interface Doing {
    Doing TITLE = new AtTitle();
    Doing MENUS = new InMenus();
    Doing CHOOSING = new Choosing();
    Doing BUILDING = new Building();

    /** On the title screen. */
    record AtTitle() implements Doing {}

    /** In the menus: choosing a fight, building an encounter, reading the rules ... */
    record InMenus() implements Doing {}

    /** In the builder, making or changing an encounter. */
    record Building() implements Doing {}

    /** On the list of live games, choosing one to watch. */
    record Choosing() implements Doing {}

    /** In a fight, in this round. */
    record Fighting(EncounterName encounter, int round) implements Doing {}

    /** On a fight that is over. */
    record FightOver(EncounterName encounter) implements Doing {}

    /** At a table whose game master is seating the players, before its fight. */
    record Seating(String gm) implements Doing {}

    /** Watching another player's game. */
    record Watching(String player) implements Doing {}

    /** Watching a recorded fight again. */
    record Replaying(EncounterName encounter) implements Doing {}

    /** An encounter's name in each language: the scenario's own where it gives none for a language. */
    record EncounterName(Map<Language, String> names) {
        public EncounterName {
            names = Map.copyOf(names);
        }

        public static EncounterName of(ContentWords words, String own) {
            Map<Language, String> names = new EnumMap<>(Language.class);
            for (Language l : Language.values()) names.put(l, ContentNames.of(words, l).scenario(own));
            return new EncounterName(names);
        }

        public String in(Language language) {
            return names.get(language);
        }
    }
}
