package escarmouche.ui.menu;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import escarmouche.content.model.ArmorDef;
import escarmouche.content.model.CombatantSpec;
import escarmouche.content.model.CreatureSpec;
import escarmouche.ui.battle.BattleWords;
import escarmouche.ui.lang.ContentNames;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.page.Frame;
import escarmouche.ui.page.Page;
import escarmouche.ui.page.PartyMember;
import escarmouche.ui.page.PartyOptions;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Keys;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One member of the party, field by field: its name (typed), class, level, weapon in hand, armour, shield,
 * healing potions, and who gives its orders. ←→ change a field within what content and the rules allow;
 * each change is opened as the fight's scenario at once (see {@link PartyPage#change}). A companion keeps
 * the kind, level and gear of its kind: only its name and its control change.
 */
final class PartyMemberPage implements Page {
    private enum Field { NAME, CLASS, LEVEL, WEAPON, ARMOR, SHIELD, POTIONS, CONTROL, GENDER }

    private final PartyPage party;
    private final String id;
    private int selected;
    /** The name being typed, or null when not typing. */
    private StringBuilder typing;

    PartyMemberPage(PartyPage party, String id) {
        this.party = party;
        this.id = id;
    }

    private PartyMember member() {
        for (PartyMember m : party.members()) if (m.id().equals(id)) return m;
        throw new IllegalStateException("no member " + id);
    }

    /** Whether the member's name is feminine in the session's language, as the fight will say it. */
    private boolean feminine() {
        CreatureSpec s = creature();
        return party.names().feminine(id, s.template(), s.name());
    }

    private CreatureSpec creature() {
        return party.spec(id).creature();
    }

    private List<Field> fields() {
        List<Field> out = new ArrayList<>(creature().isPc() ? List.of(Field.values()) : List.of(Field.NAME, Field.CONTROL,
                Field.GENDER));
        // Only a language whose sentences agree with it asks for a name's gender.
        if (party.app().messages().language() == Language.EN) out.remove(Field.GENDER);
        return out;
    }

    @Override
    public void draw(Canvas canvas) {
        canvas.fill(Style.NORMAL);
        CombatantSpec c = party.spec(id);
        CreatureSpec s = c.creature();
        ScreenMessages m = party.app().messages();
        ContentNames names = party.names();
        canvas.line(0, " " + m.text("party.member.title", names.creature(id, s.template(), s.name())), Style.TITLE);
        Canvas body = canvas.region(2, 2, canvas.width() - 4, canvas.height() - 3);
        List<Field> fields = fields();
        int row = 0;
        for (int i = 0; i < fields.size(); i++) {
            Field f = fields.get(i);
            boolean sel = i == selected;
            String value = f == Field.NAME && typing != null ? typing + "_" : value(f, c);
            String arrows = sel && typing == null && f != Field.NAME ? "◀ " + value + " ▶" : value;
            body.line(row, Text.fit((sel ? "▶ " : "  ") + Text.cell(m.text(LABELS.get(f)), 14) + arrows, body.width()),
                    sel ? Style.SELECTED : Style.NORMAL);
            row++;
        }
        row++;
        body.text(0, row++, Text.fit(m.text("party.member.stats", PartyPage.hitPoints(s), String.valueOf(s.ac()),
                String.valueOf(s.speed())) + (s.isPc() ? m.text("party.member.proficiency", String.valueOf(s.proficiency())) : ""),
                body.width()), Style.DIM);
        row += body.paragraph(row, m.text("party.member.carries", String.join(", ",
                BattleWords.counted(s.weapons(), w -> names.weaponWord(w.id()))))
                + (s.spells().isEmpty() ? "" : m.text("party.member.spells", String.join(", ", s.spells().stream().map(
                names::spellWord).toList()))), Style.DIM);
        if (!s.isPc()) {
            row += body.paragraph(row, m.text("party.member.companion", names.creature(id, s.template(), s.name()),
                    names.monsterWord(s.template())), Style.DIM);
        }
        row++;
        String problem = party.problem();
        if (problem != null && row < body.height()) row += body.paragraph(row, problem, Style.BAD);
        if (typing != null) {
            Frame.hints(canvas.region(0, canvas.height() - 1, canvas.width(), 1), 0, m.text("party.member.type.keys"),
                    m.text("party.member.hint.name", String.valueOf(HeroName.MAX)), m.text("hint.enter.keys"),
                    m.text("party.member.hint.keep"), m.text("hint.esc.keys"), m.text("mode.cancel"));
        } else {
            Frame.hints(canvas.region(0, canvas.height() - 1, canvas.width(), 1), 0, m.text("hint.updown.keys"),
                    m.text("party.member.hint.field"), "←→", m.text("party.member.hint.change"), m.text("hint.enter.keys"),
                    m.text("party.member.hint.rename"), m.text("hint.esc.keys"), m.text("party.member.hint.back"));
        }
    }

