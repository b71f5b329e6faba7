package escarmouche.ssh.account;

/** What a player's ssh client is told when a login cannot work, so they know what to do instead. */
final class Messages {
    private Messages() {}

    static String taken(PlayerName name) {
        return "escarmouche: the name " + name + " belongs to a player's SSH key. Log in with that key "
                + "(ssh -i KEYFILE ...), or choose another name.";
    }

    static String noGuests(PlayerName name) {
        return "escarmouche: this server takes no guests. Log in with an SSH key: the first key that logs in "
                + "as " + name + " makes the name its own (make a key with: ssh-keygen -t ed25519).";
    }

    static String guest(PlayerName name) {
        return "Playing as the guest " + name + ": the name stays free for the first SSH key that logs in with it.";
    }
}
