package escarmouche.content.model;

/**
 * A monster of content/monsters/.
 *
 * @param npc      {@code true} for non-player characters (HP-SHOCK knocks them out before killing them)
 * @param traits   the fields as the file gives them, which scenario overrides are laid over
 * @param creature the monster resolved with no override, as a bestiary would show it
 */
public record MonsterDef(String id, String description, boolean npc, CreatureTraits traits,
                         CreatureSpec creature) {}
