package escarmouche.save;

/** The game's version as recordings name it (what `./play --version` prints). */
public final class Version {
    private Version() {}

    public static final String GAME = "0.1";
}
