package escarmouche.ui.log;

import escarmouche.engine.battle.LoggedEvent;
import escarmouche.events.AttackEvent;
import escarmouche.events.CastEvent;
import escarmouche.events.CheckEvent;
import escarmouche.events.ConditionEvent;
import escarmouche.events.ContestEvent;
import escarmouche.events.DamageEvent;
import escarmouche.events.DeathEvent;
import escarmouche.events.DyingEvent;
import escarmouche.events.EndEvent;
import escarmouche.events.ErrorEvent;
import escarmouche.events.Event;
import escarmouche.events.explain.Explain;
import escarmouche.events.FumbleEvent;
import escarmouche.events.HealEvent;
import escarmouche.events.InitiativeEvent;
import escarmouche.events.MoveEvent;
import escarmouche.events.NoteEvent;
import escarmouche.events.OpportunityEvent;
import escarmouche.events.ShockEvent;
import escarmouche.events.StateEvent;
import escarmouche.events.TurnEvent;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.dice.Roll;
import escarmouche.rules.dice.Rolls;
import escarmouche.rules.health.DeathSaves;
import escarmouche.rules.health.Dying;
import escarmouche.ui.lang.Agreement;
import escarmouche.ui.lang.EngineSentences;
import escarmouche.ui.lang.LabelledNames;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;

/**
 * Turns each event into one readable sentence with its whole roll breakdown, so the log teaches: which
 * dice came up, which modifiers were added and why, what the total was compared with. One method per
 * event type; {@code names} turns creature ids into the names shown on screen. The words come from the
 * session's {@link ScreenMessages} ({@code log.} keys); the roll breakdowns are {@link Explain}'s in English
 * and {@link LogBreakdown}'s, from the same bundle, in any other language.
 */
public final class LogLines {
    private final UnaryOperator<String> names;
    private final PlayerWords words;
    private final ScreenMessages m;
    private final LogBreakdown breakdown;
    private final ModifierSources sources;

    /** Lines in English that name creatures with {@code names} and leave other ids as they are. */
    public LogLines(UnaryOperator<String> names) {
        this(names, PlayerWords.none(), ScreenMessages.of(Language.EN));
    }

    /** Lines in English in the player's words: creatures, weapons and spells by name, refusals as sentences. */
    public LogLines(PlayerWords words) {
        this(words, ScreenMessages.of(Language.EN));
    }

    /** Lines in the player's words and in the session's language. */
    public LogLines(PlayerWords words, ScreenMessages messages) {
        this(words::name, words, messages);
    }

    private LogLines(UnaryOperator<String> names, PlayerWords words, ScreenMessages messages) {
        this.names = names;
        this.words = words;
        this.m = messages;
        this.sources = new ModifierSources(messages, words);
        this.breakdown = new LogBreakdown(messages, sources, words);
    }

    /** The text of a {@code log.} key; numbers are passed as text, so no language groups their digits. */
    private String t(String key, Object... args) {
        Object[] said = new Object[args.length];
        for (int i = 0; i < args.length; i++) said[i] = String.valueOf(args[i]);
        return m.text("log." + key, said);
    }

    /**
     * {@link #t}, agreeing with {@code subject}: the key's feminine form ({@code log.KEY.f}) when the creature
     * of that id has a feminine name in this language and the bundle has one, its person's form
     * ({@code log.KEY.they}: "their weapon") when it is a hero and the bundle has one.
     */
    private String tf(String key, String subject, Object... args) {
        return t(key + Agreement.suffix(m, "log." + key, words.feminine(subject), words.person(subject)), args);
    }

    /**
     * The maths of an event: the contract's own English explanation, or the bundle's words for it. An attack's
     * is always the bundle's (whose English words are the explanation's): its reasons and its cover name
     * creatures, which only the breakdown puts by name where they stand.
     */
    private String explain(Event e) {
        return m.language() == Language.EN && !(e instanceof AttackEvent) ? Explain.line(e, words::intangible)
                : breakdown.line(e);
    }

