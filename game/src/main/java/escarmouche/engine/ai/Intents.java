package escarmouche.engine.ai;

import escarmouche.behaviour.Intent;
import escarmouche.engine.battle.Creature;

/**
 * What the interface may show of a creature's script: the name of its behaviour and the rule that last
 * made it act ("grappler: target grappled by an ally -> attack kenji"). Reads the creature's own
 * components, so it answers for any game whatever drives it.
 */
public final class Intents {
    /**
     * The behaviour's name; {@value Fallback#NAME} for an AI creature without one; null for a
     * player's creature without one.
     */
    public String behaviourName(Creature c) {
        if (c.side.script != null) return c.side.script.name();
        if (c.side.behavior != null) return c.side.behavior;
        return c.side.playerControlled ? null : Fallback.NAME;
    }

    /** The sentence of the last rule that made it act, or null before its first scripted choice. */
    public String lastIntent(Creature c) {
        Intent i = c.side.intent;
        return i == null ? null : i.text();
    }

    /** The last intent in full (behaviour, rule, action, target, round), or null. */
    public Intent last(Creature c) {
        return c.side.intent;
    }
}
