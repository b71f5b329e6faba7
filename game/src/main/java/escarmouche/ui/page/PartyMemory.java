package escarmouche.ui.page;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Where the party a player last took into each encounter is kept, so that the party page opens on it the
 * next time: a party renamed, re-classed or re-geared is set up once. The launcher keeps it in the saves
 * folder, the server in the player's own folder; this interface reads and writes no file itself.
 */
public interface PartyMemory {
    /** The party last fought with in this encounter (by its id), when it was not the encounter's own. */
    Optional<List<PartyMember>> remembered(String encounter);

    /**
     * Keeps {@code party} as the one last fought with in {@code encounter}; null (the encounter's own party)
     * forgets it. A failure to keep it never stops the game.
     */
    void remember(String encounter, List<PartyMember> party);

    /** For this session only: what a game without a folder remembers until it ends. */
    static PartyMemory forTheSession() {
        Map<String, List<PartyMember>> kept = new HashMap<>();
        return new PartyMemory() {
            @Override
            public Optional<List<PartyMember>> remembered(String encounter) {
                return Optional.ofNullable(kept.get(encounter));
            }

            @Override
            public void remember(String encounter, List<PartyMember> party) {
                if (party == null) kept.remove(encounter);
                else kept.put(encounter, List.copyOf(party));
            }
        };
    }
}