    /**
     * The same event in a few words, for the log's brief level: who did what and how it ended, no dice;
     * null when the full line is already short.
     */
    public String brief(LoggedEvent logged) {
        Event e = logged.event();
        // Cutting a net (COND-RESTRAINED): the blow is at the net holding the target, not at the target.
        if (e instanceof AttackEvent a && a.object() != null) {
            return t("brief.attack.net." + (a.hit() ? "hit" : "miss"), name(a.attacker()), name(a.target()),
                    words.weapon(a.attacker(), a.weapon()));
        }
        if (e instanceof AttackEvent a) {
            String how = a.fumble() ? "fumble" : !a.hit() ? "miss" : a.critical() ? "crit" : "hit";
            return t("brief.attack." + how, name(a.attacker()), name(a.target()), words.weapon(a.attacker(), a.weapon()))
                    + (a.critical() && a.hit() && a.multiplier() > 1 ? t("brief.times", a.multiplier()) : "");
        }
        if (e instanceof DamageEvent d) return t("brief.damage", name(d.target()), d.final_(), d.hp());
        if (e instanceof TurnEvent tu) {
            LabelledNames.Parts who = LabelledNames.Parts.of(name(tu.actor()));
            return who.label() == null ? t("brief.turn", logged.round(), who.name())
                    : t("brief.turn.labelled", logged.round(), who.name(), who.label());
        }
        if (e instanceof CheckEvent c) {
            Matcher dodge = c.purpose() == null ? null : RANGED_DODGE.matcher(c.purpose());
            if (dodge != null && dodge.matches()) {
                return t(c.success() ? "brief.dodge.success" : "brief.dodge.failure", name(c.actor()), name(dodge.group(1)));
            }
            boolean save = c.purpose() != null && SAVE.matcher(c.purpose()).matches();
            String key = save ? (c.success() ? "brief.save.success" : "brief.save.failure")
                    : c.success() ? "brief.check.success" : "brief.check.failure";
            return t(key, name(c.actor()), ability(c.ability()));
        }
        if (e instanceof ContestEvent c) {
            String what = c.purpose() == null || c.purpose().isBlank() ? t("contest") : capital(purpose(c.purpose()));
            return t("brief.contest", what, name(c.winner()));
        }
        if (e instanceof CastEvent c) {
            return t(c.success() ? "brief.cast" : "brief.cast.failed", name(c.caster()), words.thing(c.spell()))
                    + (c.success() && c.multiplier() != null && c.multiplier() > 1 ? t("brief.times", c.multiplier()) : "");
        }
        if (e instanceof InitiativeEvent i) {
            List<String> order = new ArrayList<>();
            for (String id : i.order()) order.add(name(id));
            return t("order", String.join(", ", order));
        }
        // The rolls of these say their dice in full; brief keeps what came of them.
        if (e instanceof ShockEvent s) return t("brief.shock." + shockOutcome(s), name(s.target()));
        if (e instanceof DyingEvent d) return tf("brief.dying", d.target(), name(d.target()), dyingOutcome(d));
        if (e instanceof FumbleEvent f) return t("brief.fumble", name(f.attacker()), fumbleOutcome(f));
        if (e instanceof HealEvent h && !h.rolls().isEmpty()) return t("brief.heal", name(h.target()), h.amount(), h.hp());
        if (e instanceof NoteEvent n && n.intent() == null) return briefNote(n);
        return null;
    }

    /**
     * The engine's notes whose sentence says a roll's dice or its total (a spell's damage that came to nothing,
     * a stealth total that fell short of the DC), by their phrase's key, and the brief key that says what
     * happened without them: a note the map does not name is short already.
     */
    private static final Map<String, String> BRIEF_NOTES = Map.of(
            "engine.note.save.avoids", "brief.note.avoids",
            "engine.note.burst.nowhere", "brief.note.nowhere",
            "engine.note.noticed", "brief.note.noticed");

    private String briefNote(NoteEvent n) {
        if (n.actor() == null || n.text() == null) return null;
        // A sentence in no known shape has no key, and Map.of refuses a null lookup.
        String shape = EngineSentences.keyOf(n.text());
        String key = shape == null ? null : BRIEF_NOTES.get(shape);
        return key == null ? null : tf(key, n.actor(), name(n.actor()));
    }

    /** Whether an event is a monster saying what it means to do: shown only at the log's full level. */
    public static boolean intent(Event e) {
        return e instanceof NoteEvent n && n.intent() != null;
    }

    public String line(LoggedEvent logged) {
        Event e = logged.event();
        // Java 17: no pattern matching for switch, so an instanceof chain over the sealed interface.
        if (e instanceof TurnEvent t) return turn(t, logged.round());
        if (e instanceof InitiativeEvent i) return initiative(i);
        if (e instanceof MoveEvent m) return move(m);
        if (e instanceof CheckEvent c) return check(c);
        if (e instanceof ContestEvent c) return contest(c);
        if (e instanceof OpportunityEvent o) return opportunity(o);
        if (e instanceof AttackEvent a) return attack(a);
        if (e instanceof FumbleEvent f) return fumble(f);
        if (e instanceof DamageEvent d) return damage(d);
        if (e instanceof HealEvent h) return heal(h);
        if (e instanceof ConditionEvent c) return condition(c);
        if (e instanceof CastEvent c) return cast(c);
        if (e instanceof ShockEvent s) return shock(s);
        if (e instanceof DyingEvent d) return dying(d);
        if (e instanceof DeathEvent d) return death(d);
        if (e instanceof ErrorEvent er) return error(er);
        if (e instanceof EndEvent en) return end(en);
        if (e instanceof StateEvent s) return state(s);
        if (e instanceof NoteEvent n) return note(n);
        return e.type();
    }

    String turn(TurnEvent t, int round) {
        // A labelled name's label goes with the movement, not before a possessive: "Wolf 10's turn (wa, 8 movement)".
        LabelledNames.Parts who = LabelledNames.Parts.of(name(t.actor()));
        return who.label() == null ? t("turn", round, who.name(), t.movement())
                : t("turn.labelled", round, who.name(), t.movement(), who.label());
    }

