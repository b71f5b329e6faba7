package escarmouche.content.model;

import escarmouche.rules.core.AbilityScores;
import java.util.Map;

/** The pre-made character a class template gives: level, scores, speed and carried items. */
public record CreatureDefaults(int level, AbilityScores abilities, int speed, Map<String, Integer> items) {}
