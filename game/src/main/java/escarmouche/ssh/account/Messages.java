package escarmouche.ssh.account;

import escarmouche.lang.ScreenMessages;

/**
 * What a player's ssh client is told when a login cannot work, so they know what to do instead. A login
 * comes before the client says its LANG or LC_* (they come with the session), so these speak the
 * server's language ({@code ./play serve --lang}).
 */
final class Messages {
    private Messages() {}

    static String taken(ScreenMessages m, PlayerName name) {
        return m.text("ssh.login.taken", name);
    }

    static String noGuests(ScreenMessages m, PlayerName name) {
        return m.text("ssh.login.no.guests", name);
    }

    static String guestElsewhere(ScreenMessages m, PlayerName name) {
        return m.text("ssh.refused.guest.elsewhere", name);
    }

    static String guest(ScreenMessages m, PlayerName name) {
        return m.text("ssh.login.guest", name);
    }

    /**
     * The keyboard-interactive prompt for a player's own password, in the server's language as the instruction
     * beside it. Not made ASCII as a disconnect's reason is: OpenSSH writes a prompt to the terminal as it comes
     * (readpassphrase), without the octal escapes it gives a reason, so a UTF-8 terminal shows its accents. The
     * space after it keeps the typing off the colon.
     */
    static String passwordPrompt(ScreenMessages m, PlayerName name) {
        return m.text("ssh.prompt.password", name) + " ";
    }

    /** The keyboard-interactive prompt for the server's shared password, asked of a guest. */
    static String serverPasswordPrompt(ScreenMessages m) {
        return m.text("ssh.prompt.server.password") + " ";
    }

    /**
     * The address claimed its {@code perHour} new names: {@code name} stays free, and one more name may be claimed in
     * {@code wait} (whole minutes).
     */
    static String addressClaims(ScreenMessages m, PlayerName name, int perHour, java.time.Duration wait) {
        long minutes = Math.max(1, wait.toMinutes());
        return m.text("ssh.login.claims.address", name, String.valueOf(perHour),
                m.text("ssh.minutes", minutes, String.valueOf(minutes)));
    }

    static String badName(ScreenMessages m, String name) {
        return m.text("ssh.login.bad.name", name, rule(m));
    }

    static String rule(ScreenMessages m) {
        return m.text("ssh.name.rule", String.valueOf(PlayerName.MAX_LENGTH));
    }
}