    String initiative(InitiativeEvent i) {
        List<String> order = new ArrayList<>();
        for (String id : i.order()) order.add(name(id));
        // Every combatant dead before the fight (exhaustion 6): the event keeps its empty order, the line says why.
        if (order.isEmpty()) return t("initiative.none");
        if (i.rolls().isEmpty()) return t("initiative.fixed", String.join(", ", order));
        List<String> parts = new ArrayList<>();
        List<String> groupsShown = new ArrayList<>();
        for (InitiativeEvent.Entry en : i.rolls()) {
            if (en.group() != null && groupsShown.contains(en.group())) continue;
            String who = en.group() != null ? t("initiative.group", words.group(en.group())) : name(en.id());
            if (en.group() != null) groupsShown.add(en.group());
            StringBuilder sb = new StringBuilder(who).append(' ');
            // A familiar rolls nothing: it acts on its master's count (TURN-INIT), which says more than "no roll".
            if (en.master() != null && en.rolls().isEmpty()) sb.append(t("initiative.master", name(en.master())));
            else sb.append(d20s(InitiativeEvent.Entry.initiativeRolls(en)));
            if (en.modifier() != 0) sb.append(' ').append(signed(en.modifier())).append(' ').append(ability("dex"));
            sb.append(" = ").append(en.total());
            if (!en.tiebreak().isEmpty()) sb.append(t("initiative.tiebreak", d20s(en.tiebreak())));
            else if (tiedWithoutRoll(i, en)) sb.append(t("initiative.by.dex"));
            parts.add(sb.toString());
        }
        return t("initiative", String.join(", ", parts), String.join(", ", order));
    }

    /**
     * TURN-INIT: a total another creature (not of its group, not its familiar) shares, with no tie-break d20
     * rolled: the tie went by the higher Dex score, which the line would otherwise leave unsaid.
     */
    private static boolean tiedWithoutRoll(InitiativeEvent i, InitiativeEvent.Entry en) {
        if (en.master() != null) return false;
        for (InitiativeEvent.Entry other : i.rolls()) {
            if (other == en || other.master() != null || other.total() != en.total()) continue;
            if (en.group() != null && en.group().equals(other.group())) continue;
            return true;
        }
        return false;
    }

    String move(MoveEvent m) {
        return moves(List.of(m));
    }

    /**
     * Consecutive steps of one creature, said in one line of the same length however long the walk: where
     * it started, where it is, and the totals (the map shows the way it took). A walk growing by a step
     * changes a few digits, so the log neither wraps nor scrolls while a creature walks.
     */
    public String moves(List<MoveEvent> steps) {
        MoveEvent first = steps.get(0);
        MoveEvent last = steps.get(steps.size() - 1);
        String mode = first.mode();
        if ("undo".equals(mode)) {
            return tf("move.undo", first.actor(), name(first.actor()), first.from(), last.to(), last.left());
        }
        String how = switch (mode) {
            case "crawl", "forced", "drag", "fallback", "risky" -> mode;
            default -> "walk";
        };
        String squares = t(steps.size() == 1 ? "move.square" : "move.squares", steps.size());
        String where = tf("move." + how, first.actor(), name(first.actor()), way(steps), last.to());
        if ("forced".equals(mode) || "drag".equals(mode)) return t("move.free", where, squares);
        int cost = 0;
        for (MoveEvent s : steps) cost += s.cost();
        // A failed risky check ends the turn's movement (MOVE-DIFFICULT): said, so that "3 movement, 0 left" out of 6
        // does not read as a sum gone wrong. Of the check, not of the fall: an opportunity attack may cut the walk to
        // the fallback square in two lines, and the first does not end it.
        if ("fallback".equals(mode)) return tf("move.cost.fallback", first.actor(), where, squares, cost, last.left());
        return t("move.cost", where, squares, cost, last.left());
    }

    /**
     * Where a walk started, and for one that came back to it the farthest square it reached on the way:
     * "2,2 → 3,2 → 2,2" rather than "2,2 → 2,2", which read as a walk of 2 squares going nowhere, an error.
     */
    private static String way(List<MoveEvent> steps) {
        MoveEvent first = steps.get(0);
        if (steps.size() < 2 || !steps.get(steps.size() - 1).to().equals(first.from())) return String.valueOf(first.from());
        // The first of the farthest squares: the walk's turning point, the same at every redraw.
        var farthest = first.to();
        for (MoveEvent s : steps) if (s.to().distance(first.from()) > farthest.distance(first.from())) farthest = s.to();
        return first.from() + " → " + farthest;
    }

    String check(CheckEvent c) {
        String roll = d20s(c.rolls()) + advantage(c.advantage(), List.of()) + mods(c.modifiers()) + inTheWay(c.coverBy());
        Matcher save = c.purpose() == null ? null : SAVE.matcher(c.purpose());
        if (save != null && save.matches()) {
            String against = saveAgainst(save.group(2), save.group(3), words.feminine(c.actor()),
                    words.person(c.actor()));
            // Failed whatever the roll (a paralyzed creature's Dex save): no die was rolled, so no sum is shown,
            // whose "+1 Dex = 0" would read as arithmetic gone wrong.
            if (save.group(3) != null && c.rolls().isEmpty() && !c.success()) {
                return t("save.failure.auto", name(c.actor()), ability(c.ability()), against, c.dc());
            }
            return t(c.success() ? "save.success" : "save.failure", name(c.actor()), ability(c.ability()),
                    against, roll, c.total(), c.dc());
        }
        Matcher dodge = c.purpose() == null ? null : RANGED_DODGE.matcher(c.purpose());
        if (dodge != null && dodge.matches()) {
            return t(c.success() ? "dodge.success" : "dodge.failure", name(c.actor()), name(dodge.group(1)),
                    ability(c.ability()), roll, c.total(), c.dc());
        }
        // What the check is for agrees with the one who rolls it ("lancer boule de feu allongée au sol").
        String purpose = c.purpose() != null && !c.purpose().isBlank()
                ? aside(purpose(c.purpose(), words.feminine(c.actor()), words.person(c.actor()))) : "";
        return t(c.success() ? "check.success" : "check.failure", name(c.actor()), ability(c.ability()), purpose, roll,
                c.total(), c.dc());
    }

