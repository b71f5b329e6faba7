package escarmouche.ui.menu;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import escarmouche.content.model.CombatantSpec;
import escarmouche.content.model.CreatureDefaults;
import escarmouche.content.model.CreatureSpec;
import escarmouche.content.model.PremadeName;
import escarmouche.content.model.EncounterInfo;
import escarmouche.content.model.Scenario;
import escarmouche.content.model.SideNames;
import escarmouche.ui.battle.BattleWords;
import escarmouche.ui.battle.FightStarter;
import escarmouche.ui.lang.ContentNames;
import escarmouche.ui.lang.NumberedNames;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.page.KeyHelp;
import escarmouche.ui.page.DifficultyWords;
import escarmouche.ui.odds.OddsComparePage;
import escarmouche.ui.page.App;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.EncounterOdds;
import escarmouche.ui.page.OddsPage;
import escarmouche.ui.page.OddsState;
import escarmouche.ui.page.OddsSubject;
import escarmouche.ui.page.OddsWatch;
import escarmouche.ui.page.Frame;
import escarmouche.ui.page.MenuPage;
import escarmouche.ui.page.OddsWords;
import escarmouche.ui.page.PartyMember;
import escarmouche.ui.page.PartyOptions;
import escarmouche.ui.replay.OddsReplays;
import escarmouche.ui.replay.ReplayPage;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Keys;
import escarmouche.ui.term.ListWindow;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The party before a fight: the encounter's own heroes and companions, to keep, remove, rename, change
 * (class, level, gear: e opens {@link PartyMemberPage}) or add to from the classes' pre-made characters,
 * and each played by hand or by its own behaviour. Every change is opened by the catalog as the scenario
 * the fight will play and record; a change the scenario refuses is not made, and its reason is shown.
 */
public final class PartyPage implements OddsPage {
    private final App app;
    private final EncounterInfo encounter;
    private final PartyOptions options;
    private Scenario scenario;
    /** The encounter as opened with the current party: what the fight plays and records. */
    private EncounterCatalog.Opened opened;
    private List<PartyMember> members;
    /**
     * The party as the page opened (the last one fought with here, else the encounter's own): Esc asks before it
     * leaves a party changed from it.
     */
    private final List<PartyMember> asOpened;
    /** The encounter's own party: r goes back to it, and a fight with it leaves nothing to remember. */
    private final List<PartyMember> encounterParty;
    /** Whether the page opened on the party last fought with here rather than the encounter's own. */
    private final boolean fromMemory;
    private int selected;
    /** The first member the list showed when last drawn: it scrolls only when the cursor leaves it. */
    private int top;
    private String problem;
    /** The odds of the party as it stands, worked out afresh after each change (none without odds). */
    private final OddsWatch odds;
    private final boolean withOdds;
    /** What Enter does with the encounter as opened when the party is for a table; null: a fight alone. */
    private final Consumer<EncounterCatalog.Opened> forTable;
    /**
     * Who plays whom as last chosen on that page ({@code g}), for creatures of both sides (combatant id to true
     * by hand), over what the scenario and the members say: what the fight is started with. A member's own
     * {@code h} takes its entry back.
     */
    private final Map<String, Boolean> chosen = new LinkedHashMap<>();
    /** How many of the odds' fights {@code v} has shown: the next one is shown each time. */
    private int watched;

    public PartyPage(App app, EncounterInfo encounter, EncounterCatalog.Opened opened) {
        this(app, encounter, opened, null);
    }

    /**
     * The party of a table's fight: Enter hands the encounter as opened to {@code openTable} instead of
     * starting a fight, and nobody needs to be played by hand (the table's seats decide who plays whom).
     */
    public static PartyPage forTable(App app, EncounterInfo encounter, EncounterCatalog.Opened opened,
                                     Consumer<EncounterCatalog.Opened> openTable) {
        return new PartyPage(app, encounter, opened, openTable);
    }

