package escarmouche.ui.watch;

import escarmouche.lang.ScreenMessages;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What another game is doing, in the watcher's words. The games tell the server what they do in the
 * English forms {@code OnStage} and {@link WatchPage} write ("title screen", "fight The duel round 3",
 * "watching anne", "replay The duel"), one string shared by every watcher; each watcher's list puts the
 * forms it knows into its own language and shows any other as it came.
 */
final class DoingWords {
    private static final Pattern FIGHT = Pattern.compile("fight (.+) round (\\d+)");
    private static final Pattern OVER = Pattern.compile("fight (.+), over");
    private static final Pattern WATCHING = Pattern.compile("watching (.+)");
    private static final Pattern REPLAY = Pattern.compile("replay (.+)");

    private DoingWords() {}

    static String of(String doing, ScreenMessages m) {
        if (doing == null) return "";
        switch (doing) {
            case "title screen" -> {
                return m.text("watch.doing.title");
            }
            case "in the menus" -> {
                return m.text("watch.doing.menus");
            }
            case WatchPage.CHOOSING -> {
                return m.text("watch.doing.choosing");
            }
            default -> { }
        }
        Matcher f = FIGHT.matcher(doing);
        if (f.matches()) return m.text("watch.doing.fight", f.group(1), f.group(2));
        Matcher o = OVER.matcher(doing);
        if (o.matches()) return m.text("watch.doing.over", o.group(1));
        Matcher w = WATCHING.matcher(doing);
        if (w.matches()) return m.text("watch.doing.watching", w.group(1));
        Matcher r = REPLAY.matcher(doing);
        if (r.matches()) return m.text("watch.doing.replay", r.group(1));
        return doing;
    }
}
