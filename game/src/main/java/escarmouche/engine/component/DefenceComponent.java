package escarmouche.engine.component;

import com.badlogic.ashley.core.Component;
import escarmouche.rules.damage.DamagePipeline;

/** What stands between a hit and the hit points: resistances, auras, magic needs, vulnerabilities. */
public final class DefenceComponent implements Component {
    public DamagePipeline.Defence defence;

    public DefenceComponent(DamagePipeline.Defence defence) {
        this.defence = defence;
    }
}
