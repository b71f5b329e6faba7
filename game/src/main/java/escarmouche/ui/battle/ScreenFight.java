package escarmouche.ui.battle;

import escarmouche.command.Command;
import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.engine.Standpoint;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.LoggedEvent;
import escarmouche.engine.battle.Outcome;
import escarmouche.engine.control.PlayerInput;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.FightSaves;
import escarmouche.ui.log.LogLines;
import escarmouche.ui.log.MessageLog;
import escarmouche.ui.log.PlayerWords;
import escarmouche.ui.lang.ContentNames;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.rules.core.Condition;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;

/**
 * One fight as the screen sees it: the engine's game, the message log, the tallies for the summary, the
 * tutorial's notes, and the names and map labels of the creatures. Commands from the keyboard go through
 * {@link #submit}, that is the engine's one command path; the party's creatures are driven by the
 * keyboard ({@link KeyboardControl}), which has the player asked about each opportunity attack.
 */
public final class ScreenFight {
    /**
     * The word's id for a creature standing squeezed (MOVE-SQUEEZE), shown among its conditions in the side
     * panel, the look and the replay: {@code log.condition.squeezed} in the bundles.
     */
    public static final String SQUEEZED = "squeezed";
    /** The word for a caster that keeps a concentration spell (5e), shown with its conditions. */
    public static final String CONCENTRATING = "concentrating";

    private final Game game;
    private final long seed;
    private final PlayerWords words;
    /** Content names in the session's language (creatures, weapons, spells, items, the fight's own name). */
    private final ContentNames names;
    private final Map<String, String> labels;
    private final MessageLog log;
    /** The session's texts, in which the log is written. */
    private final ScreenMessages messages;
    private final FightStats stats;
    private final Tutorial tutorial;
    private final BooleanSupplier alwaysStrike;
    /** The fight as opened, to fight it again; null for one opened without its text. */
    private EncounterCatalog.Opened opened;
    /** Where the fight is recorded, or null when it is not. */
    private FightSaves.Kept kept;
    /** Who was handed over before the first turn (combatant id to by hand), to fight it again the same way. */
    private Map<String, Boolean> handedOver = Map.of();
    /** Whether several screens share this fight (a table's seats): what one seat plays, the others must not see. */
    private boolean atTable;
    /** For one seat's view of a table's fight, the creatures that seat plays; null for any other view. */
    private final Predicate<Creature> seat;

    /** A fight that asks the player about every opportunity attack. */
    public ScreenFight(Scenario scenario, long seed, Tutorial tutorial) {
        this(scenario, seed, tutorial, () -> false);
    }

    /** @param alwaysStrike the session's setting: true takes every opportunity attack without asking */
    public ScreenFight(Scenario scenario, long seed, Tutorial tutorial, BooleanSupplier alwaysStrike) {
        this(scenario, seed, tutorial, alwaysStrike, ScreenMessages.of(Language.EN));
    }

    /** @param messages the session's texts: the log is written in its language */
    public ScreenFight(Scenario scenario, long seed, Tutorial tutorial, BooleanSupplier alwaysStrike,
                       ScreenMessages messages) {
        this.game = Game.of(scenario, seed);
        game.controlPlayers(KeyboardControl.of(alwaysStrike));
        this.alwaysStrike = alwaysStrike;
        this.seed = seed;
        this.tutorial = tutorial;
        List<Creature> creatures = game.battle().creatures();
        this.names = ContentNames.of(scenario.words(), messages.language());
        this.labels = Labels.ofFight(creatures, names);
        // Names after the labels: one whose number the map cannot show carries its label ("Goblin 47 (ab)").
        this.words = PlayerWords.of(creatures, names, scenario.grimoire(), labels);
        this.messages = messages;
        this.stats = new FightStats((a, b) -> {
            Creature one = game.battle().find(a);
            Creature other = game.battle().find(b);
            return one != null && other != null && !one.hostileTo(other);
        });
        this.log = new MessageLog(new LogLines(words, messages), this::outOfSight);
        this.seat = null;
        game.battle().log().listen(this::onEvent);
    }

