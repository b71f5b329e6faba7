package escarmouche.ui;

import java.util.Optional;

/**
 * Where unexpected errors go instead of the screen. The interface only asks for the error to be kept;
 * where and how it is written (a file under the data folder) is the launcher's business.
 */
public interface ErrorLog {
    /** Keeps the error; returns where it went (shown to the player), or nothing when it could not be kept. */
    Optional<String> write(String context, Throwable error);
}
