package escarmouche.command;

import escarmouche.rules.grid.Pos;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;

/**
 * Random commands of every kind, with every option set or not: the cases of {@link CommandTextPropertyTest}.
 * A new command kind needs its line in {@link #KINDS}; the test fails until it has one.
 */
final class RandomCommands {
    /** Ids made of the characters a combatant id may hold, plus words the grammar also uses. */
    private static final String ID_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-";
    private static final List<String> TRICKY_IDS = List.of("ko", "prone", "push", "end", "attack", "-1", "07", "A");

    static final Map<Class<? extends Command>, Function<Random, Command>> KINDS = kinds();

    private RandomCommands() {}

    private static Map<Class<? extends Command>, Function<Random, Command>> kinds() {
        Map<Class<? extends Command>, Function<Random, Command>> k = new LinkedHashMap<>();
        k.put(Command.Move.class, r -> new Command.Move(path(r), maybe(r, "str", "dex")));
        k.put(Command.MoveTo.class, r -> new Command.MoveTo(square(r)));
        k.put(Command.Crawl.class, r -> new Command.Crawl(path(r)));
        k.put(Command.Stand.class, r -> new Command.Stand());
        k.put(Command.Prone.class, r -> new Command.Prone());
        k.put(Command.Dash.class, r -> new Command.Dash());
        k.put(Command.Dodge.class, r -> new Command.Dodge());
        k.put(Command.Disengage.class, r -> new Command.Disengage());
        k.put(Command.Hide.class, r -> new Command.Hide(r.nextBoolean() ? null : r.nextInt(46) - 5));
        k.put(Command.Search.class, r -> new Command.Search());
        k.put(Command.Undo.class, r -> new Command.Undo());
        k.put(Command.Pickup.class, r -> new Command.Pickup(r.nextBoolean() ? null : id(r), maybe(r, "move", "action")));
        k.put(Command.Attack.class, RandomCommands::attack);
        k.put(Command.Aid.class, r -> new Command.Aid(id(r)));
        k.put(Command.Grapple.class, r -> new Command.Grapple(id(r), maybe(r, "str", "dex")));
        k.put(Command.Escape.class, r -> new Command.Escape(maybe(r, "str", "dex"), r.nextBoolean() ? null : id(r)));
        k.put(Command.Cut.class, r -> new Command.Cut(r.nextBoolean() ? null : id(r)));
        k.put(Command.Release.class, r -> new Command.Release());
        k.put(Command.Shove.class, r -> new Command.Shove(id(r), r.nextBoolean(), maybe(r, "str")));
        k.put(Command.Help.class, r -> new Command.Help(id(r), r.nextBoolean() ? null : id(r)));
        k.put(Command.Cast.class, r -> {
            int aim = r.nextInt(3);
            return new Command.Cast(id(r), aim == 1 ? id(r) : null, aim == 2 ? square(r) : null,
                    maybe(r, "int", "wis", "dex"));
        });
        k.put(Command.Drink.class, r -> new Command.Drink(id(r), maybe(r, "int", "wis", "dex")));
        k.put(Command.Read.class, r -> {
            int aim = r.nextInt(3);
            return new Command.Read(id(r), aim == 1 ? id(r) : null, aim == 2 ? square(r) : null,
                    maybe(r, "int", "wis", "dex"));
        });
        k.put(Command.Pick.class, r -> new Command.Pick(square(r)));
        k.put(Command.Ready.class, r -> new Command.Ready(r.nextBoolean() ? null : id(r), r.nextBoolean() ? null : id(r)));
        k.put(Command.Door.class, r -> new Command.Door(square(r), r.nextBoolean()));
        k.put(Command.End.class, r -> new Command.End());
        k.put(Command.Yield.class, r -> new Command.Yield());
        return k;
    }

    /** A command of a kind chosen at random. */
    static Command any(Random r) {
        List<Function<Random, Command>> all = new ArrayList<>(KINDS.values());
        return all.get(r.nextInt(all.size())).apply(r);
    }

    private static Command attack(Random r) {
        String offhand = r.nextBoolean() ? null : id(r);
        String offtarget = offhand != null && r.nextBoolean() ? id(r) : null;
        return new Command.Attack(id(r), r.nextBoolean() ? null : id(r), offhand, offtarget, maybe(r, "str", "dex"),
                maybe(r, "hit", "damage"), r.nextBoolean());
    }

    static String id(Random r) {
        if (r.nextInt(5) == 0) return TRICKY_IDS.get(r.nextInt(TRICKY_IDS.size()));
        StringBuilder b = new StringBuilder();
        int n = 1 + r.nextInt(8);
        for (int i = 0; i < n; i++) b.append(ID_CHARS.charAt(r.nextInt(ID_CHARS.length())));
        return b.toString();
    }

    private static Pos square(Random r) {
        return new Pos(r.nextInt(70) - 5, r.nextInt(70) - 5);
    }

    private static List<Pos> path(Random r) {
        List<Pos> out = new ArrayList<>();
        int n = 1 + r.nextInt(6);
        for (int i = 0; i < n; i++) out.add(square(r));
        return out;
    }

    /** Null (the creature's best choice) or one of the values the option takes. */
    private static String maybe(Random r, String... values) {
        int i = r.nextInt(values.length + 1);
        return i == values.length ? null : values[i];
    }
}