    private PartyPage(App app, EncounterInfo encounter, EncounterCatalog.Opened opened,
                      Consumer<EncounterCatalog.Opened> forTable) {
        this.forTable = forTable;
        this.app = app;
        this.encounter = encounter;
        this.opened = opened;
        this.scenario = opened.scenario();
        this.options = app.catalog().partyOptions();
        this.withOdds = app.catalog().odds() != EncounterOdds.NONE;
        this.odds = app.catalog().odds().watch(app::redrawSoon);
        this.members = new ArrayList<>();
        for (CombatantSpec c : party()) members.add(member(c));
        this.encounterParty = List.copyOf(members);
        // The party last fought with here, when the encounter still takes it (its content may have changed since);
        // a table starts from the encounter's own, the game master's to set for its players.
        List<PartyMember> last = forTable != null ? null : app.parties().remembered(encounter.id()).orElse(null);
        this.fromMemory = last != null && !last.equals(encounterParty) && apply(last);
        problem = null;
        this.asOpened = List.copyOf(members);
    }

    /** The party side as the encounter opened: heroes and companions, in the fight's order. */
    private List<CombatantSpec> party() {
        List<CombatantSpec> out = new ArrayList<>();
        for (CombatantSpec c : scenario.combatants()) if ("party".equals(c.side())) out.add(c);
        return out;
    }

    private static PartyMember member(CombatantSpec c) {
        CreatureSpec s = c.creature();
        return new PartyMember(c.id(), s.name(), s.template(), null, null, null, null, c.playerControlled());
    }

    /**
     * The hit points a member starts the fight with: its maximum ("28"), or what its scenario starts it at and
     * the maximum ("1/28") when that is less, as the fight will show it.
     */
    static String hitPoints(CreatureSpec s) {
        return s.hp() < s.maxHp() ? s.hp() + "/" + s.maxHp() : String.valueOf(s.maxHp());
    }

    /** The combatant a member has become in the opened scenario. */
    CombatantSpec spec(String id) {
        for (CombatantSpec c : scenario.combatants()) if (c.id().equals(id)) return c;
        throw new IllegalStateException("no combatant " + id);
    }

    List<PartyMember> members() {
        return List.copyOf(members);
    }

    PartyOptions options() {
        return options;
    }

    App app() {
        return app;
    }

    /**
     * Opens the encounter with {@code trial} as the party; keeps it when the scenario accepts it, else keeps
     * the party as it was and says why. Returns whether the change was made.
     */
    boolean apply(List<PartyMember> trial) {
        EncounterCatalog.Opened next = app.catalog().open(encounter, trial);
        if (next.scenario() == null) {
            problem = String.join(" ", next.problems(app.messages()));
            return false;
        }
        members = new ArrayList<>(trial);
        opened = next;
        scenario = next.scenario();
        problem = null;
        return true;
    }

    /** Replaces the member with the same id; see {@link #apply}. */
    boolean change(PartyMember member) {
        List<PartyMember> trial = new ArrayList<>(members);
        for (int i = 0; i < trial.size(); i++) if (trial.get(i).id().equals(member.id())) trial.set(i, member);
        return apply(trial);
    }

    String problem() {
        return problem;
    }

    void problem(String text) {
        problem = text;
    }

