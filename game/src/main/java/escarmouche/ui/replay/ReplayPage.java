package escarmouche.ui.replay;

import com.googlecode.lanterna.input.KeyStroke;
import escarmouche.content.model.Scenario;
import escarmouche.engine.ReplayCheck;
import escarmouche.engine.control.PlayerInput;
import escarmouche.ui.page.App;
import escarmouche.ui.page.Doing;
import escarmouche.ui.page.DoingPage;
import escarmouche.ui.term.Canvas;
import java.util.List;

/**
 * A kept fight watched from inside the game (the past fights' {@code v}), with the keys of
 * {@code ./play replay}: a player over SSH has no shell to run that command in. Playing goes one event per
 * the player's pace (the monsters' pace of the title screen) until {@code +} or {@code -} change it; any
 * key stops the wait and counts.
 */
public final class ReplayPage implements DoingPage {
    private final App app;
    private final ReplayCursor cursor;
    /** The encounter's name in each language, as the server's other sessions are told what this one is doing. */
    private final Doing.EncounterName encounter;

    /** @param title the fight's name in the session's language, for the title bar */
    public ReplayPage(App app, Scenario scenario, long seed, List<PlayerInput> inputs, String title) {
        this(app, scenario, seed, inputs, title, ReplayCheck.NONE);
    }

    /** The same for a kept fight, whose file's keyframes {@code check} compares with the replay: see {@link #disagreement}. */
    public ReplayPage(App app, Scenario scenario, long seed, List<PlayerInput> inputs, String title, ReplayCheck check) {
        this(app, scenario, seed, inputs, title, check, ForcedStop.NONE);
    }

    /** The same, a fight its forced dice stopped where the recording ends told at its last event ({@link ForcedStop}). */
    public ReplayPage(App app, Scenario scenario, long seed, List<PlayerInput> inputs, String title, ReplayCheck check,
                      ForcedStop forced) {
        this.app = app;
        this.cursor = new ReplayCursor(scenario, seed, inputs, title, app.reference(), app.messages(), app.pace(), check,
                forced);
        this.encounter = Doing.EncounterName.of(scenario.words(), scenario.name());
    }

    /** Why the recording stopped fitting its scenario (it is shown up to there), or null. */
    public String problem() {
        return cursor.problem();
    }

    /** That the scenario's forced dice stopped the fight where the recording ends, or null. */
    public String stop() {
        return cursor.stop();
    }

    /**
     * Why the kept fight's file disagrees with the replay of its inputs (a keyframe edited or damaged: an English
     * sentence naming the file and the line), which makes it unreadable: not to be watched; or null.
     */
    public String disagreement() {
        return cursor.disagreement();
    }

    /** Watching a fight of this encounter again: what the other sessions' lists say of this one. */
    @Override
    public Doing doing() {
        return new Doing.Replaying(encounter);
    }

    @Override
    public void draw(Canvas canvas) {
        cursor.draw(canvas);
    }

    @Override
    public void handle(KeyStroke key) {
        cursor.handle(key);
        play();
        if (cursor.quitting()) app.pop();
    }

    /**
     * Plays on while the cursor plays: a wait of the replay's pace, then the next event, unless a key came first.
     * The wait lasts while the window is too small for the replay, as {@code ./play replay}'s does: playing on
     * would pass events nobody sees.
     */
    private void play() {
        while (cursor.playing() && !cursor.quitting() && !app.quitting()) {
            if (app.hold(cursor.pace())) {
                KeyStroke key = app.pausedBy();
                // No key: the session is ending under the wait.
                if (key == null) return;
                cursor.handle(key);
            } else {
                cursor.step();
            }
        }
    }

    int index() {
        return cursor.index();
    }

    int events() {
        return cursor.events();
    }

    boolean playing() {
        return cursor.playing();
    }
}
