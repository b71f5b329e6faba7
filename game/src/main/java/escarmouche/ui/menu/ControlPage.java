package escarmouche.ui.menu;

import com.googlecode.lanterna.input.KeyStroke;
import escarmouche.content.model.CombatantSpec;
import escarmouche.ui.battle.FightStarter;
import escarmouche.ui.lang.ContentNames;
import escarmouche.ui.lang.NumberedNames;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.page.App;
import escarmouche.ui.page.OddsWords;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.Frame;
import escarmouche.ui.page.Page;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Keys;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Who plays whom, for the game master rehearsing a fight: every creature of both sides, each by hand or by
 * its own behaviour (AI). The usual table (the party by hand), the monsters by hand against an AI party,
 * everyone on AI to watch, or any mix; during the fight H switches the creature whose turn it is. The
 * choices are recorded as inputs before the first turn, so the fight replays as it was played. Esc goes back
 * to the party with the choices kept: the party's Enter fights with them.
 */
public final class ControlPage implements Page {
    private final App app;
    private final EncounterCatalog.Opened opened;
    private final List<CombatantSpec> combatants;
    /** Combatant id to true when played by hand, in the scenario's order. */
    private final Map<String, Boolean> byHand = new LinkedHashMap<>();
    private int selected;
    /** Given the choices when Esc goes back, so that they are not lost. */
    private final Consumer<Map<String, Boolean>> keep;

    /**
     * @param chosen who plays whom as last chosen (combatant id to true by hand); a creature it leaves out is
     *               played as the scenario says
     * @param keep   given the choices as they stand when Esc goes back
     */
    public ControlPage(App app, EncounterCatalog.Opened opened, Map<String, Boolean> chosen,
                       Consumer<Map<String, Boolean>> keep) {
        this.app = app;
        this.opened = opened;
        this.keep = keep;
        this.combatants = opened.scenario().combatants();
        for (CombatantSpec c : combatants) byHand.put(c.id(), chosen.getOrDefault(c.id(), c.playerControlled()));
    }

    /** Starts the encounter with every creature on AI, at the screen's pace, to watch it unfold. */
    public static void watch(App app, EncounterCatalog.Opened opened) {
        Map<String, Boolean> none = new LinkedHashMap<>();
        for (CombatantSpec c : opened.scenario().combatants()) none.put(c.id(), false);
        FightStarter.begin(app, opened, app.settings().seeds().getAsLong(), false, changes(opened, none));
    }

    /** Only what differs from the scenario's own {@code control}: the recording keeps no switch for nothing. */
    static Map<String, Boolean> changes(EncounterCatalog.Opened opened, Map<String, Boolean> chosen) {
        Map<String, Boolean> out = new LinkedHashMap<>();
        for (CombatantSpec c : opened.scenario().combatants()) {
            Boolean hand = chosen.get(c.id());
            if (hand != null && hand != c.playerControlled()) out.put(c.id(), hand);
        }
        return out;
    }

    @Override
    public void draw(Canvas canvas) {
        canvas.fill(Style.NORMAL);
        ScreenMessages m = app.messages();
        ContentNames names = ContentNames.of(opened.scenario().words(), m.language());
        canvas.line(0, " " + m.text("party.control.title", names.scenario(opened.scenario().name())), Style.TITLE);
        Canvas body = canvas.region(2, 2, canvas.width() - 4, canvas.height() - 3);
        long hands = byHand.values().stream().filter(h -> h).count();
        body.paragraph(0, hands == 0 ? m.text("party.control.nobody")
                : m.text("party.control.some", String.valueOf(hands), String.valueOf(byHand.size() - hands)), Style.DIM);
        // As the fight will call them: "Goblin 1", "Goblin 2", not the scenario's ids.
        Map<String, String> shown = NumberedNames.of(combatants, names);
        int visible = Math.max(1, body.height() - 5);
        int first = Math.max(0, Math.min(selected - visible / 2, combatants.size() - visible));
        for (int k = 0; k < visible && first + k < combatants.size(); k++) {
            int i = first + k;
            CombatantSpec c = combatants.get(i);
            boolean sel = i == selected;
            String line = (sel ? "▶ " : "  ") + Text.cell(shown.get(c.id()), 30)
                    + Text.cell(side(m, c.side()), 12) + m.text(byHand.get(c.id()) ? "party.hand" : "party.ai");
            body.line(3 + k, Text.fit(line, body.width()), sel ? Style.SELECTED : Style.NORMAL);
        }
        Frame.hints(canvas.region(0, canvas.height() - 1, canvas.width(), 1), 0, m.text("hint.updown.keys"),
                m.text("hint.choose"), "h", m.text("party.hint.hand"), "p", m.text("party.control.party"), "m",
                m.text("party.control.monsters"), "a", m.text("party.control.all.ai"), m.text("hint.enter.keys"),
                m.text("party.hint.fight"), m.text("hint.esc.keys"), m.text("hint.back"));
    }

    /** A side in the session's language: the party and the monsters have a word; any other side shows as named. */
    static String side(ScreenMessages m, String side) {
        return OddsWords.side(m, side);
    }

    @Override
    public void handle(KeyStroke key) {
        char ch = Keys.ch(key);
        if (Keys.escape(key)) {
            keep.accept(new LinkedHashMap<>(byHand));
            app.pop();
        } else if (Keys.enter(key)) {
            FightStarter.begin(app, opened, app.settings().seeds().getAsLong(), false, changes(opened, byHand));
        } else if (ch == 'h' || ch == ' ') {
            String id = combatants.get(selected).id();
            byHand.put(id, !byHand.get(id));
        } else if (ch == 'p' || ch == 'm') {
            // p: the party by hand against AI monsters; m: the monsters by hand against an AI party.
            for (CombatantSpec c : combatants) byHand.put(c.id(), "party".equals(c.side()) == (ch == 'p'));
        } else if (ch == 'a') {
            for (CombatantSpec c : combatants) byHand.put(c.id(), false);
        } else {
            selected = Keys.select(key, selected, combatants.size(), 5);
        }
    }
}