    @Override
    public void draw(Canvas canvas) {
        canvas.fill(Style.NORMAL);
        ScreenMessages m = app.messages();
        ContentNames names = names();
        canvas.line(0, " " + names.scenario(scenario.name()) + (scenario.difficulty() == null ? ""
                : " [" + DifficultyWords.of(m, scenario.difficulty()) + "]"), Style.TITLE);
        Canvas body = canvas.region(2, 2, Text.readable(canvas.width() - 4), canvas.height() - 3);
        int row = body.paragraph(0, scenario.description() == null ? "" : names.scenarioDescription(scenario.description()),
                Style.DIM) + 1;
        // A scenario's own party may be bigger than a party grows here (the builder makes thirty heroes): its size
        // alone, as "30 of at most 6" would say it cannot be.
        body.text(0, row++, members.size() > options.maxSize() ? m.text("party.members.over", String.valueOf(members.size()))
                : m.text("party.members", String.valueOf(members.size()), String.valueOf(options.maxSize())), Style.HEADING);
        // As wide as the longer of "by hand" and "AI" in this language, and a space.
        int handWidth = Math.max(m.text("party.hand").length(), m.text("party.ai").length()) + 1;
        // The class column: 14 wide, wider when a class and its level need it ("infiltrateur 12").
        int kindWidth = 14;
        for (PartyMember member : members) kindWidth = Math.max(kindWidth, kind(spec(member.id()), names).length() + 1);
        // As the fight will call them: two heroes named after their class are "Fighter 1" and "Fighter 2".
        Map<String, String> own = new LinkedHashMap<>();
        for (PartyMember member : members) {
            CreatureSpec s = spec(member.id()).creature();
            own.put(member.id(), names.creature(member.id(), s.template(), s.name()));
        }
        Map<String, String> shown = NumberedNames.of(own);
        // "28", or "1/28" for a hero its scenario starts wounded: wide enough for the widest, and a space.
        int hpWidth = 4;
        for (PartyMember member : members) hpWidth = Math.max(hpWidth, hitPoints(spec(member.id()).creature()).length() + 1);
        ListWindow window = ListWindow.of(members.size(), selected, listRoom(body, row, m), top);
        top = window.first();
        if (window.marks()) {
            body.line(row++, window.first() == 0 ? ""
                    : "  " + m.text("party.members.above", String.valueOf(window.first())), Style.DIM);
        }
        for (int i = window.first(); i < window.end(); i++) {
            CombatantSpec c = spec(members.get(i).id());
            CreatureSpec s = c.creature();
            boolean sel = i == selected;
            String kind = kind(c, names);
            // A scenario's hero may bear a name longer than the party page lets one type: cut, it still
            // keeps the space before its class.
            String line = (sel ? "▶ " : "  ") + Text.cell(Text.fit(shown.get(c.id()), HeroName.MAX), HeroName.MAX + 1)
                    + Text.cell(kind, kindWidth)
                    + Text.cell(m.text(byHand(c) ? "party.hand" : "party.ai"), handWidth)
                    + m.text("party.hp") + " " + Text.cell(hitPoints(s), hpWidth)
                    + m.text("party.ac") + " " + Text.cell(String.valueOf(s.ac()), 3);
            // The gear stops after a whole item ("longsword, javelin…"): the member's page (e) lists it all.
            line = Text.fit(line + Text.fitItems(weapons(s, names), body.width() - line.length()), body.width());
            body.line(row++, line, sel ? Style.SELECTED : Style.NORMAL);
        }
        if (window.marks()) {
            int below = members.size() - window.end();
            body.line(row++, below == 0 ? "" : "  " + m.text("party.members.below", String.valueOf(below)), Style.DIM);
        }
        int foes = scenario.combatants().size() - members.size();
        // Who plays whom (g) may give the player some of them: said here, where Enter starts the fight.
        long foesByHand = scenario.combatants().stream().filter(c -> !isMember(c.id()) && byHand(c)).count();
        body.text(0, ++row, m.text("party.foes", foes) + (foesByHand == 0 ? ""
                : " · " + m.text("party.foes.by.hand", foesByHand)), Style.NORMAL);
        // A GM's side spelt two ways ("monster" beside "monsters") pits those monsters against each other.
        List<SideNames.Slip> slips = SideNames.of(scenario.combatants().stream().map(CombatantSpec::side).toList());
        if (!slips.isEmpty() && row + 3 < body.height()) {
            row += body.paragraph(row + 1, m.text("party.side.slip", slips.get(0).side(), slips.get(0).meant()), Style.WARN);
        }
        row += 2;
        if (withOdds && row + 3 < body.height()) row = drawOdds(body, row, m, body.height() - 3) + 1;
        if (problem != null && row < body.height()) row += body.paragraph(row, problem, Style.BAD);
        if (fromMemory && !members.equals(encounterParty) && row < body.height()) {
            row += body.paragraph(row, m.text("party.remembered"), Style.NORMAL) + 1;
        }
        // For a table, what Enter does comes before the keys' help: on a short screen the help is what gets cut.
        if (forTable != null && row < body.height()) row += body.paragraph(row, m.text("party.table"), Style.NORMAL) + 1;
        if (row < body.height()) body.paragraph(row, m.text(helpKey()), Style.DIM);
        List<String> hints = new ArrayList<>(List.of(m.text("hint.updown.keys"), m.text("hint.choose"), "e",
                m.text("party.hint.edit")));
        if (!full()) hints.addAll(List.of("a", m.text("party.hint.add")));
        hints.addAll(List.of("x", m.text("party.hint.remove"), "h", m.text("party.hint.hand"), m.text("hint.enter.keys"),
                m.text(forTable != null ? "party.hint.table" : "party.hint.fight"),
                m.text("hint.esc.keys"), m.text("hint.back")));
        Frame.hints(canvas.region(0, canvas.height() - 1, canvas.width(), 1), 0, hints.toArray(String[]::new));
    }