    /**
     * What a saving throw was against, after "Wis save": " against hold person from Morwen", " to shake off
     * hold person at the end of its turn", and a condition that fails it whatever the roll (COND-PARALYZED's
     * Dex saves), agreeing with the one who saves.
     */
    private String saveAgainst(String what, String fails, boolean feminine, boolean person) {
        Matcher spell = SPELL_FROM.matcher(what);
        Matcher shake = SHAKE_OFF.matcher(what);
        // A poison is no spell: the French line names it as one or the other (COND-POISONED).
        String against = spell.matches() ? t(words.knownPoison(spell.group(1)) ? "save.against.poison" : "save.against",
                        words.spell(spell.group(1)), name(spell.group(2)))
                // The turn is the saver's: "at the end of their turn" for a hero.
                : shake.matches() ? t("save.shake" + Agreement.suffix(m, "log.save.shake", feminine, person),
                        words.thing(shake.group(1)))
                : aside(purpose(what));
        return fails == null ? against
                : against + t("save.fails", condition(fails, fails.replace('-', ' '), feminine));
    }

    /** " (Goblin 2 in the way)" after a save's half cover that creatures give (ATK-COVER), or nothing. */
    private String inTheWay(List<String> ids) {
        if (ids == null || ids.isEmpty()) return "";
        List<String> named = new ArrayList<>(ids.size());
        for (String id : ids) named.add(name(id));
        return t("cover.in.the.way", LogBreakdown.listed(m, named));
    }

    String contest(ContestEvent c) {
        String what = c.purpose() == null || c.purpose().isBlank() ? t("contest") : capital(purpose(c.purpose()));
        // Won without a roll (a grapple or shove against an incapacitated creature, GRAP-START, SHOVE): the
        // totals decided nothing, and "2 vs 3: Goblin wins" would read as the lower total winning; the loser is
        // named, as the reason there was no roll.
        if (c.attacker().rolls().isEmpty() && c.defender().rolls().isEmpty()) {
            return t("contest.auto", what, name(c.winner()), name(loser(c)));
        }
        return t("contest.line", what, side(c.attacker()), side(c.defender()), name(c.winner()))
                + (c.attacker().total() == c.defender().total() ? t("contest.tie") : "");
    }

    /** The side that did not win: in a contest won without a roll, the incapacitated one. */
    private static String loser(ContestEvent c) {
        return c.attacker().id().equals(c.winner()) ? c.defender().id() : c.attacker().id();
    }

    private String side(ContestEvent.Side s) {
        return name(s.id()) + " " + ability(s.ability()) + " " + d20s(s.rolls()) + advantage(s.advantage(), List.of())
                + mods(s.modifiers()) + " = " + s.total();
    }

    String opportunity(OpportunityEvent o) {
        // The mover is the subject of the reason: "(elle quitte son allonge)" for a feminine name; the reach is the
        // reactor's, so English says "their reach" when the reactor is a hero.
        String key = o.rule().contains("OA-WITHIN") ? "opportunity.within" : "opportunity.leave";
        String why = t(key + Agreement.suffix(m, "log." + key, words.feminine(o.mover()), words.person(o.reactor())));
        return t("opportunity", name(o.reactor()), name(o.mover()), o.at(), why);
    }

    /** The roll breakdown comes from {@link Explain}, the one explanation of an attack the game has. */
    String attack(AttackEvent a) {
        // The breakdown names the creatures of its reasons ("flanking with g1") and cover by name itself.
        // A fumble turned on the attacker itself (ATK-FUMBLE 1-2) says so, not "Tarik attacks Tarik".
        // Cutting a net (COND-RESTRAINED): the blow is at the net holding the target (maybe the attacker itself).
        if (a.object() != null) {
            return t("attack.net", name(a.attacker()), name(a.target()), words.weapon(a.attacker(), a.weapon()),
                    words.say(explain(a)));
        }
        if (a.attacker() != null && a.attacker().equals(a.target())) {
            return tf("attack.self", a.attacker(), name(a.attacker()), words.weapon(a.attacker(), a.weapon()),
                    explain(a));
        }
        return t("attack", name(a.attacker()), name(a.target()), words.weapon(a.attacker(), a.weapon()), explain(a));
    }

    /**
     * ATK-FUMBLE: the d6 (and the d100 of a break chance) and what came of it, with the weapon, the ally
     * struck and the chance, so that a player reads what the faces mean: "Lin's fumble: d6 6, d100 82 vs 30%:
     * it does not hurt itself". An event without its result (made by hand) says its outcome alone.
     */
    String fumble(FumbleEvent f) {
        StringBuilder rolled = new StringBuilder();
        List<String> d6 = new ArrayList<>();
        int d100 = -1;
        for (Roll r : f.rolls()) {
            if (r.die() == 100) d100 = r.value();
            else d6.add(String.valueOf(r.value()));
        }
        rolled.append(t("fumble.d6", String.join(", ", d6)));
        if (d6.size() > 1) rolled.append(t("fumble.rerolled"));
        boolean self = "hurt".equals(f.result()) || "unhurt".equals(f.result());
        if (d100 >= 0 && f.chance() != null) rolled.append(self ? tf("fumble.d100.hurt", f.attacker(), d100, f.chance()) : t("fumble.d100.break", d100, f.chance()));
        return t("fumble.line", name(f.attacker()), rolled, fumbleOutcome(f));
    }

