package escarmouche.testing;

import escarmouche.engine.Game;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.LoggedEvent;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BiConsumer;

/**
 * Plays shipped encounters' all-AI fights and hands the game to a check at a seeded few of their events,
 * not after each: a cache of who stands where is then asked after one creature has taken several steps
 * since it was last asked, or after several creatures have moved. Counts both cases, so that a test can
 * say it saw them.
 */
public final class NowAndThen {
    private final SplittableRandom random;
    private final int oneIn;
    private int asked;
    private int oneMover;
    private int severalMovers;
    /** The game asked last, and its count of placements then. */
    private Game lastGame;
    private int last = -1;

    /** Asking at one event in {@code oneIn}, picked by a generator seeded with {@code seed}. */
    public NowAndThen(long seed, int oneIn) {
        this.random = new SplittableRandom(seed);
        this.oneIn = oneIn;
    }

    public void check(List<String> encounters, int seeds, BiConsumer<Game, LoggedEvent> check) {
        for (String encounter : encounters) {
            EveryEvent.check(encounter, seeds, (game, e) -> {
                if (random.nextInt(oneIn) != 0) return;
                Battle battle = game.battle();
                if (lastGame != game) {
                    lastGame = game;
                    last = -1;
                }
                if (last >= 0 && last < battle.placements()) {
                    if (battle.movedAloneSince(last) != null) oneMover++;
                    else severalMovers++;
                }
                last = battle.placements();
                check.accept(game, e);
                asked++;
            });
        }
    }

    /** How many times the check was given the game. */
    public int asked() {
        return asked;
    }

    /** How many times one creature alone had moved since the game was last asked. */
    public int oneMover() {
        return oneMover;
    }

    /** How many times several creatures had moved since the game was last asked. */
    public int severalMovers() {
        return severalMovers;
    }
}
