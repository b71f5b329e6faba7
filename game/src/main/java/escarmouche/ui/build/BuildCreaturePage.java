package escarmouche.ui.build;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import escarmouche.ui.draft.DraftCreature;
import escarmouche.ui.draft.DraftHiding;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.page.App;
import escarmouche.ui.page.Frame;
import escarmouche.ui.page.Page;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Direction;
import escarmouche.ui.term.Keys;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * One creature's fields in a box over the builder: ←→ change a field, Enter types its value. Each change
 * goes into the draft at once, so the checks under the box follow it.
 */
final class BuildCreaturePage implements Page {
    private enum Field { ID, NAME, SIDE, HP, BEHAVIOUR, HIDDEN, CONTROL, NAME_FR, GENDER }

    private final App app;
    private final BuildPage builder;
    private final int index;
    private final List<String> behaviours = new ArrayList<>();
    /** A behaviour's one line in English, by name: the help under the field says what the chosen one does. */
    private final UnaryOperator<String> describe;
    private int selected;
    /** Why the last typed value was not taken, shown in place of the help until the next key. */
    private String refused;

    BuildCreaturePage(App app, BuildPage builder, int index, List<String> behaviours,
            UnaryOperator<String> describe) {
        this.app = app;
        this.builder = builder;
        this.index = index;
        this.behaviours.add(null);
        this.behaviours.addAll(behaviours);
        this.describe = describe;
    }

    private DraftCreature creature() {
        return builder.draft().creatures().get(index);
    }

    @Override
    public void draw(Canvas canvas) {
        builder.draw(canvas);
        int w = Math.min(canvas.width() - 4, 60);
        DraftCreature c = creature();
        ScreenMessages m = app.messages();
        Field current = Field.values()[selected];
        String help = refused != null ? refused : help(current, c, m);
        // The fields, the selected field's help wrapped (a behaviour's description runs to five lines in French
        // at 80 columns: the box grows to show it whole, down to the screen's last rows), the keys.
        int helpRows = Math.max(3, Text.wrap(help, w - 4).size());
        int h = Math.min(Field.values().length + 3 + helpRows, canvas.height() - 3);
        Canvas inner = Frame.box(canvas, (canvas.width() - w) / 2, 2, w, h, c.id() + " (" + c.template() + ")");
        for (Field f : Field.values()) {
            boolean sel = f.ordinal() == selected;
            inner.line(f.ordinal(), "", sel ? Style.SELECTED : Style.NORMAL);
            inner.text(0, f.ordinal(), Text.fit(label(f, m), 14), sel ? Style.SELECTED : Style.KEY);
            String v = value(f, c, m, builder.templateName(c.template()), builder.templateFeminine(c));
            // The arrows frame a value that ←→ changes; a name is typed (Enter), and has none.
            boolean arrows = sel && !typedOnly(f);
            inner.text(14, f.ordinal(), Text.fit(arrows ? "◀ " + v + " ▶" : v, inner.width() - 14), sel ? Style.SELECTED : Style.NORMAL);
        }
        // Above the keys' row, which is drawn last.
        inner.paragraph(Field.values().length, help, refused != null ? Style.WARN : Style.DIM, inner.height() - 1 - Field.values().length);
        if (typedOnly(current)) {
            Frame.hints(inner, inner.height() - 1, m.text("hint.updown.keys"), m.text("build.field.hint.field"),
                    m.text("hint.enter.keys"), m.text("build.field.hint.type"), m.text("hint.esc.keys"), m.text("hint.back"));
        } else {
            Frame.hints(inner, inner.height() - 1, m.text("hint.updown.keys"), m.text("build.field.hint.field"),
                    "←→", m.text("build.field.hint.change"), m.text("hint.enter.keys"), m.text("build.field.hint.type"),
                    m.text("hint.esc.keys"), m.text("hint.back"));
        }
    }

    /** A field whose value is typed only: ←→ leave it as it is. */
    private static boolean typedOnly(Field f) {
        return f == Field.ID || f == Field.NAME || f == Field.NAME_FR;
    }

    /** The field's key in the bundles: {@code build.field.hp}, {@code build.field.hp.help}... */
    private static String key(Field f) {
        return "build.field." + f.name().toLowerCase(java.util.Locale.ROOT);
    }

    private static String label(Field f, ScreenMessages m) {
        return m.text(key(f));
    }

    /**
     * The value as the file writes it (side, behaviour, control are the scenario's words), or what its absence
     * means: what a fight will make of it.
     *
     * @param feminine whether the French name is feminine when the draft gives no gender: its template's
     */
    private static String value(Field f, DraftCreature c, ScreenMessages m, String templateName, boolean feminine) {
        return switch (f) {
            case ID -> c.id();
            case NAME -> c.names().name() == null ? m.text("build.field.name.none", templateName) : c.names().name();
            // Without a French name of its own, French screens show its own name, else its template's.
            case NAME_FR -> c.names().fr() != null ? c.names().fr() : c.names().name() != null
                    ? m.text("build.field.name_fr.name", c.names().name()) : m.text("build.field.name_fr.none");
            case SIDE -> FileWords.side(m, c.side());
            case HP -> c.hp() == null ? m.text("build.field.hp.none") : String.valueOf(c.hp());
            case BEHAVIOUR -> c.behavior() == null ? m.text("build.field.behaviour.none") : c.behavior();
            case HIDDEN -> c.hidden() == null ? m.text("build.field.hidden.none") : BuildPage.hiding(c.hidden(), m);
            case CONTROL -> c.control() == null ? m.text("build.field.control.none", FileWords.control(m, c.controlOrDefault()))
                    : FileWords.control(m, c.control());
            // None given: the template's, as the French log will agree (a giant spider is "Araignée géante", feminine).
            case GENDER -> m.text(c.gender() != null ? "build.field.gender." + c.gender()
                    : feminine ? "build.field.gender.template.f" : "build.field.gender.none");
        };
    }

