package escarmouche.testing;

import escarmouche.content.load.ScenarioLoader;
import escarmouche.content.model.Scenario;

/**
 * A fight of the shipped content whose heroes Lin ("gender": "f" in French) and Tarik are dead before it
 * begins (HP-DEAD, at -12), and whose giant spider (a feminine name in French, "Araignée géante") starts
 * at -12 too, fighting on below 0 until a blow's shock roll kills it (seed 1: in round 5); Brunhild and a
 * goblin, alive, face each other. The panes that list creatures say how each fell.
 */
public final class FallenBeforeTheFight {
    private static final String JSON = """
            {"format": 1, "name": "The fallen", "difficulty": "easy",
             "map": {"rows": ["########", "#......#", "#......#", "########"]},
             "combatants": [
              {"id": "brunhild", "name": "Brunhild", "fr": {"gender": "f"}, "template": "fighter", "side": "party", "at": [1, 1]},
              {"id": "lin", "name": "Lin", "fr": {"gender": "f"}, "template": "monk", "side": "party", "at": [1, 2], "hp": -12},
              {"id": "tarik", "name": "Tarik", "template": "archer", "side": "party", "at": [2, 2], "hp": -12},
              {"id": "spider", "template": "giant-spider", "side": "monsters", "at": [4, 1], "hp": -12},
              {"id": "g1", "template": "goblin", "side": "monsters", "at": [6, 2]}],
             "initiative": ["brunhild", "g1", "lin", "tarik", "spider"], "seed": 1}""";

    private FallenBeforeTheFight() {}

    public static Scenario scenario() {
        return new ScenarioLoader().parse(JSON, "fallen.json", RealContent.content()).value();
    }
}
