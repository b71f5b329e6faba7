package escarmouche.ssh.account;

/** An admin's request that cannot be carried out as asked; the message says why, and nothing was changed. */
public final class AccountException extends Exception {
    private static final long serialVersionUID = 1L;

    public AccountException(String message) {
        super(message);
    }
}
