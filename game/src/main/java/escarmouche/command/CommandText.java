package escarmouche.command;

import escarmouche.rules.grid.Pos;
import java.util.List;

/**
 * Writes a {@link Command} as the script line {@link CommandParser} reads back into an equal command: the
 * form saves and replays store. The canonical form is the verb, its ids and squares, then the options that
 * are set in the order of {@link CommandParser#OPTIONS}, then the bare words ({@code ko}); single spaces,
 * lower-case words, ids as given.
 */
public final class CommandText {
    private CommandText() {}

    public static String of(Command command) {
        // Java 17 has no pattern matching for switch: an instanceof chain over the sealed hierarchy, ending in
        // a failure that CommandTextPropertyTest reaches for any kind left out.
        Line l;
        if (command instanceof Command.Move m) l = new Line("move").squares(m.path()).option("risky", m.risky());
        else if (command instanceof Command.MoveTo m) l = new Line("moveto").word(m.target());
        else if (command instanceof Command.Crawl c) l = new Line("crawl").squares(c.path());
        else if (command instanceof Command.Stand st) l = new Line("stand").option("with", st.with());
        else if (command instanceof Command.Prone) l = new Line("prone");
        else if (command instanceof Command.Dash) l = new Line("dash");
        else if (command instanceof Command.Dodge) l = new Line("dodge");
        else if (command instanceof Command.Disengage) l = new Line("disengage");
        else if (command instanceof Command.Hide h) l = new Line("hide").option("dc", h.dc());
        else if (command instanceof Command.Search) l = new Line("search");
        else if (command instanceof Command.Undo) l = new Line("undo");
        else if (command instanceof Command.Pickup p) l = new Line("pickup").word(p.item()).option("with", p.with());
        else if (command instanceof Command.Attack a) l = attack(a);
        else if (command instanceof Command.Aid a) l = new Line("aid").word(a.ally());
        else if (command instanceof Command.Grapple g) l = new Line("grapple").word(g.target()).option("ability", g.ability());
        else if (command instanceof Command.Escape e) l = new Line("escape").word(e.ally()).option("ability", e.ability());
        else if (command instanceof Command.Cut c) l = new Line("cut").word(c.target());
        else if (command instanceof Command.Release) l = new Line("release");
        else if (command instanceof Command.Shove s) {
            l = new Line("shove").word(s.target()).word(s.push() ? "push" : "prone").option("ability", s.ability());
        } else if (command instanceof Command.Help h) l = new Line("help").word(h.ally()).word(h.target());
        else if (command instanceof Command.Cast c) {
            l = new Line("cast").word(c.spell()).word(c.target()).word(c.square()).option("ability", c.ability());
        } else if (command instanceof Command.Drink d) l = new Line("drink").word(d.item()).option("ability", d.ability());
        else if (command instanceof Command.Read r) {
            l = new Line("read").word(r.item()).word(r.target()).word(r.square()).option("ability", r.ability());
        } else if (command instanceof Command.Pick p) l = new Line("pick").word(p.at());
        else if (command instanceof Command.Ready r) l = new Line("ready").word(r.target()).option("weapon", r.weapon());
        else if (command instanceof Command.Door d) l = new Line(d.open() ? "open" : "close").word(d.at());
        else if (command instanceof Command.End) l = new Line("end");
        else if (command instanceof Command.Yield) l = new Line("yield");
        else throw new IllegalStateException("no script text for " + command.getClass().getSimpleName());
        return l.toString();
    }

    private static Line attack(Command.Attack a) {
        Line l = new Line("attack").word(a.target()).option("weapon", a.weapon()).option("offhand", a.offhand())
                .option("offtarget", a.offtarget()).option("ability", a.ability()).option("dex", a.dex());
        return a.ko() ? l.word("ko") : l;
    }

    /** One line being written; null words and options are left out. */
    private static final class Line {
        private final StringBuilder text;

        Line(String verb) {
            text = new StringBuilder(verb);
        }

        Line word(Object word) {
            if (word != null) text.append(' ').append(word);
            return this;
        }

        Line squares(List<Pos> path) {
            for (Pos p : path) word(p);
            return this;
        }

        Line option(String key, Object value) {
            if (value != null) text.append(' ').append(key).append('=').append(value);
            return this;
        }

        @Override
        public String toString() {
            return text.toString();
        }
    }
}