    /** What came of a fumble (ATK-FUMBLE), without its dice: "it strikes itself", "the dagger drops ...". */
    private String fumbleOutcome(FumbleEvent f) {
        String what = switch (f.outcome()) {
            case "self", "ally", "drop", "break" -> f.outcome();
            default -> "none";
        };
        String weapon = f.weapon() == null ? "" : words.weapon(f.attacker(), f.weapon());
        return switch (f.result() == null ? what : f.result()) {
            case "self" -> tf("fumble.self", f.attacker());
            case "ally" -> f.victim() == null ? tf("fumble.ally", f.attacker()) : tf("fumble.ally.at", f.attacker(), name(f.victim()));
            case "no-ally" -> t("fumble.noally");
            case "dropped" -> t("fumble.drop.it", weapon);
            case "broken" -> t("fumble.broken", weapon);
            case "holds" -> t("fumble.holds", weapon);
            case "hurt" -> tf("fumble.hurt", f.attacker());
            case "unhurt" -> tf("fumble.unhurt", f.attacker());
            case "nothing-to-drop" -> t("fumble.nothing");
            default -> tf("fumble." + what, f.attacker()); // an event made by hand: its outcome alone
        };
    }

    /** The damage pipeline as {@link Explain} writes it, after who was hit. */
    String damage(DamageEvent d) {
        return t("damage", name(d.target()), d.final_(), explain(d));
    }

    String heal(HealEvent h) {
        // What was added to the dice (a potion's +2, a spell's ability): the offered total less the dice.
        int rolled = 0;
        for (Roll r : h.rolls()) rolled += r.value();
        int added = h.offered() == null || h.rolls().isEmpty() ? 0 : h.offered() - rolled;
        String rolls = h.rolls().isEmpty() ? "" : dice(h.rolls()) + (added == 0 ? "" : " " + signed(added));
        // DMG-HEAL: healing stops at the maximum. Capped, the breakdown gets its total and what the cap took,
        // else "8 HP (1d8 8 +3)" reads as if the dice added up to 8.
        int beyond = h.offered() == null ? 0 : h.offered() - h.amount();
        if (beyond > 0) {
            rolls = t("heal.beyond", rolls.isEmpty() ? h.offered() : t("heal.total", rolls, h.offered()), beyond);
        }
        return t("heal", name(h.target()), h.amount(), rolls.isEmpty() ? "" : " (" + rolls + ")", h.hp() - h.amount(),
                h.hp());
    }

    String condition(ConditionEvent c) {
        String cond = c.condition().replace('-', ' ');
        boolean feminine = words.feminine(c.target());
        String why = c.reason() == null || c.reason().isBlank() ? "" : aside(reason(c.reason(), feminine, words.person(c.target())));
        // A word that carries an aside of its own ("hors d'état (0 PV)") has a form without it for a line whose
        // reason follows: "hors d'état (à 0 point de vie)", not two asides saying the same.
        String key = "log.condition." + c.condition() + ".with.reason";
        String said = !why.isEmpty() && m.has(key) ? m.text(Agreement.key(m, key, feminine))
                : condition(c.condition(), cond, feminine);
        return t(c.added() ? "condition.added" : "condition.removed", name(c.target()), said, why);
    }

    /**
     * " (why)". A reason that ends in an aside of its own, "stands up (4 movement, 4 left)", reads "(stands up:
     * 4 movement, 4 left)": two parentheses closing together are hard to read.
     */
    private String aside(String text) {
        int open = text.indexOf(" (");
        if (open > 0 && text.indexOf('(') == open + 1 && text.indexOf(')') == text.length() - 1
                && text.lastIndexOf(':', open) < 0) {
            text = t("aside.inner", text.substring(0, open), text.substring(open + 2, text.length() - 1));
        }
        return t("aside", text);
    }

    String cast(CastEvent c) {
        // CAST-POTION: a potion is drunk (its cast event names the potion as both spell and item).
        boolean potion = c.item() != null && c.item().equals(c.spell());
        // CAST-SCROLL: a scroll is read (its event names the scroll as item, its spell as spell). The line names the
        // scroll, whose name says its spell ("reads a scroll of magic missile"): "casts magic missile" alone read as
        // the caster's own spell, even a fighter's.
        boolean scroll = c.item() != null && !potion;
        String verb = potion ? "drink" : scroll ? "read" : "cast";
        String how = verb + (c.success() ? ".works" : ".fails");
        String thing = scroll ? scroll(c) : words.thing(c.spell());
        // A potion or a scroll comes with its article ("drinks a potion of healing"): English picks a or an by the
        // name's first letter; French says "une" potion, as its line's "elle" already does, and "un" parchemin.
        String article = !potion && !scroll ? ""
                : t((scroll ? "read." : "") + (!thing.isEmpty() && "aeiouAEIOU".indexOf(thing.charAt(0)) >= 0
                        ? "article.an" : "article.a"));
        // Plain 5e (the casting part as in 5e) rolls nothing to cast or drink: no roll, no DC to name, and it
        // always works; under the house rules every cast event carries its d20 (CAST-ROLL, CAST-POTION).
        if (CastEvent.castingRolls(c).isEmpty()) {
            return t(verb + ".plain", name(c.caster()), thing, article) + chain(c);
        }
        String line = t(how, name(c.caster()), thing, castRoll(c), c.total(), article);
        // CAST-ROLL: a natural 1 loses what the cast spends, and the line names it: the scroll read (the
        // line says the spell, whose slot is not what goes), the potion (spilt), else the spell.
        if (c.lost()) return line + t(potion ? "drink.spilt" : c.item() != null ? "cast.scroll.lost" : "cast.lost");
        // A cantrip's natural 1 fails with nothing lost (the engine's event says lost false: no slot to lose);
        // said, since the rule reads "a natural 1 loses the spell".
        if (!c.success() && c.item() == null && CastEvent.castingRolls(c).get(0).value() == 1) {
            return line + t("cast.cantrip.kept");
        }
        // CAST-ROLL: a failure other than a natural 1 spends the action but keeps the spell (its slot), the
        // scroll or the potion; said, since the player's next choice depends on it.
        if (!c.success()) return line + t(potion ? "drink.kept" : c.item() != null ? "cast.scroll.kept" : "cast.kept");
        return line + chain(c);
    }