    /**
     * A view of {@code shown}: its game, map letters, tallies and recording, with these words and this log
     * ({@link #in(ScreenMessages)}: another language's; {@link #seat}: the same, and a seat's creatures).
     */
    private ScreenFight(ScreenFight shown, ContentNames names, PlayerWords words, ScreenMessages messages,
                        MessageLog log, Predicate<Creature> seat) {
        this.game = shown.game;
        this.seed = shown.seed;
        this.names = names;
        this.words = words;
        this.labels = shown.labels;
        this.tutorial = shown.tutorial;
        this.alwaysStrike = shown.alwaysStrike;
        this.stats = shown.stats;
        this.opened = shown.opened;
        this.kept = shown.kept;
        this.handedOver = shown.handedOver;
        this.atTable = shown.atTable;
        this.messages = messages;
        this.log = log;
        this.seat = seat;
    }

    /**
     * The same fight for a screen that speaks another language (a seat at a table): one game, the same
     * names and tallies, but a log of its own written in {@code other}'s words (and its own level of detail).
     * Made once per language by whoever shares the fight; this fight itself when the language is its own.
     */
    public ScreenFight in(ScreenMessages other) {
        if (other.language() == messages.language()) return this;
        // Names in this screen's language; the map's letters stay the shared fight's, so every seat sees one map.
        ContentNames named = ContentNames.of(game.scenario().words(), other.language());
        PlayerWords said = PlayerWords.of(game.battle().creatures(), named, game.scenario().grimoire(), labels);
        MessageLog written = new MessageLog(new LogLines(said, other), this::outOfSight);
        // The events so far, then the next ones as they come: the same log, only written in other words.
        for (LoggedEvent e : game.battle().log().events()) written.add(e);
        game.battle().log().listen(written::add);
        return new ScreenFight(this, named, said, other, written, null);
    }

    /**
     * This fight as one seat of a table sees it: the same game and log, and the creatures {@code plays} tells
     * are the seat's, which it sees even hidden, as a player alone sees the monsters they lead.
     */
    public ScreenFight seat(Predicate<Creature> plays) {
        return new ScreenFight(this, names, words, messages, log, plays);
    }

    /** Whether this is a seat's view and the seat plays {@code c}. */
    boolean seatPlays(Creature c) {
        return seat != null && seat.test(c);
    }

    /** Marks this fight as a table's, shared by several screens; call before any view of it is made. */
    public ScreenFight shared() {
        atTable = true;
        return this;
    }

    /** Whether several screens share this fight (a table's seats). */
    public boolean atTable() {
        return atTable;
    }

    private void onEvent(LoggedEvent e) {
        log.add(e);
        stats.add(e);
        if (tutorial != null) tutorial.fired(e.event(), this::partyId, this::beside);
    }

    public void start() {
        game.start();
    }

    /**
     * Starts the fight by playing its recorded inputs again (the log fills with the whole history), then
     * hands the party back to the keyboard; returns why the recording does not fit, or null.
     */
    public String resume(List<PlayerInput> inputs) {
        return game.replay(inputs, KeyboardControl.of(alwaysStrike));
    }

    /** The fight as it was opened (to fight it again), or null. */
    public EncounterCatalog.Opened opened() {
        return opened;
    }

    void opened(EncounterCatalog.Opened opened) {
        this.opened = opened;
    }

    /** The creatures handed over before the first turn: combatant id to true by hand, false AI. */
    Map<String, Boolean> handedOver() {
        return handedOver;
    }

    void handedOver(Map<String, Boolean> byHand) {
        this.handedOver = Map.copyOf(byHand);
    }

    /** Where the fight is recorded, or null when it is not. */
    public FightSaves.Kept kept() {
        return kept;
    }

    void kept(FightSaves.Kept kept) {
        this.kept = kept;
    }

    /** The texts of the session this fight is shown to. */
    public ScreenMessages messages() {
        return messages;
    }

    public Game game() {
        return game;
    }

    public Battle battle() {
        return game.battle();
    }

    public long seed() {
        return seed;
    }

    public MessageLog log() {
        return log;
    }

