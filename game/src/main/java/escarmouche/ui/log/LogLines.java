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
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;

/**
 * Turns each event into one readable sentence with its whole roll breakdown, so the log teaches: which
 * dice came up, which modifiers were added and why, what the total was compared with. One method per
 * event type; {@code names} turns creature ids into the names shown on screen.
 */
public final class LogLines {
    private final UnaryOperator<String> names;
    private final PlayerWords words;

    /** Lines that name creatures with {@code names} and leave other ids as they are. */
    public LogLines(UnaryOperator<String> names) {
        this.names = names;
        this.words = PlayerWords.none();
    }

    /** Lines in the player's words: creatures, weapons and spells by name, refusals as sentences. */
    public LogLines(PlayerWords words) {
        this.names = words::name;
        this.words = words;
    }

    /**
     * The same event in a few words, for the log's brief level: who did what and how it ended, no dice;
     * null when the full line is already short.
     */
    public String brief(LoggedEvent logged) {
        Event e = logged.event();
        if (e instanceof AttackEvent a) {
            String how = a.fumble() ? "fumbles" : !a.hit() ? "misses" : a.critical() ? "crits" : "hits";
            return name(a.attacker()) + " " + how + " " + name(a.target()) + " with " + words.thing(a.weapon())
                    + (a.critical() && a.hit() && a.multiplier() > 1 ? " (x" + a.multiplier() + ")" : "");
        }
        if (e instanceof DamageEvent d) return name(d.target()) + " takes " + d.final_() + " (HP " + d.hp() + ")";
        if (e instanceof TurnEvent t) return "Round " + logged.round() + ": " + name(t.actor()) + "'s turn";
        if (e instanceof CheckEvent c) {
            return name(c.actor()) + " " + ability(c.ability()) + " check" + (c.success() ? ": success" : ": failure");
        }
        if (e instanceof ContestEvent c) {
            String what = c.purpose() == null || c.purpose().isBlank() ? "Contest" : capital(words.say(c.purpose()));
            return what + ": " + name(c.winner()) + " wins";
        }
        if (e instanceof CastEvent c) {
            return name(c.caster()) + " casts " + words.thing(c.spell()) + (c.success() ? "" : ": it fails");
        }
        if (e instanceof InitiativeEvent i) {
            List<String> order = new ArrayList<>();
            for (String id : i.order()) order.add(name(id));
            return "Order: " + String.join(", ", order);
        }
        return null;
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
        return "Round " + round + ": " + name(t.actor()) + "'s turn (" + t.movement() + " movement)";
    }