    /** Whether the party has no room left for a pre-made character (a scenario's own may be over the limit). */
    private boolean full() {
        return members.size() >= options.maxSize();
    }

    /** The keys' help under the list: a full party's leaves out a, which would only say it is full. */
    private String helpKey() {
        return (forTable != null ? "party.help.table" : "party.help") + (full() ? ".full" : "");
    }

    /**
     * The lines the member list may take from {@code row}: never the body's last three, as ever, and for a party
     * bigger than a party grows here (a scenario's thirty heroes) no more than leaves the foes, the odds and the
     * keys their rows below it; it then scrolls. A party that can be grown here keeps a line for each member.
     */
    private int listRoom(Canvas body, int row, ScreenMessages m) {
        int most = body.height() - 3 - row;
        // Under the list: a blank line, the foes, a blank line; the odds' heading, figures, first defeat and keys,
        // a blank line; the problem, the keys' help.
        int under = 3 + (withOdds ? 5 : 0) + (problem == null ? 0 : Text.wrap(problem, body.width()).size())
                + Text.wrap(m.text(helpKey()), body.width()).size();
        return Math.max(0, Math.min(most, Math.max(options.maxSize(), body.height() - row - under)));
    }

    /**
     * The party's odds under a heading: the figures, or how far the simulation is, then the key that watches
     * the first fight lost when there is one and the row is below {@code limit}. Returns the next row.
     */
    private int drawOdds(Canvas body, int row, ScreenMessages m, int limit) {
        OddsState state = odds.oddsOf(encounter, opened);
        if (state instanceof OddsState.Off) return row - 1;
        // Beside the encounter's own party's figure once both are known and differ: what the change did.
        OddsState own = odds.odds(encounter, null);
        String heading = state instanceof OddsState.Ready mine && own instanceof OddsState.Ready theirs
                && !mine.equals(theirs) ? m.text("party.odds.own", OddsWords.wins(m.language(), theirs.figures()))
                : m.text("party.odds");
        body.line(row++, Text.fit(heading, body.width()), Style.HEADING);
        Style first = state instanceof OddsState.Failed ? Style.WARN : state instanceof OddsState.Ready r
                ? OddsWords.cellStyle(r) : Style.DIM;
        body.line(row++, Text.fit(OddsWords.summary(m, state), body.width()), first);
        body.line(row++, OddsWords.falls(m, state, body.width()), Style.DIM);
        if (state instanceof OddsState.Ready r && opened.text() != null && row < limit) {
            // Wrapped rather than cut: on a narrow screen the last key (o) would be lost.
            row += body.paragraph(row, OddsWords.watchKeys(m, r.figures()) + m.text("party.odds.compare"), Style.DIM);
        }
        return row;
    }

    /** A hero's class and level (the class's feminine form for a heroine: "guerrière 5"), or a companion's kind. */
    private static String kind(CombatantSpec c, ContentNames names) {
        CreatureSpec s = c.creature();
        return s.isPc() ? names.classWord(s.className(), names.feminine(c.id(), s.template(), s.name())) + " " + s.level()
                : names.monsterWord(s.template());
    }

    private static String weapons(CreatureSpec s, ContentNames names) {
        return String.join(", ", BattleWords.counted(s.weapons(), w -> names.weaponWord(w.id())));
    }

    /**
     * Back to the encounters; a party changed from the encounter's own (names, classes, gear, who is in it) asks
     * first, as that work is not kept: Esc is pressed by habit.
     */
    private void leave() {
        if (members.equals(asOpened) && ControlPage.changes(opened, chosen).isEmpty()) {
            app.pop();
            return;
        }
        ScreenMessages m = app.messages();
        // Staying comes first: an Enter pressed on as quickly as the Esc loses nothing.
        app.push(new MenuPage(app, m.text("party.leave.title"), List.of(
                new MenuPage.Item('n', m.text("party.leave.stay"), () -> { }),
                new MenuPage.Item('y', m.text("party.leave.lost"), app::pop)), this));
    }

    /** Content names in the session's language, with this fight's own (its combatants, its title). */
    ContentNames names() {
        return ContentNames.of(scenario.words(), app.messages().language());
    }

