package escarmouche.ui.menu;

import com.googlecode.lanterna.input.KeyStroke;
import escarmouche.content.model.CombatantSpec;
import escarmouche.content.model.CreatureSpec;
import escarmouche.content.model.EncounterInfo;
import escarmouche.content.model.Scenario;
import escarmouche.rules.core.Weapon;
import escarmouche.ui.battle.FightStarter;
import escarmouche.ui.battle.BattleWords;
import escarmouche.ui.page.App;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.Frame;
import escarmouche.ui.page.Page;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Keys;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The party before a fight: the encounter's own heroes, each of whom may be swapped to another class's
 * pre-made character (c), then Enter to fight.
 */
public final class PartyPage implements Page {
    private final App app;
    private final EncounterInfo encounter;
    private final Map<String, String> swaps = new LinkedHashMap<>();
    private Scenario scenario;
    /** The encounter as opened with the current class swaps: what the fight records. */
    private EncounterCatalog.Opened opened;
    private int selected;
    private String problem;

    public PartyPage(App app, EncounterInfo encounter, EncounterCatalog.Opened opened) {
        this(app, encounter, opened.scenario());
        this.opened = opened;
    }

    public PartyPage(App app, EncounterInfo encounter, Scenario scenario) {
        this.app = app;
        this.encounter = encounter;
        this.scenario = scenario;
    }

    private List<CombatantSpec> party() {
        List<CombatantSpec> out = new ArrayList<>();
        for (CombatantSpec c : scenario.combatants()) if (c.playerControlled()) out.add(c);
        return out;
    }

    @Override
    public void draw(Canvas canvas) {
        canvas.fill(Style.NORMAL);
        canvas.line(0, " " + scenario.name() + " [" + scenario.difficulty() + "]", Style.TITLE);
        Canvas body = canvas.region(2, 2, canvas.width() - 4, canvas.height() - 3);
        int row = body.paragraph(0, scenario.description() == null ? "" : scenario.description(), Style.DIM) + 1;
        body.text(0, row++, "Your party", Style.HEADING);
        List<CombatantSpec> party = party();
        for (int i = 0; i < party.size() && row < body.height() - 2; i++) {
            CombatantSpec c = party.get(i);
            CreatureSpec s = c.creature();
            boolean sel = i == selected;
            String cls = s.className() == null ? s.template() : s.className();
            String line = (sel ? "▶ " : "  ") + Text.cell(s.name(), 16) + Text.cell(cls + " " + s.level(), 14)
                    + "HP " + Text.cell(String.valueOf(s.maxHp()), 4) + "AC " + Text.cell(String.valueOf(s.ac()), 3)
                    + weapons(s);
            body.line(row++, Text.fit(line, body.width()), sel ? Style.SELECTED : Style.NORMAL);
        }
        PartySides sides = PartySides.of(scenario.combatants());
        if (!sides.allies().isEmpty() && row < body.height() - 2) {
            body.line(row++, Text.fit("  With you, on its own: " + sides.alliesText(), body.width()), Style.DIM);
        }
        int foes = sides.foes();
        body.text(0, ++row, "Against: " + foes + (foes == 1 ? " foe" : " foes"), Style.NORMAL);
        row += 2;
        if (problem != null) row += body.paragraph(row, problem, Style.BAD);
        if (!app.catalog().classes().isEmpty() && row < body.height()) {
            body.paragraph(row, "Press c to give the chosen hero another class (its pre-made character): "
                    + String.join(", ", app.catalog().classes()) + ".", Style.DIM);
        }
        Frame.hints(canvas.region(0, canvas.height() - 1, canvas.width(), 1), 0, "↑↓", "choose", "c", "change class",
                "Enter", "fight", "Esc", "back");
    }

    private static String weapons(CreatureSpec s) {
        return String.join(", ", BattleWords.counted(s.weapons(), Weapon::id));
    }

    @Override
    public void handle(KeyStroke key) {
        problem = null;
        if (Keys.escape(key)) {
            app.pop();
        } else if (Keys.enter(key)) {
            EncounterCatalog.Opened fight = opened != null ? opened : new EncounterCatalog.Opened(scenario, List.of());
            FightStarter.begin(app, fight, app.settings().seeds().getAsLong(), false);
        } else if (Keys.ch(key) == 'c') {
            swapClass();
        } else {
            selected = Keys.select(key, selected, party().size(), 5);
        }
    }

    private void swapClass() {
        List<String> classes = app.catalog().classes();
        List<CombatantSpec> party = party();
        if (classes.isEmpty() || party.isEmpty()) return;
        CombatantSpec hero = party.get(selected);
        String current = hero.creature().className() == null ? hero.creature().template() : hero.creature().className();
        String next = classes.get((classes.indexOf(current) + 1) % classes.size());
        Map<String, String> trial = new LinkedHashMap<>(swaps);
        trial.put(hero.id(), next);
        EncounterCatalog.Opened opened = app.catalog().open(encounter, trial);
        if (opened.scenario() == null) {
            problem = hero.creature().name() + " cannot be a " + next + " here: " + String.join("; ", opened.problems());
            return;
        }
        swaps.put(hero.id(), next);
        scenario = opened.scenario();
        this.opened = opened;
    }
}
