package escarmouche.content.load;

import escarmouche.content.load.json.Node;
import java.util.List;

/**
 * A monster whose file gives no {@code type}: valid (a creature of unsaid kind), but rarely meant. Hold person,
 * which works on humanoids only, works on it, and behind a locked door it picks the lock as a humanoid does
 * (the AI lets only humanoids and creatures of unsaid type try one): the giant bat did both until it was given
 * {@code "type": "beast"}. A warning, as a character's class may leave its type unsaid on purpose.
 */
final class MonsterTypeCheck {
    private MonsterTypeCheck() {}

    /** The warning at the monster's object when it has no {@code type}; none otherwise. */
    static List<Problem> of(String file, Node.Obj monster) {
        if (monster.get("type") != null) return List.of();
        return List.of(new Problem(file, monster.path(), monster.at().line(), monster.at().column(),
                Wording.of("problem.monster.no.type")));
    }
}
