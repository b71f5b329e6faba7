package escarmouche.cli;

import escarmouche.content.model.CombatantSpec;
import escarmouche.content.model.Scenario;
import escarmouche.lang.Language;
import escarmouche.ui.lang.ContentNames;
import escarmouche.ui.lang.EngineSentences;
import java.util.HashSet;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The words of a run's notes on its script's lines: a creature stays the id the script names it by ("gob"), but a
 * weapon, item or spell is said as the log says it in the run's language ("pas de filet au sol", not "pas de net"):
 * the id of a thing is no word of a French sentence. English, whose content has no words of its own, keeps the ids
 * a script writes ("hold-person").
 */
final class ScriptWords {
    private ScriptWords() {}

    /**
     * The words for {@code scenario}'s notes in {@code language}; they know its creatures, and which are heroes
     * (built from a class), whom English calls "they" as the log does ("mage has already used their action").
     */
    static EngineSentences.Creatures of(Scenario scenario, Language language) {
        ContentNames names = ContentNames.of(scenario.words(), language);
        Set<String> creatures = new HashSet<>();
        Set<String> heroes = new HashSet<>();
        for (CombatantSpec c : scenario.combatants()) {
            creatures.add(c.id());
            if (c.creature().isPc()) heroes.add(c.id());
        }
        return new EngineSentences.Creatures() {
            @Override
            public String apply(String word) {
                if (word == null || creatures.contains(word)) return word;
                String thing = names.thingWord(word);
                return thing != null ? thing : things(word, names);
            }

            @Override
            public boolean creature(String id) {
                return id != null && creatures.contains(id);
            }

            @Override
            public boolean person(String id) {
                return id != null && heroes.contains(id);
            }
        };
    }

    /**
     * A list of things as the engine joins their ids ("fire-bolt, magic-missile": a caster's known spells), each
     * said as the log says it ("trait de feu, projectile magique"); the text as it is when any part is no thing.
     */
    private static String things(String list, ContentNames names) {
        String[] ids = list.split(", ");
        if (ids.length < 2) return list;
        StringBuilder said = new StringBuilder();
        for (String id : ids) {
            String thing = names.thingWord(id);
            if (thing == null) return list;
            said.append(said.isEmpty() ? "" : ", ").append(thing);
        }
        return said.toString();
    }

    /** Whose names are feminine in {@code language}, by combatant id: a note about one agrees with it ("prise"). */
    static Predicate<String> feminine(Scenario scenario, Language language) {
        ContentNames names = ContentNames.of(scenario.words(), language);
        Set<String> feminine = new HashSet<>();
        for (CombatantSpec c : scenario.combatants()) {
            if (names.feminine(c.id(), c.creature().template(), c.creature().name())) feminine.add(c.id());
        }
        return feminine::contains;
    }
}
