package escarmouche.engine.component;

import com.badlogic.ashley.core.Component;
import escarmouche.content.model.ArmorDef;
import escarmouche.rules.core.AbilityScores;
import java.util.List;

/** Game statistics that change rarely during a fight. */
public final class StatsComponent implements Component {
    public AbilityScores abilities;
    public int ac;
    public int speed;
    public final int level;
    public final int proficiency;
    public final String className;
    public final int reach;
    public final int systemShock;
    public final List<ArmorDef> armor;
    /** The creature's people, when it matters to a rule ({@code dwarf}: ATK-TWF); null otherwise. */
    public String race;
    /** Its creature type ({@code humanoid}, {@code undead} ...), or null when content gives none. */
    public String type;

    public StatsComponent(AbilityScores abilities, int ac, int speed, int level, int proficiency, String className,
                          int reach, int systemShock, List<ArmorDef> armor) {
        this.abilities = abilities;
        this.ac = ac;
        this.speed = speed;
        this.level = level;
        this.proficiency = proficiency;
        this.className = className;
        this.reach = reach;
        this.systemShock = systemShock;
        this.armor = List.copyOf(armor);
    }

    /** Whether it wears a shield, which takes a hand: no second weapon beside it (ATK-TWF). */
    public boolean bearsShield() {
        for (int i = 0; i < armor.size(); i++) if (armor.get(i).isShield()) return true;
        return false;
    }
}
