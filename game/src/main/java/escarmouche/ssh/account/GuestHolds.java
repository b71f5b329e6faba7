package escarmouche.ssh.account;

import java.util.Optional;

/**
 * Which guest names are being played, and from where. Anyone may type a guest's name, and a key that logs in
 * under a free name claims it, with its folder: were a guest's name claimable while the guest plays, a
 * stranger who read it in Watch a live game would take the fight, the table seat and the saves with a key
 * of their own. So a key may not claim a name a guest plays from another address.
 */
public interface GuestHolds {
    /** Holds no name (servers without live sessions, tests of the logins alone). */
    GuestHolds NONE = (name, address) -> Optional.empty();

    /**
     * The address of a guest's live session under {@code name} on another host than {@code address} (the
     * client's, as the server log writes it), or empty when the name may be claimed from there. A refusal is
     * written to the server log by whoever answers.
     */
    Optional<String> heldElsewhere(String name, String address);
}