    /**
     * The creatures whose doings while hidden this screen reads in the log (ACT-HIDE): the party's, and the
     * monsters it plays (led by hand alone, or a table seat's own); the log keeps the others' from it.
     */
    public Predicate<String> sees() {
        return id -> Unseen.sees(this, game.battle().find(id));
    }

    /** Whether a creature is, now, out of some screen's sight: a hidden foe of the party. */
    private boolean outOfSight(String id) {
        Creature c = game.battle().find(id);
        return c != null && c.has(Condition.HIDDEN) && !party(c);
    }

    public FightStats stats() {
        return stats;
    }

    /** The tutorial's notes, or null in an ordinary fight. */
    public Tutorial tutorial() {
        return tutorial;
    }

    /** The name shown for a creature id: its own name, numbered ("Goblin 2") when others share it. */
    public String name(String id) {
        return words.name(id);
    }

    /**
     * The name a pane's row gives after the creature's label: "Goblin 47" beside "ab", where the log says
     * "Goblin 47 (ab)"; the row shows the label already.
     */
    public String paneName(Creature c) {
        String name = name(c.id());
        String label = " (" + label(c).trim() + ")";
        return name.endsWith(label) ? name.substring(0, name.length() - label.length()) : name;
    }

    /** Content names in the session's language: weapons, spells, items and the like for pickers and panes. */
    public ContentNames names() {
        return names;
    }

    /** The fight's name as the screen shows it: the scenario's own translation, else its name. */
    public String title() {
        return names.scenario(game.battle().name());
    }

    /**
     * A behaviour's name as players read it. A script written in place for one creature, with no name
     * of its own, is named by the engine after that creature's id ("k1"), which says nothing on a
     * screen: it is shown as that creature's own ("Kobold 1's own").
     */
    public String behaviourName(String behaviour, String creatureId) {
        // A monster file's script written in place is named after the monster ("bandit-captain") likewise; the
        // log says it the same way (PlayerWords.ownBehaviour).
        String own = words.ownBehaviour(behaviour, creatureId, messages);
        return own != null ? own : names.behavior(behaviour, behaviour);
    }

    /** Ids, content ids and commands put into the player's words. */
    public PlayerWords words() {
        return words;
    }

    /** Two characters on the map: upper case for the party, lower case for everyone else. */
    public String label(Creature c) {
        return labels.get(c.id());
    }

    public Outcome submit(Command command) {
        return game.submit(command);
    }

    /** Whether a creature fights on the player's side (drawn in upper case). */
    public static boolean party(Creature c) {
        return Standpoint.party(c);
    }

    /**
     * Whether two creatures (by id) stand within 1.5 m of each other now: told as an event is, where an attack's
     * attacker and target still stand where it was made (COND-UNCONSCIOUS: only such a hit is an automatic critical).
     */
    private boolean beside(String one, String other) {
        Creature a = one == null ? null : game.battle().find(one);
        Creature b = other == null ? null : game.battle().find(other);
        return a != null && b != null && a.distanceTo(b) <= 1;
    }

    /** Whether the creature of this id is the party's; false for an id the fight does not know. */
    private boolean partyId(String id) {
        Creature c = id == null ? null : game.battle().find(id);
        return c != null && party(c);
    }

    /**
     * Whether a screen that plays {@code mine} (a table's seat; null: a screen alone, whose creatures are
     * those played by hand) plays the party's enemies only: their win is then its victory, told so.
     */
    public boolean playsMonstersOnly(Predicate<Creature> mine) {
        return Standpoint.monstersOnly(game.battle().creatures(), mine != null ? mine : game::byHand);
    }

    /**
     * The side a screen tells the end from ({@link Standpoint}).
     *
     * @param mine       the creatures the screen played (a table's seat: any it gave orders to in the fight, so that a
     *                   hero handed to the AI before the end still makes the party's win its victory, as the report
     *                   says), or null for a screen alone (those by hand)
     * @param gameMaster whether the screen is a table's game master's
     */
    public Standpoint standpoint(Predicate<Creature> mine, boolean gameMaster) {
        return Standpoint.of(game.battle().creatures(), mine != null ? mine : game::byHand, gameMaster);
    }
}