    @Override
    public void handle(KeyStroke key) {
        char ch = Keys.ch(key);
        if (Keys.escape(key)) {
            leave();
        } else if (ch == '?') {
            app.push(KeyHelp.page(app, "keyhelp.before.party"));
        } else if (Keys.enter(key)) {
            fight();
        } else if (ch == 'c') {
            problem = null;
            nextClass();
        } else if (ch == 'e' || Keys.is(key, KeyType.ArrowRight)) {
            problem = null;
            if (!members.isEmpty()) app.push(new PartyMemberPage(this, members.get(selected).id()));
        } else if (ch == 'a') {
            problem = null;
            add();
        } else if (ch == 'x' || Keys.is(key, KeyType.Delete)) {
            problem = null;
            remove();
        } else if (ch == 'g' && forTable == null) {
            // The game master's choice: who plays whom, monsters included. A table seats its creatures on
            // its own page, where the players who join are: this page would start a fight alone.
            app.push(new ControlPage(app, opened, chosen, this::keepControl));
        } else if (ch == 'd' || ch == 'v') {
            watch(ch == 'd');
        } else if (ch == 'o' && withOdds && opened.text() != null) {
            // This party under the house rules and plain 5e, and from there (p) each part of the house rules.
            app.push(new OddsComparePage(app, OddsSubject.withParty(encounter, opened.text())));
        } else if (ch == 'h') {
            problem = null;
            PartyMember m = members.get(selected);
            if (change(m.controlled(!byHand(spec(m.id()))))) chosen.remove(m.id());
        } else if (ch == 'r' && fromMemory && !members.equals(encounterParty)) {
            problem = null;
            apply(encounterParty);
            selected = Math.min(selected, Math.max(0, members.size() - 1));
        } else {
            selected = Keys.select(key, selected, members.size(), 5);
        }
        OddsPage.afterKey(app, this);
    }

    @Override
    public OddsWatch oddsWatch() {
        return odds;
    }

    /**
     * One of the fights this party's odds counted, replayed: the very fight (the same text prepared the same
     * way, the same seed). {@code v} shows the next one each time, {@code d} the first the party lost.
     * Nothing while the odds are not ready (the figures beside the key would not be there yet).
     */
    private void watch(boolean defeat) {
        if (!(odds.oddsOf(encounter, opened) instanceof OddsState.Ready r)) return;
        String name = names().scenario(scenario.name());
        ReplayPage page = defeat ? OddsReplays.defeat(app, opened.text(), r.figures(), name)
                : OddsReplays.fight(app, opened.text(), ++watched, name);
        if (page != null) app.push(page);
    }

    private void fight() {
        if (forTable != null) {
            // A table's party is the game master's for that table (its seats choose who plays whom): not the one
            // this player fights with alone next time.
            forTable.accept(opened);
            return;
        }
        // Nobody by hand, of the party or outside it (a monster by hand, a hot seat): who plays whom starts a
        // fight watched, this page does not.
        if (scenario.combatants().stream().noneMatch(this::byHand)) {
            problem = app.messages().text("party.nobody.by.hand");
            return;
        }
        remember();
        FightStarter.begin(app, opened, app.settings().seeds().getAsLong(), false, ControlPage.changes(opened, chosen));
    }

    /**
     * The party taken into the fight, each member played as chosen, for the next time this encounter is chosen;
     * its own party, or one bigger than a party grows here, nothing.
     */
    private void remember() {
        List<PartyMember> taken = new ArrayList<>();
        for (PartyMember m : members) taken.add(chosen.containsKey(m.id()) ? m.controlled(chosen.get(m.id())) : m);
        // A party bigger than one grows here is a scenario's own, changed: the memory (PartyFile) reads back parties
        // of the page's size only, and a session's memory keeps to the same.
        boolean own = taken.equals(encounterParty) || taken.size() > options.maxSize();
        app.parties().remember(encounter.id(), own ? null : List.copyOf(taken));
    }

    /** Whether the player gives a creature its orders: as who plays whom chose, else as the scenario says. */
    private boolean byHand(CombatantSpec c) {
        return chosen.getOrDefault(c.id(), c.playerControlled());
    }

    /** Who plays whom as it was left with Esc: kept for the fight this page starts. */
    private void keepControl(Map<String, Boolean> choices) {
        chosen.clear();
        chosen.putAll(ControlPage.changes(opened, choices));
    }