    /** The field's help; on a chosen behaviour, what that behaviour does, in the session's words. */
    private String help(Field f, DraftCreature c, ScreenMessages m) {
        if (f == Field.BEHAVIOUR && c.behavior() != null) {
            String english = describe.apply(c.behavior());
            if (english != null) {
                return m.text("build.field.behaviour.chosen", app.names().behavior(c.behavior(), c.behavior()),
                        app.names().behaviorDescription(c.behavior(), english));
            }
        }
        return m.text(key(f) + ".help");
    }

    @Override
    public void handle(KeyStroke key) {
        refused = null;
        if (Keys.escape(key) || Keys.ch(key) == 'q') {
            app.pop();
            return;
        }
        Field f = Field.values()[selected];
        if (Keys.enter(key)) {
            type(f);
            return;
        }
        Direction d = Keys.direction(key);
        if (d == Direction.WEST || d == Direction.EAST) {
            change(f, d == Direction.EAST ? 1 : -1);
            return;
        }
        if (Keys.is(key, KeyType.ArrowUp) || Keys.is(key, KeyType.ArrowDown) || d == Direction.NORTH || d == Direction.SOUTH) {
            int step = Keys.is(key, KeyType.ArrowUp) || d == Direction.NORTH ? -1 : 1;
            selected = Math.max(0, Math.min(Field.values().length - 1, selected + step));
        }
    }

    private void change(Field f, int step) {
        DraftCreature c = creature();
        DraftCreature next = switch (f) {
            case ID, NAME, NAME_FR -> c;
            case SIDE -> c.withSide("party".equals(c.side()) ? "monsters" : "party");
            case HP -> c.hp() == null ? (step > 0 ? c.withHp(1) : c) : c.hp() + step < 1 ? c.withHp(null) : c.withHp(c.hp() + step);
            case BEHAVIOUR -> c.withBehavior(cycle(behaviours, c.behavior(), step));
            case HIDDEN -> c.withHidden(c.hidden() == null ? new DraftHiding(true, 15)
                    : c.hidden().rolls() ? new DraftHiding(false, c.hidden().value()) : null);
            case CONTROL -> c.withControl(cycle(java.util.Arrays.asList(null, "player", "ai"), c.control(), step));
            case GENDER -> c.withGender(cycle(java.util.Arrays.asList(null, "f", "m"), c.gender(), step));
        };
        builder.replace(index, next);
    }

    private static String cycle(List<String> values, String now, int step) {
        int i = values.indexOf(now);
        int n = values.size();
        return values.get(((i < 0 ? 0 : i) + step + n) % n);
    }

    private void type(Field f) {
        DraftCreature c = creature();
        ScreenMessages m = app.messages();
        switch (f) {
            case ID -> app.push(new BuildPrompt(app, label(f, m), help(f, c, m), c.id(),
                    PromptChars.id(), this, v -> builder.replace(index, creature().withId(v))));
            case NAME -> app.push(new BuildPrompt(app, label(f, m), m.text("build.field.name.prompt"), c.names().name(),
                    PromptChars.names(), this, v -> builder.replace(index, creature().withNames(creature().names().withName(v)))));
            case NAME_FR -> app.push(new BuildPrompt(app, label(f, m), m.text("build.field.name_fr.prompt"), c.names().fr(),
                    PromptChars.names(), this, v -> builder.replace(index, creature().withNames(creature().names().withFr(v)))));
            case SIDE -> app.push(new BuildPrompt(app, label(f, m), help(f, c, m), c.side(),
                    PromptChars.side(), this, v -> builder.replace(index, creature().withSide(v.isEmpty() ? "monsters" : v))));
            case HP -> app.push(new BuildPrompt(app, label(f, m), m.text("build.field.hp.prompt"),
                    c.hp() == null ? "" : String.valueOf(c.hp()), PromptChars.digits(true), this,
                    v -> {
                        Integer hp = v.isEmpty() ? null : BuildPage.whole(v);
                        if (hp == null && !v.isEmpty()) refused = m.text("build.field.number.bad", v);
                        else builder.replace(index, creature().withHp(hp));
                    }));
            case HIDDEN -> {
                DraftHiding h = c.hidden() == null ? new DraftHiding(true, 15) : c.hidden();
                app.push(new BuildPrompt(app, m.text(h.rolls() ? "build.stealth.dc" : "build.stealth.total"),
                        m.text(h.rolls() ? "build.stealth.dc.help" : "build.stealth.total.help"),
                        String.valueOf(h.value()), PromptChars.digits(false), this,
                        v -> {
                            Integer value = v.isEmpty() ? null : BuildPage.whole(v);
                            if (value == null && !v.isEmpty()) refused = m.text("build.field.number.bad", v);
                            else builder.replace(index, creature().withHidden(value == null ? null : new DraftHiding(h.rolls(), value)));
                        }));
            }
            default -> change(f, 1);
        }
    }
}