    /** Each field's label, as a message key. */
    private static final Map<Field, String> LABELS = Map.of(
            Field.NAME, "party.member.name", Field.CLASS, "party.member.class", Field.LEVEL, "party.member.level",
            Field.WEAPON, "party.member.weapon", Field.ARMOR, "party.member.armor", Field.SHIELD, "party.member.shield",
            Field.POTIONS, "party.member.potions", Field.CONTROL, "party.member.control", Field.GENDER, "party.member.gender");

    private String value(Field f, CombatantSpec c) {
        CreatureSpec s = c.creature();
        PartyOptions o = party.options();
        ScreenMessages m = party.app().messages();
        return switch (f) {
            case NAME -> party.names().creature(c.id(), s.template(), s.name());
            case CLASS -> s.isPc() ? party.names().classWord(s.className(), feminine()) : party.names().monsterWord(s.template());
            case LEVEL -> m.text("party.member.level.value", String.valueOf(s.level()), String.valueOf(o.minLevel()),
                    String.valueOf(o.maxLevel()));
            case WEAPON -> s.weapons().isEmpty() ? m.text("party.member.weapon.none")
                    : party.names().weaponWord(s.weapons().get(0).id());
            case ARMOR -> body(s) == null ? m.text("party.member.armor.none") : party.names().armorWord(body(s));
            case SHIELD -> shield(s) == null ? m.text("party.member.shield.none") : party.names().armorWord(shield(s));
            case POTIONS -> o.potion() == null ? m.text("party.member.potions.none")
                    : m.text("party.member.potions.value", String.valueOf(potions(s)), party.names().itemWord(o.potion()),
                    String.valueOf(o.maxPotions()));
            case CONTROL -> m.text(c.playerControlled() ? "party.member.hand" : "party.member.ai");
            case GENDER -> m.text(feminine() ? "party.member.feminine" : "party.member.masculine");
        };
    }

    private static String body(CreatureSpec s) {
        for (ArmorDef a : s.armor()) if (a.isBody()) return a.id();
        return null;
    }

    private static String shield(CreatureSpec s) {
        for (ArmorDef a : s.armor()) if (a.isShield()) return a.id();
        return null;
    }

    private int potions(CreatureSpec s) {
        String potion = party.options().potion();
        return potion == null ? 0 : s.items().getOrDefault(potion, 0);
    }

    @Override
    public void handle(KeyStroke key) {
        if (typing != null) {
            type(key);
            return;
        }
        List<Field> fields = fields();
        Field f = fields.get(Math.min(selected, fields.size() - 1));
        if (Keys.escape(key)) {
            party.problem(null);
            party.app().pop();
        } else if (Keys.is(key, KeyType.ArrowLeft) || Keys.ch(key) == '-') {
            party.problem(null);
            step(f, -1);
        } else if (Keys.is(key, KeyType.ArrowRight) || Keys.ch(key) == '+') {
            party.problem(null);
            step(f, 1);
        } else if (Keys.enter(key) && f == Field.NAME) {
            party.problem(null);
            typing = new StringBuilder(creature().name());
        } else if (Keys.enter(key)) {
            party.problem(null);
            party.app().pop();
        } else {
            selected = Keys.select(key, selected, fields.size(), fields.size());
        }
    }