    /**
     * The scroll read, by its name in the session's words; a scroll whose name does not hold its spell's has the
     * spell after it ("an old scroll (fireball)"), so the line always says which spell was read.
     */
    private String scroll(CastEvent c) {
        String scroll = words.thing(c.item());
        String spell = words.thing(c.spell());
        return scroll.toLowerCase(Locale.ROOT).contains(spell.toLowerCase(Locale.ROOT)) ? scroll : scroll + t("aside", spell);
    }

    /**
     * CAST-CRIT: a damaging spell without an attack roll rolls one d20 for the critical chain as it works;
     * the line shows that d20 (and any further ones) and what it made of the damage, else the tag would
     * name a roll nobody saw.
     */
    private String chain(CastEvent c) {
        if (c.chain() == null || c.chain().isEmpty()) return "";
        // The chain's d20s are rolled one after the other, not added: "d20 20, 20, 6".
        StringBuilder rolls = new StringBuilder("d20 ");
        for (int i = 0; i < c.chain().size(); i++) rolls.append(i == 0 ? "" : ", ").append(c.chain().get(i).value());
        int times = c.multiplier() == null ? 1 : c.multiplier();
        return times > 1 ? t("cast.chain", rolls, times) : t("cast.chain.none", rolls);
    }

    /**
     * "d20 17 +3 Int -2 potion 2d4 (1+1)": the d20, then each modifier; a potion's penalty dice are said
     * beside the penalty they make (CAST-POTION), not beside the d20 as if they were added to it.
     */
    private String castRoll(CastEvent c) {
        List<Roll> rolls = CastEvent.castingRolls(c);
        if (rolls.size() < 2) return d20s(rolls) + mods(c.modifiers());
        StringBuilder penalty = new StringBuilder();
        for (Roll r : rolls.subList(1, rolls.size())) penalty.append(penalty.isEmpty() ? "" : "+").append(r.value());
        StringBuilder sb = new StringBuilder(d20s(rolls.subList(0, 1)));
        boolean said = false;
        for (Modifier x : c.modifiers()) {
            if (x.value() == 0) continue;
            sb.append(' ').append(signed(x.value())).append(' ').append(source(Explain.sourceBesideValue(x.source(), x.value())));
            if (!said && x.source() != null && x.source().startsWith("potion")) {
                sb.append(" (").append(penalty).append(')');
                said = true;
            }
        }
        // A penalty whose modifier is not the potion's (none today) still shows its dice.
        if (!said) sb.append(" (").append(penalty).append(')');
        return sb.toString();
    }

    String shock(ShockEvent s) {
        return t("shock", name(s.target()), dice(s.rolls()), s.below(), s.total(), s.threshold(),
                tf("shock." + shockOutcome(s), s.target()));
    }

    /** "survives", not "stays in the fight": an NPC knocked out by an earlier roll survives this one out of it. */
    private static String shockOutcome(ShockEvent s) {
        return switch (s.outcome()) {
            case "dies", "out" -> s.outcome();
            default -> "survives";
        };
    }

    String dying(DyingEvent d) {
        // Plain 5e's d20 death save (the event keeps its tally): said with its own bar, never the house d100's.
        if (d.successes() != null) {
            return tf("dying.save", d.target(), name(d.target()), dice(d.rolls()), dyingOutcome(d),
                    DeathSaves.SUCCESS_AT_LEAST);
        }
        // The d100's bar is said, as the system shock's percentage is: the roll alone does not teach it.
        return tf("dying", d.target(), name(d.target()), dice(d.rolls()), dyingOutcome(d), Dying.STABLE_AT_MOST);
    }

    private String dyingOutcome(DyingEvent d) {
        if (d.successes() != null) return deathSaveOutcome(d);
        return "stable".equals(d.outcome()) ? tf("dying.stable", d.target()) : tf("dying.loses", d.target(), d.hp());
    }

    /**
     * What came of a plain 5e death save, with the successes and failures it leaves: a natural 1 counts two
     * failures, a natural 20 brings the character back with 1 hit point (DeathSaves), as the engine plays them.
     */
    private String deathSaveOutcome(DyingEvent d) {
        boolean one = !d.rolls().isEmpty() && d.rolls().get(0).value() == 1;
        return switch (d.outcome()) {
            case "stable" -> tf("dying.save.stable", d.target());
            case "revives" -> tf("dying.save.revives", d.target());
            case "dies" -> t(one ? "dying.save.dies.double" : "dying.save.dies");
            case "success" -> t("dying.save.success", d.successes(), d.failures(), DeathSaves.NEEDED);
            default -> t(one ? "dying.save.double" : "dying.save.failure", d.successes(), d.failures(), DeathSaves.NEEDED);
        };
    }

