package escarmouche.rules.initiative;

import escarmouche.rules.core.RulePart;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.dice.Dice;
import escarmouche.rules.dice.Roll;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * TURN-INIT: d20 + Dex modifier, highest first, kept for the whole fight. A group of identical monsters
 * shares one roll and acts together (in scenario order). Ties: a PC and a monster roll d20s against each
 * other until one is higher; creatures of the same kind go by higher Dex score, then by a roll-off. Under
 * plain 5e rules everyone tied goes by higher Dex score, then by one roll-off. Never by the order of
 * the scenario's list: that would favour the side written first.
 *
 * <p>Dice order: one d20 per creature or group in scenario order, then the tie-break d20s, block by
 * block from the highest total down.
 */
public final class Initiative {
    private Initiative() {}

    /** A creature entering the initiative, in scenario order. {@code group} may be null. */
    public record Entrant(String id, int dexScore, int dexModifier, boolean pc, String group) {}

    /** One creature's roll and what it did in tie-breaks. */
    public record Entry(String id, List<Roll> rolls, int modifier, int total, String group, List<Roll> tiebreak) {}

    public record Result(List<String> order, List<Entry> entries, boolean tieBroken) {}

    /** Units: a group, or a single creature; they roll and break ties as one. */
    private static final class Unit {
        final List<Entrant> members = new ArrayList<>();
        final List<Roll> tiebreak = new ArrayList<>();
        Roll roll;
        int total;

        Entrant lead() {
            return members.get(0);
        }

        boolean pc() {
            for (Entrant e : members) if (e.pc()) return true;
            return false;
        }
    }

    public static Result roll(List<Entrant> entrants, RuleSet rules, Dice dice) {
        List<Unit> units = new ArrayList<>();
        Map<String, Unit> groups = new LinkedHashMap<>();
        // Each entrant's unit, by the entrant's place: the entries below need it, and looking for it among
        // every unit's members took a walk per entrant.
        Unit[] unitOf = new Unit[entrants.size()];
        for (int k = 0; k < entrants.size(); k++) {
            Entrant e = entrants.get(k);
            Unit u = e.group() == null ? null : groups.get(e.group());
            if (u == null) {
                u = new Unit();
                units.add(u);
                if (e.group() != null) groups.put(e.group(), u);
            }
            u.members.add(e);
            unitOf[k] = u;
        }
        for (Unit u : units) {
            u.roll = dice.d20();
            u.total = u.roll.value() + u.lead().dexModifier();
        }
        List<Unit> sorted = new ArrayList<>(units);
        sorted.sort(Comparator.comparingInt((Unit u) -> -u.total)); // stable: scenario order among equals
        List<Unit> ordered = new ArrayList<>();
        boolean tieBroken = false;
        int i = 0;
        while (i < sorted.size()) {
            int j = i;
            while (j < sorted.size() && sorted.get(j).total == sorted.get(i).total) j++;
            List<Unit> block = sorted.subList(i, j);
            if (block.size() > 1) tieBroken = true;
            ordered.addAll(breakTie(new ArrayList<>(block), rules, dice));
            i = j;
        }
        List<String> order = new ArrayList<>();
        for (Unit u : ordered) for (Entrant e : u.members) order.add(e.id());
        List<Entry> entries = new ArrayList<>();
        for (int k = 0; k < entrants.size(); k++) {
            Entrant e = entrants.get(k);
            Unit u = unitOf[k];
            entries.add(new Entry(e.id(), List.of(u.roll), u.lead().dexModifier(), u.total, e.group(),
                    List.copyOf(u.tiebreak)));
        }
        return new Result(order, entries, tieBroken);
    }

    private static List<Unit> breakTie(List<Unit> block, RuleSet rules, Dice dice) {
        if (block.size() == 1) return block;
        // 5e: everyone tied by Dex, then one roll-off (the PCs and the others are not ordered apart first:
        // that rolled the same creatures twice and threw the first rolls away).
        if (!rules.house(RulePart.TURN)) return byDexThenRollOff(block, dice);
        List<Unit> pcs = new ArrayList<>();
        List<Unit> others = new ArrayList<>();
        for (Unit u : block) (u.pc() ? pcs : others).add(u);
        List<Unit> pcOrder = byDexThenRollOff(pcs, dice);
        List<Unit> otherOrder = byDexThenRollOff(others, dice);
        if (pcOrder.isEmpty() || otherOrder.isEmpty()) return pcOrder.isEmpty() ? otherOrder : pcOrder;
        // A PC against a monster: both roll d20s until one is higher; merge the two ordered lists that way.
        List<Unit> merged = new ArrayList<>();
        int p = 0;
        int o = 0;
        while (p < pcOrder.size() && o < otherOrder.size()) {
            Unit pc = pcOrder.get(p);
            Unit other = otherOrder.get(o);
            if (rollOff(pc, other, dice)) {
                merged.add(pc);
                p++;
            } else {
                merged.add(other);
                o++;
            }
        }
        merged.addAll(pcOrder.subList(p, pcOrder.size()));
        merged.addAll(otherOrder.subList(o, otherOrder.size()));
        return merged;
    }

    /** True when {@code a} wins; each rolls a d20 ({@code a} first), repeating on equal results. */
    private static boolean rollOff(Unit a, Unit b, Dice dice) {
        while (true) {
            Roll ra = dice.d20();
            Roll rb = dice.d20();
            a.tiebreak.add(ra);
            b.tiebreak.add(rb);
            if (ra.value() != rb.value()) return ra.value() > rb.value();
        }
    }

    private static List<Unit> byDexThenRollOff(List<Unit> units, Dice dice) {
        List<Unit> sorted = new ArrayList<>(units);
        sorted.sort(Comparator.comparingInt((Unit u) -> -u.lead().dexScore()));
        List<Unit> out = new ArrayList<>();
        int i = 0;
        while (i < sorted.size()) {
            int j = i;
            while (j < sorted.size() && sorted.get(j).lead().dexScore() == sorted.get(i).lead().dexScore()) j++;
            out.addAll(rollOffAll(new ArrayList<>(sorted.subList(i, j)), dice));
            i = j;
        }
        return out;
    }

    /** Every unit of the block rolls a d20 (block order); highest first; equal results roll again. */
    private static List<Unit> rollOffAll(List<Unit> block, Dice dice) {
        if (block.size() <= 1) return block;
        Map<Unit, Integer> rolled = new LinkedHashMap<>();
        for (Unit u : block) {
            Roll r = dice.d20();
            u.tiebreak.add(r);
            rolled.put(u, r.value());
        }
        List<Unit> sorted = new ArrayList<>(block);
        sorted.sort(Comparator.comparingInt((Unit u) -> -rolled.get(u)));
        List<Unit> out = new ArrayList<>();
        int i = 0;
        while (i < sorted.size()) {
            int j = i;
            while (j < sorted.size() && rolled.get(sorted.get(j)).equals(rolled.get(sorted.get(i)))) j++;
            out.addAll(rollOffAll(new ArrayList<>(sorted.subList(i, j)), dice));
            i = j;
        }
        return out;
    }
}
