package escarmouche.cli;

import escarmouche.engine.Game;
import escarmouche.engine.battle.LoggedEvent;
import escarmouche.headless.EventLines;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.battle.Labels;
import escarmouche.ui.lang.ContentNames;
import escarmouche.ui.log.LogLines;
import escarmouche.ui.log.MessageLog;
import escarmouche.ui.log.PlayerWords;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code ./play run --text}: the fight as the game's log tells it, in the command's language, a line per
 * entry with the rules it names ("... = 21 vs AC 20: hit  [ATK-ROLL ATK-PROF]"): what a GM reads and pastes,
 * where the JSON Lines are what a program reads. A walk is one line, written once its last step is known.
 */
final class LogText implements EventLines {
    private final MessageLog log;
    /** Entries written so far; the last entry is held, as the next step of a walk may still join it. */
    private int written;
    /** The entry written before it was whole, for a person about to type a command, or -1; and its events then. */
    private int early = -1;
    private int earlyEvents;

    private LogText(MessageLog log) {
        this.log = log;
    }

    /** The format for {@code run}: each game's names in {@code m}'s language. */
    static Format in(ScreenMessages m) {
        return game -> new LogText(new MessageLog(new LogLines(words(game, m), m)));
    }

    private static PlayerWords words(Game game, ScreenMessages m) {
        ContentNames names = ContentNames.of(game.scenario().words(), m.language());
        // The map's labels, as the screen's log names a creature its number cannot find on the map ("Goblin 47 (ab)").
        return PlayerWords.of(game.battle().creatures(), names, game.scenario().grimoire(),
                Labels.ofFight(game.battle().creatures(), names));
    }

    @Override
    public List<String> of(LoggedEvent e) {
        log.add(e);
        if (early >= 0) {
            // The walk written early goes on (the typed command walks on from where it stopped): held again, and
            // written whole once it ends.
            if (log.size() == early + 1 && log.get(early).events().size() != earlyEvents) written = early;
            if (log.size() > early + 1 || written == early) early = -1;
        }
        return upTo(log.size() - 1);
    }

    @Override
    public List<String> beforeInput() {
        if (written >= log.size()) return List.of();
        early = log.size() - 1;
        earlyEvents = log.get(early).events().size();
        return upTo(log.size());
    }

    @Override
    public List<String> end() {
        return upTo(log.size());
    }

    private List<String> upTo(int end) {
        List<String> out = new ArrayList<>();
        for (; written < end; written++) out.add(log.get(written).withRules());
        return out;
    }
}