    /** Typing a name: letters that may go into a name, Backspace, Enter to keep it (when it is fine), Esc. */
    private void type(KeyStroke key) {
        char ch = Keys.ch(key);
        if (Keys.escape(key)) {
            typing = null;
            party.problem(null);
        } else if (Keys.is(key, KeyType.Backspace)) {
            if (!typing.isEmpty()) typing.setLength(typing.length() - 1);
        } else if (Keys.enter(key)) {
            String name = typing.toString();
            List<String> others = new ArrayList<>();
            for (PartyMember m : party.members()) if (!m.id().equals(id)) others.add(party.spec(m.id()).creature().name());
            String problem = HeroName.problem(party.app().messages(), name, others);
            if (problem != null) {
                party.problem(problem);
            } else if (party.change(member().named(name))) {
                typing = null;
            }
        } else if (ch != 0) {
            if (!HeroName.allowed(ch)) {
                party.problem(party.app().messages().text("party.name.letters"));
            } else if (typing.length() >= HeroName.MAX) {
                party.problem(party.app().messages().text("party.name.max", String.valueOf(HeroName.MAX)));
            } else {
                party.problem(null);
                typing.append(ch);
            }
        }
    }

    /** Moves a field one value along ({@code by} is -1 or 1), within what content and the rules offer. */
    private void step(Field f, int by) {
        PartyMember m = member();
        CreatureSpec s = creature();
        PartyOptions o = party.options();
        switch (f) {
            case NAME -> typing = new StringBuilder(s.name());
            case CLASS -> {
                String next = cycle(o.classes(), s.className(), by, false);
                if (next != null) party.change(m.ofClass(next));
            }
            case LEVEL -> {
                int level = s.level() + by;
                if (level < o.minLevel() || level > o.maxLevel()) {
                    party.problem(party.app().messages().text("party.member.levels", String.valueOf(o.minLevel()),
                            String.valueOf(o.maxLevel())));
                } else {
                    party.change(m.atLevel(level));
                }
            }
            case WEAPON -> {
                // A shield on the arm leaves one hand: the two-handed weapons are passed over (rules.attack.Hands).
                List<String> choices = o.weapons();
                if (shield(s) != null) choices = choices.stream().filter(w -> !o.twoHanded().contains(w)).toList();
                String next = cycle(choices, s.weapons().isEmpty() ? null : s.weapons().get(0).id(), by, false);
                if (next != null) party.change(m.wielding(next));
            }
            case ARMOR -> wear(m, cycle(o.bodyArmor(), body(s), by, true), shield(s));
            case SHIELD -> {
                String inHand = s.weapons().isEmpty() ? null : s.weapons().get(0).id();
                if (shield(s) == null && inHand != null && o.twoHanded().contains(inHand)) {
                    party.problem(party.app().messages().text("party.member.shield.hands",
                            party.names().weaponWord(inHand)));
                } else {
                    wear(m, body(s), cycle(o.shields(), shield(s), by, true));
                }
            }
            case POTIONS -> {
                if (o.potion() == null) return;
                int n = potions(s) + by;
                if (n < 0 || n > o.maxPotions()) {
                    party.problem(party.app().messages().text("party.member.potions.bounds", String.valueOf(o.maxPotions())));
                    return;
                }
                Map<String, Integer> items = new LinkedHashMap<>(s.items());
                if (n == 0) items.remove(o.potion());
                else items.put(o.potion(), n);
                party.change(m.carrying(items));
            }
            case CONTROL -> party.change(m.controlled(!party.spec(id).playerControlled()));
            case GENDER -> party.change(m.gendered(feminine() ? "m" : "f"));
        }
    }

    private void wear(PartyMember m, String body, String shield) {
        List<String> armor = new ArrayList<>();
        if (body != null) armor.add(body);
        if (shield != null) armor.add(shield);
        party.change(m.wearing(armor));
    }

    /**
     * The value after {@code current} in {@code values} (before it when {@code by} is -1), wrapping round;
     * with {@code none}, "none" (null) is one more value, before the first.
     */
    private static String cycle(List<String> values, String current, int by, boolean none) {
        List<String> all = new ArrayList<>();
        if (none) all.add(null);
        all.addAll(values);
        if (all.isEmpty() || (!none && values.isEmpty())) return current;
        int i = all.indexOf(current);
        if (i < 0) i = by > 0 ? -1 : 0;
        return all.get(Math.floorMod(i + by, all.size()));
    }
}
