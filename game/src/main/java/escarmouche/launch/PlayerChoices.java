package escarmouche.launch;

import java.util.Set;

/**
 * The files in which a player's choices are kept between sessions, beside the fights in the saves folder
 * (on a server, in the player's own folder): the settings of the title screen and the parties last taken
 * into each encounter. {@code ./play check} of that folder passes them over, as it does a fight's
 * companions: they are the game's own, not scenarios.
 */
public final class PlayerChoices {
    private PlayerChoices() {}

    public static final Set<String> FILES = Set.of(SettingsProperties.NAME, PartyFile.NAME);
}