    private boolean isMember(String id) {
        for (PartyMember m : members) if (m.id().equals(id)) return true;
        return false;
    }

    private void nextClass() {
        List<String> classes = options.classes();
        if (classes.isEmpty() || members.isEmpty()) return;
        PartyMember m = members.get(selected);
        CreatureSpec s = spec(m.id()).creature();
        if (!s.isPc()) {
            problem = app.messages().text("party.companion.class", names().creature(m.id(), s.template(), s.name()),
                    names().monsterWord(s.template()));
            return;
        }
        String next = classes.get((classes.indexOf(s.className()) + 1) % classes.size());
        if (!change(m.ofClass(next))) problem = app.messages().text("party.class.refused", s.name(), next, problem);
    }

    /** Offers each class's pre-made character, when the party has room. */
    private void add() {
        if (full()) {
            problem = app.messages().text("party.full", String.valueOf(options.maxSize()));
            return;
        }
        if (options.classes().isEmpty()) {
            problem = app.messages().text("party.no.premade");
            return;
        }
        List<MenuPage.Item> items = new ArrayList<>();
        List<String> classes = options.classes();
        for (int i = 0; i < classes.size(); i++) {
            String cls = classes.get(i);
            char key = i < 9 ? (char) ('1' + i) : 0;
            CreatureDefaults premade = options.premades().get(cls);
            PremadeName name = premade == null ? null : freeName(premade);
            // A catalog built in code knows the classes only: no level to give.
            String level = premade == null ? "" : app.messages().text("party.add.level", String.valueOf(premade.level()));
            String label = name == null ? app.messages().text("party.add.item", names().classWord(cls), level)
                    : app.messages().text("party.add.named", names().classWord(cls, "f".equals(name.gender())), name.name(), level);
            items.add(new MenuPage.Item(key, label, () -> addMember(cls)));
        }
        app.push(new MenuPage(app, app.messages().text("party.add.title"), items, this));
    }

    private void addMember(String cls) {
        List<String> ids = new ArrayList<>();
        for (CombatantSpec c : scenario.combatants()) ids.add(c.id());
        String id = fresh(cls, ids, "-");
        CreatureDefaults premade = options.premades().get(cls);
        PremadeName given = premade == null ? null : freeName(premade);
        // The class's next name its party lacks; past them all, the class's own, numbered if taken.
        String name = given != null ? given.name()
                : fresh(Character.toUpperCase(cls.charAt(0)) + cls.substring(1).replace('-', ' '), memberNames(), " ");
        List<PartyMember> trial = new ArrayList<>(members);
        trial.add(PartyMember.premade(id, name, cls, given == null ? null : given.gender()));
        if (apply(trial)) selected = members.size() - 1;
    }

    private List<String> memberNames() {
        List<String> names = new ArrayList<>();
        for (PartyMember m : members) names.add(spec(m.id()).creature().name());
        return names;
    }

    /** The first of the class's names that no member bears (ignoring case), or null. */
    private PremadeName freeName(CreatureDefaults premade) {
        List<String> taken = memberNames();
        for (PremadeName n : premade.names()) {
            if (taken.stream().noneMatch(n.name()::equalsIgnoreCase)) return n;
        }
        return null;
    }

    /** {@code base}, or {@code base 2}, {@code base 3} ... whichever is not yet taken (ignoring case). */
    private static String fresh(String base, List<String> taken, String separator) {
        String candidate = base;
        for (int n = 2; taken.stream().anyMatch(candidate::equalsIgnoreCase); n++) candidate = base + separator + n;
        return candidate;
    }

    private void remove() {
        if (members.isEmpty()) return;
        PartyMember m = members.get(selected);
        if (members.size() == 1) {
            problem = app.messages().text("party.empty");
            return;
        }
        for (PartyMember other : members) {
            CombatantSpec c = spec(other.id());
            if (m.id().equals(c.master())) {
                CreatureSpec master = spec(m.id()).creature();
                problem = app.messages().text("party.follows", names().creature(c.id(), c.creature().template(),
                        c.creature().name()), names().creature(m.id(), master.template(), master.name()));
                return;
            }
        }
        List<PartyMember> trial = new ArrayList<>(members);
        trial.remove(selected);
        if (apply(trial)) {
            chosen.remove(m.id());
            selected = Math.min(selected, members.size() - 1);
        }
    }
}