    String death(DeathEvent d) {
        return t("death", name(d.target()));
    }

    String error(ErrorEvent e) {
        // run's own event for a forced die of the scenario that does not fit its die: no command was refused, the
        // scenario stopped the fight; said as check says a scenario's problem, in the log's language.
        Matcher die = "dice".equals(e.command()) && e.reason() != null ? MISFIT_DIE.matcher(e.reason()) : null;
        if (die != null && die.matches()) {
            return t("dice.stopped", m.text("problem.dice.misfit", die.group(2), die.group(3)), "$.dice[" + die.group(1) + "]");
        }
        return words.refusal(e.command(), e.reason(), m);
    }

    /** The reason of run's {@code error} event for a forced die that does not fit (ForcedDieOutOfRange's message). */
    private static final Pattern MISFIT_DIE = Pattern.compile(
            "dice\\[(\\d+)] = (-?\\d+) was used for a d(\\d+): expected a value from 1 to \\d+");

    String end(EndEvent e) {
        String who = switch (e.winner()) {
            case "party", "monsters" -> e.winner();
            default -> "nobody";
        };
        String side = WinningSide.named(e.winner(), e.reason());
        return t("end", side != null ? t("winner.side", side) : t("end." + who),
                e.reason() == null || e.reason().isBlank() ? "" : aside(said(e.reason())));
    }

    String state(StateEvent s) {
        List<String> parts = new ArrayList<>();
        for (StateEvent.Combatant c : s.combatants()) {
            parts.add(c.alive() ? t("state.alive", name(c.id()), c.hp(), c.at())
                    : tf("state.dead", c.id(), name(c.id())));
        }
        return t("state", String.join(", ", parts));
    }

    String note(NoteEvent n) {
        if (n.intent() != null) return intent(n);
        return capital(timesSign(said(n.text())));
    }

    /** A critical's multiplier at the end of a damage's breakdown, which the event log writes "x2": "×2", as every other line. */
    private static final Pattern MULTIPLIER = Pattern.compile(" x(\\d+)\\)");

    private static String timesSign(String line) {
        return MULTIPLIER.matcher(line).replaceAll(" ×$1)");
    }

    /**
     * A monster's plan, from its behaviour's rule: "Goblin 1 means to hold its ground against Brunhild
     * (Guard: shoot from its post)". The note's text says "ORIGIN: REASON -> ACTION" with ids.
     */
    String intent(NoteEvent n) {
        String text = n.text() == null ? "" : n.text();
        int arrow = text.indexOf(" -> ");
        String action = arrow >= 0 ? text.substring(arrow + 4) : text;
        String reason = arrow >= 0 ? text.substring(0, arrow) : "";
        String own = n.actor() + ": ";
        if (reason.toLowerCase(java.util.Locale.ROOT).startsWith(own.toLowerCase(java.util.Locale.ROOT))) {
            reason = reason.substring(own.length());
        }
        if (m.language() != Language.EN) {
            // The action and the conditions are the engine's phrases; a reason its author wrote stays as written.
            EngineSentences engine = EngineSentences.of(m);
            String origin = n.intent().origin();
            String head = "";
            if (origin != null && reason.startsWith(origin + ": ")) {
                head = m.text("intent.origin", words.behaviour(origin, n.actor(), m));
                reason = reason.substring(origin.length() + 2);
            }
            // A rule's own reason, as its behaviour's author translated it; else the engine's conditions.
            String authored = words.authoredReason(reason);
            String why = authored != null ? authored : engine.sayEach(reason, words::sayReason, words::feminine);
            return t("intent", name(n.actor()), engine.say(action, words.sentences(), words::feminine),
                    reason.isEmpty() ? "" : aside(head + why));
        }
        String target = n.intent().target();
        if (target != null && "hold".equals(n.intent().action())) {
            // Named here, where the creature is known to stand: the phrase's argument is "against <id>" now.
            action = action.replaceFirst(" " + Pattern.quote(target) + "\\b",
                    java.util.regex.Matcher.quoteReplacement(t("intent.against", name(target))));
        }
        // A script written in place and named after its monster is that creature's own, as the screens say.
        String origin = n.intent().origin();
        String itsOwn = origin == null || !reason.startsWith(origin + ": ") ? null
                : words.ownBehaviour(origin, n.actor(), m);
        String why = itsOwn == null ? words.reason(reason)
                : m.text("intent.origin", itsOwn) + words.reason(reason.substring(origin.length() + 2));
        // The action is the actor's, who may be a hero handed to the AI: "pick up their weapon".
        return t("intent", name(n.actor()), EngineSentences.of(m).say(action, words.sentences(), words::feminine,
                        words.person(n.actor())), reason.isEmpty() ? "" : aside(why));
    }

    private String name(String id) {
        return id == null ? t("nobody") : names.apply(id);
    }

    /**
     * An engine sentence in the player's words (how a fight ends, a lost turn, a dash ...): the engine
     * sentences' own phrases, as the summary and the report say them.
     */
    private String said(String text) {
        return words.said(text, m);
    }