    String initiative(InitiativeEvent i) {
        List<String> order = new ArrayList<>();
        for (String id : i.order()) order.add(name(id));
        if (i.rolls().isEmpty()) return "Initiative fixed by the scenario: " + String.join(", ", order);
        List<String> parts = new ArrayList<>();
        List<String> groupsShown = new ArrayList<>();
        for (InitiativeEvent.Entry en : i.rolls()) {
            if (en.group() != null && groupsShown.contains(en.group())) continue;
            String who = en.group() != null ? en.group() + " (one roll)" : name(en.id());
            if (en.group() != null) groupsShown.add(en.group());
            StringBuilder sb = new StringBuilder(who).append(' ').append(d20s(en.rolls()));
            if (en.modifier() != 0) sb.append(' ').append(signed(en.modifier())).append(" Dex");
            sb.append(" = ").append(en.total());
            if (!en.tiebreak().isEmpty()) sb.append(" (tie-break ").append(d20s(en.tiebreak())).append(')');
            parts.add(sb.toString());
        }
        return "Initiative: " + String.join(", ", parts) + ". Order: " + String.join(", ", order);
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
            return name(first.actor()) + " takes back its move: " + first.from() + " → " + last.to() + " ("
                    + last.left() + " movement left)";
        }
        StringBuilder sb = new StringBuilder(name(first.actor()));
        sb.append(switch (mode) {
            case "crawl" -> " crawls ";
            case "forced" -> " is pushed ";
            case "drag" -> " is dragged ";
            case "fallback" -> " stumbles ";
            case "risky" -> " rushes ";
            default -> " moves ";
        });
        sb.append(first.from()).append(" → ").append(last.to()).append(" (").append(steps.size())
                .append(steps.size() == 1 ? " square" : " squares");
        if ("forced".equals(mode) || "drag".equals(mode)) return sb.append(", no movement used)").toString();
        int cost = 0;
        for (MoveEvent m : steps) cost += m.cost();
        return sb.append(", ").append(cost).append(" movement, ").append(last.left()).append(" left)").toString();
    }

    String check(CheckEvent c) {
        StringBuilder sb = new StringBuilder(name(c.actor())).append(' ').append(ability(c.ability())).append(" check");
        if (c.purpose() != null && !c.purpose().isBlank()) sb.append(" (").append(words.say(c.purpose())).append(')');
        sb.append(": ").append(d20s(c.rolls())).append(advantage(c.advantage(), List.of()))
                .append(mods(c.modifiers())).append(" = ").append(c.total()).append(" vs DC ").append(c.dc())
                .append(c.success() ? ": success" : ": failure");
        return sb.toString();
    }

    String contest(ContestEvent c) {
        String what = c.purpose() == null || c.purpose().isBlank() ? "Contest" : capital(words.say(c.purpose()));
        return what + ": " + side(c.attacker()) + " vs " + side(c.defender()) + ": " + name(c.winner()) + " wins"
                + (c.attacker().total() == c.defender().total() ? " (a tie goes to the one not acting)" : "");
    }

    private String side(ContestEvent.Side s) {
        return name(s.id()) + " " + ability(s.ability()) + " " + d20s(s.rolls()) + advantage(s.advantage(), List.of())
                + mods(s.modifiers()) + " = " + s.total();
    }

    String opportunity(OpportunityEvent o) {
        String why = o.rule().contains("OA-WITHIN") ? "moving on inside its reach" : "leaving its reach";
        return name(o.reactor()) + " makes an opportunity attack on " + name(o.mover()) + " at " + o.at()
                + " (" + why + ")";
    }

    /** The roll breakdown comes from {@link Explain}, the one explanation of an attack the game has. */
    String attack(AttackEvent a) {
        // The breakdown names creatures in its reasons ("flanking with g1"): put them in the player's words.
        return name(a.attacker()) + " attacks " + name(a.target()) + " with " + words.thing(a.weapon()) + ": "
                + words.say(Explain.line(a));
    }

    String fumble(FumbleEvent f) {
        String what = switch (f.outcome()) {
            case "self" -> "it strikes itself";
            case "ally" -> "it strikes an ally";
            case "drop" -> "it drops its weapon";
            case "break" -> "its weapon breaks";
            default -> "nothing worse happens";
        };
        return name(f.attacker()) + " fumble roll " + dice(f.rolls()) + ": " + what;
    }

    /** The damage pipeline as {@link Explain} writes it, after who was hit. */
    String damage(DamageEvent d) {
        return name(d.target()) + " takes " + d.final_() + ": " + Explain.line(d);
    }

    private static String reduction(String rule) {
        return switch (rule) {
            case "DMG-RESIST-FLAT" -> "resistance";
            case "DMG-RESIST-HALF" -> "halved by resistance";
            case "DMG-AURA" -> "aura";
            case "DMG-MAGIC-WEAPON" -> "weapon not magic enough";
            case "DMG-ZOID" -> "zoid armour (÷6)";
            case "DMG-VULN" -> "vulnerability";
            default -> rule;
        };
    }

    String heal(HealEvent h) {
        // What was added to the dice (a potion's +2, a spell's ability): the offered total less the dice.
        int rolled = 0;
        for (Roll r : h.rolls()) rolled += r.value();
        int added = h.offered() == null || h.rolls().isEmpty() ? 0 : h.offered() - rolled;
        String rolls = h.rolls().isEmpty() ? "" : " (" + dice(h.rolls()) + (added == 0 ? "" : " " + signed(added)) + ")";
        return name(h.target()) + " regains " + h.amount() + " HP" + rolls + ": HP " + (h.hp() - h.amount()) + " → " + h.hp();
    }

    String condition(ConditionEvent c) {
        String cond = c.condition().replace('-', ' ');
        String why = c.reason() == null || c.reason().isBlank() ? "" : " (" + words.say(c.reason()) + ")";
        return name(c.target()) + (c.added() ? " is now " : " is no longer ") + cond + why;
    }

    String cast(CastEvent c) {
        // CAST-POTION: a potion is drunk (its cast event names the potion as both spell and item).
        boolean potion = c.item() != null && c.item().equals(c.spell());
        StringBuilder sb = new StringBuilder(name(c.caster())).append(potion ? " drinks " : " casts ")
                .append(words.thing(c.spell())).append(": ")
                .append(d20s(c.rolls())).append(mods(c.modifiers())).append(" = ").append(c.total()).append(" vs 7");
        sb.append(c.success() ? ": it works" : ": it fails");
        if (c.lost()) sb.append(potion ? ", and it is spilt" : ", and it is lost");
        return sb.toString();
    }

    String shock(ShockEvent s) {
        String outcome = switch (s.outcome()) {
            case "dies" -> "dies";
            case "out" -> "is knocked out of the fight";
            default -> "keeps fighting";
        };
        return name(s.target()) + " system shock: " + dice(s.rolls()) + " +" + s.below() + " below 0 = " + s.total()
                + " vs " + s.threshold() + "%: " + outcome;
    }

    String dying(DyingEvent d) {
        String outcome = "stable".equals(d.outcome()) ? "becomes stable" : "loses 1 HP (HP " + d.hp() + ")";
        return name(d.target()) + " is dying: " + dice(d.rolls()) + ": " + outcome;
    }

    String death(DeathEvent d) {
        return name(d.target()) + " dies";
    }

    String error(ErrorEvent e) {
        return words.refusal(e.command(), e.reason());
    }

    String end(EndEvent e) {
        String who = switch (e.winner()) {
            case "party" -> "the party wins";
            case "monsters" -> "the monsters win";
            default -> "nobody wins";
        };
        return "The fight is over: " + who + (e.reason() == null || e.reason().isBlank() ? "" : " (" + words.say(e.reason()) + ")");
    }

    String state(StateEvent s) {
        List<String> parts = new ArrayList<>();
        for (StateEvent.Combatant c : s.combatants()) {
            parts.add(name(c.id()) + " " + (c.alive() ? "HP " + c.hp() + " at " + c.at() : "dead"));
        }
        return "State: " + String.join(", ", parts);
    }

    String note(NoteEvent n) {
        if (n.intent() != null) return intent(n);
        return capital(words.say(n.text()));
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
        String target = n.intent().target();
        if (target != null && "hold".equals(n.intent().action())) {
            action = action.replaceFirst(" " + Pattern.quote(target) + "\\b", " against " + target);
        }
        return name(n.actor()) + " means to " + words.say(action)
                + (reason.isEmpty() ? "" : " (" + words.say(reason) + ")");
    }

    private String name(String id) {
        return id == null ? "nobody" : names.apply(id);
    }

    private static String capital(String s) {
        return s == null || s.isEmpty() ? "" : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    private static String ability(String a) {
        if (a == null || a.isEmpty()) return "";
        return Character.toUpperCase(a.charAt(0)) + a.substring(1).toLowerCase(java.util.Locale.ROOT);
    }

    /** "+3" or "-1". */
    public static String signed(int v) {
        return v >= 0 ? "+" + v : String.valueOf(v);
    }

    /** " +3 Str +2 prof": each modifier with its source. */
    static String mods(List<Modifier> mods) {
        StringBuilder sb = new StringBuilder();
        for (Modifier m : mods) {
            if (m.value() == 0) continue;
            sb.append(' ').append(signed(m.value())).append(' ').append(m.source());
        }
        return sb.toString();
    }

    /** "d20 14" or "d20 14/8" for two d20s. */
    static String d20s(List<Roll> rolls) {
        if (rolls.isEmpty()) return "no roll";
        StringBuilder sb = new StringBuilder("d").append(rolls.get(0).die()).append(' ');
        for (int i = 0; i < rolls.size(); i++) {
            if (i > 0) sb.append(rolls.get(i).die() == rolls.get(0).die() ? ", " : " d" + rolls.get(i).die() + " ");
            sb.append(rolls.get(i).value());
        }
        return sb.toString();
    }

    private static String advantage(String adv, List<String> sources) {
        if (adv == null || "none".equals(adv)) return "";
        List<String> why = new ArrayList<>();
        for (String s : sources) why.add(s.startsWith("+") || s.startsWith("-") ? s.substring(1) : s);
        return " (" + adv + (why.isEmpty() ? "" : ": " + String.join(", ", why)) + ", keeps "
                + ("advantage".equals(adv) ? "the higher" : "the lower") + ")";
    }

    /** Dice grouped by size in the order rolled: "1d8 6", "2d6 3+5", "1d100 45". */
    static String dice(List<Roll> rolls) {
        StringBuilder sb = new StringBuilder();
        int i = 0;
        while (i < rolls.size()) {
            int die = rolls.get(i).die();
            int j = i;
            StringBuilder values = new StringBuilder();
            while (j < rolls.size() && rolls.get(j).die() == die) {
                if (j > i) values.append('+');
                values.append(rolls.get(j).value());
                j++;
            }
            if (sb.length() > 0) sb.append(" + ");
            sb.append(j - i).append('d').append(die).append(' ').append(values);
            i = j;
        }
        return sb.toString();
    }
}
