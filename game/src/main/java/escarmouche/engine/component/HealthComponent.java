package escarmouche.engine.component;

import com.badlogic.ashley.core.Component;

/**
 * Hit points and what happens around zero (HP-*). Written only by the damage system in
 * {@code engine.combat} once the creature exists ({@code ComponentOwnershipTest}); everyone else reads.
 */
public final class HealthComponent implements Component {
    public int hp;
    public int maxHp;
    public int tempHp;
    public boolean dead;
    /** An NPC knocked out of the fight by system shock (HP-SHOCK), or a creature knocked out (HP-KO). */
    public boolean out;
    /** Knocked out by HP-KO: unconscious and stable, not disabled, even at exactly 0; healing to 0 or more ends it. */
    public boolean knockedOut;
    public int exhaustion;
    /** HP-SHOCK: consecutive failed system-shock rolls (an NPC dies at two). */
    public int shockFailures;
    /** Plain 5e (dd5) death saving throws while at 0 hit points. */
    public int deathSuccesses;
    public int deathFailures;

    public HealthComponent(int hp, int maxHp, int tempHp) {
        this(hp, maxHp, tempHp, 0);
    }

    /** @param exhaustion the level the creature starts the fight with (HP-EXHAUSTION) */
    public HealthComponent(int hp, int maxHp, int tempHp, int exhaustion) {
        this.hp = hp;
        this.maxHp = maxHp;
        this.tempHp = tempHp;
        this.exhaustion = exhaustion;
    }
}