    /** What a roll was for ("grapple", "risky terrain"): the bundle's words when it has them, else the engine's. */
    private String purpose(String p) {
        String key = "log.purpose." + p.trim().toLowerCase(java.util.Locale.ROOT).replace(' ', '-');
        return m.language() != Language.EN && m.has(key) ? m.text(key) : words.said(p, m);
    }

    /**
     * A saving throw, as the engine writes its purpose: "Dex save: Sacred flame from mathis", "Wis save: shake
     * off hold-person at the end of its turn", either followed by "; fails: paralyzed" when a condition fails
     * it whatever the roll.
     */
    private static final Pattern SAVE = Pattern.compile("(\\w+) save: (.+?)(?:; fails: (\\S+))?");
    /** A save against a spell: its name, then the caster's id. */
    private static final Pattern SPELL_FROM = Pattern.compile("(.+) from (\\S+)");
    /**
     * CLASS-SAMURAI, CLASS-MONK: the Dex check against a ranged attack's total that makes it miss; the
     * attacker's id. Said as the dodge it is, the DC being the attack's total.
     */
    private static final Pattern RANGED_DODGE = Pattern.compile("dodge (\\S+)'s missile");
    /** The save at the end of a turn that may end a spell's hold: the spell's id. */
    private static final Pattern SHAKE_OFF = Pattern.compile("shake off (\\S+) at the end of its turn");

    /**
     * Why a condition came: a spell's hold as its save's line says it ("hold person from Ysolde", "immobilisation
     * de personne d'Ysolde"), else {@link #purpose(String, boolean, boolean)}.
     */
    private String reason(String p, boolean feminine, boolean person) {
        Matcher spell = SPELL_FROM.matcher(p);
        if (spell.matches() && words.knownSpell(spell.group(1))) {
            return t("spell.from", words.spell(spell.group(1)), name(spell.group(2)));
        }
        return purpose(p, feminine, person);
    }

    /**
     * Why a condition came, or what a check is for, agreeing with the creature it came to or that rolls it
     * ({@code feminine}: its name is; {@code person}: it is a hero).
     */
    private String purpose(String p, boolean feminine, boolean person) {
        String key = "log.purpose." + p.trim().toLowerCase(java.util.Locale.ROOT).replace(' ', '-');
        return m.language() != Language.EN && m.has(key) ? m.text(key) : words.saidAbout(p, m, feminine, person);
    }

    /**
     * A condition's name: the bundle's word for it when it has one (its feminine form for a creature whose
     * name is feminine, where the language has one), else the id without hyphens.
     */
    private String condition(String id, String plain, boolean feminine) {
        String key = "log.condition." + id;
        if (!m.has(key)) return plain;
        return m.text(Agreement.key(m, key, feminine));
    }

    private static String capital(String s) {
        return s == null || s.isEmpty() ? "" : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    /** "Str", or the language's abbreviation ("For" in French) when the bundle has one. */
    private String ability(String a) {
        if (a == null || a.isEmpty()) return "";
        String plain = Character.toUpperCase(a.charAt(0)) + a.substring(1).toLowerCase(java.util.Locale.ROOT);
        String key = "log.ability." + a.toLowerCase(java.util.Locale.ROOT);
        return m.language() != Language.EN && m.has(key) ? m.text(key) : plain;
    }

    /** "+3" or "-1". */
    public static String signed(int v) {
        return v >= 0 ? "+" + v : String.valueOf(v);
    }

    /** " +3 Str +2 prof": each modifier with its source. */
    String mods(List<Modifier> mods) {
        StringBuilder sb = new StringBuilder();
        for (Modifier x : mods) {
            if (x.value() == 0) continue;
            sb.append(' ').append(signed(x.value())).append(' ').append(source(Explain.sourceBesideValue(x.source(), x.value())));
        }
        return sb.toString();
    }

    /** A modifier's source ("Str", "prof") in the bundle's words when it has them ({@link ModifierSources}). */
    private String source(String s) {
        // In English too, a creature named in a source ("melee: captain level 10", CAST-ROLL) is said by name.
        if (s == null) return null;
        if (m.language() == Language.EN) {
            String melee = sources.melee(s);
            if (melee != null) return melee;
            String armour = words.armour(s);
            return armour != null ? armour : words.say(Explain.sourceBesideValue(s));
        }
        return sources.say(s);
    }

    /** "d20 14" or "d20 14/8" for two d20s. */
    String d20s(List<Roll> rolls) {
        if (rolls.isEmpty()) return t("noroll");
        StringBuilder sb = new StringBuilder("d").append(rolls.get(0).die()).append(' ');
        for (int i = 0; i < rolls.size(); i++) {
            if (i > 0) sb.append(rolls.get(i).die() == rolls.get(0).die() ? ", " : " d" + rolls.get(i).die() + " ");
            sb.append(rolls.get(i).value());
        }
        return sb.toString();
    }

    private String advantage(String adv, List<String> sources) {
        if (adv == null || "none".equals(adv)) return "";
        List<String> why = new ArrayList<>();
        for (String s : sources) why.add(s.startsWith("+") || s.startsWith("-") ? s.substring(1) : s);
        String kind = "advantage".equals(adv) ? "advantage" : "disadvantage";
        return t("keeps." + kind, why.isEmpty() ? "" : t("because", String.join(", ", why)));
    }

    /** Dice grouped by size in the order rolled: "1d8 6", "2d6 3+5", "1d100 45" ({@link Rolls#said}). */
    static String dice(List<Roll> rolls) {
        return Rolls.said(rolls);
    }
}
